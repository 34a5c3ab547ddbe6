//! `OnlineCore`: the compiled engine under a driver with explicit stops
//! (`hpcgym.batch.online.CompiledOnline`): jobs submitted while it runs, a stream of jobs each
//! submitted when its time comes, and runs of events and native passes that stop where the
//! driver has to look (a pass started a job it watches), with the logs it reads there.

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::batch::{outcome_bytes, BatchCore};
use crate::engine::moab::MoabClass;
use crate::engine::sim::{LateJob, Sim, DONE, KILLED};

/// The compiled engine a driver submits to while it runs (see the module docs).
#[pyclass(module = "hpcgym._core")]
#[derive(Clone)]
pub struct OnlineCore {
    sim: Sim,
    /// The stream: jobs submitted when their time comes, in (submit, id) order; `next` of
    /// them submitted so far.
    stream: Vec<LateJob>,
    next: usize,
    /// Jobs whose start ends a run ([`OnlineCore::run`]), and those started since the driver
    /// last read them.
    watch: Vec<bool>,
    started: Vec<u32>,
    /// Jobs ended with no kill since the driver last read them, in event order.
    done: Vec<u32>,
}

impl OnlineCore {
    fn late(&mut self, job: LateJob, watch: bool) -> PyResult<u32> {
        let i = self.sim.submit_late(job).map_err(PyValueError::new_err)?;
        self.watch.push(watch);
        Ok(i)
    }

    /// Submit the stream's jobs due by `t`.
    fn release_until(&mut self, t: i64) -> PyResult<()> {
        while self.next < self.stream.len() && self.stream[self.next].submit <= t {
            let job = self.stream[self.next];
            self.next += 1;
            self.late(job, false)?;
        }
        Ok(())
    }

    /// Read the engine's logs of starts and ends; whether a watched job started.
    fn drain(&mut self) -> bool {
        let mut seen = false;
        for &i in &self.sim.started {
            if self.watch[i as usize] {
                self.started.push(i);
                seen = true;
            }
        }
        self.sim.started.clear();
        for &i in &self.sim.ended {
            if self.sim.status[i as usize] == DONE {
                self.done.push(i);
            }
        }
        self.sim.ended.clear();
        seen
    }
}

/// Per job its Moab class's rate, group and limit.
type MoabColumns = (Vec<i64>, Vec<i64>, Vec<i64>);

fn columns(
    n: usize,
    cols: [&Vec<i64>; 4],
    keys: &[f64],
    aux: &[f64],
    moab: Option<&MoabColumns>,
) -> Result<Vec<LateJob>, String> {
    if cols.iter().any(|c| c.len() != n) || keys.len() != n || aux.len() != n {
        return Err("OnlineCore.stream: columns of different lengths".into());
    }
    if moab.map_or(false, |(r, g, l)| {
        r.len() != n || g.len() != n || l.len() != n
    }) {
        return Err("OnlineCore.stream: moab classes of a different length".into());
    }
    let [cores, walltime, runtime, units] = cols;
    Ok((0..n)
        .map(|k| LateJob {
            submit: 0,
            cores: cores[k],
            walltime: walltime[k],
            runtime: runtime[k],
            units: units[k],
            key: keys[k],
            aux: aux[k],
            class: moab.map(|(r, g, l)| (r[k], g[k], l[k])),
        })
        .collect())
}

#[pymethods]
impl OnlineCore {
    /// The engine of `core` (a `BatchCore` built for the policy, usually of no job), taken
    /// over as it is.
    #[new]
    fn new(core: PyRef<BatchCore>) -> Self {
        let mut sim = core.clone().into_sim();
        sim.record = true;
        let watch = vec![false; sim.n];
        OnlineCore {
            sim,
            stream: Vec::new(),
            next: 0,
            watch,
            started: Vec::new(),
            done: Vec::new(),
        }
    }

    /// Give the stream: jobs each submitted when its time comes (before anything else
    /// happens then, each taking the next index), in (submit, id) order; `keys`, `aux`: the
    /// inputs of each job's rank ([`LateJob`]); `moab`: each job's Moab class (rate, group,
    /// limit, -1 for none) under a Moab order.
    #[allow(clippy::too_many_arguments)]
    #[args(moab = "None")]
    fn stream(
        &mut self,
        submit: Vec<i64>,
        cores: Vec<i64>,
        walltime: Vec<i64>,
        runtime: Vec<i64>,
        units: Vec<i64>,
        keys: Vec<f64>,
        aux: Vec<f64>,
        moab: Option<MoabColumns>,
    ) -> PyResult<()> {
        let n = submit.len();
        let cols = [&cores, &walltime, &runtime, &units];
        let mut jobs =
            columns(n, cols, &keys, &aux, moab.as_ref()).map_err(PyValueError::new_err)?;
        for (j, &s) in jobs.iter_mut().zip(&submit) {
            j.submit = s;
        }
        if submit.windows(2).any(|w| w[1] < w[0]) {
            return Err(PyValueError::new_err(
                "OnlineCore.stream: the jobs must come in submit order",
            ));
        }
        self.stream = jobs;
        self.next = 0;
        Ok(())
    }

    /// Submit one job now, after the stream's jobs due by its submit time (it takes the next
    /// index, returned); with `watch` its start ends a run; `moab`: its Moab class.
    #[allow(clippy::too_many_arguments)]
    #[args(watch = "false", moab = "None")]
    fn submit(
        &mut self,
        submit: i64,
        cores: i64,
        walltime: i64,
        runtime: i64,
        units: i64,
        key: f64,
        aux: f64,
        watch: bool,
        moab: Option<MoabClass>,
    ) -> PyResult<u32> {
        let job = LateJob {
            submit,
            cores,
            walltime,
            runtime,
            units,
            key,
            aux,
            class: moab,
        };
        self.release_until(submit)?;
        self.late(job, watch)
    }

    /// Submit the stream's jobs due by `t` (the driver's decision time comes).
    fn release(&mut self, t: i64) -> PyResult<()> {
        self.release_until(t)
    }

    /// Run events up to `until` (None: to the end) with a native pass at each stop, the
    /// stream's jobs submitted as their time comes: True once there; False after a pass that
    /// started a watched job, or, with `once`, after any pass.
    #[args(once = "false")]
    fn run(&mut self, until: Option<i64>, once: bool) -> PyResult<bool> {
        loop {
            let r = self.stream.get(self.next).map(|j| j.submit);
            self.sim.until = match (until, r) {
                (Some(u), Some(r)) => Some(u.min(r - 1)),
                (None, Some(r)) => Some(r - 1),
                (u, None) => u,
            };
            if self.sim.advance() {
                self.sim.pass().map_err(|e| {
                    PyRuntimeError::new_err(format!("job index {} can never fit the machine", e.0))
                })?;
                if self.drain() || once {
                    return Ok(false);
                }
                continue;
            }
            self.drain();
            match r {
                Some(r) if until.map_or(true, |u| r <= u) => self.release_until(r)?,
                _ => return Ok(true),
            }
        }
    }

    /// The watched jobs started since the last call, in start order.
    fn started(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.started)
    }

    /// `(job, start, end)` of the jobs ended with no kill since the last call, in event order
    /// (with `watched`, of the watched jobs only).
    #[args(watched = "false")]
    fn done(&mut self, watched: bool) -> Vec<(u32, i64, i64)> {
        let sim = &self.sim;
        let watch = &self.watch;
        let out = self
            .done
            .iter()
            .filter(|&&i| !watched || watch[i as usize])
            .map(|&i| (i, sim.start_t[i as usize], sim.end_t[i as usize]))
            .collect();
        self.done.clear();
        out
    }

    /// Job `i`, not ended, runs `runtime` seconds in all (a planner's copy, `Sim::set_runtime`).
    fn set_runtime(&mut self, i: u32, runtime: i64) -> PyResult<()> {
        self.sim
            .set_runtime(i, runtime)
            .map_err(PyValueError::new_err)
    }

    /// When running job `i` is killed at its limit (None: it ends by itself).
    fn kill_at(&self, i: u32) -> Option<i64> {
        self.sim.kill_at(i)
    }

    /// The first time after `since` at which a job started so far ends.
    fn first_end_after(&self, since: i64) -> Option<i64> {
        self.sim.first_end_after(since)
    }

    /// The running jobs' requested ends, sorted, and their units (what backfilling plans by).
    fn running(&self) -> (Vec<i64>, Vec<i64>) {
        let run = &self.sim.run_ends;
        (
            run.iter().map(|e| e.0).collect(),
            run.iter().map(|e| self.sim.units[e.1 as usize]).collect(),
        )
    }

    /// The status codes of the given jobs.
    fn statuses(&self, jobs: Vec<u32>) -> PyResult<Vec<u8>> {
        let n = self.sim.n;
        jobs.iter()
            .map(|&i| {
                self.sim.status.get(i as usize).copied().ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "statuses: job index {i} out of range ({n} jobs)"
                    ))
                })
            })
            .collect()
    }

    /// Jobs killed at their limit so far.
    #[getter]
    fn killed(&self) -> usize {
        self.sim.status.iter().filter(|&&s| s == KILLED).count()
    }

    /// `(start, end, status)` per job (-1 before it happens).
    fn schedule(&self) -> (Vec<i64>, Vec<i64>, Vec<u8>) {
        BatchCore::schedule_of(&self.sim)
    }

    /// The same as the native int64 bytes of three rows (start, end, status) of `n` jobs:
    /// read as one array without a Python int per job.
    fn outcome<'py>(&self, py: Python<'py>) -> &'py PyBytes {
        outcome_bytes(py, &self.sim)
    }

    /// `(start, queued_at)` of the given jobs.
    fn times(&self, jobs: Vec<u32>) -> PyResult<(Vec<i64>, Vec<i64>)> {
        BatchCore::times_of(&self.sim, &jobs)
    }

    /// A copy to plan on.
    fn copy(&self) -> Self {
        self.clone()
    }

    #[getter]
    fn now(&self) -> i64 {
        self.sim.now
    }
    #[getter]
    fn free(&self) -> i64 {
        self.sim.free
    }
    #[getter]
    fn n(&self) -> usize {
        self.sim.n
    }
    #[getter]
    fn finished(&self) -> usize {
        self.sim.finished
    }
    #[getter]
    fn grace(&self) -> i64 {
        self.sim.config.grace
    }
    #[getter]
    fn queue_len(&self) -> usize {
        self.sim.queue.len()
    }
    #[getter]
    fn backfill_due(&self) -> bool {
        self.sim.backfill_due
    }
    /// Requested unit-seconds of the jobs waiting (arrived, not started).
    #[getter]
    fn backlog(&self) -> i64 {
        self.sim.backlog()
    }
    /// The stream's next submit time (None once it is all submitted).
    #[getter]
    fn next_stream(&self) -> Option<i64> {
        self.stream.get(self.next).map(|j| j.submit)
    }
    /// The stream's jobs not submitted yet.
    #[getter]
    fn stream_left(&self) -> usize {
        self.stream.len() - self.next
    }
}
