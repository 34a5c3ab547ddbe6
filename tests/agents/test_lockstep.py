"""Batched judging: a learned agent run on many episodes in lockstep, one forward per batch,
takes on every episode exactly the actions and gets exactly the metrics of one episode at a
time, for every dispatch env and every shipped dispatch agent whose spaces fit it."""

from __future__ import annotations

import math

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents import lockstep, pretrained
from hpcgym.agents.evaluate import Agent, load_agent, run_config, run_episode
from hpcgym.bench.run import run_task
from hpcgym.bench.tasks import Task
from hpcgym.errors import InputError, ModelError
from hpcgym.sweeps.run import TIMING

ENVS = {
    "lublin-trace": ("hpcgym/Dispatch-v0", {"workload": "lublin_256", "jobs": 48}),
    "lublin-model": ("hpcgym/Dispatch-v0", {"workload": "lublin_256_new2-model", "jobs": 48}),
    "edison": ("hpcgym/Dispatch-Edison-v0", {"hours": 0.25}),
    "perlmutter": ("hpcgym/Dispatch-Perlmutter-v0", {"hours": 0.25}),
}
EPISODES = [(0, 0), (1, 1), (2, 2)]  # three episodes on two slots: one slot is refilled


class Recorded(gym.Wrapper):
    """Every action stepped, per episode (keyed by the reset's seed and episode option)."""

    def __init__(self, env: gym.Env, log: dict) -> None:
        super().__init__(env)
        self.log = log
        self.key = None

    def reset(self, *, seed=None, options=None):
        self.key = (seed, (options or {}).get("episode"))
        self.log[self.key] = []
        return self.env.reset(seed=seed, options=options)

    def step(self, action):
        self.log[self.key].append(int(action))
        return self.env.step(action)

    def action_masks(self):
        return self.env.unwrapped.action_masks()


def same(a: dict, b: dict) -> bool:
    """Equal metrics, NaN equal to NaN, the machine's timings aside."""
    a, b = ({k: v for k, v in m.items() if k not in TIMING} for m in (a, b))
    return a.keys() == b.keys() and all(
        x == y or (isinstance(x, float) and math.isnan(x) and math.isnan(y))
        for x, y in ((a[k], b[k]) for k in a)
    )


def both_ways(env_id: str, kwargs: dict, agent_of) -> tuple[dict, dict, list, list]:
    """Actions and metrics of ``EPISODES`` one at a time and in lockstep on two slots."""
    one, many = {}, {}
    env = Recorded(gym.make(env_id, **kwargs, split="test"), one)
    sequential = []
    for seed, ep in EPISODES:
        agent = agent_of(env)
        m = run_episode(env, agent, seed, ep)
        sequential.append({**m, "decisions": agent.decisions})
    env.close()
    batched = lockstep.run_episodes(
        lambda: Recorded(gym.make(env_id, **kwargs, split="test"), many),
        agent_of(gym.make(env_id, **kwargs, split="test")),
        EPISODES,
        batch=2,
    )
    return one, many, sequential, batched


def fitting(env_id: str, kwargs: dict) -> list[str]:
    env = gym.make(env_id, **kwargs, split="test")
    out = []
    for name in pretrained.names():
        try:
            load_agent(f"pretrained:{name}", env, env_id)
        except (InputError, ModelError):
            continue
        out.append(f"pretrained:{name}")
    env.close()
    return out


CASES = [(e, a) for e, (env_id, kw) in ENVS.items() for a in fitting(env_id, kw)]


def test_every_dispatch_env_has_a_shipped_agent_to_judge():
    judged = {e for e, _ in CASES}
    assert {"lublin-trace", "lublin-model", "edison"} <= judged
    assert {a for _, a in CASES} >= {"pretrained:dispatch-lublin1", "pretrained:dispatch-hpc2n"}


@pytest.mark.parametrize(("where", "spec"), CASES)
def test_lockstep_takes_the_sequential_actions_of_a_shipped_agent(where, spec):
    env_id, kwargs = ENVS[where]
    one, many, sequential, batched = both_ways(
        env_id, kwargs, lambda env: load_agent(spec, env, env_id)
    )
    assert one == many  # every action of every episode
    assert all(len(a) > 0 for a in one.values())
    assert len(batched) == len(EPISODES)
    for s, b in zip(sequential, batched):
        assert same(s, b)


def test_an_untrained_native_net_is_full_of_near_ties_and_still_matches():
    """Random weights score jobs nearly alike: the near-tie rule decides them one by one."""
    from hpcgym.agents.ppo import PPOModel
    from hpcgym.agents.windownet import NetSpec

    env_id, kwargs = ENVS["lublin-trace"]
    probe = gym.make(env_id, **kwargs)
    spec = NetSpec.of(probe.observation_space, hidden=8, critic=[8])
    model = PPOModel(spec, probe.observation_space, probe.action_space, 1e-3, seed=3)
    one, many, sequential, batched = both_ways(
        env_id, kwargs, lambda env: Agent("native", model, masked=True)
    )
    assert one == many
    assert all(same(s, b) for s, b in zip(sequential, batched))


def test_an_unmasked_ppo_remaps_its_invalid_actions_as_the_sequential_path_does():
    from stable_baselines3 import PPO

    env_id, kwargs = ENVS["lublin-model"]
    model = PPO(
        "MultiInputPolicy",
        gym.make(env_id, **kwargs),
        seed=0,
        n_steps=16,
        batch_size=16,
        device="cpu",
    )
    one, many, sequential, batched = both_ways(
        env_id, kwargs, lambda env: Agent("ppo", model, masked=False, remap=True)
    )
    assert one == many
    assert all(same(s, b) for s, b in zip(sequential, batched))
    assert sum(b["remapped"] for b in batched) > 0  # the remap rule was exercised


def test_a_batched_board_equals_the_one_at_a_time_board_and_the_runs_of_hpcgym_evaluate():
    task = Task(
        "tiny-model",
        "hpcgym/Dispatch-v0",
        {"workload": "lublin_256-model", "jobs": 32},
        test=5,
        validation=2,
        baselines=("sjf", "f1"),
        enumerated=True,
    )
    agent = "pretrained:dispatch-lublin1"
    batched = run_task(task, [agent], batch=3)
    alone = run_task(task, [agent], batch=1)
    name = f"{agent} (zero-shot)"
    assert batched["agents"] == alone["agents"]
    runs = batched["per_episode"][name]
    assert len(runs) == 5
    for (seed, ep), r, s in zip(task.episodes("test"), runs, alone["per_episode"][name]):
        one = run_config(
            {"env": task.env, "env_kwargs": dict(task.kwargs), "split": "test", "agent": agent}
            | {"seed": seed, "episode": ep}
        )["metrics"]
        one.pop("agent_s")
        assert same(r, s) and same(r, one)


def test_a_batch_of_none_is_refused():
    with pytest.raises(InputError, match="batch must be at least 1"):
        lockstep.run_episodes(lambda: None, None, [(0, 0)], batch=0)
