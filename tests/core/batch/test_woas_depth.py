"""How held WoAS tasks (parents not ended) meet the scheduling passes, worked out by hand on a
10-processor machine (rodrigo2017 §3.2, §3.4, §5.2.2).

Default (``filter_held``): a held task is not in the queue the passes iterate, as in Slurm 14.x,
whose ``build_job_queue()`` drops a job with unmet dependencies before the main scheduler or
the backfill (``bf_max_job_test``) sees it. ``+count-held``: each held task ranked among the
first ``depth`` entries takes one place in the backfill depth; the main pass skips it either way.

Every case: X (8 cores, 0-1000) and the workflow's root r (1 core, 0-1000) start at 0 and
leave one core free; r's children (1 core, 100 s) are held until 1000. H (10 cores, 100 s,
at 10) heads the ready jobs and cannot start before 1000; S (1 core, 50 s, at 20) fits the
free core and ends long before H's reservation. FCFS ranks by submission, so the held
children (submitted at 0 with their workflow) sit ahead of H and S.
"""

from __future__ import annotations

import pytest
from conftest import by_id

from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import (
    SchedulerConfig,
    get_policy,
    make_queue,
    make_scheduler,
    scheduler_view,
    simulate,
)
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.submission import expand
from hpcgym.batch.workload import Workload
from hpcgym.workflow import Task, Workflow

CL = processors(10, "tiny", max_walltime=1000)
X, H, S = Job(1, 0, 8, 1000, 1000), Job(50, 10, 10, 100, 100), Job(60, 20, 1, 50, 50)


def fan(children: int, mode: str = "woas") -> Workload:
    """X, then the workflow r -> c1..ck (ids 2..k+2, submitted at 0), then H and S."""
    tasks = [Task("r", 1, 1000, 1000)] + [Task(f"c{k}", 1, 100, 100) for k in range(children)]
    wf = Workflow.from_tasks("fan", tasks, [("r", f"c{k}") for k in range(children)])
    jobs, run = expand(wf, 0, 0, mode, 2, CL)
    return Workload([X] + jobs + [H, S], CL, workflows=[run])


def config(backfill: str, depth: int | None = 3, count_held: bool = False) -> SchedulerConfig:
    return SchedulerConfig(
        f"fcfs-{backfill}-d{depth}", backfill=backfill, depth=depth, filter_held=not count_held
    )


@pytest.mark.parametrize("backfill", ["easy", "conservative"])
def test_two_held_tasks_fill_a_depth_of_three_only_when_counted(backfill):
    """Depth 3, two held tasks ahead. Default: the pass examines H and S; S backfills at 20
    (20-70, ending before H's slot at 1000). Counted: the three places go to c0, c1 and H,
    so S, fourth, is not examined; it starts at 1000, after the children (main pass: c0, c1
    fit, H does not), in the backfill beside H's reservation at 1100."""
    w = fan(2)
    default = by_id(simulate(w, config(backfill)))
    counted = by_id(simulate(w, config(backfill, count_held=True)))
    assert default[60] == (20, 70, "done")
    assert counted[60] == (1000, 1050, "done")
    for got in (default, counted):
        assert got[2] == (0, 1000, "done")  # r
        assert got[3] == got[4] == (1000, 1100, "done")  # children, main pass
        assert got[50] == (1100, 1200, "done")  # H, after the children


@pytest.mark.parametrize("backfill", ["easy", "conservative"])
def test_each_held_task_takes_one_place_when_counted(backfill):
    """Depth 3, one held task ahead: counted, the places go to c0, H and S, so S still
    backfills at 20; a held task costs one place, not its workflow's."""
    w = fan(1)
    for count_held in (False, True):
        assert by_id(simulate(w, config(backfill, count_held=count_held)))[60] == (20, 70, "done")


def test_scheduler_view_at_twenty():
    """The jobs the backfill examines at 20 (indices: X 0, r 1, c0 2, c1 3, H 4, S 5)."""
    w = fan(2)
    cfg = config("conservative")
    sim = Simulator(w, make_queue(cfg, w), grace=cfg.grace, bf_interval=cfg.bf_interval)
    scheduler = make_scheduler(cfg)
    while sim.advance() and sim.now < 20:
        scheduler(sim)
    assert sim.now == 20 and sim.held == 2
    assert scheduler_view(sim, 3, filter_held=True) == [4, 5]
    assert scheduler_view(sim, 3, filter_held=False) == [4]
    assert scheduler_view(sim, 4, filter_held=False) == [4, 5]
    assert scheduler_view(sim, None, filter_held=False) == [4, 5]  # no depth, nothing counted


@pytest.mark.parametrize("count_held", [False, True])
def test_held_tasks_neither_stop_nor_fill_the_main_pass(count_held):
    """No backfill at all (the main pass alone): the held children head the FCFS order but
    are not in the queue the main pass walks, so at 10 H heads it and blocks, and S, behind
    H, waits until H has run (FCFS); without H, S starts at 20 over the held tasks."""
    w = fan(2)
    got = by_id(simulate(w, config("none", depth=None, count_held=count_held)))
    assert got[60] == (1200, 1250, "done") and got[50] == (1100, 1200, "done")
    alone = Workload([j for j in w.jobs if j.id != 50], CL, workflows=w.workflows)
    got = by_id(simulate(alone, config("none", depth=None, count_held=count_held)))
    assert got[60] == (20, 70, "done")


def test_chained_dependents_never_count():
    """Chained tasks with unmet ``afterok`` parents are plain Slurm dependencies: out of the
    queue under both readings, so S backfills at 20 either way and the schedules agree."""
    w = fan(2, "chained")
    default = simulate(w, config("conservative"))
    counted = simulate(w, config("conservative", count_held=True))
    assert by_id(default)[60] == (20, 70, "done")
    assert default.start == counted.start


def test_woas_default_filters_and_count_held_is_the_option():
    assert get_policy("slurm").filter_held is True
    assert get_policy("slurm+per-minute").filter_held is True
    assert get_policy("slurm+filter").filter_held is True
    c = get_policy("slurm+per-minute+count-held")
    assert (c.filter_held, c.size_factor, c.depth) == (False, "per-minute", 50)
