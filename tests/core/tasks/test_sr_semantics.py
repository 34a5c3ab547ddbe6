"""SR's reservation semantics by hand (ilyushkin2015 §III-B/D), the named readings, and the
held capacity of :mod:`hpcgym.tasks.capacity`.

Every schedule below is worked out by hand in the comments; all runtimes are whole seconds
so the random task choice within a workflow never changes a time.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.tasks.capacity import capacity_rows, ceiling_held, held_capacity, lop_trajectory
from hpcgym.tasks.dag import TaskDag, single_entry_exit
from hpcgym.tasks.engine import TaskQueue
from hpcgym.tasks.policies import make_scheduler, parse, simulate
from hpcgym.workloads.scientific import paper_workload


def make(spec: dict[str, tuple[float, tuple[str, ...]]], name: str = "w") -> TaskDag:
    """``{task: (runtime, parents)}`` parents-first; entry/exit added where needed."""
    ids = list(spec)
    pos = {t: i for i, t in enumerate(ids)}
    return single_entry_exit(
        name,
        ids,
        [r for r, _ in spec.values()],
        [tuple(pos[p] for p in ps) for _, ps in spec.values()],
    )


def one(name: str, runtime: float = 1.0) -> TaskDag:
    return make({name: (runtime, ())}, name.upper())


def starts(s, w: int, dag: TaskDag) -> dict[str, float]:
    return {t: s.task_start[w][i] for i, t in enumerate(dag.ids) if not dag.artificial[i]}


# A diamond with a long tail: a0 (1 s) -> a1, a2 (1 s) -> a3 (5 s). LoP 2 until a3 starts.
DIAMOND = make(
    {"a0": (1.0, ()), "a1": (1.0, ("a0",)), "a2": (1.0, ("a0",)), "a3": (5.0, ("a1", "a2"))}, "A"
)


def test_a_reserved_idle_processor_is_not_lent_to_a_later_workflow():
    # P=2. t=0: A runs a0 and keeps the second processor for a1/a2 (LoP 2); B (1 s) arrives
    # at 0.5 and waits although a processor is idle. t=1: a1, a2. t=2: a3 starts, the LoP of
    # the remaining part is 1, the second processor is released and B runs 2-3.
    s = simulate([DIAMOND, one("b")], [0.0, 0.5], "sr", 2, 0, record_tasks=True)
    assert starts(s, 0, DIAMOND) == {"a0": 0.0, "a1": 1.0, "a2": 1.0, "a3": 2.0}
    assert starts(s, 1, one("b")) == {"b": 2.0}
    assert list(s.finish) == [7.0, 3.0]
    # BF (= SLoP(0) = FES(0)) lends nothing because it reserves nothing: B runs at once and A
    # waits for its second processor (a1 or a2 at 1.5)
    b = simulate([DIAMOND, one("b")], [0.0, 0.5], "bf", 2, 0, record_tasks=True)
    assert starts(b, 1, one("b")) == {"b": 0.5} and b.finish[0] == 7.5


def test_the_lop_is_recomputed_at_completions_and_stale_under_the_other_readings():
    # As above plus C (1 s) at t=4 on P=2. Text (sr): B 2-3, C 4-5 (a3 holds one processor).
    # sr-whole keeps A's LoP of 2 until A ends at 7: B and C both start at 7.
    # sr-arrival refreshes A's target only when a workflow arrives: B's arrival (t=0.5) sees
    # LoP 2; C's arrival at t=4 sees LoP 1, so B starts at 4 and C waits for it (5).
    dags = [DIAMOND, one("b"), one("c")]
    arr = [0.0, 0.5, 4.0]
    want = {"sr": [2.0, 4.0], "sr-whole": [7.0, 7.0], "sr-arrival": [4.0, 5.0]}
    for policy, (b, c) in want.items():
        s = simulate(dags, arr, policy, 2, 0, record_tasks=True)
        assert starts(s, 0, DIAMOND) == {"a0": 0.0, "a1": 1.0, "a2": 1.0, "a3": 2.0}, policy
        assert (s.first_start[1], s.first_start[2]) == (b, c), policy
        assert s.finish[0] == 7.0


def test_a_head_that_cannot_get_its_lop_blocks_every_later_workflow():
    # A: a0 (1 s) -> a1, a2, a3 (1 s) on P=2: LoP 3 > 2, so A takes both processors and B,
    # arrived at the same time behind it, waits. t=1: two of a1..a3 start. t=2: what remains
    # of A is one task (LoP 1), B gets the other processor: a_last and B both run 2-3.
    a = make(
        {"a0": (1.0, ()), "a1": (1.0, ("a0",)), "a2": (1.0, ("a0",)), "a3": (1.0, ("a0",))}, "A"
    )
    s = simulate([a, one("b")], [0.0, 0.0], "sr", 2, 0, record_tasks=True)
    assert sorted(starts(s, 0, a).values()) == [0.0, 1.0, 1.0, 2.0]
    assert s.first_start[1] == 2.0 and list(s.finish) == [3.0, 3.0]


def test_fes1_reserves_one_generation_ahead_sr_the_whole_future():
    # A: u1 (1 s), u2 (3 s) -> c (1 s) -> d1, d2, d3 (1 s) on P=3; B: one task of 10 s, at 0.
    # SR: LoP 3 (the d generation) from the start: B waits until A ends (t=5).
    # FES(1): generations 0..1 are {u1, u2}, {c}: A holds 2, B runs 0-10 on the third
    # processor; at t=4 the d's get the two processors A holds, the third d runs 5-6.
    a = make(
        {
            "u1": (1.0, ()),
            "u2": (3.0, ()),
            "c": (1.0, ("u1", "u2")),
            "d1": (1.0, ("c",)),
            "d2": (1.0, ("c",)),
            "d3": (1.0, ("c",)),
        },
        "A",
    )
    sr = simulate([a, one("b", 10.0)], [0.0, 0.0], "sr", 3, 0, record_tasks=True)
    assert list(sr.first_start) == [0.0, 5.0] and list(sr.finish) == [5.0, 15.0]
    fes = simulate([a, one("b", 10.0)], [0.0, 0.0], "fes1", 3, 0, record_tasks=True)
    assert list(fes.first_start) == [0.0, 0.0] and list(fes.finish) == [6.0, 10.0]
    assert sorted(starts(fes, 0, a)[d] for d in ("d1", "d2", "d3")) == [4.0, 4.0, 5.0]


def test_gang_start_collects_processors_idle_partial_start_does_not():
    # Z: one task of 4 s at t=0 on P=3. A at t=1: a0 (1 s) -> a1..a3 (1 s), LoP 3.
    # Text (partial start): a0 runs 1-2 on a free processor, a1/a2 2-3, a3 3-4: A ends at 4.
    # Gang: A starts only with 3 free processors, i.e. when Z ends at 4: a0 4-5, a1..a3 5-6.
    a = make(
        {"a0": (1.0, ()), "a1": (1.0, ("a0",)), "a2": (1.0, ("a0",)), "a3": (1.0, ("a0",))}, "A"
    )
    z = one("z", 4.0)
    part = simulate([z, a], [0.0, 1.0], "sr", 3, 0, record_tasks=True)
    assert part.first_start[1] == 1.0 and part.finish[1] == 4.0
    gang = simulate([z, a], [0.0, 1.0], "sr-gang", 3, 0, record_tasks=True)
    assert gang.first_start[1] == 4.0 and gang.finish[1] == 6.0


def test_static_generations_hold_a_finished_generation_until_its_last_task():
    # SIPHT in miniature on P=4: p1..p3 (1 s, like the short Patsers) and L (4 s, like Blast)
    # are generation 1 of the whole DAG; cat (1 s) joins the p's, s (1 s) follows L.
    # Text: at t=1 the p's are done, the remaining part is {cat, L} -> {s}: LoP 2, so B (1 s,
    # arrived at 0.5) starts at 1. Static: generation 1 (size 4) is unfinished while L runs,
    # so A holds all 4 processors until t=4; B starts at 4.
    a = make(
        {
            "p1": (1.0, ()),
            "p2": (1.0, ()),
            "p3": (1.0, ()),
            "L": (4.0, ()),
            "cat": (1.0, ("p1", "p2", "p3")),
            "s": (1.0, ("L",)),
        },
        "A",
    )
    text = simulate([a, one("b")], [0.0, 0.5], "sr", 4, 0, record_tasks=True)
    assert text.first_start[1] == 1.0 and text.finish[0] == 5.0
    static = simulate([a, one("b")], [0.0, 0.5], "sr-static", 4, 0, record_tasks=True)
    assert static.first_start[1] == 4.0 and static.finish[0] == 5.0


def test_lop_trajectory_and_held_capacity_by_hand():
    # DIAMOND alone: [0,1) a0 runs, generations (1, 2, 1): LoP 2; [1,2) a1, a2 run: (2, 1);
    # [2,7) a3 runs: (1,). Held by SR: 2*1 + 2*1 + 1*5 = 9 processor-seconds for a work of 8.
    steps = lop_trajectory(DIAMOND, 100, 0)
    assert [(x.start, x.end, x.running, x.sizes, x.lop) for x in steps] == [
        (0.0, 1.0, 1, (1, 2, 1), 2),
        (1.0, 2.0, 2, (2, 1), 2),
        (2.0, 7.0, 1, (1,), 1),
    ]
    h = held_capacity(DIAMOND, "sr")
    assert (h.work, h.makespan, h.held) == (8.0, 7.0, 9.0)
    assert held_capacity(DIAMOND, "sr-whole").held == 14.0  # LoP 2 for 7 s
    assert held_capacity(DIAMOND, "fes1").held == 9.0
    assert held_capacity(DIAMOND, "slop0.5").held == 8.0  # ceil(0.5 * 2) = 1
    assert held_capacity(DIAMOND, "bf").held == 8.0
    # never releasing below the largest LoP left once a0 is done (2, at t=1): 2 * 7
    assert ceiling_held(DIAMOND, [DIAMOND.ids.index("a0")]).held == 14.0


def test_the_papers_sipht_sr_value_needs_more_than_the_text_can_hold():
    # Table I: SR saturates SIPHT at 0.25, i.e. r = held / work > 4. Holding, from the end of
    # its Patser tasks to its end, the largest LoP its remaining part still has (at most 5 per
    # sub-workflow) keeps r below 4; the text's recomputed LoP holds about 2.2.
    dags_ = paper_workload("sipht", 150, np.random.default_rng([9, 0, 0]))
    ceil = [
        ceiling_held(
            d,
            [i for i, t in enumerate(d.ids) if t.startswith("Patser_") and "concate" not in t],
            100,
            [9, k],
        )
        for k, d in enumerate(dags_)
    ]
    text = capacity_rows(dags_, ["sr", "fes1", "fes2"], seed=9)
    r = {p: sum(h.held for h in hs) / sum(h.work for h in hs) for p, hs in text.items()}
    r_ceiling = sum(h.held for h in ceil) / sum(h.work for h in ceil)
    assert 1.8 < r["sr"] < r_ceiling < 4.0
    # FES(2) holds at most ~1 more than FES(1) per unit of work: the paper's FES(1) = 0.80
    # (r <= 1.25) and FES(2) = 0.20 (r > 4) would need 2.75
    assert r["fes2"] - r["fes1"] < 1.5


@st.composite
def dags(draw, max_tasks: int = 7):
    n = draw(st.integers(1, max_tasks))
    parents = [
        tuple(sorted(set(draw(st.lists(st.integers(0, i - 1), max_size=3))))) if i else ()
        for i in range(n)
    ]
    runtime = [draw(st.sampled_from([0.5, 1.0, 2.0, 3.0])) for _ in range(n)]
    return single_entry_exit("h", [f"t{i}" for i in range(n)], runtime, parents)


@settings(max_examples=60, deadline=None)
@given(dags())
def test_held_capacity_orders_the_policies(d):
    held = {
        p: held_capacity(d, p, 100, 0).held
        for p in ("bf", "slop0.2", "slop0.5", "sr", "fes1", "fes2", "fes50", "sr-exact")
    }
    assert held["bf"] == pytest.approx(d.work)
    assert held["bf"] <= held["slop0.2"] <= held["slop0.5"] <= held["sr"] + 1e-9
    assert held["bf"] <= held["fes1"] <= held["fes2"] <= held["fes50"] + 1e-9
    assert held["fes50"] == pytest.approx(held["sr"])  # FES(infinity) = SR (§III-F)
    assert held["sr-exact"] >= held["sr"] - 1e-9  # the token wave underestimates


@st.composite
def queues(draw):
    ds = [draw(dags(5)) for _ in range(draw(st.integers(1, 4)))]
    arr = sorted(
        draw(st.lists(st.sampled_from([0.0, 0.5, 1.0, 2.0]), min_size=len(ds), max_size=len(ds)))
    )
    return ds, arr, draw(st.integers(1, 4))


TARGETS = {
    "sr": lambda s: s.lop,
    "fes1": lambda s: max(s.hist[:2]),
    "slop0.5": lambda s: -(-s.lop // 2),
}


@settings(max_examples=60, deadline=None)
@given(
    queues(),
    st.sampled_from(sorted(TARGETS) + ["sr-whole", "sr-arrival", "sr-static"]),
    st.integers(0, 2),
)
def test_only_reservations_of_earlier_workflows_leave_processors_idle(q, policy, seed):
    # After every pass, a processor idles while a task waits only because it is held by a
    # workflow ahead of the first one with a waiting task (§III-D: FIFO, strict reservation):
    # target - running of each of them, the pass stopping where the free processors run out.
    ds, arr, procs = q
    inner = make_scheduler(policy)

    def scheduler(sim):
        inner(sim)
        if not (sim.free and sim.n_waiting):
            return
        ahead = []
        for s in sim.active.values():
            if s.wait:
                break
            ahead.append(s)
        assert ahead, "the head has a waiting task and a free processor"
        if policy in TARGETS:
            assert sim.free <= sum(max(0, TARGETS[policy](s) - s.running) for s in ahead)

    TaskQueue(ds, arr, procs, seed).run(scheduler)


def test_the_text_reading_outlasts_the_whole_workflow_lop_on_a_paper_workload():
    # Mixture of §IV at a load of 0.3 on 100 processors: with the LoP of the remaining part
    # (the text) the queue is stable; reserving the whole workflow's LoP until it ends (the
    # reading that would be needed for SLoP(0.2)'s Table I values) saturates it.
    dags_ = paper_workload("mixture", 400, np.random.default_rng([4, 0, 0]))
    gaps = np.random.default_rng([4, 0, 1]).exponential(1.0, len(dags_))
    arr = np.cumsum(gaps * 3600 / (0.3 * 100))

    def slope(policy):
        s = simulate(dags_, arr, policy, 100, [4, 0, 2], max_active=200)
        q = s.queue_at_arrival[100:]
        return np.polyfit(np.arange(len(q)), q, 1)[0], s.aborted

    text, whole = slope("sr"), slope("sr-whole")
    assert text[0] < 0.02 and not text[1]
    assert whole[0] > 0.02 or whole[1]


def test_reading_names():
    assert parse("sr").is_paper_text and parse("fes1").is_paper_text
    p = parse("slop0.2-whole-gang")
    assert (p.kind, p.f, p.lop, p.start, p.is_paper_text) == ("slop", 0.2, "whole", "gang", False)
    assert parse("fes2-static").lop == "static"
    for bad in ("bf-whole", "fes1-exact", "sr-whole-static", "sr-gang-gang", "sr-lazy"):
        with pytest.raises(ValueError):
            parse(bad)


def test_capacity_estimate_and_command(capsys):
    """``hpcgym capacity``: BF holds only its work (1/r = 1); SR holds more."""
    from hpcgym.cli import main
    from hpcgym.studies.capacity import estimate, format_estimate

    est = estimate(("sr", "bf"), workflows=3, seed=1)
    assert all(est.ratio[k]["bf"] == 1.0 and est.ratio[k]["sr"] >= 1.0 for k in est.ratio)
    assert main(["capacity", "--policies", "sr,bf", "--workflows", "3", "--seed", "1"]) == 0
    assert capsys.readouterr().out.strip() == format_estimate(est)
