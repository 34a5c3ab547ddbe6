"""Shipped models carry no path of the machine they were trained on (users do not have it)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODELS = sorted((ROOT / "agents" / "pretrained").glob("*/model.zip"))


@pytest.mark.parametrize("path", MODELS, ids=[p.parent.name for p in MODELS])
def test_a_shipped_model_names_no_machine_path(path: Path) -> None:
    with zipfile.ZipFile(path) as z:
        data = json.loads(z.read("data"))
    assert data.get("tensorboard_log") is None
    text = json.dumps(data)
    assert "/work/" not in text and "../shared" not in text
