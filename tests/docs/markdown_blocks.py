"""The fenced code blocks of the README and the docs pages, with what the docs' tests need:
the language, the code (dedented), where it is, and whether it is marked not to run.

A block runs unless the nearest non-blank line above it is ``<!-- skip-test: REASON -->``
(never run) or ``<!-- slow-test: REASON -->`` (run only under ``pytest -m slow``).
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = {"python": "python", "py": "python", "bash": "bash", "sh": "bash", "shell": "bash"}
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})\s*(?P<lang>[\w+-]*)[^\n]*$")
MARKER = re.compile(r"^\s*<!--\s*(?P<kind>skip-test|slow-test)\s*:?\s*(?P<reason>.*?)\s*-->\s*$")


@dataclass(slots=True, frozen=True)
class Block:
    """One fenced block: ``where`` is ``path:line`` of its opening fence."""

    path: Path
    line: int
    lang: str
    code: str
    mark: str = ""  # "", "skip-test" or "slow-test"
    reason: str = ""

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT).as_posix()}:{self.line}"

    @property
    def runner(self) -> str | None:
        return RUN.get(self.lang.lower())


def blocks(path: Path) -> list[Block]:
    """Every fenced block of a Markdown file, in order."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out: list[Block] = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence = m.group("indent"), m.group("fence")
        close = re.compile(rf"^{re.escape(indent)}{fence[0]}{{{len(fence)},}}\s*$")
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        body = [
            line[len(indent) :] if line.startswith(indent) else line for line in lines[i + 1 : j]
        ]
        k = i - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        marker = MARKER.match(lines[k]) if k >= 0 else None
        out.append(
            Block(
                path,
                i + 1,
                m.group("lang"),
                textwrap.dedent("\n".join(body)) + "\n",
                marker.group("kind") if marker else "",
                marker.group("reason") if marker else "",
            )
        )
        i = j + 1
    return out


def markdown_files() -> list[Path]:
    """The README and every page under docs/ (generated pages are not files)."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def all_blocks() -> list[Block]:
    return [b for path in markdown_files() for b in blocks(path)]
