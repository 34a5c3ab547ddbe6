"""A Perlmutter-like workload: GPU and CPU partitions of NERSC's Perlmutter as a seeded generator.

The machine is :data:`~hpcgym.batch.machine.PERLMUTTER` (nersc2024perlmutter: 1,792 GPU nodes of
64 cores and 4 A100s, 3,072 CPU nodes of 128 cores; whole nodes). Each partition gets its own
stream of jobs (:class:`PartitionModel`); the model, per partition:

- **Width** (nodes): one node with probability ``single``; otherwise ``log2(nodes)`` uniform on
  ``(0, log2(max_nodes)]``, rounded to an integer (a power of two) with probability ``pow2``.
- **GPUs** (GPU partition): a one-node job asks for 1, 2 or 4 GPUs (``gpu_mix``); a wider one
  for all four of each node (Slurm's ``--gpus-per-node=4``). Allocation is by whole node, so
  a job of fewer GPUs still holds its node (the shared QOS, parts of a node, is not modelled).
- **Runtime**: log-normal (``runtime_median``, ``runtime_sigma``), at least a minute, at most
  the QOS limit.
- **Requested walltime**: the runtime over an accuracy uniform on ``accuracy`` rounded up to
  the next of the round limits users ask for (:data:`ROUND_LIMITS`), capped at the QOS's; a
  share ``killed`` of the jobs run past their request and are killed at it.
- **QOS**: a job of at most ``DEBUG_NODES`` nodes and ``DEBUG_LIMIT`` requested goes to the
  ``debug`` QOS with probability ``debug_share``, every other one to ``regular`` (``Job.queue``).
- **Arrivals**: jobs are drawn until their offered node-seconds (nodes x run, cut at the
  request) reach ``load`` x the partition's node-seconds over ``[0, horizon)``; submit times
  are then i.i.d. on that span with the daily cycle's density (:data:`DAILY_CYCLE`), so their
  counts per hour are a Poisson process whose rate follows the cycle.
- **Pre-fill** (``prefill``, off by default; the dispatch env's episodes use it): at t = 0 jobs
  of the same model fill each partition's nodes (first fit: a job wider than what is left is
  skipped), so they all start at once, and at t = 1 s a backlog of ``backlog`` seconds of the
  partition's offered load waits; an episode then opens on a full machine with a queue, as
  rodrigo2017 §4.2.1 pre-fills its Edison workload. Both from streams of their own.

Sources and what is assumed: the node counts, node configurations, whole-node allocation and
48-h regular limit are NERSC's documentation (nersc2024perlmutter: "Perlmutter Architecture",
"Queues and Charges"; debug is the default QOS there, and its 30-min, 8-node limit is the
QOS table's). li2023perlmutter (§3-4, one month of Perlmutter's Slurm and LDMS data) reports
the jobs' use of CPUs, host and GPU memory (abstract: ~64% of CPU and GPU jobs used <= 50% of
host memory, ~50% of GPU jobs <= 25% of GPU memory), which a whole-node scheduler does not
see, and the published text available to us gives no fitted width, runtime, request or arrival
distribution; so every number of :data:`GPU_MODEL` and :data:`CPU_MODEL`, the daily cycle and
the load are ASSUMED, said at each below, chosen as an Edison-like mix (rodrigo2018 Table 3,
§4.2: most jobs on one or a few nodes, most runtimes under two hours, requests several times
the runtime) on a machine run near capacity. The statistics tests check the generator
against these declared values (tests/core/workloads/test_perlmutter.py), not against a trace.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.machine import PERLMUTTER
from hpcgym.batch.workload import Workload
from hpcgym.checks import flag, integer, number
from hpcgym.errors import WorkloadError
from hpcgym.sizes import check_jobs
from hpcgym.units import DAY, HOUR, MINUTE

# nersc2024perlmutter ("Queues and Charges"): regular runs up to 48 h; debug up to 30 min on
# at most 8 nodes.
REGULAR_LIMIT = 48 * HOUR
DEBUG_LIMIT = 30 * MINUTE
DEBUG_NODES = 8
# Assumed: the limits users round their requests up to (sbatch -t values people type).
ROUND_LIMITS = tuple(
    m * MINUTE for m in (10, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880)
)
# Assumed: relative submit rate per hour of the day (local time), a day-time peak and a night
# trough with a 2:1 ratio as in the Lublin-Feitelson cycle (lublin2003 §4.3); mean 1.
_CYCLE_RAW = np.array(
    [0.6, 0.55, 0.5, 0.5, 0.5, 0.55, 0.65, 0.8, 1.0, 1.2, 1.35, 1.4,
     1.4, 1.45, 1.45, 1.4, 1.35, 1.25, 1.1, 1.0, 0.9, 0.8, 0.75, 0.65]
)  # fmt: skip
DAILY_CYCLE = _CYCLE_RAW / _CYCLE_RAW.mean()
_KILL_OVERRUN = 2 * MINUTE  # past Slurm's OverTimeLimit=1 min of the slurm policy, so it is killed
_SIDE = 0x5045524C  # "PERL": each partition's stream is (seed, _SIDE, k)


@dataclass(slots=True, frozen=True)
class PartitionModel:
    """One partition's job model (see the module docstring for each knob)."""

    partition: str
    single: float
    pow2: float
    max_nodes: int
    runtime_median: float
    runtime_sigma: float
    accuracy: tuple[float, float]
    killed: float
    debug_share: float
    load: float
    gpu_mix: tuple[float, float, float] = (0.0, 0.0, 1.0)

    def __post_init__(self) -> None:
        w, err = f"perlmutter model {self.partition!r}", WorkloadError
        for name in ("single", "pow2", "killed", "debug_share"):
            number(getattr(self, name), name, lo=0, hi=1, where=w, error=err)
        nodes = PERLMUTTER.partition(self.partition).nodes
        integer(self.max_nodes, "max_nodes", lo=1, hi=nodes, where=w, error=err)
        number(
            self.runtime_median, "runtime_median", lo=MINUTE, hi=REGULAR_LIMIT, where=w, error=err
        )
        number(self.runtime_sigma, "runtime_sigma", lo=0, hi=5, where=w, error=err)
        number(self.load, "load", lo=0, hi=2, lo_open=True, where=w, error=err)
        lo, hi = self.accuracy
        if not 0 < lo <= hi <= 1:
            raise err(f"{w}: accuracy must be (lo, hi) with 0 < lo <= hi <= 1, got {self.accuracy}")
        if len(self.gpu_mix) != 3 or min(self.gpu_mix) < 0 or abs(sum(self.gpu_mix) - 1) > 1e-9:
            raise err(f"{w}: gpu_mix must be three shares (1, 2, 4 GPUs) summing to 1")


# Assumed (module docstring): GPU jobs a little narrower and shorter than CPU jobs (more
# single-node training and test runs), 4 GPUs a node for multi-node jobs.
GPU_MODEL = PartitionModel(
    "gpu",
    single=0.60,
    pow2=0.85,
    max_nodes=256,
    runtime_median=40 * MINUTE,
    runtime_sigma=1.5,
    accuracy=(0.1, 1.0),
    killed=0.08,
    debug_share=0.5,
    load=0.9,
    gpu_mix=(0.2, 0.1, 0.7),
)
CPU_MODEL = PartitionModel(
    "cpu",
    single=0.50,
    pow2=0.60,
    max_nodes=512,
    runtime_median=60 * MINUTE,
    runtime_sigma=1.5,
    accuracy=(0.1, 1.0),
    killed=0.08,
    debug_share=0.5,
    load=0.9,
)


@dataclass(slots=True)
class PerlmutterConfig:
    """Knobs of the Perlmutter generator: ``days`` measured after ``warmup`` seconds (jobs
    submitted in the warm-up run but are not measured), one seed for everything, and each
    partition's :class:`PartitionModel`. A config making more than :data:`hpcgym.sizes.MAX_JOBS`
    jobs (:func:`expected_jobs`) is refused unless ``allow_large``."""

    days: float = 7.0
    seed: int = 0
    warmup: int = DAY
    models: tuple[PartitionModel, ...] = field(default=(GPU_MODEL, CPU_MODEL))
    prefill: bool = False
    backlog: int = 0
    allow_large: bool = False

    def __post_init__(self) -> None:
        w, err = "PerlmutterConfig", WorkloadError
        self.days = number(self.days, "days", lo=0, lo_open=True, where=w, error=err)
        self.seed = integer(self.seed, "seed", lo=0, where=w, error=err)
        self.warmup = integer(self.warmup, "warmup", lo=0, where=w, error=err)
        self.prefill = flag(self.prefill, "prefill", where=w)
        self.backlog = integer(self.backlog, "backlog", lo=0, where=w, error=err)
        if self.backlog and not self.prefill:
            raise err(f"{w}: backlog comes with prefill=True (the backlog waits behind it)")
        self.allow_large = flag(self.allow_large, "allow_large", where=w)
        names = [m.partition for m in self.models]
        if sorted(names) != sorted(PERLMUTTER.names):
            raise err(
                f"{w}: models must cover partitions {', '.join(PERLMUTTER.names)}, got {names}"
            )
        check_jobs(
            f"{w}: days",
            self.days,
            expected_jobs(self.days, self.warmup + self.backlog, self.models),
            allow_large=self.allow_large,
            error=err,
        )

    @property
    def horizon(self) -> int:
        return self.warmup + round(self.days * DAY)


@dataclass(slots=True)
class _Drawn:
    nodes: np.ndarray
    gpus: np.ndarray
    runtime: np.ndarray
    walltime: np.ndarray
    queue: np.ndarray


def _draw(rng: np.random.Generator, m: PartitionModel, n: int) -> _Drawn:
    """``n`` jobs of model ``m``, every column drawn in a fixed order."""
    one = rng.random(n) < m.single
    expo = rng.uniform(0.0, math.log2(m.max_nodes), n)
    pow2 = rng.random(n) < m.pow2
    expo = np.where(pow2, np.ceil(expo), expo)
    nodes = np.where(one, 1, np.clip(np.round(2.0**expo), 1, m.max_nodes)).astype(np.int64)
    per_node = PERLMUTTER.partition(m.partition).gpus_per_node
    pick = rng.choice(3, n, p=list(m.gpu_mix))
    single_gpus = np.array([1, 2, 4], np.int64)[pick]
    gpus = (
        np.where(nodes == 1, single_gpus, nodes * per_node) if per_node else np.zeros(n, np.int64)
    )
    run = np.exp(rng.normal(math.log(m.runtime_median), m.runtime_sigma, n))
    run = np.clip(np.round(run), MINUTE, REGULAR_LIMIT).astype(np.int64)
    acc = rng.uniform(*m.accuracy, n)
    wanted = np.ceil(run / acc)
    limits = np.array(ROUND_LIMITS, np.int64)
    k = np.searchsorted(limits, wanted, side="left")
    wall = np.where(k < len(limits), limits[np.minimum(k, len(limits) - 1)], REGULAR_LIMIT)
    wall = np.minimum(wall, REGULAR_LIMIT)
    killed = rng.random(n) < m.killed
    run = np.where(killed, wall + _KILL_OVERRUN, np.minimum(run, wall))
    debug = (nodes <= DEBUG_NODES) & (wall <= DEBUG_LIMIT) & (rng.random(n) < m.debug_share)
    queue = np.where(debug, "debug", "regular")
    return _Drawn(nodes, gpus, run.astype(np.int64), wall.astype(np.int64), queue)


def _offered(d: _Drawn) -> np.ndarray:
    """Node-seconds each job offers (its run, cut at its request)."""
    return d.nodes * np.minimum(d.runtime, d.walltime)


@cache
def _mean_offered(m: PartitionModel) -> float:
    """Mean node-seconds of a job of ``m`` (a fixed pilot sample: sizes a run, not its jobs)."""
    return float(_offered(_draw(np.random.default_rng(0), m, 200_000)).mean())


def expected_jobs(
    days: float, warmup: int = DAY, models: tuple[PartitionModel, ...] = (GPU_MODEL, CPU_MODEL)
) -> float:
    """About how many jobs :func:`generate` makes over ``warmup`` + ``days``."""
    span = warmup + days * DAY
    return sum(
        m.load * PERLMUTTER.partition(m.partition).nodes * span / _mean_offered(m) for m in models
    )


def _arrivals(rng: np.random.Generator, n: int, horizon: int) -> np.ndarray:
    """``n`` sorted submit times on ``[0, horizon)`` with :data:`DAILY_CYCLE`'s density."""
    hours = max(1, -(-horizon // HOUR))
    weight = np.resize(DAILY_CYCLE, hours).astype(float)
    weight[-1] *= (horizon - (hours - 1) * HOUR) / HOUR
    hour = rng.choice(hours, n, p=weight / weight.sum())
    t = hour * HOUR + rng.integers(0, HOUR, n)
    return np.sort(np.minimum(t, horizon - 1))


def _take(d: _Drawn, idx: np.ndarray) -> _Drawn:
    return _Drawn(*(getattr(d, f)[idx] for f in _Drawn.__slots__))


def _prefill(
    rng: np.random.Generator, m: PartitionModel, backlog: int
) -> tuple[_Drawn, np.ndarray]:
    """Jobs filling the partition's nodes by first fit (submitted at 0), then a backlog of
    ``backlog`` seconds of its offered load (submitted at 1)."""
    nodes = PERLMUTTER.partition(m.partition).nodes
    d = _draw(rng, m, 4 * nodes)
    keep, left = [], nodes
    for k, n in enumerate(d.nodes.tolist()):
        if n <= left:
            keep.append(k)
            left -= n
            if not left:
                break
    running = _take(d, np.array(keep, np.int64))
    submit = np.zeros(len(keep), np.int64)
    if backlog:
        queued, _ = _partition_jobs(rng, m, backlog)
        running = _Drawn(
            *(np.concatenate([getattr(running, f), getattr(queued, f)]) for f in _Drawn.__slots__)
        )
        submit = np.concatenate([submit, np.ones(len(queued.nodes), np.int64)])
    return running, submit


def _partition_jobs(
    rng: np.random.Generator, m: PartitionModel, horizon: int
) -> tuple[_Drawn, np.ndarray]:
    """Jobs of ``m`` until their offered node-seconds reach its load over ``[0, horizon)``."""
    budget = m.load * PERLMUTTER.partition(m.partition).nodes * horizon
    guess = int(budget / _mean_offered(m) * 1.2) + 16
    d = _draw(rng, m, guess)
    total = np.cumsum(_offered(d))
    while total[-1] < budget:  # a rare short draw: more of the same stream
        more = _draw(rng, m, guess)
        d = _Drawn(*(np.concatenate([getattr(d, f), getattr(more, f)]) for f in _Drawn.__slots__))
        total = np.cumsum(_offered(d))
    n = int(np.searchsorted(total, budget, side="left")) + 1
    return _take(d, np.arange(n)), _arrivals(rng, n, horizon)


def generate(config: PerlmutterConfig | None = None) -> Workload:
    """A Perlmutter-like workload over ``[0, warmup + days)``: each partition's jobs from its
    own stream ``numpy.random.default_rng((seed, _SIDE, k))``, so one partition's knobs never
    change the other's jobs, and the same config gives the same jobs whatever runs on them."""
    cfg = config or PerlmutterConfig()
    horizon = cfg.horizon
    rows: list[tuple[int, int, int, int, int, str, str]] = []
    for k, m in enumerate(cfg.models):
        rng = np.random.default_rng([cfg.seed, _SIDE, k])
        d, submit = _partition_jobs(rng, m, horizon)
        if cfg.prefill:
            pre, at = _prefill(np.random.default_rng([cfg.seed, _SIDE, 100 + k]), m, cfg.backlog)
            d = _Drawn(
                *(np.concatenate([getattr(pre, f), getattr(d, f)]) for f in _Drawn.__slots__)
            )
            submit = np.concatenate([at, submit])
        cores = d.nodes * PERLMUTTER.partition(m.partition).cores_per_node
        rows.extend(
            zip(
                submit.tolist(),
                cores.tolist(),
                d.walltime.tolist(),
                d.runtime.tolist(),
                d.gpus.tolist(),
                d.queue.tolist(),
                [m.partition] * len(submit),
            )
        )
    rows.sort(key=lambda r: (r[0], r[6]))
    jobs = [
        Job(i + 1, s, c, w, r, queue=q, gpus=g, partition=p)
        for i, (s, c, w, r, g, q, p) in enumerate(rows)
    ]
    return Workload(
        jobs,
        PERLMUTTER,
        name=f"perlmutter-{cfg.days:g}d-s{cfg.seed}",
        warmup_end=cfg.warmup,
        horizon=horizon,
    )
