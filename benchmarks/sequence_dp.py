"""Time of the optimal reservation sequence (gainaru2019 Theorem 2) per law and backfilling rate ζ.

    python benchmarks/sequence_dp.py [--repeat 3]

Target of the issue: n = 200 and any ζ within 0.5 s. Prints the best of ``--repeat`` runs for
ζ in (0, 0.1, 0.5, 0.9), the worst over a ζ sweep 0.01..0.99, and n = 1000 at ζ = 0.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from hpcgym.speculative import (
    NEUROSCIENCE_LAWS,
    SCENARIO1_LAWS,
    TABLE1_LAW,
    Empirical,
    optimal_sequence,
)


def seconds(law, n: int, zeta: float, repeat: int) -> float:
    best = np.inf
    for _ in range(repeat):
        t0 = time.perf_counter()
        optimal_sequence(law, n, zeta)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    laws = {
        "table1": TABLE1_LAW,
        **SCENARIO1_LAWS,
        **NEUROSCIENCE_LAWS,
        "empirical(60 runs)": Empirical(np.random.default_rng(0).gamma(2.0, 3.0, 60)),
    }
    zetas = (0.0, 0.1, 0.5, 0.9)
    sweep = np.round(np.linspace(0.01, 0.99, 50), 2)
    print(
        f"{'law':<22}"
        + "".join(f"{'z=' + str(z):>10}" for z in zetas)
        + f"{'worst z':>10}{'at':>6}{'n=1000,z=0':>12}   (ms, n=200 unless said)"
    )
    for name, law in laws.items():
        row = [seconds(law, 200, z, args.repeat) for z in zetas]
        worst = max((seconds(law, 200, float(z), 1), float(z)) for z in sweep)
        big = seconds(law, 1000, 0.0, args.repeat)
        print(
            f"{name:<22}"
            + "".join(f"{1e3 * s:>10.1f}" for s in row)
            + f"{1e3 * worst[0]:>10.1f}{worst[1]:>6.2f}{1e3 * big:>12.1f}"
        )
    res = optimal_sequence(TABLE1_LAW, 200, 0.0)
    print(
        f"\nTable 1 TOptimal (n=200): {[round(t, 2) for t in res.sequence]}, "
        f"E[T] = {res.expected_makespan:.5f} h"
    )


if __name__ == "__main__":
    main()
