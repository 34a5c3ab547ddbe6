"""The observation of ``hpcgym/TaskDispatch-v0``: the processors, the cluster, the window's
workflows and their generation sizes, the clock. Never a task runtime (ilyushkin2015 §II).

Counts are divided by the number of processors, generation counts by ``gen_scale``, times
are in hours (:class:`~hpcgym.envs.task_dispatch.types.TaskScales`).
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from hpcgym.envs.common.features import Features
from hpcgym.envs.task_dispatch.types import TaskScales, TaskState
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
    """The observation of ``state`` (``mask``: the valid actions); drops the completed tasks
    from ``state.running``."""
    sim = state.sim
    P, K, G = scales.processors, scales.window, scales.generations
    now = sim.now
    f32 = np.float32
    active = sim.active
    running = [(w, i, t) for w, i, t in state.running if w in active and not active[w].done[i]]
    state.running = running
    procs = np.zeros((P, len(PROCESSOR)), f32)
    if running:
        ages = np.sort(np.array([now - t for _, _, t in running]))[::-1] / HOUR
        procs[: len(ages), PROCESSOR.busy] = 1.0
        procs[: len(ages), PROCESSOR.age_h] = ages
    per_wf: dict[int, list[float]] = {}
    for w, _, t in running:
        per_wf.setdefault(w, []).append(now - t)
    wf = np.zeros((K, len(WF)), f32)
    gens = np.zeros((K, G), f32)
    wmask = np.zeros(K, f32)
    window = state.window
    order = {w: k for k, w in enumerate(active)} if window else {}
    gen_scale = scales.gen_scale
    col = WF
    for k, w in enumerate(window):
        s = active[w]
        dag = sim.dags[w]
        row = wf[k]
        hist = s.hist
        assert hist is not None  # the env's engine tracks generations (TaskQueue default)
        n_gen = len(hist)
        while n_gen and not hist[n_gen - 1]:
            n_gen -= 1
        art_left = 1 if dag.artificial[-1] and not s.done[-1] else 0
        left_real = s.left - art_left
        n_real = state.n_real[w]
        row[col.tasks] = n_real / P
        row[col.done] = (n_real - left_real) / P
        row[col.running] = s.running / P
        row[col.waiting] = len(s.wait) / P
        row[col.eligible] = (s.running + len(s.wait)) / P
        row[col.remaining] = left_real / max(n_real, 1)
        row[col.lop] = s.lop / P
        row[col.initial_lop] = state.init_lop[w] / P
        row[col.generations_left] = n_gen / gen_scale
        row[col.initial_generations] = state.init_gens[w] / gen_scale
        arr = sim.arrival[w]
        row[col.age_h] = (now - arr) / HOUR
        fs = sim.first_start[w]
        if fs == fs:  # started
            row[col.started] = 1.0
            row[col.wait_h] = (fs - arr) / HOUR
            row[col.run_h] = (now - fs) / HOUR
        else:
            row[col.wait_h] = (now - arr) / HOUR
        ages_w = per_wf.get(w)
        if ages_w:
            row[col.task_age_mean_h] = sum(ages_w) / len(ages_w) / HOUR
            row[col.task_age_max_h] = max(ages_w) / HOUR
        row[col.ahead] = order[w] / K
        kind = state.kind[w]
        if kind >= 0:
            row[_KIND[kind]] = 1.0
        g = min(G, len(hist))
        gens[k, :g] = hist[:g]
        wmask[k] = 1.0
    gens /= P
    cluster = np.zeros(len(CLUSTER), f32)
    cluster[CLUSTER.free] = sim.free / P
    cluster[CLUSTER.busy] = (P - sim.free) / P
    cluster[CLUSTER.waiting_tasks] = sim.n_waiting / P
    cluster[CLUSTER.workflows_running] = sum(1 for s in active.values() if s.running) / P
    n = sim.n
    arrivals = state.episode.arrivals
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
