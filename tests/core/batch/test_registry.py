"""The policy registry: every preset and ``+option`` name parses into a config whose parts
(order, backfill variant, Moab's and Slurm-node's settings) rebuild it exactly; a name the
registry does not know is a one-line error naming it and the known ones; each variant's pass
is the one the scheduler runs."""

from __future__ import annotations

import pickle
from dataclasses import replace

import pytest

from hpcgym.batch import registry
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.policies import (
    BACKFILLS,
    OPTIONS,
    POLICIES,
    PRIORITIES,
    MoabSettings,
    NodeSettings,
    SchedulerConfig,
    get_policy,
    make_queue,
    make_scheduler,
    simulate,
)
from hpcgym.batch.priority import FCFS
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError, UnknownNameError

COMMON = ("depth", "bf_interval", "grace", "filter_held", "size_factor", "fairshare")


def named() -> list[str]:
    """Every preset, and every preset with each option it accepts (after ``+nodes`` for the
    options that need it)."""
    out = list(POLICIES)
    for p in POLICIES:
        for o in OPTIONS:
            for name in (f"{p}+{o}", f"{p}+nodes+{o}"):
                try:
                    get_policy(name)
                except InputError:
                    continue
                out.append(name)
                break
    return out


NAMES = named()


def rebuilt(config: SchedulerConfig) -> SchedulerConfig:
    return SchedulerConfig.of(
        config.name,
        config.priority,
        config.backfill,
        moab=config.moab,
        node=config.node,
        **{k: getattr(config, k) for k in COMMON},
    )


def test_the_names_cover_every_option():
    assert {n.rsplit("+", 1)[1] for n in NAMES if "+" in n} == set(OPTIONS)
    assert "slurm+nodes" in NAMES and "moab-edison+aging" in NAMES


@pytest.mark.parametrize("name", NAMES)
def test_every_name_round_trips_through_its_parts(name):
    config = get_policy(name)
    assert config.name == name
    assert get_policy(config) is config
    assert config.order is registry.ORDERS[config.priority]
    assert config.variant.name == ("nodes" if config.nodes else config.backfill)
    if config.priority != "moab":
        # Moab's flat settings default to no table; outside Moab they are not a part
        assert config.moab is None
        assert rebuilt(config) == replace(config, queues="", eligible_until="start", age_rate=0)
    else:
        assert rebuilt(config) == config
    again = pickle.loads(pickle.dumps(config))
    assert again == config and hash(again) == hash(config)
    assert (config.node is not None) == config.nodes


def test_the_parts_hold_what_the_options_set():
    moab = get_policy("moab-edison+aging+at-start").moab
    assert moab == MoabSettings("edison", eligible_until="start", age_rate=4)
    node = get_policy("slurm+nodes+limit-check+latency").node
    assert node == NodeSettings(limit_check=30, submit_latency=0.05, overhead=0.12, settle=0.02)
    assert get_policy("slurm").node is None and get_policy("slurm").moab is None
    assert get_policy("moab-edison") == SchedulerConfig(
        "moab-edison",
        priority="moab",
        backfill="easy",
        bf_interval=30,
        queues="edison",
        eligible_until="end",
    )


def test_the_names_priority_and_backfill_take_are_the_registrys():
    assert PRIORITIES == ("fcfs", "sjf", "multifactor", "tres", "wfp3", "unicep", "f1", "moab")
    assert BACKFILLS == ("none", "easy", "conservative", "rlscheduler")
    assert set(registry.VARIANTS) == {*BACKFILLS, "nodes"}


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: SchedulerConfig("x", priority="lifo"),
            "policy 'x': unknown priority 'lifo'; known: fcfs, sjf, multifactor, tres, wfp3, unicep, "
            "f1, moab",
        ),
        (
            lambda: SchedulerConfig("x", backfill="greedy"),
            "policy 'x': unknown backfill 'greedy'; known: none, easy, conservative, rlscheduler",
        ),
        # the node-level variant is chosen by +nodes, not by its name
        (
            lambda: SchedulerConfig("x", backfill="nodes"),
            "policy 'x': unknown backfill 'nodes'; known: none, easy, conservative, rlscheduler",
        ),
        (
            lambda: SchedulerConfig("x", priority="multifactor", backfill="rlscheduler"),
            "policy 'x': the rlscheduler backfill takes the orders fcfs, wfp3, unicep, sjf, f1, "
            "not 'multifactor'",
        ),
        (
            lambda: get_policy("slurm+fast"),
            "unknown policy option 'fast' in 'slurm+fast'; known: filter, count-held",
        ),
        (lambda: get_policy("lifo-easy"), "unknown policy 'lifo-easy'; known: fcfs, fcfs-easy"),
        (
            lambda: MoabSettings(queues="hopper"),
            "Moab settings: unknown queue table 'hopper'; known: edison",
        ),
        (
            lambda: SchedulerConfig("m", priority="moab", bf_interval=30, queues="hopper"),
            "policy 'm': unknown queue table 'hopper'; known: edison",
        ),
        (
            lambda: NodeSettings(limit_check=30, check_offset=30),
            r"node settings: check_offset must be in [0, limit_check), got 30",
        ),
    ],
)
def test_an_unknown_part_is_one_line_naming_it(make, message):
    with pytest.raises(InputError) as err:
        make()
    text = err.value.args[0]
    assert "\n" not in text
    assert text.startswith(message), text


def test_a_python_only_order_has_no_compiled_form():
    moab = registry.ORDERS["moab"]
    python_only = registry.QueueOrder("lifo", "last come first served", moab.build)
    with pytest.raises(InputError, match="the lifo order has no compiled form: its lifo priority"):
        python_only.compiled(Workload([Job(0, 0, 1, 10, 10)], CL), None)
    assert all(o.core is not None for o in registry.ORDERS.values())


def test_an_unknown_name_is_an_unknown_name_error():
    with pytest.raises(UnknownNameError):
        SchedulerConfig("x", priority="lifo")
    with pytest.raises(UnknownNameError):
        get_policy("slurm+fast")


CL = Cluster("t", 4, 1, True, 1000)


def test_each_variant_runs_its_own_pass_on_a_worked_case():
    """4 units. a (3 units, 100 s) runs; b (2 units) waits for it; c (1 unit, 50 s) fits
    beside a. EASY and conservative backfill c at 1; no backfill leaves it behind b (at 100,
    b and c start together, 2 + 1 units); RLScheduler's rules backfill it too."""
    jobs = [
        Job(0, 0, 3, 100, 100),
        Job(1, 1, 2, 100, 100),
        Job(2, 1, 1, 50, 50),
    ]
    w = Workload(jobs, CL)
    starts = {b: simulate(w, SchedulerConfig("x", backfill=b)).start for b in BACKFILLS}
    assert starts["none"] == [0, 100, 100]
    assert starts["easy"] == starts["conservative"] == [0, 100, 1]
    assert starts["rlscheduler"] == [0, 100, 1]


def test_a_variant_that_picks_gets_fcfs_and_its_own_scheduler():
    config = get_policy("rlscheduler-wfp3")
    w = Workload([Job(0, 0, 1, 10, 10)], CL)
    assert config.variant.picks and isinstance(make_queue(config, w), FCFS)
    assert type(make_scheduler(config)).__name__ == "RLSchedulerPass"
    assert type(make_scheduler(get_policy("slurm+nodes"))).__name__ == "NodeBackfill"
