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
