"""Chained, pilot and workflow-aware (WoAS) submission on a tiny cluster, worked out by hand
(rodrigo2017 §2.1, §3), and the workflow metrics of §4.3."""

from __future__ import annotations

import pytest
from conftest import by_id

from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute, pilot_waste, workflow_table
from hpcgym.batch.policies import get_policy, make_queue, make_scheduler, priority_view, simulate
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.submission import expand, pilot_schedule, priority_geometry
from hpcgym.batch.workload import Workload, WorkloadError
from hpcgym.workflow import Task, Workflow, WorkflowError

# A 10-processor machine whose longest limit is 1,000 s, so size factors are easy to read:
# 1 - min((cores / 10) / (walltime / 1000), 1).
CL = processors(10, "tiny", max_walltime=1000)


def two_step() -> Workflow:
    """A (2 cores, 100 s) -> B (10 cores, 100 s); pilot: 10 cores x 200 s."""
    return Workflow.from_tasks(
        "two", [Task("A", 2, 100, 100), Task("B", 10, 100, 100)], [("A", "B")]
    )


def workload(
    mode: str,
    others: list[Job],
    wf: Workflow | None = None,
    submit: int = 0,
    first_id: int = 2,
    **kw,
) -> Workload:
    jobs, run = expand(wf or two_step(), 0, submit, mode, first_id, CL)
    return Workload(others + jobs, CL, workflows=[run], **kw)


# X: 8 cores 0-100 beside task A; Y: 10 cores, submitted at 50, newer than the workflow.
OTHERS = [Job(1, 0, 8, 100, 100), Job(9, 50, 10, 100, 100)]


def test_chained_second_task_waits_behind_a_newer_job():
    """Chained: B becomes eligible at 100 (age 0) while Y has aged 50 s; both have size
    factor 0, so Y runs first (100-200) and B after it (200-300)."""
    got = by_id(simulate(workload("chained", OTHERS), "slurm"))
    assert got == {
        1: (0, 100, "done"),
        2: (0, 100, "done"),
        3: (200, 300, "done"),
        9: (100, 200, "done"),
    }


def test_woas_second_task_keeps_the_workflow_age_and_beats_the_newer_job():
    """WoAS: B ages from the workflow's submit (0), so at 100 it is older than Y: B runs
    100-200, Y 200-300; the workflow ends at 200 with no intermediate wait."""
    s = simulate(workload("woas", OTHERS), "slurm")
    assert by_id(s) == {
        1: (0, 100, "done"),
        2: (0, 100, "done"),
        3: (100, 200, "done"),
        9: (200, 300, "done"),
    }
    t = workflow_table(s)
    assert (t.wait[0], t.runtime[0], t.turnaround[0], t.intermediate_wait[0]) == (0, 200, 200, 0)


def test_pilot_waits_for_its_full_width_and_wastes_idle_cores():
    """Pilot: 10 cores x 200 s cannot start beside X; it is older than Y, so it runs
    100-300 (A inside 100-200, B 200-300) and Y 300-400."""
    s = simulate(workload("pilot", OTHERS), "slurm")
    assert by_id(s) == {1: (0, 100, "done"), 2: (100, 300, "done"), 9: (300, 400, "done")}
    t = workflow_table(s)
    assert (t.wait[0], t.runtime[0], t.turnaround[0]) == (100, 200, 300)


def test_pilot_waste_to_the_core_second():
    """Pilot 100-300 on 10 cores = 2,000 core-s; A uses 2 x 100, B 10 x 100: 800 idle.
    In [150, 400): pilot 150 x 10 = 1,500, A 50 x 2 = 100, B 100 x 10 = 1,000: 400 idle."""
    w = workload("pilot", OTHERS)
    s = simulate(w, "slurm")
    assert pilot_waste(s, 0, 400) == 800
    assert pilot_waste(s, 150, 400) == 400
    assert pilot_waste(s, 300, 400) == 0
    m = compute(s)
    # Over [0, 400): 10 cores x 400 s; allocated X 800 + pilot 2,000 + Y 1,000 = 3,800.
    assert m["utilization"] == pytest.approx(3800 / 4000)
    assert m["actual_utilization"] == pytest.approx((3800 - 800) / 4000)
    assert m["wf_waste_core_h"] == pytest.approx(800 / 3600)


def test_woas_and_chained_waste_nothing():
    for mode in ("woas", "chained"):
        m = compute(simulate(workload(mode, OTHERS), "slurm"))
        assert m["wf_waste_core_h"] == 0
        assert m["actual_utilization"] == m["utilization"]


def test_woas_first_task_waits_like_the_pilot_job():
    """§3.3.3, no gaming. Workflow (submitted at 20): A (1 core, 500 s: size factor 0.8)
    -> B (10 cores, 100 s); pilot 10 x 600 s (factor 0). Z (10 cores, 500 s, factor 0)
    arrives at 10; a blocker holds the machine until 100. Chained, A's own factor puts it
    first at 100; under WoAS it carries the pilot's factor and is younger than Z, so Z runs
    100-600 and A waits until 600, exactly like the pilot job."""
    wf = Workflow.from_tasks(
        "gaming", [Task("A", 1, 500, 500), Task("B", 10, 100, 100)], [("A", "B")]
    )
    others = [Job(1, 0, 10, 100, 100), Job(5, 10, 10, 500, 500)]
    got = {
        m: by_id(simulate(workload(m, others, wf=wf, submit=20, first_id=7), "slurm"))
        for m in ("chained", "woas", "pilot")
    }
    assert got["chained"][7][:2] == (100, 600) and got["chained"][5][:2] == (600, 1100)
    assert got["chained"][8][:2] == (1100, 1200)
    assert got["woas"][5][:2] == (100, 600)
    assert got["woas"][7][:2] == (600, 1100) and got["woas"][8][:2] == (1100, 1200)
    assert got["pilot"][5][:2] == (100, 600) and got["pilot"][7][:2] == (600, 1200)


def test_priority_geometry_of_woas_tasks_is_the_workflow_job():
    w = workload("woas", OTHERS)
    cores, walltime, eligible = priority_geometry(w.jobs, w.workflows)
    index = {j.id: k for k, j in enumerate(w.jobs)}
    assert [cores[index[i]] for i in (2, 3)] == [10, 10]
    assert [walltime[index[i]] for i in (2, 3)] == [200, 200]
    assert eligible == {index[2]: 0, index[3]: 0}
    assert (cores[index[9]], walltime[index[9]]) == (10, 100)
    q = make_queue(get_policy("slurm"), w)
    assert q.size_factor[index[2]] == q.size_factor[index[3]]


def test_woas_unstarted_workflow_folds_back_into_one_job():
    """While no task has started, the priority view shows the workflow as one job; once A
    runs, B is a job of its own (rodrigo2017 §3.3.2, woas_show_priority_view)."""
    w = workload("woas", [Job(1, 0, 10, 100, 100)], submit=5)
    config = get_policy("slurm")
    sim = Simulator(w, make_queue(config, w), grace=config.grace, bf_interval=config.bf_interval)
    scheduler = make_scheduler(config)
    views = []
    while sim.advance():
        views.append((sim.now, priority_view(sim), sim.held))
        scheduler(sim)
    # Indices: blocker 0, A 1, B 2. The machine is full until 100 (no pass); A starts at
    # 100 with B held; at 200 A has ended and B is ready. No pass at a tick while only held
    # tasks wait.
    assert views == [(0, [("job", 0)], 0), (100, [("workflow", 0)], 1), (200, [("job", 2)], 0)]


def test_woas_held_tasks_count_against_the_backfill_depth_only_with_count_held():
    """slurm backfills over at most 50 queue entries. A WoAS fan-out whose 60 tasks are held
    behind a running root (ids 1-61, submitted at 0); H (10 cores, at 1) heads the ready jobs
    and does not fit, so S (1 core, 10 s, at 15) can only be backfilled. By default (as
    Slurm's build_job_queue, and ``+filter``) the held tasks are not in the queue and S
    starts at the 30 s tick; with ``+count-held`` they fill the 50 places and S waits."""
    tasks = [Task("root", 1, 1000, 1000)] + [Task(f"t{k}", 1, 100, 100) for k in range(60)]
    wf = Workflow.from_tasks("fan", tasks, [("root", f"t{k}") for k in range(60)])
    others = [Job(100, 1, 10, 1000, 1000), Job(200, 15, 1, 10, 10)]
    w = workload("woas", others, wf=wf, submit=0, first_id=1)
    assert by_id(simulate(w, "slurm"))[200] == (30, 40, "done")
    assert by_id(simulate(w, "slurm+filter"))[200] == (30, 40, "done")
    assert by_id(simulate(w, "slurm+count-held"))[200][0] >= 1000


def test_pilot_schedule_stays_inside_the_pilot():
    """Actual runtimes shorter than requested shift tasks; they still fit the pilot width."""
    tasks = [
        Task("a", 4, 100, 10),
        Task("b", 6, 100, 100),
        Task("c", 6, 200, 50),
        Task("d", 4, 50, 50),
    ]
    wf = Workflow.from_tasks("w", tasks, [("a", "b"), ("b", "d"), ("a", "c")])
    assert wf.pilot_geometry() == (12, 300)
    inner = pilot_schedule(wf)
    order = [t.id for t in wf.topological_tasks()]
    spans = dict(zip(order, inner))
    assert spans["a"] == (0, 10)
    assert spans["b"] == (10, 110) and spans["c"] == (10, 60)
    assert spans["d"] == (110, 160)


def test_pilot_wider_than_the_cluster_is_named():
    wide = Workflow.from_tasks(
        "wide",
        [Task("r", 1, 1, 1), Task("a", 6, 10, 10), Task("b", 6, 10, 10)],
        [("r", "a"), ("r", "b")],
    )
    with pytest.raises(WorkflowError, match="'wide': pilot job needs 12 cores"):
        expand(wide, 0, 0, "pilot", 1, CL)
    expand(wide, 0, 0, "woas", 1, CL)
    with pytest.raises(ValueError, match="unknown submission mode 'bogus'"):
        expand(two_step(), 0, 0, "bogus", 1, CL)


def test_workload_rejects_a_workflow_naming_unknown_jobs():
    jobs, run = expand(two_step(), 0, 0, "chained", 1, CL)
    with pytest.raises(WorkloadError, match="workflow 0 \\(two\\) names unknown job 2"):
        Workload(jobs[:1], CL, workflows=[run])


def test_killed_task_leaves_its_workflow_incomplete():
    wf = Workflow.from_tasks("k", [Task("A", 2, 100, 500), Task("B", 2, 100, 100)], [("A", "B")])
    for mode in ("chained", "woas"):
        s = simulate(workload(mode, [], wf=wf), "fcfs-easy")
        t = workflow_table(s)
        assert not t.completed[0]
        assert compute(s)["cancelled"] == 1


@pytest.mark.parametrize("group", ["A", "B", "C"])
def test_core_hours_size_factor_ranks_the_workflow_job_below_its_first_task(group):
    """rodrigo2017 §4.4.1 a-c: in every group the pilot / workflow-aware job has lower priority than
    the chained workflow's first job. The core-hours factor gives that; the
    relative-to-time factor ranks group A's pilot above its first task."""
    from hpcgym import EDISON
    from hpcgym.batch.priority import core_hours_size_factor, slurm_size_factor
    from hpcgym.workloads import catalog

    wf = catalog.get(f"{group}4")
    first = wf.topological_tasks()[0]
    args = (EDISON.total_cores, EDISON.max_walltime)
    pilot = wf.pilot_geometry()
    assert core_hours_size_factor(*pilot, *args) < core_hours_size_factor(
        first.cores, first.walltime, *args
    )
    if group == "A":
        assert slurm_size_factor(*pilot, *args) > slurm_size_factor(
            first.cores, first.walltime, *args
        )


def test_policy_options_compose():
    c = get_policy("slurm+filter+core-hours")
    assert (c.name, c.filter_held, c.size_factor, c.depth) == (
        "slurm+filter+core-hours",
        True,
        "core-hours",
        50,
    )
    with pytest.raises(KeyError, match="unknown policy option 'fast'"):
        get_policy("slurm+fast")


def test_per_minute_size_factor_is_slurms_formula():
    """priority_multifactor.c, SMALL_RELATIVE_TO_TIME + PriorityFavorSmall:
    1 - (cpus / limit minutes) / cluster cpus."""
    from hpcgym.batch.priority import per_minute_size_factor

    assert per_minute_size_factor(240, 3600, 133824, 172800) == pytest.approx(1 - 240 / 60 / 133824)
    assert per_minute_size_factor(131088, 60, 133824, 172800) == pytest.approx(1 - 131088 / 133824)
    assert get_policy("slurm+per-minute").size_factor == "per-minute"


@pytest.mark.parametrize("mode", ["chained", "pilot", "woas"])
def test_choosing_a_mode_on_arrival_gives_the_schedule_of_that_mode(mode):
    """A "choice" workload carries every variant; choosing ``mode`` at each arrival gives
    exactly the schedule of the workload built with ``mode`` (withdrawn variants vanish)."""
    from hpcgym.workloads.mixing import add_workflows

    regular = Workload(
        [Job(1, 0, 8, 100, 100), Job(9, 50, 10, 100, 100), Job(10, 130, 3, 60, 40)], CL
    )
    fixed = add_workflows(regular, two_step(), [0, 120], mode)
    choice = add_workflows(regular, two_step(), [0, 120], "choice")
    config = get_policy("slurm")
    sim = Simulator(
        choice, make_queue(config, choice), grace=config.grace, bf_interval=config.bf_interval
    )
    asked = []

    def chooser(s):
        asked.append((s.now, s.awaiting))
        s.choose(s.awaiting, mode)

    got = sim.run(make_scheduler(config), chooser=chooser)
    want = simulate(fixed, config)
    assert asked == [(0, 0), (120, 1)]
    assert [(j.submit, j.cores, j.workflow) for j in got.workload.jobs] == [
        (j.submit, j.cores, j.workflow) for j in fixed.jobs
    ]
    assert (got.start, got.end, got.status) == (want.start, want.end, want.status)
    assert [r.mode for r in got.workload.workflows] == [mode, mode]
    assert compute(got)["wf_turnaround_median_s"] == compute(want)["wf_turnaround_median_s"]


def test_choice_errors_are_named():
    from hpcgym.batch.simulator import SchedulingError
    from hpcgym.workloads.mixing import add_workflows

    choice = add_workflows(Workload([Job(1, 0, 2, 10, 10)], CL), two_step(), [5], "choice")
    config = get_policy("fcfs-easy")
    sim = Simulator(choice, make_queue(config, choice))
    with pytest.raises(SchedulingError, match="no chooser was given"):
        sim.run(make_scheduler(config))
    sim = Simulator(choice, make_queue(config, choice))
    while sim.awaiting is None:
        sim.advance()
    with pytest.raises(SchedulingError, match="no 'bogus' variant"):
        sim.choose(0, "bogus")
    with pytest.raises(SchedulingError, match="workflow 7 has no submission choice pending"):
        sim.choose(7, "woas")


def test_choice_leaves_out_a_pilot_wider_than_the_cluster():
    """The fan of two 6-core tasks peaks at 12 cores on a 10-core machine: the choice
    workload offers chained and WoAS only, and a fixed pilot mode is an error."""
    from hpcgym.workloads.mixing import add_workflows

    wide = Workflow.from_tasks(
        "wide",
        [Task("r", 1, 1, 1), Task("a", 6, 10, 10), Task("b", 6, 10, 10)],
        [("r", "a"), ("r", "b")],
    )
    regular = Workload([Job(1, 0, 2, 10, 10)], CL)
    choice = add_workflows(regular, wide, [5], "choice")
    assert [r.mode for r in choice.workflows] == ["chained", "woas"]
    with pytest.raises(WorkflowError, match="pilot job needs 12 cores"):
        add_workflows(regular, wide, [5], "pilot")
