"""Slurm's fair-share factor (``priority/multifactor`` with slurmdbd, Fair Tree, the 22.05
default) beside multifactor's age and size: each user's past use, decayed with a half-life,
against its shares, recomputed on slurmctld's ``PriorityCalcPeriod``.

What Slurm does (``priority_multifactor.c``, ``fair_tree.c``), and so what this order does:

- **Usage.** A job adds ``nodes x run x d**run`` to its user's raw usage, ``d = 1 - 0.693 /
  half_life`` per second (``_apply_new_usage``), where ``run`` is its running time since the
  last calculation: for a running job at each calculation, and for an ending job at its end,
  but only where limits are enforced (``AccountingStorageEnforce=limits``:
  ``priority_g_job_end`` is called from ``acct_policy``'s limit accounting; without it a job's
  last part, or all of a job that starts and ends between two calculations, is never counted,
  as the recorded runs show).
  Each calculation first multiplies every usage by ``d`` to the seconds since the previous one
  (``_apply_decay``).
- **Factor (Fair Tree).** Users are ranked by level fair-share ``S / U``: ``S`` their shares
  over all shares, ``U`` their usage over everyone's (no usage: infinite, first); the k-th of
  ``N`` gets ``(N - k + 1) / N``, tied users the rank of the first of them (``_calc_tree_fs``).
  ``N`` counts the root account's own user, which a cluster always has and which never runs
  here (``others``).
- **When.** Factors and pending jobs' priorities change only at the calculations, every
  ``period`` seconds from ``origin`` (slurmctld's start, where its decay thread begins); a job
  submitted in between is ranked with the factors of the last one.

The flat tree of the harness (one user per account under root) is what is modelled: a
deeper account tree ranks siblings level by level, which this does not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hpcgym.batch.priority import SIZE_WEIGHT, Multifactor
from hpcgym.bounds import MAX_SECONDS
from hpcgym.checks import flag, integer
from hpcgym.errors import InputError

if TYPE_CHECKING:
    from hpcgym.batch.priority import Columns
    from hpcgym.batch.simulator import Simulator

FAIRSHARE_WEIGHT = 1_000_000_000  # the harness's PriorityWeightFairshare


@dataclass(slots=True, frozen=True)
class FairShare:
    """The fair-share settings of a multifactor policy: ``shares`` per user id (users not
    listed hold one share), ``half_life`` and ``period`` in seconds (Slurm's
    ``PriorityDecayHalfLife`` and ``PriorityCalcPeriod``), ``origin`` when the calculations
    start, ``weight`` Slurm's ``PriorityWeightFairshare``, ``others`` users that count in the
    ranking but never run (Slurm's root user), ``at_end`` whether a job's use since the last
    calculation is counted when it ends (Slurm: with ``AccountingStorageEnforce=limits``)."""

    shares: tuple[tuple[int, int], ...] = ()
    half_life: int = 7 * 86_400
    period: int = 300
    origin: int = 0
    weight: int = FAIRSHARE_WEIGHT
    others: int = 1
    at_end: bool = True

    def __post_init__(self) -> None:
        where = "fair-share settings"
        integer(self.half_life, "half_life", lo=1, hi=MAX_SECONDS, where=where)
        integer(self.period, "period", lo=1, hi=MAX_SECONDS, where=where)
        integer(self.origin, "origin", hi=MAX_SECONDS, where=where)
        integer(self.weight, "weight", lo=0, hi=2**32 - 1, where=where)
        integer(self.others, "others", lo=0, hi=10**6, where=where)
        flag(self.at_end, "at_end", where=where)
        users = [u for u, _ in self.shares]
        if len(set(users)) < len(users):
            raise InputError(f"{where}: a user's shares are given twice: {users}")
        for u, s in self.shares:
            integer(s, f"shares of user {u}", lo=1, hi=10**9, where=where)


class FairShareUsage:
    """Each user's decayed usage and fair-share factor over one simulation, advanced to the
    calculation times as the simulation reaches them (bind it with :meth:`bind`)."""

    __slots__ = (
        "settings", "decay", "usage", "factor", "last", "running", "sim", "_shares", "_users",
    )  # fmt: skip

    def __init__(self, settings: FairShare) -> None:
        self.settings = settings
        self.decay = 1.0 - 0.693 / settings.half_life
        self._shares = dict(settings.shares)
        self.usage: dict[int, float] = {}
        self.factor: dict[int, float] = {}
        self.last: int | None = None  # the latest calculation done
        self.running: dict[int, int] = {}  # job -> its start
        self.sim: Simulator | None = None
        self._users: set[int] = set(self._shares)

    def bind(self, sim: Simulator) -> None:
        """Follow ``sim``'s starts and ends (once per simulation)."""
        if self.sim is sim:
            return
        self.sim = sim
        self.usage, self.factor, self.running, self.last = {}, {}, {}, None
        self._users = set(self._shares) | {j.user for j in sim.jobs}
        sim.subscribe("start", self._started)
        sim.subscribe("end", self._ended)
        sim.subscribe("kill", self._ended)

    def _user(self, i: int) -> int:
        assert self.sim is not None
        return self.sim.jobs[i].user

    def _run_usage(self, i: int, until: int) -> float:
        assert self.sim is not None
        since = self.running[i] if self.last is None else max(self.running[i], self.last)
        run = max(0, until - since)
        return self.sim.units[i] * run * self.decay**run

    def _started(self, i: int) -> None:
        assert self.sim is not None
        self.advance(self.sim.now)
        self.running[i] = self.sim.now

    def _ended(self, i: int) -> None:
        assert self.sim is not None
        now = self.sim.now
        self.advance(now)
        if i in self.running:
            if self.settings.at_end:
                u = self._user(i)
                self.usage[u] = self.usage.get(u, 0.0) + self._run_usage(i, now)
            del self.running[i]

    def next_calculation(self, now: int) -> int:
        """The first calculation after ``now``."""
        s = self.settings
        if now < s.origin:
            return s.origin
        return s.origin + ((now - s.origin) // s.period + 1) * s.period

    def advance(self, now: int) -> None:
        """Run every calculation due by ``now`` (the first at ``origin`` sets the factors)."""
        s = self.settings
        due = self.next_calculation(now) - s.period
        t = s.origin if self.last is None else self.last + s.period
        while t <= due:
            self._calculate(t)
            t += s.period

    def _calculate(self, t: int) -> None:
        if self.last is not None:
            k = self.decay ** (t - self.last)
            for u in self.usage:
                self.usage[u] *= k
            for i in self.running:
                u = self._user(i)
                self.usage[u] = self.usage.get(u, 0.0) + self._run_usage(i, t)
        self.last = t
        self.factor = self._fair_tree()

    def _fair_tree(self) -> dict[int, float]:
        """Fair Tree's factors of a flat tree: rank by shares over usage, ties share a rank."""
        assert self.sim is not None
        users = self._users
        total_shares = sum(self._shares.get(u, 1) for u in users) + self.settings.others
        total_usage = sum(self.usage.values())
        inf = float("inf")

        def level(u: int) -> float:
            used = self.usage.get(u, 0.0) / total_usage if total_usage else 0.0
            share = self._shares.get(u, 1) / total_shares
            return inf if used == 0.0 else share / used

        others = self.settings.others
        n = len(users) + others
        of = {u: level(u) for u in users}
        ranked = [None] * others + sorted(users, key=lambda u: (-of[u], u))
        levels = [inf] * others + sorted(of.values(), reverse=True)
        out: dict[int, float] = {}
        rank = left = n
        for k, (lf, u) in enumerate(zip(levels, ranked, strict=True)):
            if not (k and lf == levels[k - 1]):
                rank = left
            if u is not None:
                out[u] = rank / n
            left -= 1
        return out

    def of(self, user: int, now: int) -> float:
        """``user``'s factor as of the last calculation by ``now`` (1 before the first)."""
        self.advance(now)
        return self.factor.get(user, 1.0)


class FairShareMultifactor:
    """Multifactor priority with the fair-share term, ``weight x factor`` beside age and size.
    The factors hold between calculations, so each job's fair share joins its size term
    (``size + weight x factor / SIZE_WEIGHT``) and a :class:`~hpcgym.batch.priority.Multifactor`
    over those keeps the order, its waiting jobs re-keyed when a calculation changes the
    factors. Ties go to the earlier job."""

    __slots__ = ("size_factor", "usage", "columns", "inner", "_size", "_at")

    def __init__(
        self,
        size_factor: list[float],
        usage: FairShareUsage,
        eligible_from: dict[int, int] | None = None,
        columns: Columns | None = None,
    ) -> None:
        self.size_factor = size_factor
        self.usage = usage
        self.columns = columns
        self._size = list(size_factor)  # size + fair share, as of calculation ``_at``
        self.inner = Multifactor(self._size, eligible_from, columns)
        self._at: int | None = None

    @property
    def eligible_from(self) -> dict[int, int]:
        return self.inner.eligible_from

    @property
    def eligible(self) -> dict[int, int]:
        return self.inner.eligible

    def bind(self, sim: Simulator) -> None:
        self.usage.bind(sim)

    def _fair(self, i: int) -> float:
        usage = self.usage
        user = usage.sim.jobs[i].user if usage.sim is not None else -1
        return usage.settings.weight * usage.factor.get(user, 1.0) / SIZE_WEIGHT

    def _refresh(self, now: int) -> None:
        """Re-key the waiting jobs if a calculation by ``now`` changed the factors."""
        self.usage.advance(now)
        if self._at == self.usage.last and self._at is not None:
            return
        self._at = self.usage.last
        inner = self.inner
        waiting = list(inner.eligible.items())
        for i, _ in waiting:
            inner.remove(i)
        for i, e in waiting:
            self._size[i] = self.size_factor[i] + self._fair(i)
            inner.add(i, now, e)

    def add(self, i: int, now: int, eligible: int | None = None) -> None:
        self._refresh(now)
        size = self._size
        size.extend(self.size_factor[len(size) :])  # jobs submitted while running
        size[i] = self.size_factor[i] + self._fair(i)
        self.inner.add(i, now, eligible)

    def remove(self, i: int) -> None:
        self.inner.remove(i)

    def priority(self, i: int, now: int) -> float:
        """Job ``i``'s priority at ``now`` (Slurm's sum of the weighted factors)."""
        self._refresh(now)
        return self.inner.priority(i, now)

    def sort_key(self, i: int, now: int) -> tuple:
        return (-self.priority(i, now), i)

    def order(self, now: int, limit: int | None = None) -> list[int]:
        self._refresh(now)
        return self.inner.order(now, limit)

    def fixed_until(self, now: int) -> float:
        """Until when the order stays as it is: Multifactor's, and the next calculation."""
        return min(self.inner.fixed_until(now), self.usage.next_calculation(now))

    def empty_like(self) -> FairShareMultifactor:
        return FairShareMultifactor(
            self.size_factor, self.usage, self.inner.eligible_from, self.columns
        )

    def __len__(self) -> int:
        return len(self.inner)
