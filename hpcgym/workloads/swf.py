"""Read and write the Standard Workload Format (SWF v2.2) of the Parallel Workloads Archive.

An SWF file is a header of ``; Key: value`` comment lines followed by one job per line of 18
whitespace-separated numbers (``-1`` = unknown): 1 job id, 2 submit, 3 wait, 4 run time,
5 allocated procs, 6 avg CPU time, 7 used memory, 8 requested procs, 9 requested time,
10 requested memory, 11 status, 12 user, 13 group, 14 executable, 15 queue, 16 partition,
17 preceding job, 18 think time.

Conventions of :func:`read_swf`:

* Machine size: the cluster given, else ``size``, else header ``MaxProcs``, else
  ``MaxNodes``, else the largest accepted job. A ``MaxProcs`` (or, without it, ``MaxNodes``)
  that is not a positive number is an error naming its line, not a silent fallback. Without a given cluster the machine is
  ``processors(size, name=<file name without .swf/.gz>)`` whose ``max_walltime`` is the
  largest requested time (field 9) of the accepted jobs, or 48 h if none is given.
* ``Job.cores`` is the requested processors (field 8) if > 0, else the allocated ones
  (field 5); ``Job.walltime`` is the requested time (field 9) if > 0, else the runtime;
  ``Job.runtime`` is field 4; ``Job.user`` is field 12; ``Job.queue`` is ``str(field 15)``
  if >= 0, else ``""``. Submit times are kept as in the file (not shifted to 0).
* Field 17 (preceding job) is not turned into a dependency: in the archive it records
  user think-time chains, not ``afterok`` constraints.
* Records are skipped, and counted in ``Workload.skipped``, for the first reason that
  applies, in this order: ``"runtime<=0"``, ``"size<=0"``, ``"size>machine"``. All three
  keys are always present.
* Values may be floats (e.g. CPU time ``12.5``); submit, run and requested time are rounded
  to int; job id, procs, user and queue must be integral. Fields past the 18th are ignored.
  Fewer than 18 fields, a non-number, a fractional value where an integer is required, a
  negative submit time or a repeated job id raise :class:`SWFError` naming file and line.
* A UTF-8 byte-order mark is dropped; UTF-16 text and binary files are refused by name.
* Blank lines and ``;`` lines are ignored; the header is the leading block of ``;`` lines.
  Repeated keys (``Queue``, ``Note``) and indented continuation lines are joined with
  newlines in :func:`read_swf_header`.

GPU counts (opt-in, ``read_swf(..., gpus=True)``): SWF v2.2 has no GPU field, and the traces
that carry GPUs extend the record, as the public Frontier trace (maheshwari2026frontier, read as
ExaDigiT/RAPS's ``raps/dataloaders/frontier_swf.py`` reads it) does with 21 fields: field 19 is
the GPUs the job used (-1: unknown, read as 0) and field 21 a site descriptor
``name:mode:NxM`` whose ``N`` is the job's node count (field 5 there may count cores or nodes,
so it is not trusted); 20 is a soft walltime, not read. With ``gpus=True`` a record needs at
least 19 fields; ``Job.gpus`` is field 19; where field 21 is a descriptor (``-1``: none), the
job's cores are ``N`` x the cluster's cores per node, in place of fields 8 and 5. The cluster
must be given and have GPUs (``cluster=Cluster("frontier", 9408, 56, True, gpus_per_node=8)``).
A field 19 that is not an integer >= -1, a field 21 that is neither ``-1`` nor a descriptor, or
more GPUs than the job's nodes hold is an :class:`SWFError` naming the line and the field. Only
the Python parser reads them (``engine="compiled"`` is refused with ``gpus=True``).

Two parsers keep these conventions: the compiled one (``hpcgym._core``, used when it is built)
and this module's Python one, its reference (``read_swf(..., engine="python")``); they give
the same workload or the same error (tests/core/workloads/test_swf_compiled.py). The compiled
one hands a file with a record outside ASCII or a number beyond int64 to the Python one, and
returns a workload whose Job objects are built on first use (its columns serve the compiled
engine and the metrics without them).
"""

from __future__ import annotations

import gc
import gzip
import io
import math
import os
import re
import zlib
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.columns import ColumnWorkload, JobColumns, compiled_core
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.checks import flag, instance, one_of, optional_integer, shown, text
from hpcgym.errors import InputTypeError, WorkloadError
from hpcgym.traces import find_trace
from hpcgym.units import HOUR

PathLike = str | os.PathLike[str]

FIELDS = (
    "job id",
    "submit time",
    "wait time",
    "run time",
    "allocated procs",
    "avg cpu time",
    "used memory",
    "requested procs",
    "requested time",
    "requested memory",
    "status",
    "user",
    "group",
    "executable",
    "queue",
    "partition",
    "preceding job",
    "think time",
)
_INTEGRAL = frozenset((0, 4, 7, 11, 14))
_ROUNDED = frozenset((1, 3, 8))
_GZIP_MAGIC = b"\x1f\x8b"
_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
# Largest time (s) and count a record may hold: 10^11 s is ~3,000 years, and keeps every sum
# of the metrics within int64 (a runtime of 1e20 would overflow them after a whole run).
_MAX_SECONDS = 10**11
_MAX_COUNT = 2**31 - 1
_CHECKED = (
    (1, _MAX_SECONDS),
    (3, _MAX_SECONDS),
    (8, _MAX_SECONDS),
    (4, _MAX_COUNT),
    (7, _MAX_COUNT),
    (0, 2**62),
)
_DEFAULT_WALLTIME = 48 * HOUR
SKIP_REASONS = ("runtime<=0", "size<=0", "size>machine")
ENGINES = ("auto", "compiled", "python")
_COMPUTED = ("Version", "MaxJobs", "MaxRecords", "MaxNodes", "MaxProcs")
# Field 21 of the Frontier trace (maheshwari2026frontier): "frontier:excl:2500x112", N = 2500 nodes.
_DESCRIPTOR = re.compile(r"[^:\s]+:[^:\s]+:(\d+)x\d+")


class SWFError(WorkloadError):
    """A malformed SWF file; the message starts with ``file:line:``."""


def read_swf_header(path: PathLike) -> dict[str, str]:
    """The ``; Key: value`` entries of the leading comment block, reading no further."""
    with _open_text(path) as f:
        return _parse_header(f)


def read_swf(
    path: PathLike,
    *,
    cluster: Cluster | None = None,
    max_jobs: int | None = None,
    size: int | None = None,
    engine: str = "auto",
    gpus: bool = False,
) -> Workload:
    """The jobs of an SWF file (plain or gzip, told apart by magic bytes) as a Workload.

    Conventions are in the module docstring. ``max_jobs`` stops reading after that many
    accepted jobs, in file order (skipped records do not count). ``size`` gives the machine's
    processors in place of the header's (for a trace without a usable ``MaxProcs``).
    ``engine`` picks the parser: ``"compiled"`` (``hpcgym._core``'s: about 10x faster, 5x
    once the Job objects are built), ``"python" (this module's, the reference the compiled
    one is tested against) or ``"auto"``, the compiled one when ``hpcgym._core`` is
    importable. Both give the same workload, or the same error. ``gpus`` reads the GPU
    fields of an extended record (module docstring; needs a ``cluster`` with GPUs).
    """
    if not isinstance(path, (str, os.PathLike)):
        raise InputTypeError(f"read_swf: path must be a file path, got {shown(path)}")
    where = f"read_swf {path}"
    size = optional_integer(size, "size", lo=1, where=where, error=SWFError)
    max_jobs = optional_integer(max_jobs, "max_jobs", lo=0, where=where, error=SWFError)
    if cluster is not None:
        instance(cluster, "cluster", Cluster, "a Cluster or None", where=where)
    one_of(engine, "engine", ENGINES, where=where, error=SWFError)
    gpus = flag(gpus, "gpus", where=where)
    if gpus:
        if cluster is None or not cluster.gpus_per_node:
            raise SWFError(
                f"{where}: gpus=True needs cluster= with GPUs per node, e.g. "
                "Cluster('frontier', 9408, 56, True, gpus_per_node=8)"
            )
        if engine == "compiled":
            raise SWFError(
                f"{where}: gpus=True is read by the Python parser only (engine 'python')"
            )
        with _gc_paused():
            return _read_swf(path, cluster, max_jobs, size, gpus=True)
    core = _compiled() if engine != "python" else None
    if engine == "compiled" and core is None:
        raise SWFError(f"{where}: engine 'compiled' needs hpcgym._core, which is not built")
    with _gc_paused():
        if core is not None:
            return _read_swf_compiled(core, path, cluster, max_jobs, size)
        return _read_swf(path, cluster, max_jobs, size)


def _compiled() -> Any:
    """The compiled core, or None when it is not built (or a test asks for the Python
    parser)."""
    return compiled_core()


def _read_swf_compiled(
    core: Any, path: PathLike, cluster: Cluster | None, max_jobs: int | None, size: int | None
) -> Workload:
    """:func:`_read_swf` by the compiled parser; a file it leaves to Python (a record with a
    character outside ASCII, a number beyond int64) is read by :func:`_read_swf`."""
    data = _check_bytes(_read_bytes(path), path)
    content: bytes | str = data if data.isascii() else data.decode("utf-8", "replace")
    del data
    header = dict(core.swf_header(content))
    known = _known_size(cluster, size, header, partial(_lines, content), path)
    # A machine wider than any record may be (a count is at most 2^31 - 1) is the same to it.
    machine = min(known or 0, _MAX_COUNT + 1)
    limit = -1 if max_jobs is None else min(max_jobs, 2**62)
    try:
        parsed = core.swf_jobs(content, str(path), machine, limit)
    except ValueError as e:
        raise SWFError(str(e)) from None
    del content
    if parsed is None:
        return _read_swf(path, cluster, max_jobs, size)
    raw = list(parsed)  # each column's bytes freed as its array takes their place
    del parsed
    for k in range(7):
        raw[k] = array("q", raw[k])
    ids, submit, cores, walltime, runtime, user, queue, skipped, max_req = raw
    del raw
    name = _stem(path)
    if cluster is None:
        total = known or max(cores, default=0)
        if not total:
            raise SWFError(f"{path}: no MaxProcs/MaxNodes header and no job to size the machine")
        cluster = processors(total, name=name, max_walltime=max_req or _DEFAULT_WALLTIME)
    names = {q: str(q) if q >= 0 else "" for q in set(queue)}
    queues = list(map(names.__getitem__, queue))
    del queue
    workflow = array("q", [-1]) * len(ids)
    columns = JobColumns(ids, submit, cores, walltime, runtime, user, queues, workflow)
    return ColumnWorkload(columns, cluster, name=name, skipped=dict(zip(SKIP_REASONS, skipped)))


def _known_size(
    cluster: Cluster | None,
    size: int | None,
    header: Mapping[str, str],
    lines: Callable[[], list[str]],
    path: PathLike,
) -> int | None:
    """The machine's size given or in the header, None if neither says."""
    if cluster is not None:
        return cluster.total_cores
    if size is not None:
        return size
    return _machine_size(header, lines, path)


def _lines(content: str | bytes) -> list[str]:
    return (content.decode() if isinstance(content, bytes) else content).splitlines()


def _read_swf(
    path: PathLike,
    cluster: Cluster | None,
    max_jobs: int | None,
    size: int | None,
    gpus: bool = False,
) -> Workload:
    lines = _read_text(path).splitlines()
    header = _parse_header(lines)
    known = _known_size(cluster, size, header, lambda: lines, path)
    machine = known or math.inf
    limit = math.inf if max_jobs is None else max_jobs
    jobs: list[Job] = []
    first_line: dict[int, int] = {}
    queues: dict[int, str] = {}
    bad_run = bad_size = too_wide = max_req = 0
    for lineno, line in enumerate(lines if limit > 0 else (), 1):
        parts = line.split()
        if not parts or parts[0][0] == ";":
            continue
        extra = parts[18:21] if gpus else None
        if len(parts) != 18:
            if len(parts) < 18:
                raise SWFError(f"{path}:{lineno}: expected 18 fields, got {len(parts)}")
            parts = parts[:18]
        try:
            v = list(map(int, parts))
        except ValueError:
            v = _parse_floats(parts, path, lineno)
        jid, submit, _, run, alloc, _, _, req, req_time, _, _, user, _, _, queue, _, _, _ = v
        if (
            submit > _MAX_SECONDS
            or run > _MAX_SECONDS
            or req_time > _MAX_SECONDS
            or alloc > _MAX_COUNT
            or req > _MAX_COUNT
            or jid > 2**62
        ):
            i, top = next((i, top) for i, top in _CHECKED if v[i] > top)
            raise SWFError(
                f"{path}:{lineno}: field {i + 1} ({FIELDS[i]}) = {parts[i]} is out "
                f"of range (at most {top:,})"
            )
        if submit < 0:
            raise SWFError(f"{path}:{lineno}: negative submit time {submit}")
        size = req if req > 0 else alloc
        used_gpus = 0
        if extra is not None:
            assert cluster is not None  # read_swf insists on one with gpus=True
            used_gpus, nodes = _gpu_fields(extra, path, lineno)
            if nodes is not None:
                size = nodes * cluster.cores_per_node
            if used_gpus and size > 0 and cluster.whole_node:
                n = cluster.units(size)
                if used_gpus > n * cluster.gpus_per_node:
                    raise SWFError(
                        f"{path}:{lineno}: field 19 (used GPUs) = {used_gpus} is more than the "
                        f"job's {n} nodes hold ({n * cluster.gpus_per_node}: "
                        f"{cluster.gpus_per_node} a node of cluster {cluster.name!r})"
                    )
        if run <= 0:
            bad_run += 1
            continue
        if size <= 0:
            bad_size += 1
            continue
        if size > machine:
            too_wide += 1
            continue
        if jid in first_line:
            raise SWFError(
                f"{path}:{lineno}: duplicate job id {jid} (first on line {first_line[jid]})"
            )
        first_line[jid] = lineno
        if req_time > 0:
            if req_time > max_req:
                max_req = req_time
            walltime = req_time
        else:
            walltime = run
        q = queues.get(queue)
        if q is None:
            q = queues[queue] = str(queue) if queue >= 0 else ""
        jobs.append(Job(jid, submit, size, walltime, run, user, q, gpus=used_gpus))
        if len(jobs) >= limit:
            break
    name = _stem(path)
    if cluster is None:
        total = known or max((j.cores for j in jobs), default=0)
        if not total:
            raise SWFError(f"{path}: no MaxProcs/MaxNodes header and no job to size the machine")
        cluster = processors(total, name=name, max_walltime=max_req or _DEFAULT_WALLTIME)
    skipped = dict(zip(SKIP_REASONS, (bad_run, bad_size, too_wide)))
    return Workload(jobs, cluster, name=name, skipped=skipped)


def _gpu_fields(extra: list[str], path: PathLike, lineno: int) -> tuple[int, int | None]:
    """Fields 19 (used GPUs) and 21 (``name:mode:NxM``, N nodes) of an extended record:
    the GPUs (-1 read as 0) and the node count (None without a descriptor)."""
    if not extra:
        raise SWFError(
            f"{path}:{lineno}: gpus=True reads field 19 (used GPUs), but the record has 18 fields"
        )
    tok = extra[0]
    try:
        g = int(tok)
    except ValueError:
        g = -2
    if g < -1:
        raise SWFError(
            f"{path}:{lineno}: field 19 (used GPUs) must be an integer >= -1, got {tok!r}"
        )
    nodes = None
    if len(extra) >= 3 and extra[2] != "-1":
        m = _DESCRIPTOR.fullmatch(extra[2])
        if m is None or int(m[1]) <= 0:
            raise SWFError(
                f"{path}:{lineno}: field 21 (site descriptor) must be name:mode:NxM with N > 0 "
                f"nodes, or -1; got {extra[2]!r}"
            )
        nodes = int(m[1])
    return max(g, 0), nodes


def write_swf(
    path: PathLike,
    workload: Workload,
    *,
    starts: Mapping[int, int] | None = None,
    ends: Mapping[int, int] | None = None,
    header: Mapping[str, str] | None = None,
) -> None:
    """Write ``workload`` as SWF v2.2 (gzip if ``path`` ends in ``.gz``).

    ``starts``/``ends`` map job id to simulated start/end times. With ``starts`` field 3 is
    ``start - submit`` (-1 for jobs without a start). With ``ends`` field 4 is what ran,
    ``end - start``, and status is 1 if the job ran its full runtime, 0 if it was cut short
    and 5 (cancelled, run time -1) if it never ran; without ``ends`` field 4 is the runtime.
    Numeric queue names are written as numbers; other names are numbered after them and
    listed in ``Queue`` header lines. Dependencies are not written (SWF has no field for
    them). ``header`` entries follow ``Version``; the computed ``MaxJobs``, ``MaxRecords``,
    ``MaxNodes`` and ``MaxProcs`` override entries of the same name, and a value with
    newlines becomes repeated lines with that key (as :func:`read_swf_header` joins them).
    """
    starts = starts or {}
    queues = _queue_numbers(workload.jobs)
    entries: dict[str, str] = {"Version": "2.2"}
    for key, value in (header or {}).items():
        if not key or any(c.isspace() or c == ":" for c in key):
            raise WorkloadError(f"SWF header key {key!r} must be one word without ':'")
        if key not in _COMPUTED:
            entries[key] = str(value)
    n = len(workload.jobs)
    c = workload.cluster
    entries.update(
        MaxJobs=str(n), MaxRecords=str(n), MaxNodes=str(c.nodes), MaxProcs=str(c.total_cores)
    )
    named = {q: num for q, num in queues.items() if not _is_number(q)}
    if named:
        entries["Queue"] = "\n".join(f"{num} {q}" for q, num in named.items())
    out = [f"; {k}: {line}".rstrip() for k, v in entries.items() for line in v.split("\n")]
    for j in workload.jobs:
        start = starts.get(j.id)
        wait = -1 if start is None else start - j.submit
        run, status = j.runtime, 1
        if ends is not None:
            end = ends.get(j.id)
            if start is None or end is None:
                run, status = -1, 5
            else:
                run = end - start
                status = 1 if run >= j.runtime else 0
        out.append(
            f"{j.id} {j.submit} {wait} {run} {j.cores} -1 -1 {j.cores} {j.walltime} -1 "
            f"{status} {j.user} -1 -1 {queues.get(j.queue, -1)} -1 -1 -1"
        )
    data = ("\n".join(out) + "\n").encode()
    if os.fspath(path).endswith(".gz"):
        data = gzip.compress(data, compresslevel=6, mtime=0)
    Path(path).write_bytes(data)


def _parse_floats(parts: list[str], path: PathLike, lineno: int) -> list[Any]:
    """Parse a line ``int()`` rejected: round the times, insist on integral ids and counts
    (ints in those fields, floats in the others)."""
    try:
        values: list[int | float] = list(map(float, parts))
    except ValueError:
        values = []
    if len(values) != len(parts) or not all(map(math.isfinite, values)):
        i, tok = next((i, t) for i, t in enumerate(parts) if not _is_finite_number(t))
        raise SWFError(f"{path}:{lineno}: field {i + 1} ({FIELDS[i]}) is not a number: {tok!r}")
    for i in _ROUNDED:
        values[i] = round(values[i])
    for i in _INTEGRAL:
        x = values[i]
        if not float(x).is_integer():
            raise SWFError(
                f"{path}:{lineno}: field {i + 1} ({FIELDS[i]}) must be an integer, got {parts[i]!r}"
            )
        values[i] = int(x)
    return values


def _is_finite_number(tok: str) -> bool:
    try:
        return math.isfinite(float(tok))
    except ValueError:
        return False


def _parse_header(lines: Iterable[str]) -> dict[str, str]:
    """Key lines are ``; Key: value``; a more indented line continues the previous key."""
    header: dict[str, str] = {}
    key: str | None = None
    for line in lines:
        s = line.strip()
        if not s:
            continue
        if s[0] != ";":
            break
        text = s[1:].lstrip()
        indented = len(s) - len(text) > 2
        name, sep, value = text.partition(":")
        if sep and name and not indented and not any(c.isspace() for c in name):
            key, value = name, value.strip()
            header[key] = f"{header[key]}\n{value}" if key in header else value
        elif text and key is not None:
            header[key] += "\n" + text
        else:
            key = None
    return header


def _leading_int(value: str | None) -> int | None:
    """The positive integer a header value starts with (``"338 (batch partition)"``)."""
    words = value.split() if value else []  # str.split also splits at \x1c-\x1f
    if not words:
        return None
    try:
        n = int(words[0])
    except ValueError:
        return None
    return n if n > 0 else None


def _queue_numbers(jobs: list[Job]) -> dict[str, int]:
    numbers = {q: int(q) for q in {j.queue for j in jobs} if _is_number(q)}
    nxt = max(numbers.values(), default=0) + 1
    for j in jobs:
        if j.queue and j.queue not in numbers:
            numbers[j.queue] = nxt
            nxt += 1
    return numbers


def _is_number(q: str) -> bool:
    return q.isascii() and q.isdigit()


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic GC, which would rescan the growing job list over and over (~15%)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _stem(path: PathLike) -> str:
    return Path(path).name.removesuffix(".gz").removesuffix(".swf")


def _is_gzip(path: PathLike) -> bool:
    with open(path, "rb") as f:
        return f.read(2) == _GZIP_MAGIC


def _read_text(path: PathLike) -> str:
    return _decode(_read_bytes(path), path)


def _read_bytes(path: PathLike) -> bytes:
    """The file's bytes, decompressed if it is gzip."""
    data = Path(path).read_bytes()
    if data[:2] == _GZIP_MAGIC:
        try:
            data = gzip.decompress(data)
        except (EOFError, OSError, zlib.error) as e:
            raise SWFError(
                f"{path}: not a readable gzip file (truncated or corrupt: {e})"
            ) from None
    return data


def _decode(data: bytes, path: PathLike) -> str:
    return _check_bytes(data, path).decode("utf-8", "replace")


def _check_bytes(data: bytes, path: PathLike) -> bytes:
    """SWF text's bytes: a UTF-8 byte-order mark is dropped; UTF-16 text and binary data are
    refused by name (they would otherwise fail as "expected 18 fields")."""
    if data[:3] == _UTF8_BOM:
        data = data[3:]
    head = data[:64]
    if head[:2] in _UTF16_BOMS or (len(head) >= 4 and (not any(head[1::2]) or not any(head[::2]))):
        raise SWFError(
            f"{path}: the file is UTF-16 text; SWF is ASCII (convert it first, e.g. "
            "iconv -f UTF-16 -t UTF-8)"
        )
    if b"\0" in data[:4096]:
        raise SWFError(f"{path}: not a text file (it holds binary data); expected an SWF trace")
    return data


def _machine_size(
    header: Mapping[str, str], lines: Callable[[], list[str]], path: PathLike
) -> int | None:
    """The machine size the header gives (``MaxProcs``, else ``MaxNodes``), None without
    either; a key that is there but not a positive number is an error naming its line."""
    for key in ("MaxProcs", "MaxNodes"):
        if key not in header:
            continue
        size = _leading_int(header[key])
        if size is None:
            lineno = next(
                (k for k, line in enumerate(lines(), 1) if line.lstrip(" ;").startswith(key)), 0
            )
            raise SWFError(
                f"{path}:{lineno}: header {key}: {header[key]!r} is not a positive number of "
                "processors (fix the header, or give the machine's size: --processors N on "
                "the command line, cluster= in read_swf)"
            )
        return size
    return None


def _open_text(path: PathLike) -> io.StringIO:
    """The leading comment block (what :func:`read_swf_header` reads), decompressed."""
    if not _is_gzip(path):
        with open(path, "rb") as f:
            return io.StringIO(_decode(_head(f), path))
    try:
        with gzip.open(path, "rb") as f:
            return io.StringIO(_decode(_head(f), path))
    except (EOFError, OSError, zlib.error) as e:
        raise SWFError(f"{path}: not a readable gzip file (truncated or corrupt: {e})") from None


def _head(f: io.BufferedIOBase) -> bytes:
    """The lines of ``f`` up to and including the first that is not a comment."""
    out = []
    for line in f:
        out.append(line)
        if line.strip() and not line.lstrip().startswith(b";"):
            break
    return b"".join(out)


def load_trace(name: str) -> Workload:
    """A bundled trace by name (``lublin_256``), an SWF file by path, or by file name in
    ``$HPCGYM_TRACES``; read once per process."""
    return _load_trace(os.fspath(name) if isinstance(name, os.PathLike) else text(name, "trace"))


@lru_cache(maxsize=8)
def _load_trace(name: str) -> Workload:
    return read_swf(find_trace(name))
