"""The structural estimate of Table I (paper 003 §IV): ``1 / r`` per workflow type and reserving
policy from the held capacity of :mod:`hpcgym.tasks.capacity` over the §IV workloads."""
from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np

from hpcgym.tasks.capacity import capacity_rows
from hpcgym.workloads.scientific import MIXTURE, paper_workload


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m hpcgym.studies.capacity``: ``1 / r`` per workflow type and policy (§IV
    workloads), the structural estimate of Table I printed in the README."""
    ap = argparse.ArgumentParser(prog="python -m hpcgym.studies.capacity", description=main.__doc__)
    ap.add_argument("--policies", default="sr,sr-whole,sr-static,slop0.9,slop0.8,slop0.2,"
                                          "fes10,fes2,fes1,bf")
    ap.add_argument("--workflows", type=int, default=600, help="per workflow type")
    ap.add_argument("--seed", type=int, default=9)
    args = ap.parse_args(argv)
    pols = [p.strip() for p in args.policies.split(",") if p.strip()]
    r: dict[str, dict[str, float]] = {}
    hold: dict[str, list[float]] = {p: [0.0, 0.0] for p in pols}   # sum H, sum makespan
    for kind in MIXTURE:
        dags = paper_workload(kind, args.workflows, np.random.default_rng([args.seed, 0, 0]))
        rows = capacity_rows(dags, pols, seed=args.seed)
        r[kind] = {p: sum(h.held for h in hs) / sum(h.work for h in hs)
                   for p, hs in rows.items()}
        for p, hs in rows.items():
            hold[p][0] += sum(h.held for h in hs)
            hold[p][1] += sum(h.makespan for h in hs)
    print(f"1/r (r = held / work, workflows alone; {args.workflows} per type, seed {args.seed});"
          " last column: processors held per workflow in service (mixture)")
    print(f"{'policy':>14} " + " ".join(f"{k:>8}" for k in (*MIXTURE, "mixture", "held")))
    for p in pols:
        # the mixture has equal shares and one total-work law: r is the mean of the types'
        mix = len(MIXTURE) / sum(r[k][p] for k in MIXTURE)
        print(f"{p:>14} " + " ".join(f"{1 / r[k][p]:8.2f}" for k in MIXTURE)
              + f" {mix:8.2f} {hold[p][0] / hold[p][1]:8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
