//! `BatchCore`: the compiled batch engine as Python sees it (`hpcgym.batch.compiled` builds it
//! from a workload and a native policy, and reads the schedule back).

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::engine::moab::Moab;
use crate::engine::pools::Pools;
use crate::engine::queue::{Multifactor, Queue, Score, ABSENT};
use crate::engine::sim::{Backfill, Config, NeverFits, Sim};
use crate::policy::Order;

fn never_fits(e: NeverFits) -> PyErr {
    PyRuntimeError::new_err(format!("job index {} can never fit the machine", e.0))
}

/// Moab's inputs: per job its rate, group and limit (-1: none), then the pass interval,
/// whether a place frees at a job's end (else at its start) and the default rate.
pub(crate) type MoabInputs = (Vec<i64>, Vec<i64>, Vec<i64>, i64, bool, i64);

/// The queue order `order` over `n` jobs ([`BatchCore::new`] says what each takes).
#[allow(clippy::too_many_arguments)]
pub(crate) fn make_queue(
    order: Order,
    n: usize,
    keys: Option<Vec<f64>>,
    aux: Option<Vec<f64>>,
    submit: &[i64],
    cores: Vec<i64>,
    rank_walltime: Vec<i64>,
    eligible: Option<Vec<i64>>,
    moab: Option<MoabInputs>,
) -> Result<Queue, String> {
    let need = |k: Option<Vec<f64>>, what: &str| -> Result<Vec<f64>, String> {
        match k {
            Some(v) if v.len() == n => Ok(v),
            _ => Err(format!("{} needs {what} per job", order.name())),
        }
    };
    Ok(match order {
        Order::Fcfs => Queue::Fcfs(Vec::new()),
        Order::Static => Queue::Static {
            key: need(keys, "keys")?,
            items: Vec::new(),
        },
        Order::Dynamic(score) => Queue::Dynamic {
            score,
            aux: match score {
                Score::Unicep => need(aux, "aux")?,
                Score::Wfp3 => vec![0.0; n],
            },
            submit: submit.to_vec(),
            cores,
            walltime: rank_walltime,
            members: Vec::new(),
            pos: vec![ABSENT; n],
        },
        Order::Multifactor => Queue::Multifactor(Multifactor::new(
            need(keys, "keys")?,
            eligible.unwrap_or_else(|| vec![-1; n]),
        )),
        Order::Moab => {
            let (rate, group, limit, interval, until_end, default_rate) =
                moab.ok_or("moab needs its inputs (moab=...)")?;
            if rate.len() != n {
                return Err("moab needs a rate, group and limit per job".into());
            }
            Queue::Moab(Moab::new(
                rate,
                group,
                limit,
                interval,
                until_end,
                default_rate,
            )?)
        }
    })
}

/// The mechanism of a native policy: its backfill, depth, interval and over-time grace.
pub(crate) fn make_config(
    backfill: Backfill,
    depth: Option<usize>,
    bf_interval: i64,
    grace: i64,
) -> Config {
    Config {
        backfill,
        depth,
        bf_interval,
        grace,
    }
}

/// A per-job integer column: a sequence of ints, or the bytes of native int64s (an
/// `array("q")`'s, as the SWF parser's columns are held), read without a Python int per job.
pub struct Ints(pub Vec<i64>);

impl<'a> FromPyObject<'a> for Ints {
    fn extract(ob: &'a PyAny) -> PyResult<Self> {
        if let Ok(b) = ob.downcast::<PyBytes>() {
            let raw = b.as_bytes();
            if raw.len() % 8 != 0 {
                return Err(PyValueError::new_err(
                    "BatchCore: a column given as bytes must hold whole int64s",
                ));
            }
            return Ok(Ints(
                raw.chunks_exact(8)
                    .map(|c| i64::from_ne_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                    .collect(),
            ));
        }
        Ok(Ints(ob.extract()?))
    }
}

/// One simulation: per-job columns in, schedule out; cheap to copy for a planner.
#[pyclass(module = "hpcgym._core")]
#[derive(Clone)]
pub struct BatchCore {
    sim: Sim,
}

impl BatchCore {
    pub fn into_sim(self) -> Sim {
        self.sim
    }

    pub fn from_sim(sim: Sim) -> Self {
        BatchCore { sim }
    }

    /// `(start, end, status)` per job of `sim`.
    pub fn schedule_of(sim: &Sim) -> (Vec<i64>, Vec<i64>, Vec<u8>) {
        (sim.start_t.clone(), sim.end_t.clone(), sim.status.clone())
    }

    /// `(start, queued_at)` of the given jobs of `sim`; an index past the jobs is an error.
    pub fn times_of(sim: &Sim, jobs: &[u32]) -> PyResult<(Vec<i64>, Vec<i64>)> {
        if let Some(&i) = jobs.iter().find(|&&i| i as usize >= sim.n) {
            return Err(PyValueError::new_err(format!(
                "times: job index {i} out of range ({} jobs)",
                sim.n
            )));
        }
        Ok((
            jobs.iter().map(|&i| sim.start_t[i as usize]).collect(),
            jobs.iter().map(|&i| sim.queued_at[i as usize]).collect(),
        ))
    }
}

#[pymethods]
impl BatchCore {
    /// `priority`: "fcfs", "static" (ascending `keys`), "wfp3", "unicep" (`aux`: log2 of the
    /// cores, 1e-15 for one; both rank by `cores` and `rank_walltime`, the priority view's
    /// geometry), "multifactor" (`keys`: size factors; `eligible`: when each job ages from, -1
    /// when it is queued), "moab" (`moab`: each job's rate, group and limit, -1 for none, the
    /// pass interval, whether a place frees at a job's end, the default rate); `backfill`: "none", "easy", "conservative"; `deps`: the `afterok`
    /// pairs as two columns, child and parent, in job order; `until`: leave events after that
    /// time undone. `pools`: the capacity of each resource counted beside the units (GPUs and
    /// memory per core, a machine's partitions' units and pools), `pool_need` each job's
    /// request of them row by row, and on a machine `part` each job's partition of
    /// `partitions` (`hpcgym.batch.machine`); without `pools` the units alone are counted.
    #[new]
    #[allow(clippy::too_many_arguments)]
    #[args(
        keys = "None",
        aux = "None",
        depth = "None",
        bf_interval = "0",
        grace = "0",
        rank_walltime = "None",
        eligible = "None",
        moab = "None",
        deps = "None",
        until = "None",
        pools = "None",
        pool_need = "None",
        part = "None",
        partitions = "0"
    )]
    fn new(
        submit: Ints,
        cores: Ints,
        walltime: Ints,
        runtime: Ints,
        units: Ints,
        total: i64,
        priority: &str,
        backfill: &str,
        keys: Option<Vec<f64>>,
        aux: Option<Vec<f64>>,
        depth: Option<usize>,
        bf_interval: i64,
        grace: i64,
        rank_walltime: Option<Vec<i64>>,
        eligible: Option<Vec<i64>>,
        moab: Option<MoabInputs>,
        deps: Option<(Vec<u32>, Vec<u32>)>,
        until: Option<i64>,
        pools: Option<Vec<i64>>,
        pool_need: Option<Ints>,
        part: Option<Vec<u32>>,
        partitions: usize,
    ) -> PyResult<Self> {
        let (submit, cores, walltime, runtime, units) =
            (submit.0, cores.0, walltime.0, runtime.0, units.0);
        let n = submit.len();
        if [cores.len(), walltime.len(), runtime.len(), units.len()]
            .iter()
            .any(|&l| l != n)
        {
            return Err(PyValueError::new_err(
                "BatchCore: per-job columns of different lengths",
            ));
        }
        let bad = |e: String| PyValueError::new_err(format!("BatchCore: {e}"));
        let order: Order = priority.parse().map_err(bad)?;
        let backfill: Backfill = backfill.parse().map_err(bad)?;
        let queue = make_queue(
            order,
            n,
            keys,
            aux,
            &submit,
            cores,
            rank_walltime.unwrap_or_else(|| walltime.clone()),
            eligible,
            moab,
        )
        .map_err(bad)?;
        let config = make_config(backfill, depth, bf_interval, grace);
        let mut sim = Sim::new(submit, walltime, &runtime, units, total, queue, config);
        if let Some((child, parent)) = deps {
            if child.len() != parent.len() || child.iter().chain(&parent).any(|&k| k as usize >= n)
            {
                return Err(PyValueError::new_err(
                    "BatchCore: deps must pair job indices (child, parent)",
                ));
            }
            let mut ps = vec![Vec::new(); n];
            for (&c, &p) in child.iter().zip(&parent) {
                ps[c as usize].push(p);
            }
            sim.set_parents(ps);
        }
        sim.until = until;
        match (pools, pool_need) {
            (None, None) if part.is_none() => {}
            (Some(capacity), Some(need)) => {
                let pools = Pools::new(capacity, need.0, part.unwrap_or_default(), partitions, n)
                    .map_err(bad)?;
                sim.set_pools(pools);
            }
            _ => {
                return Err(bad(
                    "pools, pool_need (and part, with partitions) come together".into(),
                ))
            }
        }
        Ok(BatchCore { sim })
    }

    /// Run to the end (True), or until `budget` passes have run (False: call again).
    #[args(budget = "None")]
    fn run(&mut self, py: Python, budget: Option<usize>) -> PyResult<bool> {
        let sim = &mut self.sim;
        py.allow_threads(|| sim.run(budget)).map_err(never_fits)
    }

    /// Run events until a pass is due (True) or every job has ended (False).
    fn advance(&mut self) -> bool {
        self.sim.advance()
    }

    /// The policy's whole pass (main pass, then backfill when due).
    #[pyo3(name = "pass_")]
    fn pass_(&mut self) -> PyResult<()> {
        self.sim.pass().map_err(never_fits)
    }

    /// The policy's backfill pass with `head` reserved (the queue's first job by default).
    #[args(head = "None")]
    fn backfill(&mut self, head: Option<u32>) -> PyResult<()> {
        self.sim.backfill(head).map_err(never_fits)
    }

    /// The waiting jobs in priority order, at most `limit`.
    #[args(limit = "None")]
    fn order(&mut self, limit: Option<usize>) -> Vec<u32> {
        let mut q = self.sim.order(limit);
        if let Some(l) = limit {
            q.truncate(l);
        }
        q
    }

    /// A copy to plan on (a clone of the flat state, no Python objects).
    fn copy(&self) -> Self {
        self.clone()
    }

    fn forget_future(&mut self) {
        self.sim.forget_future(None);
    }

    #[getter]
    fn now(&self) -> i64 {
        self.sim.now
    }
    #[getter]
    fn free(&self) -> i64 {
        self.sim.free
    }
    /// What is free of each pool (None without pools).
    #[getter]
    fn pool_free(&self) -> Option<Vec<i64>> {
        self.sim.pools.as_ref().map(|p| p.free.clone())
    }
    #[getter]
    fn finished(&self) -> usize {
        self.sim.finished
    }
    #[getter]
    fn backfill_due(&self) -> bool {
        self.sim.backfill_due
    }
    #[getter]
    fn queue_len(&self) -> usize {
        self.sim.queue.len()
    }
    /// Jobs held back by unfinished parents.
    #[getter]
    fn held(&self) -> usize {
        self.sim.held()
    }
    /// Jobs that have arrived (or been withdrawn), a prefix of the job order.
    #[getter]
    fn arrived(&self) -> usize {
        self.sim.arrived()
    }

    /// The schedule once the run is over, as [`BatchCore::schedule`] gives it, moved out: the
    /// engine's other state is freed first (a 448k-job trace's schedule is built in Python
    /// without the engine beside it); the engine is left empty.
    fn finish(&mut self) -> (Vec<i64>, Vec<i64>, Vec<u8>) {
        let sim = std::mem::replace(&mut self.sim, Sim::empty());
        let (start, end, status) = (sim.start_t, sim.end_t, sim.status);
        (start, end, status)
    }

    /// `(start, end, status)` per job (-1 before it happens; status codes of batch.status).
    fn schedule(&self) -> (Vec<i64>, Vec<i64>, Vec<u8>) {
        BatchCore::schedule_of(&self.sim)
    }

    /// `(start, queued_at)` of the given jobs.
    fn times(&self, jobs: Vec<u32>) -> PyResult<(Vec<i64>, Vec<i64>)> {
        BatchCore::times_of(&self.sim, &jobs)
    }

    /// When each of the given waiting jobs ages from (its queue order's eligible time, else
    /// when it was queued).
    fn since(&self, jobs: Vec<u32>) -> PyResult<Vec<i64>> {
        let sim = &self.sim;
        jobs.iter()
            .map(|&i| {
                let k = i as usize;
                if k >= sim.n {
                    return Err(PyValueError::new_err(format!("no job index {i}")));
                }
                Ok(sim.queue.eligible_at(i).unwrap_or(sim.queued_at[k]))
            })
            .collect()
    }

    /// The native int64 bytes of three rows (start, end, status) of every job.
    fn outcome<'py>(&self, py: Python<'py>) -> &'py PyBytes {
        outcome_bytes(py, &self.sim)
    }

    /// Mark `jobs` as submission variants whose choice is pending, before the run starts
    /// (`hpcgym.batch.choosing`); every start is logged from then on ([`BatchCore::started`]).
    fn set_undecided(&mut self, jobs: Vec<u32>) -> PyResult<()> {
        self.sim
            .set_undecided(&jobs)
            .map_err(PyValueError::new_err)?;
        self.sim.record = true;
        Ok(())
    }

    /// Run events with a native pass at each stop until a job whose submission choice is
    /// pending arrives (its index) or every event up to `until` is done (None).
    fn run_to_choice(&mut self) -> PyResult<Option<u32>> {
        self.sim.run_to_choice().map_err(never_fits)
    }

    /// The job whose arrival awaits its submission choice (None: none).
    #[getter]
    fn awaiting(&self) -> Option<u32> {
        self.sim.awaiting
    }

    /// Settle the pending choice: `kept` arrive as usual, `withdrawn` never do.
    fn decide(&mut self, kept: Vec<u32>, withdrawn: Vec<u32>) -> PyResult<()> {
        self.sim
            .decide(&kept, &withdrawn)
            .map_err(PyValueError::new_err)
    }

    /// The jobs started since the last call, in start order (logged after
    /// [`BatchCore::set_undecided`]).
    fn started(&mut self) -> Vec<u32> {
        self.sim.ended.clear();
        std::mem::take(&mut self.sim.started)
    }
}

/// The native int64 bytes of three rows (start, end, status) of `sim`'s jobs: read as one
/// array without a Python int per job.
pub(crate) fn outcome_bytes<'py>(py: Python<'py>, sim: &Sim) -> &'py PyBytes {
    let mut out = Vec::with_capacity(24 * sim.n);
    for v in sim.start_t.iter().chain(&sim.end_t) {
        out.extend_from_slice(&v.to_ne_bytes());
    }
    for &s in &sim.status {
        out.extend_from_slice(&(s as i64).to_ne_bytes());
    }
    PyBytes::new(py, &out)
}
