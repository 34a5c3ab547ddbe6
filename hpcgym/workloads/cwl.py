"""Workflows written in the Common Workflow Language (lubrano2024 §3, §6).

WARP reads a CWL ``Workflow`` for the steps and their dependencies and, since CWL is
implementation-agnostic, a separate deployment file for the resources of each step. Here:

- the CWL document (v1.0, v1.1 or v1.2) is parsed with cwl-utils
  (:func:`cwl_utils.parser.load_document_by_uri`, optional extra ``hpcgym[cwl]``);
- step ``B`` depends on step ``A`` when an input of ``B`` has a ``source`` ``A/<output>``
  (sources naming workflow inputs add no dependency);
- the deployment mapping (JSON or YAML) is ``{step_id: {"nodes": int, "walltime": "15m" |
  "00:15:00" | seconds, "runtime": optional, default walltime}}``; a task gets
  ``nodes * cores_per_node`` cores.

Errors name the file and the step and are :class:`hpcgym.workflow.WorkflowError`.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from hpcgym.checks import instance
from hpcgym.units import DAY, HOUR, MINUTE
from hpcgym.workflow import Task, Workflow, WorkflowError

CORES_PER_NODE = 36
_UNITS = {"s": 1, "sec": 1, "m": MINUTE, "min": MINUTE, "h": HOUR, "hr": HOUR, "d": DAY}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$", re.IGNORECASE)
_CLOCK = re.compile(r"^\s*(?:(\d+)-)?(\d+(?::\d{1,2}){0,2})\s*$")


def load_cwl(
    path: str | os.PathLike,
    deployment: str | os.PathLike | Mapping[str, Any],
    *,
    cores_per_node: int = CORES_PER_NODE,
    name: str | None = None,
) -> Workflow:
    """The :class:`Workflow` of the CWL ``Workflow`` at ``path`` with per-step resources from
    ``deployment`` (a JSON/YAML file or an already-loaded mapping).

    ``name`` defaults to the CWL file's stem. Raises :class:`WorkflowError` naming the file and
    the step for an unreadable or non-Workflow document, an unknown step in a ``source``, a
    dependency cycle, a step missing from the deployment, a deployment entry for an unknown
    step, or bad nodes / walltime / runtime.
    """
    if (
        not isinstance(cores_per_node, int)
        or isinstance(cores_per_node, bool)
        or cores_per_node < 1
    ):
        raise WorkflowError(f"cores_per_node must be a positive integer, got {cores_per_node!r}")
    instance(path, "path", (str, os.PathLike), "a file path", where="load_cwl")
    instance(
        deployment,
        "deployment",
        (str, os.PathLike, Mapping),
        "a file path or a mapping",
        where="load_cwl",
    )
    path = Path(path)
    name = name or path.stem
    steps, edges = _parse_cwl(path)
    deploy, where_d = _load_deployment(deployment)
    missing = [s for s in steps if s not in deploy]
    if missing:
        raise WorkflowError(
            f"deployment {where_d}: no entry for step {missing[0]!r} of CWL workflow {str(path)!r}"
        )
    unknown = [s for s in deploy if s not in steps]
    if unknown:
        raise WorkflowError(
            f"deployment {where_d}: entry for unknown step {unknown[0]!r} (CWL "
            f"workflow {str(path)!r} has steps {', '.join(steps)})"
        )
    tasks = []
    for sid in steps:
        entry = deploy[sid]
        where = f"deployment {where_d}: step {sid!r}"
        if not isinstance(entry, Mapping):
            raise WorkflowError(
                f"{where}: entry must be a mapping with 'nodes' and 'walltime', got {entry!r}"
            )
        nodes = entry.get("nodes")
        if not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 1:
            raise WorkflowError(f"{where}: nodes must be a positive integer, got {nodes!r}")
        if "walltime" not in entry:
            raise WorkflowError(f"{where}: no walltime")
        walltime = parse_duration(entry["walltime"], where, "walltime")
        runtime = (
            walltime
            if entry.get("runtime") is None
            else parse_duration(entry["runtime"], where, "runtime")
        )
        tasks.append(Task(sid, nodes * cores_per_node, walltime, runtime))
    try:
        return Workflow.from_tasks(name, tasks, edges)
    except WorkflowError as e:
        raise WorkflowError(f"CWL workflow {str(path)!r}: {e}") from None


def turbine_cwl(cores_per_node: int = CORES_PER_NODE) -> Workflow:
    """The §6 turbine workflow (Table 1) from the shipped ``turbine.cwl`` + deployment."""
    data = resources.files("hpcgym").joinpath("data")
    with (
        resources.as_file(data.joinpath("turbine.cwl")) as cwl,
        resources.as_file(data.joinpath("turbine.deploy.json")) as dep,
    ):
        return load_cwl(cwl, dep, cores_per_node=cores_per_node, name="turbine")


def parse_duration(value: Any, where: str = "duration", what: str = "walltime") -> int:
    """Whole seconds (rounded up) from a number or numeric string of seconds, ``"15m"`` /
    ``"1.5h"`` / ``"90s"`` / ``"1d"``, or a Slurm ``--time`` clock (``MM:SS``, ``HH:MM:SS``,
    ``D-HH``, ``D-HH:MM``, ``D-HH:MM:SS``); must be positive, else :class:`WorkflowError`
    naming ``where``."""
    secs: float | None = None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        secs = float(value)
    elif isinstance(value, str):
        if (m := _CLOCK.match(value)) and (m.group(1) or ":" in m.group(2)):
            # Slurm --time: MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS
            days = int(m.group(1) or 0)
            parts = [int(x) for x in m.group(2).split(":")]
            if m.group(1):
                parts += [0] * (3 - len(parts))
            elif len(parts) == 2:
                parts = [0] + parts
            h, mi, sec = parts
            if mi < 60 and sec < 60:
                secs = float(days * DAY + h * HOUR + mi * MINUTE + sec)
        elif (m := _DURATION.match(value)) and m.group(2).lower() in _UNITS | {"": 1}:
            secs = float(m.group(1)) * _UNITS.get(m.group(2).lower(), 1)
    if secs is None or not math.isfinite(secs) or secs <= 0:
        raise WorkflowError(
            f"{where}: bad {what} {value!r} (want seconds > 0, '15m', '1.5h' or Slurm 'HH:MM:SS')"
        )
    return math.ceil(secs)


# -- CWL ------------------------------------------------------------------------------------


def _parse_cwl(path: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """Step ids in document order and ``(parent, child)`` step edges."""
    try:
        from cwl_utils.parser import load_document_by_uri
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError(
            'reading CWL needs cwl-utils: pip install -e ".[cwl]" in a clone of hpcgym '
            '(or pip install "cwl-utils>=0.33")'
        ) from e
    where = f"CWL file {str(path)!r}"
    if not path.is_file():
        raise WorkflowError(f"{where}: no such file")
    try:
        doc = load_document_by_uri(path)
    except Exception as e:  # noqa: BLE001  schema-salad raises many unrelated classes
        raise WorkflowError(f"{where}: not a valid CWL document: {e}") from None
    cls = getattr(doc, "class_", type(doc).__name__)
    if cls != "Workflow":
        raise WorkflowError(f"{where}: document is a CWL {cls}, not a Workflow")
    base = str(doc.id)
    prefix = base + ("/" if "#" in base else "#")

    def rel(uri: Any) -> str:
        u = str(uri)
        return u[len(prefix) :] if u.startswith(prefix) else u.rsplit("#", 1)[-1]

    steps: list[str] = []
    outputs: dict[str, set[str]] = {}
    for st in doc.steps or ():
        sid = rel(st.id)
        steps.append(sid)
        outs = set()
        for o in st.out or ():
            oid = o if isinstance(o, str) else o.id
            outs.add(_leaf(rel(oid)))
        outputs[sid] = outs
    if not steps:
        raise WorkflowError(f"{where}: workflow has no steps")
    inputs = {rel(i.id) for i in doc.inputs or ()}
    edges: list[tuple[str, str]] = []
    for st in doc.steps:
        sid = rel(st.id)
        for inp in st.in_ or ():
            src = inp.source
            for s in [] if src is None else [src] if isinstance(src, str) else src:
                r = rel(s)
                if "/" not in r:
                    if r not in inputs:
                        raise WorkflowError(
                            f"{where}: step {sid!r} input {_leaf(rel(inp.id))!r} has "
                            f"source {r!r}, neither a workflow input nor a "
                            "step output"
                        )
                    continue
                parent, out = r.rsplit("/", 1)
                if parent not in outputs:
                    raise WorkflowError(
                        f"{where}: step {sid!r} input {_leaf(rel(inp.id))!r} has "
                        f"source {r!r} naming unknown step {parent!r}"
                    )
                if out not in outputs[parent]:
                    raise WorkflowError(
                        f"{where}: step {sid!r} input {_leaf(rel(inp.id))!r} has "
                        f"source {r!r}, but step {parent!r} has no output "
                        f"{out!r}"
                    )
                if parent == sid:
                    raise WorkflowError(
                        f"{where}: step {sid!r} depends on its own output {r!r} (dependency cycle)"
                    )
                if (parent, sid) not in edges:
                    edges.append((parent, sid))
    g = nx.DiGraph(edges)
    try:
        cycle = nx.find_cycle(g)
    except nx.NetworkXNoCycle:
        cycle = None
    if cycle:
        loop = " -> ".join([u for u, _ in cycle] + [cycle[0][0]])
        raise WorkflowError(f"{where}: dependency cycle through step {cycle[0][0]!r} ({loop})")
    return steps, edges


def _leaf(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


# -- deployment -----------------------------------------------------------------------------


def _load_deployment(src: str | os.PathLike | Mapping[str, Any]) -> tuple[Mapping, str]:
    if isinstance(src, Mapping):
        return src, "<mapping>"
    p = Path(src)
    where = repr(str(p))
    try:
        text = p.read_text()
    except OSError as e:
        raise WorkflowError(f"deployment {where}: cannot read: {e}") from None
    try:
        if p.suffix.lower() in (".yaml", ".yml"):
            from ruamel.yaml import YAML

            doc = YAML(typ="safe", pure=True).load(text)
        else:
            doc = json.loads(text)
    except Exception as e:  # noqa: BLE001  ruamel's parser errors share no base class
        raise WorkflowError(
            f"deployment {where}: not valid "
            f"{'YAML' if p.suffix.lower() in ('.yaml', '.yml') else 'JSON'}: "
            f"{e}"
        ) from None
    if not isinstance(doc, Mapping):
        raise WorkflowError(
            f"deployment {where}: must map step ids to {{nodes, walltime[, runtime]}}"
        )
    return doc, where
