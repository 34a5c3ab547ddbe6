"""The planner page (docs/guides/planner.md) shows the figures benchmarks/planner_deploy.py
recorded in benchmarks/planner_deploy.json, and those figures say what the page says."""

from __future__ import annotations

import json
import sys

from markdown_blocks import ROOT

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.planner_deploy import BEGIN, END, F1_OLD, OLD, report

DOC = json.loads((ROOT / "benchmarks/planner_deploy.json").read_text(encoding="utf-8"))
PAGE = (ROOT / "docs/guides/planner.md").read_text(encoding="utf-8")


def test_the_page_shows_the_recorded_tables():
    a, b = PAGE.index(BEGIN) + len(BEGIN), PAGE.index(END)
    assert PAGE[a:b].strip() == report(DOC).strip()


def test_the_recorded_runs_bear_out_the_diagnosis():
    """Whole Lublin-1: F1 restricted to the 32 oldest jobs is far worse than F1, and the old
    deployment of the planner was near it; under F1's queue the planner is at least as good
    as F1, and the queue is longer than the window at most decisions."""
    lublin = next(
        w for w in DOC["whole"] if w["trace"].startswith("lublin") and w["split"] == "all"
    )
    rows = lublin["agents"]
    assert rows[F1_OLD]["mean_bsld"] > 5 * rows["f1"]["mean_bsld"]
    assert rows[OLD]["mean_bsld"] > 5 * rows["f1"]["mean_bsld"]
    assert rows["f1"]["over_window"] > 0.5
    assert rows["rollout:f1:3"]["mean_bsld"] <= rows["f1"]["mean_bsld"]
