"""Fail well on damaged model files: ``run --policy``, ``evaluate --agents`` and ``bench run
--agents`` given a ``model.zip`` that is truncated, random bytes, empty, with flipped bytes,
without or with a garbage ``policy.pth``, or with a broken ``data`` entry, say in one line
which file and what is wrong, exit 2 (before: AssertionError, ValueError, UnpicklingError,
JSONDecodeError reported as internal errors)."""

from __future__ import annotations

import random
import shutil
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from hpcgym.cli import main

pytest.importorskip("stable_baselines3")
PRETRAINED = Path(__file__).resolve().parents[2] / "agents" / "pretrained" / "dispatch-lublin1"


def _rezip(path: Path, drop: str | None = None, **entries: bytes) -> None:
    with zipfile.ZipFile(path) as z:
        items = {n: z.read(n) for n in z.namelist()}
    if drop:
        del items[drop]
    items.update({k.replace("_", "."): v for k, v in entries.items()})
    with zipfile.ZipFile(path, "w") as z:
        for name, data in items.items():
            z.writestr(name, data)


def _flip(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for k in random.Random(1).sample(range(len(data)), 50):
        data[k] ^= 0xFF
    path.write_bytes(bytes(data))


DAMAGE: dict[str, tuple[Callable[[Path], None], str]] = {
    "truncated": (
        lambda p: p.write_bytes(p.read_bytes()[: p.stat().st_size // 2]),
        "not a saved model: the zip has no 'data' entry",
    ),
    "random bytes": (
        lambda p: p.write_bytes(random.Random(0).randbytes(5000)),
        "not a readable zip (BadZipFile",
    ),
    "empty": (lambda p: p.write_bytes(b""), "not a readable zip (BadZipFile"),
    "flipped bytes": (_flip, "damaged: its 'data' entry fails its CRC check"),
    "no policy.pth": (
        lambda p: _rezip(p, drop="policy.pth"),
        "not a saved model: the zip has no 'policy.pth' entry",
    ),
    "garbage policy.pth": (
        lambda p: _rezip(p, policy_pth=b"garbage"),
        "not a maskable-ppo model it can load (UnpicklingError",
    ),
    "data not JSON": (
        lambda p: _rezip(p, data=b"{not json"),
        "its 'data' entry is not JSON (JSONDecodeError",
    ),
    "data of another shape": (
        lambda p: _rezip(p, data=b'{"policy_class": 5}'),
        "not a maskable-ppo model it can load (KeyError",
    ),
}
COMMANDS = {
    "run": ["run", "--workload", "edison", "--days", "1", "--no-progress", "--policy"],
    "evaluate": ["evaluate", "--seeds", "1", "--no-progress", "--agents"],
    "bench run": ["bench", "run", "dispatch-lublin1", "--episodes", "1", "--agents"],
}


@pytest.mark.parametrize("damage", DAMAGE)
@pytest.mark.parametrize("command", COMMANDS)
def test_a_damaged_model_is_one_line_naming_the_file_exit_2(command, damage, tmp_path, capsys):
    folder = tmp_path / "m"
    shutil.copytree(PRETRAINED, folder)
    model = folder / "model.zip"
    spoil, message = DAMAGE[damage]
    spoil(model)
    code = main([*COMMANDS[command], str(model)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.strip().splitlines() == [err.strip()]
    assert err.startswith(f"hpcgym: error: {model}: {message}"), err
