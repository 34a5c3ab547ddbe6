"""The learning page's table of the sampled planners' test judgements is the one
benchmarks/planner_sampled.py makes from the recorded boards, and every board is in the ledger."""

from __future__ import annotations

import json
import sys

from markdown_blocks import ROOT

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.planner_sampled import BEGIN, END, boards, table

PAGE = (ROOT / "docs/bench/learning.md").read_text(encoding="utf-8")
LEDGER = json.loads((ROOT / "docs/bench/ledger.json").read_text(encoding="utf-8"))


def test_the_page_shows_the_recorded_table():
    a, b = PAGE.index(BEGIN) + len(BEGIN), PAGE.index(END)
    assert PAGE[a:b].strip() == table(boards()).strip()


def test_every_recorded_planner_is_in_the_ledger_with_its_score():
    entries = {(e["task"], e["agent"]): e for e in LEDGER["entries"]}
    docs = boards()
    assert docs
    for d in docs:
        assert "per_episode" not in d  # committed stripped
        for name, a in d["agents"].items():
            if not a["baseline"]:
                assert entries[(d["task"], name)]["score"] == a["score"]
