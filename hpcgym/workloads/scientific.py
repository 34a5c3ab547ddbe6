"""Montage, LIGO Inspiral, SIPHT, CyberShake and Epigenomics DAGs of a requested size.

The shapes, counts and runtime laws follow the Pegasus WorkflowGenerator (bharathi2008); ilyushkin2015 generated
its workloads with that generator (§III-B, §IV). Every task uses one processor, and an
artificial zero-runtime entry and/or exit is added where a DAG has several entries or exits
(§II). ``size`` is the generator's ``-n``: Montage, LIGO and CyberShake have exactly that many
real tasks, SIPHT has ``n - round(n/31)`` and Epigenomics ``n - d`` with ``d`` in 0..3 (the
generator's own arithmetic). Randomness comes only from the ``numpy.random.Generator`` passed
in, so a seed gives the same DAG.

:func:`paper_workload` draws the workloads of §IV: sizes 75% small (even, [30, 38]), 20%
medium ([40, 198]), 5% large ([200, 600]); each workflow's runtimes normalised so that their
sum is a draw of the hyper-Gamma total execution time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import overload

import numpy as np

from hpcgym.checks import integer, optional_number, text
from hpcgym.errors import UnknownNameError, WorkflowError
from hpcgym.sizes import check_jobs
from hpcgym.tasks.dag import TaskDag, single_entry_exit
from hpcgym.workflow import Workflow
from hpcgym.workloads.hypergamma import PAPER, HyperGamma

KINDS = ("montage", "ligo", "sipht", "cybershake", "epigenomics")
# §IV: the workloads simulated; "mixture" has equal shares of the three types.
WORKLOADS = ("montage", "ligo", "sipht", "mixture")
MIXTURE = ("montage", "ligo", "sipht")
# §IV: size classes (fraction, smallest, largest), even sizes only.
SIZE_CLASSES = {"small": (0.75, 30, 38), "medium": (0.20, 40, 198), "large": (0.05, 200, 600)}

# Tasks a §IV workflow has on average: its mean size, plus its artificial entry and exit.
MEAN_TASKS = sum(f * (lo + hi) / 2 for f, lo, hi in SIZE_CLASSES.values()) + 2

Rng = np.random.Generator


class _Dag:
    """Tasks appended in topological order: ids, runtimes, parent index lists."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self.runtime: list[float] = []
        self.parents: list[tuple[int, ...]] = []

    def add(self, tid: str, runtime: float, parents: tuple[int, ...] | list[int] = ()) -> int:
        self.ids.append(tid)
        self.runtime.append(float(runtime))
        self.parents.append(tuple(parents))
        return len(self.ids) - 1

    def adds(
        self,
        prefix: str,
        runtimes: np.ndarray,
        parents: Callable[[int], tuple[int, ...]] | None = None,
    ) -> list[int]:
        return [
            self.add(f"{prefix}_{i}", r, parents(i) if parents else ())
            for i, r in enumerate(runtimes)
        ]


# -- the generator's random helpers (STRUCTURES.md "Common conventions") ---------------------


def _jround(x: float) -> int:
    """Java Math.round: half goes up."""
    return math.floor(x + 0.5)


@overload
def _tn(rng: Rng, m: float, s: float, n: None = None) -> float: ...
@overload
def _tn(rng: Rng, m: float, s: float, n: int) -> np.ndarray: ...
def _tn(rng: Rng, m: float, s: float, n: int | None = None) -> np.ndarray | float:
    """Normal(m, s) kept within [0.5m, 1.5m]; up to 100 draws, then m (s = 0: constant)."""
    size = 1 if n is None else n
    if s == 0:
        out = np.full(size, float(m))
    else:
        out = rng.normal(m, s, size)
        bad = (out < 0.5 * m) | (out > 1.5 * m)
        tries = 1
        while tries < 100 and bad.any():
            out[bad] = rng.normal(m, s, int(bad.sum()))
            bad = (out < 0.5 * m) | (out > 1.5 * m)
            tries += 1
        out[bad] = m
    return float(out[0]) if n is None else out


def _rand_int(rng: Rng, a: int, b: int) -> int:
    """Uniform integer in [a, b-1]; a if a >= b."""
    return a if b <= a else int(rng.integers(a, b))


def _rand_int_tol(rng: Rng, m: float, t: float) -> int:
    return _rand_int(rng, math.ceil(m * (1 - t)), math.floor(m * (1 + t)))


def _rand_long(rng: Rng, m: float, t: float) -> float:
    """The generator's randLong: about uniform on [m(1-3t), m(1+t)] (signed remainder)."""
    return float(rng.uniform(m * (1 - 3 * t), m * (1 + t)))


def _close_split(rng: Rng, k: int, total: int, tol: float) -> list[int]:
    """``total`` in ``k`` positive parts near total/k (cut points jittered by tol/2 * total/k)."""
    if k <= 1:
        return [total]
    base = total // k
    cuts = np.arange(1, k, dtype=np.int64) * total // k
    for _ in range(100):
        moved = cuts + np.trunc(rng.uniform(-tol / 2, tol / 2, k - 1) * base).astype(np.int64)
        parts = np.diff(np.concatenate(([0], moved, [total])))
        if (parts > 0).all():
            return [int(p) for p in parts]
    parts = np.diff(np.concatenate(([0], cuts, [total])))
    return [int(p) for p in parts]


def _random_composition(rng: Rng, k: int, total: int, most: int) -> list[int]:
    """``total`` in ``k`` parts, each in [1, most], from k-1 uniform cut points in [0, total-1].

    The Java generator errors after 100 rejections (it happens for large LIGO B); we fall
    back to the most even split instead, which satisfies the bounds whenever total <= k*most.
    """
    for _ in range(100):
        cuts = np.sort(rng.integers(0, total, k - 1))
        parts = np.diff(np.concatenate(([0], cuts, [total])))
        if ((parts >= 1) & (parts <= most)).all():
            return [int(p) for p in parts]
    q, r = divmod(total, k)
    return [q + 1] * r + [q] * (k - r)


# -- the five structures ---------------------------------------------------------------------


def montage(size: int, rng: Rng) -> TaskDag:
    """Montage with exactly ``size`` real tasks (size >= 15); one artificial entry."""
    _check(size, 15, "montage")
    r = size - 6
    p = _jround(r / 6)
    while p * (p - 1) // 2 < r - 2 * p:
        p += 1
    d = r - 2 * p
    g = math.sqrt(p / 50)
    dag = _Dag()
    proj = dag.adds("mProjectPP", _tn(rng, 13.59, 0.245, p))
    cells = np.sort(rng.choice(p * p, size=d, replace=False))
    diff_rt = _tn(rng, 10.59, 0.1, d)
    diffs = []
    for k, c in enumerate(cells):
        i, j = divmod(int(c), p)
        diffs.append(
            dag.add(f"mDiffFit_{k}", diff_rt[k], (proj[i],) if i == j else (proj[i], proj[j]))
        )
    concat = dag.add("mConcatFit", 0.08 * d, diffs)
    model = dag.add("mBgModel", _tn(rng, 0.13, 0.1) * d, (concat,))
    back = dag.adds("mBackground", _tn(rng, 10.74, 0.173, p), lambda i: (model, proj[i]))
    tbl = dag.add("mImgTbl", _tn(rng, 0.37, 0.1) * p, back)
    add = dag.add("mAdd", _tn(rng, 30.11, 0.224) * g * g, (tbl,))
    shrink = dag.add("mShrink", 12.21 * g, (add,))
    mosaic = _rand_long(rng, 173_465_280 * g, 0.1)
    jpg = _rand_long(rng, mosaic / 24.99 / 4, 0.25)
    dag.add("mJPEG", jpg / _tn(rng, 549_291, 62_720), (shrink,))
    return _finish(dag, "montage", size)


def cybershake(size: int, rng: Rng) -> TaskDag:
    """CyberShake with exactly ``size`` real tasks (size >= 5); artificial entry and exit."""
    _check(size, 5, "cybershake")
    r = size - 2
    e = max(2, _rand_int_tol(rng, math.floor(0.0081 * r), 0.5))
    if (r - e) % 2:
        e -= 1
    s = (r - e) // 2
    split = sorted(_close_split(rng, e, s, 0.25))
    dag = _Dag()
    sgt = dag.adds("ExtractSGT", _tn(rng, 137.45, 206.6, e))
    owner = [k for k, m in enumerate(split) for _ in range(m)]
    seis = dag.adds("SeismogramSynthesis", _tn(rng, 43.40, 31.37, s), lambda i: (sgt[owner[i]],))
    peak = dag.adds("PeakValCalcOkaya", _tn(rng, 1.09, 1.93, s), lambda i: (seis[i],))
    dag.add("ZipSeis", _rand_long(rng, s * 4000, 0.25) / 228_180.5, seis)
    dag.add("ZipPSA", _rand_long(rng, s * 36, 0.25) / 2782, peak)
    return _finish(dag, "cybershake", size)


def ligo(size: int, rng: Rng) -> TaskDag:
    """LIGO Inspiral with exactly ``size`` real tasks (even, > 20); artificial entry and exit.

    The Java generator errors when 100 tries find no (T, W, Etot); we draw B again instead.
    """
    if not isinstance(size, int) or size <= 20 or size % 2:
        raise WorkflowError(f"scientific.ligo: size must be an even integer > 20, got {size!r}")
    mx = max(3, math.floor(0.05 * size))
    while True:
        b = _rand_int(rng, 1, mx)
        if b == 1 and (size - 2) % 4:
            b = 2
        h = (size - 2 * b) // 2
        for _ in range(100):
            t, w = sorted(_close_split(rng, 2, h, 0.1))
            etot = _rand_int(rng, w, math.floor(1.05 * w))
            if etot <= b * t:
                break
        else:
            continue
        break
    bn = sorted(_random_composition(rng, b, etot, t), reverse=True)

    def blocks(length: int) -> list[range]:
        out, cursor = [], 0
        for m in bn:
            start = cursor if cursor + m <= length else length - m
            out.append(range(start, start + m))
            cursor = start + m
        return out

    up_blocks, low_blocks = blocks(t), blocks(w)
    dag = _Dag()
    tmplt = dag.adds("TmpltBank", _tn(rng, 18.14, 0.424, t))
    up = dag.adds("Inspiral", _tn(rng, 460.21, 545.3, t), lambda i: (tmplt[i],))
    thinca_rt = _tn(rng, 5.37, 0.245, 2 * b)
    up_th = [dag.add(f"Thinca_{k}", thinca_rt[k], [up[i] for i in up_blocks[k]]) for k in range(b)]
    trig_parents: list[list[int]] = [[] for _ in range(w)]
    for k in range(b):
        for j in low_blocks[k]:
            trig_parents[j].append(up_th[k])
    trig = dag.adds("TrigBank", _tn(rng, 5.11, 0.316, w), lambda j: tuple(trig_parents[j]))
    low = [
        dag.add(f"Inspiral_{t + j}", rt, (trig[j],))
        for j, rt in enumerate(_tn(rng, 460.21, 545.3, w))
    ]
    for k in range(b):
        dag.add(f"Thinca_{b + k}", thinca_rt[b + k], [low[j] for j in low_blocks[k]])
    return _finish(dag, "ligo", size)


def sipht(size: int, rng: Rng) -> TaskDag:
    """SIPHT: round(size/31) independent sub-workflows, size - round(size/31) real tasks.

    Each sub-workflow has its Patser tasks plus 12 fixed ones (the generator budgets 13);
    artificial entry and exit (one exit too when there are several sub-workflows).
    """
    _check(size, 30, "sipht")
    c = _jround(size / 31)
    patsers = _close_split(rng, c, size - 13 * c, 0.2)
    dag = _Dag()
    for k, n_pat in enumerate(patsers):
        pat = dag.adds(f"Patser_{k}", _tn(rng, 1.27, 0.332, n_pat))
        concate = dag.add(f"Patser_concate_{k}", _tn(rng, 0.08, 0.1), pat)
        find = dag.add(f"Findterm_{k}", _tn(rng, 1349.47, 797.0))
        motif = dag.add(f"RNAMotif_{k}", _tn(rng, 36.42, 8.84))
        trans = dag.add(f"Transterm_{k}", _tn(rng, 55.78, 48.54))
        blast = dag.add(f"Blast_{k}", _tn(rng, 2350.58, 1016.8))
        srna = dag.add(f"SRNA_{k}", _tn(rng, 361.33, 342.7), (find, motif, trans, blast))
        ffn = dag.add(f"FFN_Parse_{k}", _tn(rng, 1.64, 0.245), (srna,))
        cand = dag.add(f"Blast_candidate_{k}", _tn(rng, 5.18, 0.995), (srna,))
        qrna = dag.add(f"Blast_QRNA_{k}", _tn(rng, 1412.09, 98.5), (srna,))
        synt = dag.add(f"Blast_synteny_{k}", 33.0, (srna, ffn))
        para = dag.add(f"Blast_paralogues_{k}", _tn(rng, 4.99, 1.149), (srna,))
        dag.add(
            f"SRNA_annotate_{k}", _tn(rng, 1.68, 0.959), (srna, concate, cand, qrna, synt, para)
        )
    return _finish(dag, "sipht", size)


def epigenomics_shape(size: int) -> tuple[int, int]:
    """(lanes L, splits per lane s) of the generator's deterministic search."""
    best, best_d = None, math.inf
    for lanes in range(size // 4, 0, -1):
        if lanes > 1:
            s = (size - 3 - 2 * lanes) // (4 * lanes)
            d = size - 4 * lanes * s - 2 * lanes - 3
        else:
            s = (size - 4) // 4
            d = (size - 4) % 4
        if s < 1:
            continue
        if 0 <= d < best_d:
            best, best_d = (lanes, s), d
        if s > 4 and 0 <= d <= 3:
            return lanes, s
    if best is None:
        raise WorkflowError(f"scientific.epigenomics: no lane/split shape for size {size}")
    return best


def epigenomics(size: int, rng: Rng) -> TaskDag:
    """Epigenomics (Genome): L lanes of s four-task chains; 4Ls + 2L + (3 if L > 1 else 2)."""
    _check(size, 8, "epigenomics")
    lanes, s = epigenomics_shape(size)
    ref = _rand_long(rng, 4 * 2**30, 0.25)
    dag = _Dag()
    merges, merged = [], []
    for lane in range(lanes):
        sz = _tn(rng, 351.0e6, 147.9e6)
        split = dag.add(f"fastqSplit_{lane}", sz / _tn(rng, 7.664e6, 2.375e6))
        maps, map_bytes = [], 0.0
        for k, chunk in enumerate(_close_split(rng, s, int(sz), 0.1)):
            tag = f"{lane}_{k}"
            f = dag.add(f"filterContams_{tag}", chunk / _tn(rng, 8.475e6, 5.002e6), (split,))
            nocontam = _close_split(rng, 2, chunk, 0.1)[0]
            s2s = dag.add(f"sol2sanger_{tag}", nocontam / _tn(rng, 15.07e6, 3.556e6), (f,))
            fq = nocontam / _tn(rng, 1.32, 0.316)
            bfq = dag.add(f"fastq2bfq_{tag}", fq / _tn(rng, 6.797e6, 1.110e6), (s2s,))
            maps.append(dag.add(f"map_{tag}", ref / _tn(rng, 369_551.6, 114_235), (bfq,)))
            map_bytes += fq / _tn(rng, 4.24, 0.4) / 0.92
        merges.append(dag.add(f"mapMerge_{lane}", map_bytes / _tn(rng, 2.267e6, 0.329e6), maps))
        merged.append(map_bytes / 1.06)
    last, last_bytes = merges[0], merged[0]
    if lanes > 1:
        last_bytes = sum(merged)
        last = dag.add("mapMerge", last_bytes / _tn(rng, 2.267e6, 0.329e6), merges)
        last_bytes /= 1.06
    idx = dag.add(
        "maqindex", last_bytes / _tn(rng, 64.25, 25.4) / _tn(rng, 17.68e6, 4.72e6), (last,)
    )
    dag.add("pileup", ref / _tn(rng, 881_356, 94_638), (idx,))
    return _finish(dag, "epigenomics", size)


GENERATORS: dict[str, Callable[[int, Rng], TaskDag]] = {
    "montage": montage,
    "ligo": ligo,
    "sipht": sipht,
    "cybershake": cybershake,
    "epigenomics": epigenomics,
}


def dag(
    kind: str, size: int, rng: Rng | int | None = None, *, allow_large: bool = False
) -> TaskDag:
    """A ``kind`` DAG with the generator's own runtimes (seconds); see the module notes.
    A ``size`` over :data:`hpcgym.sizes.MAX_JOBS` tasks is refused unless ``allow_large``."""
    text(kind, "kind", where="scientific.dag")
    where = f"scientific.{kind}"
    size = integer(size, "size", lo=1, where=where, error=WorkflowError)
    check_jobs(f"{where}: size", size, size, allow_large=allow_large, error=WorkflowError)
    try:
        gen = GENERATORS[kind]
    except KeyError:
        raise UnknownNameError(
            f"unknown workflow type {kind!r}; known: {', '.join(KINDS)}"
        ) from None
    return gen(size, np.random.default_rng(rng))


def generate(
    kind: str,
    size: int,
    rng: Rng | int | None = None,
    total: float | None = None,
    *,
    allow_large: bool = False,
) -> Workflow:
    """A ``kind`` workflow as :class:`hpcgym.workflow.Workflow` (cores 1 per task).

    With ``total`` the runtimes are scaled to sum to it (§IV normalisation). Exact runtimes
    are the node attribute ``seconds``; see :meth:`TaskDag.to_workflow`.
    """
    total = optional_number(total, "total", lo=0, lo_open=True, where=f"scientific.{kind}")
    d = dag(kind, size, rng, allow_large=allow_large)
    return (d if total is None else d.scaled(total)).to_workflow()


def size_class(size: int) -> str:
    """'small', 'medium' or 'large' (§IV); sizes between the classes count as the next one."""
    for name, (_, _, hi) in SIZE_CLASSES.items():
        if size <= hi:
            return name
    return "large"


def sample_sizes(rng: Rng, n: int) -> np.ndarray:
    """§IV sizes: class by 0.75/0.20/0.05, then an even size uniform on the class interval."""
    fracs = [f for f, _, _ in SIZE_CLASSES.values()]
    cls = rng.choice(len(fracs), size=n, p=fracs)
    out = np.empty(n, dtype=np.int64)
    for k, (_, lo, hi) in enumerate(SIZE_CLASSES.values()):
        mask = cls == k
        out[mask] = 2 * rng.integers(lo // 2, hi // 2 + 1, int(mask.sum()))
    return out


def workload_kinds(workload: str, n: int, rng: Rng) -> list[str]:
    """The type of each of ``n`` workflows: one type, or the mixture's equal shares shuffled."""
    if workload in KINDS:
        return [workload] * n
    if workload != "mixture":
        raise UnknownNameError(
            f"unknown workload {workload!r}; known: {', '.join(WORKLOADS)} "
            f"(or any of {', '.join(KINDS)})"
        )
    kinds = [MIXTURE[i % len(MIXTURE)] for i in range(n)]
    return [kinds[i] for i in rng.permutation(n)]


def paper_workload(
    workload: str,
    n: int,
    rng: Rng | int | None = None,
    total: HyperGamma = PAPER,
    *,
    allow_large: bool = False,
) -> list[TaskDag]:
    """``n`` workflows of §IV: type, size, structure, runtimes normalised to a total draw.

    Draws come from one generator in a fixed order (types, sizes, totals, then the DAGs), so
    a seed gives the same workload whatever runs on it. More than
    :data:`hpcgym.sizes.MAX_JOBS` tasks (:data:`MEAN_TASKS` a workflow) is refused unless
    ``allow_large``.
    """
    n = integer(n, "n (the number of workflows)", lo=1, where="paper_workload", error=WorkflowError)
    check_jobs("paper_workload: n", n, n * MEAN_TASKS, allow_large=allow_large, error=WorkflowError)
    rng = np.random.default_rng(rng)
    kinds = workload_kinds(workload, n, rng)
    sizes = sample_sizes(rng, n)
    totals = total.sample(rng, n)
    out = []
    for k, (kind, size, te) in enumerate(zip(kinds, sizes, totals)):
        d = GENERATORS[kind](int(size), rng).scaled(float(te))
        d.name = f"{kind}-{k}"
        out.append(d)
    return out


def _check(size: int, least: int, kind: str) -> None:
    if not isinstance(size, (int, np.integer)) or isinstance(size, bool) or size < least:
        raise WorkflowError(f"scientific.{kind}: size must be an integer >= {least}, got {size!r}")


def _finish(dag: _Dag, kind: str, size: int) -> TaskDag:
    return single_entry_exit(f"{kind}-{size}", dag.ids, dag.runtime, dag.parents, kind, size)
