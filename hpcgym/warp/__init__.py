"""WARP advance-reservation planning for workflow steps (lubrano2024 §4.2): given a workflow DAG of
node-count x walltime steps and a per-minute forecast of busy nodes, choose start slots that
respect dependencies and the free capacity while minimising the workflow's makespan, either
exactly with the paper's ILP (1a)-(1l) or a compact equivalent on HiGHS, which keep their time
limit and start from the heuristic's plan, or quickly with an earliest-fit list-scheduling
heuristic and a local search over its plans for clusters too large for the ILP's time limit.
"""

from __future__ import annotations

from .corpus import occupancy_profile, random_instance, turbine
from .forecast import occupancy
from .heuristic import (
    disjoint_steps,
    earliest_fit,
    end_anchors,
    makespan_lower_bound,
    start_anchors,
)
from .ilp import MARGIN, solve_compact, solve_printed, start_windows
from .instance import InfeasibleError, Instance, Plan, SolverTimeout, Step, check_plan, make_plan
from .planner import WarpPlanner, WmsBaseline, load_ok, run_warp, run_wms
from .search import improve
from .steps import STEP_STATES, StepBook, Submission

__all__ = [
    "MARGIN",
    "InfeasibleError",
    "Instance",
    "Plan",
    "SolverTimeout",
    "Step",
    "check_plan",
    "STEP_STATES",
    "StepBook",
    "Submission",
    "WarpPlanner",
    "WmsBaseline",
    "disjoint_steps",
    "earliest_fit",
    "end_anchors",
    "improve",
    "load_ok",
    "make_plan",
    "makespan_lower_bound",
    "occupancy",
    "occupancy_profile",
    "run_warp",
    "run_wms",
    "random_instance",
    "solve_compact",
    "solve_printed",
    "start_anchors",
    "start_windows",
    "turbine",
]
