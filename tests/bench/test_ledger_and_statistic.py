"""The suite's one statistic worked by hand, the results ledger's variant counts, and the
generated and deployment tasks' definitions: episode counts, disjoint seeds across splits."""

from __future__ import annotations

import math

import numpy as np
import pytest

from hpcgym.agents.paired import BOOTSTRAP_SEED, RESAMPLES, bootstrap_interval
from hpcgym.agents.tolerances import breaches
from hpcgym.bench import ledger
from hpcgym.bench.scores import (
    by_geometric_mean,
    geometric_score,
    paired_change,
    score_agents,
)
from hpcgym.bench.tasks import TASKS, get
from hpcgym.envs.common.episodes import SEED_BASE, SEED_SPAN


def test_the_score_is_the_geometric_mean_with_a_paired_bootstrap_interval_by_hand():
    r = [2.0, 0.5, 1.0, 4.0]
    s = geometric_score(r)
    assert s["score"] == pytest.approx((2 * 0.5 * 1 * 4) ** 0.25)  # = 4 ** 0.25
    # the interval: the same resampling done here by hand, on the logs
    logs = np.log(r)
    rng = np.random.default_rng(BOOTSTRAP_SEED)
    idx = rng.integers(0, 4, size=(RESAMPLES, 4))
    lo, hi = np.percentile(logs[idx].mean(axis=1), [2.5, 97.5])
    assert (s["lo"], s["hi"]) == pytest.approx((math.exp(lo), math.exp(hi)))
    # every resample's mean lies between the smallest and largest log, and both ends occur
    assert 0.5 <= s["lo"] < s["score"] < s["hi"] <= 4.0
    assert geometric_score(r) == s  # the same draws on every call: a rerun gives one board
    one = geometric_score([1.5])
    assert one["score"] == 1.5 and math.isnan(one["lo"]) and one["episodes"] == 1


def test_the_bootstrap_of_a_constant_has_no_width_and_covers_the_mean():
    assert bootstrap_interval(np.full(5, 0.25)) == pytest.approx((0.25, 0.25))
    lo, hi = bootstrap_interval(np.arange(100.0))
    assert lo < 49.5 < hi and hi - lo == pytest.approx(2 * 1.96 * 28.87 / 10, rel=0.15)


def test_the_best_baseline_is_the_lowest_geometric_mean_not_the_lowest_mean():
    # a: mean 5, geometric mean 2 (1 and 4... ) ; b: mean 4.5, geometric mean 4.47
    per = {
        "a": [{"objective": 1.0}, {"objective": 9.0}],
        "b": [{"objective": 4.0}, {"objective": 5.0}],
    }
    objective = {n: [m["objective"] for m in v] for n, v in per.items()}
    assert by_geometric_mean(objective, ["b", "a"]) == ["a", "b"]  # sqrt 9 = 3 < sqrt 20
    out = score_agents(per, ["a", "b"], [])
    assert out["best_baseline"] == "a"
    assert out["agents"]["b"]["score"] == pytest.approx(math.sqrt(4 / 1 * 5 / 9))
    assert out["resolution"]["baseline"] == "b"
    r = out["agents"]["b"]
    assert out["resolution"]["halfwidth_pct"] == pytest.approx(
        100 * max(r["hi"] - r["score"], r["score"] - r["lo"]) / r["score"]
    )
    # a card's validation: scored against the reference the test split chose
    against_b = score_agents(per, ["a", "b"], [], reference="b")
    assert against_b["best_baseline"] == "b" and against_b["agents"]["b"]["score"] == 1.0
    with pytest.raises(ValueError, match="not a reference baseline"):
        score_agents(per, ["a", "b"], [], reference="c")


def test_a_tolerance_breach_gives_its_n_and_interval():
    wait = paired_change([3.0, 5.0, 4.0], [2.0, 4.0, 3.0], "mean_wait_h")
    assert wait["n"] == 3 and wait["better_pct"] == pytest.approx(-100 * 1 / 3)
    # every episode's difference is +1 h on a mean of 3: the interval has no width
    assert (wait["better_lo"], wait["better_hi"]) == pytest.approx((-100 / 3, -100 / 3))
    (b,) = breaches({"mean_wait_h": wait}, {"mean_wait_h": 10.0})
    assert b.n == 3 and b.worse_pct == pytest.approx(100 / 3)
    assert (b.worse_lo, b.worse_hi) == pytest.approx((100 / 3, 100 / 3))


def _doc(task, agents):
    return {
        "task": task,
        "split": "test",
        "agents": {
            n: {"baseline": n in ("f1", "sjf"), "episodes": 200, "score": s, "lo": s, "hi": s}
            for n, s in agents.items()
        },
    }


def test_the_ledger_counts_variants_by_family_and_a_rerun_is_not_a_new_one():
    entries: list[ledger.Entry] = []
    entries = ledger.record(entries, _doc("t", {"f1": 1.0, "rollout:f1:3": 0.9}), "board")
    entries = ledger.record(entries, _doc("t", {"f1": 1.0, "rollout:f1:6": 0.8}), "board")
    entries = ledger.record(entries, _doc("u", {"f1": 1.0, "rollout:f1:3": 0.95}), "board")
    assert ledger.variants(entries, "rollout:f1") == 2  # :3 on two tasks is one variant
    assert ledger.variants(entries, "f1") == 1
    counts = ledger.counts(entries, _doc("t", {"f1": 1.0, "rollout:f1:3": 0.9}))
    assert counts == {"f1": 1, "rollout:f1:3": 2}
    again = ledger.record(entries, _doc("t", {"rollout:f1:6": 0.7}), "board")
    assert len(again) == len(entries)  # replaced, not added
    assert next(e for e in again if e.agent == "rollout:f1:6").score == 0.7
    validation = {**_doc("t", {"x": 0.5}), "split": "validation"}
    assert ledger.record(entries, validation, "board") == entries  # choosing is free


def test_a_shipped_agent_counts_every_variant_tried_for_its_task(tmp_path):
    from hpcgym.agents import pretrained

    name = "pretrained:dispatch-lublin1"
    family = ledger.shipped_family(name)
    assert family == f"learned for {pretrained.card(name)['task']}"
    tried = [
        ledger.Entry("dispatch-lublin1", f"seed {k}", family, 11, 1.0, 0.9, 1.1, "notes")
        for k in range(3)
    ]
    entries = ledger.record(tried, _doc("dispatch-lublin1", {name: 0.9}), "board")
    assert (
        ledger.counts(entries, _doc("x", {f"{name} (zero-shot)": 1.0}))[f"{name} (zero-shot)"] == 4
    )
    path = ledger.save(tmp_path / "l.json", entries, "what its maker wrote")
    assert ledger.load(path) == sorted(entries, key=lambda e: (e.family, e.task, e.agent))
    assert ledger.about(path) == "what its maker wrote"  # adding entries keeps it
    assert ledger.about(tmp_path / "new.json") == ledger.ABOUT


def test_the_committed_ledger_holds_every_agent_of_the_committed_test_boards():
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "docs" / "bench"
    entries = ledger.load(root / "ledger.json")
    judged = {(e.task, e.agent) for e in entries}
    for doc in json.loads((root / "results.json").read_text())["tasks"]:
        if "variants" not in doc:  # boards from before the ledger
            continue
        for name in doc["agents"]:
            assert (doc["task"], name) in judged
            assert doc["variants"][name] >= 1


GENERATED = [
    t
    for t in TASKS.values()
    if t.source == "generated"
    and t.env.startswith("hpcgym/Dispatch")
    and t.headline
    and not t.deploy
]


def test_generated_tasks_judge_enough_episodes_at_both_lengths():
    names = {t.name for t in GENERATED}
    for family in ("dispatch-lublin1-model", "dispatch-lublin2-model", "dispatch-edison"):
        assert {
            f"{family}-256" if family == "dispatch-edison" else family,
            f"{family}-1024",
        } <= names
    for t in GENERATED:
        assert t.test >= 200 and t.validation >= 100, t.name
        assert len(t.episodes("test")) == t.test
        assert len(t.episodes("validation")) == t.validation


@pytest.mark.parametrize("name", ["dispatch-lublin1-model", "dispatch-edison-256"])
def test_no_test_episode_seed_is_a_train_or_validation_seed(name):
    import gymnasium as gym

    task = get(name)
    seeds = {}
    for split in ("test", "validation"):
        env = task.make_env(split)
        seeds[split] = set()
        for _, ep in task.episodes(split)[:: max(1, task.test // 20)]:
            _, info = env.reset(options={"episode": ep})
            seeds[split].add(info["episode_seed"])
            assert SEED_BASE[split] <= info["episode_seed"] < SEED_BASE[split] + SEED_SPAN
        env.close()
    train = gym.make(task.env, **{**task.kwargs, "split": "train"})
    drawn = {train.reset(seed=s)[1]["episode_seed"] for s in range(30)}
    assert all(0 <= x < SEED_SPAN for x in drawn)
    assert not (drawn & seeds["test"]) and not (drawn & seeds["validation"])
    assert not seeds["test"] & seeds["validation"]


def test_deploy_tasks_run_whole_sequences():
    deploy = {t.name: t for t in TASKS.values() if t.deploy}
    assert {
        "dispatch-lublin-deploy",
        "dispatch-edison-deploy",
        "dispatch-hpc2n-deploy",
        "dispatch-edison-month-deploy",
    } <= set(deploy)
    assert all(name.endswith("-deploy") for name in deploy)
    lublin = deploy["dispatch-lublin-deploy"]
    assert lublin.kwargs["jobs"] == 10_000 and lublin.test >= 20 and lublin.source == "generated"
    env = lublin.make_env("test")
    _, info = env.reset(options={"episode": 0})
    assert info["jobs"] == 10_000
    env.close()
    assert deploy["dispatch-edison-month-deploy"].kwargs["hours"] == 720
    hpc2n = deploy["dispatch-hpc2n-deploy"]
    # the whole test split, its last 30%, as one window: 202,871 - int(0.7 * 202,871)
    assert hpc2n.kwargs["jobs"] == 60_862 and hpc2n.test == 1 and hpc2n.validation == 0
    assert hpc2n.source == "trace"


def _row(score, within, kind="learned"):
    return {
        "score": score,
        "lo": score * 0.9,
        "hi": score * 1.1,
        "kind": kind,
        "verdict": {"within": within, "breaches": []},
    }


def test_the_chart_colours_each_agent_by_its_tier_and_the_title_counts_episodes():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.colors import to_rgba

    from hpcgym.bench.board import TIER_COLORS, draw_task, title

    doc = {
        "task": "t",
        "env": "hpcgym/Dispatch-v0",
        "split": "test",
        "episodes": [[0, 0]] * 200,
        "task_episodes": 2900,
        "source": "generated",
        "jobs_per_episode": 256.0,
        "best_baseline": "sjf",
        "resolution": {"baseline": "f1", "score": 0.93, "halfwidth_pct": 2.9},
        "agents": {
            "sjf": _row(1.0, True, "baseline"),
            "idler": _row(0.8, False),  # ahead only by a breach: tier 2
            "fcfs": _row(3.0, False, "baseline"),  # beyond one, behind anyway: tier 1
        },
    }
    fig, ax = plt.subplots()
    draw_task(ax, doc)
    colours = [c.lines[0].get_color() for c in ax.containers]
    assert [to_rgba(c) for c in colours] == [to_rgba(TIER_COLORS[t]) for t in (0, 2, 1)]
    plt.close(fig)
    text = title(doc)
    assert "200 episodes of 256 jobs on average (the first 200 of the task's 2,900" in text
    assert "second-best baseline f1 0.930 ±2.9%" in text


def test_a_trace_task_judging_every_window_it_holds_is_not_said_to_be_cut_short():
    from hpcgym.bench.board import episodes_label

    doc = {"episodes": [[i, i] for i in range(11)], "task_episodes": 60, "source": "trace"}
    whole = episodes_label({**doc, "disjoint": 11})
    assert "CPU budget" not in whole and "the split holds 11 disjoint windows" in whole
    cut = episodes_label({**doc, "disjoint": 40})
    assert "(the first 11 of the task's 40: CPU budget)" in cut
