"""The pages of the docs site that are generated from the code when the site is built.

One page per registered env id (its class docstring in Gymnasium's headings, its spaces, its
``render()`` frame), the CLI reference (from the argparse parsers of ``hpcgym.cli``), the
policy and benchmark-task tables, the Lublin model's parameters, fit tables and figure
against the bundled traces, the leaderboard (from the committed ``docs/bench/results.json``
through ``hpcgym.bench.board.markdown``), the shipped agents' cards and curves, the
bibliography and the changelog. ``hooks.py`` hands them to MkDocs; ``tests/docs`` calls the same
functions, so a registered id without a page or a docstring without a heading fails a test.
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import io
import json
import math
import os
import posixpath
import re
import sys
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RESULTS = DOCS / "bench" / "results.json"
LEDGER = DOCS / "bench" / "ledger.json"
BIB = DOCS / "references.bib"

# Gymnasium's headings of an env docstring, then hpcgym's own, in this order.
GYMNASIUM_HEADINGS = (
    "Description",
    "Action Space",
    "Observation Space",
    "Rewards",
    "Starting State",
    "Episode End",
    "Arguments",
)
HPCGYM_HEADINGS = ("Baselines", "Benchmark task", "Paper")
HEADINGS = (*GYMNASIUM_HEADINGS, *HPCGYM_HEADINGS, "Version History")

# The baseline that plays, and for how many steps, before an id's frame is drawn (seed 0); an id
# not named here: its first registered baseline for DEFAULT_FRAME steps.
FRAMES = {
    "hpcgym/Dispatch-v0": ("f1", 40),
    "hpcgym/Dispatch-Edison-v0": ("f1", 300),
    "hpcgym/Dispatch-Perlmutter-v0": ("slurm-tres", 300),
    "hpcgym/WorkflowSubmit-v0": ("always-woas", 12),
    "hpcgym/TaskDispatch-v0": ("bf", 500),
    "hpcgym/Reservation-v0": ("earliest-fit", 1),
}
DEFAULT_FRAME = 12


def frame_play(env_id: str) -> tuple[str, int]:
    from hpcgym.envs.registration import spec

    return FRAMES.get(env_id, (spec(env_id).baseline_names[0], DEFAULT_FRAME))


# Observation blocks named differently from the Features constant that holds their columns.
BLOCK_NAMES = {"workflows": ("WORKFLOW", "WF"), "processors": ("PROCESSOR",)}
# Sphinx roles left in docstrings (:class:`~a.b.C`, :func:`f`): shown as code.
ROLE = re.compile(r":(?:class|func|meth|mod|data|attr|exc|obj):`(~?)([^`]+)`")


# --- text helpers ---------------------------------------------------------------------------


def plain_roles(text: str) -> str:
    """Sphinx roles as Markdown code spans (``~`` keeps the last name only)."""

    def one(m: re.Match[str]) -> str:
        name = m.group(2)
        return f"`{name.rsplit('.', 1)[-1] if m.group(1) else name}`"

    return ROLE.sub(one, text)


def bib_keys() -> list[str]:
    return re.findall(r"^@\w+\{([^,]+),", BIB.read_text(encoding="utf-8"), flags=re.M)


def link_keys(text: str, prefix: str) -> str:
    """Bibliography keys outside code spans as links to the references page."""
    keys = bib_keys()
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, keys)) + r")\b")
    parts = re.split(r"(`[^`]*`)", text)
    for i in range(0, len(parts), 2):
        parts[i] = pattern.sub(
            lambda m: f"[{m.group(1)}]({prefix}references.md#{m.group(1)})", parts[i]
        )
    return "".join(parts)


def sections(doc: str) -> dict[str, str]:
    """A docstring's ``## Heading`` sections, in order; the text before the first is ``""``."""
    out: dict[str, str] = {}
    current = ""
    lines: list[str] = []
    for line in inspect.cleandoc(doc).splitlines():
        m = re.match(r"^## (.+?)\s*$", line)
        if m:
            out[current] = "\n".join(lines).strip()
            current, lines = m.group(1), []
        else:
            lines.append(line)
    out[current] = "\n".join(lines).strip()
    return out


def heading_problems(doc: str | None) -> list[str]:
    """What is wrong with an env docstring's headings: missing, unknown, out of order, empty."""
    if not doc:
        return ["no docstring"]
    found = [h for h in sections(doc) if h]
    problems = [f"missing heading: ## {h}" for h in HEADINGS if h not in found]
    problems += [f"unknown heading: ## {h}" for h in found if h not in HEADINGS]
    known = [h for h in found if h in HEADINGS]
    if known != sorted(known, key=HEADINGS.index):
        problems.append(
            f"headings out of order: {', '.join(known)}; expected {', '.join(HEADINGS)}"
        )
    problems += [f"empty section: ## {h}" for h, text in sections(doc).items() if h and not text]
    return problems


def table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


# --- environments ---------------------------------------------------------------------------


def env_ids() -> list[str]:
    from hpcgym.envs.registration import ENVS

    return list(ENVS)


def slug(env_id: str) -> str:
    """``hpcgym/Dispatch-v0`` -> ``Dispatch-v0``: the page's file name."""
    return env_id.split("/", 1)[1]


def env_class(env_id: str) -> type:
    from hpcgym.envs.registration import spec

    module, name = spec(env_id).entry_point.split(":")
    return getattr(import_module(module), name)


def env_pages() -> dict[str, str]:
    """``environments/<id>.md`` for every registered id."""
    return {f"environments/{slug(i)}.md": env_page(i) for i in env_ids()}


def bench_tasks_of(env_id: str) -> list[Any]:
    from hpcgym.bench.tasks import TASKS

    return [t for t in TASKS.values() if t.env == env_id]


def make_env(env_id: str, render: bool = False) -> Any:
    import gymnasium as gym

    import hpcgym  # noqa: F401  (registers the ids)

    return gym.make(env_id, render_mode="rgb_array" if render else None)


def frame(env_id: str) -> bytes:
    """The PNG of ``render()`` after :func:`frame_play`'s steps of its baseline."""
    from PIL import Image

    from hpcgym.envs.registration import spec

    name, steps = frame_play(env_id)
    env = make_env(env_id, render=True)
    agent = spec(env_id).make_baseline(name, env)
    obs, _ = env.reset(seed=0)
    for _ in range(steps):
        action, _ = agent.predict(obs, deterministic=True)
        obs, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            break
    pixels = env.render()
    env.close()
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, format="PNG", optimize=True)
    return out.getvalue()


def frames() -> dict[str, bytes]:
    return {f"environments/{slug(i)}.png": frame(i) for i in env_ids()}


def feature_blocks(env: Any) -> dict[str, tuple[str, ...]]:
    """Observation key -> its column names, where a ``Features`` constant of the family's
    observation modules (or the shared batch-window one) names them."""
    from hpcgym.envs.common.features import Features

    family = type(env.unwrapped).__module__.rsplit(".", 1)[0]
    modules = [import_module(f"{family}.observation")]
    with contextlib.suppress(ImportError):
        modules.append(import_module("hpcgym.envs.batch_window.observation"))
    found: dict[str, Features] = {}
    for module in modules:
        for name, value in vars(module).items():
            if isinstance(value, Features) and name not in found:
                found[name] = value
    out = {}
    for key, space in env.observation_space.spaces.items():
        names = BLOCK_NAMES.get(key, ()) + (key.upper(), key.upper().rstrip("S"))
        for name in names:
            cols = found.get(name)
            if cols is not None and space.shape and space.shape[-1] == len(cols):
                out[key] = tuple(cols)
                break
    return out


def spaces_table(env: Any) -> str:
    """Each observation key: shape, bounds, and its columns where they are named."""
    columns = feature_blocks(env)
    rows = []
    for key, space in env.observation_space.spaces.items():
        cols = ", ".join(f"`{c}`" for c in columns.get(key, ())) or "-"
        rows.append(
            [f"`{key}`", f"`{space.shape}`", f"[{space.low.min():g}, {space.high.max():g}]", cols]
        )
    return table(["key", "shape", "bounds", "columns"], rows)


def env_page(env_id: str) -> str:
    """The page of one id: its summary, frame and facts, then its docstring's sections, the
    generated parts (observation columns, baselines, benchmark tasks) beside them."""
    from hpcgym.envs.registration import spec

    s = spec(env_id)
    cls = env_class(env_id)
    doc = sections(plain_roles(cls.__doc__ or ""))
    env = make_env(env_id)
    reset_options = ", ".join(f"`{o}`" for o in getattr(env.unwrapped, "reset_options", ()))
    facts = [
        ["Make", f'`gymnasium.make("{env_id}")` (after `import hpcgym`)'],
        ["Class", f"`{cls.__module__.rsplit('.', 1)[0]}.{cls.__name__}`"],
        ["Registered kwargs", f"`{json.dumps(s.kwargs)}`"],
        ["Action space", f"`{env.action_space}`"],
        [
            "Observation space",
            f"`Dict` of {len(env.observation_space.spaces)} float32 blocks (below)",
        ],
        ["Reset options", reset_options or "-"],
        [
            "Baselines",
            ", ".join(f"`{b}`" for b in s.baseline_names)
            + (
                f" (also: {', '.join(f'`{b}`' for b in s.more_baselines)})"
                if s.more_baselines
                else ""
            ),
        ],
        [
            "Benchmark tasks",
            ", ".join(f"[`{t.name}`](../bench/index.md#{t.name})" for t in bench_tasks_of(env_id))
            or "-",
        ],
        ["Render modes", ", ".join(f"`{m}`" for m in env.metadata["render_modes"])],
    ]
    # an id typed in the search box finds its own page first
    out = [
        "---",
        "search:",
        "  boost: 4",
        "---",
        "",
        f"# {env_id}",
        "",
        link_keys(doc.get("", ""), "../"),
        "",
    ]
    out += [
        f"![The render() frame of {env_id}]({slug(env_id)}.png)",
        "",
        f"*`env.render()` after {frame_play(env_id)[1]} steps of the `{frame_play(env_id)[0]}` "
        "baseline, seed 0, registered kwargs; drawn when this site was built.*",
        "",
        table(["Make and spaces", "Value"], facts),
        "",
    ]
    for heading in HEADINGS:
        out += [f"## {heading}", "", link_keys(doc.get(heading, ""), "../"), ""]
        if heading == "Observation Space":
            out += ["At the registered kwargs:", "", spaces_table(env), ""]
        if heading == "Baselines":
            out += [
                "Registered (evaluated by default): "
                + ", ".join(f"`{b}`" for b in s.baseline_names)
                + ". Make one with `hpcgym.baselines.make_baseline(name, env)`.",
                "",
            ]
        if heading == "Benchmark task":
            tasks = bench_tasks_of(env_id)
            if tasks:
                out += [
                    table(
                        ["task", "kwargs", "test / validation episodes", "what"],
                        [
                            [
                                f"[`{t.name}`](../bench/index.md#{t.name})",
                                f"`{json.dumps(dict(t.kwargs))}`" if t.kwargs else "-",
                                f"{t.test} / {t.validation}",
                                cell(t.summary),
                            ]
                            for t in tasks
                        ],
                    ),
                    "",
                ]
    env.close()
    return "\n".join(out)


def results() -> dict[str, Any]:
    """The committed leaderboard documents, by task."""
    # JSON has no NaN: bench --json writes a missing interval or change as null
    doc = json.loads(RESULTS.read_text(encoding="utf-8"), object_hook=nan_for_null)
    return doc


def best_baselines(env_id: str, prefix: str) -> str:
    """The best reference baseline of each benchmark task on ``env_id`` in the committed
    results: ``f1 (dispatch-lublin1)``."""
    out = [
        f"`{d['best_baseline']}` ([{d['task']}]({posixpath.normpath(prefix + '../bench/leaderboard.md')}))"
        for d in results()["tasks"]
        if d["env"] == env_id
    ]
    return ", ".join(out) or "-"


def env_table(prefix: str = "") -> str:
    """Every id: what it decides (the class docstring's first line), action space, default
    objective, baselines and the best of them on each benchmark task."""
    from hpcgym.envs.registration import spec

    rows = []
    for i in env_ids():
        s = spec(i)
        cls = env_class(i)
        first = sections(plain_roles(cls.__doc__ or "")).get("", "").split("\n\n")[0]
        objective = inspect.signature(cls).parameters["objective"].default
        env = make_env(i)
        rows.append(
            [
                f"[`{i}`]({prefix}{slug(i)}.md)",
                cell(link_keys(first, posixpath.normpath(prefix + "..") + "/")),
                f"`{env.action_space}`",
                f"`{objective}`",
                ", ".join(f"`{b}`" for b in s.baseline_names),
                best_baselines(i, prefix),
            ]
        )
        env.close()
    return table(
        ["id", "decision", "action", "objective (default)", "baselines", "best on its tasks"], rows
    )


# --- policies and tasks ---------------------------------------------------------------------


def policy_table() -> str:
    """Every native policy preset and ``+option`` as the code defines them."""
    from dataclasses import asdict

    from hpcgym.batch.policies import OPTIONS, POLICIES

    fields = ("priority", "backfill", "depth", "bf_interval", "grace", "queues", "eligible_until")
    rows = []
    for name, config in POLICIES.items():
        d = asdict(config)
        if d["grace"] >= 10**9:
            d["grace"] = "no kill"
        if not d["queues"]:
            d["eligible_until"] = None  # a Moab setting
        rows.append([f"`{name}`", *(str(d[f]) if d[f] not in ("", None) else "-" for f in fields)])
    presets = table(["name", *(f.replace("_", " ") for f in fields)], rows)
    options = table(
        ["option", "sets"],
        [[f"`+{k}`", ", ".join(f"`{f}={v!r}`" for f, v in v.items())] for k, v in OPTIONS.items()],
    )
    return (
        presets
        + "\n\nOptions (any number, after the name: `slurm+per-minute+count-held`):\n\n"
        + options
    )


def coverage_table() -> str:
    """What the compiled core runs, from the policy registry (the one list of it)."""
    from hpcgym.batch.registry import coverage_table

    return coverage_table()


def task_table() -> str:
    from hpcgym.bench.tasks import TASKS

    rows = [
        [
            f'<span id="{t.name}"></span>`{t.name}`',
            f"[`{t.env}`](../environments/{slug(t.env)}.md)",
            f"`{json.dumps(dict(t.kwargs))}`" if t.kwargs else "-",
            f"{t.test} / {t.validation}",
            ", ".join(f"`{b}`" for b in t.baselines),
            cell(t.summary),
        ]
        for t in TASKS.values()
    ]
    return table(
        ["task", "env", "kwargs", "test / validation", "reference baselines", "what"], rows
    )


def nan_for_null(obj: dict[str, Any]) -> dict[str, Any]:
    return {k: math.nan if v is None and k in NUMBERS else v for k, v in obj.items()}


NUMBERS = {"score", "lo", "hi", "mean", "ci95", "diff", "better_pct"}


def leaderboard(charts: bool = True) -> str:
    """The committed results' leaderboards (``hpcgym.bench.board.markdown``) and how they were
    made; each followed by its chart (generated with the site) unless ``charts`` is False (the
    copy committed for readers of the repository)."""
    from hpcgym.bench.board import markdown

    doc = results()
    about = doc.get("about", {})
    lines = []
    if about:
        lines += [about.get("text", ""), ""]
        if about.get("commands"):
            lines += [
                "<!-- skip-test: the whole suite, 20-25 min on 2 shared cores -->",
                "```bash",
            ]
            lines += about["commands"]
            lines += ["```", ""]
    from hpcgym.bench.tasks import TASKS

    judged = {d["task"] for d in doc["tasks"]}
    missing = [n for n, t in TASKS.items() if t.headline and n not in judged]
    if missing:
        lines += [
            "Headline tasks with no committed board yet (defined, not judged in the runs so "
            "far; `python benchmarks/leaderboard.py --tasks ...` judges them): "
            + ", ".join(f"`{n}`" for n in missing)
            + ".",
            "",
        ]
    for task in doc["tasks"]:
        if "resolution" not in task:
            lines += [
                f"*`{task['task']}`: from a run before the suite's one statistic (its interval is "
                "a Student-t interval on the log scale, not the paired bootstrap; the same "
                "geometric mean); not rerun since, for the CPU it takes.*",
                "",
            ]
        if task.get("not_judged"):
            lines += [
                f"*`{task['task']}`: shipped agents whose spaces fit, or planners the task "
                "names, not judged in its last run (CPU budget): "
                + ", ".join(f"`{a}`" for a in task["not_judged"])
                + ".*",
                "",
            ]
        lines.append(markdown([task]))
        if charts:
            lines += [f"![{task['task']}: scores with their intervals](charts/{task['task']}.png)"]
        lines.append("")
    return "\n".join(lines)


def sizing_table() -> str:
    """Per committed board (its baselines-only sizing run where there is one): its episodes,
    the second-best baseline's score and interval half-width, and the episodes that
    half-width says ±3% needs (n x (h / 3)^2)."""
    doc = results()
    sized = {d["task"]: d for d in doc.get("sizing", [])}
    boards = [sized.get(d["task"], d) for d in doc["tasks"]]
    boards += [d for n, d in sized.items() if n not in {b["task"] for b in boards}]
    rows = []
    for d in boards:
        res = d.get("resolution")
        if not res or not res.get("baseline"):
            continue
        n = len(d["episodes"])
        half = res["halfwidth_pct"]
        if half is None:  # a board of one episode: no interval (JSON has no NaN)
            half = math.nan
        need = "-" if math.isnan(half) else f"{max(1, math.ceil(n * (half / 3) ** 2)):,}"
        rows.append(
            [
                f"`{d['task']}`",
                str(n),
                f"{task_size(d['task']):,}",
                d.get("source", "trace"),
                "-" if d.get("disjoint") is None else str(d["disjoint"]),
                f"`{d['best_baseline']}`",
                f"`{res['baseline']}` {res['score']:.3f}",
                "-" if math.isnan(half) else f"±{half:.1f}%",
                need,
            ]
        )
    return table(
        [
            "task",
            "episodes measured",
            "the task's test episodes",
            "source",
            "disjoint windows the split holds",
            "best",
            "second-best baseline",
            "its half-width",
            "episodes for ±3%",
        ],
        rows,
    )


def rejudged_table() -> str:
    """The shipped agents and the online planners on the committed boards of the generated
    and deployment tasks: score [interval] (episodes), utilization and wait against the best."""
    doc = results()
    boards = [
        d
        for d in doc["tasks"]
        if d["env"].startswith("hpcgym/Dispatch")  # the batch-window boards, with utilization
        and (d.get("source") == "generated" or d.get("deploy"))
    ]
    rows = []
    for d in boards:
        for name, r in d["agents"].items():
            if not name.startswith(("pretrained:", "rollout:")):
                continue
            second = r["secondary"]
            ms = d.get("decision_ms", {}).get(name, math.nan)
            rows.append(
                [
                    f"`{d['task']}`",
                    f"`{name}`",
                    f"`{d['best_baseline']}`",
                    score_text(r),
                    f"{second['actual_utilization']['mean']:.3f} "
                    f"({second['actual_utilization']['better_pct']:+.1f}%)",
                    f"{second['mean_wait_h']['mean']:.3g} h ({second['mean_wait_h']['better_pct']:+.1f}%)",
                    "-" if ms is None or math.isnan(ms) else f"{ms:.3g}",
                ]
            )
    return table(
        [
            "task",
            "agent",
            "best baseline",
            "score ↓ [95% CI] (n)",
            "utilization (vs best)",
            "mean wait (vs best)",
            "ms / decision",
        ],
        rows,
    )


def shipped_table() -> str:
    """Every shipped agent on its own task: its test score from the results ledger, its
    validation score and secondary metrics from the committed boards (the same reference
    baseline), and the variants of it judged on test."""
    from hpcgym.agents.pretrained import card

    doc = results()
    checks = {d["task"]: d for d in doc.get("validation", [])}
    rows = []
    for name in agent_names():
        c = card(name)
        spec = f"pretrained:{name}"
        board = card_charts().task_board(doc, c)
        row = board["agents"][spec]
        check = checks.get(c["task"], {}).get("agents", {}).get(spec)
        second = row["secondary"]
        rows.append(
            [
                f"[`{spec}`](agents/{name}.md)",
                f"`{c['task']}` (`{board['best_baseline']}`)",
                score_text(check) if check else "-",
                score_text(vars_of(ledger_entry(c))),
                change(second.get("actual_utilization", second.get("utilization"))),
                change(second.get("mean_wait_h")),
                str(board.get("variants", {}).get(spec, "-")),
            ]
        )
    head = [
        "agent",
        "task (best baseline)",
        "validation ↓ [95% CI] (n)",
        "test ↓ [95% CI] (n), the ledger",
        "utilization (vs best)",
        "mean wait (vs best)",
        "variants on test",
    ]
    return table(head, rows)


def readme_agents() -> str:
    """The README's shipped agents: each on its own task, its test score from the results
    ledger (links from the repository's root)."""
    from hpcgym.agents.pretrained import card

    doc = results()
    rows = []
    for name in agent_names():
        c = card(name)
        best = card_charts().task_board(doc, c)["best_baseline"]
        rows.append(
            [
                f"[`{name}`](docs/bench/agents/{name}.md)",
                f"`{c['task']}` (`{best}`)",
                score_text(vars_of(ledger_entry(c))),
            ]
        )
    return table(["agent", "its task (best baseline)", "test score ↓ [95% CI] (n)"], rows)


def best_of(board: dict[str, Any], kind: str) -> str:
    """The board's best entry of a row class inside every tolerance, with its score."""
    from hpcgym.bench.scores import tier

    rows = [(n, r) for n, r in board["agents"].items() if r["kind"] == kind and not tier(r)]
    if not rows:
        return "-"
    name, row = min(rows, key=lambda nr: nr[1]["score"])
    spec, _, note = name.partition(" (")
    return f"`{spec}` {'(' + note + ' ' if note else ''}{score_text(row)}"


def standings() -> str:
    """The README's view of the headline boards of generated episodes and whole sequences:
    each task's best baseline, the second-best's score (how finely the task resolves), and
    the best learned agent and online planner inside the tolerances."""
    from hpcgym.bench.tasks import TASKS

    rows = []
    for b in results()["tasks"]:
        task = TASKS.get(b["task"])
        if task is None or not task.headline or not (b["source"] == "generated" or b["deploy"]):
            continue
        res = b["resolution"]
        second = (
            f"`{res['baseline']}` {res['score']:.3f} ±{res['halfwidth_pct']:.1f}%"
            if res["baseline"] is not None and res["halfwidth_pct"] is not None
            else "-"
        )
        rows.append(
            [
                f"`{b['task']}`",
                str(len(b["episodes"])),
                f"`{b['best_baseline']}`",
                second,
                best_of(b, "learned"),
                best_of(b, "planner"),
            ]
        )
    head = [
        "task",
        "test episodes",
        "best baseline",
        "second-best baseline",
        "best learned agent ↓ [95% CI] (n)",
        "best online planner",
    ]
    return table(head, rows)


def task_size(name: str) -> int:
    from hpcgym.bench.tasks import TASKS

    return TASKS[name].test if name in TASKS else 0


def bench_charts() -> dict[str, bytes]:
    """Each committed board as a chart (``hpcgym.bench.board.plot``, as ``--plot`` draws it)."""
    from hpcgym.bench.board import chart_png

    return {f"bench/charts/{d['task']}.png": chart_png(d) for d in results()["tasks"]}


# --- shipped agents -------------------------------------------------------------------------


def agent_names() -> list[str]:
    from hpcgym.agents.pretrained import names

    return names()


def agent_card(name: str) -> str:
    """A shipped agent's card as Markdown: how it was made, its scores, the commands. Its test
    score is its own task's entry in the results ledger (:func:`ledger_entry`)."""
    from hpcgym.agents.pretrained import card

    c = card(name)
    test = ledger_entry(c)
    val = c["scores"].get("validation", {})
    reference = card_charts().task_board(results(), c)["best_baseline"]
    rows = [
        ["Use", f"`--agents pretrained:{name}` (`hpcgym evaluate`, `hpcgym bench run`)"],
        [
            "Task",
            f"[`{c['task']}`](../index.md#{c['task']}) on [`{c['env']}`](../../environments/{slug(c['env'])}.md), env kwargs `{json.dumps(c['env_kwargs'])}`",
        ],
        ["Recipe", cell(c["how"])],
        ["Seed", str(c["seed"])],
        [
            "Test score (the results ledger, `docs/bench/ledger.json`)",
            f"**{score_text(vars_of(test))}** against `{reference}` (below 1 beats it)",
        ],
    ]
    if val:
        rows.append(
            [
                "Validation score at shipping (its own reference; the board's table below "
                "scores both splits against one)",
                f"{val['score']:.3f} [{val['ci95'][0]:.3f}, {val['ci95'][1]:.3f}] over "
                f"{val['episodes']} episodes against `{val['best_baseline']}`",
            ]
        )
    figure = (
        [
            f"![{c.get('figure', f'Training curve of {name}')}]({name}-curve.png)",
            "",
            f"*{c.get('figure', 'The training curve')} (`curve.png`, shipped with the agent).*",
        ]
        if has_curve(name)
        else [
            "No training curve: its short PPO run finished a few dozen episodes at most, each "
            "on another window of the trace, whose objectives scatter rather than trace a "
            "curve (the figure was dropped for that)."
        ]
    )
    out = [
        table(["Card", "Value"], rows),
        "",
        board_rows(name),
        "",
        card_charts().chart_markdown(results(), c),
        "",
        *figure,
        "",
        "Reproduce it (the command the card records) and measure it:",
        "",
        "<!-- skip-test: trains a model, minutes on 2 shared cores -->",
        "```bash",
        c["command"],
        c["measure"],
        "```",
    ]
    return "\n".join(out)


def ledger_entry(card: dict[str, Any]) -> Any:
    """The shipped agent's test judgement on its own task in the results ledger, which
    ``benchmarks/leaderboard.py`` writes with the board; refused naming the card when the
    ledger has none."""
    from hpcgym.bench import ledger
    from hpcgym.errors import InputError

    spec = f"pretrained:{card['name']}"
    found = [e for e in ledger.load(LEDGER) if e.task == card["task"] and e.agent == spec]
    if not found:
        raise InputError(
            f"agents/pretrained/{card['name']}/card.json: {spec} has no entry on its task "
            f"{card['task']!r} in {LEDGER.relative_to(ROOT)}; judge it there with "
            f"python benchmarks/leaderboard.py --tasks {card['task']}"
        )
    return found[0]


def vars_of(entry: Any) -> dict[str, Any]:
    """A ledger entry as a board row's fields (what :func:`score_text` reads)."""
    return {"score": entry.score, "lo": entry.lo, "hi": entry.hi, "episodes": entry.episodes}


def board_rows(name: str) -> str:
    """The agent on every task of the committed board: validation and test scores against
    the same reference baseline (the test split's best), with the variants on test."""
    doc = results()
    checks = {d["task"]: d for d in doc.get("validation", [])}
    spec = f"pretrained:{name}"
    rows = []
    for test, label in card_charts().judged(doc, name):
        row = test["agents"][label]
        check = checks.get(test["task"], {}).get("agents", {}).get(label)
        second = row["secondary"]
        rows.append(
            [
                f"[`{test['task']}`](../leaderboard.md)",
                "zero-shot" if label != spec else "own",
                f"`{test['best_baseline']}`",
                score_text(check) if check else "-",
                score_text(row),
                change(second.get("actual_utilization")),
                change(second.get("mean_wait_h")),
                str(test.get("variants", {}).get(label, "-")),
            ]
        )
    if not rows:
        return ""
    head = [
        "task",
        "judged",
        "reference",
        "validation score",
        "test score",
        "utilization (vs ref)",
        "mean wait (vs ref)",
        "variants on test",
    ]
    return (
        "On the committed board (`docs/bench/results.json`), validation and test against the "
        "same reference baseline; the one statistic, the geometric mean of per-episode ratios "
        "with its 95% paired bootstrap interval:\n\n" + table(head, rows)
    )


def change(metric: dict[str, Any] | None) -> str:
    """A secondary metric's paired change vs the reference, or "-" where the task has none
    (a Reservation board reports no utilization)."""
    return "-" if metric is None else f"{metric['better_pct']:+.1f}%"


def score_text(row: dict[str, Any]) -> str:
    if math.isnan(row["lo"]):
        return f"{row['score']:.3f} (n={row['episodes']})"
    return f"{row['score']:.3f} [{row['lo']:.3f}, {row['hi']:.3f}] (n={row['episodes']})"


def has_curve(name: str) -> bool:
    from hpcgym.agents.pretrained import ROOT as PRETRAINED

    return (PRETRAINED / name / "curve.png").is_file()


def agent_charts() -> dict[str, bytes]:
    """Every shipped agent's card chart (``card_charts.py``), by its path under ``docs/``."""
    from hpcgym.agents.pretrained import card

    charts, doc = card_charts(), results()
    return {charts.chart_path(n): charts.chart(doc, card(n)) for n in agent_names()}


def agent_curves() -> dict[str, bytes]:
    from hpcgym.agents.pretrained import ROOT as PRETRAINED

    return {
        f"bench/agents/{n}-curve.png": (PRETRAINED / n / "curve.png").read_bytes()
        for n in agent_names()
        if has_curve(n)
    }


# --- command line ---------------------------------------------------------------------------


def parsers() -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """``(command line, parser)`` for ``hpcgym`` and every sub-command, depth first."""
    from hpcgym.cli import build_parser

    def walk(
        prog: str, parser: argparse.ArgumentParser
    ) -> Iterator[tuple[str, argparse.ArgumentParser]]:
        yield prog, parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield from walk(f"{prog} {name}", sub)

    yield from walk("hpcgym", build_parser())


@contextlib.contextmanager
def columns(width: int) -> Iterator[None]:
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(width)
    try:
        yield
    finally:
        if old is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = old


def cli_page() -> str:
    """Every command's ``--help``, as the parsers print it."""
    out = [
        "# Command line reference",
        "",
        "Generated from the argparse parsers of `hpcgym.cli` (`python docs/gen/pages.py "
        "--refresh` writes it; a test checks it is fresh): each section is what "
        "`hpcgym COMMAND --help` prints (at 100 columns, on 2 or more cores). Usage, errors and "
        "exit codes are described in [Getting started](getting-started.md) and the "
        "[guides](guides/own-trace.md).",
        "",
    ]
    from unittest import mock

    # defaults as on any machine of 2 cores or more, so the committed page is the same anywhere
    with columns(100), mock.patch("hpcgym.sweeps.size.cores", return_value=2):
        for prog, parser in parsers():
            level = "##" if prog.count(" ") <= 1 else "###"
            out += [f"{level} `{prog}`", "", "```text", parser.format_help().rstrip(), "```", ""]
    return "\n".join(out)


# --- bibliography and changelog -------------------------------------------------------------

LATEX = {r"{\"O}": "Ö", r"{\"o}": "ö", r"{\'e}": "é", r"{\'E}": "É", r"{\"u}": "ü", r"{\'a}": "á"}


def bib_entries() -> list[dict[str, str]]:
    """``docs/references.bib`` as dicts (``type``, ``key`` and every field, LaTeX unescaped)."""
    text = BIB.read_text(encoding="utf-8")
    out = []
    for m in re.finditer(r"^@(\w+)\{([^,]+),\n(.*?)^\}", text, flags=re.M | re.S):
        entry = {"type": m.group(1), "key": m.group(2)}
        for f in re.finditer(r"^\s*(\w+)\s*=\s*\{(.*)\},?\s*$", m.group(3), flags=re.M):
            value = f.group(2)
            for tex, char in LATEX.items():
                value = value.replace(tex, char)
            entry[f.group(1).lower()] = (
                value.replace("{", "").replace("}", "").replace("--", "\N{EN DASH}")
            )
        out.append(entry)
    return out


def citation(e: dict[str, str]) -> str:
    """One entry as a full citation."""
    venue = e.get("booktitle") or e.get("journal") or ""
    if e.get("eprint"):
        venue = f"arXiv:{e['eprint']}"
    names = e.get("author", "").split(" and ")
    authors = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
    parts = [authors, f"*{e['title']}*", venue]
    if e.get("volume"):
        parts.append(f"vol. {e['volume']}" + (f"({e['number']})" if e.get("number") else ""))
    if e.get("pages"):
        parts.append(f"pp. {e['pages']}")
    if e.get("publisher"):
        parts.append(e["publisher"])
    parts.append(e["year"])
    text = ". ".join(p for p in parts if p) + "."
    if e.get("doi"):
        text += f" [doi:{e['doi']}](https://doi.org/{e['doi']})"
    return text


def references_page() -> str:
    out = [
        "# References",
        "",
        "The one bibliography of hpcgym, rendered from `docs/references.bib` when the site is "
        "built. Code and docs cite a work by its key and a place in it (`rodrigo2017 §4.2`); a "
        "test fails on a key that is not here.",
        "",
    ]
    for e in bib_entries():
        out += [f"## {e['key']} {{#{e['key']}}}", "", citation(e), ""]
        if e.get("note"):
            out += [f"What hpcgym takes from it: {e['note']}.", ""]
    return "\n".join(out)


def changelog_page() -> str:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return text.replace("](docs/references.bib)", "](references.md)").replace(
        "](docs/design.md)", "](design.md)"
    )


# --- the Lublin model against the bundled traces ---------------------------------------------

LUBLIN_FIGURE = "papers/lublin2003-fit.png"


def lublin_params() -> str:
    """The model's parameters: the paper's classes (m_lublin99.c) and the trace models', a
    column each."""
    from dataclasses import fields

    from hpcgym.workloads import lublin

    columns = [f.name for f in fields(lublin.JobClass) if f.name != "name"]
    rows = [("m_lublin99.c (128 nodes)", c) for c in (lublin.WHOLE, lublin.INTERACTIVE_CLASS,
                                                lublin.BATCH_CLASS)]  # fmt: skip
    rows += [(name, c) for name, m in lublin.TRACE_MODELS.items() for c in m.classes]
    # one column per model and class, one row per parameter: it fits the page's width
    out = [
        "| parameter | " + " | ".join(f"{model}, {c.name}" for model, c in rows) + " |",
        "|---|" + "---:|" * len(rows),
    ]
    out += [
        f"| `{f}` | " + " | ".join(f"{getattr(c, f):g}" for _, c in rows) + " |" for f in columns
    ]
    caps = ", ".join(f"{n} {m.max_log_gap:g}" for n, m in lublin.TRACE_MODELS.items())
    out += [
        "",
        f"Cap on a log inter-arrival (`max_log_gap`): program {lublin.MAX_LOG_GAP:g}; {caps}.",
    ]
    return "\n".join(out)


def lublin_fit_table(trace: str) -> str:
    """The two-sample tests of ``{trace}-model`` against ``trace``, as the tests run them."""
    from hpcgym.workloads.lublin import TRACE_MODELS
    from hpcgym.workloads.lublin_fit import fit_model
    from hpcgym.workloads.swf import load_trace

    fits = fit_model(load_trace(trace), TRACE_MODELS[f"{trace}-model"])
    out = [
        "| quantity | class | test | statistic | p | n trace | n model | median trace | "
        "median model |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    out += [
        f"| {f.quantity} | {f.job_class} | {f.test} | {f.statistic:.4f} | {f.pvalue:.3g} | "
        f"{f.n_trace:,} | {f.n_model:,} | {f.trace_median:.4g} | {f.model_median:.4g} |"
        for f in fits
    ]
    return "\n".join(out)


def lublin_figure() -> dict[str, bytes]:
    from hpcgym.workloads.lublin_plot import comparison_png

    return {LUBLIN_FIGURE: comparison_png()}


# --- placeholders in hand-written pages -----------------------------------------------------

PLACEHOLDER = re.compile(r"<!-- hpcgym:([\w-]+)(?: ([\w./-]+))? -->")
# A placeholder whose text is committed under it, for readers of the repository (GitHub shows no
# generated page): the build replaces the whole block with the fresh text.
BLOCK = re.compile(r"(<!-- hpcgym:([\w-]+)(?: ([\w./-]+))? -->)\n.*?<!-- /hpcgym:\2 -->", re.S)
# The pages whose placeholders are committed, and the CLI reference, committed whole
COMMITTED = ("environments/index.md", "bench/leaderboard.md")
CLI_PAGE = "cli.md"
README = ROOT / "README.md"  # its blocks committed as the docs' are (links from the root)


def committed_text(name: str, arg: str | None, page: str) -> str:
    """A committed block's text: the placeholder's, the leaderboard without its charts (PNG
    files the build draws)."""
    if name == "leaderboard":
        return leaderboard(charts=False)
    return expand(f"<!-- hpcgym:{name}{' ' + arg if arg else ''} -->", page)


def refreshed(markdown: str, page: str) -> str:
    """``markdown`` with every placeholder's committed text written fresh under it."""

    def one(m: re.Match[str]) -> str:
        name, arg = m.group(1), m.group(2)
        opening = m.group(0)
        return f"{opening}\n{committed_text(name, arg, page)}\n<!-- /hpcgym:{name} -->"

    return PLACEHOLDER.sub(one, BLOCK.sub(lambda m: m.group(1), markdown))


def refresh() -> list[str]:
    """Write the committed pages fresh (the CLI reference, the committed blocks); the paths
    that changed."""
    changed = []
    files = {
        DOCS / CLI_PAGE: cli_page(),
        **{DOCS / p: refreshed(read_page(p), p) for p in COMMITTED},
        README: refreshed(README.read_text(encoding="utf-8"), README.name),
    }
    for path, text in files.items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed.append(str(path.relative_to(ROOT)))
    return changed


def read_page(page: str) -> str:
    return (DOCS / page).read_text(encoding="utf-8")


def expand(markdown: str, page: str) -> str:
    """Replace ``<!-- hpcgym:NAME [ARG] -->`` in a hand-written page by its generated text."""

    from hpcgym.errors import UnknownNameError

    def one(m: re.Match[str]) -> str:
        name, arg = m.group(1), m.group(2)
        if name == "env-table":
            return env_table(arg or "")
        if name == "policy-table":
            # the registry's tables: the presets, or with ``coverage`` what the core runs
            return coverage_table() if arg == "coverage" else policy_table()
        if name == "task-table":
            return task_table()
        if name == "leaderboard":
            return leaderboard()
        if name == "sizing":
            return sizing_table()
        if name == "rejudged":
            return rejudged_table()
        if name == "shipped":
            return shipped_table()
        if name == "readme-agents":
            return readme_agents()
        if name == "standings":
            return standings()
        if name == "card":
            return agent_card(arg or Path(page).stem)
        if name == "lublin-params":
            return lublin_params()
        if name == "lublin-fit" and arg:
            return lublin_fit_table(arg)
        if name == "paper-chart":
            return paper_charts().chart_markdown(arg or Path(page).stem)
        if name == "cite" and arg:
            entry = next((e for e in bib_entries() if e["key"] == arg), None)
            if entry is not None:
                return f"> {citation(entry)} ([{arg}](../references.md#{arg}))"
        raise UnknownNameError(f"{page}: unknown placeholder {m.group(0)}")

    return PLACEHOLDER.sub(one, BLOCK.sub(lambda m: m.group(1), markdown))


def paper_charts() -> Any:
    """``paper_charts.py`` beside this file (the paper pages' charts)."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    import paper_charts

    return paper_charts


def card_charts() -> Any:
    """``card_charts.py`` beside this file (the agent cards' charts)."""
    paper_charts()  # puts this folder on the path, which card_charts imports from
    import card_charts

    return card_charts


def slurm_figure() -> dict[str, str]:
    """The Slurm page's per-job error figure, drawn from the recorded runs
    (``benchmarks/slurm/report.py``, ``figure``)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed
    from benchmarks.slurm import report

    return {report.FIGURE: report.figure()}


def generated() -> dict[str, str | bytes]:
    """Every generated file of the site, by its path under ``docs/``."""
    return {
        **env_pages(),
        **slurm_figure(),
        **frames(),
        **agent_curves(),
        **agent_charts(),
        **lublin_figure(),
        **paper_charts().charts(),
        **bench_charts(),
        "references.md": references_page(),
        "changelog.md": changelog_page(),
    }


if __name__ == "__main__":
    if sys.argv[1:] != ["--refresh"]:
        sys.exit("usage: python docs/gen/pages.py --refresh  (writes the committed pages)")
    for page in refresh():
        print(f"wrote {page}")
