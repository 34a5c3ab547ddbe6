//! `DispatchCore`: one episode of `hpcgym/Dispatch-v0` on the compiled engine, as
//! `envs/dispatch/env.py` defines it over the Python simulator (the reference, tested in
//! lockstep): the queue window and the choice of a job (start it, or reserve for it and
//! backfill), the running cost estimate behind the dense reward
//! (`envs/batch_window/reward.py` `BatchCost`), and the observation's float32 blocks
//! (`envs/batch_window/observation.py`), written into a buffer the env owns. Every float is
//! computed in the reference's order, so observations and rewards are equal to the bit.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::batch::BatchCore;
use crate::engine::pick;
use crate::engine::queue::ABSENT;
use crate::engine::sim::{Sim, DONE, KILLED, RUNNING};
use crate::snapshot::{Reader, Snap, Writer};

mod scenario;
use scenario::{Draw, Kind, Rng};

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;
/// The observation's layout as `envs/batch_window/observation.py` declares it (`HORIZONS_H` in
/// seconds, the blocks' widths, the queue columns written here), exported by the module so
/// that file checks these against its own at import.
pub const HORIZONS: [i64; 8] = [900, 1800, 3600, 7200, 14400, 28800, 57600, 115200];
pub const N_CLUSTER: usize = 10;
pub const N_QUEUE: usize = 10;
pub const N_WORKFLOW: usize = 9;
pub const N_CLOCK: usize = 6;
pub const Q_WAIT: usize = 4;
pub const Q_FITS: usize = 6;
pub const Q_AGE: usize = 9;
/// The planner's runtime model ([`DispatchCore::slowdown_weight`]): ended jobs counted by
/// request class (log2 of the request, seconds) and by runtime share class (half-octaves of
/// runtime / request below 1; class 0 for a job that ran its request or more).
const REQ_CLASSES: usize = 40;
const SHARE_CLASSES: usize = 41;

#[derive(Clone, Copy, Debug)]
pub(crate) enum Term {
    Bsld,
    Wait,
    Utilization,
}

/// The objective's `(term, weight)` pairs from the env's names ("bsld", "wait",
/// "utilization"), in its order.
pub(crate) fn parse_terms(weights: Vec<(String, f64)>) -> Result<Vec<(Term, f64)>, String> {
    weights
        .into_iter()
        .map(|(name, w)| match name.as_str() {
            "bsld" => Ok((Term::Bsld, w)),
            "wait" => Ok((Term::Wait, w)),
            "utilization" => Ok((Term::Utilization, w)),
            _ => Err(format!("DispatchCore: no term {name:?}")),
        })
        .collect()
}

/// The finished run's metrics as `batch/metrics.py` `compute` gives them for plain jobs,
/// computed in its order (per-job arrays in job order, numpy's pairwise sums), so they and
/// the objective are equal to the bit to the env's `info`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Exact {
    pub mean_bsld: f64,
    pub mean_wait_h: f64,
    pub actual_utilization: f64,
    pub makespan_s: i64,
    pub objective: f64,
}

/// `np.add.reduce` of a contiguous float64 array: numpy's pairwise summation (blocks of 128
/// summed in 8 lanes, halves split at a multiple of 8).
pub(crate) fn pairwise_sum(a: &[f64]) -> f64 {
    let n = a.len();
    if n < 8 {
        let mut r = -0.0;
        for &x in a {
            r += x;
        }
        r
    } else if n <= 128 {
        let mut r = [0.0f64; 8];
        r.copy_from_slice(&a[..8]);
        let mut i = 8;
        while i < n - n % 8 {
            for j in 0..8 {
                r[j] += a[i + j];
            }
            i += 8;
        }
        let mut res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        while i < n {
            res += a[i];
            i += 1;
        }
        res
    } else {
        let mut n2 = n / 2;
        n2 -= n2 % 8;
        pairwise_sum(&a[..n2]) + pairwise_sum(&a[n2..])
    }
}

fn mean(a: &[f64]) -> f64 {
    if a.is_empty() {
        f64::NAN
    } else {
        pairwise_sum(a) / a.len() as f64
    }
}

/// What the jobs that have ended add to the finished run's metrics (`Dispatch.objective`): a
/// compact copy for rollouts keeps only the others.
#[derive(Clone, Copy, Debug, Default)]
struct Ended {
    bsld: f64,
    wait: f64,
    count: usize,
    busy: i64,
    last_end: i64,
    /// Seconds run and seconds requested, summed over every ended job: the share of its
    /// request a job uses, for a planner that models runtimes ([`Sim::forget_future`]).
    ran: i64,
    asked: i64,
}

/// `JobSums` and the utilization sums of `BatchCost`.
#[derive(Clone, Debug, Default)]
struct Cost {
    bsld_done: f64,
    bsld_a: f64,
    bsld_b: f64,
    wait_done: f64,
    wait_n: i64,
    wait_s: f64,
    core_s: f64,
    last_end: i64,
    estimate: f64,
}

#[pyclass(module = "hpcgym._core")]
#[derive(Clone)]
pub struct DispatchCore {
    sim: Sim,
    window: usize,
    terms: Vec<(Term, f64)>,
    m: Vec<i64>,
    measured: Vec<bool>,
    n_measured: i64,
    arrived: usize,
    t0: i64,
    t1: Option<i64>,
    tau: i64,
    cores_total: i64,
    alloc: Vec<i64>,
    cost: Cost,
    ended: Ended,
    static_rows: Vec<f32>,
    window_jobs: Vec<u32>,
    mask: Vec<bool>,
    in_pass: bool,
    waiting: Option<(usize, usize)>,
    /// The planner's base: per-job scores and their tie tolerance ([`DispatchCore::set_base`]).
    base: Option<(Vec<f64>, f64)>,
    /// Ended jobs by request and runtime share class (`REQ_CLASSES` x `SHARE_CLASSES`; empty
    /// on a rollout copy).
    runs: Vec<u32>,
    /// A rollout copy's slowdown weight of each job (empty: the simulated runtime's).
    omega: Vec<f64>,
}

impl DispatchCore {
    /// An episode over `sim` (the engine of its jobs, not yet advanced).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn build(
        mut sim: Sim,
        window: usize,
        terms: Vec<(Term, f64)>,
        static_rows: Vec<f32>,
        warmup_end: i64,
        horizon: Option<i64>,
        cores_total: i64,
        unit_cores: i64,
        tau: i64,
    ) -> Result<Self, String> {
        let n = sim.n;
        if sim.pools.is_some() {
            return Err(
                "DispatchCore: the compiled dispatch env observes the units alone; GPU, memory \
                 and partition pools run on the Python simulator"
                    .into(),
            );
        }
        if static_rows.len() != n * N_QUEUE {
            return Err("DispatchCore: static_rows must hold n x 10 features".into());
        }
        sim.record = true;
        let measured: Vec<bool> = sim.submit.iter().map(|&s| s >= warmup_end).collect();
        let n_measured = (measured.iter().filter(|&&m| m).count() as i64).max(1);
        let first = if n > 0 { sim.submit[0] } else { 0 };
        let t0 = warmup_end.max(first);
        Ok(DispatchCore {
            m: sim.duration.iter().map(|&d| d.max(tau)).collect(),
            alloc: sim.units.iter().map(|&u| u * unit_cores).collect(),
            sim,
            window,
            terms,
            measured,
            n_measured,
            arrived: 0,
            t0,
            t1: horizon,
            tau,
            cores_total,
            cost: Cost {
                last_end: t0,
                ..Cost::default()
            },
            ended: Ended {
                last_end: -1,
                ..Ended::default()
            },
            static_rows,
            window_jobs: Vec::new(),
            mask: vec![false; window + 1],
            in_pass: false,
            waiting: None,
            base: None,
            runs: vec![0; REQ_CLASSES * SHARE_CLASSES],
            omega: Vec::new(),
        })
    }

    fn arrive_until(&mut self, now: i64) {
        let mut k = self.arrived;
        let n = self.sim.n;
        while k < n && self.sim.submit[k] <= now {
            if self.measured[k] {
                let (s, d, m) = (self.sim.submit[k], self.sim.duration[k], self.m[k] as f64);
                let c = &mut self.cost;
                c.bsld_a += 1.0 / m;
                c.bsld_b += (s - d) as f64 / m;
                c.wait_n += 1;
                c.wait_s += s as f64;
            }
            k += 1;
        }
        self.arrived = k;
    }

    /// Account for the jobs the engine started since the last call, in start order.
    fn account_starts(&mut self) {
        let started = std::mem::take(&mut self.sim.started);
        let now = self.sim.now;
        for &i in &started {
            let k = i as usize;
            let (s, d) = (self.sim.submit[k], self.sim.duration[k]);
            let end = now + d;
            let c = &mut self.cost;
            if self.measured[k] {
                let m = self.m[k] as f64;
                c.bsld_a -= 1.0 / m;
                c.bsld_b -= (s - d) as f64 / m;
                c.bsld_done += f64::max((now - s + d) as f64 / m, 1.0);
                c.wait_n -= 1;
                c.wait_s -= s as f64;
                c.wait_done += (now - s) as f64;
            }
            let a = now.max(self.t0);
            let b = self.t1.map_or(end, |t1| end.min(t1));
            if b > a {
                c.core_s += (self.alloc[k] * (b - a)) as f64;
            }
            if end > c.last_end {
                c.last_end = end;
            }
        }
        self.sim.started = started;
        self.sim.started.clear();
    }

    /// Fold the jobs the engine ended since the last call into [`Ended`].
    fn account_ends(&mut self) {
        let sim = &mut self.sim;
        for &i in &sim.ended {
            let k = i as usize;
            let e = &mut self.ended;
            let (s, end) = (sim.start_t[k], sim.end_t[k]);
            e.last_end = e.last_end.max(end);
            e.ran += end - s;
            e.asked += sim.walltime[k];
            if !self.runs.is_empty() {
                let c = req_class(sim.walltime[k]) * SHARE_CLASSES
                    + share_class(end - s, sim.walltime[k]);
                self.runs[c] += 1;
            }
            if self.measured[k] {
                let w = (s - sim.submit[k]) as f64;
                let r = (end - s) as f64;
                e.bsld += if self.omega.is_empty() {
                    f64::max((w + r) / r.max(self.tau as f64), 1.0)
                } else {
                    f64::max(1.0 + w * self.omega[k], 1.0)
                };
                e.wait += w;
                e.count += 1;
            }
            let stop = self.t1.map_or(end, |t1| end.min(t1));
            e.busy += (stop - s.max(self.t0)).max(0) * self.alloc[k];
        }
        sim.ended.clear();
    }

    /// A copy for rollouts with only the jobs not ended (and, `online`, arrived): what they
    /// can still change; [`Ended`] carries the rest of the objective.
    fn compact(&self, online: bool) -> DispatchCore {
        let (sim, map) = self.sim.compact(online);
        let kept: Vec<usize> = (0..map.len()).filter(|&k| map[k] != ABSENT).collect();
        DispatchCore {
            m: pick(&self.m, &kept),
            measured: pick(&self.measured, &kept),
            alloc: pick(&self.alloc, &kept),
            arrived: kept.iter().filter(|&&k| k < self.arrived).count(),
            window_jobs: self.window_jobs.iter().map(|&i| map[i as usize]).collect(),
            sim,
            window: self.window,
            terms: self.terms.clone(),
            n_measured: self.n_measured,
            t0: self.t0,
            t1: self.t1,
            tau: self.tau,
            cores_total: self.cores_total,
            cost: self.cost.clone(),
            ended: self.ended,
            static_rows: Vec::new(),
            mask: self.mask.clone(),
            in_pass: self.in_pass,
            waiting: None,
            base: self.base.as_ref().map(|(s, tol)| (pick(s, &kept), *tol)),
            runs: Vec::new(),
            omega: Vec::new(),
        }
    }

    /// The finished run's [`Exact`] metrics and objective (call once every job has ended).
    pub(crate) fn exact(&self) -> Exact {
        let sim = &self.sim;
        let mut wait = Vec::with_capacity(sim.n);
        let mut bsld = Vec::with_capacity(sim.n);
        let (mut last_end, mut first_submit, mut any_end) = (self.t0, i64::MAX, false);
        let mut max_end = i64::MIN;
        for k in 0..sim.n {
            first_submit = first_submit.min(sim.submit[k]);
            let st = sim.status[k];
            if st == DONE || st == KILLED {
                any_end = true;
                max_end = max_end.max(sim.end_t[k]);
                if self.measured[k] {
                    let w = (sim.start_t[k] - sim.submit[k]) as f64;
                    let r = (sim.end_t[k] - sim.start_t[k]) as f64;
                    wait.push(w);
                    bsld.push(f64::max((w + r) / f64::max(r, self.tau as f64), 1.0));
                }
            }
        }
        if sim.n > 0 {
            last_end = sim.end_t.iter().copied().max().unwrap_or(self.t0);
        }
        let (t0, t1) = (self.t0, self.t1.unwrap_or(last_end));
        let util = if t1 > t0 {
            let mut busy: i64 = 0;
            for k in 0..sim.n {
                let s = sim.start_t[k];
                if s >= 0 {
                    let e = sim.end_t[k];
                    let stop = if e < 0 { t1 } else { e.min(t1) };
                    busy += (stop - s.max(t0)).max(0) * self.alloc[k];
                }
            }
            busy as f64 / (self.cores_total * (t1 - t0)) as f64
        } else {
            0.0
        };
        let mean_bsld = mean(&bsld);
        let mean_wait_s = mean(&wait);
        let mean_wait_h = if mean_wait_s.is_nan() {
            f64::NAN
        } else {
            mean_wait_s / HOUR as f64
        };
        let mut objective = 0.0;
        for &(term, w) in &self.terms {
            let v = match term {
                Term::Bsld => mean_bsld,
                Term::Wait => mean_wait_h,
                Term::Utilization => -util,
            };
            if !v.is_nan() {
                objective += w * v;
            }
        }
        Exact {
            mean_bsld,
            mean_wait_h,
            actual_utilization: util,
            makespan_s: if any_end { max_end - first_submit } else { 0 },
            objective,
        }
    }

    pub(crate) fn mask_ref(&self) -> &[bool] {
        &self.mask
    }

    pub(crate) fn window_len(&self) -> usize {
        self.window_jobs.len()
    }

    /// The observation's length in floats for a window of `k` jobs.
    pub(crate) fn obs_len(k: usize) -> usize {
        N_CLUSTER + k * N_QUEUE + k + k * N_WORKFLOW + N_CLOCK + k + 1
    }

    /// Write the observation into `out` (cluster, queue, queue_mask, workflows, clock,
    /// action_mask, back to back; [`DispatchCore::obs_len`] floats).
    pub(crate) fn write_obs(&self, out: &mut [f32]) {
        let k = self.window;
        let sim = &self.sim;
        let now = sim.now;
        let total_u = sim.total as f64;
        let tu = total_u as f32;
        let (cluster, rest) = out.split_at_mut(N_CLUSTER);
        cluster[0] = sim.free as f32 / tu;
        for (h, slot) in HORIZONS.iter().zip(cluster[1..9].iter_mut()) {
            *slot = self.free_at(*h) as f32 / tu;
        }
        cluster[9] = if sim.backfill_due {
            total_u as f32 / tu
        } else {
            0.0
        };
        let (queue, rest) = rest.split_at_mut(k * N_QUEUE);
        let (qmask, rest) = rest.split_at_mut(k);
        queue.iter_mut().for_each(|x| *x = 0.0);
        qmask.iter_mut().for_each(|x| *x = 0.0);
        let day = DAY as f64;
        for (r, &i) in self.window_jobs.iter().enumerate() {
            let j = i as usize;
            let row = &mut queue[r * N_QUEUE..(r + 1) * N_QUEUE];
            row.copy_from_slice(&self.static_rows[j * N_QUEUE..(j + 1) * N_QUEUE]);
            row[Q_WAIT] = (now as f64 / day - sim.submit[j] as f64 / day) as f32;
            row[Q_FITS] = if sim.units[j] <= sim.free { 1.0 } else { 0.0 };
            let since = sim.queue.eligible_at(i).unwrap_or(sim.queued_at[j]);
            row[Q_AGE] = ((now - since) as f64 / day) as f32;
            qmask[r] = 1.0;
        }
        let (workflows, rest) = rest.split_at_mut(k * N_WORKFLOW);
        workflows.iter_mut().for_each(|x| *x = 0.0);
        let (clock, amask) = rest.split_at_mut(N_CLOCK);
        let phase = 2.0 * std::f64::consts::PI * now.rem_euclid(DAY) as f64 / day;
        let n_jobs = sim.n.max(1) as f64;
        clock[0] = phase.sin() as f32;
        clock[1] = phase.cos() as f32;
        clock[2] = (now as f64 / day) as f32;
        clock[3] = (self.arrived as f64 / n_jobs) as f32;
        clock[4] = (sim.finished as f64 / n_jobs) as f32;
        clock[5] = f64::min((sim.queue.len() as f64).ln_1p() / 1e4f64.ln_1p(), 1.0) as f32;
        for (x, &m) in amask.iter_mut().zip(&self.mask) {
            *x = if m { 1.0 } else { 0.0 };
        }
    }

    fn cost_at(&self, now: i64) -> f64 {
        let c = &self.cost;
        let mut total = 0.0;
        for &(term, w) in &self.terms {
            let v = match term {
                Term::Bsld => {
                    (c.bsld_done + now as f64 * c.bsld_a - c.bsld_b) / self.n_measured as f64
                }
                Term::Wait => {
                    (c.wait_done + (now * c.wait_n) as f64 - c.wait_s)
                        / self.n_measured as f64
                        / HOUR as f64
                }
                Term::Utilization => {
                    let t1 = self.t1.unwrap_or(c.last_end).max(now);
                    if t1 > self.t0 {
                        -c.core_s / (self.cores_total * (t1 - self.t0)) as f64
                    } else {
                        0.0
                    }
                }
            };
            if !v.is_nan() {
                total += w * v;
            }
        }
        total
    }

    pub(crate) fn apply_action(&mut self, a: usize) -> Result<(), String> {
        self.in_pass = if a == self.window {
            false
        } else {
            let i = *self
                .window_jobs
                .get(a)
                .ok_or_else(|| format!("DispatchCore: action {a} outside the window"))?;
            self.choose(i)?
        };
        Ok(())
    }

    fn can_end(&self) -> bool {
        self.sim.free < self.sim.total
    }

    fn choose(&mut self, i: u32) -> Result<bool, String> {
        if self.sim.fits(i) {
            self.sim.start(i);
            self.account_starts();
            return Ok(true);
        }
        if self.sim.backfill_due {
            self.sim
                .backfill(Some(i))
                .map_err(|e| format!("job index {} can never fit", e.0))?;
            self.account_starts();
        }
        Ok(false)
    }

    fn free_at(&self, h: i64) -> i64 {
        let now = self.sim.now;
        let mut acc = self.sim.free;
        for &(e, i) in &self.sim.run_ends {
            if e.max(now + 1) <= now + h {
                acc += self.sim.units[i as usize];
            }
        }
        acc
    }
}

impl DispatchCore {
    /// `(seconds run, seconds requested)` over the jobs ended so far, if `runtimes`.
    fn used(&self, runtimes: bool) -> Option<(i64, i64)> {
        runtimes.then_some((self.ended.ran, self.ended.asked))
    }

    /// The expected `1 / max(runtime, tau)` of a job requesting `w` seconds, by which its wait
    /// weighs in its bounded slowdown: over the ended jobs of its request class, each
    /// running its class's share of `w`, and the request itself as one more job (the prior).
    fn slowdown_weight(&self, w: i64) -> f64 {
        let tau = self.tau as f64;
        let wf = w as f64;
        let row = &self.runs[req_class(w) * SHARE_CLASSES..][..SHARE_CLASSES];
        let (mut num, mut den) = (1.0 / wf.max(tau), 1.0);
        for (h, &c) in row.iter().enumerate() {
            if c > 0 {
                num += c as f64 / (share(h) * wf).max(tau);
                den += c as f64;
            }
        }
        num / den
    }

    fn base_scores(&self) -> PyResult<(&[f64], f64)> {
        self.base
            .as_ref()
            .map(|(s, t)| (s.as_slice(), *t))
            .ok_or_else(|| PyValueError::new_err("DispatchCore: set_base first"))
    }

    /// The base heuristic's pick in the window: the lowest of the per-job `scores`, the first
    /// in window order among those within `tol` of it (`HeuristicAgent.choose`).
    fn base_choice(&self, scores: &[f64], tol: f64) -> usize {
        let n = self.window_jobs.len();
        if n <= 1 {
            return if n == 0 { self.window } else { 0 };
        }
        let s: Vec<f64> = self
            .window_jobs
            .iter()
            .map(|&i| scores[i as usize])
            .collect();
        let best = s.iter().cloned().fold(f64::INFINITY, f64::min);
        let limit = best + tol * best.abs() + 1e-12;
        s.iter().position(|&x| x <= limit).unwrap_or(0)
    }

    /// The finished run's objective as `batch/metrics.py` `compute` reads it off the schedule
    /// (mean bounded slowdown, mean wait in hours, minus utilization; a term over no job
    /// counts 0), from [`Ended`]. Its sums run in end order, so it may differ from numpy's
    /// pairwise sums in the last bits: the planner compares objectives with a tolerance.
    fn objective(&mut self) -> f64 {
        self.account_ends();
        let e = self.ended;
        let t0 = self.t0;
        let t1 = self.t1.unwrap_or(e.last_end);
        let mut busy = e.busy;
        for k in 0..self.sim.n {
            if self.sim.status[k] == RUNNING {
                busy += (t1 - self.sim.start_t[k].max(t0)).max(0) * self.alloc[k];
            }
        }
        let util = if t1 > t0 {
            busy as f64 / (self.cores_total * (t1 - t0)) as f64
        } else {
            0.0
        };
        let mut total = 0.0;
        for &(term, w) in &self.terms {
            let v = match term {
                Term::Bsld if e.count > 0 => e.bsld / e.count as f64,
                Term::Wait if e.count > 0 => e.wait / e.count as f64 / HOUR as f64,
                Term::Utilization => -util,
                _ => continue,
            };
            total += w * v;
        }
        total
    }
}

#[pymethods]
impl DispatchCore {
    /// Give the planner's base heuristic: its score of every job of the episode and the
    /// relative tolerance within which scores tie (`HeuristicAgent`), kept for the episode.
    fn set_base(&mut self, scores: Vec<f64>, tol: f64) -> PyResult<()> {
        if scores.len() != self.sim.n {
            return Err(PyValueError::new_err(
                "DispatchCore.set_base: one score per job",
            ));
        }
        self.base = Some((scores, tol));
        Ok(())
    }

    /// The planner's options (`Lookahead._options`): the base's pick, then the startable
    /// window jobs by ascending score (window order on a tie), at most `k`.
    fn options(&self, k: usize) -> PyResult<Vec<usize>> {
        let (scores, tol) = self.base_scores()?;
        let first = self.base_choice(scores, tol);
        let mut fits: Vec<(f64, usize)> = self
            .window_jobs
            .iter()
            .enumerate()
            .filter(|&(_, &i)| self.sim.units[i as usize] <= self.sim.free)
            .map(|(r, &i)| (scores[i as usize], r))
            .collect();
        if fits.is_empty() {
            return Ok(vec![first]);
        }
        fits.sort_by(|a, b| {
            a.0.partial_cmp(&b.0)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.1.cmp(&b.1))
        });
        let mut out = vec![first];
        out.extend(fits.iter().map(|&(_, r)| r).filter(|&r| r != first));
        out.truncate(k);
        Ok(out)
    }

    /// The rollout algorithm's estimates (`agents/lookahead.py`): for each first action, the
    /// episode objective after it and then the base heuristic ([`DispatchCore::set_base`]) to
    /// the end, each on a copy; with `online` the copies first forget the future (with
    /// `runtimes`, modelling runtimes by the share of requests the ended jobs used).
    #[args(runtimes = "false")]
    fn rollouts(
        &self,
        py: Python,
        actions: Vec<usize>,
        online: bool,
        runtimes: bool,
    ) -> PyResult<Vec<f64>> {
        if let Some(&a) = actions
            .iter()
            .find(|&&a| a > self.window || (a < self.window && a >= self.window_jobs.len()))
        {
            return Err(PyValueError::new_err(format!(
                "DispatchCore.rollouts: action {a} is not valid now"
            )));
        }
        let mut base = self.compact(online);
        if online {
            base.sim.forget_future(self.used(runtimes));
            if runtimes {
                base.omega = (0..base.sim.n)
                    .map(|k| self.slowdown_weight(base.sim.walltime[k]))
                    .collect();
            }
        }
        let (scores, tol) = {
            let (s, t) = base.base_scores()?;
            (s.to_vec(), t)
        };
        py.allow_threads(|| {
            actions
                .iter()
                .map(|&a| {
                    let mut c = base.clone();
                    c.apply_action(a)?;
                    while !c.next_decision() {
                        let b = c.base_choice(&scores, tol);
                        c.apply_action(b)?;
                    }
                    Ok(c.objective())
                })
                .collect::<Result<Vec<f64>, String>>()
        })
        .map_err(PyValueError::new_err)
    }

    /// The rollout algorithm's estimates over `samples` scenarios of what a scheduler does
    /// not know (`scenario.rs`; `rollout:BASE:K+mcS+arrH` in `agents/lookahead.py`): each
    /// the online copy ([`DispatchCore::rollouts`] with `online`) with, with `mc`, runtimes
    /// drawn from the ended jobs' runtime / request ratios, and with `horizon` > 0 seconds,
    /// arrivals resampled from the recent ones; the objective after each action averaged over
    /// the same scenarios (common random numbers). `kinds`: the base's and the env queue
    /// order's names (fcfs, sjf or f1), for the keys of sampled jobs; `seed` and the state
    /// fix every draw.
    #[args(seed = "0")]
    #[allow(clippy::too_many_arguments)]
    fn rollouts_sampled(
        &self,
        py: Python,
        actions: Vec<usize>,
        samples: usize,
        mc: bool,
        horizon: i64,
        kinds: (String, String),
        seed: u64,
    ) -> PyResult<Vec<f64>> {
        if samples == 0 || horizon < 0 {
            return Err(PyValueError::new_err(format!(
                "DispatchCore.rollouts_sampled: samples must be >= 1 and horizon >= 0, got \
                 {samples} and {horizon}"
            )));
        }
        if let Some(&a) = actions
            .iter()
            .find(|&&a| a > self.window || (a < self.window && a >= self.window_jobs.len()))
        {
            return Err(PyValueError::new_err(format!(
                "DispatchCore.rollouts_sampled: action {a} is not valid now"
            )));
        }
        let (base_kind, queue_kind) = if horizon > 0 {
            (
                Kind::parse(&kinds.0, "base").map_err(PyValueError::new_err)?,
                Kind::parse(&kinds.1, "queue order").map_err(PyValueError::new_err)?,
            )
        } else {
            (Kind::Fcfs, Kind::Fcfs)
        };
        let draw = Draw {
            mc,
            horizon,
            base: base_kind,
            queue: queue_kind,
        };
        let mut online = self.compact(true);
        online.sim.forget_future(None);
        self.base_scores()?;
        let state = [
            seed,
            self.sim.now as u64,
            self.arrived as u64,
            self.sim.finished as u64,
        ];
        let this = self;
        py.allow_threads(|| {
            let mut total = vec![0.0; actions.len()];
            for s in 0..samples {
                let mut rng = Rng::new(&[state[0], state[1], state[2], state[3], s as u64]);
                let sc = this.scenario(&online, draw, &mut rng)?;
                let (scores, tol) = {
                    let (v, t) = sc.base.as_ref().ok_or("DispatchCore: set_base first")?;
                    (v.clone(), *t)
                };
                for (slot, &a) in total.iter_mut().zip(&actions) {
                    let mut c = sc.clone();
                    c.apply_action(a)?;
                    while !c.next_decision() {
                        let b = c.base_choice(&scores, tol);
                        c.apply_action(b)?;
                    }
                    *slot += c.objective();
                }
            }
            Ok(total.iter().map(|t| t / samples as f64).collect())
        })
        .map_err(|e: String| PyValueError::new_err(e))
    }

    /// `weights`: the objective's `(term, weight)` in the env's order (terms "bsld", "wait",
    /// "utilization"); `static_rows`: the observer's per-job static queue features (n x 10);
    /// `tau`: the bounded slowdown's bound.
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        core: BatchCore,
        window: usize,
        weights: Vec<(String, f64)>,
        static_rows: Vec<f32>,
        warmup_end: i64,
        horizon: Option<i64>,
        cores_total: i64,
        unit_cores: i64,
        tau: i64,
    ) -> PyResult<Self> {
        let terms = parse_terms(weights).map_err(PyValueError::new_err)?;
        DispatchCore::build(
            core.into_sim(),
            window,
            terms,
            static_rows,
            warmup_end,
            horizon,
            cores_total,
            unit_cores,
            tau,
        )
        .map_err(PyValueError::new_err)
    }

    /// Advance to the next state where the agent has a choice; True once all jobs ended.
    pub(crate) fn next_decision(&mut self) -> bool {
        let k = self.window;
        loop {
            if self.in_pass {
                let win = if self.sim.free > 0 {
                    let mut q = self.sim.order(Some(k));
                    q.truncate(k);
                    q
                } else {
                    Vec::new()
                };
                if !win.is_empty() {
                    self.mask.iter_mut().for_each(|m| *m = false);
                    self.mask[..win.len()].iter_mut().for_each(|m| *m = true);
                    self.mask[k] = self.can_end();
                    self.window_jobs = win;
                    return false;
                }
            }
            self.in_pass = false;
            if !self.sim.advance() {
                self.window_jobs.clear();
                self.mask.iter_mut().for_each(|m| *m = false);
                self.mask[k] = true;
                return true;
            }
            self.account_ends();
            let now = self.sim.now;
            self.arrive_until(now);
            if let Some(w) = self.waiting {
                if w == (self.sim.finished, self.arrived) {
                    continue;
                }
                self.waiting = None;
            }
            self.in_pass = true;
        }
    }

    /// Carry out valid action `a` (a window job, or `window` to end the pass).
    fn apply(&mut self, a: usize) -> PyResult<()> {
        self.apply_action(a).map_err(PyValueError::new_err)
    }

    /// Let time go on without a choice, if anything can happen (something runs, or a job is
    /// left to arrive); False with nothing changed otherwise.
    pub(crate) fn wait(&mut self) -> bool {
        if !(self.sim.free < self.sim.total || self.arrived < self.sim.n) {
            return false;
        }
        self.in_pass = false;
        self.waiting = Some((self.sim.finished, self.arrived));
        true
    }

    /// Minus the change of the cost estimate since the last reward.
    pub(crate) fn reward(&mut self) -> f64 {
        let c = self.cost_at(self.sim.now);
        let r = self.cost.estimate - c;
        self.cost.estimate = c;
        r
    }

    /// The last reward: brings the episode's sum to minus `exact`.
    pub(crate) fn final_reward(&mut self, exact: f64) -> f64 {
        let r = self.cost.estimate - exact;
        self.cost.estimate = exact;
        r
    }

    /// Write the observation into the float32 buffer at `address` (`len` floats: cluster,
    /// queue, queue_mask, workflows, clock, action_mask, back to back).
    fn observe(&self, address: usize, len: usize) -> PyResult<()> {
        let need = DispatchCore::obs_len(self.window);
        if len != need || address == 0 {
            return Err(PyValueError::new_err(format!(
                "DispatchCore.observe: need a buffer of {need} floats"
            )));
        }
        // SAFETY: the env passes the address of a live, C-contiguous float32 array of `len`.
        let out = unsafe { std::slice::from_raw_parts_mut(address as *mut f32, len) };
        self.write_obs(out);
        Ok(())
    }

    /// Forget what a scheduler cannot know ([`Sim::forget_future`]); with `runtimes`, jobs
    /// run the share of their requests the ended jobs used instead of the requests.
    #[args(runtimes = "false")]
    fn forget_future(&mut self, runtimes: bool) {
        let used = self.used(runtimes);
        self.sim.forget_future(used);
    }

    /// A copy to plan on.
    fn copy(&self) -> Self {
        self.clone()
    }

    /// The episode's whole state as bytes (`snapshot.rs`: little-endian, versioned), what
    /// [`DispatchCore::restore`] takes back: its size is set by the jobs, not by the steps taken.
    fn snapshot<'py>(&self, py: Python<'py>) -> &'py PyBytes {
        let mut w = Writer::default();
        w.header();
        self.put(&mut w);
        PyBytes::new(py, &w.buf)
    }

    /// Become the episode a [`DispatchCore::snapshot`] of the same jobs and window holds;
    /// bytes that are not one (truncated, altered, another episode's) are refused, the core
    /// left as it was.
    fn restore(&mut self, data: &[u8]) -> PyResult<()> {
        let mut r = Reader::new(data);
        let read = r
            .header()
            .and_then(|_| DispatchCore::get(&mut r))
            .and_then(|c| {
                r.finish()?;
                Ok(c)
            });
        let core = read.map_err(|e| PyValueError::new_err(format!("DispatchCore.restore: {e}")))?;
        if core.sim.n != self.sim.n || core.window != self.window {
            return Err(PyValueError::new_err(format!(
                "DispatchCore.restore: a snapshot of {} jobs and window {}, this episode has {} \
                 and {}",
                core.sim.n, core.window, self.sim.n, self.window
            )));
        }
        *self = core;
        Ok(())
    }

    /// The engine's state as a `BatchCore` copy (for the schedule and the per-job columns).
    fn engine(&self) -> BatchCore {
        BatchCore::from_sim(self.sim.clone())
    }

    #[getter]
    fn mask(&self) -> Vec<bool> {
        self.mask.clone()
    }
    #[getter]
    fn window_jobs(&self) -> Vec<u32> {
        self.window_jobs.clone()
    }
    #[getter]
    fn finished(&self) -> usize {
        self.sim.finished
    }
    #[getter]
    fn in_pass(&self) -> bool {
        self.in_pass
    }
    #[getter]
    pub(crate) fn now(&self) -> i64 {
        self.sim.now
    }
    #[getter]
    fn free(&self) -> i64 {
        self.sim.free
    }
    #[getter]
    fn backfill_due(&self) -> bool {
        self.sim.backfill_due
    }

    /// `(start, end, status)` per job, as [`BatchCore::schedule`] gives it (no engine copy).
    fn schedule(&self) -> (Vec<i64>, Vec<i64>, Vec<u8>) {
        BatchCore::schedule_of(&self.sim)
    }

    /// `(start, queued_at)` of the given jobs.
    fn times(&self, jobs: Vec<u32>) -> PyResult<(Vec<i64>, Vec<i64>)> {
        BatchCore::times_of(&self.sim, &jobs)
    }
}

/// A request's class in the runtime model: log2 of its seconds.
fn req_class(w: i64) -> usize {
    ((63 - (w.max(1) as u64).leading_zeros()) as usize).min(REQ_CLASSES - 1)
}

/// A runtime's share class: 0 if it ran its request `w` or more, else `h` for a share in
/// `[2^(-h/2), 2^(-(h-1)/2))` (exact, on integers), at most `SHARE_CLASSES - 1`.
fn share_class(ran: i64, w: i64) -> usize {
    if ran >= w {
        return 0;
    }
    let (r2, w2) = ((ran.max(1) as i128).pow(2), (w as i128).pow(2));
    let mut h = 0;
    while h < SHARE_CLASSES - 1 && (r2 << h) < w2 {
        h += 1;
    }
    h
}

/// The share a class stands for: 1, or the geometric middle `2^(-(2h-1)/4)` of its bounds.
fn share(h: usize) -> f64 {
    if h == 0 {
        1.0
    } else {
        2f64.powi(-(2 * h as i32 - 1)).sqrt().sqrt()
    }
}

impl Snap for Term {
    fn put(&self, w: &mut Writer) {
        w.tag(match self {
            Term::Bsld => 0,
            Term::Wait => 1,
            Term::Utilization => 2,
        });
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(match r.tag(3)? {
            0 => Term::Bsld,
            1 => Term::Wait,
            _ => Term::Utilization,
        })
    }
}

impl Snap for Cost {
    fn put(&self, w: &mut Writer) {
        self.bsld_done.put(w);
        self.bsld_a.put(w);
        self.bsld_b.put(w);
        self.wait_done.put(w);
        self.wait_n.put(w);
        self.wait_s.put(w);
        self.core_s.put(w);
        self.last_end.put(w);
        self.estimate.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(Cost {
            bsld_done: Snap::get(r)?,
            bsld_a: Snap::get(r)?,
            bsld_b: Snap::get(r)?,
            wait_done: Snap::get(r)?,
            wait_n: Snap::get(r)?,
            wait_s: Snap::get(r)?,
            core_s: Snap::get(r)?,
            last_end: Snap::get(r)?,
            estimate: Snap::get(r)?,
        })
    }
}

impl Snap for Ended {
    fn put(&self, w: &mut Writer) {
        self.bsld.put(w);
        self.wait.put(w);
        self.count.put(w);
        self.busy.put(w);
        self.last_end.put(w);
        self.ran.put(w);
        self.asked.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(Ended {
            bsld: Snap::get(r)?,
            wait: Snap::get(r)?,
            count: Snap::get(r)?,
            busy: Snap::get(r)?,
            last_end: Snap::get(r)?,
            ran: Snap::get(r)?,
            asked: Snap::get(r)?,
        })
    }
}

impl Snap for DispatchCore {
    fn put(&self, w: &mut Writer) {
        self.sim.put(w);
        self.window.put(w);
        self.terms.put(w);
        self.m.put(w);
        self.measured.put(w);
        self.n_measured.put(w);
        self.arrived.put(w);
        self.t0.put(w);
        self.t1.put(w);
        self.tau.put(w);
        self.cores_total.put(w);
        self.alloc.put(w);
        self.cost.put(w);
        self.ended.put(w);
        self.static_rows.put(w);
        self.window_jobs.put(w);
        self.mask.put(w);
        self.in_pass.put(w);
        self.waiting.put(w);
        self.base.put(w);
        self.runs.put(w);
        self.omega.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let core = DispatchCore {
            sim: Snap::get(r)?,
            window: Snap::get(r)?,
            terms: Snap::get(r)?,
            m: Snap::get(r)?,
            measured: Snap::get(r)?,
            n_measured: Snap::get(r)?,
            arrived: Snap::get(r)?,
            t0: Snap::get(r)?,
            t1: Snap::get(r)?,
            tau: Snap::get(r)?,
            cores_total: Snap::get(r)?,
            alloc: Snap::get(r)?,
            cost: Snap::get(r)?,
            ended: Snap::get(r)?,
            static_rows: Snap::get(r)?,
            window_jobs: Snap::get(r)?,
            mask: Snap::get(r)?,
            in_pass: Snap::get(r)?,
            waiting: Snap::get(r)?,
            base: Snap::get(r)?,
            runs: Snap::get(r)?,
            omega: Snap::get(r)?,
        };
        let n = core.sim.n;
        let sized = core.m.len() == n
            && core.measured.len() == n
            && core.alloc.len() == n
            && core.static_rows.len() == n * N_QUEUE
            && core.mask.len() == core.window + 1
            && core.arrived <= n
            && core.window_jobs.iter().all(|&i| (i as usize) < n)
            && core.base.as_ref().map_or(true, |(s, _)| s.len() == n)
            && (core.omega.is_empty() || core.omega.len() == n)
            && (core.runs.is_empty() || core.runs.len() == REQ_CLASSES * SHARE_CLASSES);
        if sized {
            Ok(core)
        } else {
            Err(format!(
                "the episode's columns do not all hold its {n} jobs"
            ))
        }
    }
}
