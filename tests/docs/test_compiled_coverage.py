"""The docs' table of what the compiled core runs is the registry's, and the registry is what
the engines do: every order x backfill the table marks compiled runs on the core (and gives the
Python schedule), every one it marks Python is refused by ``engine="compiled"`` with the
registry's reason."""

from __future__ import annotations

import importlib.util
import re

import pytest
from markdown_blocks import ROOT

from hpcgym.batch import compiled, registry
from hpcgym.batch.policies import SchedulerConfig, simulate
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError
from hpcgym.workloads.swf import load_trace

PAGE = ROOT / "docs" / "guides" / "simulator.md"
PLACEHOLDER = "<!-- hpcgym:policy-table coverage -->"


def _pages():
    spec = importlib.util.spec_from_file_location("hpcgym_docs_pages", ROOT / "docs/gen/pages.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def table_rows() -> list[list[str]]:
    """The coverage table as the built page shows it: its rows' cells."""
    text = PAGE.read_text(encoding="utf-8")
    assert text.count(PLACEHOLDER) == 1, "the compiled core's section lost its table"
    built = _pages().expand(text, "guides/simulator.md")
    lines = [ln for ln in built.splitlines() if ln.startswith("| ")]
    start = next(k for k, ln in enumerate(lines) if ln.startswith("| part | name |"))
    rows = []
    for ln in lines[start + 1 :]:
        cells = [c.strip() for c in ln.strip("|").split("|")]
        if cells[0] not in ("order", "backfill", "feature"):
            break
        rows.append(cells)
    return rows


ROWS = table_rows()


def marked(part: str) -> dict[str, bool]:
    return {r[1].strip("`"): r[3].startswith("yes") for r in ROWS if r[0] == part}


def test_the_table_lists_every_registry_entry_once():
    assert list(marked("order")) == list(registry.ORDERS)
    names = [v.option or v.name for v in registry.VARIANTS.values()]
    assert list(marked("backfill")) == names
    assert [r[2] for r in ROWS if r[0] == "feature"] == [f.name for f in registry.FEATURES]
    assert ROWS == registry.coverage_rows()


def test_no_other_page_lists_the_compiled_orders():
    """The coverage list exists once: prose elsewhere links to the table."""
    listing = re.compile(r"FCFS, SJF, F1, WFP3, UNICEP")
    pages = [p for p in (ROOT / "docs").rglob("*.md") if listing.search(p.read_text("utf-8"))]
    assert not pages, pages


W = Workload(load_trace("lublin_256").jobs[:120], load_trace("lublin_256").cluster, name="w120")


def config(order: str, variant: registry.BackfillVariant) -> SchedulerConfig | None:
    moab = registry.ORDERS[order].moab
    try:
        return SchedulerConfig(
            f"{order}/{variant.name}",
            priority=order,
            backfill=variant.refines or variant.name,
            nodes=bool(variant.option),
            bf_interval=30 if moab or variant.option else 0,
            queues="edison" if moab else "",
        )
    except InputError:
        return None  # a combination no policy can name (Moab on node identities)


CASES = [
    (o, v.option or v.name)
    for o in registry.ORDERS
    for v in registry.VARIANTS.values()
    if config(o, v) is not None
]


@pytest.mark.parametrize(("order", "backfill"), CASES)
def test_the_table_is_what_the_engines_do(order, backfill):
    orders, variants = marked("order"), marked("backfill")
    v = next(x for x in registry.VARIANTS.values() if (x.option or x.name) == backfill)
    c = config(order, v)
    assert c is not None
    reason = compiled.unsupported(c, W)
    if orders[order] and variants[backfill]:
        assert reason is None
        fast, slow = simulate(W, c, engine="compiled"), simulate(W, c, engine="python")
        assert fast.engine == "compiled"
        assert (fast.start, fast.end, fast.status) == (slow.start, slow.end, slow.status)
    else:
        want = registry.ORDERS[order].fallback if not orders[order] else v.fallback
        assert reason == want
        with pytest.raises(InputError, match=re.escape(want)):
            simulate(W, c, engine="compiled")
