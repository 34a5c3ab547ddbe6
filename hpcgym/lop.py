"""Level of Parallelism (LoP) of a workflow: the token-wave approximation and the exact width.

Paper 003 §III-A/B. For the part of a workflow that has not completed, the generation-0
eligible set is the set of tasks whose parents have all completed (running tasks included);
the generation-(i+1) set holds the tasks that become eligible once exactly the generations
<= i have completed. A task's generation is thus the length in edges of the longest path
reaching it from a remaining entry. The token-wave approximation of the LoP is the size of
the largest generation; the exact LoP is the width of the remaining DAG as a poset (the
largest set of pairwise incomparable tasks), found with Dilworth's theorem as the number of
tasks minus a maximum matching in the bipartite graph of the transitive closure. The
approximation never exceeds the exact value and can be below it (§III-B, Figure 1).

``python -m hpcgym.cli lop`` (see :func:`compare` and :mod:`hpcgym.maxutil`) prints Figure 2.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_bipartite_matching

from hpcgym.taskdag import TaskDag


def generations(dag: TaskDag, done: Collection[int] = ()) -> list[int]:
    """Generation of every task not in ``done`` (-1 for the tasks in ``done``)."""
    done = set(done)
    gen = [-1] * len(dag)
    for i, ps in enumerate(dag.parents):
        if i in done:
            continue
        g = 0
        for p in ps:
            if p not in done and gen[p] + 1 > g:
                g = gen[p] + 1
        gen[i] = g
    return gen


def generation_sizes(dag: TaskDag, done: Collection[int] = ()) -> list[int]:
    """``[|generation 0|, |generation 1|, ...]`` of the tasks not in ``done``."""
    sizes: list[int] = []
    for g in generations(dag, done):
        if g >= 0:
            while len(sizes) <= g:
                sizes.append(0)
            sizes[g] += 1
    return sizes


def approx_lop(dag: TaskDag, done: Collection[int] = ()) -> int:
    """Token-wave LoP (§III-B): the largest generation-i eligible set; 0 when all are done."""
    return max(generation_sizes(dag, done), default=0)


def fes_size(dag: TaskDag, depth: int, done: Collection[int] = ()) -> int:
    """The FES target (§III-F): the largest eligible set of generations 0..depth."""
    if depth < 0:
        raise ValueError(f"fes_size: depth must be >= 0, got {depth}")
    return max(generation_sizes(dag, done)[:depth + 1], default=0)


def closure(dag: TaskDag, keep: Sequence[int] | None = None) -> np.ndarray:
    """Reachability matrix ``R[a, b]`` (a precedes b) over the tasks ``keep`` (default all).

    ``keep`` must be closed under descendants (what remains of a running workflow is).
    """
    n = len(dag)
    idx = list(range(n)) if keep is None else sorted(keep)
    pos = {t: k for k, t in enumerate(idx)}
    m = len(idx)
    reach = np.zeros((m, m), dtype=bool)
    for k in range(m - 1, -1, -1):
        row = reach[k]
        for c in dag.children[idx[k]]:
            j = pos.get(c)
            if j is not None:
                row[j] = True
                row |= reach[j]
    return reach


def exact_lop(dag: TaskDag, done: Collection[int] = ()) -> int:
    """Width of the poset of the tasks not in ``done`` (Dilworth: n minus a maximum matching
    of the bipartite graph a_out -> b_in for every a that precedes b)."""
    done = set(done)
    keep = [i for i in range(len(dag)) if i not in done]
    if not keep:
        return 0
    reach = closure(dag, keep)
    if not reach.any():
        return len(keep)
    match = maximum_bipartite_matching(csr_matrix(reach), perm_type="column")
    return len(keep) - int((match >= 0).sum())


def compare(kinds: Sequence[str], sizes: Sequence[int], dags: int,
            seed: int = 1) -> list[dict]:
    """Figure 2: mean approximate and exact LoP of ``dags`` generated DAGs per type and size.

    Rows ``{kind, size, approx, exact, approx_min, approx_max, exact_min, exact_max,
    underestimated}`` (the last is how many DAGs the approximation underestimates).
    """
    from hpcgym.scientific import dag as make

    if dags <= 0:
        raise ValueError(f"lop compare: number of DAGs must be positive, got {dags}")
    rows = []
    for k, kind in enumerate(kinds):
        for size in sizes:
            rng = np.random.default_rng([seed, k, size])
            a, e = [], []
            for _ in range(dags):
                d = make(kind, size, rng)
                a.append(approx_lop(d))
                e.append(exact_lop(d))
            rows.append({"kind": kind, "size": size, "approx": float(np.mean(a)),
                         "exact": float(np.mean(e)), "approx_min": min(a), "approx_max": max(a),
                         "exact_min": min(e), "exact_max": max(e),
                         "underestimated": sum(x < y for x, y in zip(a, e))})
    return rows


def plot(rows: list[dict], path) -> None:
    """Mean LoP vs size per workflow type, approximate (solid) and exact (dashed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    for n, kind in enumerate(dict.fromkeys(r["kind"] for r in rows)):
        rs = [r for r in rows if r["kind"] == kind]
        color = f"C{n}"
        ax.plot([r["size"] for r in rs], [r["approx"] for r in rs], "-o", color=color, ms=3,
                label=f"{kind} approx")
        ax.plot([r["size"] for r in rs], [r["exact"] for r in rs], "--x", color=color, ms=4,
                label=f"{kind} exact")
    ax.set_xlabel("workflow size (tasks)")
    ax.set_ylabel("mean LoP")
    ax.set_title("LoP: token-wave approximation vs exact width (paper 003 Fig. 2)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
