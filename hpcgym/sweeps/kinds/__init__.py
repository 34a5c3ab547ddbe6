"""The kinds of study a scenario file can name, by import string (loaded when used).

The core kinds live beside this file; ``evaluate`` and ``train`` run agents and live in
``hpcgym.agents.sweep`` (the core never imports the agents: it names them).
"""
from __future__ import annotations

from importlib import import_module

from hpcgym.errors import UnknownNameError
from hpcgym.sweeps.schema import Kind

KINDS: dict[str, str] = {
    "batch": "hpcgym.sweeps.kinds.batch:KIND",
    "woas": "hpcgym.sweeps.kinds.woas:KIND",
    "speculative": "hpcgym.sweeps.kinds.speculative:KIND",
    "warp": "hpcgym.sweeps.kinds.warp:KIND",
    "maxutil": "hpcgym.sweeps.kinds.maxutil:KIND",
    "evaluate": "hpcgym.agents.sweep:EVALUATE",
    "train": "hpcgym.agents.sweep:TRAIN_KIND",
}


def get_kind(name: str) -> Kind:
    """The :class:`Kind` named ``name`` (KeyError naming the known ones)."""
    if name not in KINDS:
        raise UnknownNameError(f"unknown study kind {name!r}; known: {', '.join(KINDS)}")
    module, _, attr = KINDS[name].partition(":")
    return getattr(import_module(module), attr)
