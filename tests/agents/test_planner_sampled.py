"""The online planner over sampled scenarios (``rollout:BASE:K+mcS``, ``+sS+arrH``): Monte
Carlo runtimes that can only be the requests plan as the requests do, the base's choice stays
a candidate, the same seed makes the same decisions, and bad specs are refused by name."""

from __future__ import annotations

import gymnasium as gym
import pytest
from test_lookahead_compiled import over_asking

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import Lookahead, parse
from hpcgym.batch import compiled
from hpcgym.errors import InputError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")
ENV = "hpcgym/Dispatch-v0"


def play(agent_of, seed: int, **kw):
    """The actions, departures from the base and objective of one episode."""
    kw.setdefault("jobs", 96)
    env = gym.make(ENV, engine="compiled", **kw)
    agent = agent_of(env)
    obs, _ = env.reset(seed=seed)
    actions, departed = [], 0
    while True:
        a, _ = agent.predict(obs)
        actions.append(a)
        departed += agent.departed
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            return actions, departed, info["objective"]


def spec(s: str):
    return lambda env: parse(s, env, ENV)


def decisions(env_kw: dict, seed: int, steps: int, samples: int, mc: bool, horizon: int):
    """At each of the first ``steps`` decisions with options of an F1 episode: the plain online
    rollouts and the sampled ones of the same options."""
    env = gym.make(ENV, engine="compiled", **env_kw)
    agent = parse("rollout:f1:4", env, ENV)
    obs, _ = env.reset(seed=seed)
    out = []
    while len(out) < steps:
        core = agent._compiled().core
        options = core.options(4)
        if len(options) > 1:
            plain = core.rollouts(options, True)
            sampled = core.rollouts_sampled(options, samples, mc, horizon, ("f1", "fcfs"))
            out.append((plain, sampled))
        obs, _, term, _, _ = env.step(agent.base.choose(obs))
        assert not term
    return out


def test_mc_runtimes_that_can_only_be_the_requests_give_the_plain_rollouts():
    """On Lublin-1 every job runs its request, so every drawn ratio is 1: one scenario is the
    plain online rollout to the bit, and the planner over 4 makes its decisions."""
    for plain, sampled in decisions({"jobs": 128}, 3, 40, 1, True, 0):
        assert sampled == plain
    for plain, sampled in decisions({"jobs": 128}, 3, 20, 4, True, 0):
        assert sampled == pytest.approx(plain, rel=1e-12)
    a = play(spec("rollout:f1:3+mc4"), 2)
    assert a == play(spec("rollout:f1:3"), 2)
    assert a[1] > 0  # it departs from F1: the comparison has teeth


def test_drawn_runtimes_differ_from_the_requests_where_jobs_over_ask():
    kw = {"workload": over_asking(), "policy": "f1-easy"}
    pairs = decisions({**kw, "jobs": 96}, 1, 40, 4, True, 0)
    assert any(s != pytest.approx(p, rel=1e-9) for p, s in pairs)
    assert play(spec("rollout:f1:3+mc8"), 1, **kw)[0] != play(spec("rollout:f1:3"), 1, **kw)[0]


@pytest.mark.parametrize("s", ["rollout:f1:1+mc8+arr6", "rollout:sjf:1+s4+arr12"])
def test_with_one_candidate_the_planner_is_its_base(s):
    """The base's choice is always the first candidate: with K = 1 the sampled planner makes
    exactly its base's schedule, whatever it samples."""
    kw = {"workload": over_asking(), "policy": "fcfs-easy", "jobs": 96}
    base = s.split(":")[1]
    a = play(spec(s), 4, **kw)
    b = play(lambda env: _base(env, base), 4, **kw)
    assert a[1] == 0 and a[0] == b[0] and a[2] == b[2]


def _base(env, name):
    from hpcgym.baselines.dispatch import make_baseline

    agent = make_baseline(name, env)

    class Base:
        departed = False

        def predict(self, obs):
            return agent.choose(obs), None

    return Base()


@pytest.mark.parametrize("s", ["rollout:f1:3+mc4+arr4", "rollout:f1:4+s6+arr8"])
def test_same_seed_same_decisions_another_seed_others(s):
    kw = {"workload": over_asking(), "policy": "f1-easy"}
    a = play(spec(s), 0, **kw)
    assert a == play(spec(s), 0, **kw)
    assert a[1] > 0

    def seeded(env):
        p = parse(s, env, ENV)
        return Lookahead(
            env,
            "f1",
            p.candidates,
            ENV,
            hindsight=False,
            samples=p.samples,
            mc=p.mc,
            arrivals_h=p.arrivals_h,
            seed=11,
        )

    assert play(seeded, 0, **kw)[0] != a[0]


def test_sampled_arrivals_change_what_the_rollouts_see():
    """Arrivals over a horizon add jobs to every scenario: the objectives differ from the plain
    online rollouts', and a horizon of 0 gives them back exactly."""
    pairs = decisions({"jobs": 128}, 5, 30, 2, False, 6 * 3600)
    assert sum(s != pytest.approx(p, rel=1e-9) for p, s in pairs) > len(pairs) // 2
    for plain, sampled in decisions({"jobs": 128}, 5, 30, 1, False, 0):
        assert sampled == plain


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("rollout:f1:3+mc", "bad option \\+mc;"),
        ("rollout:f1:3+mc0", "S >= 1"),
        ("rollout:f1:3+mcx", "bad option \\+mcx"),
        ("rollout:f1:3+arr4", "\\+arrH needs samples"),
        ("rollout:f1:3+mc4+s4", "drop \\+sS"),
        ("rollout:f1:3+mc4+mc8", "each once"),
        ("rollout:f1:3+wild", "bad option \\+wild"),
        ("rollout:f1:3+runtimes+mc4", "without \\+runtimes"),
        ("lookahead:f1:3+mc4", "online planner's"),
        ("rollout:f1:3+s4+arr-1", "bad option \\+arr-1"),
        ("rollout:f1:3+s4+arrnan", "bad option \\+arrnan"),
    ],
)
def test_bad_specs_are_refused_by_name(bad, message):
    env = gym.make(ENV, jobs=64)
    with pytest.raises(InputError, match=message):
        parse(bad, env, ENV)


def test_sampled_planners_name_themselves_and_need_the_compiled_core():
    env = gym.make(ENV, jobs=64)
    assert parse("rollout:f1:6+mc16", env, ENV).name == "rollout:f1:6+mc16"
    assert parse("rollout:sjf+s8+arr6", env, ENV).name == "rollout:sjf:3+s8+arr6"
    assert parse("rollout:f1:4+mc4+arr1.5", env, ENV).name == "rollout:f1:4+mc4+arr1.5"
    with pytest.raises(InputError, match="compiled core only"):
        play(spec("rollout:wfp3:3+mc4"), 0, jobs=32)
    with pytest.raises(InputError, match="queue order"):
        play(spec("rollout:f1:3+s2+arr4"), 0, jobs=32, policy="wfp3-easy")


def test_another_bases_candidates_join_the_bases():
    """``+f1`` on an SJF planner with K = 1 chooses, at every decision, SJF's pick or F1's, and
    F1's somewhere; ``+BASE`` names a known heuristic other than the base, once."""
    env = gym.make(ENV, engine="compiled", jobs=96, workload=over_asking())
    agent = parse("rollout:sjf:1+f1+s2+arr2", env, ENV)
    assert agent.name == "rollout:sjf:1+s2+arr2+f1"
    sjf, f1 = _base(env, "sjf"), _base(env, "f1")
    obs, _ = env.reset(seed=2)
    took_f1 = 0
    while True:
        a, _ = agent.predict(obs)
        picks = (sjf.predict(obs)[0], f1.predict(obs)[0])
        assert a in picks
        took_f1 += agent.departed
        obs, _, term, trunc, _ = env.step(a)
        if term or trunc:
            break
    assert took_f1 > 0
    for bad in ("rollout:sjf:3+sjf", "rollout:sjf:3+f1+f1"):
        with pytest.raises(InputError, match="each once and not the base"):
            parse(bad, env, ENV)
    with pytest.raises(InputError, match="bad option \\+nope"):
        parse("rollout:sjf:3+nope", env, ENV)
