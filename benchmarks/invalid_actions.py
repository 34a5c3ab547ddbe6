"""No free lunch for invalid actions: an agent that only sends invalid actions, per
``invalid_action`` mode, against every registered env's baselines on the same episodes.

    python benchmarks/invalid_actions.py [--episodes 5] [--full] [--max-steps N]

For each env id (its small test kwargs, or ``--full``: its registered defaults) and each of
the ``test`` split's first episodes, the registered baselines and the invalid-only agent (an
action the mask forbids, or one out of range when every action is valid) play the episode;
the table gives the mean objective (a cost, lower is better) of the best and the worst
baseline, of the invalid-only agent under ``noop``, ``penalty`` (``invalid_penalty=1``) and
``fallback``, its mean steps under ``noop``, on how many of the ``noop`` and ``penalty``
episodes it scored worse than the worst baseline in objective and in return, and the mean
objective of the default-action agent (what ``fallback`` takes, so its column repeats it).
Two more rows give the settings where the test kwargs let waiting cost nothing: Reservation-v0
under ``objective="turnaround"`` (makespan runs from a workflow's first step) and
WorkflowSubmit-v0 on lightly loaded Edison windows (in the test window no agent completes a
workflow, so all tie). ``--max-steps`` cuts every episode after N steps instead.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.batch.workload import Workload
from hpcgym.envs.registration import ENVS, EnvSpec
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows

MODES = ("noop", "penalty", "fallback")
# kwargs of one episode; None: the split's episode-th, else the kwargs' own workload whole
Setting = Callable[[int], tuple[dict[str, Any], int | None]]


class InvalidOnly:
    """Always an action the mask forbids, or one out of range when every action is valid."""

    def predict(self, obs: dict[str, np.ndarray], **_: Any) -> tuple[int, None]:
        mask = np.asarray(obs["action_mask"]) > 0.5
        return (len(mask) if mask.all() else int(np.flatnonzero(~mask)[0])), None


class Default:
    """The env's own default action, read off the env (what ``fallback`` takes)."""

    def __init__(self, env: gym.Env) -> None:
        self.env = env

    def predict(self, obs: dict[str, np.ndarray], **_: Any) -> tuple[int, None]:
        return self.env.unwrapped._default_action(), None


def play(env: gym.Env, agent: Any, seed: int, episode: int | None) -> tuple[float, float, int]:
    """One episode: objective, return and steps."""
    obs, _ = env.reset(seed=seed, options=None if episode is None else {"episode": episode})
    total, steps = 0.0, 0
    while True:
        obs, r, term, trunc, info = env.step(agent.predict(obs)[0])
        total += r
        steps += 1
        if term or trunc:
            return float(info["objective"]), total, steps


def measure(entry: EnvSpec, setting: Setting, episodes: int) -> dict[str, Any]:
    """Per episode: each baseline's (objective, return), the default-action agent's
    objective, and the invalid-only agent's (objective, return, steps) per mode."""
    base: dict[str, list[tuple[float, float]]] = {n: [] for n in entry.baseline_names}
    default: list[float] = []
    runs: dict[str, list[tuple[float, float, int]]] = {m: [] for m in MODES}
    for e in range(episodes):
        kwargs, episode = setting(e)
        env = gym.make(entry.id, **kwargs)
        for name in entry.baseline_names:
            agent = entry.make_baseline(name, env)
            base[name].append(play(env, agent, e, episode)[:2])
        default.append(play(env, Default(env), e, episode)[0])
        for mode in MODES:
            menv = gym.make(entry.id, **kwargs, invalid_action=mode)
            runs[mode].append(play(menv, InvalidOnly(), e, episode))
    return {"base": base, "default": default, "invalid": runs}


def light_submit(e: int) -> Workload:
    """A lightly loaded Edison window (no backlog) of A2 workflows, seed ``e``."""
    config = EdisonConfig(days=0.15, seed=e, warmup=1800, pressure=0.6, prefill_wait=0)
    return edison_with_workflows(config, catalog.get("A2"), Pattern(share=0.05), "choice")


def settings(full: bool, max_steps: int | None) -> list[tuple[str, EnvSpec, Setting]]:
    """The table's rows: each id's registered kwargs, then the two settings of the docstring."""
    cut = {} if max_steps is None else {"max_steps": max_steps}
    rows: list[tuple[str, EnvSpec, Setting]] = []
    for entry in ENVS.values():
        kw = {**(entry.kwargs if full else entry.test_kwargs), "split": "test", **cut}
        rows.append((entry.id, entry, lambda e, kw=kw: (kw, e)))
    res = ENVS["hpcgym/Reservation-v0"]
    kw = {**(res.kwargs if full else res.test_kwargs), "split": "test", **cut}
    kw["objective"] = "turnaround"
    rows.append(("  objective=turnaround", res, lambda e, kw=kw: (kw, e)))
    sub = ENVS["hpcgym/WorkflowSubmit-v0"]
    rows.append(("  light Edison, A2", sub, lambda e: ({"workload": light_submit(e), **cut}, None)))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--episodes", type=int, default=5)
    ap.add_argument("--full", action="store_true", help="the registered default kwargs")
    ap.add_argument("--max-steps", type=int, default=None)
    args = ap.parse_args()
    print(
        f"{'env':28} {'best':>9} {'worst':>9} {'noop':>10} {'penalty':>10} {'fallback':>9} "
        f"{'steps':>6} {'obj>':>5} {'ret<':>5} {'default':>9} {'s':>5}"
    )
    for label, entry, setting in settings(args.full, args.max_steps):
        t0 = time.perf_counter()
        m = measure(entry, setting, args.episodes)
        objs = np.array([[o for o, _ in v] for v in m["base"].values()])
        rets = np.array([[r for _, r in v] for v in m["base"].values()])
        means = objs.mean(axis=1)
        worst_obj, worst_ret = objs.max(axis=0), rets.min(axis=0)
        inv = {k: np.array(v) for k, v in m["invalid"].items()}
        worse_obj = sum(int((inv[k][:, 0] > worst_obj).sum()) for k in ("noop", "penalty"))
        worse_ret = sum(int((inv[k][:, 1] < worst_ret).sum()) for k in ("noop", "penalty"))
        n = 2 * args.episodes
        print(
            f"{label:28} {means.min():9.3f} {means.max():9.3f} "
            f"{inv['noop'][:, 0].mean():10.3f} {inv['penalty'][:, 0].mean():10.3f} "
            f"{inv['fallback'][:, 0].mean():9.3f} {inv['noop'][:, 2].mean():6.0f} "
            f"{worse_obj:>2}/{n:<2} {worse_ret:>2}/{n:<2} {np.mean(m['default']):9.3f} "
            f"{time.perf_counter() - t0:5.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
