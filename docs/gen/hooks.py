"""MkDocs hooks: hand the generated pages of ``pages.py`` to the build.

Runs inside ``mkdocs build`` / ``mkdocs serve`` (``hooks:`` in ``mkdocs.yml``): builds the
package overlay mkdocstrings reads, adds one nav entry per registered env id, adds every
generated file (env pages and frames, CLI reference, references, changelog, agents' curves)
and fills the placeholders of the hand-written pages.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pages

OVERLAY = pages.ROOT / "build" / "docs-overlay"
MAPPED = ("envs", "baselines", "agents", "bench")


def build_overlay() -> None:
    """``build/docs-overlay/hpcgym``: symlinks shaped like the installed package, so griffe
    finds ``hpcgym.envs`` (the folder ``envs/``) and the other mapped layers."""
    package = OVERLAY / "hpcgym"
    shutil.rmtree(package, ignore_errors=True)
    package.mkdir(parents=True)
    for entry in (pages.ROOT / "hpcgym").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    for folder in MAPPED:
        (package / folder).symlink_to(pages.ROOT / folder)


@event_priority(100)
def on_config(config: Any) -> Any:
    build_overlay()
    for section in config["nav"]:
        if isinstance(section, dict) and "Environments" in section:
            entries = section["Environments"]
            entries += [{i: f"environments/{pages.slug(i)}.md"} for i in pages.env_ids()]
    return config


def on_files(files: Files, config: Any) -> Files:
    for path, content in pages.generated().items():
        files.append(File.generated(config, path, content=content))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    return pages.expand(markdown, page.file.src_uri)
