"""The pages of the docs site that are generated from the code when the site is built.

One page per registered env id (its class docstring in Gymnasium's headings, its spaces, its
``render()`` frame), the CLI reference (from the argparse parsers of ``hpcgym.cli``), the
policy and benchmark-task tables, the leaderboard (from the committed ``docs/bench/results.json``
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
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RESULTS = DOCS / "bench" / "results.json"
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
        ["Baselines", ", ".join(f"`{b}`" for b in s.baseline_names)],
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
        table(["", ""], facts),
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


def leaderboard() -> str:
    """The committed results' leaderboards (``hpcgym.bench.board.markdown``) and how they were
    made."""
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
    lines.append(markdown(doc["tasks"]))
    return "\n".join(lines)


# --- shipped agents -------------------------------------------------------------------------


def agent_names() -> list[str]:
    from hpcgym.agents.pretrained import names

    return names()


def agent_card(name: str) -> str:
    """A shipped agent's card as Markdown: how it was made, its scores, the commands."""
    from hpcgym.agents.pretrained import card

    c = card(name)
    test = c["scores"]["test"]
    val = c["scores"].get("validation", {})
    rows = [
        ["Use", f"`--agents pretrained:{name}` (`hpcgym evaluate`, `hpcgym bench run`)"],
        [
            "Task",
            f"[`{c['task']}`](../index.md#{c['task']}) on [`{c['env']}`](../../environments/{slug(c['env'])}.md), env kwargs `{json.dumps(c['env_kwargs'])}`",
        ],
        ["Recipe", cell(c["how"])],
        ["Seed", str(c["seed"])],
        [
            "Test score",
            f"**{test['score']:.3f}** [{test['ci95'][0]:.3f}, {test['ci95'][1]:.3f}] over "
            f"{test['episodes']} episodes against `{test['best_baseline']}` (below 1 beats it)",
        ],
    ]
    if val:
        rows.append(
            [
                "Validation score",
                f"{val['score']:.3f} [{val['ci95'][0]:.3f}, {val['ci95'][1]:.3f}] over "
                f"{val['episodes']} episodes against `{val['best_baseline']}`",
            ]
        )
    for key, label in (
        ("utilization_better_pct", "Utilization vs best (+ = better)"),
        ("mean_wait_better_pct", "Mean wait vs best (+ = better)"),
    ):
        if key in test:
            rows.append([label, f"{test[key]:+.1f}%"])
    out = [
        table(["", ""], rows),
        "",
        f"![{c.get('figure', f'Training curve of {name}')}]({name}-curve.png)",
        "",
        f"*{c.get('figure', 'The training curve')} (`curve.png`, shipped with the agent).*",
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


def agent_curves() -> dict[str, bytes]:
    from hpcgym.agents.pretrained import ROOT as PRETRAINED

    return {
        f"bench/agents/{n}-curve.png": (PRETRAINED / n / "curve.png").read_bytes()
        for n in agent_names()
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
        "Generated from the argparse parsers of `hpcgym.cli` when this site is built: each "
        "section is what `hpcgym COMMAND --help` prints (at 100 columns). Usage, errors and "
        "exit codes are described in [Getting started](getting-started.md) and the "
        "[guides](guides/own-trace.md).",
        "",
    ]
    with columns(100):
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


# --- placeholders in hand-written pages -----------------------------------------------------

PLACEHOLDER = re.compile(r"<!-- hpcgym:([\w-]+)(?: ([\w./-]+))? -->")


def expand(markdown: str, page: str) -> str:
    """Replace ``<!-- hpcgym:NAME [ARG] -->`` in a hand-written page by its generated text."""

    from hpcgym.errors import UnknownNameError

    def one(m: re.Match[str]) -> str:
        name, arg = m.group(1), m.group(2)
        if name == "env-table":
            return env_table(arg or "")
        if name == "policy-table":
            return policy_table()
        if name == "task-table":
            return task_table()
        if name == "leaderboard":
            return leaderboard()
        if name == "card":
            return agent_card(arg or Path(page).stem)
        if name == "cite" and arg:
            entry = next((e for e in bib_entries() if e["key"] == arg), None)
            if entry is not None:
                return f"> {citation(entry)} ([{arg}](../references.md#{arg}))"
        raise UnknownNameError(f"{page}: unknown placeholder {m.group(0)}")

    return PLACEHOLDER.sub(one, markdown)


def generated() -> dict[str, str | bytes]:
    """Every generated file of the site, by its path under ``docs/``."""
    return {
        **env_pages(),
        **frames(),
        **agent_curves(),
        "cli.md": cli_page(),
        "references.md": references_page(),
        "changelog.md": changelog_page(),
    }
