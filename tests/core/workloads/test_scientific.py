"""Workflow generators (STRUCTURES.md), hyper-Gamma totals and the §IV workload of ilyushkin2015."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest

from hpcgym.tasks.dag import TaskDag
from hpcgym.workflow import WorkflowError
from hpcgym.workloads.hypergamma import PAPER, HyperGamma
from hpcgym.workloads.scientific import (
    KINDS,
    dag,
    epigenomics_shape,
    generate,
    paper_workload,
    sample_sizes,
    size_class,
    workload_kinds,
)


def counts(d: TaskDag) -> Counter:
    """Tasks per type: the id without its trailing _<index> parts (artificial ones by name)."""

    def kind(t: str) -> str:
        parts = t.split("_")
        while len(parts) > 1 and parts[-1].isdigit():
            parts.pop()
        return "_".join(parts)

    return Counter(kind(t) for t in d.ids)


def real_edges(d: TaskDag) -> int:
    return sum(
        1
        for i, ps in enumerate(d.parents)
        if not d.artificial[i]
        for p in ps
        if not d.artificial[p]
    )


# -- hyper-Gamma -----------------------------------------------------------------------------


def test_paper_hypergamma_moments_exact():
    # §IV: mean one hour; variance from the mixture formula, worked out by hand
    assert PAPER.mean == pytest.approx(3600.0, abs=0.05)
    e2 = 0.7 * (5 * 501.266**2 + (5 * 501.266) ** 2) + 0.3 * (45 * 136.709**2 + (45 * 136.709) ** 2)
    assert PAPER.var == pytest.approx(e2 - PAPER.mean**2)
    assert PAPER.var == pytest.approx(3.9227e6, rel=1e-3)


def test_hypergamma_sampler_mean_and_variance():
    x = PAPER.sample(np.random.default_rng(7), 400_000)
    assert x.min() > 0
    assert x.mean() == pytest.approx(PAPER.mean, rel=0.01)
    assert x.var() == pytest.approx(PAPER.var, rel=0.03)
    # the two stages: 70% of the draws from Gamma(5, 501.266), mean 2506 s
    assert np.median(x) < PAPER.mean
    assert isinstance(PAPER.sample(np.random.default_rng(1)), float)


def test_hypergamma_same_seed_same_draws():
    a = PAPER.sample(np.random.default_rng(3), 10)
    b = PAPER.sample(np.random.default_rng(3), 10)
    assert np.array_equal(a, b)


@pytest.mark.parametrize(
    "args",
    [
        ((5.0,), (1.0, 2.0), (1.0,)),
        ((5.0, 1.0), (1.0, 2.0), (0.5, 0.6)),
        ((-1.0,), (1.0,), (1.0,)),
        ((), (), ()),
    ],
)
def test_hypergamma_bad_parameters(args):
    with pytest.raises(ValueError, match="hyper-Gamma"):
        HyperGamma(*args)


# -- structures (STRUCTURES.md examples) -----------------------------------------------------


@pytest.mark.parametrize(
    "size,p,d",
    [
        (15, 3, 3),
        (16, 4, 2),
        (20, 4, 6),
        (25, 5, 9),
        (30, 6, 12),
        (50, 8, 28),
        (100, 16, 62),
        (200, 32, 130),
        (500, 82, 330),
    ],
)
def test_montage_counts(size, p, d):
    g = dag("montage", size, 1)
    c = counts(g)
    assert (c["mProjectPP"], c["mDiffFit"], c["mBackground"]) == (p, d, p)
    assert g.n_real == size
    for i, t in enumerate(g.ids):
        if t.startswith("mDiffFit"):
            assert len(g.parents[i]) in (1, 2)
            assert all(g.ids[q].startswith("mProjectPP") for q in g.parents[i])
    assert [g.ids[i] for i in g.exits()] == ["mJPEG"]
    assert g.ids[0] == "entry" and g.artificial[0]


@pytest.mark.parametrize("size,e,s", [(30, 2, 13), (50, 2, 23), (100, 2, 48)])
def test_cybershake_counts(size, e, s):
    g = dag("cybershake", size, 2)
    c = counts(g)
    assert (c["ExtractSGT"], c["SeismogramSynthesis"], c["PeakValCalcOkaya"]) == (e, s, s)
    assert g.n_real == size
    assert real_edges(g) == 4 * s
    assert len(g.entries()) == 1 and len(g.exits()) == 1


@pytest.mark.parametrize(
    "size,shape,total",
    [
        (20, (1, 4), 20),
        (21, (3, 1), 21),
        (24, (1, 5), 24),
        (30, (1, 6), 28),
        (46, (1, 10), 44),
        (50, (2, 5), 47),
        (100, (1, 24), 100),
        (200, (2, 24), 199),
        (500, (19, 6), 497),
        (997, (16, 15), 995),
        (1000, (7, 35), 997),
    ],
)
def test_epigenomics_shape(size, shape, total):
    assert epigenomics_shape(size) == shape
    lanes, s = shape
    assert 4 * lanes * s + 2 * lanes + (3 if lanes > 1 else 2) == total
    if size >= 24:
        assert dag("epigenomics", size, 3).n_real == total


@pytest.mark.parametrize(
    "size,subs,real", [(30, 1, 29), (60, 2, 58), (100, 3, 97), (1000, 32, 968)]
)
def test_sipht_counts(size, subs, real):
    g = dag("sipht", size, 4)
    c = counts(g)
    assert c["SRNA_annotate"] == subs and c["Blast"] == subs
    assert c["Patser"] == size - 13 * subs
    assert g.n_real == real
    # the independent sub-workflows meet in one artificial exit
    assert g.artificial[-1] == (subs > 1)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("size", [30, 50, 100, 300])
def test_ligo_structure(size, seed):
    g = dag("ligo", size, seed)
    c = counts(g)
    t, w, b2 = c["TmpltBank"], c["TrigBank"], c["Thinca"]
    assert g.n_real == size and c["Inspiral"] == t + w and b2 % 2 == 0
    b = b2 // 2
    assert t <= w and size == 2 * (t + w) + 2 * b
    etot, rest = divmod(real_edges(g) - t - w, 3)
    assert rest == 0
    assert w <= etot <= max(w, math.floor(1.05 * w)) and etot <= b * t
    if size == 30 and b == 1:
        assert (t, w) == (7, 7)


def test_ligo_bad_size():
    with pytest.raises(ValueError, match="ligo: size must be an even integer > 20"):
        dag("ligo", 31, 1)
    with pytest.raises(ValueError, match="ligo"):
        dag("ligo", 20, 1)


@pytest.mark.parametrize(
    "kind,size", [("montage", 14), ("sipht", 29), ("cybershake", 4), ("epigenomics", 7)]
)
def test_too_small(kind, size):
    with pytest.raises(ValueError, match=f"scientific.{kind}: size"):
        dag(kind, size, 1)


def test_unknown_kind():
    with pytest.raises(ValueError, match="unknown workflow type 'blast'"):
        dag("blast", 30, 1)


@pytest.mark.parametrize("kind", KINDS)
def test_one_entry_one_exit_single_processor_and_seeded(kind):
    for size in (30, 64, 200):
        g = dag(kind, size, 5)
        assert len(g.entries()) == 1 and len(g.exits()) == 1
        assert all(r > 0 for r, a in zip(g.runtime, g.artificial) if not a)
        assert all(r == 0 for r, a in zip(g.runtime, g.artificial) if a)
        h = dag(kind, size, 5)
        assert g.ids == h.ids and g.parents == h.parents and g.runtime == h.runtime
    wf = generate(kind, 40, 9, total=1800.0)
    assert all(t.cores == 1 for t in wf.tasks)
    assert sum(wf.graph.nodes[t.id]["seconds"] for t in wf.tasks) == pytest.approx(1800.0)
    assert {t.id for t in wf.tasks if t.runtime == 0} == set(wf.artificial)
    back = TaskDag.from_workflow(wf)
    assert back.work == pytest.approx(1800.0) and back.n_real == len(wf) - len(wf.artificial)


def test_zero_runtime_needs_opt_in():
    from hpcgym.workflow import Task, Workflow

    with pytest.raises(WorkflowError, match="walltime must be a positive integer"):
        Workflow.from_tasks("w", [Task("a", 1, 0, 0)])
    g = Workflow.from_tasks("w", [Task("a", 1, 1, 1)]).graph
    with pytest.raises(WorkflowError, match="artificial task 'zz' is not in the DAG"):
        Workflow("w", g, frozenset({"zz"}))
    g.nodes["a"]["task"] = Task("a", 1, 0, 0)
    assert Workflow("w", g, frozenset({"a"})).tasks[0].runtime == 0
    g.nodes["a"]["task"] = Task("a", 0, 0, 0)
    with pytest.raises(WorkflowError, match="cores must be a positive integer"):
        Workflow("w", g, frozenset({"a"}))


def test_taskdag_validation_names_the_task():
    with pytest.raises(WorkflowError, match="task 'b': parent 1 is not an earlier task"):
        TaskDag("w", ("a", "b"), (1.0, 1.0), ((), (1,)), (False, False))
    with pytest.raises(WorkflowError, match="task 'a': runtime must be a positive number"):
        TaskDag("w", ("a",), (0.0,), ((),), (False,))
    with pytest.raises(WorkflowError, match="disconnected: task 'b'"):
        TaskDag("w", ("a", "b"), (1.0, 1.0), ((), ()), (False, False))


# -- §IV workload ---------------------------------------------------------------------------


def test_sizes_classes_and_evenness():
    s = sample_sizes(np.random.default_rng(11), 40_000)
    assert (s % 2 == 0).all()
    cls = Counter(size_class(int(x)) for x in s)
    assert cls["small"] / len(s) == pytest.approx(0.75, abs=0.01)
    assert cls["medium"] / len(s) == pytest.approx(0.20, abs=0.01)
    assert cls["large"] / len(s) == pytest.approx(0.05, abs=0.005)
    assert set(s[s <= 38]) == {30, 32, 34, 36, 38}
    assert s.min() == 30 and s.max() == 600
    assert not ((s > 38) & (s < 40)).any() and not ((s > 198) & (s < 200)).any()


def test_mixture_equal_shares():
    k = workload_kinds("mixture", 300, np.random.default_rng(1))
    assert Counter(k) == {"montage": 100, "ligo": 100, "sipht": 100}
    with pytest.raises(ValueError, match="unknown workload 'nope'"):
        workload_kinds("nope", 3, np.random.default_rng(1))


def test_paper_workload_normalised_and_reproducible():
    a = paper_workload("mixture", 60, 3)
    b = paper_workload("mixture", 60, 3)
    totals = PAPER.sample(np.random.default_rng(0), 1)  # noqa: F841  (other stream untouched)
    for x, y in zip(a, b):
        assert x.ids == y.ids and x.runtime == y.runtime
    # each workflow's runtimes sum to its hyper-Gamma draw: same draws as the sampler's
    rng = np.random.default_rng(3)
    workload_kinds("mixture", 60, rng)
    sample_sizes(rng, 60)
    expect = PAPER.sample(rng, 60)
    assert [d.work for d in a] == pytest.approx(list(expect))
    assert all(d.kind in ("montage", "ligo", "sipht") for d in a)
    with pytest.raises(ValueError, match=r"n \(the number of workflows\) must be an integer >= 1"):
        paper_workload("ligo", 0, 1)
