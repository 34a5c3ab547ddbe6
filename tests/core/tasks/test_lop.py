"""Level of Parallelism: token-wave approximation vs exact poset width (ilyushkin2015 §III-B)."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.studies.lop import compare
from hpcgym.tasks.dag import TaskDag, single_entry_exit
from hpcgym.tasks.lop import approx_lop, closure, exact_lop, fes_size, generation_sizes, generations


def make(parents: dict[str, tuple[str, ...]]) -> TaskDag:
    """A DAG from ``{task: parents}`` given parents-first; runtimes 1."""
    ids = list(parents)
    pos = {t: i for i, t in enumerate(ids)}
    return TaskDag(
        "h",
        tuple(ids),
        (1.0,) * len(ids),
        tuple(tuple(pos[p] for p in ps) for ps in parents.values()),
        (False,) * len(ids),
    )


@st.composite
def random_dags(draw, max_tasks: int = 9):
    n = draw(st.integers(1, max_tasks))
    parents = [
        tuple(sorted(set(draw(st.lists(st.integers(0, i - 1), max_size=3))))) if i else ()
        for i in range(n)
    ]
    return single_entry_exit("r", [f"t{i}" for i in range(n)], [1.0] * n, parents)


def brute_width(d: TaskDag, done=()) -> int:
    """Largest antichain by enumeration (small DAGs only)."""
    reach = closure(d)
    keep = [i for i in range(len(d)) if i not in set(done)]
    for k in range(len(keep), 0, -1):
        for sub in itertools.combinations(keep, k):
            if not any(reach[a, b] or reach[b, a] for a, b in itertools.combinations(sub, 2)):
                return k
    return 0


def networkx_width(d: TaskDag) -> int:
    """Dilworth with networkx: n minus a maximum matching of the transitive closure."""
    g = nx.DiGraph()
    g.add_nodes_from(range(len(d)))
    g.add_edges_from((p, i) for i, ps in enumerate(d.parents) for p in ps)
    tc = nx.transitive_closure_dag(g)
    b = nx.Graph()
    left = [("o", u) for u in tc]
    b.add_nodes_from(left)
    b.add_nodes_from(("i", v) for v in tc)
    b.add_edges_from((("o", u), ("i", v)) for u, v in tc.edges)
    m = nx.bipartite.hopcroft_karp_matching(b, top_nodes=left)
    return len(d) - len(m) // 2


def test_figure1_kind_underestimate():
    # entry -> a -> {c1, c2} -> exit; entry -> b -> exit: generations {a, b}, {c1, c2} have 2
    # tasks, but {b, c1, c2} is an antichain (b runs beside a's children): width 3.
    d = make(
        {
            "entry": (),
            "a": ("entry",),
            "b": ("entry",),
            "c1": ("a",),
            "c2": ("a",),
            "exit": ("b", "c1", "c2"),
        }
    )
    assert generation_sizes(d) == [1, 2, 2, 1]
    assert approx_lop(d) == 2
    assert exact_lop(d) == 3 == brute_width(d) == networkx_width(d)
    # once 'a' is done, b, c1 and c2 are all eligible: the remaining part's LoP is exact again
    done = [0, 1]
    assert generation_sizes(d, done) == [3, 1]
    assert approx_lop(d, done) == exact_lop(d, done) == 3


@pytest.mark.parametrize(
    "parents,approx,exact",
    [
        ({"a": ()}, 1, 1),
        ({"a": (), "b": ("a",), "c": ("b",)}, 1, 1),  # chain
        ({"s": (), "x": ("s",), "y": ("s",), "z": ("s",), "t": ("x", "y", "z")}, 3, 3),  # fork-join
        # two chains of different length: levels {a1, b1}, {a2, b2}, {a3}; width 2 either way
        (
            {
                "s": (),
                "a1": ("s",),
                "a2": ("a1",),
                "a3": ("a2",),
                "b1": ("s",),
                "b2": ("b1",),
                "t": ("a3", "b2"),
            },
            2,
            2,
        ),
        # a short branch beside a wide later stage: generations 1+2+3, width 4 ({b, x, y, z})
        (
            {
                "s": (),
                "a": ("s",),
                "b": ("s",),
                "x": ("a",),
                "y": ("a",),
                "z": ("a",),
                "t": ("b", "x", "y", "z"),
            },
            3,
            4,
        ),
    ],
)
def test_hand_made(parents, approx, exact):
    d = make(parents)
    assert approx_lop(d) == approx
    assert exact_lop(d) == exact == brute_width(d)


def test_generations_skip_done_tasks():
    d = make({"s": (), "a": ("s",), "b": ("a",), "c": ("s",), "t": ("b", "c")})
    assert generations(d) == [0, 1, 2, 1, 3]
    assert generations(d, [0]) == [-1, 0, 1, 0, 2]
    assert generations(d, [0, 3]) == [-1, 0, 1, -1, 2]
    assert fes_size(d, 0, [0]) == 2 and fes_size(d, 5, [0]) == 2
    assert approx_lop(d, range(5)) == exact_lop(d, range(5)) == 0
    with pytest.raises(ValueError, match="depth must be >= 0"):
        fes_size(d, -1)


@settings(max_examples=150, deadline=None)
@given(random_dags())
def test_approx_never_exceeds_exact_and_exact_is_the_width(d):
    e = exact_lop(d)
    assert approx_lop(d) <= e
    assert e == brute_width(d) == networkx_width(d)


@settings(max_examples=60, deadline=None)
@given(random_dags(), st.data())
def test_remaining_part(d, data):
    # completed tasks form a down-set: pick a random linear extension prefix
    k = data.draw(st.integers(0, len(d)))
    done = list(range(k))  # indices are topological, so a prefix is a down-set
    assert approx_lop(d, done) <= exact_lop(d, done) == brute_width(d, done)


def test_generated_structures_close_to_exact():
    rows = compare(["montage", "ligo", "sipht"], [30, 100], dags=3, seed=2)
    for r in rows:
        assert r["approx"] <= r["exact"]
        assert r["approx"] >= 0.95 * r["exact"]  # Figure 2: very close for these shapes
    sipht30 = next(r for r in rows if r["kind"] == "sipht" and r["size"] == 30)
    assert sipht30["approx"] == sipht30["exact"] == 21  # 17 Patsers + 4 other entries
