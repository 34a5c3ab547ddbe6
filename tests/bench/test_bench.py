"""The benchmark suite: disjoint splits, enumerated held-out episodes, scores worked by hand,
and a small task run end to end (twice, identically)."""

from __future__ import annotations

import itertools
import json
import math

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.bench.run import run_task
from hpcgym.bench.scores import geometric_score, paired_change, ratios, score_agents
from hpcgym.bench.tasks import TASKS, Task, get, spread
from hpcgym.cli import main
from hpcgym.envs.batch_window.episodes import TraceWindows
from hpcgym.envs.common.episodes import SEED_BASE, SEED_SPAN, generator_seed
from hpcgym.traces import find_trace
from hpcgym.workloads.swf import load_trace

TINY = Task(
    "tiny",
    "hpcgym/Dispatch-v0",
    {"workload": "lublin_256", "jobs": 64},
    test=3,
    validation=2,
    baselines=("fcfs", "sjf", "f1"),
    enumerated=True,
)


def ids(w):
    return {j.id for j in w.jobs}


def test_trace_splits_are_disjoint_and_tile_their_range():
    trace = load_trace("lublin_256")
    n = len(trace.jobs)
    spans = {}
    for split in ("train", "validation", "test"):
        windows = TraceWindows(trace, jobs=128, split=split)
        tiles = windows.tiles()
        assert all(b - a == 128 for a, b in tiles)
        assert all(b1 <= a2 for (_, b1), (a2, _) in itertools.pairwise(tiles))  # no overlap
        spans[split] = (tiles[0][0], tiles[-1][1])
    assert spans["train"][0] == 0 and spans["train"][1] <= 0.6 * n
    assert 0.6 * n <= spans["validation"][0] and spans["validation"][1] <= 0.7 * n
    assert 0.7 * n <= spans["test"][0] and spans["test"][1] <= n
    # random training windows never reach a held-out job
    train = TraceWindows(trace, jobs=128, split="train")
    first_held = int(0.6 * n)
    held = {j.id for j in trace.jobs[first_held:]}
    rng = np.random.default_rng(0)
    for _ in range(200):
        assert not ids(train.sample(rng)) & held


def test_episode_option_replays_the_tile_and_names_the_count():
    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=256, split="test")
    tiles = env.unwrapped.episodes.tiles()
    assert len(tiles) == 11  # (10,000 - 7,000) // 256
    _, info_a = env.reset(seed=5, options={"episode": 3})
    _, info_b = env.reset(seed=99, options={"episode": 3})
    assert info_a["workload"] == info_b["workload"] == f"lublin_256[{tiles[3][0]}:]"
    with pytest.raises(ValueError, match="holds 11 windows of 256 jobs; there is no episode 11"):
        env.reset(options={"episode": 11})
    with pytest.raises(ValueError, match="options\\['episode'\\]"):
        env.reset(options={"episode": -1})


def test_generator_seed_ranges_are_disjoint():
    rng = np.random.default_rng(1)
    draws = {
        s: [generator_seed(rng, s) for _ in range(500)] for s in ("train", "validation", "test")
    }
    for s, seeds in draws.items():
        assert all(SEED_BASE[s] <= x < SEED_BASE[s] + SEED_SPAN for x in seeds)
    assert generator_seed(rng, "test", 7) == SEED_SPAN + 7
    assert generator_seed(rng, "validation", 0) == 2 * SEED_SPAN


@pytest.mark.parametrize(
    "count,n,expect",
    [(11, 60, list(range(11))), (10, 1, [0]), (10, 4, [0, 3, 6, 9]), (237, 60, None)],
)
def test_spread_keeps_ends_and_is_distinct(count, n, expect):
    got = spread(count, n)
    if expect is not None:
        assert got == expect
    assert got == sorted(set(got)) and got[0] == 0
    assert got[-1] == count - 1 or n == 1
    assert len(got) == min(n, count)


def test_scores_worked_by_hand():
    assert ratios([2, 4, 0], [1, 4, 0]) == [2.0, 1.0, 1.0]
    with pytest.raises(ValueError, match=r"episode 1.*positive costs"):
        ratios([1, 0], [1, 3])
    s = geometric_score([2.0, 0.5])
    assert s["score"] == pytest.approx(1.0)  # exp(mean(log 2, log 0.5))
    # two episodes: a resample's mean log is -log 2, 0 or log 2, so the bootstrap's ends are
    # the two ratios themselves (each has probability 1/4 > 2.5%)
    assert (s["lo"], s["hi"]) == pytest.approx((0.5, 2.0))
    up = paired_change([0.8, 0.9], [0.7, 0.8], "actual_utilization")
    down = paired_change([3.0, 5.0], [2.0, 4.0], "mean_wait_h")
    assert up["better_pct"] == pytest.approx(100 * 0.1 / 0.75)
    assert down["better_pct"] == pytest.approx(-100 * 1.0 / 3.0)


def test_best_baseline_is_the_lowest_mean_and_scores_one():
    per = {
        "a": [{"objective": 2.0, "u": 1.0}, {"objective": 8.0, "u": 1.0}],
        "b": [{"objective": 4.0, "u": 1.0}, {"objective": 4.0, "u": 1.0}],
        "agent": [{"objective": 2.0, "u": 1.0}, {"objective": 2.0, "u": 1.0}],
    }
    per["a"][1]["objective"] = 9.0  # geometric means: a sqrt(18) = 4.24 > b 4, means 5.5 > 4
    out = score_agents(per, ["a", "b"], ["u"])
    assert out["best_baseline"] == "b"  # though a wins the first episode
    assert out["agents"]["b"]["score"] == 1.0
    assert out["agents"]["agent"]["score"] == pytest.approx(0.5)
    assert out["agents"]["a"]["score"] == pytest.approx(math.sqrt(0.5 * 9 / 4))
    with pytest.raises(ValueError, match="not run: c"):
        score_agents(per, ["a", "c"], [])


def test_a_task_runs_every_reference_baseline_on_the_same_episodes_reproducibly():
    first = run_task(TINY, ["wfp3"], "test")
    again = run_task(TINY, ["wfp3"], "test")
    assert first["agents"] == again["agents"]
    assert set(first["agents"]) == {"fcfs", "sjf", "f1", "wfp3"}
    assert first["episodes"] == [
        [i, i]
        for i in spread(
            len(TraceWindows(load_trace("lublin_256"), jobs=64, split="test").tiles()), 3
        )
    ]
    jobs = {n: [r["jobs"] for r in runs] for n, runs in first["per_episode"].items()}
    assert len({tuple(v) for v in jobs.values()}) == 1  # one workload per episode for all
    best = first["best_baseline"]
    assert first["agents"][best]["score"] == 1.0
    scores = {n: first["agents"][n]["score"] for n in TINY.baselines}
    assert best == min(scores, key=scores.get) and min(scores.values()) == 1.0
    assert not first["agents"]["wfp3"]["baseline"]


def test_validation_and_test_episodes_differ():
    a = run_task(TINY, [], "validation")
    b = run_task(TINY, [], "test")
    wa = {r["objective"] for r in a["per_episode"]["f1"]}
    wb = {r["objective"] for r in b["per_episode"]["f1"]}
    assert wa != wb and a["episodes"] == [[0, 0], [14, 14]]  # 15 disjoint windows: enough


def test_a_small_validation_split_draws_windows_by_seed():
    task = Task(
        "v",
        "hpcgym/Dispatch-v0",
        {"workload": "lublin_256", "jobs": 256},
        validation=10,
        enumerated=True,
    )
    assert task.episodes("validation") == [(s, None) for s in range(10)]  # 3 tiles < 10
    assert len(task.episodes("test")) == 11


def test_every_task_names_a_registered_env_and_its_baselines():
    from hpcgym.envs.registration import ENVS

    for task in TASKS.values():
        assert task.env in ENVS
        if task.kwargs.get("policy") != "rlscheduler":  # those judge RLScheduler's heuristics
            assert set(task.baselines) <= set(ENVS[task.env].baseline_names)
    with pytest.raises(ValueError, match="unknown task 'nosuch'; known: dispatch-lublin1"):
        get("nosuch")


def test_a_missing_trace_names_where_it_was_looked_for(monkeypatch, tmp_path):
    monkeypatch.setenv("HPCGYM_TRACES", str(tmp_path))
    with pytest.raises(FileNotFoundError, match=r"HPCGYM_TRACES=.*Parallel Workloads Archive"):
        find_trace("HPC2N-2002-2.2-cln.swf.gz")
    (tmp_path / "x.swf").write_text("1 0 0 10 1 -1 -1 1 20 -1 1 1 1 -1 -1 -1 -1 -1\n")
    assert find_trace("x.swf") == tmp_path / "x.swf"


def test_cli_prints_the_board_and_writes_json(tmp_path, capsys):
    out = tmp_path / "b.json"
    code = main(
        [
            "bench",
            "run",
            "dispatch-lublin1",
            "--agents",
            "f1",
            "--episodes",
            "2",
            "--json",
            str(out),
            "--jobs",
            "1",
            "--no-progress",
        ]
    )
    assert code == 0
    text = capsys.readouterr().out
    assert "dispatch-lublin1" in text and "score" in text
    doc = json.loads(out.read_text())["tasks"][0]
    assert doc["task"] == "dispatch-lublin1" and len(doc["episodes"]) == 2
    assert doc["episodes"][-1][1] == 10  # first and last of the 11 test windows
    assert main(["bench", "run", "nosuch"]) == 2
    assert "unknown task 'nosuch'" in capsys.readouterr().err


@pytest.mark.parametrize("base", ["f1", "fcfs"])
def test_lookahead_is_never_worse_than_its_base(base):
    """The rollout algorithm's cost improvement (deterministic episodes, the base's choice
    always a candidate): on every episode its objective is at most the base's."""
    from hpcgym.agents.evaluate import load_agent, run_episode

    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=40, split="test")
    plain, look = (load_agent(s, env, "hpcgym/Dispatch-v0") for s in (base, f"lookahead:{base}:2"))
    gains = []
    for ep in range(4):
        a, b = run_episode(env, plain, ep, ep), run_episode(env, look, ep, ep)
        assert b["objective"] <= a["objective"] + 1e-9
        gains.append(a["objective"] - b["objective"])
    assert max(gains) > 0  # and it does find better schedules


def _decisions(spec, workload, until):
    """(time, action) of ``spec``'s decisions at times before ``until`` on ``workload``."""
    from hpcgym.agents.evaluate import load_agent

    env = gym.make("hpcgym/Dispatch-v0", workload=workload)
    agent = load_agent(spec, env, "hpcgym/Dispatch-v0")
    obs, _ = env.reset(seed=0)
    out = []
    while env.unwrapped.sim.now < until:
        action = int(agent.model.predict(obs)[0])
        out.append((env.unwrapped.sim.now, action))
        obs, _, term, trunc, _ = env.step(action)
        if term or trunc:
            break
    return out


def test_the_rollout_planner_does_not_see_the_future():
    """``rollout:`` forgets what a scheduler cannot know: on two workloads that differ only
    in the jobs submitted after time T, its decisions before T are the same. The hindsight
    ``lookahead:`` does see them (the check can fail), and on one K=1 is its base."""
    from dataclasses import replace

    from hpcgym.batch.workload import Workload

    trace = load_trace("lublin_256")
    first = trace.jobs[900].submit  # a loaded stretch: the hindsight rollout has choices
    head = [replace(j, submit=j.submit - first) for j in trace.jobs[900:950]]
    cut = head[30].submit
    other = [
        j
        if j.submit < cut
        else replace(
            j, cores=trace.cluster.total_cores, runtime=j.runtime * 3, walltime=j.walltime * 3
        )
        for j in head
    ]
    a, b = (Workload(jobs, trace.cluster, name="w") for jobs in (head, other))
    assert _decisions("rollout:f1:3", a, cut) == _decisions("rollout:f1:3", b, cut)
    assert _decisions("lookahead:f1:3", a, cut) != _decisions("lookahead:f1:3", b, cut)
    assert _decisions("rollout:f1:1", a, 10**9) == _decisions("f1", a, 10**9)


def test_unknown_pretrained_and_lookahead_names_are_refused():
    from hpcgym.agents.evaluate import load_agent

    env = gym.make("hpcgym/Dispatch-v0", jobs=32)
    with pytest.raises(ValueError, match="unknown pretrained agent 'nosuch'; shipped:"):
        load_agent("pretrained:nosuch", env, "hpcgym/Dispatch-v0")
    with pytest.raises(ValueError, match="unknown base heuristic 'xx'"):
        load_agent("lookahead:xx", env, "hpcgym/Dispatch-v0")
    with pytest.raises(
        ValueError,
        match=r"unknown base 'xx' for hpcgym/TaskDispatch-v0; its "
        r"baselines: sr, slop0.2, fes1, bf",
    ):
        load_agent(
            "lookahead:xx",
            gym.make("hpcgym/TaskDispatch-v0", workflows=4),
            "hpcgym/TaskDispatch-v0",
        )
    with pytest.raises(ValueError, match=r"rollout agent 'rollout:bf:2': works on "):
        load_agent(
            "rollout:bf:2",
            gym.make("hpcgym/TaskDispatch-v0", workflows=4),
            "hpcgym/TaskDispatch-v0",
        )
    resv = gym.make("hpcgym/Reservation-v0", hours=2.0, count=2, slots=120)
    with pytest.raises(ValueError, match=r"not hpcgym/Reservation-v0 \(its reservation solver"):
        load_agent("lookahead:wms", resv, "hpcgym/Reservation-v0")


def test_all_skips_a_task_whose_trace_is_missing_and_a_named_one_fails(monkeypatch, capsys):
    from hpcgym.cli.bench import available

    monkeypatch.delenv("HPCGYM_TRACES", raising=False)
    task = get("dispatch-hpc2n")
    assert not available(task, skip_missing=True)
    assert (
        "skipping dispatch-hpc2n: trace 'HPC2N-2002-2.2-cln.swf.gz' not found"
        in capsys.readouterr().err
    )
    with pytest.raises(FileNotFoundError):
        available(task, skip_missing=False)
    assert available(get("dispatch-lublin2"), skip_missing=False)  # bundled


def test_shipped_agents_load_by_name_and_say_how_they_were_made():
    from hpcgym.agents import pretrained
    from hpcgym.agents.evaluate import load_agent, run_episode

    assert "dispatch-lublin1" in pretrained.names()
    for name in pretrained.names():
        card = pretrained.card(name)
        task = get(card["task"])
        gate = bool(task.kwargs.get("gate"))  # Reservation-v0's gate: its own cloning recipe
        recipe = "python -m hpcgym.agents.gate " if gate else f"hpcgym train --env {task.env} "
        assert card["command"].startswith(recipe)
        assert f'"seed": {card["seed"]}' not in card["command"]  # the seed is --seed
        assert f"--seed {card['seed']} " in card["command"]
        figure = pretrained.ROOT / name / "curve.png"
        assert "figure" not in card or figure.stat().st_size > 0  # a card naming one has it
        label = f"pretrained:{name}"
        if gate:  # not a clone: it answers each workflow's gate, a whole episode
            env = task.make_env("test")
            agent = load_agent(label, env, task.env)
            assert agent.name == label and agent.masked
            assert run_episode(env, agent, 0)["workflows_run"] == task.kwargs["count"]
            continue
        if not task.env.startswith("hpcgym/Dispatch"):  # a clone: the best baseline's choices
            env = task.make_env("test")
            agent = load_agent(label, env, task.env)
            assert agent.name == label and agent.masked
            best = load_agent(card["scores"]["test"]["best_baseline"], env, task.env).model
            obs, _ = env.reset(seed=0)
            for _ in range(20):
                mask = env.unwrapped.action_masks()
                act = int(agent.model.predict(obs, deterministic=True, action_masks=mask)[0])
                assert act == int(best.predict(obs)[0]), name
                obs, _, term, trunc, _ = env.step(act)
                if term or trunc:
                    break
            continue
        kwargs = {**task.kwargs, "jobs": 48, "split": "test"}
        try:
            env = gym.make(task.env, **kwargs)
        except FileNotFoundError:  # a trace not here (HPC2N): the bundled one has its spaces
            env = gym.make(task.env, **{**kwargs, "workload": "lublin_256"})
            label += " (zero-shot)"
        agent = load_agent(f"pretrained:{name}", env, task.env)
        assert agent.name == label and agent.masked
        assert run_episode(env, agent, 0, 0)["jobs"] == 48


def test_a_learned_agent_without_torch_says_which_extras_to_install(monkeypatch):
    import sys

    from hpcgym.agents import models, pretrained

    monkeypatch.setitem(sys.modules, "torch", None)  # import torch raises ImportError
    with pytest.raises(ValueError, match=r'needs the RL extras: pip install -e "\.\[rl\]"'):
        models.load(pretrained.model_path("pretrained:dispatch-lublin1"))


@pytest.mark.parametrize(
    "env_id,base,spec,extra",
    [
        # in 1.5 h no workflow completes, so every mode has the same turnaround: judge by "mix"
        (
            "hpcgym/WorkflowSubmit-v0",
            "always-woas",
            "lookahead:always-woas:3",
            {"objective": "mix"},
        ),
        ("hpcgym/TaskDispatch-v0", "bf", "lookahead:bf:3:4", {"workflows": 3}),
        ("hpcgym/TaskDispatch-v0", "slop0.2", "lookahead:slop0.2:2:2", {"workflows": 3}),
    ],
)
def test_lookahead_on_submit_and_task_envs_is_never_worse_and_leaves_the_env_alone(
    env_id, base, spec, extra
):
    """Candidates by index (the base's choice first) on WorkflowSubmit / TaskDispatch: on every
    episode the objective is at most the base's, and the rollouts' copies leave the real env
    alone (its chosen actions replayed on a fresh env give the same objective)."""
    from hpcgym.agents.evaluate import load_agent, run_episode
    from hpcgym.envs.registration import spec as env_spec

    kwargs = {**env_spec(env_id).test_kwargs, **extra, "split": "test"}
    env, fresh = gym.make(env_id, **kwargs), gym.make(env_id, **kwargs)
    plain, look = (load_agent(s, env, env_id) for s in (base, spec))
    gains = []
    for seed in range(3):
        want = run_episode(env, plain, seed)["objective"]
        obs, _ = env.reset(seed=seed)
        actions, done = [], False
        while not done:
            action, _ = look.model.predict(obs)
            actions.append(action)
            obs, _, term, trunc, info = env.step(action)
            done = term or trunc
        assert info["objective"] <= want + 1e-9
        gains.append(want - info["objective"])
        fresh.reset(seed=seed)
        for action in actions:
            _, _, term, trunc, again = fresh.step(action)
        assert (term or trunc) and again["objective"] == info["objective"]
    assert max(gains) > 0  # and it does find better schedules


def test_all_runs_the_headline_tasks_and_a_named_one_runs_whatever(monkeypatch, tmp_path, capsys):
    from dataclasses import replace

    import hpcgym.bench.tasks as tasks

    off = replace(TINY, name="tiny-off", headline=False)
    monkeypatch.setattr(tasks, "TASKS", {"tiny": TINY, "tiny-off": off})
    assert TINY.headline and not off.headline
    out = tmp_path / "b.json"
    common = ["--episodes", "1", "--jobs", "1", "--no-progress", "--json", str(out)]
    assert main(["bench", "run", "all", *common]) == 0
    assert [d["task"] for d in json.loads(out.read_text())["tasks"]] == ["tiny"]
    assert main(["bench", "run", "tiny-off", *common]) == 0
    assert [d["task"] for d in json.loads(out.read_text())["tasks"]] == ["tiny-off"]
    capsys.readouterr()
    assert main(["bench", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "[not headline" in next(x for x in lines if x.startswith("tiny-off"))
    assert "[not headline" not in next(x for x in lines if x.startswith("tiny "))
