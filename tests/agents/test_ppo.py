"""The native masked PPO (agents/ppo.py): GAE by hand, masks, NEXT_STEP autoreset boundaries, a
toy task it must learn, the window network's equivariance and the checkpoint round trip."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

torch = pytest.importorskip("torch")

from hpcgym.agents import ppo  # noqa: E402
from hpcgym.agents.models import NATIVE, load, recipe  # noqa: E402
from hpcgym.agents.windownet import NetSpec  # noqa: E402

K = 4  # toy window


class PickTheLargest(gym.Env):
    """A toy window env with Dispatch's observation keys: ``n`` of ``K`` slots hold a job whose
    first feature is random; picking the largest pays 1, another job 0, ending the pass
    (always valid) 0. Episodes last ``length`` steps."""

    def __init__(self, length: int = 6) -> None:
        f32 = np.float32
        self.observation_space = gym.spaces.Dict(
            {
                "cluster": gym.spaces.Box(0, 1, (10,), f32),
                "queue": gym.spaces.Box(0, 1, (K, 10), f32),
                "queue_mask": gym.spaces.Box(0, 1, (K,), f32),
                "workflows": gym.spaces.Box(0, 1, (K, 9), f32),
                "clock": gym.spaces.Box(0, 1, (6,), f32),
                "action_mask": gym.spaces.Box(0, 1, (K + 1,), f32),
            }
        )
        self.action_space = gym.spaces.Discrete(K + 1)
        self.length = length

    def _obs(self) -> dict[str, np.ndarray]:
        n = int(self.np_random.integers(1, K + 1))
        q = np.zeros((K, 10), np.float32)
        q[:n, 0] = self.np_random.random(n)
        self.best = int(np.argmax(np.where(np.arange(K) < n, q[:, 0], -1)))
        m = (np.arange(K) < n).astype(np.float32)
        self.mask = np.append(m, 1.0).astype(np.float32)
        return {
            "cluster": np.zeros(10, np.float32),
            "queue": q,
            "queue_mask": m,
            "workflows": np.zeros((K, 9), np.float32),
            "clock": np.zeros(6, np.float32),
            "action_mask": self.mask,
        }

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self.t = 0
        return self._obs(), {}

    def step(self, action):
        if self.mask[int(action)] < 0.5:
            raise ValueError(f"masked action {action}")
        r = 1.0 if int(action) == self.best else 0.0
        self.t += 1
        done = self.t >= self.length
        return self._obs(), r, done, False, {"objective": -r} if done else {}


def toy_vec(n: int, length: int = 6) -> gym.vector.SyncVectorEnv:
    return gym.vector.SyncVectorEnv([lambda: PickTheLargest(length) for _ in range(n)])


def toy_model(seed: int = 0, lr: float = 3e-3) -> ppo.PPOModel:
    env = PickTheLargest()
    spec = NetSpec.of(env.observation_space, hidden=16, critic=[16])
    return ppo.PPOModel(spec, env.observation_space, env.action_space, lr, seed)


def test_gae_matches_a_hand_computation_with_an_end_and_an_autoreset_step():
    # one sub-env, 4 steps: steps 0-1 an episode ending (terminated) at 1, step 2 the autoreset
    # step (not valid), step 3 a new episode cut by the rollout's end (bootstrapped)
    g, lam = 0.9, 0.5
    r = np.array([[1.0], [2.0], [0.0], [3.0]], np.float32)
    v = np.array([[0.5], [1.0], [7.0], [2.0]], np.float32)
    nv = np.array([[1.0], [7.0], [2.0], [4.0]], np.float32)  # V of the next state
    term = np.array([[0], [1], [0], [0]], np.float32)
    ended = term.copy()
    valid = np.array([[1], [1], [0], [1]], bool)
    adv, ret = ppo.gae(r, v, nv, term, ended, valid, g, lam)
    d3 = 3.0 + g * 4.0 - 2.0
    d1 = 2.0 - 1.0  # terminated: no bootstrap
    d0 = 1.0 + g * 1.0 - 0.5
    expected = [d0 + g * lam * d1, d1, 0.0, d3]
    np.testing.assert_allclose(adv[:, 0], expected, rtol=1e-6)
    np.testing.assert_allclose(ret[:, 0], np.array(expected) + v[:, 0], rtol=1e-6)


def test_sampling_never_draws_a_masked_action():
    gen = torch.Generator().manual_seed(0)
    rng = np.random.default_rng(0)
    for _ in range(50):
        mask = torch.as_tensor(rng.random((64, 9)) < 0.3, dtype=torch.float32)
        mask[:, -1] = torch.where(mask.sum(1) == 0, 1.0, mask[:, -1])
        logits = torch.as_tensor(rng.normal(0, 30, (64, 9)), dtype=torch.float32)
        a = ppo.sample(logits, mask, gen)
        assert bool((mask.gather(1, a[:, None]) > 0.5).all())


def test_masked_actions_get_no_probability_and_predict_respects_the_mask():
    model = toy_model()
    env = PickTheLargest()
    obs, _ = env.reset(seed=1)
    batch = {k: torch.as_tensor(v[None]) for k, v in obs.items()}
    masked = np.flatnonzero(obs["action_mask"] < 0.5)
    if masked.size:
        logp, _, _ = ppo.policy_terms(model.net, batch, torch.tensor([int(masked[0])]))
        assert float(logp.detach().exp()) == 0.0
    for seed in range(20):
        obs, _ = env.reset(seed=seed)
        for det in (True, False):
            a, _ = model.predict(obs, deterministic=det)
            assert obs["action_mask"][int(a)] > 0.5


def test_next_step_autoreset_steps_are_flagged_and_not_learned_from():
    venv = toy_vec(3, length=5)
    model = toy_model()
    ends: list[tuple[int, dict]] = []
    runner = ppo.Runner(venv, model, None, lambda k, ep: ends.append((k, ep)))
    runner.start(seed=0)
    buf = ppo.Rollout.empty(12, 3, model.net)
    assert runner.collect(buf) == 36
    # 5 decisions, then the reset step: steps 5 and 11 of every sub-env are not valid
    invalid = [sorted(np.flatnonzero(~buf.valid[:, k]).tolist()) for k in range(3)]
    assert invalid == [[5, 11]] * 3
    assert buf.ended[:, 0].nonzero()[0].tolist() == [4, 10]
    assert [k for k, _ in ends] == [0, 1, 2, 0, 1, 2]
    assert all(ep["l"] == 5 and "objective" in ep for _, ep in ends)
    adv, _ = ppo.gae(
        buf.rewards, buf.values, buf.next_values, buf.terminated, buf.ended, buf.valid, 0.99, 0.95
    )
    assert (adv[~buf.valid] == 0).all()
    # the ended step's next state is the final observation, acted on (ignored) at the reset step
    np.testing.assert_array_equal(buf.next_values[4], buf.values[5])
    venv.close()


def test_a_short_run_learns_to_pick_the_largest_job_and_is_deterministic():
    def run() -> tuple[float, float]:
        venv = toy_vec(16)
        model = toy_model(seed=3)
        rewards: list[float] = []
        ppo.learn(
            model,
            venv,
            ppo.Hyper(learning_rate=3e-3, n_epochs=4, batch_size=128, ent_coef=0.0),
            16,
            16 * 16 * 30,
            seed=5,
            on_end=lambda k, ep: rewards.append(ep["r"] / ep["l"]),
        )
        venv.close()
        return float(np.mean(rewards[:16])), float(np.mean(rewards[-16:]))

    first, last = run()
    assert last > 0.9 and last > first + 0.3  # random picks the largest of 1-4 jobs ~52%
    assert run() == (first, last)


def test_the_window_network_is_equivariant_and_blind_to_empty_slots():
    model = toy_model()
    obs, _ = PickTheLargest().reset(seed=4)
    n = int(obs["queue_mask"].sum())
    obs["queue"][:n] = np.random.default_rng(1).random((n, 10))  # no ties in the window ranks
    perm = np.random.default_rng(0).permutation(n).tolist() + list(range(n, K))
    moved = {**obs}
    for key in ("queue", "workflows", "queue_mask"):
        moved[key] = obs[key][perm]
    moved["action_mask"] = np.append(obs["action_mask"][:K][perm], obs["action_mask"][K])
    junk = {**obs, "queue": obs["queue"].copy()}
    junk["queue"][n:] = 0.7  # empty slots' contents must not matter
    t = lambda o: {k: torch.as_tensor(v[None]) for k, v in o.items()}  # noqa: E731
    with torch.no_grad():
        logits, value = model.net(t(obs))
        moved_logits, moved_value = model.net(t(moved))
        junk_logits, junk_value = model.net(t(junk))
    np.testing.assert_allclose(moved_logits[0, :K][np.argsort(perm)], logits[0, :K], atol=1e-5)
    assert float(moved_value) == pytest.approx(float(value), abs=1e-5)
    np.testing.assert_array_equal(junk_logits, logits)
    assert float(junk_value) == float(value)


def test_the_saved_model_round_trips(tmp_path):
    venv = toy_vec(4)
    model = toy_model(seed=2)
    ppo.learn(
        model,
        venv,
        ppo.Hyper(batch_size=64),
        8,
        64,
        seed=0,
        scaler=ppo.RewardScaler(4, 0.99, model.reward_stats),
    )
    venv.close()
    path = tmp_path / "m.zip"
    model.save(path)
    again = ppo.PPOModel.load(path)
    assert again.num_timesteps == model.num_timesteps == 64
    assert again.reward_stats.state() == model.reward_stats.state()
    assert again.optimizer.t == model.optimizer.t
    for a, b in zip(model.net.state_dict().values(), again.net.state_dict().values()):
        assert torch.equal(a, b)
    obs = {k: np.stack([v] * 3) for k, v in PickTheLargest().reset(seed=0)[0].items()}
    assert (
        again.predict(obs, deterministic=True)[0] == model.predict(obs, deterministic=True)[0]
    ).all()
    (tmp_path / "x.zip").write_bytes(b"not a zip")
    with pytest.raises(Exception, match="not a hpcgym-ppo model"):
        ppo.PPOModel.load(tmp_path / "x.zip")


def test_train_on_dispatch_saves_what_load_and_evaluate_read(tmp_path):
    from hpcgym.agents.evaluate import evaluate
    from hpcgym.agents.train import train

    config = recipe(
        env_kwargs={"jobs": 32, "window": 8},
        steps=128,
        seed=1,
        n_envs=2,
        n_steps=32,
        batch_size=64,
        net_arch=[16],
    )
    path = train(config, tmp_path / "run")
    model, saved = load(path)
    assert saved == config and isinstance(model, ppo.PPOModel) and model.num_timesteps == 128
    assert ppo.ALGO == NATIVE == saved.algo
    results = evaluate("hpcgym/Dispatch-v0", ["fcfs", str(path)], seeds=2)
    assert list(results["agents"]) == ["fcfs", "hpcgym-ppo:run"]
    for run in results["agents"]["hpcgym-ppo:run"]["per_seed"]:
        assert run["return"] == pytest.approx(-run["objective"])
