"""Stochastic jobs on the batch simulator (hpcgym/speculative/runtime.py): resubmission along the
request sequence under native policies, the waste it counts, and its invariants."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.speculative.laws import TruncNormal
from hpcgym.speculative.requests import App, ClassicalHPC, Neuroscience, TOptimal
from hpcgym.speculative.runtime import RequestRuntime
from hpcgym.speculative.schedule import JobGroup, StochasticJob, make_workload


@dataclass(frozen=True)
class Fixed:
    """A request policy with a given sequence (law units)."""

    seq: tuple[float, ...]
    name: str = "fixed"

    def requests(self, app: App) -> list[float]:
        return list(self.seq)

    def next_request(self, app: App, failures: int) -> float:
        return self.seq[min(failures, len(self.seq) - 1)]


APP = App("toy", TruncNormal(5.0, 2.0, 0.0, 10.0))


def test_resubmits_along_the_sequence_and_counts_the_waste():
    """4 processors, unit 1 s. Stochastic job 1 (4 procs, runs 7 s) asks 2, 5, then 10 s;
    regular job 2 (2 procs, 3 s) arrives at 1. EASY: 1 runs 0-2 and is killed; its retry
    (asking 5) queues behind job 2, which runs 2-5; the retry runs 5-10 and is killed; the
    third attempt runs 10-17. Waste 4 x (2 + 5) core-s; useful 4 x 7 + 2 x 3 over 4 x 17."""
    rt = RequestRuntime(
        [StochasticJob(0, APP, 4, 7.0)],
        Fixed((2, 5, 10)),
        processors(4),
        regular=[Job(2, 1, 2, 3, 3)],
        unit=1.0,
    )
    res = rt.run("fcfs-easy")
    got = [(a.request, a.submit, a.start, a.end, not a.success) for a in res.records[0].attempts]
    assert got == [(2, 0, 0, 2, True), (5, 2, 5, 10, True), (10, 10, 10, 17, False)]
    m = res.metrics()
    assert m["failed_attempts"] == 2 and m["attempts"] == 3 and m["completed"] == 1
    assert m["waste_core_h"] == pytest.approx(28 / 3600)
    assert m["utilization"] == pytest.approx(34 / 68)
    assert m["response_time_large_s"] == 17 and m["response_time_all_s"] == pytest.approx(10.5)


def test_regular_jobs_killed_at_their_limit_are_not_resubmitted():
    rt = RequestRuntime(
        [StochasticJob(0, APP, 1, 3.0)],
        Fixed((10,)),
        processors(4),
        regular=[Job(2, 0, 1, 3, 9)],
        unit=1.0,
    )
    res = rt.run("fcfs-easy")
    assert len(res.schedule.workload.jobs) == 2 and res.metrics()["regular_jobs"] == 0


@pytest.mark.parametrize(
    "bad,msg",
    [
        (dict(jobs=[StochasticJob(0, APP, 1, 11.0)]), "beyond its law's upper bound"),
        (dict(jobs=[]), "no stochastic job"),
        (dict(jobs=[StochasticJob(0, APP, 1, 3.0), StochasticJob(0, APP, 1, 4.0)]), "duplicate"),
    ],
)
def test_bad_input_is_refused(bad, msg):
    kw = dict(regular=bad.get("regular", ()), unit=1.0)
    with pytest.raises(ValueError, match=msg):
        RequestRuntime(bad["jobs"], Fixed((10,)), processors(4), **kw)


POLICIES = [ClassicalHPC(), Neuroscience(3), TOptimal(n=50)]


@pytest.mark.parametrize("native", ["fcfs-easy", "fcfs-conservative", "slurm"])
def test_invariants_over_random_stochastic_workloads(native):
    """Under each request policy and native scheduler, on workloads drawn by
    ``make_workload`` (same seed, same execution times for every policy): each job succeeds
    exactly once, on its last attempt, having run its execution time; each failed attempt
    ran exactly its limit (request plus the scheduler's grace) and was resubmitted at once;
    requests follow the policy's sequence."""
    grace = 60 if native == "slurm" else 0
    groups = [
        JobGroup("short", TruncNormal(3.0, 1.5, 0.5, 10.0), 12, "beta"),
        JobGroup("long", TruncNormal(6.0, 1.5, 0.5, 10.0), 12, "half"),
    ]
    for seed in range(3):
        wl = make_workload(16, groups, seed=seed, history=5, submit_over=40.0)
        for policy in POLICIES:
            rt = RequestRuntime(wl.jobs, policy, processors(16), unit=60.0)
            res = rt.run(native)
            for j, r in zip(wl.jobs, res.records):
                att = r.attempts
                assert [a.success for a in att] == [False] * (len(att) - 1) + [True]
                assert round((att[-1].end - att[-1].start) * 60) == rt._seconds(j.exec_time)
                for k, a in enumerate(att):
                    assert round(a.request * 60) == rt.request(j, k)
                    if not a.success:
                        assert round((a.end - a.start) * 60) == rt.request(j, k) + grace
                        assert att[k + 1].submit == a.end
            m = res.metrics()
            assert m["completed"] == len(wl.jobs) and 0 < m["utilization"] <= 1


def test_hold_keeps_the_processors_to_the_end_of_the_request():
    """§3.2's reservation model: job 1 (2 procs of 2, runs 3, asks 10) holds both to 10, so
    job 2 (submitted at 1) starts at 10; without hold it starts at 3."""
    jobs = [StochasticJob(0, APP, 2, 3.0)]
    for hold, start in ((True, 10), (False, 3)):
        rt = RequestRuntime(
            jobs, Fixed((10,)), processors(2), regular=[Job(2, 1, 2, 5, 5)], unit=1.0, hold=hold
        )
        res = rt.run("fcfs-easy")
        assert res.schedule.start[1] == start
        assert res.metrics()["utilization"] == pytest.approx((2 * 3 + 2 * 5) / (2 * (start + 5)))


def test_toptimal_beats_classical_hpc_in_the_papers_reservation_model():
    """Scenario 1's claim (TOptimal ahead of Classical-HPC in utilization and response time)
    under §3.2's model, where a reservation is held to its end: 100 jobs of the Table 1 law on
    100 processors over two days, EASY."""
    wl = make_workload(
        100,
        [JobGroup("tn", TruncNormal(8.0, 2.0, 0.0, 20.0), 100, "half")],
        seed=0,
        submit_over=48.0,
    )
    m = {
        p.name: RequestRuntime(wl.jobs, p, processors(100), hold=True).run("fcfs-easy").metrics()
        for p in (ClassicalHPC(), TOptimal())
    }
    assert m["TOptimal"]["utilization"] > m["HPC"]["utilization"]
    assert m["TOptimal"]["response_time_large_s"] < m["HPC"]["response_time_large_s"]
    assert m["TOptimal"]["failed_attempts"] > 0 == m["HPC"]["failed_attempts"]
