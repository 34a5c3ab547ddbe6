"""``hpcgym/Walltime-v0``: the agent picks the walltime each stochastic job requests (gainaru2019).

A stochastic job's execution time X is unknown and follows its application's law on [a, b]
(§3.1). At each (re)submission the agent picks a request among ``levels`` = L grid values,
action ``k`` asking for v_{k+1} = a + (k + 1)(b − a)/L (§4.2's discretisation; the last level is
b, which always succeeds). An attempt whose X exceeds its request (plus the scheduler's grace)
is killed there and the job asks again, masked to levels above the request that failed (§4.3:
"if the application fails, resubmission will ask for t_2"). Between decisions the native
passes of ``policy`` (EASY backfilling by default) schedule the attempts and a stream of small
jobs with exact requests (§5.5).

Decisions come at a job's submit time s and at each kill (known in advance: an attempt started
at st asking w is killed at st + w + grace). The env runs every event before the decision time
t, asks, and submits the attempt at t, so it joins t's arrivals and pass exactly as a runtime
resubmitting inside the kill event; decisions at one time are asked one per step (first
attempts by job, then kills by attempt). Small jobs are submitted the same way when their
time comes, before the decisions of that time, so every queue order ranks jobs by
submission. An agent answering as a request policy does makes exactly the schedule of
:class:`~hpcgym.speculative.runtime.RequestRuntime` with ``levels=L, online=True`` on the same
episode (:meth:`WalltimeEnv.reference`; tested for the baselines of
:mod:`hpcgym.baselines.walltime`): both run the one loop of
:mod:`hpcgym.speculative.resubmission`, answered by the agent or by the policy.

Observation (``spaces.Dict``, float32; never a job's execution time):

- ``job``: :data:`~hpcgym.envs.walltime.observation.JOB` of the deciding job;
- ``law``: the cdf of its law at the L levels given X > the last failed request (0 at and
  below it): the law "conditioned on the failures so far" (§4.3's f');
- ``history``: its application's last ``history`` runs as grid levels (k + 1)/L, oldest
  first, 0-padded in front: what Neuroscience(k) reads;
- ``law_id``: one-hot over :attr:`~hpcgym.envs.walltime.types.WalltimeScales.laws` (which
  law the job follows);
- ``avail``: processors expected free at now + v_{k+1} for each level (running jobs by
  requested end) / P;
- ``cluster``: :data:`~hpcgym.envs.walltime.observation.CLUSTER`; ``clock``:
  :data:`~hpcgym.envs.walltime.observation.CLOCK`;
- ``action_mask``.

Objectives (costs): ``"response"`` (mean response time of the stochastic jobs in hours, Eq. 2),
``"utilization"`` (minus §3.3's utilization: useful work over P × span, Eq. 1), ``"mix"`` or
``{name: weight}``. Dense rewards telescope to minus the objective; ``info["metrics"]`` at the
end is :meth:`~hpcgym.speculative.runtime.BatchRun.metrics` of the run.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from hpcgym import checks
from hpcgym.batch.cluster import SPECULATIVE
from hpcgym.batch.cluster import processors as processor_machine
from hpcgym.batch.online import OnlineEngine, PythonOnline, open_online
from hpcgym.batch.policies import SchedulerConfig, get_policy
from hpcgym.batch.simulator import DONE, KILLED, RUNNING, WAITING
from hpcgym.batch.workload import Workload
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.reward import parse_objective, weighted_sum
from hpcgym.envs.walltime.episodes import WalltimeEpisodes, given_laws, resolve_laws
from hpcgym.envs.walltime.observation import WalltimeObserver, histories, observation_space
from hpcgym.envs.walltime.reward import DEFAULT_MIX, OBJECTIVES, WalltimeCost, exact_terms
from hpcgym.envs.walltime.types import Episode, WalltimeScales, WalltimeState
from hpcgym.speculative.requests import ClassicalHPC, RequestPolicy, zeta_from_rate
from hpcgym.speculative.resubmission import resubmission
from hpcgym.speculative.runtime import (
    BatchAttempt,
    BatchRun,
    RequestRuntime,
    request_grid,
    run_metrics,
    seconds,
)
from hpcgym.speculative.schedule import JobRecord, SpecWorkload
from hpcgym.units import HOUR

_RENDER_WINDOW = 16


class WalltimeEnv(HPCEnv[WalltimeState]):
    """Which walltime each stochastic job requests at each (re)submission to a batch machine.

    ## Description

    M stochastic jobs, each following its application's execution-time law on a support
    [a, b] (gainaru2019 §3.1), share 100 processors with a stream of small jobs with exact
    requests (§5.5) under a native batch policy (EASY backfilling by default). At each
    submission of a stochastic job the agent picks its request from a grid of `levels` = L
    values; an attempt whose execution time exceeds its request (plus the scheduler's grace)
    is killed there and the job asks again (§4.3: "if the application fails, resubmission
    will ask for t_2"). Decisions come at a job's submit time and at each kill (known when
    the attempt starts); decisions at one time are asked one per step. An agent answering as
    a request policy does makes exactly the schedule of
    `hpcgym.speculative.runtime.RequestRuntime` on the same episode
    (`WalltimeEnv.reference`; tested).

    ## Action Space

    `Discrete(levels)` (`Discrete(50)`): action `k` asks for v_{k+1} = a + (k + 1)(b - a)/L
    of the job's law (§4.2's discretisation; the last level is b, which always succeeds).
    Levels at or below a request that already failed are masked.

    **Invalid actions.** The default action (`invalid_action="fallback"`, and what finishes a cut or stalled
    episode) is the last level, the law's upper bound b: the classical HPC request, which
    always succeeds (gainaru2019 §4.1's baseline; the `hpc` agent). Under `"noop"` an
    invalid action submits nothing: the job's request waits until the next event (another
    decision, a small job's submission, a completion) has happened and is asked again then,
    its response time running from its first submit; when nothing is left to happen the
    default action finishes the episode.

    ## Observation Space

    Never a job's execution time (tested): `job` (the deciding job: processors, its law's
    span and lower bound, failures so far, the last failed level, the conditioned mean,
    time waited, whether it fits now, ζ), `law` (the cdf of its law at the L levels given X >
    the last failed request: the law "conditioned on the failures so far", §4.3), `history`
    (its application's last `history` runs as grid levels, what Neuroscience(k) reads),
    `law_id` (one-hot of the law), `avail` (processors expected free at now + v_{k+1} for each
    level, by requested ends), `cluster`, `clock` and `action_mask`.

    ## Rewards

    `objective` is a cost: `"response"` (mean response time of the stochastic jobs in hours,
    Eq. 2, default), `"utilization"` (minus §3.3's utilization, useful work over P x span:
    failed attempts are waste), `"mix"` (response + 100 x utilization cost) or
    `{name: weight}`. Dense rewards telescope to minus `info["objective"]`.

    ## Starting State

    `reset(seed=s)` draws the episode (the law, unless `law` fixes it; the jobs' widths and
    submit times; the small-job stream) from a generator seed of the split's range;
    `reset(options={"episode": i})` takes the split's `i`-th seed. Reset info: `episode`,
    `episode_seed`, `workload`, `law`, `jobs`, `regular_jobs`.

    ## Episode End

    Terminated when every job has completed. Truncated after `max_steps` steps. The final info
    holds `metrics` (`hpcgym.speculative.runtime.BatchRun.metrics`: `response_time_large_h`,
    `utilization`, `waste_core_h`, `failed_attempts`, ...) and `objective`.

    A cut episode is played to its end by the default action (see Invalid actions), so its
    objective charges the work it left; `info["default_steps"]` counts those decisions.

    ## Arguments

    - `law`: None (one of Scenario 1's four laws per episode, §5.2), a name of
      `hpcgym.envs.walltime.episodes.LAWS`, a law, or a sequence of those.
    - `jobs`: M stochastic jobs per episode (20), on `processors` = P (100), widths by
      `allocation` (§5.2).
    - `rate`: the small-job stream's normalised work rate Z/P (§5.5, 0 for none), also
      ATOptimal's ζ (0.2).
    - `submit_over`: hours over which jobs are submitted uniformly (`"stream"`: the stream's
      window; None: all at 0).
    - `history`: runs of the application's record shown (10).
    - `levels`: L (50).
    - `policy`: the native scheduler (`"fcfs-easy"`).
    - `objective`: see Rewards.
    - `split`: `"all"`, `"train"`, `"validation"` or `"test"` (disjoint generator seeds).
    - `workload`: a given `SpecWorkload` replayed every episode (its stream's rate is then ζ).
    - `unit`: seconds per law unit (3600).
    - `hold`: a job keeps its processors to the end of its request (§3.2's reservation model,
      the paper's) instead of freeing them when it ends (a batch system, default).
    - `max_steps`: truncate after that many steps.
    - `render_mode`: `"rgb_array"` or None.
    - `invalid_action`, `invalid_penalty`: what a masked action does (`"raise"`, `"noop"`,
      `"penalty"`, `"fallback"`; see Invalid actions above and `HPCEnv`).
    - `allow_large`: go past the size bounds of `hpcgym.sizes` (windows and other observed
      widths over `MAX_WIDTH` rows, episodes over `MAX_JOBS` jobs are refused otherwise).
    - `engine`: `"auto"` (default) runs the batch machine on the compiled core where it covers
      the policy (the simulator guide's coverage table; not with rendering), else on the
      Python simulator; `"compiled"` refuses what it does not cover, `"python"` always runs
      the reference. The resubmission driver is the same on both
      (`hpcgym.batch.online`), and so is the episode, to the bit (tested).

    ## Baselines

    `hpc` (Classical-HPC: ask for b), `neuroscience<k>` (e.g. `neuroscience10`), `toptimal`
    and `atoptimal` (`hpcgym.baselines.walltime`) make exactly the schedule of
    `RequestRuntime` (requests rounded up to the grid) on the same episode (tested). On a
    batch machine, where a job frees its processors when it ends and EASY backfills, asking
    for b costs little and every kill is waste, so `hpc` leads; the paper's ranking holds
    under `hold=True`.

    ## Benchmark task

    `walltime`: 30 test episodes, response time, against `hpc`.

    ## Paper

    gainaru2019 (the laws, TOptimal and ATOptimal, the small-job stream and the
    utilization).

    ## Version History

    - v0: the first version.
    """

    def __init__(
        self,
        law: Any = None,
        *,
        jobs: int = 20,
        processors: int = 100,
        allocation: str = "beta",
        rate: float = 0.2,
        submit_over: float | str | None = "stream",
        history: int = 10,
        levels: int = 50,
        policy: str | SchedulerConfig = "fcfs-easy",
        objective: str | Mapping[str, float] = "response",
        split: str = "all",
        workload: SpecWorkload | None = None,
        unit: float = float(HOUR),
        hold: bool = False,
        max_steps: int | None = None,
        render_mode: str | None = None,
        invalid_action: str = "raise",
        invalid_penalty: float = 1.0,
        allow_large: bool = False,
        engine: str = "auto",
    ) -> None:
        owner = "WalltimeEnv"
        allow_large = kwargs.allow(owner, allow_large)
        engine = kwargs.engine(owner, engine)
        levels = kwargs.width(owner, "levels", levels, allow_large=allow_large, what="levels")
        history = kwargs.width(owner, "history", history, allow_large=allow_large, what="runs")
        processors = kwargs.count(owner, "processors", processors)
        jobs = kwargs.count(owner, "jobs", jobs)
        rate = kwargs.real(owner, "rate", rate, lo=0, hi=1, hi_open=True)
        unit = kwargs.real(owner, "unit", unit, lo=0, lo_open=True)
        hold = checks.flag(hold, "hold", where=owner)
        if submit_over is not None and submit_over != "stream":
            kwargs.real(owner, "submit_over", submit_over, lo=0)
        if workload is not None:
            kwargs.kind(owner, "workload", workload, SpecWorkload, "a SpecWorkload or None")
        else:
            kwargs.episode_jobs(owner, "jobs", jobs, jobs * (1 + history), allow_large=allow_large)
        super().__init__(
            levels,
            max_steps=max_steps,
            render_mode=render_mode,
            invalid_action=invalid_action,
            invalid_penalty=invalid_penalty,
        )
        if workload is not None:
            names, laws = given_laws(workload)
            P, M = workload.P, workload.M
            rate = workload.stream.rate if workload.stream is not None else 0.0
        else:
            names, laws = resolve_laws(law)
            P, M = processors, jobs
        self.episodes = WalltimeEpisodes(
            names,
            laws,
            P,
            M,
            allocation,
            float(rate),
            submit_over,
            history,
            split,
            float(unit),
            workload,
            allow_large,
        )
        self.levels = levels
        self.engine = engine
        self.unit = float(unit)
        self.hold = bool(hold)
        # gainaru2019's machine when P is its 100 processors
        self.cluster = SPECULATIVE if P == SPECULATIVE.nodes else processor_machine(P)
        self.config = get_policy(policy)
        self.weights = parse_objective(objective, OBJECTIVES, DEFAULT_MIX)
        zeta = zeta_from_rate(float(rate) * P, P)  # §4.1: ζ = Z·p/P per p processors
        self.scales = WalltimeScales(
            P, levels, max(float(x.b) for x in laws), history, laws, names, zeta, self.unit
        )
        self.observer = WalltimeObserver(self.scales, self.cluster)
        self.observation_space = observation_space(self.scales)
        self.window = _RENDER_WINDOW
        self._grids: dict[Any, tuple[np.ndarray, np.ndarray]] = {}
        self._widths: dict[int, int] = {}

    @property
    def episode(self) -> Episode | None:
        """The current episode (None before the first reset)."""
        return None if (st := self.state_or_none) is None else st.episode

    @property
    def run(self) -> BatchRun | None:
        """The run of the episode once it ended (:class:`BatchRun`), else None (its
        schedule is built on first use)."""
        return None if (st := self.state_or_none) is None else st.run

    def _deciding(self) -> int:
        """The deciding job's index k (one decides whenever an action is asked)."""
        return self._state.deciding()

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = self.episodes.draw(self.np_random, episode_option(options))
        jobs, regular = ep.workload.jobs, ep.regular
        M, L, u, cfg = len(jobs), self.levels, self.unit, self.config
        # validates the jobs (execution times within their laws) and builds attempts as the
        # reference does; its request policy is never asked
        runtime = RequestRuntime(
            jobs, ClassicalHPC(), self.cluster, regular=regular, unit=u, levels=L, hold=self.hold
        )
        empty = Workload([], self.cluster, name=f"walltime[{self.scales.law_names[0]}]")
        why = "rendering reads the Python simulator" if self.render_mode is not None else None
        eng = self.sim = open_online(self.engine, cfg, empty, "WalltimeEnv", why)
        submit = runtime.first_submits()
        grids = [self._grid(j.app.law) for j in jobs]
        first = min([j.submit for j in regular] + submit)
        self._state = resubmission(
            runtime,
            eng,
            regular,
            WalltimeState,
            episode=ep,
            tracker=WalltimeCost(self.weights, submit, first, self.cluster.total_cores),
            grid=[g for g, _ in grids],
            grid_s=[g for _, g in grids],
            law_index=[self.scales.laws.index(j.app.law) for j in jobs],
            histories=histories(jobs, self.scales.history, L),
            b=float(jobs[0].app.law.b),
            policy=cfg.name,
            unit=u,
        )
        return {
            "episode_seed": ep.seed,
            "workload": ep.name,
            "law": jobs[0].app.name,
            "jobs": M,
            "regular_jobs": len(regular),
        }

    def _grid(self, law: Any) -> tuple[np.ndarray, np.ndarray]:
        """A law's L requests in law units and in whole seconds (read-only, cached per law)."""
        got = self._grids.get(law)
        if got is None:
            grid = request_grid(law, self.levels)
            grid_s = np.array([seconds(float(v), self.unit) for v in grid], np.int64)
            grid_s.setflags(write=False)
            got = self._grids[law] = (grid, grid_s)
        return got

    def _next_decision(self) -> bool:
        """Run events and native passes up to the next decision; True once all ended."""
        st = self._state
        k = st.next_decision()
        self._account()
        if k is None:
            self._mask[:] = True  # nothing to decide: no all-masked terminal observation
            self._finish()
            return True
        st.b = float(st.jobs[k].app.law.b)
        self._mask[:] = False
        self._mask[st.last[k] + 1 :] = True
        if self.render_mode is not None:
            sim = self.python_sim  # rendering runs on the Python simulator
            st.win = list(sim.queue.order(sim.now, self.window))[: self.window]
            self.history.append((st.now, sim.total_units - sim.free, len(sim.queue)))
        return False

    def _default_action(self) -> int:
        return self.levels - 1

    def _wait(self) -> bool:
        return self._state.defer()

    def _apply(self, a: int) -> None:
        st = self._state
        st.answer(int(st.grid_s[self._deciding()][a]), a)

    def _reward(self) -> float:
        st = self._state
        return st.tracker.reward(st.now)

    def _final(self) -> tuple[float, dict[str, Any]]:
        st = self._state
        if st.records is None:
            self._finish()
        metrics = self._metrics()
        terms = exact_terms(metrics)
        cost = weighted_sum(self.weights, terms)
        reward = st.tracker.final_reward(cost)
        metrics = dict(metrics)
        metrics["response_time_large_h"] = metrics.get("response_time_large_s", math.nan) / HOUR
        for key, v in terms.items():
            metrics[f"objective_{key}"] = v
        return reward, {"metrics": metrics, "objective": cost, "objective_terms": terms}

    def _observe(self) -> dict[str, np.ndarray]:
        return self.observer.observe(self.sim, self._state, self._mask)

    def _explain(self, a: int) -> str:
        st, k = self._state, self._deciding()
        g, last = st.grid[k], st.last[k]
        return (
            f"action {a} (request {g[a]:g}) is masked: job {st.jobs[k].id} was killed at "
            f"level {last} (request {g[last]:g}) at t={st.now}, so it runs longer than "
            "that"
        )

    def _render_frame(self) -> np.ndarray:
        from hpcgym.envs.walltime.render import draw

        return draw(self)

    # --- the native reference ----------------------------------------------------------

    def reference(self, policy: RequestPolicy) -> BatchRun:
        """The current episode run natively under ``policy``, rounded up to the grid and
        submitted online: the schedule an agent answering like ``policy`` makes."""
        ep = self._state.episode
        rt = RequestRuntime(
            ep.workload.jobs,
            policy,
            self.cluster,
            regular=ep.regular,
            unit=self.unit,
            levels=self.levels,
            online=True,
            hold=self.hold,
            engine="python",
        )
        return rt.run(self.config)

    def forget_execution_times(self, rng: np.random.Generator) -> None:
        """Make this env (a copy, for a planner) know only what a scheduler knows now: every
        stochastic job not yet completed gets an execution time drawn from its law given what
        has been seen of it (it ran past each killed attempt's limit, and a running attempt
        up to the decision time, under ``hold`` only once past its request), for the attempts
        to come and for its attempt queued or running now, whose kill, if any, moves with
        it."""
        st, eng, u = self._state, self.sim, self.unit
        start, _, status = eng.outcome().tolist()
        jobs = list(st.jobs)
        for k, j in enumerate(jobs):
            tried = st.attempts[k]
            if tried and status[tried[-1]] == DONE:
                continue
            live = tried[-1] if tried and status[tried[-1]] != KILLED else None
            failed = tried[:-1] if live is not None else tried
            seen = max((eng.jobs[i].walltime + eng.grace for i in failed), default=0)
            if live is not None and status[live] == RUNNING:
                # events run up to the decision time: nothing ended since eng.now; under hold
                # an attempt runs to its request whatever its time, so only past it does
                # running tell
                ran = st.now - start[live]
                if not self.hold or ran > eng.jobs[live].walltime:
                    seen = max(seen, ran)
            law = j.app.law
            lo = seen / u
            if lo >= law.b:  # it ends at b now (its end, at the decision time, not yet run)
                x = law.b
            else:
                x = law.conditional(lo).sample(rng) if lo > law.a else law.sample(rng)
            jobs[k] = replace(j, exec_time=float(min(max(x, lo), law.b)))
            if live is None:
                continue
            attempt = eng.jobs[live]  # its runtime as the attempts' builder sets it
            drawn = st.runtime.batch_job(attempt.id, jobs[k], attempt.submit, attempt.walltime)
            eng.set_runtime(live, max(drawn.runtime, seen))
            st.kills = [e for e in st.kills if e[1] != live]
            heapq.heapify(st.kills)
            kill = eng.kill_at(live)
            if kill is not None:
                heapq.heappush(st.kills, (kill, live, k))
        st.jobs = tuple(jobs)

    # --- internals ---------------------------------------------------------------------

    def _finish(self) -> list[JobRecord]:
        """The records of the stochastic jobs submitted so far, once the run is over (the
        run's schedule is built from the engine when :attr:`run` is read)."""
        eng, st, u = self.sim, self._state, self.unit
        st.wall_s = time.perf_counter() - self._t0
        out = st.outcome = eng.outcome()
        start, end, status = (row.tolist() for row in out)
        jobs = eng.jobs
        records = []
        for k, j in enumerate(st.jobs):
            if not st.attempts[k]:
                continue
            r = JobRecord(j.id, j.kind, j.procs, j.exec_time)
            first = st.attempts[k][0]
            for i in st.attempts[k]:
                # response runs from the job's submit, however long its request waited
                b = jobs[i]
                submitted = st.submit[k] if i == first else b.submit
                r.attempts.append(
                    BatchAttempt(
                        start[i] / u,
                        end[i] / u,
                        b.walltime / u,
                        success=status[i] == DONE,
                        batch_id=b.id,
                        submit=submitted / u,
                    )
                )
            records.append(r)
        st.records = records
        st.built = None
        return records

    def _metrics(self) -> dict[str, float | int]:
        """:meth:`BatchRun.metrics` of the finished run, read off the engine's columns (its
        index order keeps the small jobs' (submit, id) order) without building its schedule."""
        eng, st = self.sim, self._state
        assert st.records is not None and st.outcome is not None
        start, end, status = st.outcome
        attempt = np.zeros(len(start), bool)
        attempt[list(st.owner)] = True
        return run_metrics(
            st.records,
            self.cluster,
            self.unit,
            np.array(eng.submit_t, np.int64),
            np.array(eng.cores, np.int64),
            start,
            end,
            status,
            attempt,
        )

    def _width(self, cores: int) -> int:
        """The cores a request for ``cores`` holds (whole allocation units), cached."""
        w = self._widths.get(cores)
        if w is None:
            cl = self.cluster
            w = self._widths[cores] = cl.units(cores) * cl.unit_cores
        return w

    @property
    def python_sim(self) -> Any:
        """The Python simulator of an episode run on it (rendering's)."""
        eng = self.sim
        if not isinstance(eng, PythonOnline):
            raise RuntimeError("WalltimeEnv: this episode runs on the compiled core")
        return eng.sim

    # --- what happened between decisions ------------------------------------------------

    def _account(self) -> None:
        """Read what the engine did since the last decision: the work done and the stochastic
        jobs completed (the dense cost, in event order), the backlog and the attempts waiting
        and running."""
        eng: OnlineEngine = self.sim
        st = self._state
        tracker, owner, jobs, width = st.tracker, st.owner, eng.jobs, self._width
        work = "utilization" in self.weights  # (the only term that reads the work done)
        for i, start, end in eng.done(watched=not work):
            k = owner.get(i)
            if k is None:
                if work:
                    tracker.work(width(jobs[i].cores) * (end - start))
                continue
            st.completed += 1
            j = st.jobs[k]
            if work:
                tracker.work(width(j.procs) * j.exec_time * self.unit)
            tracker.completed(st.submit[k], end)
        st.backlog = eng.backlog
        status = eng.statuses(list(owner))
        st.waiting = status.count(WAITING)
        st.running = status.count(RUNNING)
