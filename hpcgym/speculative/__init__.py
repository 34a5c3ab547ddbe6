"""gainaru2019 (Gainaru et al., "Speculative scheduling for stochastic HPC applications"): stochastic
jobs, reservation sequences and their expected makespan. ``laws`` holds execution-time laws on a
finite support with the paper's presets (§5.2, Table 3); ``sequence`` discretises a law (§4.2),
evaluates E[T] of any reservation sequence (Theorem 1, Eq. (5)) and computes the optimal one by
dynamic programming (Theorem 2): TOptimal without backfilling (ζ = 0), ATOptimal with it.
``requests`` turns them into request policies (with Classical-HPC and Neuroscience(k)),
``schedule`` runs a set of stochastic jobs and a small-job stream on P processors with the
paper's round-based greedy and speculative backfilling (§4.3, §5), and ``runtime`` runs the same
jobs on the batch simulator under any native policy, resubmitting each killed attempt.
"""

from __future__ import annotations

from hpcgym.speculative.laws import (
    BACKFILL_SCALE,
    NEUROSCIENCE_LAWS,
    NEUROSCIENCE_SUBMISSIONS,
    SCENARIO1_LAWS,
    SCENARIO1_SMALL_LAWS,
    TABLE1_LAW,
    Beta,
    BoundedPareto,
    Conditioned,
    Empirical,
    Law,
    SampledLaw,
    TruncExp,
    TruncNormal,
    make_law,
    scaled,
)
from hpcgym.speculative.requests import (
    App,
    ATOptimal,
    ClassicalHPC,
    Neuroscience,
    RequestPolicy,
    TOptimal,
    zeta_from_rate,
)
from hpcgym.speculative.runtime import BatchAttempt, BatchRun, RequestRuntime
from hpcgym.speculative.schedule import (
    ALLOCATIONS,
    Attempt,
    JobGroup,
    JobRecord,
    SpecSchedule,
    SpecWorkload,
    StochasticJob,
    Stream,
    StreamSpec,
    allocate,
    gap_value,
    gap_work,
    make_workload,
    simulate,
    usage_profile,
)
from hpcgym.speculative.sequence import (
    ESDD,
    SequenceResult,
    discretize,
    expected_makespan,
    optimal_sequence,
)

__all__ = [
    "BatchAttempt",
    "BatchRun",
    "RequestRuntime",
    "ALLOCATIONS",
    "App",
    "ATOptimal",
    "Attempt",
    "ClassicalHPC",
    "JobGroup",
    "JobRecord",
    "Neuroscience",
    "RequestPolicy",
    "SpecSchedule",
    "StochasticJob",
    "Stream",
    "StreamSpec",
    "TOptimal",
    "SpecWorkload",
    "allocate",
    "gap_value",
    "gap_work",
    "make_workload",
    "simulate",
    "usage_profile",
    "zeta_from_rate",
    "BACKFILL_SCALE",
    "ESDD",
    "NEUROSCIENCE_LAWS",
    "NEUROSCIENCE_SUBMISSIONS",
    "SCENARIO1_LAWS",
    "SCENARIO1_SMALL_LAWS",
    "TABLE1_LAW",
    "Beta",
    "BoundedPareto",
    "Conditioned",
    "Empirical",
    "Law",
    "SampledLaw",
    "SequenceResult",
    "TruncExp",
    "TruncNormal",
    "discretize",
    "expected_makespan",
    "make_law",
    "optimal_sequence",
    "scaled",
]
