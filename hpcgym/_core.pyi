"""Types of hpcgym._core, the compiled batch core built from rust/ (PyO3): what each Rust
#[pyfunction], #[pyclass] and #[pymethods] item of rust/src takes and gives back.

tests/core/compiled/test_stub.py holds this stub to the built module: every name here exists
there and every public name there is declared here.
"""

from collections.abc import Sequence
from typing import Any

VERSION: str

# Slurm multifactor's constants (rust/src/engine/queue.rs; hpcgym.batch.priority checks its own
# against them at import)
AGE_WEIGHT: int
SIZE_WEIGHT: int
MAX_AGE: int
# The dispatch observation's block widths and the queue block's columns (rust/src/dispatch.rs;
# hpcgym.envs.batch_window.observation declares the layout, the compiled episode checks it)
HORIZONS: tuple[int, ...]
N_CLUSTER: int
N_QUEUE: int
N_WORKFLOW: int
N_CLOCK: int
Q_WAIT: int
Q_FITS: int
Q_AGE: int
JOB_FIELDS: tuple[str, ...]

def true_ratio(a: int, b: int, c: int) -> float: ...
def dynamic_score(
    score: str, now: int, submit: int, cores: int, walltime: int, aux: float
) -> float: ...
def conservative_starts(
    now: int,
    free: int,
    run_ends: list[tuple[int, int]],
    units: list[int],
    need: Sequence[int],
    duration: Sequence[int],
) -> list[int] | None: ...
def swf_header(data: str | bytes) -> list[tuple[str, str]]: ...
def swf_jobs(
    data: str | bytes, path: str, machine: int, limit: int
) -> tuple[bytes, bytes, bytes, bytes, bytes, bytes, bytes, tuple[int, int, int], int] | None: ...
def make_jobs(
    cls: type,
    id: Sequence[int],
    submit: Sequence[int],
    cores: Sequence[int],
    walltime: Sequence[int],
    runtime: Sequence[int],
    user: Sequence[int],
    queue: list[str],
    workflow: Sequence[int],
) -> list[Any]: ...

class BatchCore:
    # a per-job int column may be given as the bytes of native int64s (an array("q")'s)
    def __init__(
        self,
        submit: Sequence[int] | bytes,
        cores: Sequence[int] | bytes,
        walltime: Sequence[int] | bytes,
        runtime: Sequence[int] | bytes,
        units: Sequence[int] | bytes,
        total: int,
        priority: str,
        backfill: str,
        keys: Sequence[float] | None = None,
        aux: Sequence[float] | None = None,
        depth: int | None = None,
        bf_interval: int = 0,
        grace: int = 0,
        rank_walltime: Sequence[int] | None = None,
        eligible: Sequence[int] | None = None,
        deps: tuple[Sequence[int], Sequence[int]] | None = None,
        until: int | None = None,
        pools: Sequence[int] | None = None,
        pool_need: Sequence[int] | bytes | None = None,
        part: Sequence[int] | None = None,
        partitions: int = 0,
    ) -> None: ...
    def run(self, budget: int | None = None) -> bool: ...
    def advance(self) -> bool: ...
    def pass_(self) -> None: ...
    def backfill(self, head: int | None = None) -> None: ...
    def order(self, limit: int | None = None) -> list[int]: ...
    def copy(self) -> BatchCore: ...
    def forget_future(self) -> None: ...
    @property
    def now(self) -> int: ...
    @property
    def free(self) -> int: ...
    @property
    def pool_free(self) -> list[int] | None: ...
    @property
    def finished(self) -> int: ...
    @property
    def backfill_due(self) -> bool: ...
    @property
    def queue_len(self) -> int: ...
    @property
    def held(self) -> int: ...
    def finish(self) -> tuple[list[int], list[int], list[int]]: ...
    def schedule(self) -> tuple[list[int], list[int], list[int]]: ...
    def times(self, jobs: Sequence[int]) -> tuple[list[int], list[int]]: ...

class DispatchCore:
    def __init__(
        self,
        core: BatchCore,
        window: int,
        weights: list[tuple[str, float]],
        static_rows: Sequence[float],
        warmup_end: int,
        horizon: int | None,
        cores_total: int,
        unit_cores: int,
        tau: int,
    ) -> None: ...
    def set_base(self, scores: Sequence[float], tol: float) -> None: ...
    def options(self, k: int) -> list[int]: ...
    def rollouts(
        self, actions: Sequence[int], online: bool, runtimes: bool = False
    ) -> list[float]: ...
    def next_decision(self) -> bool: ...
    def apply(self, a: int) -> None: ...
    def wait(self) -> bool: ...
    def reward(self) -> float: ...
    def final_reward(self, exact: float) -> float: ...
    def observe(self, address: int, len: int) -> None: ...
    def forget_future(self, runtimes: bool = False) -> None: ...
    def copy(self) -> DispatchCore: ...
    def snapshot(self) -> bytes: ...
    def restore(self, data: bytes) -> None: ...
    def engine(self) -> BatchCore: ...
    @property
    def mask(self) -> list[bool]: ...
    @property
    def window_jobs(self) -> list[int]: ...
    @property
    def finished(self) -> int: ...
    @property
    def in_pass(self) -> bool: ...
    @property
    def now(self) -> int: ...
    @property
    def free(self) -> int: ...
    @property
    def backfill_due(self) -> bool: ...
    def schedule(self) -> tuple[list[int], list[int], list[int]]: ...
    def times(self, jobs: Sequence[int]) -> tuple[list[int], list[int]]: ...

class WindowSource:
    def __init__(
        self,
        submit: Sequence[int] | bytes,
        cores: Sequence[int] | bytes,
        walltime: Sequence[int] | bytes,
        runtime: Sequence[int] | bytes,
        units: Sequence[int] | bytes,
        total: int,
        priority: str,
        backfill: str,
        static_rows: Sequence[float],
        submit_col: int,
        window: int,
        weights: list[tuple[str, float]],
        cores_total: int,
        unit_cores: int,
        tau: int,
        keys: Sequence[float] | None = None,
        aux: Sequence[float] | None = None,
        depth: int | None = None,
        bf_interval: int = 0,
        grace: int = 0,
    ) -> None: ...
    def episode(self, start: int, len: int) -> DispatchCore: ...

class DispatchVec:
    def __init__(
        self,
        num_envs: int,
        window: int,
        max_steps: int | None,
        invalid_action: str,
        invalid_penalty: float,
        source: WindowSource | None = None,
    ) -> None: ...
    def bind(
        self,
        obs: tuple[int, int],
        actions: tuple[int, int],
        rewards: tuple[int, int],
        flags: tuple[int, int],
        ends: tuple[int, int],
    ) -> None: ...
    def install(self, i: int, core: DispatchCore) -> None: ...
    def carve(self, i: int, start: int, len: int) -> None: ...
    def begin(self, i: int) -> None: ...
    def step(self) -> None: ...
    def snapshot(self) -> bytes: ...
    def restore(self, data: bytes) -> None: ...
    def episode(self, i: int) -> DispatchCore: ...
    @property
    def num_envs(self) -> int: ...
