"""The observation of ``hpcgym/TaskDispatch-v0``: the processors, the cluster, the window's
workflows and their generation sizes, the clock. Never a task runtime (ilyushkin2015 §II).

Counts are divided by the number of processors, generation counts by ``gen_scale``, times
are in hours (:class:`~hpcgym.envs.task_dispatch.types.TaskScales`).
"""

from __future__ import annotations

from array import array

import numpy as np
from gymnasium import spaces

from hpcgym.envs.common.features import Features
from hpcgym.envs.task_dispatch.types import CachedRows, TaskScales, TaskState
from hpcgym.units import HOUR
from hpcgym.workloads.scientific import KINDS

_BIG = 1e5

#: Per processor, oldest task first: whether a task the agent started runs on it, its age.
PROCESSOR = Features("busy", "age_h")
#: Per window workflow (arrival order). ``tasks`` real tasks, ``done`` / ``running`` /
#: ``waiting`` / ``eligible`` (running + waiting) counts, ``remaining`` the share of tasks
#: left, ``lop`` / ``initial_lop`` the token-wave LoP of the remaining part / whole DAG,
#: ``generations_left`` / ``initial_generations`` their generation counts; ``age_h`` since
#: arrival, ``started`` whether a task has started, ``wait_h`` until the first start (so far),
#: ``run_h`` since it; ``task_age_mean_h`` / ``task_age_max_h`` over its running tasks;
#: ``ahead``: workflows ahead of it in the whole queue / window; ``kind_<k>`` one-hot kind.
WF = Features(
    "tasks",
    "done",
    "running",
    "waiting",
    "eligible",
    "remaining",
    "lop",
    "initial_lop",
    "generations_left",
    "initial_generations",
    "age_h",
    "started",
    "wait_h",
    "run_h",
    "task_age_mean_h",
    "task_age_max_h",
    "ahead",
    *(f"kind_{k}" for k in KINDS),
)
#: Free and busy processors, waiting tasks, workflows with a running task.
CLUSTER = Features("free", "busy", "waiting_tasks", "workflows_running")
#: ``elapsed_h`` since the first arrival; arrived / finished shares of the episode's
#: workflows; workflows in the system, inert ones skipped and ones beyond the window (per
#: window row); whether more arrive; hours since the last arrival.
CLOCK = Features(
    "elapsed_h",
    "arrived",
    "finished",
    "in_system",
    "inert_skipped",
    "beyond_window",
    "more_arrivals",
    "since_arrival_h",
)
_KIND = [getattr(WF, f"kind_{k}") for k in KINDS]


def observation_space(window: int, processors: int, generations: int) -> spaces.Dict:
    return spaces.Dict(
        {
            "processors": PROCESSOR.box(0.0, _BIG, processors),
            "cluster": CLUSTER.box(0.0, _BIG),
            "workflows": WF.box(0.0, _BIG, window),
            "generations": spaces.Box(0.0, _BIG, (window, generations), np.float32),
            "workflow_mask": spaces.Box(0.0, 1.0, (window,), np.float32),
            "clock": CLOCK.box(0.0, _BIG),
            "action_mask": spaces.Box(0.0, 1.0, (window + 1,), np.float32),
        }
    )


def observe(state: TaskState, scales: TaskScales, mask: np.ndarray) -> dict[str, np.ndarray]:
    """The observation of ``state`` (``mask``: the valid actions).

    Rows are filled by name in float64 buffers and converted once per block (a NumPy
    element write costs several buffer writes); a workflow's columns that move only when one
    of its tasks starts or ends come from ``state.rows``, which the env drops then.
    """
    sim = state.sim
    P, K, G = scales.processors, scales.window, scales.generations
    now = sim.now
    f32 = np.float32
    active = sim.active
    procs = np.zeros((P, len(PROCESSOR)), f32)
    if state.running:
        # in start order, so the ages are already oldest first
        ages = (now - np.fromiter(state.running.values(), float, len(state.running))) / HOUR
        procs[: len(ages), PROCESSOR.busy] = 1.0
        procs[: len(ages), PROCESSOR.age_h] = ages
    running_of = state.running_of
    window = state.window
    wf = np.zeros((K, len(WF)), f32)
    gens = np.zeros((K, G), f32)
    wmask = np.zeros(K, f32)
    if window:
        flat = array("d")  # the window's rows, one after the other
        gflat = array("d")
        cache = state.rows
        arrival, first_start = sim.arrival, sim.first_start
        c_age, c_wait, c_run = WF.age_h, WF.wait_h, WF.run_h
        c_mean, c_max, c_ahead = WF.task_age_mean_h, WF.task_age_max_h, WF.ahead
        for w, ahead in zip(window, state.ahead):
            got = cache.get(w)
            if got is None:
                got = cache[w] = _state_part(state, scales, w)
            row = got.row[:]
            arr = arrival[w]
            row[c_age] = (now - arr) / HOUR
            fs = first_start[w]
            if fs == fs:  # started
                row[c_run] = (now - fs) / HOUR
            else:
                row[c_wait] = (now - arr) / HOUR
            starts = running_of.get(w)
            if starts:
                if got.now != now:
                    ages_w = [now - t for t in starts.values()]
                    got.now = now
                    got.age_mean_h = sum(ages_w) / len(ages_w) / HOUR
                    got.age_max_h = max(ages_w) / HOUR
                row[c_mean] = got.age_mean_h
                row[c_max] = got.age_max_h
            row[c_ahead] = ahead / K
            flat += row
            gflat += got.gens
        n = len(window)
        wf[:n] = np.frombuffer(flat).reshape(n, len(WF))
        gens[:n] = np.frombuffer(gflat).reshape(n, G)
        gens /= P
        wmask[:n] = 1.0
    cluster = np.zeros(len(CLUSTER), f32)
    cluster[CLUSTER.free] = sim.free / P
    cluster[CLUSTER.busy] = (P - sim.free) / P
    cluster[CLUSTER.waiting_tasks] = sim.n_waiting / P
    # every running task was started by the agent, so these are the workflows running one
    cluster[CLUSTER.workflows_running] = len(running_of) / P
    n = sim.n
    arrivals = sim.arrival
    last_arr = arrivals[sim.arrived - 1] if sim.arrived else arrivals[0]
    clock = np.zeros(len(CLOCK), f32)
    clock[CLOCK.elapsed_h] = (now - arrivals[0]) / HOUR
    clock[CLOCK.arrived] = sim.arrived / n
    clock[CLOCK.finished] = sim.finished / n
    clock[CLOCK.in_system] = len(active) / K
    clock[CLOCK.inert_skipped] = state.skipped / K
    clock[CLOCK.beyond_window] = state.beyond / K
    clock[CLOCK.more_arrivals] = float(sim.arrived < n)
    clock[CLOCK.since_arrival_h] = max(now - last_arr, 0.0) / HOUR
    return {
        "processors": procs,
        "cluster": cluster,
        "workflows": wf,
        "generations": gens,
        "workflow_mask": wmask,
        "clock": clock,
        "action_mask": mask.astype(f32),
    }


def fixed_rows(state: TaskState, scales: TaskScales) -> list[array]:
    """Per workflow of the episode, its ``WF`` row with the columns that never change set
    (size, whole-DAG LoP and generations, kind) and the others 0."""
    P = scales.processors
    rows = []
    for w in range(len(state.n_real)):
        row = [0.0] * len(WF)
        row[WF.tasks] = state.n_real[w] / P
        row[WF.initial_lop] = state.init_lop[w] / P
        row[WF.initial_generations] = state.init_gens[w] / scales.gen_scale
        if state.kind[w] >= 0:
            row[_KIND[state.kind[w]]] = 1.0
        rows.append(array("d", row))
    return rows


def _state_part(state: TaskState, scales: TaskScales, w: int) -> CachedRows:
    """Workflow ``w``'s ``WF`` row without the columns that move with the clock (age, the
    wait so far, run time, task ages, queue position) and its ``generations`` row (counts,
    not yet divided by P): what changes only when one of its tasks starts or ends (cached in
    ``state.rows`` until then)."""
    sim = state.sim
    P, G = scales.processors, scales.generations
    s = sim.active[w]
    row = state.fixed_rows[w][:]
    hist = s.hist
    assert hist is not None  # the env's engine tracks generations (TaskQueue default)
    n_gen = len(hist)
    while n_gen and not hist[n_gen - 1]:
        n_gen -= 1
    left_real = s.left - 1 if state.art_last[w] and not s.done[-1] else s.left
    n_real = state.n_real[w]
    n_run = s.running
    n_wait = len(s.wait)
    row[WF.done] = (n_real - left_real) / P
    row[WF.running] = n_run / P
    row[WF.waiting] = n_wait / P
    row[WF.eligible] = (n_run + n_wait) / P
    row[WF.remaining] = left_real / max(n_real, 1)
    row[WF.lop] = s.lop / P
    row[WF.generations_left] = n_gen / scales.gen_scale
    fs = sim.first_start[w]
    if fs == fs:  # started
        row[WF.started] = 1.0
        row[WF.wait_h] = (fs - sim.arrival[w]) / HOUR
    g = len(hist)
    return CachedRows(row, array("d", hist[:G] if g >= G else hist + [0] * (G - g)))
