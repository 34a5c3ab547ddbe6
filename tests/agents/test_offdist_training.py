"""Training for windows longer than the training ones: episodes of mixed lengths, and a
scorer blind to the features that grow with the episode."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
import torch

import hpcgym  # noqa: F401
from hpcgym.agents.policies import WindowScorer
from hpcgym.agents.wrappers import MixedLengths
from hpcgym.envs.batch_window.observation import CLOCK, QUEUE


def test_mixed_lengths_take_the_job_counts_in_turn():
    env = MixedLengths(gym.make("hpcgym/Dispatch-v0", jobs=32, split="train"), [32, 80])
    got = [env.reset(seed=s)[1]["jobs"] for s in range(5)]
    assert got == [32, 80, 32, 80, 32]
    assert env.action_masks().shape == (env.action_space.n,)
    with pytest.raises(ValueError, match="lengths: mixes the job counts of trace windows"):
        MixedLengths(gym.make("hpcgym/Dispatch-Edison-v0", hours=0.25, warmup=600), [32])


@pytest.mark.parametrize("invariant", [True, False])
def test_an_invariant_scorer_ignores_exactly_the_length_bound_features(invariant):
    env = gym.make("hpcgym/Dispatch-v0", jobs=64)
    torch.manual_seed(0)
    scorer = WindowScorer(
        env.observation_space, ranks=("f1",), scales=(256, 256, 36000), invariant=invariant
    )
    states = []
    o, _ = env.reset(seed=0)
    while len(states) < 3:
        if o["queue_mask"].sum() > 1:
            states.append(o)
        o, *_ = env.step(int(np.flatnonzero(o["action_mask"])[0]))
    obs = {k: torch.as_tensor(np.stack([s[k] for s in states])) for k in states[0]}
    later = {k: v.clone() for k, v in obs.items()}
    for name in ("elapsed", "submitted", "finished"):
        later["clock"][:, getattr(CLOCK, name)] += 0.5
    later["queue"][..., QUEUE.submit] += 0.5
    same = torch.equal(scorer(obs), scorer(later))
    assert same == invariant
    other = {k: v.clone() for k, v in obs.items()}
    other["queue"][..., QUEUE.wait] += 0.5  # a job's wait still counts
    assert not torch.equal(scorer(obs), scorer(other))
