"""A hindsight look-ahead dispatcher: the rollout algorithm over a baseline (Bertsekas,
*Rollout algorithms for combinatorial optimization*, 1997), to measure how much room a
learned dispatcher has.

At each decision with more than one valid action it tries ``candidates`` actions, each on a
copy of the env rolled out with the base to the end of the episode, and takes the one whose
episode objective is lowest: on a dispatch env the base heuristic's best startable jobs (by
its score), on WorkflowSubmit / TaskDispatch the base's choice then the other valid actions in
index order; the base's own choice always first. The copies run the simulator's true runtimes,
future arrivals and random draws, which no deployable agent sees: this is an oracle bound, not
a policy. Because the episode is deterministic and the base's choice is always a candidate,
its objective is never above the base's (the rollout algorithm's cost improvement; tested).
With ``every`` > 1 it branches only at every ``every``-th step of the episode and follows the
base elsewhere: cheaper, still never above the base, but a looser bound. Used by name as
``lookahead:BASE[:K[:EVERY]]`` (e.g. ``lookahead:f1:3``, ``lookahead:always-woas:3``,
``lookahead:bf:2:20``) wherever agents are named.

``rollout:BASE[:K[:EVERY]]`` is the same algorithm without hindsight, on dispatch envs: each
copy first forgets what a scheduler cannot know (no arrival after now, requested walltimes as
runtimes: :meth:`~hpcgym.envs.dispatch.env.DispatchEnv.forget_future`) and scores the jobs
submitted so far. It is a deployable online planner, and what is left of the hindsight bound's
room once the oracle's knowledge is taken away. ``rollout:BASE:K+runtimes`` replaces the
requests by a runtime model learned from the jobs ended so far (:mod:`hpcgym.agents.runtimes`):
the copies run each job the share of its request the ended jobs used, and charge the wait of
a job not yet ended by its request class's expected slowdown weight. Deployed on a whole trace
(:mod:`hpcgym.agents.replay`), a planner works under its base's own queue order.

``rollout:BASE:K+mcS`` plans over S sampled scenarios instead of the requests (Monte Carlo
rollouts, as in Bertsekas's stochastic rollout): each unfinished job runs its request times the
runtime / request ratio of a recently ended job, the same scenarios for every candidate (common
random numbers), the objective averaged. ``+arrH`` also samples the jobs that arrive over the
next H hours, their gaps and shapes resampled from the recent arrivals (with ``+sS`` for S
scenarios of arrivals alone, runtimes the requests). Both run in the compiled core
(``DispatchCore.rollouts_sampled``, ``rust/src/dispatch/scenario.rs``); the draws are seeded by
the state, so a run is reproducible. ``+BASE`` (e.g. ``rollout:sjf:4+f1+wfp3``) adds
another heuristic's K best startable jobs to the candidates; the rollouts still finish with
the base.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import numpy as np

from hpcgym.agents.runtimes import RuntimeModel
from hpcgym.baselines.dispatch import SCORES, make_baseline
from hpcgym.batch.metrics import TAU
from hpcgym.batch.simulator import DONE, KILLED
from hpcgym.envs.batch_window.observation import QUEUE, static_features
from hpcgym.envs.dispatch.compiled import CompiledEpisode
from hpcgym.envs.registration import ENVS
from hpcgym.errors import InputError, UnknownNameError

PREFIX = "lookahead:"
ONLINE = "rollout:"  # the same without hindsight (dispatch envs only)
PREFIXES = (PREFIX, ONLINE)
RUNTIMES = "+runtimes"  # the online planner with the runtime model of agents/runtimes.py
# Orders whose keys are fixed at submission, so a sampled job's key follows from a seen job's;
# and Moab's, where a sampled job takes the seen job's class (rate, user and queue).
SAMPLED_ORDERS = ("fcfs", "sjf", "f1", "moab")
DISPATCH = ENVS["hpcgym/Dispatch-v0"].baselines
GENERIC = ("hpcgym/WorkflowSubmit-v0", "hpcgym/TaskDispatch-v0")  # candidates by index
REFUSED = {"hpcgym/Reservation-v0": "its reservation solver cannot be copied"}
# Bases whose score of a job is fixed at its submission: their rollouts run in the compiled core;
# and the window's own order (Moab's head), a score equal for every job (ties go to the window's
# first).
COMPILED_BASES = ("fcfs", "sjf", "f1", "moab")
POSITIONAL = ("moab",)
# Objectives equal to within this relative tolerance are ties (the earlier option is kept).
COST_TIE = 1e-9


class Lookahead:
    """The rollout algorithm over ``base`` on ``env``, registered as ``env_id`` (reads the env
    it is given)."""

    def __init__(
        self,
        env: Any,
        base: str = "f1",
        candidates: int = 3,
        env_id: str = "hpcgym/Dispatch-v0",
        every: int = 1,
        hindsight: bool = True,
        runtimes: bool = False,
        samples: int = 0,
        mc: bool = False,
        arrivals_h: float = 0.0,
        seed: int = 0,
        also: tuple[str, ...] = (),
    ) -> None:
        entry = ENVS[env_id]
        self.dispatch = entry.baselines == DISPATCH
        if self.dispatch and base not in SCORES:
            raise UnknownNameError(
                f"lookahead: unknown base heuristic {base!r}; known: {', '.join(SCORES)}"
            )
        if candidates < 1 or every < 1:
            raise InputError(f"lookahead: K and EVERY must be >= 1, got {candidates}, {every}")
        self.env = env.unwrapped
        try:
            self.base: Any = (make_baseline if self.dispatch else entry.make_baseline)(base, env)
        except InputError as e:
            raise UnknownNameError(
                f"lookahead: unknown base {base!r} for {env_id}; its baselines: "
                f"{entry.baselines_text()} ({e.args[0]})"
            ) from None
        if not (hindsight or self.dispatch):
            raise InputError(f"{ONLINE}{base}: works on the dispatch envs only, not {env_id}")
        if runtimes and hindsight:
            raise InputError(
                f"{PREFIX}{base}{RUNTIMES}: the hindsight bound knows the runtimes; the runtime "
                f"model is the online planner's ({ONLINE}BASE:K{RUNTIMES})"
            )
        if (samples or mc or arrivals_h) and (hindsight or runtimes):
            raise InputError(
                f"lookahead {base}: sampled scenarios (+mcS, +arrH, +sS) are the online "
                f"planner's, without {RUNTIMES} ({ONLINE}BASE:K+mcS[+arrH])"
            )
        if samples < 0 or arrivals_h < 0 or ((mc or arrivals_h) and samples < 1):
            raise InputError(
                f"{ONLINE}{base}: sampled scenarios need S >= 1 samples and H >= 0 hours, got "
                f"S={samples}, H={arrivals_h}"
            )
        self.candidates = candidates
        self.every = every
        self.hindsight = hindsight
        self.runtimes = runtimes
        if also and not self.dispatch:
            raise InputError(f"lookahead {base}: +BASE candidates are for the dispatch envs")
        unknown = [b for b in also if b not in SCORES]
        if unknown or base in also or len(set(also)) < len(also):
            raise InputError(
                f"lookahead {base}: +{'+'.join(also)}: the other bases' candidates need "
                f"heuristics of {', '.join(SCORES)}, each once and not the base itself"
            )
        self.also = [make_baseline(b, env) for b in also]
        self.samples = samples
        self.mc = mc
        self.arrivals_h = arrivals_h
        self.seed = seed
        self.departed = False  # whether the last choice was not the base's (imitate.py)
        self._episode: Any = None  # the compiled episode given the base's scores
        self.name = (
            (PREFIX if hindsight else ONLINE)
            + f"{base}:{candidates}"
            + (f":{every}" if every > 1 else "")
            + (RUNTIMES if runtimes else "")
            + (f"+mc{samples}" if mc else f"+s{samples}" if samples else "")
            + (f"+arr{arrivals_h:g}" if arrivals_h else "")
            + "".join(f"+{b}" for b in also)
        )

    def predict(
        self,
        observation: dict[str, np.ndarray],
        state: Any = None,
        episode_start: Any = None,
        deterministic: bool = True,
    ) -> tuple[int, None]:
        self.departed = False
        if self.every > 1 and self.env._steps % self.every:
            return self.base.choose(observation), None
        compiled = self._compiled()
        if compiled is None:
            options = self._options(observation)
        else:
            options = compiled.core.options(self.candidates)
        for other in self.also:
            options += [a for a in self._ranked(other, observation) if a not in options]
        if len(options) == 1:
            return options[0], None
        best = first_best(self._costs(options))
        self.departed = best > 0  # options[0] is the base's choice; ties keep it
        return options[best], None

    def _costs(self, options: list[int]) -> list[float]:
        """The episode objective after each option, by rollouts on copies: all in the
        compiled core where the env runs there and the base scores jobs by static features
        (:data:`COMPILED_BASES`), else one Python copy of the env per option."""
        compiled = self._compiled()
        if compiled is None and self.samples:
            raise InputError(
                f"{self.name}: sampled scenarios run in the compiled core only: a base of "
                f"{', '.join(COMPILED_BASES)} on a dispatch env without a step limit"
            )
        if compiled is None:
            charge = self._charge() if self.runtimes else None
            return [self._rollout(a, charge) for a in options]
        if self.samples:
            return self._sampled(compiled, options)
        costs: list[float] = compiled.core.rollouts(options, not self.hindsight, self.runtimes)
        return costs

    def _sampled(self, compiled: Any, options: list[int]) -> list[float]:
        """The objective after each option averaged over the sampled scenarios."""
        order = self.env.config.priority
        horizon = round(self.arrivals_h * 3600)
        if horizon and order not in SAMPLED_ORDERS:
            raise InputError(
                f"{self.name}: sampled arrivals need the env's queue order to be one of "
                f"{', '.join(SAMPLED_ORDERS)} (keys fixed at submission), not {order!r}"
            )
        costs: list[float] = compiled.core.rollouts_sampled(
            options, self.samples, self.mc, horizon, (self.base.name, order), self.seed
        )
        return costs

    def _compiled(self) -> Any:
        """The env's compiled episode, given the base's score of each of its jobs, if the
        planner can work in it (the env runs on the compiled core with no step limit, the base
        scores jobs by static features); else None."""
        env = self.env
        fast = getattr(env, "state_or_none", None)
        if (
            not isinstance(fast, CompiledEpisode)
            or env.max_steps is not None
            or self.base.name not in COMPILED_BASES
        ):
            return None
        if self._episode is not fast:
            static = static_features(env.sim.workload).astype(np.float64)
            if self.base.name in POSITIONAL:
                scores = [0.0] * len(static)
            else:
                scores = self.base.score(static, self.base.scales).tolist()
            fast.core.set_base(scores, self.base.tol)
            self._episode = fast
        return fast

    def _options(self, observation: dict[str, np.ndarray]) -> list[int]:
        """The base's choice, then (dispatch) its next-best startable jobs by its score, or
        (other envs) the other valid actions in index order; at most ``candidates``."""
        if not self.dispatch:
            first = self.base.choose(observation)
            valid = np.flatnonzero(np.asarray(observation["action_mask"]) > 0.5)
            return [first, *[int(a) for a in valid if a != first]][: self.candidates]
        return self._ranked(self.base, observation)

    def _ranked(self, base: Any, observation: dict[str, np.ndarray]) -> list[int]:
        """A dispatch heuristic's choice, then its next-best startable jobs by its score; at
        most ``candidates`` (the candidates another base adds with ``+BASE``)."""
        queue = np.asarray(observation["queue"], np.float64)
        mask = np.asarray(observation["action_mask"]) > 0.5
        K = queue.shape[0]
        first = base.choose(observation)
        fits = np.flatnonzero(mask[:K] & (queue[:, QUEUE.fits] > 0.5))  # startable now
        if not len(fits):
            return [first]
        scores = base.score(queue[fits], base.scales)
        ranked = [int(fits[k]) for k in np.argsort(scores, kind="stable")]
        return [first, *[a for a in ranked if a != first]][: self.candidates]

    def _rollout(self, action: int, charge: tuple[RuntimeModel, set[int]] | None = None) -> float:
        """The episode objective after ``action`` then the base to the end, on a copy; with
        ``charge`` (the runtime model, :meth:`_charge`) its bounded slowdown charged by it."""
        env = copy.deepcopy(self.env, memo=shared(self.env))
        if not self.hindsight:
            env.forget_future(self.runtimes)
        obs, _, term, trunc, info = env.step(action)
        while not (term or trunc):
            obs, _, term, trunc, info = env.step(self.base.choose(obs))
        objective = float(info["objective"])
        if charge is None or not env.weights.get("bsld"):
            return objective
        model, ended = charge
        s = env.sim.schedule()
        w = s.workload
        modelled = model.mean_bsld(
            [j.submit for j in w.jobs], s.start, s.end, env.sim.walltime, w.warmup_end, ended
        )
        simulated = info["metrics"]["mean_bsld"]
        if math.isnan(modelled) or math.isnan(simulated):
            return objective
        return objective + env.weights["bsld"] * (modelled - simulated)

    def _charge(self) -> tuple[RuntimeModel, set[int]]:
        """The runtime model of the jobs ended so far, and those jobs."""
        s = self.env.sim.schedule()
        model = RuntimeModel(s.start, s.end, s.status, self.env.sim.walltime, TAU)
        ended = {i for i, st in enumerate(s.status) if st in (DONE, KILLED)}
        return model, ended


def first_best(costs: list[float]) -> int:
    """The first option whose cost is the lowest, to within :data:`COST_TIE` relative (the
    compiled and the Python rollouts sum a schedule's metrics in different orders)."""
    best = min(costs)
    limit = best + COST_TIE * abs(best)
    return next(k for k, c in enumerate(costs) if c <= limit)


def shared(env: Any) -> dict[int, Any]:
    """The read-only episode data a copy of ``env`` keeps sharing (``deepcopy``'s memo): a
    dispatch env's ``episodes`` (trace or generator); WorkflowSubmit's ``episodes`` and its
    workload (``sim``'s, generated per episode or given), its frozen jobs and workflow runs;
    TaskDispatch's ``episodes``, ``state.episode`` and its DAGs (frozen; their ``_cache`` only
    memoises)."""
    from hpcgym.envs.dispatch import DispatchEnv
    from hpcgym.envs.workflow_submit import WorkflowSubmitEnv

    if isinstance(env, DispatchEnv):
        keep: list[Any] = [env.episodes]
    elif isinstance(env, WorkflowSubmitEnv):
        w = env.sim.workload
        keep = [env.episodes, w, w.jobs, w.workflows, *w.jobs, *w.workflows]
    else:  # TaskDispatch
        ep = env.state.episode
        keep = [env.episodes, ep, ep.dags, *ep.dags]
    return {id(x): x for x in keep}


def base_of(spec: str) -> str:
    """The base heuristic a ``lookahead:`` or ``rollout:`` spec names."""
    return spec.split(":")[1].split("+")[0]


def parse(spec: str, env: Any, env_id: str) -> Lookahead:
    """``lookahead:BASE[:K[:EVERY]]`` or ``rollout:BASE[:K[:EVERY]]`` with options
    ``+runtimes``, ``+mcS``, ``+sS``, ``+arrH`` and ``+BASE`` (that heuristic's candidates
    too) -> the agent on ``env`` (``env_id``): a dispatch env, WorkflowSubmit or TaskDispatch
    (Reservation's solver cannot be copied; ``rollout:`` on dispatch envs only)."""
    prefix = ONLINE if spec.startswith(ONLINE) else PREFIX
    ok = [k for k, s in ENVS.items() if s.baselines == DISPATCH]
    if prefix == PREFIX:
        ok += list(GENERIC)
    if env_id not in ok:
        why = f" ({REFUSED[env_id]})" if env_id in REFUSED else ""
        raise InputError(
            f"{prefix[:-1]} agent {spec!r}: works on {', '.join(ok)}, not {env_id}{why}"
        )
    head, *extras = spec.removeprefix(prefix).split("+")
    base, *nums = head.split(":")
    if len(nums) > 2 or not base:
        raise InputError(
            f"{prefix[:-1]} agent {spec!r}: write {prefix}BASE, {prefix}BASE:K "
            f"or {prefix}BASE:K:EVERY"
            + (f", each with {RUNTIMES} or +mcS[+arrH] or +sS+arrH" if prefix == ONLINE else "")
        )
    try:
        k, every = (int(x) for x in [*nums, *["3", "1"][len(nums) :]])  # defaults K=3, EVERY=1
    except ValueError:
        raise InputError(f"{prefix[:-1]} agent {spec!r}: K and EVERY must be integers") from None
    also = tuple(t for t in extras if t in SCORES)
    opts = options(spec, [t for t in extras if t not in SCORES])
    return Lookahead(
        env,
        base,
        k,
        env_id,
        every,
        hindsight=prefix == PREFIX,
        runtimes="runtimes" in opts,
        samples=int(opts.get("mc", opts.get("s", 0))),
        mc="mc" in opts,
        arrivals_h=opts.get("arr", 0.0),
        also=also,
    )


def options(spec: str, extras: list[str]) -> dict[str, float]:
    """The ``+`` options of ``spec``: ``runtimes``; ``mc``, ``s`` (samples, integers);
    ``arr`` (hours); each at most once, ``mc`` and ``s`` not both."""
    out: dict[str, float] = {}
    for token in extras:
        name = next((n for n in ("runtimes", "mc", "arr", "s") if token.startswith(n)), None)
        value = token.removeprefix(name) if name else ""
        try:
            number = float(value) if name == "arr" else int(value) if name in ("mc", "s") else 1
        except ValueError:
            number = -1
        bad = not math.isfinite(number) or number < 0
        if name is None or name in out or (name == "runtimes" and value) or bad:
            raise InputError(
                f"agent {spec!r}: bad option +{token}; the options are +runtimes, +mcS and +sS "
                "(S samples, an integer), +arrH (H hours of sampled arrivals), each once"
            )
        out[name] = number
    if "mc" in out and "s" in out:
        raise InputError(f"agent {spec!r}: +mcS already gives the samples; drop +sS")
    if "arr" in out and not ("mc" in out or "s" in out):
        raise InputError(f"agent {spec!r}: +arrH needs samples: add +sS (or +mcS)")
    return out
