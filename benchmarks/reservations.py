"""The cost of advance reservations: an fcfs-easy replay of the bundled lublin_256 trace with
none, with one bound reservation per ``--every`` arrivals (WARP-style, lubrano2024 §4.2: the arriving
job is bound to a reservation of its size for its walltime rounded up to WARP's 1-minute
slots, at the earliest slot of the availability profile ``--lead`` seconds or more ahead),
and with 10-minute planning ticks and an idle planner.

    python benchmarks/reservations.py [--every 50] [--lead 1800] [--repeat 5]

Prints jobs simulated per second (best of ``--repeat``) and what the reservations did.
"""

from __future__ import annotations

import argparse

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import build_simulator, get_policy, make_scheduler
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.engine import SimulationError
from hpcgym.workloads.swf import load_trace


def replay(w: Workload, every: int, lead: int, tick: int | None) -> tuple[Schedule, int]:
    """One fcfs-easy replay; returns the schedule and how many reservations were refused."""
    config = get_policy("fcfs-easy")
    sim = build_simulator(w, config, tick=tick)
    refused = arrived = 0

    def arrive(i: int) -> None:
        nonlocal refused, arrived
        arrived += 1
        if arrived % every == 0:
            u, wall = sim.units[i], -(-sim.walltime[i] // 60) * 60
            start = sim.profile().earliest(u, wall, after=sim.now + lead)
            try:
                sim.reserve(u, start, start + wall, job=i)
            except SimulationError:
                refused += 1

    if every:
        sim.subscribe("arrive", arrive)
    planner = (lambda s: None) if tick else None
    return sim.run(make_scheduler(config), "fcfs-easy", planner=planner), refused


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--every", type=int, default=50)
    ap.add_argument("--lead", type=int, default=1800)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    w = load_trace("lublin_256")
    print(f"lublin_256: {len(w.jobs)} jobs on {w.cluster.total_units} units, fcfs-easy")
    print(
        f"{'case':<28} {'jobs/s':>9} {'vs none':>8} {'resv':>5} {'refused':>7} "
        f"{'released':>8} {'waste core-h':>12} {'mean wait s':>11} {'util':>6}"
    )
    cases = (
        ("no reservations", 0, None),
        (f"1 reservation / {args.every} jobs", args.every, None),
        ("ticks 600 s, idle planner", 0, 600),
    )
    replay(w, 0, args.lead, None)
    best: dict[str, tuple[Schedule, int]] = {}
    for _ in range(args.repeat):
        for label, every, tick in cases:
            s, refused = replay(w, every, args.lead, tick)
            if label not in best or s.wall_s < best[label][0].wall_s:
                best[label] = (s, refused)
    base = len(w.jobs) / best[cases[0][0]][0].wall_s
    for label, _, _ in cases:
        s, refused = best[label]
        m = compute(s)
        rate = len(w.jobs) / s.wall_s
        released = sum(r.state == "released" for r in s.reservations)
        print(
            f"{label:<28} {rate:>9.0f} {rate / base:>7.2f}x {len(s.reservations):>5} "
            f"{refused:>7} {released:>8} {m.get('reservation_waste_core_h', 0.0):>12.1f} "
            f"{m['mean_wait_s']:>11.0f} {m['utilization']:>6.3f}"
        )


if __name__ == "__main__":
    main()
