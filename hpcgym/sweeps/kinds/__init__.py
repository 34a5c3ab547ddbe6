"""The kinds of study a scenario file can name, by import string (loaded when used).

The paper studies' kinds live in :mod:`hpcgym.studies.kinds`; ``evaluate`` and ``train`` run
agents and live in ``hpcgym.agents.sweep``. The sweeps import neither (they name them), so a
study may run through the sweep runner.
"""

from __future__ import annotations

from importlib import import_module

from hpcgym.errors import UnknownNameError
from hpcgym.sweeps.schema import Kind

KINDS: dict[str, str] = {
    "batch": "hpcgym.studies.kinds.batch:KIND",
    "woas": "hpcgym.studies.kinds.woas:KIND",
    "speculative": "hpcgym.studies.kinds.speculative:KIND",
    "warp": "hpcgym.studies.kinds.warp:KIND",
    "maxutil": "hpcgym.studies.kinds.maxutil:KIND",
    "evaluate": "hpcgym.agents.sweep:EVALUATE",
    "train": "hpcgym.agents.sweep:TRAIN_KIND",
}


def get_kind(name: str) -> Kind:
    """The :class:`Kind` named ``name`` (KeyError naming the known ones)."""
    if name not in KINDS:
        raise UnknownNameError(f"unknown study kind {name!r}; known: {', '.join(KINDS)}")
    module, _, attr = KINDS[name].partition(":")
    return getattr(import_module(module), attr)
