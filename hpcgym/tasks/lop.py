"""Level of Parallelism (LoP) of a workflow: the token-wave approximation and the exact width.

ilyushkin2015 §III-A/B. For the part of a workflow that has not completed, the generation-0
eligible set is the set of tasks whose parents have all completed (running tasks included);
the generation-(i+1) set holds the tasks that become eligible once exactly the generations
<= i have completed. A task's generation is thus the length in edges of the longest path
reaching it from a remaining entry. The token-wave approximation of the LoP is the size of
the largest generation; the exact LoP is the width of the remaining DAG as a poset (the
largest set of pairwise incomparable tasks), found with Dilworth's theorem as the number of
tasks minus a maximum matching in the bipartite graph of the transitive closure. The
approximation never exceeds the exact value and can be below it (§III-B, Figure 1).

``hpcgym lop`` (:mod:`hpcgym.studies.lop`) prints Figure 2.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import maximum_bipartite_matching

from hpcgym.errors import InputError
from hpcgym.tasks.dag import TaskDag


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
        raise InputError(f"fes_size: depth must be >= 0, got {depth}")
    return max(generation_sizes(dag, done)[: depth + 1], default=0)


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
