"""ilyushkin2015's Table I from the workflows' structure alone: ``1 / r`` per workflow type and
reserving policy, ``r`` the work-weighted held capacity (:mod:`hpcgym.tasks.capacity`) of the
§IV workloads' workflows run alone."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.tasks.capacity import capacity_rows
from hpcgym.workloads.scientific import MIXTURE, paper_workload

POLICIES = (
    "sr",
    "sr-whole",
    "sr-static",
    "slop0.9",
    "slop0.8",
    "slop0.2",
    "fes10",
    "fes2",
    "fes1",
    "bf",
)


@dataclass(slots=True, frozen=True)
class Estimate:
    """``ratio[kind][policy]``: ``r = sum H / sum work`` over ``workflows`` of each type;
    ``held[policy]``: processors held per workflow in service over the mixture."""

    policies: tuple[str, ...]
    workflows: int
    seed: int
    ratio: dict[str, dict[str, float]]
    held: dict[str, float]


def estimate(policies: Sequence[str] = POLICIES, workflows: int = 600, seed: int = 9) -> Estimate:
    """``r`` per workflow type of the mixture and policy, and the processors each policy holds."""
    ratio: dict[str, dict[str, float]] = {}
    hold: dict[str, list[float]] = {p: [0.0, 0.0] for p in policies}  # sum H, sum makespan
    for kind in MIXTURE:
        dags = paper_workload(kind, workflows, np.random.default_rng([seed, 0, 0]))
        rows = capacity_rows(dags, policies, seed=seed)
        ratio[kind] = {
            p: sum(h.held for h in hs) / sum(h.work for h in hs) for p, hs in rows.items()
        }
        for p, hs in rows.items():
            hold[p][0] += sum(h.held for h in hs)
            hold[p][1] += sum(h.makespan for h in hs)
    return Estimate(
        tuple(policies), workflows, seed, ratio, {p: h / m for p, (h, m) in hold.items()}
    )


def format_estimate(est: Estimate) -> str:
    """The table the README's Table I section quotes: ``1 / r`` per type, the mixture's, and the
    processors held."""
    lines = [
        f"1/r (r = held / work, workflows alone; {est.workflows} per type, seed "
        f"{est.seed}); last column: processors held per workflow in service (mixture)",
        f"{'policy':>14} " + " ".join(f"{k:>8}" for k in (*MIXTURE, "mixture", "held")),
    ]
    r = est.ratio
    for p in est.policies:
        # the mixture has equal shares and one total-work law: r is the mean of the types'
        mix = len(MIXTURE) / sum(r[k][p] for k in MIXTURE)
        lines.append(
            f"{p:>14} "
            + " ".join(f"{1 / r[k][p]:8.2f}" for k in MIXTURE)
            + f" {mix:8.2f} {est.held[p]:8.1f}"
        )
    return "\n".join(lines)
