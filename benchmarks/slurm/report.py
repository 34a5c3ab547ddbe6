"""The validation page's tables, computed from the recorded runs (``docs/guides/slurm.md``
carries them between markers; ``python -m benchmarks.slurm report --write`` rewrites them and
``tests/core/batch/test_slurm_recorded.py`` checks the page still matches)."""

from __future__ import annotations

from pathlib import Path

from benchmarks.slurm.compare import TOLERANCE, Comparison, compare, noise, seen
from benchmarks.slurm.records import Run, load, recorded
from benchmarks.slurm.workloads import SPECS

PAGE = Path(__file__).resolve().parents[2] / "docs" / "guides" / "slurm.md"
BEGIN = "<!-- slurm-report:begin -->"
END = "<!-- slurm-report:end -->"
NOISE = 2  # seconds
NOISY = 0.05  # a run is discarded when more of its jobs than this disagree beyond the clocks


def runs() -> list[Run]:
    """The recorded runs of the report's workloads, in name order."""
    return [load(n) for n in recorded() if n in SPECS]


def noisy(run: Run) -> list[int]:
    """The jobs on which ``run``'s two clusters disagree beyond their clocks."""
    return residual_noise(run, compare(run, "a"), compare(run, "b"))


def clean(run: Run) -> bool:
    """Whether ``run`` passes the noise check (its two clusters agree)."""
    return len(noisy(run)) <= NOISY * len(run.workload)


def clean_runs() -> list[Run]:
    """The runs that pass the noise check: the ones the bar applies to."""
    return [r for r in runs() if clean(r)]


def residual_noise(run: Run, node_a: Comparison, node_b: Comparison) -> list[int]:
    """Jobs on which the two clusters disagree by more than NOISE seconds although their
    different backfill clocks do not move them (each cluster simulated with its own clock
    starts them within a second of each other): the run's noise."""
    va, vb = seen(run, "a"), seen(run, "b")
    return [
        i
        for i in node_a.ids
        if abs(node_b.sim[i] - node_a.sim[i]) <= 1 and abs(vb[i].start - va[i].start) > NOISE
    ]


def _pct(x: float) -> str:
    return f"{100 * x:.2f}%"


def tables() -> str:
    """The page's generated part: per-workload summary, totals, and the jobs still off."""
    rows = []
    off_rows = []
    tot = {"jobs": 0, "node": 0, "count": 0, "node_b": 0, "ab": 0}
    worst_wait = worst_span = 0.0
    all_jobs = all_within = 0
    for run in runs():
        na, nb = compare(run, "a"), compare(run, "b")
        ca = compare(run, "a", nodes=False)
        ab = noise(run)
        resid = residual_noise(run, na, nb)
        n = len(na.ids)
        spec = SPECS[run.name]
        left_out = len(resid) > NOISY * n
        all_jobs += 2 * n
        all_within += na.within + nb.within
        name = f"{run.name} (noisy, left out)" if left_out else run.name
        rows.append(
            f"| {name} | {spec.nodes} | {n} | {ab.max_diff} | {len(resid)} "
            f"| {na.within} | {na.max_diff} | {len(na.swapped())} "
            f"| {_pct(na.wait_error)} | {_pct(na.makespan_error)} | {nb.within} "
            f"| {ca.within} | {ca.max_diff} | {len(ca.swapped())} "
            f"| {_pct(ca.wait_error)} | {_pct(ca.makespan_error)} |"
        )
        w = {j.id: j for j in run.workload}
        for c in (na, nb):
            off = [i for i in c.ids if abs(c.diff(i)) > TOLERANCE]
            off_rows += [
                f"| {name} | {c.cluster} | {i} | {w[i].nodes} | {w[i].limit} "
                f"| {c.submit[i]} | {c.slurm[i]} | {c.sim[i]} | {c.diff(i):+d} |"
                for i in sorted(off, key=lambda i: (c.slurm[i], i))
            ]
        if left_out:
            continue
        tot["jobs"] += n
        tot["node"] += na.within
        tot["node_b"] += nb.within
        tot["count"] += ca.within
        tot["ab"] += sum(1 for i in ab.ids if abs(ab.diff(i)) <= NOISE)
        worst_wait = max(worst_wait, na.wait_error, nb.wait_error)
        worst_span = max(worst_span, na.makespan_error, nb.makespan_error)
    jobs = tot["jobs"]
    per_job = _per_job(EXAMPLE)
    out = [
        BEGIN,
        "",
        "| workload | nodes | jobs | a-b max (s) | a-b beyond clocks | nodes: within 5 s "
        "| max (s) | swapped | mean wait | makespan | nodes vs b: within 5 s "
        "| count: within 5 s | max (s) | swapped | mean wait | makespan |",
        "|---" * 16 + "|",
        *rows,
        "",
        f"Totals over the {len(clean_runs())} runs that pass the noise check: {jobs} jobs. Node-level backfill: {tot['node']} within {TOLERANCE} s of "
        f"cluster a ({_pct(tot['node'] / max(jobs, 1))}), {tot['node_b']} of cluster b "
        f"({_pct(tot['node_b'] / max(jobs, 1))}); worst mean-wait error {_pct(worst_wait)}, "
        f"worst makespan error {_pct(worst_span)}. Count-based preset: {tot['count']} within "
        f"{TOLERANCE} s of cluster a ({_pct(tot['count'] / max(jobs, 1))}). The two clusters "
        f"agree within {NOISE} s on {tot['ab']} jobs ({_pct(tot['ab'] / max(jobs, 1))}). "
        f"Every run, noisy ones included, both clusters: {all_within} of {all_jobs} "
        f"starts within {TOLERANCE} s ({_pct(all_within / max(all_jobs, 1))}).",
        "",
        "Jobs the node-level simulation starts more than 5 s away from Slurm:",
        "",
        "| workload | cluster | job | nodes | limit (min) | submit | Slurm start | simulated | diff (s) |",
        "|---" * 9 + "|",
        *(off_rows or ["| (none) | | | | | | | | |"]),
        "",
        *per_job,
        END,
    ]
    return "\n".join(out)


EXAMPLE = "w04"  # the workload shown job by job (16 nodes, a full-machine job early)


def _per_job(name: str) -> list[str]:
    """Every job of run ``name`` on cluster a: Slurm's start and both simulations'."""
    if name not in recorded():
        return []
    run = load(name)
    node, count = compare(run, "a"), compare(run, "a", nodes=False)
    w = {j.id: j for j in run.workload}
    rows = [
        f"| {i} | {w[i].nodes} | {w[i].limit} | {node.submit[i]} | {node.slurm[i]} "
        f"| {node.diff(i):+d} | {count.diff(i):+d} |"
        for i in sorted(node.ids, key=lambda i: (node.slurm[i], i))
    ]
    return [
        f"Job by job, {name} on cluster a (start differences, simulated minus Slurm's, in "
        "seconds):",
        "",
        "| job | nodes | limit (min) | submit | Slurm start | node-level | count-based |",
        "|---" * 7 + "|",
        *rows,
        "",
    ]


def totals() -> dict[str, float]:
    """The figures the regression test holds the simulator to."""
    jobs = within = 0
    worst_wait = worst_span = 0.0
    for run in clean_runs():
        for cl in ("a", "b"):
            c = compare(run, cl)
            jobs += len(c.ids)
            within += c.within
            worst_wait = max(worst_wait, c.wait_error)
            worst_span = max(worst_span, c.makespan_error)
    return {"jobs": jobs, "within": within, "wait_error": worst_wait, "makespan_error": worst_span}


def splice(page: str, generated: str) -> str:
    """``page`` with its generated part replaced by ``generated``."""
    head, _, rest = page.partition(BEGIN)
    _, _, tail = rest.partition(END)
    return head + generated + tail


def main(write: bool = False) -> int:
    generated = tables()
    print(generated)
    if write:
        PAGE.write_text(splice(PAGE.read_text(), generated))
        print(f"wrote {PAGE}")
    return 0
