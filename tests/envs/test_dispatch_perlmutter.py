"""hpcgym/Dispatch-Perlmutter-v0, the dispatch env on a machine of partitions: the head agent
and each registered baseline make the native schedule of their policy; a random agent never
over-allocates a partition's nodes or GPUs and sees masks, ``fits`` and free resources that are
the simulator's; the partition blocks worked out by hand on a small machine; per-partition
reservations in one pass; refusals."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import PERLMUTTER, machine
from hpcgym.batch.policies import build_simulator, get_policy, simulate
from hpcgym.batch.simulator import RUNNING, WAITING
from hpcgym.batch.workload import Workload
from hpcgym.envs.batch_window.partitions import PARTITION, MachineObserver, resources
from hpcgym.envs.dispatch.mechanism import PartitionReserving
from hpcgym.envs.registration import spec
from hpcgym.errors import EnvArgumentError

SMALL = {"hours": 0.5, "warmup": 600}


def play(env: gym.Env, seed: int, agent=None, check=None):
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    while True:
        if check is not None:
            check(env.unwrapped, obs)
        if agent == "random":
            a = int(rng.choice(np.flatnonzero(env.unwrapped.action_masks())))
        elif agent is None:
            a = 0
        else:
            a = int(agent.predict(obs)[0])
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            return info


@pytest.mark.parametrize("policy", ("fcfs-easy", "fcfs-conservative", "slurm-tres", "fcfs"))
def test_the_head_agent_makes_the_native_schedule(policy):
    env = gym.make("hpcgym/Dispatch-Perlmutter-v0", policy=policy, **SMALL)
    for seed in (3, 4):
        play(env, seed)
        u = env.unwrapped
        native = simulate(u.sim.workload, policy, engine="python")
        assert u.sim.schedule(policy, 0.0).start == native.start


@pytest.mark.parametrize(
    ("name", "policy"),
    [("fcfs", "fcfs-easy"), ("sjf", "sjf-easy"), ("f1", "f1-easy"), ("slurm-tres", "slurm-tres")],
)
def test_each_baseline_makes_its_native_schedule(name, policy):
    env = gym.make("hpcgym/Dispatch-Perlmutter-v0", policy=policy, **SMALL)
    agent = spec("hpcgym/Dispatch-Perlmutter-v0").make_baseline(name, env)
    play(env, 5, agent)
    u = env.unwrapped
    assert u.sim.schedule(policy, 0.0).start == simulate(u.sim.workload, policy).start


def test_a_random_agent_sees_the_simulators_state_and_never_overallocates():
    env = gym.make("hpcgym/Dispatch-Perlmutter-v0", **SMALL)
    cols = resources(PERLMUTTER)

    def check(u, obs):
        sim = u.sim
        free = sim.pool_free
        for k, p in enumerate(PERLMUTTER.partitions):
            held = sum(
                sim.units[i] for i, s in enumerate(sim.status) if s == RUNNING and sim.part[i] == k
            )
            assert held + free[k] == p.nodes and 0 <= free[k] <= p.nodes
            assert obs["partitions"][k, PARTITION.free] == pytest.approx(free[k] / p.nodes)
            gpus = free[k] * p.gpus_per_node / p.total_gpus if p.total_gpus else 0.0
            assert obs["partitions"][k, PARTITION.free_gpus] == pytest.approx(gpus)
        win = u._state.window_jobs
        mask = u.action_masks()
        assert mask[: len(win)].all() and not mask[len(win) : u.window].any()
        for r, i in enumerate(win):
            assert sim.status[i] == WAITING
            assert obs["queue"][r, 6] == float(sim.fits(i))  # QUEUE.fits
            assert obs["resources"][r, sim.part[i]] == 1.0
            p = PERLMUTTER.partitions[sim.part[i]]
            assert obs["resources"][r, cols.units] == pytest.approx(sim.units[i] / p.nodes)

    info = play(env, 6, "random", check)
    m = info["metrics"]
    assert 0 < m["gpu_utilization"] <= 1 and m["gpu_idle_waiting_h"] >= 0
    assert {"mean_wait_s_gpu", "mean_bsld_cpu"} <= set(m)


M = machine(
    "mini",
    [
        Cluster("gpu", 2, 64, True, gpus_per_node=4, mem_per_node=1000),
        Cluster("cpu", 4, 128, True, mem_per_node=2000),
    ],
)


def mini_jobs() -> list[Job]:
    return [
        Job(1, 0, 64, 1000, 1000, gpus=4, partition="gpu"),  # takes a GPU node
        Job(2, 0, 256, 1000, 1000, partition="cpu"),  # takes 2 CPU nodes
        Job(3, 0, 128, 500, 500, gpus=8, partition="gpu"),  # both GPU nodes: waits
        Job(4, 0, 128, 400, 400, mem=3000, partition="cpu"),  # 2 CPU nodes (its memory)
        Job(5, 0, 64, 300, 300, gpus=2, partition="gpu"),  # one GPU node, 2 of its GPUs
    ]


def test_partition_blocks_worked_by_hand():
    """After jobs 1 and 2 start: GPU partition 1 of 2 nodes free (4 of 8 GPUs), CPU 2 of 4
    free; window [3, 4, 5]: job 3 needs both GPU nodes (does not fit), job 4 two CPU nodes
    for its 3,000 MB (fits), job 5 one GPU node (fits), holding 4 GPUs for the 2 it asks."""
    sim = build_simulator(Workload(mini_jobs(), M), "fcfs-easy")
    sim.advance()
    obs_ = MachineObserver(sim, 4)
    for i in (0, 1):
        sim.start(i)
    mask = np.array([1, 1, 1, 0, 1], bool)
    o = obs_.observe([2, 3, 4], mask, 5)
    assert o["partitions"].tolist() == [
        [0.5, 0.5, pytest.approx(2 / 6)],
        [0.5, 0.0, pytest.approx(4 / 6)],
    ]
    cols = resources(M)
    r = o["resources"]
    assert r[0].tolist() == [1, 0, 1.0, 1.0, 1.0, 0.0]  # in_gpu, in_cpu, units, gpus, held, mem
    assert r[1].tolist() == [0, 1, 0.5, 0.0, 0.0, pytest.approx(3000 / 8000)]
    assert r[2, cols.gpus] == pytest.approx(2 / 8) and r[2, cols.gpus_held] == 0.5
    assert not r[3].any()
    assert o["queue"][:3, 6].tolist() == [0.0, 1.0, 1.0]  # fits, per partition


def test_one_pass_reserves_per_partition_and_goes_on():
    """Jobs 1 and 2 start; job 3 (both GPU nodes) does not fit: it is the GPU partition's
    reservation and the pass goes on over the CPU jobs only, so job 5 (GPU) leaves the window;
    job 4 starts, nothing is left to choose, and the backfill around job 3 starts job 5 on the
    free GPU node (it ends at 300, before job 3's shadow at 1000): the pass is over."""
    sim = build_simulator(Workload(mini_jobs(), M), "fcfs-easy")
    sim.advance()
    mech = PartitionReserving(get_policy("fcfs-easy"), M)
    mech.new_pass()
    assert mech.window(sim, 8) == [0, 1, 2, 3, 4]
    assert mech.choose(sim, 0) and mech.choose(sim, 1)
    assert mech.window(sim, 8) == [2, 3, 4]
    assert mech.choose(sim, 2)  # does not fit: reserved, the pass goes on
    assert mech.blocked == {0: 2}
    assert mech.window(sim, 8) == [3]
    assert not mech.choose(sim, 3)  # starts; nothing left to choose: backfill, pass over
    assert [sim.status[i] == RUNNING for i in range(5)] == [True, True, False, True, True]
    mech.new_pass()
    assert mech.blocked == {} and mech.window(sim, 8) == []  # no free node


def test_refusals():
    with pytest.raises(EnvArgumentError, match="sized by hours"):
        gym.make("hpcgym/Dispatch-Perlmutter-v0", jobs=256)
    with pytest.raises(EnvArgumentError, match="reservation env runs on one node type"):
        gym.make("hpcgym/Reservation-v0", workload="perlmutter")
    with pytest.raises(EnvArgumentError, match="cannot run this"):
        gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, workload="perlmutter", engine="compiled")
