"""Optimal reservation sequences for one stochastic job (gainaru2019 §4.1-§4.2): TOptimal, ATOptimal.

Makespan model, Eq. (5): with failed reservations summing to S and X in (t_m, t_{m+1}], the job
ends at T = max(S + t_{m+1}, (S + X)/(1 − ζ)): the reservation t_{m+1} unless the backfilling
work accumulated at rate ζ (on S + X time, geometric series ζ/(1 − ζ)) outlasts it.

Reading of Theorem 2 vs Eq. (5). The max above switches branch at X = θ = (1 − ζ)t_{m+1} − ζS,
and T is continuous there. Eq. (4) prints the threshold as min(θ, t_m), which is <= t_m and
would drop the first branch entirely (for ζ = 0 the job would end at S + X, contradicting
footnote 1 and Table 1's TOptimal row); the threshold must be clip(θ, t_m, t_{m+1}) =
max(θ, t_m) as θ <= t_{m+1}. Theorem 2 prints x = max(i, ⌈·⌉) but x_m^S is defined by
v_x <= θ < v_{x+1}, i.e. ⌊·⌋: the values v_l <= θ take the first branch. We use max and ⌊·⌋;
the ceiling would bill v_{x+1} > θ at S + t_{m+1}, below its true makespan. The brute-force
tests over all 2^(n−1) sequences check the DP against Eq. (5) directly.

Table 1: TOptimal (n = 200) is reproduced, E[T] = 11.9375 h. The ATOptimal rows have two
decimals on the grid δ = 20/46 h (13.04 = 30δ, 17.39 = 40δ), and n = 46 with ⌊·⌋ gives them
(⌈·⌉ gives 13.48 and 17.83). The ζ = 0.1 row cannot be reproduced as printed: its 15.4 and
17.1 are not on that grid and repeat the TOptimal row, and the optimum has four reservations at
every n = 46k <= 966 (either reading); we get 10.87, 13.91, 18.70, 20.0, and the printed row
costs more under Eq. (5) (12.0474 vs 12.0456 h on the continuous law).
§4.1's "large ζ gives the single reservation b" holds exactly once ζ >= 1 − a/b (every θ <= a);
with a = 0 only in the limit (Table 1's law: 19.9, 20.0 at ζ = 0.99, then 20.0 at ζ = 0.999).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np

from hpcgym.checks import integer, number, shown
from hpcgym.errors import InputError, InputTypeError
from hpcgym.sizes import check_bound, duration
from hpcgym.speculative.laws import Law

#: Grid steps a sequence is optimised on without ``allow_large``: TOptimal's O(n²) pass takes
#: ~0.5 s at 10,000 and ATOptimal's label search some seconds (Table 1 uses n = 200).
MAX_N = 10_000


@dataclass(slots=True, frozen=True, eq=False)
class ESDD:
    """Equally-spaced discrete distribution (Definition 1): mass f[i] at v_i = v0 + i·delta."""

    v0: float
    delta: float
    f: np.ndarray
    v: np.ndarray = field(init=False, repr=False)
    cum_f: np.ndarray = field(init=False, repr=False)
    cum_fv: np.ndarray = field(init=False, repr=False)
    a: float = field(init=False)
    b: float = field(init=False)

    def __post_init__(self) -> None:
        f = np.asarray(self.f, dtype=float).ravel()
        if f.size < 2 or not np.all(np.isfinite(f)) or f.min() < 0:
            raise InputError("f must hold n + 1 >= 2 finite non-negative probabilities")
        if abs(f.sum() - 1.0) > 1e-9:
            raise InputError(f"f must sum to 1, got {f.sum()!r}")
        if not (math.isfinite(self.delta) and self.delta > 0):
            raise InputError(f"delta must be > 0, got {self.delta!r}")
        if not (math.isfinite(self.v0) and self.v0 >= 0):
            raise InputError(f"v0 must be >= 0, got {self.v0!r}")
        v = self.v0 + self.delta * np.arange(f.size)
        for name, value in (
            ("v0", float(self.v0)),
            ("delta", float(self.delta)),
            ("f", f),
            ("v", v),
            ("cum_f", np.cumsum(f)),
            ("cum_fv", np.cumsum(f * v)),
            ("a", float(v[0])),
            ("b", float(v[-1])),
        ):
            object.__setattr__(self, name, value)

    @property
    def n(self) -> int:
        """Number of steps: the grid is v_0..v_n."""
        return self.f.size - 1

    def _cum(self, arr: np.ndarray, t: Any) -> np.ndarray:
        k = np.searchsorted(self.v, np.asarray(t, dtype=float), side="right")
        return np.where(k > 0, arr[np.maximum(k - 1, 0)], 0.0)

    def cdf(self, t: Any) -> Any:
        """P(X <= t)."""
        return self._cum(self.cum_f, t)[()]

    def partial_expectation(self, lo: Any, hi: Any) -> Any:
        """E[X; lo < X <= hi]."""
        hi = np.maximum(np.asarray(hi, dtype=float), lo)
        return (self._cum(self.cum_fv, hi) - self._cum(self.cum_fv, lo))[()]

    def mean(self) -> float:
        """E[X]."""
        return float(self.cum_fv[-1])


@dataclass(slots=True, frozen=True)
class SequenceResult:
    """An optimal sequence (support units), its E[T] on the discretised law, its grid indices."""

    sequence: list[float]
    expected_makespan: float
    indices: list[int]


def _check_zeta(zeta: float) -> float:
    return number(zeta, "zeta", lo=0.0, hi=1.0, hi_open=True)


def _check_n(n: int, allow_large: bool = False) -> int:
    n = integer(n, "n", lo=1)
    check_bound(
        "n",
        n,
        n,
        MAX_N,
        "grid steps",
        cost=f"TOptimal's O(n²) pass alone {duration(n * n * 5e-9)}",
        allow_large=allow_large,
    )
    return n


def _check_law(law: Any) -> Law:
    """``law`` if it has a support [a, b] and a ``cdf`` and ``partial_expectation``."""
    if not all(hasattr(law, k) for k in ("a", "b", "cdf", "partial_expectation")):
        raise InputTypeError(
            "law must be a law of hpcgym.speculative.laws or an ESDD (a support a, b, a cdf "
            f"and a partial_expectation), got {shown(law)}"
        )
    return cast(Law, law)


def discretize(law: Law, n: int = 200, *, allow_large: bool = False) -> ESDD:
    """§4.2: v_i = a + iδ, δ = (b − a)/n, f_0 = F(a), f_i = F(v_i) − F(v_{i−1}). More than
    :data:`MAX_N` steps is refused unless ``allow_large``."""
    n = _check_n(n, allow_large)
    _check_law(law)
    a, b = float(law.a), float(law.b)
    if not b > a:
        raise InputError(f"the law's support must have a < b, got [{a}, {b}]")
    v = a + (b - a) / n * np.arange(n + 1)
    cdf = np.asarray(law.cdf(v), dtype=float)
    cdf[-1] = 1.0
    return ESDD(a, (b - a) / n, np.clip(np.diff(cdf, prepend=0.0), 0.0, None))


def expected_makespan(law: Law, sequence: Any, zeta: float = 0.0) -> float:
    """E[T] of Theorem 1 for a sequence, integrating Eq. (5) exactly between reservations.

    ``law`` is an ESDD or any law with ``cdf``, ``partial_expectation`` and support [a, b];
    the sequence holds finite reservations > 0, increases strictly and its last reservation
    reaches b.
    """
    z = _check_zeta(zeta)
    _check_law(law)
    if isinstance(sequence, (str, bytes)) or not hasattr(sequence, "__iter__"):
        raise InputTypeError(f"sequence must be a list of reservations, got {shown(sequence)}")
    seq = [number(t, f"sequence[{i}]", lo=0.0, lo_open=True) for i, t in enumerate(sequence)]
    if not seq:
        raise InputError("sequence must be a non-empty list of reservations")
    if any(t2 <= t1 for t1, t2 in itertools.pairwise(seq)):
        raise InputError(f"sequence must be strictly increasing, got {seq}")
    if seq[-1] < law.b - 1e-9 * max(1.0, abs(law.b)):
        raise InputError(f"sequence must end at or above b={law.b!r}, got {seq[-1]!r}")
    total, spent, prev_t, prev_cdf = 0.0, 0.0, -math.inf, 0.0
    for t in seq:
        # Eq. (5): T = S + t for X <= θ, (S + X)/(1 − ζ) above; θ clipped to (t_m, t]
        theta = min(max((1.0 - z) * t - z * spent, prev_t), t)
        cdf_t = float(law.cdf(t))
        cdf_theta = float(law.cdf(theta)) if theta > prev_t else prev_cdf
        total += (spent + t) * (cdf_theta - prev_cdf)
        if cdf_t > cdf_theta:
            total += (spent * (cdf_t - cdf_theta) + float(law.partial_expectation(theta, t))) / (
                1.0 - z
            )
        spent, prev_t, prev_cdf = spent + t, t, cdf_t
    return total


@dataclass(slots=True, frozen=True)
class _Tables:
    """Prefix sums over 'k-space': k = 0 is the start (below v_0), k = j + 1 is grid value v_j."""

    v: np.ndarray  # v[k] = v_{k-1}
    cum: np.ndarray  # P(X <= v_{k-1}), 0 at k = 0
    cum_v: np.ndarray  # E[X; X <= v_{k-1}]
    tail: np.ndarray  # P(X > v_{k-1}), 1 at k = 0
    tail_v: np.ndarray  # E[X; X > v_{k-1}]


def _tables(d: ESDD) -> _Tables:
    fk = np.concatenate(([0.0], d.f))
    vk = np.concatenate(([d.v0 - d.delta], d.v))
    rev = lambda x: np.concatenate((np.cumsum(x[::-1])[::-1][1:], [0.0]))  # noqa: E731
    return _Tables(vk, np.cumsum(fk), np.cumsum(fk * vk), rev(fk), rev(fk * vk))


def _toptimal(d: ESDD, t: _Tables) -> tuple[np.ndarray, np.ndarray]:
    """ζ = 0 (Theorem 2 with ζ = 0, the O(n²) DP): E(k) = min_k' v_k'·P(X > v_k) + E(k')."""
    n = d.n
    cost, choice = np.zeros(n + 2), np.zeros(n + 2, dtype=np.int64)
    for k in range(n, -1, -1):
        targets = np.arange(max(k + 1, 2), n + 2)
        cand = t.v[targets] * t.tail[k] + cost[targets]
        best = int(np.argmin(cand))
        cost[k], choice[k] = cand[best], targets[best]
    return cost, choice


def _path(choice: np.ndarray, n: int) -> list[int]:
    k, out = 0, []
    while k != n + 1:
        k = int(choice[k])
        out.append(k - 1)
    return out


def _atoptimal(d: ESDD, t: _Tables, z: float) -> tuple[list[int], float]:
    """Theorem 2 for 0 < ζ < 1 as a forward search over labels (index, S = time spent, cost).

    A label at k carries S and C = E[T; X <= v_k] + S·P(X > v_k). The cost to go minus
    S·P(X > v_k) is non-decreasing in S with slope <= ζ/(1 − ζ)·P(X > v_k) (each branch of
    Eq. (5) minus S has slope 0 or ζ/(1 − ζ)), so a label is dropped when another with smaller
    S costs less, or with larger S costs less by more than that slope allows; and when C plus
    a lower bound on the cost to go (the ζ = 0 optimum, or E[(S + X)/(1 − ζ)]) exceeds the
    best complete sequence so far. Everything dropped is provably not better, so it is exact.
    """
    n, r = d.n, 1.0 / (1.0 - z)
    lower0, choice0 = _toptimal(d, t)
    seed = _path(choice0, n)
    best_val = expected_makespan(d, [d.v[j] for j in seed], z)
    best_from: tuple[int, int] | None = None
    pending: list[list[tuple[np.ndarray, np.ndarray, int, np.ndarray]]] = [[] for _ in range(n + 2)]
    pending[0].append((np.zeros(1), np.zeros(1), -1, np.zeros(1, dtype=np.int64)))
    kept: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    slack = 1.0 + 1e-12

    def lower(k: Any, s: np.ndarray) -> np.ndarray:
        return np.maximum(lower0[k], r * (t.tail_v[k] + z * s * t.tail[k]))

    for k in [0, *range(2, n + 1)]:
        if not pending[k]:
            continue
        chunks, pending[k] = pending[k], []
        s = np.concatenate([p[0] for p in chunks])
        c = np.concatenate([p[1] for p in chunks])
        pk = np.repeat([p[2] for p in chunks], [p[0].size for p in chunks])
        pi = np.concatenate([p[3] for p in chunks])
        ok = c + lower(k, s) <= best_val * slack
        s, c, pk, pi = s[ok], c[ok], pk[ok], pi[ok]
        if s.size == 0:
            continue
        order = np.lexsort((c, s))
        s, c, pk, pi = s[order], c[order], pk[order], pi[order]
        before = np.concatenate(([np.inf], np.minimum.accumulate(c)[:-1]))
        key = c + z * r * t.tail[k] * s
        after = np.concatenate((np.minimum.accumulate(key[::-1])[::-1][1:], [np.inf]))
        ok = (c < before) & (key <= after)
        s, c = s[ok], c[ok]
        kept[k] = (pk[ok], pi[ok])

        targets = np.arange(max(k + 1, 2), n + 2)
        vt = t.v[targets]
        # Eq. (5) per candidate next reservation v_t: X <= θ pays v_t, above pays (ζS + X)/(1−ζ)
        theta = (1.0 - z) * vt[None, :] - z * s[:, None]
        kx = np.floor((theta - t.v[0]) / d.delta).astype(np.int64)
        kx = np.clip(kx, k, targets[None, :])
        cx, mx = t.cum[kx], t.cum_v[kx]
        cn = c[:, None] + (
            vt * t.tail[targets]
            + vt * (cx - t.cum[k])
            + r * ((t.cum_v[targets] - mx) + z * s[:, None] * (t.cum[targets] - cx))
        )
        done = cn[:, -1]
        i = int(np.argmin(done))
        if done[i] < best_val:
            best_val, best_from = float(done[i]), (k, i)
        cn, tk = cn[:, :-1], targets[:-1]
        if tk.size == 0:
            continue
        sn = s[:, None] + vt[None, :-1]
        ok = cn + lower(tk, sn) <= best_val * slack
        cols, rows = np.nonzero(ok.T)
        if cols.size == 0:
            continue
        sel_s, sel_c = sn[rows, cols], cn[rows, cols]
        cuts = (np.flatnonzero(np.diff(cols)) + 1).tolist()
        for lo, hi in zip([0, *cuts], [*cuts, cols.size]):
            pending[int(tk[cols[lo]])].append((sel_s[lo:hi], sel_c[lo:hi], k, rows[lo:hi]))

    if best_from is None:
        return seed, best_val
    path, (k, i) = [n], best_from
    while k != 0:
        path.append(k - 1)
        pk, pi = kept[k]
        k, i = int(pk[i]), int(pi[i])
    return path[::-1], best_val


def optimal_sequence(
    law: Law, n: int = 200, zeta: float = 0.0, *, allow_large: bool = False
) -> SequenceResult:
    """The sequence minimising E[T] (Theorem 2) on the n-point discretisation of ``law``.

    ζ = 0 is TOptimal, 0 < ζ < 1 ATOptimal (§4.1). ``law`` may also be an ESDD, used as is.
    More than :data:`MAX_N` steps is refused unless ``allow_large``.
    """
    z, n = _check_zeta(zeta), _check_n(n, allow_large)
    _check_law(law)
    if not isinstance(law, ESDD) and not law.b > law.a:
        return SequenceResult([float(law.b)], expected_makespan(law, [law.b], z), [n])
    d = law if isinstance(law, ESDD) else discretize(law, n, allow_large=allow_large)
    t = _tables(d)
    if z == 0.0:
        cost, choice = _toptimal(d, t)
        idx, value = _path(choice, d.n), float(cost[0])
    else:
        idx, value = _atoptimal(d, t, z)
    return SequenceResult([float(d.v[j]) for j in idx], value, idx)


def first_reservation_costs(law: Law, n: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """TOptimal's cost curve (ζ = 0): for each first reservation v_j (j >= 1) of the n-point
    grid, the E[T] of the best sequence that starts with it (the rest by Theorem 2's DP); its
    minimum is :func:`optimal_sequence`'s E[T], at its first reservation."""
    _check_law(law)
    d = law if isinstance(law, ESDD) else discretize(law, _check_n(n))
    t = _tables(d)
    cost, _ = _toptimal(d, t)
    targets = np.arange(2, d.n + 2)  # k = j + 1: v_j, j >= 1, as the DP's first choice
    return t.v[targets], t.v[targets] * t.tail[0] + cost[targets]


def continuation(law: Law, first: int, n: int = 200) -> list[float]:
    """The sequence :func:`first_reservation_costs` prices for first reservation v_first:
    v_first, then the DP's best reservations after it."""
    d = law if isinstance(law, ESDD) else discretize(law, _check_n(n))
    _, choice = _toptimal(d, _tables(d))
    k, out = first + 1, [float(d.v[first])]
    while k != d.n + 1:
        k = int(choice[k])
        out.append(float(d.v[k - 1]))
    return out
