"""``gymnasium.make_vec("hpcgym/Dispatch-v0", num_envs=N)``: N dispatch episodes stepped by the
compiled core in one call (:class:`hpcgym._core.DispatchVec`), as EnvPool and PufferLib step
theirs.

The buffers (observations, actions, rewards, flags, end-of-episode values) are numpy arrays
allocated once here and written in place by the core; no Python runs per sub-env step. Each
sub-env replays exactly the episodes of a :class:`~hpcgym.envs.dispatch.env.DispatchEnv` under
the same seed (sub-env ``i`` of ``reset(seed=s)`` is ``reset(seed=s + i)``, tested in
lockstep to the bit), with Gymnasium's next-step autoreset: the step after an episode ends
returns the first observation of the next one (reward 0, its reset info). A trace window's
next episode is carved from the trace's columns by the core (:class:`hpcgym._core.
WindowSource`); other episode sources (generated Edison workloads, whole workloads, RLScheduler's
windows, F1's queue order, whose keys move with a window's origin) are built in Python at each
autoreset. A configuration the compiled core does not run (``engine="python"``, rendering,
workflows or dependencies, the ``wf_turnaround`` term, Moab or RLScheduler's rules) gets
Gymnasium's ``SyncVectorEnv`` of single envs instead (:func:`make_vector`).

The final info of an episode holds ``objective``, ``default_steps`` and ``metrics`` with the
objective's terms (``mean_bsld``, ``mean_wait_h``, ``actual_utilization``, ``makespan_s``),
equal to the single env's; the single env's other metrics (percentiles, medians) are not
computed here.

It pickles mid-episode (Ray, multiprocessing, checkpoints): the single env it was made from,
each sub-env's random stream, the buffers and the core's snapshot of every sub-env
(``DispatchVec.snapshot``, each episode as ``DispatchCore.snapshot`` holds it); the copy goes
on as the original, across autoresets (tested).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from hpcgym.batch import compiled
from hpcgym.batch.columns import job_columns
from hpcgym.batch.metrics import TAU
from hpcgym.batch.policies import make_queue
from hpcgym.batch.workload import Workload
from hpcgym.envs.batch_window.episodes import EdisonEpisodes, TraceWindows, WholeWorkload
from hpcgym.envs.batch_window.observation import QUEUE, static_features
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.spaces import InvalidActionError
from hpcgym.envs.dispatch.compiled import make_core, obs_blocks, split_obs, unsupported
from hpcgym.envs.dispatch.env import DispatchEnv
from hpcgym.errors import EnvArgumentError, WorkloadError

END_KEYS = ("objective", "mean_bsld", "mean_wait_h", "actual_utilization", "makespan_s")


def make_vector(num_envs: int = 1, *, copy: bool = True, **env_kwargs: Any) -> VectorEnv:
    """Gymnasium's ``vector_entry_point`` of the dispatch ids: a :class:`DispatchVectorEnv`
    where the compiled core runs the configuration, else a ``SyncVectorEnv`` of single envs
    (``engine="compiled"`` refuses instead)."""
    env = DispatchEnv(**env_kwargs)
    why = native_unsupported(env)
    if why is None:
        return DispatchVectorEnv(num_envs, copy=copy, env=env)
    if env.engine == "compiled":
        raise EnvArgumentError(f"DispatchVectorEnv: engine='compiled' cannot run this: {why}")
    return gym.vector.SyncVectorEnv(
        [lambda: DispatchEnv(**env_kwargs) for _ in range(num_envs)], copy=copy
    )


def native_unsupported(env: DispatchEnv) -> str | None:
    """Why the compiled core cannot run every episode of ``env`` (None: it can)."""
    if env.engine == "python":
        return "engine='python' asks for the Python simulator"
    eps = env.episodes
    if isinstance(eps, EdisonEpisodes) and eps.workflows is not None:
        return "episodes with workflows run on the Python simulator"
    whole = eps.workload if isinstance(eps, TraceWindows | WholeWorkload) else None
    workload = whole if whole is not None else Workload([], eps.cluster)
    return unsupported(env.config, workload, env.weights, env.render_mode is not None)


class DispatchVectorEnv(VectorEnv):
    """N episodes of a :class:`~hpcgym.envs.dispatch.env.DispatchEnv` stepped by the compiled
    core in one call; see the module's docstring. ``copy=False`` returns views of the
    observation buffer, overwritten by the next step (PufferLib's way; faster)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    def __init__(self, num_envs: int, *, copy: bool = True, env: DispatchEnv) -> None:
        self.num_envs = kwargs.count("DispatchVectorEnv", "num_envs", num_envs, lo=1)
        self.env = env
        self.copy = bool(copy)
        k = env.window
        self.single_observation_space = env.observation_space
        self.single_action_space = gym.spaces.Discrete(k + 1)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._blocks = obs_blocks(k)
        n = num_envs
        self._obs = np.zeros((n, self._blocks[-1].stop), np.float32)
        self._actions = np.zeros(n, np.int64)
        self._rewards = np.zeros(n, np.float64)
        self._flags = np.zeros((n, 4), np.bool_)
        self._ends = np.zeros((n, len(END_KEYS) + 1), np.float64)
        self._source = window_source(env)
        self._core = compiled._core.DispatchVec(
            n, k, env.max_steps, env.invalid_action, env.invalid_penalty, self._source
        )
        self._core.bind(*((a.ctypes.data, a.size) for a in self._buffers()))
        self._rngs: list[np.random.Generator | None] = [None] * n
        self._pending: list[dict[str, Any]] = [{} for _ in range(n)]
        self._started = False

    def reset(
        self, *, seed: int | Sequence[int | None] | None = None, options: dict | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Begin a new episode in every sub-env. ``seed``: an int (sub-env ``i`` gets
        ``seed + i``) or one per sub-env; ``options={"episode": [i_0, ...]}`` replays each
        sub-env's split episode of that index (None: a drawn one)."""
        where = "DispatchVectorEnv.reset"
        n = self.num_envs
        seeds = seed_list(seed, n, where)
        opts = dict(options or {})
        unknown = [k for k in opts if k != "episode"]
        if unknown:
            raise EnvArgumentError(f"{where}: unknown option(s) {unknown}; known: episode")
        episodes = opts.get("episode")
        if episodes is not None and (isinstance(episodes, int | str) or len(episodes) != n):
            raise EnvArgumentError(
                f"{where}: options['episode'] needs one index (or None) per sub-env"
            )
        # object arrays: an enumerated episode's index beside None (a drawn one)
        infos: dict[str, Any] = {k: np.full(n, None, object) for k in ("episode", "episode_seed")}
        for i in range(n):
            if seeds[i] is not None or self._rngs[i] is None:
                self._rngs[i], _ = seeding.np_random(seeds[i])
            ep = None if episodes is None else episode_option({"episode": episodes[i]})
            info = self._install(i, ep)
            self._core.begin(i)
            infos = self._add_info(infos, info, i)
        self._started = True
        return self._observation(), infos

    def step(
        self, actions: Any
    ) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        if not self._started:
            raise RuntimeError("DispatchVectorEnv.step() called before reset()")
        try:
            self._actions[:] = actions
        except (TypeError, ValueError, OverflowError) as e:
            raise InvalidActionError(
                f"DispatchVectorEnv: actions must be {self.num_envs} integers ({e})"
            ) from e
        try:
            self._core.step()
        except ValueError as e:
            if self.env.invalid_action == "raise" and str(e).startswith("sub-env"):
                raise InvalidActionError(f"DispatchVectorEnv: {e}") from None
            raise
        flags = self._flags
        infos: dict[str, Any] = {}
        if flags.any():
            infos = self._events()
        rewards, terminated, truncated = self._rewards, flags[:, 0], flags[:, 1]
        return (
            self._observation(),
            rewards.copy(),
            terminated.copy(),
            truncated.copy(),
            infos,
        )

    def __getstate__(self) -> dict[str, Any]:
        """What rebuilds the vector env mid-episode: the single env it was made from, each
        sub-env's random stream and pending reset info, the buffers, and the core's
        snapshot of every sub-env (``DispatchVec.snapshot``: counters and episodes)."""
        return {
            "num_envs": self.num_envs,
            "copy": self.copy,
            "env": self.env,
            "rngs": self._rngs,
            "pending": self._pending,
            "started": self._started,
            "buffers": [a.copy() for a in self._buffers()],
            "core": self._core.snapshot(),
        }

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["num_envs"], copy=state["copy"], env=state["env"])  # type: ignore[misc]
        self._core.restore(state["core"])
        for a, saved in zip(self._buffers(), state["buffers"]):
            a[...] = saved
        self._rngs = state["rngs"]
        self._pending = state["pending"]
        self._started = state["started"]

    def action_masks(self) -> np.ndarray:
        """Valid actions of every sub-env now (N x (window + 1) bools)."""
        return self._obs[:, self._blocks[-1]] > 0.5

    # --- internals ------------------------------------------------------------------------

    def _buffers(self) -> tuple[np.ndarray, ...]:
        """The arrays the core writes, in ``DispatchVec.bind``'s order."""
        return (self._obs, self._actions, self._rewards, self._flags, self._ends)

    def _observation(self) -> dict[str, np.ndarray]:
        flat = self._obs.copy() if self.copy else self._obs
        return split_obs(flat, self._blocks, self.env.window)

    def _events(self) -> dict[str, Any]:
        """The step's infos: end-of-episode values, the next episode installed; the reset
        info of sub-envs that began one; invalid actions."""
        infos: dict[str, Any] = {}
        flags, ends = self._flags, self._ends
        for i in np.flatnonzero(flags.any(axis=1)).tolist():
            info: dict[str, Any] = {}
            if flags[i, 2]:
                info.update(self._pending[i])
            if flags[i, 3]:
                info["invalid_action"] = True
            if flags[i, 0] or flags[i, 1]:
                row = ends[i]
                metrics = dict(zip(END_KEYS[1:], row[1:5].tolist()))
                metrics["makespan_s"] = int(metrics["makespan_s"])
                info.update(objective=float(row[0]), metrics=metrics, default_steps=int(row[5]))
                self._pending[i] = self._install(i, None)
            infos = self._add_info(infos, info, i)
        return infos

    def _install(self, i: int, episode: int | None) -> dict[str, Any]:
        """Put sub-env ``i``'s next episode in the core; its reset info."""
        eps, rng = self.env.episodes, self._rngs[i]
        assert rng is not None  # reset seeds every sub-env first
        if self._source is not None:
            assert isinstance(eps, TraceWindows)
            s, e = eps.bounds(rng, episode)
            self._core.carve(i, s, e - s)
            return {
                "episode": episode,
                "episode_seed": None,
                "workload": eps.name(s),
                "jobs": e - s,
            }
        drawn = eps.draw(rng, episode)
        workload = drawn.workload
        if not len(workload):
            raise WorkloadError(f"{workload.name}: an episode needs at least one job")
        why = unsupported(self.env.config, workload, self.env.weights, False)
        if why is not None:
            raise EnvArgumentError(f"DispatchVectorEnv: episode {workload.name}: {why}")
        self._core.install(
            i, make_core(workload, self.env.config, self.env.window, self.env.weights)
        )
        return {
            "episode": episode,
            "episode_seed": drawn.seed,
            "workload": drawn.name,
            "jobs": len(workload),
        }


def seed_list(seed: Any, n: int, where: str) -> list[int | None]:
    """One seed (or None) per sub-env: ``seed + i`` of an int, a sequence as given."""
    if seed is None:
        return [None] * n
    if isinstance(seed, Sequence) and not isinstance(seed, str):
        if len(seed) != n:
            raise EnvArgumentError(f"{where}: {len(seed)} seeds for {n} sub-envs")
        return [None if s is None else kwargs.count(where, "seed", s, lo=0) for s in seed]
    first = kwargs.count(where, "seed", seed, lo=0)
    return [first + i for i in range(n)]


def window_source(env: DispatchEnv) -> Any:
    """The core's :class:`hpcgym._core.WindowSource` of ``env``'s trace windows of ``jobs``
    jobs, or None where episodes are built in Python (other sources, F1's queue order)."""
    eps = env.episodes
    if not isinstance(eps, TraceWindows) or eps.jobs is None:
        return None
    if not env.config.order.shift_free:  # F1's keys move with a window's time origin
        return None
    workload = eps.workload
    order, options = compiled.core_order(workload, env.config, make_queue(env.config, workload))
    columns = job_columns(workload)
    cl = workload.cluster
    if options.pop("eligible", None) is not None:
        return None
    return compiled._core.WindowSource(
        compiled.ints(columns.submit),
        compiled.ints(columns.cores),
        compiled.ints(columns.walltime),
        compiled.ints(columns.runtime),
        compiled.unit_column(workload),
        cl.total_units,
        order,
        env.config.backfill,
        static_features(workload).ravel().tolist(),
        QUEUE.submit,
        env.window,
        list(env.weights.items()),
        cl.total_cores,
        cl.unit_cores,
        TAU,
        depth=env.config.depth,
        bf_interval=env.config.bf_interval,
        grace=env.config.grace,
        **options,
    )
