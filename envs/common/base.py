"""The base every hpcgym env derives from: Gymnasium plumbing once, each family only its parts.

As Gymnasium's ``MujocoEnv`` does for ``Hopper``, :class:`HPCEnv` owns ``reset`` / ``step``,
the step-after-end guard, action checks and masks, ``invalid_action`` handling, ``max_steps``
truncation, rendering and the render history. A family (one folder of :mod:`hpcgym.envs`)
writes only:

- :meth:`~HPCEnv._begin`: draw the episode from ``self.np_random`` and build the engine;
- :meth:`~HPCEnv._next_decision`: advance the engine to the next decision and set
  ``self._mask`` (True once the episode is over);
- :meth:`~HPCEnv._apply`: carry out a valid action;
- :meth:`~HPCEnv._observe`, :meth:`~HPCEnv._reward`, :meth:`~HPCEnv._final`;
- optionally :meth:`~HPCEnv._truncate`, :meth:`~HPCEnv._explain` and :meth:`~HPCEnv._render_frame`.

``invalid_action`` says what an action the mask forbids (or out of range, or not an integer)
does: ``"raise"`` (default) raises :class:`InvalidActionError` with the valid actions;
``"noop"`` ignores it (no simulated time passes, the observation is unchanged, reward 0,
``info["invalid_action"] = True``); ``"penalty"`` does the same with reward
``-invalid_penalty``. The last two are for RL code that cannot mask (plain PPO, DQN, RLlib);
an ignored step still counts toward ``max_steps``, so a deterministic agent that keeps
choosing a forbidden action is truncated rather than stuck.

``max_steps`` is the one step limit of every env: after that many steps (an ignored invalid
action counts) the episode is truncated and the last step's info still reports the episode
(``metrics`` and the running ``objective``, :meth:`HPCEnv._final`). Gymnasium's ``TimeLimit``
(``gym.make(id, max_episode_steps=N)``) would cut the episode without that info, so hpcgym
registers no ``max_episode_steps`` and its checked env kwargs refuse it. A family may add
its own reason to truncate (:meth:`HPCEnv._truncate`, e.g. an overloaded queue), not another
step limit.

``reset(options=...)`` takes the keys of :attr:`HPCEnv.reset_options` (``"episode"``: the
split's ``i``-th episode instead of a random one, in every family) and refuses any other. The
reset info of every family holds :data:`INFO_KEYS`: ``episode`` (the index asked for, or None),
``episode_seed`` (the generator seed the episode was drawn from, None for a trace window) and
``workload`` (a name for what the episode replays), plus the family's own keys.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, TypeVar

import gymnasium as gym
import numpy as np

from hpcgym.envs.common import kwargs
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.spaces import InvalidActionError, MaskedDiscrete
from hpcgym.errors import EnvArgumentError

INVALID_ACTIONS = ("raise", "noop", "penalty")
INFO_KEYS = ("episode", "episode_seed", "workload")


StateT = TypeVar("StateT")


class HPCEnv(gym.Env, Generic[StateT]):
    """Reset/step plumbing over a simulation engine with a ``Discrete(n_actions)`` decision."""

    # gymnasium.Env declares metadata an instance attribute, so it cannot be a ClassVar here
    metadata: dict[str, Any] = {"render_modes": ["rgb_array"], "render_fps": 4}  # noqa: RUF012
    #: The keys ``reset(options=...)`` accepts; a family adds its own.
    reset_options: ClassVar[tuple[str, ...]] = ("episode",)
    #: Everything an episode changes, in one dataclass of the family's ``types.py``: set by
    #: ``_begin`` (a plain attribute, read on every step), absent before the first reset.
    _state: StateT

    def __init__(
        self,
        n_actions: int,
        *,
        max_steps: int | None = None,
        render_mode: str | None = None,
        invalid_action: str = "raise",
        invalid_penalty: float = 1.0,
    ) -> None:
        name = type(self).__name__
        if render_mode is not None and (
            not isinstance(render_mode, str) or render_mode not in self.metadata["render_modes"]
        ):
            raise EnvArgumentError(
                f"{name}: unsupported render_mode {render_mode!r}; known: "
                f"{', '.join(self.metadata['render_modes'])}"
            )
        max_steps = kwargs.optional_count(name, "max_steps", max_steps)
        if not isinstance(invalid_action, str) or invalid_action not in INVALID_ACTIONS:
            raise EnvArgumentError(
                f"{name}: unknown invalid_action {invalid_action!r}; known: "
                f"{', '.join(INVALID_ACTIONS)}"
            )
        invalid_penalty = kwargs.real(name, "invalid_penalty", invalid_penalty, lo=0)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.invalid_action = invalid_action
        self.invalid_penalty = float(invalid_penalty)
        self.action_space = MaskedDiscrete(n_actions, self.action_masks)
        self.sim: Any = None  # the engine of the current episode, built by _begin
        self.history: list[tuple[float, int, int]] = []
        self._mask = np.zeros(n_actions, bool)
        self._done = True
        self._steps = 0
        self._t0 = 0.0

    # --- what a family writes -------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        """Draw the episode (from ``self.np_random`` only) and build the engine; the reset info."""
        raise NotImplementedError

    def _next_decision(self) -> bool:
        """Advance to the next state where the agent has a choice and set ``self._mask``;
        True once the episode is over."""
        raise NotImplementedError

    def _apply(self, action: int) -> None:
        """Carry out a valid action (the base advances to the next decision afterwards)."""
        raise NotImplementedError

    def _observe(self) -> dict[str, np.ndarray]:
        raise NotImplementedError

    def _reward(self) -> float:
        """The reward of a step that did not end the episode."""
        raise NotImplementedError

    def _final(self, terminated: bool) -> tuple[float, dict[str, Any]]:
        """The last reward and the end-of-episode info (``metrics``, ``objective``, ...)."""
        raise NotImplementedError

    def _truncate(self) -> bool:
        """A family's own reason to cut the episode short (besides ``max_steps``)."""
        return False

    def _explain(self, action: int) -> str:
        """Why a masked ``action`` is invalid now (the base adds the valid actions)."""
        return f"action {action} is masked"

    def _render_frame(self) -> np.ndarray:
        raise NotImplementedError

    # --- Gymnasium API --------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict, dict]:
        where = f"{type(self).__name__}.reset"
        if options is not None:
            kwargs.kind(where, "options", options, Mapping, "a dict or None")
        if seed is not None:
            kwargs.count(where, "seed", seed, lo=0)
        super().reset(seed=seed)
        opts = dict(options or {})
        unknown = [k for k in opts if k not in self.reset_options]
        if unknown:
            raise EnvArgumentError(
                f"{type(self).__name__}.reset: unknown option(s) "
                f"{', '.join(map(repr, unknown))}; known: "
                f"{', '.join(self.reset_options)}"
            )
        episode = episode_option(opts)
        self.history = []
        self._steps = 0
        self._t0 = time.perf_counter()
        info = {"episode": episode, **self._begin(opts)}
        self._done = False
        if self._next_decision():
            raise EnvArgumentError(f"{type(self).__name__}: the episode has no decision to make")
        return self._observe(), info

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        if self._done:
            raise RuntimeError(
                f"{type(self).__name__}.step() called after the episode ended; call reset()"
            )
        a = self._check(action)
        self._steps += 1
        if a is None:
            return self._ignored()
        self._apply(a)
        terminated = self._next_decision()
        truncated = not terminated and (self._max_steps_reached() or self._truncate())
        if terminated or truncated:
            self._done = True
            reward, info = self._final(terminated)
        else:
            reward, info = self._reward(), {}
        return self._observe(), float(reward), terminated, truncated, info

    @property
    def state(self) -> StateT:
        """The current episode's state (what the family's ``types.py`` holds)."""
        state = self.state_or_none
        if state is None:
            raise RuntimeError(f"{type(self).__name__}: no episode yet; call reset() first")
        return state

    @property
    def state_or_none(self) -> StateT | None:
        """The current episode's state, or None before the first reset."""
        return getattr(self, "_state", None)

    def action_masks(self) -> np.ndarray:
        """Valid actions now (what sb3-contrib's MaskablePPO asks for)."""
        return self._mask.copy()

    def render(self) -> np.ndarray | None:
        if self.render_mode != "rgb_array" or self.sim is None:
            return None
        return self._render_frame()

    # --- internals ------------------------------------------------------------------------

    def _max_steps_reached(self) -> bool:
        return self.max_steps is not None and self._steps >= self.max_steps

    def _check(self, action: Any) -> int | None:
        """The action as an int if valid; None if invalid and ``invalid_action`` ignores it."""
        n = len(self._mask)
        try:
            a = int(action)
            integral = a == action
        except (TypeError, ValueError):
            a, integral = -1, False
        if integral and 0 <= a < n and self._mask[a]:
            return a
        if self.invalid_action != "raise":
            return None
        if not integral:
            msg = f"action {action!r} is not an integer"
        elif not 0 <= a < n:
            msg = f"action {a} out of range: Discrete({n}) takes 0..{n - 1}"
        else:
            msg = self._explain(a)
        valid = np.flatnonzero(self._mask).tolist()
        raise InvalidActionError(f"{type(self).__name__}: {msg} (valid actions: {valid})")

    def _ignored(self) -> tuple[dict, float, bool, bool, dict]:
        """An invalid action under ``invalid_action="noop"`` or ``"penalty"``."""
        reward = -self.invalid_penalty if self.invalid_action == "penalty" else 0.0
        info: dict[str, Any] = {"invalid_action": True}
        truncated = self._max_steps_reached()
        if truncated:
            self._done = True
            last, info = self._final(False)
            info["invalid_action"] = True
            reward += last
        return self._observe(), float(reward), False, truncated, info
