"""The WARP reservation ILP (lubrano2024 §4.2, (1a)-(1l)) and a compact start-slot formulation
with the same optimum, both solved by HiGHS under a hard deadline (:mod:`hpcgym.warp.mip`),
from a heuristic plan given as a MIP start.

Notes on the printed model, which :func:`solve_printed` implements as printed:

* (1b) ``T_i - t_i = w_i - 1`` makes ``T_i`` the last occupied slot (inclusive), so the
  makespan in slots is ``T - t + 1`` while (1a) minimises ``T - t``; the two differ by 1.
* (1g) ``(N_T - s) z_is <= N_T - t_i`` is correct as printed: for ``z_is = 1`` it reads
  ``t_i <= s`` and for ``z_is = 0`` it is slack because ``t_i <= N_T`` (1k). It is a big-M
  constraint with ``M = N_T``, so its LP relaxation is weak.
* (1f), (1g) confine the active slots of block i to ``t_i .. T_i``, a window of exactly
  ``w_i`` slots by (1b), and (1i) asks for ``w_i`` active slots, so every slot of the window
  is active: ``z`` does force contiguous occupation, as the text's "each block lasts exactly
  its walltime" requires. No extra constraint is needed.
* (1a) minimises the span ``T - t`` only, so a plan can be shifted anywhere the forecast
  allows without changing the objective: it does not prefer an early start. We keep this.
* The model has no release times; a step's release is imposed here as a lower bound on
  ``t_i`` in (1k).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np
from scipy.sparse import coo_matrix

from hpcgym.errors import InputError

from .heuristic import _span, earliest_fit, makespan_lower_bound
from .instance import InfeasibleError, Instance, Plan, SolverTimeout, make_plan, window_ok
from .mip import MipModel, solve_mip
from .search import improve


class _Rows:
    """Accumulates sparse constraint rows ``lb <= A x <= ub`` as COO triplets."""

    def __init__(self) -> None:
        self.r: list[np.ndarray] = []
        self.c: list[np.ndarray] = []
        self.v: list[np.ndarray] = []
        self.lb: list[np.ndarray] = []
        self.ub: list[np.ndarray] = []
        self.n = 0

    def add(
        self,
        rows: np.ndarray,
        cols: np.ndarray,
        vals: np.ndarray | float,
        count: int,
        lb: np.ndarray | float,
        ub: np.ndarray | float,
    ) -> None:
        """Add ``count`` rows; ``rows`` are local indices 0..count-1."""
        rows = np.asarray(rows, dtype=np.int64)
        self.r.append(rows + self.n)
        self.c.append(np.asarray(cols, dtype=np.int64))
        self.v.append(np.broadcast_to(np.asarray(vals, dtype=float), rows.shape))
        self.lb.append(np.broadcast_to(np.asarray(lb, dtype=float), (count,)))
        self.ub.append(np.broadcast_to(np.asarray(ub, dtype=float), (count,)))
        self.n += count

    def model(self, c: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> MipModel:
        """The integer program ``min c x`` over these rows and the bounds ``lo <= x <= hi``."""
        a = coo_matrix(
            (np.concatenate(self.v), (np.concatenate(self.r), np.concatenate(self.c))),
            shape=(self.n, c.size),
        ).tocsc()
        return MipModel(c, lo, hi, a, np.concatenate(self.lb), np.concatenate(self.ub))


@dataclass(slots=True)
class _Model:
    """A compact model: its integer program, and start slots from a solution and back."""

    mip: MipModel
    decode: Callable[[np.ndarray], np.ndarray]
    encode: Callable[[np.ndarray], np.ndarray]


MARGIN = 1.0
"""Seconds a solve may run past its ``time_limit``: the worker's grace period
(:data:`hpcgym.warp.mip.GRACE`) and the heuristic and model building, which are not
interrupted (milliseconds on paper-size instances)."""


def _seed(inst: Instance, t0: float, time_limit: float) -> tuple[Plan | None, int]:
    """The heuristic plan that seeds a solve (earliest fit, then :func:`improve` for at most a
    fifth of the time limit) and :func:`makespan_lower_bound`; no plan if none fits."""
    lower = makespan_lower_bound(inst)
    try:
        plan = earliest_fit(inst)
    except InfeasibleError:
        return None, lower
    left = t0 + time_limit / 5 - time.perf_counter()
    if plan.makespan > lower and left > 0:
        plan = improve(inst, plan, time_limit=left, lower=lower)
    return plan, lower


def _proven(seed: Plan, t0: float) -> Plan:
    """The seed, which meets the lower bound, as the optimal plan."""
    return replace(seed, status="optimal", wall_time=time.perf_counter() - t0, bound=seed.makespan)


def _finish(
    inst: Instance,
    model: MipModel,
    decode: Callable[[np.ndarray], np.ndarray],
    seed: Plan | None,
    x0: np.ndarray | None,
    lower: int,
    t0: float,
    time_limit: float,
    presolve: bool,
    what: str,
) -> Plan:
    """Solve ``model`` from ``x0`` (the ``seed`` plan) in the time left and make the plan:
    "optimal" when proven, else "time_limit" with the best plan found (the seed if HiGHS found
    none) and the best proven makespan bound."""
    left = t0 + time_limit - time.perf_counter()
    res = solve_mip(model, left, x0=x0, presolve=presolve, abs_gap=0.999) if left > 0 else None
    if res is not None and res.status == "infeasible" and seed is None:
        raise InfeasibleError(
            f"instance {inst.name!r}: no plan fits the forecast within the "
            f"horizon of {inst.horizon} slots ({what}: HiGHS proved infeasible)"
        )
    starts = None if res is None or res.x is None else decode(res.x)
    if seed is not None and (starts is None or _span(inst, starts) > seed.makespan):
        starts = np.array([seed.start[s.id] for s in inst.steps], dtype=np.int64)
    if starts is None:
        raise SolverTimeout(
            f"instance {inst.name!r}: {what} found no plan within the time limit of {time_limit} s"
        )
    bound = lower
    if res is not None and np.isfinite(res.bound):
        bound = max(bound, int(np.ceil(res.bound - 1e-6)) + 1)
    plan = make_plan(inst, starts, "time_limit", time.perf_counter() - t0, bound)
    if (res is not None and res.status in ("optimal", "infeasible")) or plan.makespan <= bound:
        plan = replace(plan, status="optimal", bound=plan.makespan)
    return plan


def solve_printed(
    instance: Instance, time_limit: float = 10.0, *, incumbent: bool = True, presolve: bool = True
) -> Plan:
    """Solve (1a)-(1l) as printed (z_is binary per step and slot) in ``time_limit`` seconds,
    the paper's 10 s GLPK limit by default (§4.2), with HiGHS' default presolve.

    Returns within ``time_limit`` + :data:`MARGIN` seconds, whatever HiGHS does: "optimal"
    when proven, else "time_limit" with the best plan found and its ``bound``. With
    ``incumbent`` the heuristic plan (see :func:`solve_compact`) is returned at once if it
    meets :func:`makespan_lower_bound`, else it is HiGHS' MIP start and the plan returned if
    HiGHS finds none; without it, :class:`SolverTimeout` is raised then. Raises
    :class:`InfeasibleError` when no plan fits.
    """
    t0 = time.perf_counter()
    inst = instance
    seed, lower = _seed(inst, t0, time_limit) if incumbent else (None, inst.critical_path)
    if seed is not None and seed.makespan <= lower:
        return _proven(seed, t0)
    V, S = len(inst.steps), inst.horizon
    NT = S - 1
    w, r = inst.walltime.astype(float), inst.nodes.astype(float)
    nz = V * S
    ti, Ti, tt, TT = nz, nz + V, nz + 2 * V, nz + 2 * V + 1
    nvars = nz + 2 * V + 2
    i_of = np.repeat(np.arange(V), S)
    s_of = np.tile(np.arange(S), V)
    z = np.arange(nz)
    steps = np.arange(V)
    rows = _Rows()
    # (1b) T_i - t_i = w_i - 1
    rows.add(
        np.r_[steps, steps],
        np.r_[Ti + steps, ti + steps],
        np.r_[np.ones(V), -np.ones(V)],
        V,
        w - 1,
        w - 1,
    )
    # (1c) t - t_i <= 0
    rows.add(
        np.r_[steps, steps],
        np.r_[np.full(V, tt), ti + steps],
        np.r_[np.ones(V), -np.ones(V)],
        V,
        -np.inf,
        0,
    )
    # (1d) T_i - T <= 0
    rows.add(
        np.r_[steps, steps],
        np.r_[Ti + steps, np.full(V, TT)],
        np.r_[np.ones(V), -np.ones(V)],
        V,
        -np.inf,
        0,
    )
    # (1e) T_i - t_k <= -1 for every edge i -> k
    E = len(inst.edges)
    if E:
        a = np.array([inst.index[e[0]] for e in inst.edges])
        b = np.array([inst.index[e[1]] for e in inst.edges])
        rows.add(
            np.r_[np.arange(E), np.arange(E)],
            np.r_[Ti + a, ti + b],
            np.r_[np.ones(E), -np.ones(E)],
            E,
            -np.inf,
            -1,
        )
    # (1f) s z_is - T_i <= 0
    rows.add(np.r_[z, z], np.r_[z, Ti + i_of], np.r_[s_of, -np.ones(nz)], nz, -np.inf, 0)
    # (1g) (N_T - s) z_is + t_i <= N_T
    rows.add(np.r_[z, z], np.r_[z, ti + i_of], np.r_[NT - s_of, np.ones(nz)], nz, -np.inf, NT)
    # (1h) sum_i r_i z_is <= N_c - n(s)
    rows.add(s_of, z, r[i_of], S, -np.inf, inst.free.astype(float))
    # (1i) sum_s z_is = w_i
    rows.add(i_of, z, 1.0, V, w, w)
    c = np.zeros(nvars)
    c[TT], c[tt] = 1.0, -1.0  # (1a)
    lo = np.zeros(nvars)
    hi = np.full(nvars, float(NT))
    hi[:nz] = 1.0  # (1j)
    lo[ti : ti + V] = inst.release  # (1k) plus releases, which the printed model lacks
    x0 = None
    if seed is not None:
        x0 = np.zeros(nvars)
        s0 = np.array([seed.start[st.id] for st in inst.steps], dtype=np.int64)
        for i in range(V):
            x0[i * S + s0[i] : i * S + s0[i] + int(w[i])] = 1.0
        x0[ti : ti + V] = s0
        x0[Ti : Ti + V] = s0 + w - 1
        x0[tt], x0[TT] = s0.min(), (s0 + w).max() - 1

    def decode(x: np.ndarray) -> np.ndarray:
        return np.rint(x[ti : ti + V]).astype(np.int64)

    model = rows.model(c, lo, hi)
    return _finish(inst, model, decode, seed, x0, lower, t0, time_limit, presolve, "solve_printed")


def start_windows(instance: Instance, end: int | None = None) -> list[np.ndarray]:
    """Feasible start slots per step: within ASAP/ALAP bounds from releases, the DAG and the
    horizon (or every step ending by ``end``), and where the step alone fits the forecast for
    its whole walltime.

    Every feasible plan starts each step at one of these slots, so pruning to them keeps the
    optimum. Raises :class:`InfeasibleError` naming a step that has none.
    """
    inst = instance
    free, H = inst.free, inst.horizon
    end = H if end is None else min(end, H)
    w, r = inst.walltime, inst.nodes
    ok = [window_ok(free, int(r[i]), int(w[i])) for i in range(len(inst.steps))]
    es = np.zeros(len(inst.steps), dtype=np.int64)
    ls = np.zeros(len(inst.steps), dtype=np.int64)

    def fail(i: int, lo: int, hi: int) -> InfeasibleError:
        return InfeasibleError(
            f"instance {inst.name!r}: step {inst.steps[i].id!r} has no start slot in {lo}..{hi} "
            f"with {int(r[i])} nodes free for {int(w[i])} slots, given its release, its "
            f"predecessors and successors and the horizon of {H} slots"
        )

    for i in inst.order:
        lo = max([int(inst.release[i])] + [int(es[p] + w[p]) for p in inst.parents[i]])
        cand = np.flatnonzero(ok[i][lo:]) if lo < ok[i].size else np.zeros(0, dtype=np.int64)
        if cand.size == 0:
            raise fail(i, lo, H - int(w[i]))
        es[i] = lo + cand[0]
    for i in reversed(inst.order):
        hi = min([end - int(w[i])] + [int(ls[c] - w[i]) for c in inst.children[i]])
        cand = np.flatnonzero(ok[i][es[i] : hi + 1]) if hi >= es[i] else np.zeros(0, dtype=np.int64)
        if cand.size == 0:
            raise fail(i, int(es[i]), hi)
        ls[i] = es[i] + cand[-1]
    return [es[i] + np.flatnonzero(ok[i][es[i] : ls[i] + 1]) for i in range(len(inst.steps))]


def _shift_limit(inst: Instance) -> int:
    """A slot K such that any plan starting after K can be shifted to start at K: the forecast
    is constant from K on and no release is later (translation dominance under (1a))."""
    occ = inst.occupancy
    change = np.flatnonzero(occ[1:] != occ[:-1])
    k = int(change[-1]) + 1 if change.size else 0
    return max(k, int(inst.release.max()))


def solve_compact(
    instance: Instance,
    time_limit: float = 10.0,
    *,
    form: str = "step",
    incumbent: bool = True,
    presolve: bool = False,
) -> Plan:
    """Solve the same problem with one binary per step and feasible start slot (no big-M rows,
    pruned by :func:`start_windows`); same optimum as :func:`solve_printed`.

    ``form="step"`` (default): ``y_is`` = step i has started by slot s (``sum_{s'<=s} x_is'``),
    the same binaries under a unimodular change of variables; precedence is disaggregated,
    ``y_ks <= y_i,s-w_i`` per slot, and capacity (1h) is
    ``sum_i r_i (y_is - y_i,s-w_i) <= N_c - n(s)`` with two entries per step.
    ``form="start"``: ``x_is`` = step i starts at s, precedence aggregated as
    ``sum_s s x_ks >= sum_s s x_is + w_i`` and capacity in cumulative form
    ``sum_i r_i sum_{s' in (s - w_i, s]} x_is' <= N_c - n(s)``; its LP bound is weaker and its
    capacity rows hold ``w_i`` entries per step.

    Returns within ``time_limit`` + :data:`MARGIN` seconds, whatever HiGHS does (it runs in a
    worker process killed at the deadline, :mod:`hpcgym.warp.mip`). The plan's ``status``
    says why the solve stopped: "optimal" (proven; ``bound`` equals the makespan) or
    "time_limit" (the best plan found, with the best proven ``bound`` and so its ``gap``);
    :class:`InfeasibleError` is raised when no plan fits.

    With ``incumbent`` a heuristic plan seeds the search: :func:`earliest_fit` improved by
    :func:`improve` for at most a fifth of the time limit. It is returned at once if it meets
    :func:`makespan_lower_bound`; otherwise it is HiGHS' MIP start (a solution to improve
    on, not a constraint), the model is cut to plans ending by the seed's makespan after the
    slot from which the forecast is constant, and the seed is returned if HiGHS finds nothing
    in time. ``incumbent=False`` solves the bare formulation and raises
    :class:`SolverTimeout` when HiGHS finds no plan in time.

    HiGHS' presolve is off by default: on these models its probing often takes seconds and
    rarely pays off.
    """
    if form not in ("step", "start"):
        raise InputError(f"form must be 'step' or 'start', got {form!r}")
    t0 = time.perf_counter()
    inst = instance
    windows = start_windows(inst)
    seed: Plan | None = None
    lower = inst.critical_path
    if incumbent:
        seed, lower = _seed(inst, t0, time_limit)
    x0 = None
    if seed is not None:
        if seed.makespan <= lower:
            return _proven(seed, t0)
        starts = np.array([seed.start[s.id] for s in inst.steps], dtype=np.int64)
        shift = _shift_limit(inst)
        starts -= max(0, int(starts.min()) - shift)  # same plan, moved back to the shift limit
        seed = make_plan(inst, starts, seed.status, seed.wall_time, seed.bound)
        windows = start_windows(inst, end=shift + seed.makespan)
    build = _model_step if form == "step" else _model_start
    model = build(inst, windows)
    if seed is not None:
        x0 = model.encode(np.array([seed.start[s.id] for s in inst.steps], dtype=np.int64))
    what = "solve_compact" if form == "step" else "solve_compact(form='start')"
    return _finish(inst, model.mip, model.decode, seed, x0, lower, t0, time_limit, presolve, what)


def _columns(windows: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, int]:
    """Both compact models' layout: one column per step and candidate slot (step i's from
    ``offset[i]``), then t and T; returns the window sizes, the offsets and that count."""
    sizes = np.array([c.size for c in windows])
    offset = np.r_[0, np.cumsum(sizes)]
    return sizes, offset, int(offset[-1])


def _model_step(inst: Instance, windows: list[np.ndarray]) -> _Model:
    """The y_is "started by s" model of :func:`solve_compact`; T and t are the last columns."""
    V, H = len(inst.steps), inst.horizon
    w, r = inst.walltime, inst.nodes
    sizes, offset, ny = _columns(windows)
    tt, TT = ny, ny + 1
    nvars = ny + 2

    def started(i: int, q: np.ndarray) -> np.ndarray:
        """Column of y_i at the last candidate <= q, or -1 where step i cannot have started."""
        j = np.searchsorted(windows[i], q, side="right") - 1
        return np.where(j >= 0, offset[i] + j, -1)

    rows = _Rows()
    # y_i non-decreasing in s; y_i = 1 at its last candidate (bound below): one start per step
    for i in range(V):
        m = int(sizes[i]) - 1
        if m > 0:
            j = np.arange(m)
            rows.add(
                np.r_[j, j],
                np.r_[offset[i] + j, offset[i] + j + 1],
                np.r_[np.ones(m), -np.ones(m)],
                m,
                -np.inf,
                0,
            )
    # (1e) disaggregated: k started by s => i started by s - w_i
    for a, b in inst.edges:
        i, k = inst.index[a], inst.index[b]
        ck = np.arange(offset[k], offset[k + 1])
        ci = started(i, windows[k] - w[i])
        has = ci >= 0
        n = ck.size
        rows.add(
            np.r_[np.arange(n), np.flatnonzero(has)],
            np.r_[ck, ci[has]],
            np.r_[np.ones(n), -np.ones(int(has.sum()))],
            n,
            -np.inf,
            0,
        )
    # (1c), (1d) for sources and sinks only, the others being implied by precedence;
    # start_i = c_m - sum_{j<m} (c_{j+1} - c_j) y_ij over the candidates c of step i
    for i in range(V):
        cols = np.arange(offset[i], offset[i + 1] - 1)
        coef = -np.diff(windows[i]).astype(float)
        const = int(windows[i][-1])
        if not inst.children[i]:
            rows.add(
                np.zeros(cols.size + 1),
                np.r_[TT, cols],
                np.r_[1.0, -coef],
                1,
                int(w[i]) - 1 + const,
                np.inf,
            )
        if not inst.parents[i]:
            rows.add(np.zeros(cols.size + 1), np.r_[cols, tt], np.r_[coef, -1.0], 1, -const, np.inf)
    # (1h): step i runs in slot s iff y_is - y_i,s-w_i = 1; rows only where it can bind
    tight = _tight_slots(inst, windows)
    if tight.size:
        rr, cc, vv = [], [], []
        for i in range(V):
            q = tight[(tight >= windows[i][0]) & (tight < windows[i][-1] + w[i])]
            for cols, sign in ((started(i, q), 1.0), (started(i, q - w[i]), -1.0)):
                has = cols >= 0
                rr.append(np.searchsorted(tight, q[has]))
                cc.append(cols[has])
                vv.append(np.full(int(has.sum()), sign * float(r[i])))
        rows.add(
            np.concatenate(rr),
            np.concatenate(cc),
            np.concatenate(vv),
            tight.size,
            -np.inf,
            inst.free[tight].astype(float),
        )
    c = np.zeros(nvars)
    c[TT], c[tt] = 1.0, -1.0  # (1a)
    lo = np.zeros(nvars)
    hi = np.ones(nvars)
    lo[offset[1:] - 1] = 1.0
    hi[tt] = hi[TT] = H - 1

    def decode(x: np.ndarray) -> np.ndarray:
        return np.array(
            [int(windows[i][np.argmax(x[offset[i] : offset[i + 1]] > 0.5)]) for i in range(V)]
        )

    def encode(start: np.ndarray) -> np.ndarray:
        x = np.zeros(nvars)
        for i in range(V):
            x[offset[i] : offset[i + 1]] = windows[i] >= start[i]
        x[tt], x[TT] = start.min(), (start + w).max() - 1
        return x

    return _Model(rows.model(c, lo, hi), decode, encode)


def _model_start(inst: Instance, windows: list[np.ndarray]) -> _Model:
    """The x_is "starts at s" model of :func:`solve_compact`; T and t are the last columns."""
    V, H = len(inst.steps), inst.horizon
    w, r = inst.walltime, inst.nodes
    sizes, offset, nx_ = _columns(windows)
    tt, TT = nx_, nx_ + 1
    nvars = nx_ + 2
    slot = np.concatenate(windows).astype(float)
    step_of = np.repeat(np.arange(V), sizes)
    rows = _Rows()
    # one start per step: (1i) with (1b) in start form
    rows.add(step_of, np.arange(nx_), 1.0, V, 1, 1)
    # (1e) aggregated: sum_s s x_ks - sum_s s x_is >= w_i
    for a, b in inst.edges:
        i, k = inst.index[a], inst.index[b]
        ci, ck = np.arange(offset[i], offset[i + 1]), np.arange(offset[k], offset[k + 1])
        rows.add(
            np.zeros(ci.size + ck.size),
            np.r_[ck, ci],
            np.r_[slot[ck], -slot[ci]],
            1,
            int(w[i]),
            np.inf,
        )
    # (1c), (1d) for sources and sinks only, the others being implied by precedence
    for i in range(V):
        ci = np.arange(offset[i], offset[i + 1])
        if not inst.children[i]:
            rows.add(
                np.zeros(ci.size + 1),
                np.r_[TT, ci],
                np.r_[1.0, -slot[ci]],
                1,
                int(w[i]) - 1,
                np.inf,
            )
        if not inst.parents[i]:
            rows.add(np.zeros(ci.size + 1), np.r_[ci, tt], np.r_[slot[ci], -1.0], 1, 0, np.inf)
    # (1h) cumulative: step i runs in slot s iff it starts in s - w_i + 1 .. s
    tight = _tight_slots(inst, windows)
    if tight.size:
        row_of = np.full(H, -1, dtype=np.int64)
        row_of[tight] = np.arange(tight.size)
        rr, cc, vv = [], [], []
        for i in range(V):
            span = np.arange(int(w[i]))
            run = (windows[i][:, None] + span[None, :]).ravel()
            cols = np.repeat(np.arange(offset[i], offset[i + 1]), span.size)
            keep = row_of[run] >= 0
            rr.append(row_of[run[keep]])
            cc.append(cols[keep])
            vv.append(np.full(int(keep.sum()), float(r[i])))
        rows.add(
            np.concatenate(rr),
            np.concatenate(cc),
            np.concatenate(vv),
            tight.size,
            -np.inf,
            inst.free[tight].astype(float),
        )
    c = np.zeros(nvars)
    c[TT], c[tt] = 1.0, -1.0  # (1a)
    lo = np.zeros(nvars)
    hi = np.ones(nvars)
    hi[tt] = hi[TT] = H - 1

    def decode(x: np.ndarray) -> np.ndarray:
        return np.array(
            [int(windows[i][np.argmax(x[offset[i] : offset[i + 1]])]) for i in range(V)]
        )

    def encode(start: np.ndarray) -> np.ndarray:
        x = np.zeros(nvars)
        for i in range(V):
            x[offset[i] : offset[i + 1]] = windows[i] == start[i]
        x[tt], x[TT] = start.min(), (start + w).max() - 1
        return x

    return _Model(rows.model(c, lo, hi), decode, encode)


def _tight_slots(inst: Instance, windows: list[np.ndarray]) -> np.ndarray:
    """Slots where the steps that could run there might exceed the free nodes: (1h) rows."""
    could = np.zeros(inst.horizon, dtype=np.int64)
    for i, win in enumerate(windows):
        could[int(win[0]) : int(win[-1] + inst.walltime[i])] += inst.nodes[i]
    return np.flatnonzero(could > inst.free)
