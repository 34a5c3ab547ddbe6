"""The engines a driver submits to while they run (``hpcgym.batch.online``): a stream of jobs
makes the schedule of the same jobs given up front, and the compiled core follows the Python
simulator stop by stop (what each run returns, the logs of starts and ends, kill times, the
backlog and the running jobs) under random late submissions, on every policy it runs."""

from __future__ import annotations

import random

import pytest

from hpcgym.batch import compiled
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.online import CompiledOnline, OnlineEngine, PythonOnline, open_online
from hpcgym.batch.policies import get_policy, simulate
from hpcgym.batch.simulator import DONE, RUNNING, WAITING
from hpcgym.batch.workload import Workload
from hpcgym.engine import SimulationError
from hpcgym.errors import InputError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

POLICIES = [
    "fcfs",
    "fcfs-easy",
    "fcfs-conservative",
    "sjf-easy",
    "wfp3-easy",
    "f1-easy",
    "slurm",
    "moab-edison",
    "moab-edison+at-start+aging",
]
# Moab's classes (rodrigo2018 Table 2): limits E of 1 and 2, the negative-P low queue, a queue
# of no table entry, and jobs of no user
USERS, QUEUES = [-1, 0, 0, 1, 2], ["debug", "premium", "low", "reg_1h", "elsewhere"]


def jobs(rng: random.Random, n: int, total: int, first_id: int = 0) -> list[Job]:
    """Bursty jobs in submit order: requests often far above the runtime, some killed; each of
    a user and a queue (what Moab's limits read)."""
    t, out = 0, []
    for k in range(n):
        if rng.random() < 0.4:
            t += rng.randrange(1, 400)
        w = rng.choice([60, 300, 600, rng.randrange(1, 2000)])
        run = rng.choice([w, w + 90, rng.randrange(1, w + 1), rng.randrange(1, w + 1)])
        user, queue = rng.choice(USERS), rng.choice(QUEUES)
        out.append(Job(first_id + k, t, rng.randrange(1, total + 1), w, run, user, queue))
    return out


@pytest.mark.parametrize("policy", POLICIES)
def test_a_streamed_workload_is_scheduled_as_given_up_front(policy):
    rng = random.Random(policy)
    for case in range(12):
        cluster = processors(rng.choice([4, 16, 64]))
        given = jobs(rng, rng.randrange(1, 60), cluster.total_cores)
        want = simulate(Workload(list(given), cluster), policy, engine="python")
        for engine in ("python", "compiled"):
            eng = open_online(engine, get_policy(policy), Workload([], cluster), "test")
            eng.stream(given)
            assert eng.next_stream == given[0].submit and eng.stream_left == len(given)
            while not eng.run(None):
                pass
            got = eng.schedule(policy)
            assert got.start == want.start, (case, engine)
            assert got.end == want.end, (case, engine)
            assert got.status == want.status, (case, engine)
            assert eng.stream_left == 0 and eng.next_stream is None


def look(eng: OnlineEngine, since: int) -> tuple:
    """Everything a driver may read at a stop."""
    n = eng.n
    return (
        eng.now,
        eng.free,
        n,
        eng.finished,
        eng.queue_len,
        eng.backlog,
        eng.next_stream,
        eng.stream_left,
        eng.started(),
        [tuple(d) for d in eng.done()],
        [eng.kill_at(i) for i in range(n)],
        eng.first_end_after(since),
        tuple(map(list, eng.running())),
        list(eng.statuses(list(range(n)))),
        [j.id for j in eng.jobs],
        list(eng.submit_t),
        list(eng.cores),
    )


@pytest.mark.parametrize("policy", POLICIES)
def test_the_compiled_core_follows_the_python_simulator_stop_by_stop(policy):
    """A random driver: jobs streamed, others submitted at the stops (watched or not), runs
    to random horizons, some after one pass; both engines read alike at every stop, and
    what they report holds by brute force."""
    rng = random.Random(f"stops {policy}")
    for case in range(10):
        cluster = processors(rng.choice([8, 32]))
        stream = jobs(rng, rng.randrange(0, 40), cluster.total_cores)
        engines = [
            PythonOnline(*_python(policy, cluster)),
            CompiledOnline(Workload([], cluster), get_policy(policy)),
        ]
        for eng in engines:
            eng.stream(stream)
        next_id, done = 10_000, [[], []]
        for _ in range(80):
            horizon = engines[0].now + rng.randrange(0, 600)
            until = None if rng.random() < 0.05 else horizon
            once = rng.random() < 0.3
            there = [eng.run(until, once) for eng in engines]
            assert there[0] == there[1], case
            since = max(0, engines[0].now - rng.randrange(0, 300))
            seen = [look(eng, since) for eng in engines]
            assert seen[0] == seen[1], case
            for d, s in zip(done, seen):
                d += s[9]
            py = engines[0].sim
            waiting = [i for i in range(py.n) if py.status[i] == WAITING]
            assert seen[0][5] == sum(py.units[i] * py.walltime[i] for i in waiting)
            ends = [s + d for s, d in zip(py.start_t, py.duration) if s >= 0 and s + d > since]
            assert seen[0][11] == min(ends, default=None)
            assert seen[0][13].count(RUNNING) == len(seen[0][12][0])
            if rng.random() < 0.5 and until is not None:
                # a decision at t: the stream's jobs due by then first (the compiled core
                # takes jobs in submit order)
                t = max(engines[0].now, until - rng.randrange(0, 2), *engines[0].submit_t)
                for eng in engines:
                    eng.release(t)
                job = Job(next_id, t, *_shape(jobs(rng, 1, cluster.total_cores)[0]))
                next_id += 1
                watch = rng.random() < 0.7
                idx = [eng.submit(job, watch=watch) for eng in engines]
                assert idx[0] == idx[1], case
            if there[0] and until is None:
                break
        for eng, d in zip(engines, done):
            _, end, status = eng.outcome()
            ended = sorted((int(end[i]), i) for i in range(eng.n) if status[i] == DONE)
            assert sorted((e, i) for i, _, e in d) == ended


def _python(policy: str, cluster) -> tuple:
    from hpcgym.batch.policies import build_simulator, make_scheduler

    config = get_policy(policy)
    return build_simulator(Workload([], cluster), config), make_scheduler(config)


def _shape(job: Job) -> tuple[int, int, int, int, str]:
    return job.cores, job.walltime, job.runtime, job.user, job.queue


def test_bad_submissions_are_refused_by_name():
    cluster = processors(8)
    eng = CompiledOnline(Workload([], cluster), get_policy("fcfs-easy"))
    eng.stream([Job(0, 100, 2, 50, 40)])
    assert eng.run(150)
    with pytest.raises(SimulationError, match="job 5 submitted in the past"):
        eng.submit(Job(5, 99, 1, 10, 10))
    with pytest.raises(SimulationError, match="job id 0 is already in the simulation"):
        eng.submit(Job(0, 200, 1, 10, 10))
    with pytest.raises(SimulationError, match="job 6 needs 0 < cores <= 8"):
        eng.submit(Job(6, 200, 9, 10, 10))
    with pytest.raises(SimulationError, match="jobs submitted online take no dependencies"):
        eng.submit(Job(7, 200, 1, 10, 10, deps=(0,)))
    eng.submit(Job(8, 300, 1, 10, 10))
    with pytest.raises(SimulationError, match="takes late jobs in submit order"):
        eng.submit(Job(9, 250, 1, 10, 10))
    with pytest.raises(InputError, match="starts with no job"):
        CompiledOnline(Workload([Job(0, 0, 1, 1, 1)], cluster), get_policy("fcfs"))


def test_a_submission_comes_after_the_streams_jobs_of_its_time():
    """Jobs streamed for t are submitted before a job submitted for t (both engines), so a
    queue order ranking by submission ranks them first; later ones wait for their time."""
    cluster = processors(4)
    for engine in ("python", "compiled"):
        eng = open_online(engine, get_policy("fcfs"), Workload([], cluster), "test")
        eng.stream([Job(0, 100, 4, 50, 50), Job(1, 100, 4, 50, 50), Job(2, 120, 4, 50, 50)])
        assert eng.run(99)
        assert eng.submit(Job(7, 100, 4, 10, 10), watch=True) == 2
        assert [j.id for j in eng.jobs] == [0, 1, 7] and eng.next_stream == 120
        assert not eng.run(None)  # job 7 starts at 200, after jobs 0 and 1
        assert eng.started() == [2] and eng.now == 200 and eng.kill_at(2) is None
        assert eng.run(None)
        _, end, _ = eng.outcome()
        assert end.tolist() == [150, 200, 210, 260]
        assert [d[0] for d in eng.done()] == [0, 1, 2, 3]
