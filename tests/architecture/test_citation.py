"""The files a user cites and licenses hpcgym by: ``CITATION.cff`` parses, names pyproject's
version and licence, and lists the reproduced papers as ``docs/references.bib`` writes them;
``LICENSE`` is the licence pyproject declares."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
CFF = ROOT / "CITATION.cff"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
# The papers hpcgym reproduces, cited in CITATION.cff's references.
REPRODUCED = (
    "rodrigo2017",
    "gainaru2019",
    "lubrano2024",
    "ilyushkin2015",
    "rodrigo2018",
    "zhang2020",
)
LATEX = {'{\\"O}': "Ö", "{\\'e}": "é"}


def bib_entries() -> dict[str, dict[str, str]]:
    """Each entry's fields, braces and the bibliography's accents undone."""
    text = (ROOT / "docs" / "references.bib").read_text()
    for tex, char in LATEX.items():
        text = text.replace(tex, char)
    out = {}
    for key, body in re.findall(r"^@\w+\{([^,]+),(.*?)^\}", text, flags=re.M | re.S):
        fields = re.findall(r"^\s*(\w+)\s*=\s*\{(.*)\},?\s*$", body, flags=re.M)
        out[key] = {k: v.replace("{", "").replace("}", "") for k, v in fields}
    return out


def cff() -> dict:
    yaml = pytest.importorskip("yaml")
    return yaml.safe_load(CFF.read_text(encoding="utf-8"))


def test_citation_file_names_the_package_version_and_licence():
    text = CFF.read_text(encoding="utf-8")
    assert re.search(r"^cff-version: 1\.2\.0$", text, flags=re.M)
    assert re.search(rf"^version: {re.escape(PROJECT['version'])}$", text, flags=re.M)
    doc = cff()
    assert doc["cff-version"] == "1.2.0" and doc["type"] == "software"
    assert doc["version"] == PROJECT["version"] == doc["preferred-citation"]["version"]
    assert doc["license"] == PROJECT["license"] == doc["preferred-citation"]["license"]
    assert doc["authors"] == [{"name": "the hpcgym authors"}]
    assert doc["preferred-citation"]["type"] == "software"
    assert "repository-code" not in doc  # no public address yet


def test_citation_references_are_the_bibliography_entries():
    bib = bib_entries()
    refs = cff()["references"]
    assert [r["title"] for r in refs] == [bib[k]["title"] for k in REPRODUCED]
    for key, ref in zip(REPRODUCED, refs):
        entry = bib[key]
        assert ref["year"] == int(entry["year"]), key
        names = [f"{a['given-names']} {a['family-names']}" for a in ref["authors"]]
        assert names == entry["author"].split(" and "), key
        assert ref.get("doi") == entry.get("doi"), key
        assert ref["type"] == ("article" if "journal" in entry else "conference-paper"), key


def test_licence_file_is_the_declared_licence():
    text = (ROOT / "LICENSE").read_text()
    assert PROJECT["license"] == "MIT" and text.startswith("MIT License")
    assert "Copyright (c) 2026 the hpcgym authors" in text
