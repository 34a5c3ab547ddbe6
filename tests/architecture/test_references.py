"""Provenance that resolves: every work the code and docs cite is in ``docs/references.bib``.

Code cites a work by its key and a place in it (``rodrigo2017 §4.2``, ``rodrigo2018 Table 2``);
the old "paper 000" numbering, which nothing resolved, must not come back.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIB = ROOT / "docs" / "references.bib"
SOURCES = ["hpcgym", "envs", "baselines", "agents", "bench", "benchmarks", "tests", "docs"]
# A citation key: a surname and a year, as the bibliography writes them.
KEY = re.compile(r"\b([a-z]+(?:19|20)\d\d[a-z]?)\b")
# What the numbering looked like: "paper 003", "(000 §4.2)", "004 Table 2".
NUMBERED = re.compile(r"\b[Pp]apers? 00[0-4]\b|\b00[0-4] (?:§|Table|Fig)")


def bib_keys() -> set[str]:
    return set(re.findall(r"^@\w+\{([^,]+),", BIB.read_text(), flags=re.M))


def sources() -> list[Path]:
    files = [ROOT / "README.md", ROOT / "CHANGELOG.md"]
    for folder in SOURCES:
        files += [p for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".md", ".toml")]
    return [p for p in files if p.is_file() and p != Path(__file__).resolve()]


def test_the_bibliography_has_the_five_papers_and_unique_keys():
    text = BIB.read_text()
    keys = re.findall(r"^@\w+\{([^,]+),", text, flags=re.M)
    assert len(keys) == len(set(keys))
    assert {"rodrigo2017", "gainaru2019", "lubrano2024", "ilyushkin2015", "rodrigo2018"} <= set(
        keys
    )
    for key in keys:
        entry = text.split("{" + key + ",", 1)[1].split("\n}", 1)[0]
        assert re.search(r"^\s*title\s*=", entry, flags=re.M), key
        assert re.search(r"^\s*year\s*=", entry, flags=re.M), key


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_cited_key_is_in_the_bibliography(path):
    known = bib_keys()
    text = path.read_text(encoding="utf-8")
    unknown = sorted({k for k in KEY.findall(text) if k not in known})
    assert not unknown, f"{path.relative_to(ROOT)} cites keys not in docs/references.bib: {unknown}"
    old = NUMBERED.findall(text)
    assert not old, f"{path.relative_to(ROOT)} cites by the old numbering: {old[:5]}"
