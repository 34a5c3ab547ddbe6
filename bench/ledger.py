"""The results ledger: every agent ever judged on a test split, kept so that a board entry can
say how many variants of it were looked at on test before it was shown.

A test score chosen as the best of K variants is biased low by the choice: the more variants
judged on test, the less its interval means. The ledger (``docs/bench/ledger.json``,
committed) holds one entry per (task, agent) judged on test, with the *family* it belongs to:
a shipped agent's family is the task it was made for (every recipe, seed and checkpoint tried
for that task competes with it), a planner's is its base (``rollout:f1``), a baseline's is
itself. The board prints, per row, the number of distinct agents of its family in the ledger.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hpcgym.errors import InputError

ZERO_SHOT_SUFFIX = " (zero-shot)"
ABOUT = (
    "Every agent judged on a benchmark task's test split, one entry per (task, agent); "
    "family: what it is a variant of (a learned agent's: the task it was made for)."
)


@dataclass(slots=True, frozen=True)
class Entry:
    """One agent judged on one task's test split: its score, interval and episode count, the
    family it is a variant of, and where the figure comes from (a board run or a note)."""

    task: str
    agent: str
    family: str
    episodes: int
    score: float
    lo: float
    hi: float
    source: str


def family_of(agent: str, baseline: bool = False, learned_for: str | None = None) -> str:
    """The family an agent is a variant of: ``learned_for`` (the task a learned agent was
    made for) when given, ``rollout:BASE`` / ``mc:BASE`` / ``lookahead:BASE`` for a planner or bound, the
    name itself for a baseline or anything else."""
    name = agent.removesuffix(ZERO_SHOT_SUFFIX)
    if baseline:
        return name
    if learned_for:
        return f"learned for {learned_for}"
    for prefix in ("rollout:", "mc:", "lookahead:"):
        if name.startswith(prefix):
            return prefix + name[len(prefix) :].split(":")[0]
    return name


def shipped_family(agent: str) -> str | None:
    """``learned for TASK`` of a ``pretrained:NAME`` agent (its card's task), else None."""
    from hpcgym.agents import pretrained

    name = agent.removesuffix(ZERO_SHOT_SUFFIX)
    if not name.startswith(pretrained.PREFIX):
        return None
    return family_of(name, learned_for=pretrained.card(name)["task"])


def load(path: Path) -> list[Entry]:
    """The ledger's entries (none when the file does not exist yet)."""
    if not path.exists():
        return []
    doc = json.loads(path.read_text(encoding="utf-8"))
    try:
        return [Entry(**{**e, **_nan(e)}) for e in doc["entries"]]
    except (KeyError, TypeError) as e:
        raise InputError(f"{path}: not a results ledger ({e})") from None


def about(path: Path) -> str:
    """The ledger file's own ``about`` text (:data:`ABOUT` for a new one), so that adding
    entries keeps what its maker wrote there."""
    if not path.exists():
        return ABOUT
    return str(json.loads(path.read_text(encoding="utf-8")).get("about", ABOUT))


def _nan(e: Mapping[str, Any]) -> dict[str, float]:
    return {k: math.nan for k in ("lo", "hi") if e.get(k) is None}


def save(path: Path, entries: Iterable[Entry], about: str) -> Path:
    """Write the ledger, entries sorted by family, task and agent (NaN as null)."""
    rows = sorted(entries, key=lambda e: (e.family, e.task, e.agent))
    out = [
        {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in asdict(e).items()}
        for e in rows
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"about": about, "entries": out}, indent=1) + "\n", encoding="utf-8")
    return path


def record(entries: Sequence[Entry], doc: Mapping[str, Any], source: str) -> list[Entry]:
    """``entries`` with every agent of a test-split board document added; an agent already
    judged on that task is replaced (a rerun of the same agent is not a new variant). A
    validation document adds nothing: choosing on validation is free."""
    if doc["split"] != "test":
        return list(entries)
    task = doc["task"]
    new = []
    for name, row in doc["agents"].items():
        family = shipped_family(name) or family_of(name, baseline=row["baseline"])
        new.append(
            Entry(
                task,
                name,
                family,
                int(row["episodes"]),
                float(row["score"]),
                _num(row["lo"]),
                _num(row["hi"]),
                source,
            )
        )
    judged = {e.agent for e in new}
    return [e for e in entries if not (e.task == task and e.agent in judged)] + new


def _num(x: float | None) -> float:
    return math.nan if x is None else float(x)


def variants(entries: Iterable[Entry], family: str) -> int:
    """How many distinct agents of ``family`` were ever judged on a test split."""
    return len({e.agent.removesuffix(ZERO_SHOT_SUFFIX) for e in entries if e.family == family})


def counts(entries: Sequence[Entry], doc: Mapping[str, Any]) -> dict[str, int]:
    """Per agent of a board document, the number of variants of its family judged on test
    (at least 1: the row itself)."""
    out = {}
    for name, row in doc["agents"].items():
        family = shipped_family(name) or family_of(name, baseline=row["baseline"])
        out[name] = max(1, variants(entries, family))
    return out
