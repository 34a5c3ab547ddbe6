"""The import layers, read from the source with ``ast`` (lazy imports inside functions count):

- the core (``hpcgym/`` minus its front door ``__init__.py`` and ``cli/``) imports none of
  ``envs``, ``baselines``, ``agents``;
- ``envs`` imports only the core (and itself);
- ``baselines`` imports the core and ``envs``; ``agents`` the core, ``envs`` and ``baselines``;
  ``bench`` (the benchmark suite) all of these;
- the front door imports only the envs' registry (data, no env class); importing it (the
  package root, run by any import of hpcgym) is allowed everywhere;
- no module imports, directly or through others, a module that imports it back.

Inside the core each package (a subpackage, or a top-level module such as ``io``) has a rank,
and a module imports only its own package and packages of lower ranks (not another package of
its own rank), so the package graph has no cycle. The ranks, lowest first, and why:

0. ``errors``, ``units``, ``progress``, ``stats``: utilities that import no other
   hpcgym module (exceptions, time units, the progress bar, mean ± 95% CI).
1. ``engine`` (the discrete-event kernel), ``workflow`` (the workflow DAG model, read by batch
   submission, the task simulator, the workload builders and WARP; it checks a DAG against any
   machine with a name and cores, so it needs no cluster class), ``checks``, ``sizes`` and
   ``bounds`` (the value checks, size bounds and integer bounds of the entry points),
   ``traces`` (where trace files are found) and ``io`` (atomic writers, naming the path of a
   failed write, and tables), over the errors.
2. ``batch`` (clusters, jobs, queues, the batch simulator and its policies), ``tasks`` (the
   task-level workflow simulator of ilyushkin2015): two simulators, neither needs the other;
   and ``sweeps`` (runs named functions by import string on processes or Ray, stores and
   summarises them, bounded by ``sizes``; it names the studies' scenario kinds by import
   string and imports no study).
3. ``workloads`` (generators and readers: they build ``batch`` jobs and ``tasks`` DAGs),
   ``speculative`` and ``warp`` (gainaru2019's requests and lubrano2024's planner, over ``batch``):
   what runs on the simulators, each independent of the others.
4. ``studies``: the papers' experiments and their scenario kinds, over all of the above (their
   runs go through the ``sweeps`` runner).

``cli`` and the front door sit above the core (the "top" layer).
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parents[2]
# package -> folder, as pyproject.toml maps them
FOLDERS = {
    "hpcgym.envs": ROOT / "envs",
    "hpcgym.baselines": ROOT / "baselines",
    "hpcgym.agents": ROOT / "agents",
    "hpcgym.bench": ROOT / "bench",
    "hpcgym": ROOT / "hpcgym",
}
LAYERS = {"core": 0, "envs": 1, "baselines": 2, "agents": 3, "bench": 4, "top": 5}


def module_name(path: Path) -> str:
    for pkg, folder in FOLDERS.items():
        if folder in path.parents or path.parent == folder:
            rel = path.relative_to(folder).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            return ".".join([pkg, *parts])
    raise ValueError(path)


def modules() -> dict[str, Path]:
    out = {}
    for folder in FOLDERS.values():
        for p in folder.rglob("*.py"):
            out[module_name(p)] = p
    return out


def layer(mod: str) -> str:
    for name in ("envs", "baselines", "agents", "bench"):
        if mod == f"hpcgym.{name}" or mod.startswith(f"hpcgym.{name}."):
            return name
    if mod == "hpcgym" or mod == "hpcgym.cli" or mod.startswith("hpcgym.cli."):
        return "top"
    return "core"


def imports(path: Path, mods: dict[str, Path]) -> set[str]:
    """hpcgym modules ``path`` imports, anywhere in the file (a package import counts as its
    ``__init__``; ``from pkg import name`` as ``pkg.name`` when that is a module; a relative
    import as the module it names)."""
    here = module_name(path).split(".")
    if path.name != "__init__.py":
        here = here[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(here[: len(here) - node.level + 1]) if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            names = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        out.update(n for n in names if n in mods)
    return out


# Rank of each core package; a package missing here fails test_every_core_package_is_ranked.
RANKS = {
    **dict.fromkeys(("errors", "units", "progress", "stats"), 0),
    **dict.fromkeys(("engine", "workflow", "checks", "sizes", "bounds", "traces", "io"), 1),
    **dict.fromkeys(("batch", "tasks", "sweeps"), 2),
    **dict.fromkeys(("workloads", "speculative", "warp"), 3),
    "studies": 4,
}


def package(mod: str) -> str:
    """The core package of a core module: ``hpcgym.batch.job`` -> ``batch``, ``hpcgym.io`` ->
    ``io``."""
    return mod.split(".")[1]


MODS = modules()
GRAPH = nx.DiGraph((m, i) for m, p in MODS.items() for i in imports(p, MODS) if i != m)


def test_the_tree_is_read():
    assert {
        "hpcgym.batch.simulator",
        "hpcgym.envs.dispatch.env",
        "hpcgym.baselines.dispatch",
        "hpcgym.agents.train",
        "hpcgym.cli.run",
    } <= set(MODS)
    assert ("hpcgym.envs.dispatch.env", "hpcgym.batch.policies") in GRAPH.edges


@pytest.mark.parametrize("mod", sorted(MODS))
def test_no_import_goes_up_a_layer(mod):
    here = layer(mod)
    if here == "top":
        allowed = set(LAYERS)
    else:
        allowed = {k for k, v in LAYERS.items() if v <= LAYERS[here] and k != "top"}
    bad = [i for i in GRAPH.successors(mod) if layer(i) not in allowed] if mod in GRAPH else []
    # ``import hpcgym`` (registering the ids) is the package root, which every import runs
    bad = [i for i in bad if i != "hpcgym"]
    assert not bad, f"{mod} ({here}) imports {bad}"


def test_front_door_imports_only_the_registry_of_envs():
    outside = [i for i in GRAPH.successors("hpcgym") if layer(i) not in ("core", "top")]
    assert outside == ["hpcgym.envs.registration"] or sorted(outside) == [
        "hpcgym.envs",
        "hpcgym.envs.registration",
    ]
    registry = set(GRAPH.successors("hpcgym.envs.registration"))
    assert not {i for i in registry if layer(i) != "core"}
    assert set(GRAPH.successors("hpcgym.envs")) <= {"hpcgym.envs.registration"}


def test_no_cycles():
    cycles = list(nx.simple_cycles(GRAPH.subgraph(m for m in GRAPH if m != "hpcgym")))
    assert not cycles, cycles[:5]


CORE = sorted(m for m in MODS if layer(m) == "core" and m != "hpcgym")


def core_imports(mod: str) -> list[str]:
    """The core modules ``mod`` imports, the front door (the package root) left out."""
    return [
        i
        for i in (GRAPH.successors(mod) if mod in GRAPH else ())
        if layer(i) == "core" and i != "hpcgym"
    ]


PACKAGES = nx.DiGraph(
    (package(m), package(i)) for m in CORE for i in core_imports(m) if package(i) != package(m)
)


def test_every_core_package_is_ranked():
    assert {package(m) for m in CORE} == set(RANKS)


@pytest.mark.parametrize("mod", CORE)
def test_no_import_goes_up_a_rank_in_the_core(mod):
    here = package(mod)
    bad = [
        i
        for i in core_imports(mod)
        if package(i) != here and RANKS.get(package(i), 99) >= RANKS.get(here, -1)
    ]
    assert not bad, f"{mod} ({here}, rank {RANKS.get(here)}) imports {bad}"


def test_no_cycle_between_core_packages():
    assert ("batch", "engine") in PACKAGES.edges and ("studies", "sweeps") in PACKAGES.edges
    cycles = list(nx.simple_cycles(PACKAGES))
    assert not cycles, cycles[:5]


def test_pyproject_lists_every_package():
    """A subpackage missing from pyproject.toml is left out of the wheel (CI's wheel check
    would only see it at import time)."""
    import tomllib

    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {module_name(p) for folder in FOLDERS.values() for p in folder.rglob("__init__.py")}
    assert found - {"hpcgym.data"} <= listed, sorted(found - listed)
