"""The paper pages' charts: one per page, drawn from the page's own table (so chart and
table cannot disagree) beside the paper's numbers from the code's constants, which must be
the numbers the page prints; a table the chart cannot read fails naming the page."""

from __future__ import annotations

import numpy as np
import pytest
from markdown_blocks import ROOT
from test_pages import pages

charts = pages.paper_charts()
PAPERS = sorted(p.stem for p in (ROOT / "docs" / "papers").glob("*.md") if p.stem != "index")


def test_every_paper_page_has_a_chart():
    assert set(charts.CHARTS) | {"lublin2003"} == set(PAPERS)  # lublin2003: its fit figure
    for key in charts.CHARTS:
        text = charts.page_text(key)
        assert text.count("<!-- hpcgym:paper-chart -->") == 1, key
        page = pages.expand(text, f"papers/{key}.md")
        assert f"]({key}-chart.png)" in page
        assert "Table" in charts.CHARTS[key].caption, key  # names what the markers are


@pytest.mark.parametrize("key", sorted(set(charts.CHARTS) - {"gainaru2019"}))
def test_the_papers_numbers_on_the_page_are_the_codes(key):
    on_page, in_code = charts.paper_values(key)
    assert on_page == in_code


def test_the_charts_are_generated_where_the_pages_point():
    import inspect

    assert "paper_charts().charts()" in inspect.getsource(pages.generated)
    png = charts.CHARTS["zhang2020"].draw(charts.page_text("zhang2020"))
    assert png.startswith(b"\x89PNG") and len(png) > 10_000


def test_a_table_the_chart_cannot_read_is_named():
    text = charts.page_text("zhang2020")
    gone = "\n".join(ln for ln in text.splitlines() if not ln.startswith("| HPC2N |"))
    with pytest.raises(charts.PageTableError, match=r"zhang2020.md: the table has no row 'HPC2N'"):
        charts.zhang_values(gone)
    renamed = text.replace("| trace | FCFS |", "| log | FCFS |")
    with pytest.raises(charts.PageTableError, match=r"zhang2020.md: no table with the header"):
        charts.zhang_values(renamed)
    short = text.replace("| 73.31 (73.31) |", "| 73.31 |", 1)
    with pytest.raises(charts.PageTableError, match=r"'73.31' holds 1 numbers, the chart needs 2"):
        charts.zhang_values(short)


def test_the_table_cells_are_the_charts_numbers():
    v = charts.zhang_values(charts.page_text("zhang2020"))
    assert v["measured"]["Lublin-2"][2] == 374.58  # UNI through the env, beside 379.59
    assert v["page"]["Lublin-2"][2] == 379.59
    r = charts.rodrigo2018_values(charts.page_text("rodrigo2018"))
    assert r["measured"]["every examined job reserves (Moab order, first 50)"] == (0.863, 0.332)


def test_gainaru2019s_curve_is_table_1s_toptimal():
    v = charts.gainaru_values()
    assert [round(t, 1) for t in v["sequence"]] == v["code"]
    best = int(np.argmin(v["cost"]))
    assert v["first"][best] == pytest.approx(v["code"][0])
    assert v["cost"][best] == pytest.approx(v["expected_makespan"])
