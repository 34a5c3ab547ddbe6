"""Distillation at scale (agents/distill.py) and the queue-attention net (agents/queuenet.py):
the net is equivariant to the window's job order, the labelled states reproduce the teacher,
the soft targets follow their formula, and a saved model acts as it did."""

from __future__ import annotations

import math

import gymnasium as gym
import numpy as np
import pytest
import torch

import hpcgym  # noqa: F401
from hpcgym.agents.distill import Labels, agreement, fit, gather, targets
from hpcgym.agents.lookahead import parse
from hpcgym.agents.models import NATIVE, recipe
from hpcgym.agents.ppo import PPOModel, new_model
from hpcgym.agents.queuenet import QueueNet, QueueSpec
from hpcgym.batch import compiled
from hpcgym.errors import InputError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")
ENV = "hpcgym/Dispatch-v0"
KW = {"workload": "lublin_256-model", "jobs": 48}


def make_env():
    return gym.make(ENV, **{**KW, "split": "train"})


def model(seed: int = 0, layers: int = 2) -> PPOModel:
    from hpcgym.agents.env_util import vector_env

    config = recipe(ENV, NATIVE, seed=seed, env_kwargs=KW, attention=layers, ranks=["f1"])
    venv = vector_env(ENV, KW, 1, sync=True)
    try:
        return new_model(config, venv)
    finally:
        venv.close()


@pytest.mark.parametrize("seed", range(5))
def test_permuting_the_window_permutes_the_logits(seed):
    """Random job features, context and mask: permuting the jobs permutes the job logits and
    leaves the end-of-pass logit and the value unchanged (to float rounding)."""
    g = torch.Generator().manual_seed(seed)
    spec = QueueSpec(window=12, queue=10, workflows=9, context=16, hidden=32, layers=2, heads=4)
    net = QueueNet(spec)
    torch.nn.init.normal_(net.score.weight, generator=g)  # away from the near-zero init
    n_job = 10 + 9 + 3
    x = torch.randn(3, 12, n_job, generator=g)
    ctx = torch.randn(3, 16, generator=g)
    m = (torch.rand(3, 12, generator=g) < 0.6).float()
    m[0] = 0.0  # an empty window
    perm = torch.randperm(12, generator=g)
    with torch.no_grad():
        a, va = net.head(x, ctx, m)
        b, vb = net.head(x[:, perm], ctx, m[:, perm])
    torch.testing.assert_close(b[:, :12], a[:, :12][:, perm], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(b[:, 12], a[:, 12], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(vb, va, rtol=1e-5, atol=1e-5)
    assert torch.isfinite(a).all() and (a[0, :12] == 0).all()


def test_a_job_logit_depends_on_the_other_jobs():
    """Unlike the per-job scorer, attention lets one job's logit change when another job of
    the window changes."""
    torch.manual_seed(0)
    spec = QueueSpec(window=6, queue=10, workflows=9, context=16, hidden=32, layers=1, heads=4)
    net = QueueNet(spec)
    torch.nn.init.normal_(net.score.weight)
    x, ctx, m = torch.randn(1, 6, 22), torch.randn(1, 16), torch.ones(1, 6)
    y = x.clone()
    y[0, 5] += 1.0
    with torch.no_grad():
        assert not torch.allclose(net.head(x, ctx, m)[0][0, 0], net.head(y, ctx, m)[0][0, 0])


@pytest.mark.parametrize("spec", ["lookahead:f1:32", "rollout:f1:32"])
def test_labels_reproduce_the_teacher(spec):
    """Teacher-played states, every one kept: replaying the labels as actions on the same
    episodes gives the teacher's own episode, a fresh teacher picks each label again, and with
    every startable job a candidate (K = 32) the label's cost is the lowest one stored."""
    data = gather(make_env, spec, ENV, [3, 4], None, lanes=2, forced_keep=1.0)
    assert len(data) > 50 and data.departed.any()
    for seed in (3, 4):
        rows = np.flatnonzero(data.episode == seed)
        env = make_env()
        teacher = parse(spec, env, ENV)
        obs, _ = env.reset(seed=seed)
        for i in rows:
            for k in obs:
                np.testing.assert_array_equal(np.asarray(obs[k], np.float32), data.obs[k][i])
            assert int(teacher.predict(obs)[0]) == data.action[i]
            c = data.costs[i].astype(np.float64)
            assert np.isfinite(c[data.action[i]])
            assert c[data.action[i]] <= c.min() * (1 + 1e-6) + 1e-9
            obs, _, term, trunc, _ = env.step(int(data.action[i]))
        assert term or trunc
        env.close()


def test_forced_states_are_thinned_only():
    """Thinning keeps every state with a choice and drops only single-candidate ones."""
    full = gather(make_env, "rollout:f1:32", ENV, [5, 6, 7], None, lanes=1, forced_keep=1.0)
    thin = gather(make_env, "rollout:f1:32", ENV, [5, 6, 7], None, lanes=1, forced_keep=0.0)
    choice = np.isfinite(full.costs).sum(1) > 1
    assert len(thin) == choice.sum() < len(full)
    np.testing.assert_array_equal(thin.action, full.action[choice])


def test_soft_targets_by_hand():
    """Costs 10, 10.1 and not rolled out at temperature 0.01: regrets 0 and 1%, weights 1 and
    e^-1, 0 for the third; the teacher loss is one-hot."""
    c = np.array([[10.0, 10.1, np.inf], [5.0, np.inf, np.inf]], np.float32)
    d = Labels({}, np.array([1, 0]), c, np.zeros(2, bool), np.zeros(2, np.int64))
    t = targets(d, "soft", 0.01)
    e = math.exp(-1.0)
    np.testing.assert_allclose(t[0], [1 / (1 + e), e / (1 + e), 0.0], rtol=1e-4)
    np.testing.assert_allclose(t[1], [1.0, 0.0, 0.0])
    np.testing.assert_array_equal(targets(d, "teacher", 1.0), [[0, 1, 0], [1, 0, 0]])
    with pytest.raises(InputError, match="loss"):
        targets(d, "hinge", 0.01)


@pytest.mark.parametrize("loss", ["soft", "q"])
def test_fitting_learns_the_teacher_and_round_trips(tmp_path, loss):
    """Fitting the labels raises agreement with the teacher above the untrained net's, and a
    saved then loaded model takes exactly the same actions."""
    data = gather(make_env, "rollout:f1:32", ENV, [6, 7, 8], None, lanes=3, forced_keep=0.5)
    m = model()
    before = agreement(m, data)["agree"]
    fit(m, data, targets(data, loss, 0.01 if loss == "soft" else 1.0), 30, 3e-3, 64)
    after = agreement(m, data)["agree"]
    assert after > max(before, 0.8)
    m.save(tmp_path / "model.zip")
    back = PPOModel.load(tmp_path / "model.zip")
    assert isinstance(back.net, QueueNet)
    a = m.predict(data.obs, deterministic=True)[0]
    b = back.predict(data.obs, deterministic=True)[0]
    np.testing.assert_array_equal(a, b)


def test_q_targets_by_hand():
    """ "q" at temperature 0.5: the best candidate 0, one 0.1 worse -0.2, one 30 worse clipped
    at -20, the unrolled NaN."""
    c = np.array([[10.0, 10.1, 40.0, np.inf]], np.float32)
    d = Labels({}, np.array([0]), c, np.zeros(1, bool), np.zeros(1, np.int64))
    t = targets(d, "q", 0.5)
    np.testing.assert_allclose(t[0, :3], [0.0, -0.2, -20.0], rtol=1e-4, atol=1e-5)
    assert np.isnan(t[0, 3])
