"""Two-sample tests of a Lublin model (:mod:`hpcgym.workloads.lublin`) against a trace.

Per job class (the SWF queue field: ``"0"`` interactive, ``"1"`` batch): sizes by a chi-square
test of homogeneity over size categories (serial, each power of two, the sizes between two
powers), runtimes and inter-arrival times (within the class's stream) by Kolmogorov-Smirnov;
over all jobs the offered load of disjoint windows of ``window`` jobs (processor-seconds over
the machine's capacity during the window) by Kolmogorov-Smirnov. Sizes and runtimes are
independent across jobs in the model, so their p-values are exact; gaps and windows are
weakly dependent through the daily cycle, so theirs are approximate.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import stats

from hpcgym.batch.workload import Workload
from hpcgym.workloads.lublin import LublinModel, generate

CLASS_NAMES = {"0": "interactive", "1": "batch"}


@dataclass(slots=True, frozen=True)
class Columns:
    """A workload's jobs as arrays, in submit order."""

    submit: np.ndarray
    cores: np.ndarray
    runtime: np.ndarray
    queue: np.ndarray

    @classmethod
    def of(cls, workload: Workload) -> Columns:
        jobs = workload.jobs
        return cls(
            np.array([j.submit for j in jobs], dtype=np.int64),
            np.array([j.cores for j in jobs], dtype=np.int64),
            np.array([j.runtime for j in jobs], dtype=np.int64),
            np.array([j.queue for j in jobs]),
        )

    def of_class(self, queue: str) -> Columns:
        at = self.queue == queue
        return Columns(self.submit[at], self.cores[at], self.runtime[at], self.queue[at])


@dataclass(slots=True, frozen=True)
class Fit:
    """One two-sample test: what was compared, the test, its statistic and p-value, the sample
    sizes, and the two samples' medians."""

    quantity: str
    job_class: str
    test: str
    statistic: float
    pvalue: float
    n_trace: int
    n_model: int
    trace_median: float
    model_median: float


def size_category(cores: np.ndarray) -> np.ndarray:
    """0 for serial, ``2k - 1`` for exactly ``2^k``, ``2k`` for sizes in ``(2^k, 2^(k+1))``."""
    k = np.floor(np.log2(np.maximum(cores, 1))).astype(np.int64)
    exact = (cores & (cores - 1)) == 0
    return np.where(cores == 1, 0, np.where(exact, 2 * k - 1, 2 * k))


def window_loads(cols: Columns, window: int, procs: int) -> np.ndarray:
    """Offered load of each disjoint window of ``window`` consecutive jobs."""
    out = []
    for a in range(0, len(cols.submit) - window + 1, window):
        b = a + window
        span = max(1, int(cols.submit[b - 1] - cols.submit[a]))
        out.append(float((cols.cores[a:b] * cols.runtime[a:b]).sum()) / (procs * span))
    return np.array(out)


def _chi2_sizes(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    """Chi-square homogeneity of two size samples over :func:`size_category`, categories with
    an expected count under 5 pooled into their neighbour."""
    ca, cb = size_category(a), size_category(b)
    top = int(max(ca.max(), cb.max())) + 1
    table = np.vstack([np.bincount(ca, minlength=top), np.bincount(cb, minlength=top)])
    table = table[:, table.sum(axis=0) > 0]
    while table.shape[1] > 2:
        expected = table.sum(axis=1, keepdims=True) * table.sum(axis=0) / table.sum()
        low = int(np.argmin(expected.min(axis=0)))
        if expected[:, low].min() >= 5:
            break
        other = low - 1 if low > 0 else 1
        table[:, other] += table[:, low]
        table = np.delete(table, low, axis=1)
    res = stats.chi2_contingency(table)
    return float(res.statistic), float(res.pvalue)


def compare(trace: Workload, model: Workload, window: int = 256) -> list[Fit]:
    """The tests of the module's docstring, ``trace`` against ``model`` (a long model
    sample)."""
    t, m = Columns.of(trace), Columns.of(model)
    procs = trace.cluster.total_cores
    out: list[Fit] = []
    for q in sorted(set(t.queue.tolist()) | set(m.queue.tolist())):
        tc, mc = t.of_class(q), m.of_class(q)
        name = CLASS_NAMES.get(q, q) if len(set(t.queue.tolist())) > 1 else "all"
        if len(tc.submit) < 2 or len(mc.submit) < 2:
            continue
        chi, p = _chi2_sizes(tc.cores, mc.cores)
        out.append(
            Fit("size", name, "chi-square", chi, p, len(tc.cores), len(mc.cores),
                float(np.median(tc.cores)), float(np.median(mc.cores)))
        )  # fmt: skip
        for quantity, a, b in (
            ("runtime", tc.runtime, mc.runtime),
            ("inter-arrival", np.diff(tc.submit), np.diff(mc.submit)),
        ):
            r = stats.ks_2samp(a, b)
            out.append(
                Fit(quantity, name, "KS", float(r.statistic), float(r.pvalue), len(a), len(b),
                    float(np.median(a)), float(np.median(b)))
            )  # fmt: skip
    lt = window_loads(t, window, procs)
    lm = window_loads(m, window, procs)
    r = stats.ks_2samp(lt, lm)
    out.append(
        Fit(f"offered load ({window} jobs)", "all", "KS", float(r.statistic), float(r.pvalue),
            len(lt), len(lm), float(np.median(lt)), float(np.median(lm)))
    )  # fmt: skip
    return out


def fit_model(
    trace: Workload, lublin: LublinModel, jobs: int = 50_000, seed: int = 1, window: int = 256
) -> list[Fit]:
    """:func:`compare` against ``jobs`` jobs of ``lublin`` from ``seed``."""
    return compare(trace, generate(lublin, jobs, seed), window)


def format_fits(fits: list[Fit]) -> str:
    """The tests as an aligned text table."""
    head = f"{'quantity':<24} {'class':<12} {'test':<10} {'stat':>8} {'p':>9}  "
    head += f"{'n trace':>7} {'n model':>7}  {'median trace':>12} {'median model':>12}"
    rows = [head] + [
        f"{f.quantity:<24} {f.job_class:<12} {f.test:<10} {f.statistic:>8.4f} "
        f"{f.pvalue:>9.3g}  {f.n_trace:>7} {f.n_model:>7}  {f.trace_median:>12.4g} "
        f"{f.model_median:>12.4g}"
        for f in fits
    ]
    return "\n".join(rows)
