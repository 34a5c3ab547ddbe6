"""The pages committed for readers of the repository (GitHub shows no generated page): the CLI
reference and the env and leaderboard tables under their placeholders are what the code
generates now (``python docs/gen/pages.py --refresh`` writes them), and the build replaces each
committed block with the fresh text."""

from __future__ import annotations

from test_pages import pages

REFRESH = "stale: run python docs/gen/pages.py --refresh"


def test_the_committed_cli_reference_is_fresh():
    assert pages.read_page(pages.CLI_PAGE) == pages.cli_page(), REFRESH


def test_the_committed_tables_are_fresh():
    for page in pages.COMMITTED:
        text = pages.read_page(page)
        assert "<!-- /hpcgym:" in text, f"{page}: no committed block"
        assert pages.refreshed(text, page) == text, f"{page} {REFRESH}"


def test_the_readmes_tables_are_fresh_and_link_to_pages_that_exist():
    text = pages.README.read_text(encoding="utf-8")
    assert "<!-- /hpcgym:standings -->" in text and "<!-- /hpcgym:readme-agents -->" in text
    assert pages.refreshed(text, pages.README.name) == text, f"README.md {REFRESH}"
    for name in pages.agent_names():
        assert (pages.ROOT / f"docs/bench/agents/{name}.md").is_file()
        assert f"](docs/bench/agents/{name}.md)" in text


def test_the_standings_leave_out_entries_beyond_a_tolerance():
    board = {
        "agents": {
            "a": {
                "kind": "learned",
                "score": 0.5,
                "lo": 0.4,
                "hi": 0.6,
                "episodes": 9,
                "verdict": {"within": False},
            },
            "b (zero-shot)": {
                "kind": "learned",
                "score": 0.9,
                "lo": 0.8,
                "hi": 1.0,
                "episodes": 9,
                "verdict": {"within": True},
            },
            "c": {
                "kind": "learned",
                "score": 0.95,
                "lo": 0.9,
                "hi": 1.0,
                "episodes": 9,
                "verdict": {"within": True},
            },
        }
    }
    assert pages.best_of(board, "learned") == "`b` (zero-shot) 0.900 [0.800, 1.000] (n=9)"
    assert pages.best_of(board, "planner") == "-"


def test_a_committed_block_builds_as_its_placeholder_does():
    text = pages.read_page("bench/leaderboard.md")
    built = pages.expand(text, "bench/leaderboard.md")
    assert "<!-- hpcgym:" not in built and "<!-- /hpcgym:" not in built
    assert built.count("](charts/") == len(pages.results()["tasks"])  # the site adds charts
    assert "](charts/" not in text  # the committed copy leaves out the PNGs the build draws
    bare = pages.BLOCK.sub(lambda m: m.group(1), text)
    assert pages.expand(bare, "bench/leaderboard.md") == built


def test_the_cli_reference_does_not_depend_on_the_machines_cores(monkeypatch):
    from hpcgym.sweeps import size

    monkeypatch.setattr(size, "cores", lambda: 1)
    assert pages.cli_page() == pages.read_page(pages.CLI_PAGE)
