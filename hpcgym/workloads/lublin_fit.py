"""Two-sample tests of a Lublin model (:mod:`hpcgym.workloads.lublin`) against a trace.

The model side pools several model workloads as long as the trace (:func:`model_samples`).
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

    def gaps(self) -> np.ndarray:
        return np.diff(self.submit)

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


def _joined(parts: list[np.ndarray]) -> np.ndarray:
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)


def compare(trace: Workload, models: list[Workload], window: int = 256) -> list[Fit]:
    """The tests of the module's docstring, ``trace`` against the jobs of ``models`` pooled
    (gaps and windows taken within each model workload)."""
    t = Columns.of(trace)
    ms = [Columns.of(m) for m in models]
    procs = trace.cluster.total_cores
    multi = len(set(t.queue.tolist())) > 1
    out: list[Fit] = []
    for q in sorted(set(t.queue.tolist()).union(*(set(m.queue.tolist()) for m in ms))):
        tc, mcs = t.of_class(q), [m.of_class(q) for m in ms]
        name = CLASS_NAMES.get(q, q) if multi else "all"
        pairs = (
            ("runtime", tc.runtime, _joined([m.runtime for m in mcs])),
            ("inter-arrival", tc.gaps(), _joined([m.gaps() for m in mcs])),
        )
        a, b = tc.cores, _joined([m.cores for m in mcs])
        if min(len(a), len(b)) < 2:
            continue
        chi, p = _chi2_sizes(a, b)
        out.append(
            Fit("size", name, "chi-square", chi, p, len(a), len(b),
                float(np.median(a)), float(np.median(b)))
        )  # fmt: skip
        for quantity, a, b in pairs:
            r = stats.ks_2samp(a, b)
            out.append(
                Fit(quantity, name, "KS", float(r.statistic), float(r.pvalue), len(a), len(b),
                    float(np.median(a)), float(np.median(b)))
            )  # fmt: skip
    lt = window_loads(t, window, procs)
    lm = _joined([window_loads(m, window, procs) for m in ms])
    r = stats.ks_2samp(lt, lm)
    out.append(
        Fit(f"offered load ({window} jobs)", "all", "KS", float(r.statistic), float(r.pvalue),
            len(lt), len(lm), float(np.median(lt)), float(np.median(lm)))
    )  # fmt: skip
    return out


def model_samples(
    lublin: LublinModel, jobs: int, replicas: int = 5, seed: int = 1
) -> list[Workload]:
    """``replicas`` workloads of ``jobs`` jobs from seeds ``seed``, ``seed + 1``, ...: samples
    as long as the trace, so the clock's drift (see :mod:`hpcgym.workloads.lublin`) is the
    trace's."""
    return [generate(lublin, jobs, seed + k) for k in range(replicas)]


def fit_model(
    trace: Workload, lublin: LublinModel, replicas: int = 5, seed: int = 1, window: int = 256
) -> list[Fit]:
    """:func:`compare` against :func:`model_samples` as long as ``trace``."""
    return compare(trace, model_samples(lublin, len(trace), replicas, seed), window)


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
