"""The validation page's tables, computed from the recorded runs (``docs/guides/slurm.md``
carries them between markers; ``python -m benchmarks.slurm report --write`` rewrites them and
``tests/core/batch/test_slurm_recorded.py`` checks the page still matches)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from benchmarks.slurm.compare import TOLERANCE, Comparison, compare, noise, seen
from benchmarks.slurm.conf import parse, simulator_settings
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
    predicted = prediction_tables()
    print(generated)
    print(predicted)
    if write:
        page = splice(PAGE.read_text(), generated)
        head, _, rest = page.partition(PREDICT_BEGIN)
        _, _, tail = rest.partition(PREDICT_END)
        PAGE.write_text(head + predicted + tail)
        print(f"wrote {PAGE}")
    return 0


# -- prediction from the workload alone (issue 39) ---------------------------------------------

PREDICT_BEGIN = "<!-- slurm-predict:begin -->"
PREDICT_END = "<!-- slurm-predict:end -->"
FIGURE = "guides/slurm-errors.svg"
KINDS = (
    ("w", "whole-node jobs in distinct seconds, 8-16 nodes, 30-60 jobs"),
    ("x", "bursts (arrays), kills, chains of full-machine jobs; 64 nodes, 200-240 jobs"),
    ("y", "bursts (arrays), kills, a chain of full-machine jobs; 16 nodes, 60 jobs"),
    ("d", "afterok dependencies and bursts; 32 nodes, 120 jobs"),
    ("p", "two partitions with different limits, overlapping; 32 nodes, 150 jobs"),
    ("g", "GPUs as GRES on 8 of 24 nodes; GPU, CPU and all-node partitions; 60 jobs"),
    ("f", "fair share on slurmdbd: four accounts of 1, 1, 2, 4 shares; 16 nodes, 60 jobs"),
    ("q", "a QOS limit of 3 running jobs per account, fair share on; 16 nodes, 60 jobs"),
    ("a", "job arrays of 3-8 tasks (sbatch --array), a burst, kills, a chain; 16 nodes, 60 jobs"),
)


def all_runs() -> list[Run]:
    """The latest recorded run of every generated workload (the report's and the new sets)."""
    from benchmarks.slurm.workloads import ALL

    return [load(n) for n in recorded() if n in ALL]


@dataclass(slots=True)
class Tally:
    """Jobs within the tolerance over some runs, both clusters, in one input mode."""

    jobs: int = 0
    within: int = 0
    wait: float = 0.0
    span: float = 0.0
    diffs: list[int] = field(default_factory=list)

    def add(self, c: Comparison) -> None:
        self.jobs += len(c.ids)
        self.within += c.within
        self.wait = max(self.wait, c.wait_error)
        self.span = max(self.span, c.makespan_error)
        self.diffs += [abs(c.diff(i)) for i in c.ids]

    def share(self) -> str:
        return f"{self.within}/{self.jobs} ({_pct(self.within / max(self.jobs, 1))})"


@cache
def prediction_tallies() -> dict[tuple[str, bool, str], Tally]:
    """Per (kind, fitted?, inputs): the tally over its runs; inputs ``log``, ``workload`` or
    ``a-b`` (Slurm's cluster b against cluster a: the noise no prediction can beat). Cached:
    the recorded runs do not change while a process runs."""
    from benchmarks.slurm.predict import compare_predicted, is_fit

    out: dict[tuple[str, bool, str], Tally] = {}
    for run in all_runs():
        key = (run.name[0], is_fit(run.name))
        for inputs in ("log", "workload"):
            t = out.setdefault((*key, inputs), Tally())
            for cl in run.clusters():
                t.add(compare(run, cl) if inputs == "log" else compare_predicted(run, cl))
        ab = Comparison(run.name, "b", "a-b", sorted(run.on("a")), {}, {}, {}, {}, {})
        a, b = run.on("a"), run.on("b")
        ab.submit = {i: a[i].submit for i in ab.ids}
        ab.slurm = {i: a[i].start for i in ab.ids}
        ab.sim = {i: b[i].start for i in ab.ids}
        ab.slurm_end = {i: a[i].end for i in ab.ids}
        ab.sim_end = {i: b[i].end for i in ab.ids}
        out.setdefault((*key, "a-b"), Tally()).add(ab)
    return out


def prediction_tables() -> str:
    """The page's prediction section: per kind of workload, fitted or judged, both input
    modes, with Slurm's own cluster-to-cluster agreement beside."""
    from benchmarks.slurm.predict import load_model

    tallies = prediction_tallies()
    rows = []
    for kind, words in KINDS:
        for fitted in (True, False):
            log = tallies.get((kind, fitted, "log"))
            if log is None:
                continue
            wl, ab = tallies[(kind, fitted, "workload")], tallies[(kind, fitted, "a-b")]
            names = sorted(
                r.name for r in all_runs() if r.name[0] == kind and _fitted(r.name) == fitted
            )
            rows.append(
                f"| {words} | {'fit' if fitted else 'judged'} | {', '.join(names)} "
                f"| {log.jobs} | {log.share()} | {wl.share()} | {_pct(wl.wait)} "
                f"| {_pct(wl.span)} | {ab.share()} |"
            )
    per_run = []
    from benchmarks.slurm.predict import compare_predicted

    for run in all_runs():
        if run.name[0] == "w":
            continue
        cells = []
        for cl in run.clusters():
            lg, wl = compare(run, cl), compare_predicted(run, cl)
            cells.append(f"{lg.within} / {wl.within}")
        a, b = run.on("a"), run.on("b")
        ab = sum(1 for i in a if abs(a[i].start - b[i].start) <= TOLERANCE)
        w = {j.id: j for j in run.workload}
        lags = sorted(t.submitted - w[t.id].submit for t in run.events if t.submitted >= 0)
        lag = lags[int(0.95 * (len(lags) - 1))] if lags else float("nan")
        nodes = simulator_settings(parse(run.conf)).cluster.nodes
        per_run.append(
            f"| {run.name} | {'fit' if _fitted(run.name) else 'judged'} | {nodes} "
            f"| x{run.meta.get('speed', 1):g} "
            f"| {len(run.workload)} | {' | '.join(cells)} | {ab} | {lag:.1f} |"
        )
    judged = [t for (k, f, m), t in tallies.items() if not f and m == "workload"]
    jw, jj = sum(t.within for t in judged), sum(t.jobs for t in judged)
    most, pairs = ceiling([r for r in all_runs() if not _fitted(r.name)])
    timing = load_model()
    return "\n".join(
        [
            PREDICT_BEGIN,
            "",
            "| workloads | role | runs | jobs | log inputs: within 5 s | workload only: within 5 s "
            "| mean wait (workload) | makespan (workload) | Slurm b vs a: within 5 s |",
            "|---" * 9 + "|",
            *rows,
            "",
            f"On the runs not used to fit, from the workload alone: {jw} of {jj} jobs within "
            f"{TOLERANCE} s ({_pct(jw / max(jj, 1))}). No prediction from the workload can "
            f"reach 95% on these recordings: a job whose two Slurm clusters started it more than "
            f"{2 * TOLERANCE} s apart can be predicted within {TOLERANCE} s of one of them at "
            f"most, so one start per job can be within {TOLERANCE} s on at most {most} of "
            f"the {pairs} job-cluster pairs ({_pct(most / max(pairs, 1))}): Slurm run twice "
            "on one workload does not repeat itself. The fitted model (real seconds, "
            f"`benchmarks/slurm/timing.json`): submit latency {timing.submit} s, end "
            f"overhead {timing.overhead} s, settle {timing.settle} s, kill hold "
            f"{timing.kill_hold} s, first backfill cycle {timing.cycle} s late, limit-check "
            f"phase {timing.check} s, launch {timing.launch} s.",
            "",
            "Per run (jobs within 5 s, log inputs / workload only, on each cluster; the "
            "two clusters' own agreement; the 95th percentile of how late the harness's "
            "`sbatch` reached slurmctld after the scripted second, in simulated seconds):",
            "",
            "| run | role | nodes | speed | jobs | cluster a | cluster b | Slurm b vs a "
            "| submit lag p95 (s) |",
            "|---" * 9 + "|",
            *per_run,
            "",
            f"![Per-job start errors, both input modes]({Path(FIGURE).name})",
            "",
            PREDICT_END,
        ]
    )


def ceiling(runs: list[Run]) -> tuple[int, int]:
    """The most job-cluster pairs of ``runs`` any one predicted start per job can bring within
    the tolerance (a job its clusters started more than twice the tolerance apart counts once),
    and the pairs."""
    most = pairs = 0
    for run in runs:
        a, b = run.on("a"), run.on("b")
        pairs += 2 * len(a)
        most += sum(1 if abs(a[i].start - b[i].start) > 2 * TOLERANCE else 2 for i in a)
    return most, pairs


def _fitted(name: str) -> bool:
    from benchmarks.slurm.predict import is_fit

    return is_fit(name)


def figure() -> str:
    """An SVG of the per-job |start error| distribution (the share of jobs within x seconds,
    x from 0 to 60), fitted and judged runs, log and workload inputs, and Slurm's b vs a."""
    tallies = prediction_tallies()
    series = []
    for label, mode, fitted, colour, dash in (
        ("log inputs, fit runs", "log", True, "#1f77b4", ""),
        ("log inputs, judged runs", "log", False, "#1f77b4", "6,3"),
        ("workload only, fit runs", "workload", True, "#d62728", ""),
        ("workload only, judged runs", "workload", False, "#d62728", "6,3"),
        ("Slurm b vs a, judged runs", "a-b", False, "#555555", "2,2"),
    ):
        diffs = [
            d for (k, f, m), t in tallies.items() if m == mode and f == fitted for d in t.diffs
        ]
        if diffs:
            series.append((label, colour, dash, diffs))
    w, h, left, bottom, top, right = 560, 320, 50, 40, 15, 190
    xmax, ymin = 60, 0.5
    pw, ph = w - left - right, h - top - bottom

    def x(s: float) -> float:
        return left + pw * s / xmax

    def y(v: float) -> float:
        return top + ph * (1 - (v - ymin) / (1 - ymin))

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'font-family="sans-serif" font-size="11">',
        f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#999"/>',
    ]
    out += [
        f'<text x="{x(s):.1f}" y="{h - bottom + 14}" text-anchor="middle">{s}</text>'
        for s in range(0, xmax + 1, 10)
    ]
    for v in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0):
        out.append(
            f'<line x1="{left}" x2="{left + pw}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#eee"/>'
        )
        out.append(f'<text x="{left - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{v:g}</text>')
    out.append(
        f'<line x1="{x(TOLERANCE):.1f}" x2="{x(TOLERANCE):.1f}" y1="{top}" y2="{top + ph}" stroke="#aaa" stroke-dasharray="1,3"/>'
    )
    out.append(
        f'<text x="{left + pw / 2}" y="{h - 8}" text-anchor="middle">|simulated start - Slurm start| (s)</text>'
    )
    out.append(
        f'<text x="12" y="{top + ph / 2}" text-anchor="middle" transform="rotate(-90 12 {top + ph / 2})">share of jobs within</text>'
    )
    for k, (label, colour, dash, diffs) in enumerate(series):
        n = len(diffs)
        pts = []
        for s in range(xmax + 1):
            share = sum(1 for d in diffs if d <= s) / n
            pts.append(f"{x(s):.1f},{y(max(share, ymin)):.1f}")
        style = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(
            f'<polyline points="{" ".join(pts)}" fill="none" stroke="{colour}" stroke-width="1.6"{style}/>'
        )
        ly = top + 14 + 16 * k
        out.append(
            f'<line x1="{w - right + 10}" x2="{w - right + 34}" y1="{ly}" y2="{ly}" stroke="{colour}" stroke-width="1.6"{style}/>'
        )
        out.append(f'<text x="{w - right + 38}" y="{ly + 4}">{label} ({n})</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
