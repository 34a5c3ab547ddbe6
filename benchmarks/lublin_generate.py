"""CPU time to generate Lublin-model workloads (hpcgym.workloads.lublin) and to reset a dispatch
env on a Lublin-model episode, beside a trace window's reset.

    python benchmarks/lublin_generate.py
"""

from __future__ import annotations

import time

import gymnasium as gym

import hpcgym  # noqa: F401  (registers the envs)
from hpcgym.workloads.lublin import TRACE_MODELS, generate


def cpu(f, repeat: int) -> float:
    """Best CPU seconds of ``repeat`` calls of ``f``."""
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        f()
        best = min(best, time.process_time() - t)
    return best


def main() -> None:
    print(f"{'model':<24} {'jobs':>7} {'CPU s':>8} {'jobs/CPU-s':>11}")
    for name, model in TRACE_MODELS.items():
        generate(model, 100, 0)  # scipy's import and the first cycle weights
        for jobs in (256, 1024, 10_000, 100_000):
            s = cpu(lambda m=model, j=jobs: generate(m, j, 1), 3 if jobs < 100_000 else 1)
            print(f"{name:<24} {jobs:>7,} {s:>8.4f} {jobs / s:>11,.0f}")
    print(f"\n{'reset of Dispatch-v0 on':<36} {'CPU ms':>7}")
    for workload in ("lublin_256", "lublin_256-model", "lublin_256_new2-model"):
        for jobs in (256, 1024):
            env = gym.make("hpcgym/Dispatch-v0", workload=workload, jobs=jobs, split="test")
            env.reset(options={"episode": 0})
            s = cpu(lambda e=env: e.reset(options={"episode": 1}), 5)
            print(f"{workload + f', {jobs} jobs':<36} {1000 * s:>7.2f}")


if __name__ == "__main__":
    main()
