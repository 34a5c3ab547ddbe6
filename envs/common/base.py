"""The base every hpcgym env derives from: Gymnasium plumbing once, each family only its parts.

As Gymnasium's ``MujocoEnv`` does for ``Hopper``, :class:`HPCEnv` owns ``reset`` / ``step``,
the step-after-end guard, action checks and masks, ``invalid_action`` handling, ``max_steps``
truncation, rendering and the render history. A family (one folder of :mod:`hpcgym.envs`)
writes only:

- :meth:`~HPCEnv._begin`: draw the episode from ``self.np_random`` and build the engine;
- :meth:`~HPCEnv._next_decision`: advance the engine to the next decision and set
  ``self._mask`` (True once the episode is over);
- :meth:`~HPCEnv._apply`: carry out a valid action;
- :meth:`~HPCEnv._default_action`: the action the family takes when the agent gives none
  (each family's docstring says which and why);
- :meth:`~HPCEnv._wait`: let simulated time go on without acting, if anything can happen;
- :meth:`~HPCEnv._observe`, :meth:`~HPCEnv._reward`, :meth:`~HPCEnv._final`;
- optionally :meth:`~HPCEnv._truncate`, :meth:`~HPCEnv._explain` and :meth:`~HPCEnv._render_frame`.

``invalid_action`` says what an action the mask forbids (or out of range, or not an integer)
does; every mode but ``"raise"`` sets ``info["invalid_action"] = True`` on that step:

- ``"raise"`` (default): :class:`InvalidActionError` naming the valid actions;
- ``"noop"``: the action is not taken and simulated time goes on to the engine's next event
  (:meth:`HPCEnv._wait`, per family), at the ordinary cost of that interval, so stalling costs
  what waiting costs. When nothing can happen without the agent (nothing runs, nothing is left
  to arrive), the episode cannot stall: the family's default action is taken for that step,
  the least that moves it on (an agent that keeps refusing gets one job or task going at a
  time, never the default policy's whole schedule);
- ``"penalty"``: ``"noop"``, and the step's reward is lowered by ``invalid_penalty``;
- ``"fallback"``: the family's default action is taken instead (:meth:`HPCEnv._default_action`),
  so RL code that cannot mask still makes progress; an agent that only sends invalid actions
  makes exactly the default-action agent's episode.

So no mode gives an invalid action a free lunch: the episode always ends, and its objective
charges every job or workflow. Rewards sum to exactly minus ``info["objective"]`` under
``"raise"``, ``"noop"`` and ``"fallback"`` (under ``"penalty"``, minus the objective and the
penalties).

``max_steps`` is the one step limit of every env: after that many steps (an invalid action
counts) the episode is truncated. A truncated episode (``max_steps``, or a family's own
:meth:`HPCEnv._truncate`, e.g. an overloaded queue) charges the work it left: the family's
default action plays it to the end (:meth:`HPCEnv._finish_with_default`), so the last step's
info reports the objective and metrics of a whole run, the last reward makes the rewards sum to
minus that objective, and no episode looks better for being cut with work undone
(``info["default_steps"]`` counts the decisions the default action took, to finish a cut
episode or to move a stalled one on). The last reward of a cut episode thus holds the cost of
the rest: RL code that bootstraps a value at truncation may treat that end as terminal.
Gymnasium's ``TimeLimit`` (``gym.make(id, max_episode_steps=N)``) would cut the episode
without that info, so hpcgym registers no ``max_episode_steps`` and its checked env kwargs
refuse it.

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

INVALID_ACTIONS = ("raise", "noop", "penalty", "fallback")
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
        self._default_steps = 0
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

    def _default_action(self) -> int:
        """The action the family takes for an agent that gives none (valid now): what
        ``"fallback"`` takes and what finishes a cut or stalled episode."""
        raise NotImplementedError

    def _wait(self) -> bool:
        """Under ``"noop"``: let simulated time go on without taking the action (the base
        advances to the next decision afterwards); False, with nothing changed, when nothing
        can happen unless the agent acts."""
        return False

    def _observe(self) -> dict[str, np.ndarray]:
        raise NotImplementedError

    def _reward(self) -> float:
        """The reward of a step that did not end the episode."""
        raise NotImplementedError

    def _final(self) -> tuple[float, dict[str, Any]]:
        """The last reward and the end-of-episode info (``metrics``, ``objective``, ...) of
        the finished run, making the episode's rewards sum to minus the objective."""
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
        if seed is not None:  # one rule with options["episode"]: any integer >= 0, NumPy's too
            seed = kwargs.count(where, "seed", seed, lo=0)
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
        self._default_steps = 0
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
        invalid = a is None
        if invalid and self.invalid_action == "fallback":
            a = self._default_action()
        if a is None and not self._wait():
            # nothing happens unless the agent acts: the default action moves the episode on
            a = self._default_action()
            self._default_steps += 1
        if a is not None:
            self._apply(a)
        terminated = self._next_decision()
        truncated = not terminated and (self._max_steps_reached() or self._truncate())
        if truncated:
            self._finish_with_default()
        if terminated or truncated:
            self._done = True
            reward, info = self._final()
            info["default_steps"] = self._default_steps
        else:
            reward, info = self._reward(), {}
        if invalid:
            info["invalid_action"] = True
            if self.invalid_action == "penalty":
                reward -= self.invalid_penalty
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

    def _finish_with_default(self) -> None:
        """Play the family's default action from the current decision until the episode is
        over: how a cut or stalled episode charges the work it left (its objective is that
        of the finished run)."""
        while True:
            self._apply(self._default_action())
            self._default_steps += 1
            if self._next_decision():
                return

    def _check(self, action: Any) -> int | None:
        """The action as an int if valid; None if invalid under a mode other than ``"raise"``."""
        n = len(self._mask)
        try:
            a = int(action)
            integral = a == action
        except (TypeError, ValueError, OverflowError):  # an infinity overflows int()
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
