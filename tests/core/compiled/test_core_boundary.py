"""The typed boundary to the compiled core: hpcgym/_core.pyi declares exactly what the built
module holds, and the constants, scores and layout both languages define are checked at import
(a core that disagrees fails with CoreMismatchError naming the value)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import SimpleNamespace

import pytest

import hpcgym
from hpcgym.batch import compiled, priority
from hpcgym.envs.batch_window import observation
from hpcgym.errors import CoreMismatchError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

STUB = Path(hpcgym.__file__).parent / "_core.pyi"


def declared() -> dict[str, set[str] | None]:
    """The stub's top-level names; a class maps to its declared members."""
    out: dict[str, set[str] | None] = {}
    for node in ast.parse(STUB.read_text()).body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {
                n.name for n in node.body if isinstance(n, ast.FunctionDef) and n.name != "__init__"
            }
        elif isinstance(node, ast.FunctionDef):
            out[node.name] = None
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = None
    return out


def test_the_stub_declares_every_public_name_of_the_core_and_no_other():
    core = compiled._core
    public = {n for n in dir(core) if not n.startswith("_")}
    assert set(declared()) == public


@pytest.mark.parametrize("cls", ["BatchCore", "DispatchCore", "WindowSource", "DispatchVec"])
def test_the_stub_declares_every_method_and_getter_of_a_class(cls):
    members = {
        n for n, _ in inspect.getmembers(getattr(compiled._core, cls)) if not n.startswith("__")
    }
    assert declared()[cls] == members


def test_priority_constants_and_scores_agree_with_the_core():
    priority.check_core()
    core = compiled._core
    assert (core.AGE_WEIGHT, core.SIZE_WEIGHT, core.MAX_AGE) == (
        priority.AGE_WEIGHT,
        priority.SIZE_WEIGHT,
        priority.MAX_AGE,
    )


def fake_core(**changes):
    core = compiled._core
    names = {n: getattr(core, n) for n in dir(core) if not n.startswith("_")}
    return SimpleNamespace(**{**names, **changes})


def test_a_core_with_other_multifactor_weights_fails_naming_them(monkeypatch):
    monkeypatch.setattr(priority, "_core", fake_core(AGE_WEIGHT=priority.AGE_WEIGHT + 1))
    with pytest.raises(
        CoreMismatchError, match=r"core.s \(rust/src/engine/queue.rs\) are \(50000001"
    ):
        priority.check_core()


def test_a_core_scoring_otherwise_fails_naming_the_score(monkeypatch):
    real = compiled._core.dynamic_score

    def skewed(name, now, submit, cores, walltime, aux):
        x = real(name, now, submit, cores, walltime, aux)
        return x * (1 + 1e-15) if name == "unicep" and now > 1000 else x

    monkeypatch.setattr(priority, "_core", fake_core(dynamic_score=skewed))
    with pytest.raises(CoreMismatchError, match=r"unicep of \(now 7200"):
        priority.check_core()


def test_a_core_with_another_observation_layout_fails_naming_the_column(monkeypatch):
    observation.check_core()
    monkeypatch.setattr(observation, "_core", fake_core(Q_AGE=8))
    with pytest.raises(CoreMismatchError, match="Q_AGE 9 here, 8 there"):
        observation.check_core()


def test_an_unknown_score_is_a_clear_error():
    with pytest.raises(ValueError, match='unknown score "wfp4"'):
        compiled._core.dynamic_score("wfp4", 0, 0, 1, 1, 0.0)
