"""The Lublin-Feitelson model of rigid parallel jobs (lublin2003) as a seeded generator.

What is the paper's (lublin2003 §4-§6, with the constants of the authors' reference program
``m_lublin99.c`` from the Parallel Workloads Archive's models page, feitelson2014):

- **Size** (§4, the program's ``calc_number_of_nodes``): a job is serial with probability
  ``serial_prob``; otherwise ``par`` is drawn from a two-stage uniform on log2 of the size
  (``uniform(ulow, umed)`` with probability ``uprob``, else ``uniform(umed, uhi)``), rounded to
  an integer for a power-of-two job (probability ``pow2_prob``), and the size is
  ``round(2**par)``.
- **Runtime** (§5, ``time_from_nodes``): ``log(runtime)`` is hyper-Gamma, Gamma(a1, b1) with
  probability ``p = pa * size + pb`` (clipped to [0, 1]) else Gamma(a2, b2); so wider jobs
  run longer. Draws above ``log(runtime) = 12`` (about two days) are drawn again, and the
  runtime is ``exp`` of the draw truncated to whole seconds, as the program does.
- **Arrivals** (§6, ``arrive_init`` / ``calc_next_arrive``): ``log`` of the rush-hour
  inter-arrival time is Gamma(aarr * arar, barr) (draws above 13 redrawn); the daily cycle
  weights 48 half-hour buckets by the Gamma(anum, bnum) mass of bucket ``i`` in a day that
  starts at bucket 11, normalised to mean 1; an inter-arrival "pays" one weight per bucket it
  crosses, so busy buckets get denser arrivals. As in the program, the clock is an integer
  that each gap is added to and truncated (``unsigned long``), so it loses ~0.5 s a job
  against the bucket count: the daily cycle drifts ~1.4 h earlier over 10,000 jobs. The
  bundled traces carry that drift (their mean hour of arrival is the program's, not the
  drift-free one), so it is kept.
- **Classes** (§3.1, the program's ``INCLUDE_JOBS_TYPE``): interactive (queue ``"0"``) and
  batch (queue ``"1"``) jobs arrive as two independent streams with their own parameters, or
  one "whole sample" stream (all jobs labelled interactive, as the program does).

The published parameters are for a 128-node machine (``uhi = 7``). :func:`on_machine` moves a
class's ``umed`` and ``uhi`` by ``log2(P) - 7`` for a machine of ``P`` processors (the program's
advice: ``uhi`` is log2 of the machine size and ``umed`` a fixed 1.5-3.5 below it). The
bundled ``lublin_256`` and ``lublin_256_new2`` traces were made by that program on 256
processors; :data:`TRACE_MODELS` holds the parameters they were generated with, as far as
their statistics identify them (``docs/guides/lublin-model.md``, ``tests/workloads/
test_lublin_traces.py``).

Assumed, not the paper's: the model has no requested walltimes (the bundled traces leave
SWF field 9 at -1, so :mod:`hpcgym.workloads.swf` sets walltime = runtime) and the generator
does the same, so estimates are exact; numpy's Gamma and uniform variates replace the
program's ``drand48``-based ones (same distributions, different streams); times are in
integer seconds from the start of the simulated day ``start_hour`` (the program's ``START``,
0).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np
from scipy.special import gammainc

from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.checks import integer
from hpcgym.errors import UnknownNameError, WorkloadError
from hpcgym.workloads.hypergamma import HyperGamma

# m_lublin99.c: TOO_MUCH_TIME, TOO_MUCH_ARRIVE_TIME (log seconds), BUCKETS, CYCLIC_DAY_START.
MAX_LOG_RUNTIME = 12.0
MAX_LOG_GAP = 13.0
BUCKETS = 48
BUCKET_SECONDS = 86_400 // BUCKETS
DAY_START_BUCKET = 11
# The machine size the published parameters were fitted on (UHI = 7).
PAPER_LOG2_NODES = 7.0

INTERACTIVE, BATCH = 0, 1


@dataclass(slots=True, frozen=True)
class JobClass:
    """One class's parameters (lublin2003 Table 1-3; m_lublin99.c's ``*_BATCH``,
    ``*_ACTIVE`` or typeless constants): size, log-runtime and log-arrival distributions."""

    name: str
    serial_prob: float
    pow2_prob: float
    ulow: float
    umed: float
    uhi: float
    uprob: float
    a1: float
    b1: float
    a2: float
    b2: float
    pa: float
    pb: float
    aarr: float
    barr: float
    anum: float
    bnum: float
    arar: float

    def __post_init__(self) -> None:
        where = f"lublin model class {self.name!r}"
        for f in ("serial_prob", "pow2_prob", "uprob"):
            v = getattr(self, f)
            if not (isinstance(v, (int, float)) and 0 <= v <= 1):
                raise WorkloadError(f"{where}: {f} must be a probability in [0, 1], got {v!r}")
        if self.serial_prob + self.pow2_prob > 1 + 1e-12:
            raise WorkloadError(
                f"{where}: serial_prob + pow2_prob must be <= 1, got "
                f"{self.serial_prob} + {self.pow2_prob}"
            )
        if not 0 <= self.ulow <= self.umed <= self.uhi:
            raise WorkloadError(
                f"{where}: needs 0 <= ulow <= umed <= uhi, got {self.ulow}, {self.umed}, {self.uhi}"
            )
        for f in ("a1", "b1", "a2", "b2", "aarr", "barr", "anum", "bnum", "arar"):
            v = getattr(self, f)
            if not (isinstance(v, (int, float)) and math.isfinite(v) and v > 0):
                raise WorkloadError(f"{where}: {f} must be a positive number, got {v!r}")

    @property
    def max_size(self) -> int:
        """The widest job the class can draw: round(2**uhi)."""
        return int(2.0**self.uhi + 0.5)


# m_lublin99.c's MODEL PARAMETERS (lublin2003 §4 sizes, §5 Table 2 runtimes, §6 Table 3
# arrivals), for a 128-node machine.
WHOLE = JobClass(
    "whole", 0.244, 0.576, 0.8, 4.5, 7.0, 0.86,
    4.2, 0.94, 312.0, 0.03, -0.0054, 0.78,
    10.2303, 0.4871, 8.1737, 3.9631, 1.0225,
)  # fmt: skip
"""The "whole sample" (typeless) parameters: one stream, every job labelled interactive."""
BATCH_CLASS = JobClass(
    "batch", 0.2927, 0.6686, 1.2, 5.0, 7.0, 0.875,
    6.57, 0.823, 639.1, 0.0156, -0.003, 0.6986,
    6.0415, 0.8531, 6.1271, 5.2740, 1.0519,
)  # fmt: skip
INTERACTIVE_CLASS = JobClass(
    "interactive", 0.1541, 0.625, 1.0, 3.0, 5.5, 0.705,
    3.8351, 0.6605, 7.073, 0.6856, -0.0118, 0.9156,
    6.5510, 0.6621, 8.9186, 3.6680, 0.9797,
)  # fmt: skip


def on_machine(cls: JobClass, procs: int) -> JobClass:
    """``cls`` moved to a machine of ``procs`` processors: ``umed`` and ``uhi`` shifted by
    ``log2(procs) - 7`` (the distance from ``uhi`` to the machine's size is kept)."""
    procs = integer(procs, "processors", lo=1, where="lublin model", error=WorkloadError)
    shift = math.log2(procs) - PAPER_LOG2_NODES
    uhi = cls.uhi + shift
    return replace(cls, umed=max(cls.ulow, cls.umed + shift), uhi=max(cls.ulow, uhi))


@dataclass(slots=True, frozen=True)
class LublinModel:
    """The model on a machine: one class (the whole sample) or the interactive and the batch
    class (in that order: their queue labels are ``"0"`` and ``"1"``)."""

    name: str
    classes: tuple[JobClass, ...]
    processors: int = 256

    def __post_init__(self) -> None:
        where = f"lublin model {self.name!r}"
        integer(self.processors, "processors", lo=1, where=where, error=WorkloadError)
        if len(self.classes) not in (1, 2):
            raise WorkloadError(
                f"{where}: classes must be (whole,) or (interactive, batch), got "
                f"{len(self.classes)} classes"
            )
        for c in self.classes:
            if c.max_size > self.processors:
                raise WorkloadError(
                    f"{where}: class {c.name!r} draws jobs up to {c.max_size} processors "
                    f"(uhi = {c.uhi:g}), wider than the machine's {self.processors}"
                )

    @property
    def cluster(self) -> Cluster:
        return processors(self.processors, name=self.name)


def model(two_classes: bool = False, procs: int = 256, name: str | None = None) -> LublinModel:
    """The paper's model on ``procs`` processors: the whole-sample class, or the interactive
    and batch classes (:func:`on_machine` scaling)."""
    classes = (INTERACTIVE_CLASS, BATCH_CLASS) if two_classes else (WHOLE,)
    label = name or f"lublin-{'classes' if two_classes else 'whole'}-{procs}"
    return LublinModel(label, tuple(on_machine(c, procs) for c in classes), procs)


def bucket_weights(cls: JobClass) -> np.ndarray:
    """The 48 half-hour buckets' arrival weights, mean 1 (m_lublin99.c ``arrive_init``):
    bucket ``(i - 1) % 48`` gets the Gamma(anum, bnum) mass of ``[i - 0.5, i + 0.5]`` for
    ``i`` in 11..58."""
    i = np.arange(DAY_START_BUCKET, DAY_START_BUCKET + BUCKETS, dtype=float)
    mass = gammainc(cls.anum, (i + 0.5) / cls.bnum) - gammainc(cls.anum, (i - 0.5) / cls.bnum)
    w = np.empty(BUCKETS)
    w[(i.astype(int) - 1) % BUCKETS] = mass
    return w / w.mean()


def _log_gaps(rng: np.random.Generator, cls: JobClass, chunk: int = 256) -> Iterator[float]:
    """Endless Gamma(aarr * arar, barr) draws at most :data:`MAX_LOG_GAP` (the others redrawn)."""
    shape = cls.aarr * cls.arar
    while True:
        g = rng.gamma(shape, cls.barr, chunk)
        yield from g[g <= MAX_LOG_GAP].tolist()


def arrivals(rng: np.random.Generator, cls: JobClass, start_hour: int = 0) -> Iterator[int]:
    """One class's arrival times in seconds (m_lublin99.c ``calc_next_arrive``): each log-gap's
    ``exp`` in bucket units is paid bucket by bucket at the bucket's weight, the fraction left
    in the last bucket carried to the next arrival as the program's ``reminder`` does."""
    weights = bucket_weights(cls).tolist()
    bucket = start_hour * BUCKETS // 24
    points = reminder = 0.0
    now = 0
    for gam in _log_gaps(rng, cls):
        points += math.exp(gam) / BUCKET_SECONDS
        gap = 0.0
        while points > weights[bucket]:
            points -= weights[bucket]
            bucket = (bucket + 1) % BUCKETS
            gap += BUCKET_SECONDS
        new_reminder = points / weights[bucket]
        gap += BUCKET_SECONDS * (new_reminder - reminder)
        reminder = new_reminder
        now = int(now + gap)
        yield now


def _sizes(rng: np.random.Generator, cls: JobClass, n: int) -> np.ndarray:
    """``n`` job sizes (m_lublin99.c ``calc_number_of_nodes`` and ``two_stage_uniform``)."""
    u = rng.random(n)
    first = rng.random(n) <= cls.uprob
    lo = np.where(first, cls.ulow, cls.umed)
    hi = np.where(first, cls.umed, cls.uhi)
    par = lo + rng.random(n) * (hi - lo)
    pow2 = (u > cls.serial_prob) & (u <= cls.serial_prob + cls.pow2_prob)
    par = np.where(pow2, np.floor(par + 0.5), par)
    size = np.floor(2.0**par + 0.5).astype(np.int64)
    return np.where(u <= cls.serial_prob, 1, size)


def _runtimes(rng: np.random.Generator, cls: JobClass, sizes: np.ndarray) -> np.ndarray:
    """Runtimes for jobs of ``sizes`` (m_lublin99.c ``time_from_nodes``): exp of a hyper-Gamma
    log-runtime whose first-component probability ``pa * size + pb`` falls with the size."""
    out = np.empty(len(sizes), dtype=np.int64)
    for size in np.unique(sizes).tolist():
        at = np.flatnonzero(sizes == size)
        p = min(1.0, max(0.0, cls.pa * size + cls.pb))
        hg = HyperGamma((cls.a1, cls.a2), (cls.b1, cls.b2), (p, 1.0 - p))
        logs = hg.sample(rng, len(at))
        while (bad := logs > MAX_LOG_RUNTIME).any():
            logs[bad] = hg.sample(rng, int(bad.sum()))
        out[at] = np.exp(logs).astype(np.int64)
    return out


def generate(
    lublin: LublinModel, jobs: int, seed: int, start_hour: int = 0, name: str | None = None
) -> Workload:
    """``jobs`` jobs of the model from ``numpy.random.default_rng([seed, ...])`` streams, in
    submit order: each class's arrivals from its own stream, merged as the program merges them
    (the class whose next job comes first), then sizes and runtimes per class. Walltime =
    runtime (see the module's docstring)."""
    where = f"lublin model {lublin.name!r}"
    jobs = integer(jobs, "jobs", lo=1, where=where, error=WorkloadError)
    seed = integer(seed, "seed", lo=0, where=where, error=WorkloadError)
    start_hour = integer(start_hour, "start_hour", lo=0, hi=23, where=where, error=WorkloadError)
    streams = [
        arrivals(np.random.default_rng([seed, 0, k]), c, start_hour)
        for k, c in enumerate(lublin.classes)
    ]
    heap = [(next(s), k) for k, s in enumerate(streams)]
    heapq.heapify(heap)
    submit = np.empty(jobs, dtype=np.int64)
    kind = np.empty(jobs, dtype=np.int64)
    for i in range(jobs):
        t, k = heap[0]
        submit[i], kind[i] = t, k
        heapq.heapreplace(heap, (next(streams[k]), k))
    cores = np.empty(jobs, dtype=np.int64)
    runtime = np.empty(jobs, dtype=np.int64)
    for k, c in enumerate(lublin.classes):
        rng = np.random.default_rng([seed, 1, k])
        at = np.flatnonzero(kind == k)
        cores[at] = _sizes(rng, c, len(at))
        runtime[at] = _runtimes(rng, c, cores[at])
    out = [
        Job(i + 1, s, p, r, r, queue=str(k))
        for i, (s, p, r, k) in enumerate(
            zip(submit.tolist(), cores.tolist(), runtime.tolist(), kind.tolist())
        )
    ]
    return Workload(out, lublin.cluster, name=name or f"{lublin.name}-s{seed}")


def _trace_models() -> dict[str, LublinModel]:
    """The models the bundled traces were generated from, as identified from their statistics
    (``tests/workloads/test_lublin_traces.py``): ``lublin_256`` is the whole-sample model on
    256 processors; ``lublin_256_new2`` the two classes with both classes' ``uhi`` at 8 (256
    processors) and ``umed`` at 5.5."""
    new2 = (
        replace(INTERACTIVE_CLASS, umed=5.7, uhi=8.0),
        replace(BATCH_CLASS, umed=5.5, uhi=8.0),
    )
    return {
        "lublin_256-model": LublinModel("lublin_256-model", (on_machine(WHOLE, 256),), 256),
        "lublin_256_new2-model": LublinModel("lublin_256_new2-model", new2, 256),
    }


#: Workload names of the generated episodes (the env's ``workload="lublin_256-model"``).
TRACE_MODELS: dict[str, LublinModel] = _trace_models()


def trace_model(name: str) -> LublinModel:
    """The :data:`TRACE_MODELS` entry ``name`` (the error lists the known ones)."""
    try:
        return TRACE_MODELS[name]
    except KeyError:
        raise UnknownNameError(
            f"lublin model: unknown model {name!r}; known: {', '.join(TRACE_MODELS)}"
        ) from None
