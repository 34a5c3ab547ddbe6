"""The agent cards' charts: every card has one, its rows are the card's tables' rows and the
agent's point is the card's score (the board's row, which is the results ledger's entry); a
card whose agent is not on its task's board, or not in the ledger, is refused naming it; an
interval off the axis ends in an arrow."""

from __future__ import annotations

import copy
import itertools
import math
import re

import pytest
from test_pages import pages

from hpcgym.agents.pretrained import card
from hpcgym.errors import InputError

charts = pages.card_charts()
DOC = pages.results()
NAMES = pages.agent_names()
LINK = re.compile(r"\[`([\w.-]+)`\]\(\.\./leaderboard\.md\)")


def card_table(text: str) -> list[list[str]]:
    """The card's board table (header ``| task | judged | ...``): its rows' cells."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("| task | judged |"))
    out = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        out.append([c.strip() for c in line.strip().strip("|").split("|")])
    return out


def ledger_score(text: str) -> str:
    """The card's test score cell (from the results ledger), as the card prints it."""
    line = next(ln for ln in text.splitlines() if ln.startswith("| Test score (the results"))
    return line.split("|")[2].strip()


def interval_text(e) -> str:
    if math.isnan(e.lo):
        return f"{e.score:.3f} (n={e.episodes})"
    return f"{e.score:.3f} [{e.lo:.3f}, {e.hi:.3f}] (n={e.episodes})"


def test_every_shipped_agent_is_on_its_own_board_and_in_the_ledger():
    """The cards need it: a card's score is its own task's row, and the ledger holds the same
    judgement (leaderboard.py writes both from one run)."""
    for name in NAMES:
        c = card(name)
        row = charts.task_board(DOC, c)["agents"][f"pretrained:{name}"]
        e = pages.ledger_entry(c)
        assert (e.score, e.episodes) == (row["score"], row["episodes"]), name
        for mine, board in ((e.lo, row["lo"]), (e.hi, row["hi"])):
            assert mine == board or (math.isnan(mine) and math.isnan(board)), name
    assert len([n for n in NAMES if len(charts.judged(DOC, n)) > 1]) >= 5  # zero-shot too


@pytest.mark.parametrize("name", NAMES)
def test_every_card_shows_its_chart(name):
    text = pages.agent_card(name)
    assert text.count(f"]({name}-scores.png)") == 1
    assert "lower is better" in text and "95% paired bootstrap interval" in text
    if pages.has_curve(name):  # the validation plot stays, under the tables' chart
        assert text.index(f"]({name}-scores.png)") < text.index(f"]({name}-curve.png)")
    png = charts.chart(DOC, card(name))
    assert png.startswith(b"\x89PNG") and len(png) > 10_000


def test_the_charts_are_generated_where_the_cards_point():
    import inspect

    assert "agent_charts()" in inspect.getsource(pages.generated)
    assert set(pages.agent_charts()) == {f"bench/agents/{n}-scores.png" for n in NAMES}


@pytest.mark.parametrize("name", [n for n in NAMES if len(charts.judged(DOC, n)) > 1])
def test_the_boards_panel_rows_are_the_cards_table_rows(name):
    table = card_table(pages.agent_card(name))
    entries = charts.table_entries(DOC, name)
    assert [LINK.fullmatch(r[0]).group(1) for r in table] == [e.label for e in entries]
    assert [r[1] for r in table] == [e.kind for e in entries]
    assert [r[4] for r in table] == [interval_text(e) for e in entries]


@pytest.mark.parametrize("name", NAMES)
def test_the_agents_point_is_the_cards_score(name):
    c = card(name)
    text = pages.agent_card(name)
    entries = charts.task_entries(DOC, c)
    (agent,) = [e for e in entries if e.kind == "agent"]
    assert agent.label == f"pretrained:{name}"
    board = next(b for b in DOC["tasks"] if b["task"] == c["task"])
    assert ledger_score(text) == (
        f"**{interval_text(agent)}** against `{board['best_baseline']}` (below 1 beats it)"
    )
    baselines = {n for n, r in board["agents"].items() if r["kind"] == "baseline"}
    assert {e.label for e in entries if e.kind == "baseline"} == baselines
    assert [e.score for e in entries] == sorted(e.score for e in entries)
    (own,) = [r for r in card_table(text) if r[0] == f"[`{c['task']}`](../leaderboard.md)"]
    assert own[4] == interval_text(agent)


def test_a_card_off_its_board_or_the_ledger_is_refused():
    c = card("workflow-submit") | {"task": "task-dispatch"}
    with pytest.raises(
        charts.CardChartError,
        match=r"workflow-submit/card.json: pretrained:workflow-submit is not on the committed "
        r"board of its task task-dispatch; judge it with python benchmarks/leaderboard.py "
        r"--tasks task-dispatch",
    ):
        charts.task_entries(DOC, c)
    with pytest.raises(
        InputError,
        match=r"workflow-submit/card.json: pretrained:workflow-submit has no entry on its task "
        r"'task-dispatch' in docs/bench/ledger.json",
    ):
        pages.ledger_entry(c)
    c = card("workflow-submit") | {"task": "no-such-task"}
    with pytest.raises(charts.CardChartError, match=r"'no-such-task' has no committed board"):
        charts.task_entries(DOC, c)


def test_the_caption_says_what_the_chart_shows():
    one = charts.caption(DOC, card("dispatch-lublin1"))
    assert "judged on one episode" in one and "on every board of the table" in one
    alone = charts.caption(DOC, card("workflow-submit"))
    assert "one episode" not in alone and "arrow" not in alone and "every board" not in alone
    doc = copy.deepcopy(DOC)
    board = next(b for b in doc["tasks"] if b["task"] == "workflow-submit")
    board["agents"]["pretrained:workflow-submit"]["lo"] = 0.001
    assert "an arrow: the interval runs off the axis" in charts.caption(
        doc, card("workflow-submit")
    )


def test_an_interval_off_the_axis_ends_in_an_arrow():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    entries = [
        charts.Entry("a", 0.9, 0.001, 1.2, 2, "agent"),
        charts.Entry("b", 1.0, 1.0, 1.0, 2, "baseline"),
        charts.Entry("c", 3.0, math.nan, math.nan, 1, "baseline"),
    ]
    fig, ax = plt.subplots()
    charts._forest(ax, entries, {"agent": ("o", "b", "b"), "baseline": ("s", "k", "k")})
    assert [t.get_text() for t in ax.get_yticklabels()] == ["a", "b", "c"]
    left, right = ax.get_xlim()
    assert left == charts.LIMITS[0] and right == pytest.approx(3.0 * 1.15)
    marks = {(ln.get_marker(), float(ln.get_xdata()[0]), float(ln.get_ydata()[0]))
             for ln in ax.get_lines() if len(ln.get_xdata()) == 1}  # fmt: skip
    assert ("<", left, 0.0) in marks and ("|", 1.2, 0.0) in marks and ("o", 0.9, 0.0) in marks
    assert [m for m in marks if m[2] == 2.0] == [("s", 3.0, 2.0)]  # one episode: no bar
    plt.close(fig)


def test_the_ticks_are_one_two_five_or_even_steps():
    assert charts.ticks(0.3, 6.0) == [0.5, 1.0, 2.0, 5.0]
    assert charts.ticks(0.6, 2.1) == [0.7, 1.0, 1.5, 2.0]  # 1-2-5 leaves only 1 and 2
    narrow = charts.ticks(0.87, 1.49)
    steps = {round(b - a, 6) for a, b in itertools.pairwise(narrow)}
    assert len(narrow) >= 3 and len(steps) == 1 and 1.0 in narrow
    assert all(0.87 <= t <= 1.49 for t in narrow)
