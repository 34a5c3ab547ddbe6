"""One registry of hpcgym's environments: per id its entry point, default and small test kwargs,
its baselines, the metrics its evaluation reports and the network that suits its observation.

``import hpcgym`` calls :func:`register_envs_when_loaded`: the ids are registered with
Gymnasium as soon as it is imported (at once if it already is), so a command that makes no env
does not import it. Everything here is data (entry points and baseline factories are import
strings), so registering imports no env, baseline or torch.
``hpcgym.agents`` and the CLI read :func:`spec` instead of matching id strings, and the shared
API test runs over :data:`ENVS`. A new env family adds one entry here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from importlib.machinery import ModuleSpec
from importlib.util import find_spec
from types import ModuleType
from typing import Any

from hpcgym.errors import EnvArgumentError, UnknownNameError

# Networks hpcgym.agents knows: the job-equivariant window scorer (one logit per queue-window
# job and one to end the pass), the workflow-window scorer of the task envs, SB3's Dict MLP.
NETWORKS = ("window", "task-window", "mlp")
DISPATCH_METRICS = (
    "objective",
    "mean_bsld",
    "mean_wait_h",
    "actual_utilization",
    "median_slowdown",
    "p95_wait_s",
    "makespan_s",
)


#: What an env on a machine of partitions reports besides: GPU use and each partition's figures.
PARTITION_METRICS = (
    "gpu_utilization",
    "gpu_idle_waiting_h",
    "mean_wait_s_gpu",
    "mean_wait_s_cpu",
    "mean_bsld_gpu",
    "mean_bsld_cpu",
)


#: Utilization at most 2% lower, mean wait at most 10% longer than the best baseline's: the
#: reference baselines themselves span 0-3% in utilization and 0-10% in wait on the trace
#: tasks, so the bounds admit any policy as good as theirs, not one that idles.
DISPATCH_TOLERANCES = {"actual_utilization": 2.0, "mean_wait_h": 10.0}


@dataclass(slots=True, frozen=True)
class EnvSpec:
    """What hpcgym knows of one env id besides Gymnasium's registration.

    ``baselines`` is ``"module:function"`` making a baseline agent by name for an env
    (``make(name, env)``); ``baseline_names`` are the ones evaluated by default and
    ``more_baselines`` the others it accepts (``<x>`` marks a parameter: ``slop<f>``), together
    :attr:`accepted_baselines`, the one list help and errors show. ``tolerances``: how many %
    worse than the best baseline an agent may be on each of those metrics before its win is
    marked (:mod:`hpcgym.agents.tolerances`). ``report_metrics`` are keys of
    ``info["metrics"]`` (plus ``objective``) that the evaluator tabulates;
    ``vector_entry_point`` makes ``gymnasium.make_vec(id, num_envs=N)``'s native vector env
    (None: Gymnasium's ``SyncVectorEnv``).
    """

    id: str
    entry_point: str
    kwargs: dict[str, Any] = field(default_factory=dict)
    test_kwargs: dict[str, Any] = field(default_factory=dict)
    baselines: str = ""
    baseline_names: tuple[str, ...] = ()
    more_baselines: tuple[str, ...] = ()
    tolerances: dict[str, float] = field(default_factory=lambda: dict(DISPATCH_TOLERANCES))
    report_metrics: tuple[str, ...] = ("objective",)
    network: str = "mlp"
    vector_entry_point: str | None = None

    @property
    def accepted_baselines(self) -> tuple[str, ...]:
        """Every baseline name the factory accepts: the default ones, then the others."""
        return self.baseline_names + self.more_baselines

    def baselines_text(self) -> str:
        """The accepted names as help and errors write them: ``a, b (also: c, d<x>)``."""
        more = f" (also: {', '.join(self.more_baselines)})" if self.more_baselines else ""
        return ", ".join(self.baseline_names) + more

    def make_baseline(self, name: str, env: Any) -> Any:
        """The baseline agent ``name`` for ``env`` (a Gymnasium env or an SB3 VecEnv)."""
        module, func = self.baselines.split(":")
        return getattr(import_module(module), func)(name, env)


# The dispatch baselines that score jobs as RLScheduler's code does (hpcgym.batch.rlscheduler).
RLSCHEDULER = (
    "rlscheduler",
    "rlscheduler-wfp3",
    "rlscheduler-unicep",
    "rlscheduler-sjf",
    "rlscheduler-f1",
)

ENVS: dict[str, EnvSpec] = {
    s.id: s
    for s in (
        EnvSpec(
            "hpcgym/Dispatch-v0",
            "hpcgym.envs.dispatch:DispatchEnv",
            kwargs={"workload": "lublin_256"},
            test_kwargs={"jobs": 48},
            baselines="hpcgym.baselines.dispatch:make_baseline",
            baseline_names=("fcfs", "sjf", "wfp3", "unicep", "f1", "slurm"),
            more_baselines=("moab", *RLSCHEDULER),
            report_metrics=DISPATCH_METRICS,
            network="window",
            vector_entry_point="hpcgym.envs.dispatch.vector:make_vector",
        ),
        # Moab as Edison ran it in 2014 (rodrigo2018 §3.1.3, Table 2); policy="fcfs-easy" gives
        # textbook EASY instead.
        EnvSpec(
            "hpcgym/Dispatch-Edison-v0",
            "hpcgym.envs.dispatch:DispatchEnv",
            kwargs={"workload": "edison", "hours": 6.0, "warmup": 3600, "policy": "moab-edison"},
            test_kwargs={"hours": 0.25, "warmup": 600},
            baselines="hpcgym.baselines.dispatch:make_baseline",
            baseline_names=("fcfs", "sjf", "wfp3", "unicep", "f1", "slurm", "moab"),
            more_baselines=RLSCHEDULER,
            report_metrics=DISPATCH_METRICS,
            network="window",
            vector_entry_point="hpcgym.envs.dispatch.vector:make_vector",
        ),
        # NERSC Perlmutter's GPU and CPU partitions (hpcgym.workloads.perlmutter), 6 h after a
        # 1-h warm-up on a pre-filled machine, under Slurm with TRES-weighted priority.
        EnvSpec(
            "hpcgym/Dispatch-Perlmutter-v0",
            "hpcgym.envs.dispatch:DispatchEnv",
            kwargs={"workload": "perlmutter", "hours": 6.0, "warmup": 3600, "policy": "slurm-tres"},
            test_kwargs={"hours": 0.25, "warmup": 600},
            baselines="hpcgym.baselines.dispatch:make_baseline",
            baseline_names=("fcfs", "sjf", "f1", "slurm-tres"),
            more_baselines=("wfp3", "unicep", "slurm"),
            report_metrics=DISPATCH_METRICS + PARTITION_METRICS,
            network="window",
        ),
        EnvSpec(
            "hpcgym/WorkflowSubmit-v0",
            "hpcgym.envs.workflow_submit:WorkflowSubmitEnv",
            kwargs={"workload": "edison", "workflow": "mix", "hours": 12.0, "warmup": 7200},
            test_kwargs={"workflow": "Montage", "hours": 1.5, "warmup": 1800},
            baselines="hpcgym.baselines.workflow_submit:make_baseline",
            baseline_names=("always-chained", "always-pilot", "always-woas"),
            report_metrics=(
                "objective",
                "objective_wf_turnaround",
                "wf_turnaround_h",
                "objective_bsld",
                "mean_bsld",
                "actual_utilization",
                "mean_wait_h",
            ),
            network="mlp",
        ),
        EnvSpec(
            "hpcgym/TaskDispatch-v0",
            "hpcgym.envs.task_dispatch:TaskDispatchEnv",
            kwargs={"workload": "mixture", "workflows": 64, "utilization": 0.9},
            test_kwargs={"workflows": 8},
            baselines="hpcgym.baselines.task_dispatch:make_baseline",
            baseline_names=("sr", "slop0.2", "fes1", "bf"),
            more_baselines=("slop<f>", "fes<depth>"),
            report_metrics=(
                "objective",
                "mean_slowdown",
                "median_slowdown",
                "mean_wait_h",
                "mean_makespan_h",
                "actual_utilization",
                "max_in_system",
            ),
            network="task-window",
        ),
        EnvSpec(
            "hpcgym/Walltime-v0",
            "hpcgym.envs.walltime:WalltimeEnv",
            kwargs={"jobs": 20, "levels": 50, "rate": 0.2},
            test_kwargs={"jobs": 4, "levels": 20, "rate": 0.1, "history": 5},
            baselines="hpcgym.baselines.walltime:make_baseline",
            baseline_names=("hpc", "neuroscience10", "toptimal", "atoptimal"),
            more_baselines=("neuroscience<k>",),
            tolerances={"utilization": 2.0},
            report_metrics=(
                "objective",
                "response_time_large_h",
                "utilization",
                "waste_core_h",
                "failed_attempts",
                "response_time_all_s",
            ),
            network="mlp",
        ),
        EnvSpec(
            "hpcgym/Reservation-v0",
            "hpcgym.envs.reservation:ReservationEnv",
            kwargs={"workload": "warp", "workflows": ("turbine",), "count": 3, "hours": 4.0},
            test_kwargs={"hours": 2.0, "count": 2, "slots": 120},
            baselines="hpcgym.baselines.reservation:make_baseline",
            baseline_names=("wms", "earliest-fit", "warp-ilp"),
            tolerances={"mean_wait_h": 10.0},
            report_metrics=(
                "objective",
                "wf_makespan_h",
                "wf_turnaround_h",
                "wf_intermediate_wait_s",
                "reservation_waste_core_h",
                "mean_wait_h",
                "mean_bsld",
                "replans",
                "fallback_steps",
            ),
            network="mlp",
        ),
    )
}


def spec(env_id: str) -> EnvSpec:
    """The registry entry of ``env_id``; a clear error naming the known ids otherwise."""
    try:
        return ENVS[env_id]
    except KeyError:
        raise UnknownNameError(f"unknown hpcgym env {env_id!r}; known: {', '.join(ENVS)}") from None


# Keywords gymnasium.make takes itself rather than passing to the env.
MAKE_KWARGS = ("disable_env_checker",)
# Gymnasium's TimeLimit cuts an episode without its metrics or objective; max_steps does not.
NO_TIME_LIMIT = (
    "max_episode_steps: an hpcgym env's step limit is its own max_steps, which "
    "truncates the episode and still reports its metrics and objective "
    "(Gymnasium's TimeLimit, set by max_episode_steps, reports neither); "
    "use max_steps instead"
)


def kwarg_names(env_id: str) -> list[str]:
    """The keyword arguments ``gymnasium.make(env_id, ...)`` accepts (imports the env)."""
    import inspect

    module, name = spec(env_id).entry_point.split(":")
    params = inspect.signature(getattr(import_module(module), name)).parameters.values()
    own = [p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    return [*own, *MAKE_KWARGS]


def check_kwargs(env_id: str, kwargs: dict[str, Any], where: str = "env kwargs") -> None:
    """Refuse a keyword the env does not take, naming it and the ones it does (gymnasium
    would raise a TypeError from deep inside ``make``), and ``max_episode_steps``
    (:data:`NO_TIME_LIMIT`)."""
    if "max_episode_steps" in kwargs:
        raise EnvArgumentError(f"{where}: {env_id} takes no {NO_TIME_LIMIT}")
    known = kwarg_names(env_id)
    unknown = [k for k in kwargs if k not in known]
    if unknown:
        raise EnvArgumentError(
            f"{where}: {env_id} takes no keyword "
            f"{', '.join(map(repr, unknown))}; known: {', '.join(known)}"
        )


def register_envs() -> None:
    """Register every id with Gymnasium (idempotent: a re-import does not warn), with no
    ``max_episode_steps``: an env's step limit is its own ``max_steps``."""
    import gymnasium as gym

    for s in ENVS.values():
        if s.id not in gym.registry:
            gym.register(
                id=s.id,
                entry_point=s.entry_point,
                vector_entry_point=s.vector_entry_point,
                kwargs=dict(s.kwargs),
            )


def register_envs_when_loaded() -> None:
    """:func:`register_envs` now if Gymnasium is imported, else right after it is."""
    if "gymnasium" in sys.modules:
        register_envs()
    elif not any(isinstance(f, _AfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport("gymnasium", register_envs))


class _AfterImport:
    """Runs ``then`` once the module ``name`` has been imported (and then leaves
    ``sys.meta_path``): the import itself is left to the finders after it. A meta path finder
    by its ``find_spec`` alone (not a subclass of ``importlib.abc.MetaPathFinder``, whose
    module imports ``importlib.resources`` and with it tempfile, shutil and random: ~10 ms of
    every command's start)."""

    def __init__(self, name: str, then: Callable[[], None]) -> None:
        self.name, self.then = name, then

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)
        spec = find_spec(fullname)
        loader = spec.loader if spec is not None else None
        if loader is None:
            return spec
        run, then = loader.exec_module, self.then

        def exec_module(module: ModuleType) -> None:
            run(module)
            then()

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec
