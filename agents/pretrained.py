"""Learned agents shipped in the package, loadable by name (``pretrained:NAME``).

Each lives in ``agents/pretrained/NAME/``: ``model.zip`` and ``config.json`` as ``hpcgym train``
wrote them, ``card.json`` (the benchmark task, the exact command and seed that reproduce it,
its suite scores) and ``curve.png`` (its training curve).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

PREFIX = "pretrained:"
ROOT = Path(__file__).resolve().parent / "pretrained"


def names() -> list[str]:
    """The shipped agents' names."""
    return sorted(p.parent.name for p in ROOT.glob("*/model.zip"))


def model_path(spec: str) -> Path:
    """``pretrained:NAME`` (or ``NAME``) -> its ``model.zip``; a clear error listing the
    shipped ones otherwise."""
    name = spec.removeprefix(PREFIX)
    path = ROOT / name / "model.zip"
    if not name or not path.exists():
        raise ValueError(f"unknown pretrained agent {name!r}; shipped: "
                         f"{', '.join(names()) or 'none'}")
    return path


def card(spec: str) -> dict[str, Any]:
    """What the agent is and how it was made (``card.json``)."""
    return json.loads((model_path(spec).parent / "card.json").read_text())
