//! `DispatchVec`: N episodes of `hpcgym/Dispatch-v0` stepped in one call, each one
//! [`DispatchCore`] (`envs/dispatch/vector.py` is its Python side), writing observations,
//! rewards, flags and end-of-episode metrics into buffers Python allocated once (PufferLib's
//! layout). `WindowSource` carves a trace window's episode from the trace's columns, so an
//! autoreset builds no Python object.

use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::batch::{make_config, make_queue, Ints};
use crate::dispatch::{parse_terms, DispatchCore, Term};
use crate::engine::sim::{Backfill, Sim};
use crate::policy::Order;
use crate::snapshot::{Reader, Snap, Writer, VEC_MAGIC};

const DAY: f64 = 86_400.0;
/// Per sub-env flags: terminated, truncated, began an episode, took an invalid action.
pub const N_FLAGS: usize = 4;
/// Per sub-env end-of-episode values: objective, mean_bsld, mean_wait_h,
/// actual_utilization, makespan_s, default_steps.
pub const N_ENDS: usize = 6;
/// Per-job static observation columns (`QUEUE` of `envs/batch_window/observation.py`).
const N_QUEUE: usize = 10;

/// A trace's per-job columns, in the trace's order, and what an episode of its windows needs:
/// the queue keys that do not move with a window's time origin (SJF's walltime, UNICEP's
/// log2 cores, multifactor's size factor, all from the Python queue), the observer's static
/// rows (their `submit` column recomputed per window) and the env's settings.
#[pyclass(module = "hpcgym._core")]
#[derive(Clone)]
pub struct WindowSource {
    submit: Vec<i64>,
    cores: Vec<i64>,
    walltime: Vec<i64>,
    runtime: Vec<i64>,
    units: Vec<i64>,
    keys: Option<Vec<f64>>,
    aux: Option<Vec<f64>>,
    static_rows: Vec<f32>,
    submit_col: usize,
    total: i64,
    order: Order,
    backfill: Backfill,
    depth: Option<usize>,
    bf_interval: i64,
    grace: i64,
    window: usize,
    terms: Vec<(Term, f64)>,
    cores_total: i64,
    unit_cores: i64,
    tau: i64,
}

impl WindowSource {
    /// The episode of jobs `[start, start + len)`, submit times from the first one's.
    fn carve(&self, start: usize, len: usize) -> Result<DispatchCore, String> {
        let end = start
            .checked_add(len)
            .filter(|&e| e <= self.submit.len() && len > 0)
            .ok_or_else(|| {
                format!(
                    "WindowSource: no window of {len} jobs at {start} in {} jobs",
                    self.submit.len()
                )
            })?;
        let t0 = self.submit[start];
        let submit: Vec<i64> = self.submit[start..end].iter().map(|&s| s - t0).collect();
        let walltime = self.walltime[start..end].to_vec();
        let slice = |v: &Option<Vec<f64>>| v.as_ref().map(|v| v[start..end].to_vec());
        let queue = make_queue(
            self.order,
            len,
            slice(&self.keys),
            slice(&self.aux),
            &submit,
            self.cores[start..end].to_vec(),
            walltime.clone(),
            None,
            None,
        )?;
        let config = make_config(self.backfill, self.depth, self.bf_interval, self.grace);
        let mut rows = self.static_rows[start * N_QUEUE..end * N_QUEUE].to_vec();
        for (r, &s) in submit.iter().enumerate() {
            rows[r * N_QUEUE + self.submit_col] = (s as f64 / DAY) as f32;
        }
        let sim = Sim::new(
            submit,
            walltime,
            &self.runtime[start..end],
            self.units[start..end].to_vec(),
            self.total,
            queue,
            config,
        );
        DispatchCore::build(
            sim,
            self.window,
            self.terms.clone(),
            rows,
            0,
            None,
            self.cores_total,
            self.unit_cores,
            self.tau,
        )
    }
}

#[pymethods]
impl WindowSource {
    /// The columns as `BatchCore` takes them (`priority` not "static" with F1's keys, which
    /// move with the window's origin), `static_rows` (n x 10) and the env's window, objective
    /// weights and cluster constants as `DispatchCore` takes them.
    #[new]
    #[allow(clippy::too_many_arguments)]
    #[args(
        keys = "None",
        aux = "None",
        depth = "None",
        bf_interval = "0",
        grace = "0"
    )]
    fn new(
        submit: Ints,
        cores: Ints,
        walltime: Ints,
        runtime: Ints,
        units: Ints,
        total: i64,
        priority: String,
        backfill: String,
        static_rows: Vec<f32>,
        submit_col: usize,
        window: usize,
        weights: Vec<(String, f64)>,
        cores_total: i64,
        unit_cores: i64,
        tau: i64,
        keys: Option<Vec<f64>>,
        aux: Option<Vec<f64>>,
        depth: Option<usize>,
        bf_interval: i64,
        grace: i64,
    ) -> PyResult<Self> {
        let (submit, cores, walltime, runtime, units) =
            (submit.0, cores.0, walltime.0, runtime.0, units.0);
        let n = submit.len();
        let lengths = [cores.len(), walltime.len(), runtime.len(), units.len()];
        if lengths.iter().any(|&l| l != n) || static_rows.len() != n * N_QUEUE {
            return Err(PyValueError::new_err(
                "WindowSource: per-job columns of different lengths",
            ));
        }
        if submit.windows(2).any(|p| p[1] < p[0]) || submit_col >= N_QUEUE {
            return Err(PyValueError::new_err(
                "WindowSource: jobs must come in submit order",
            ));
        }
        let err = |e: String| PyValueError::new_err(format!("WindowSource: {e}"));
        let order: Order = priority.parse().map_err(err)?;
        let backfill: Backfill = backfill.parse().map_err(err)?;
        make_queue(
            order,
            n,
            keys.clone(),
            aux.clone(),
            &[],
            Vec::new(),
            Vec::new(),
            None,
            None,
        )
        .map_err(err)?;
        Ok(WindowSource {
            submit,
            cores,
            walltime,
            runtime,
            units,
            keys,
            aux,
            static_rows,
            submit_col,
            total,
            order,
            backfill,
            depth,
            bf_interval,
            grace,
            window,
            terms: parse_terms(weights).map_err(PyValueError::new_err)?,
            cores_total,
            unit_cores,
            tau,
        })
    }

    /// The episode of the window of `len` jobs from job `start` (not yet advanced).
    fn episode(&self, start: usize, len: usize) -> PyResult<DispatchCore> {
        self.carve(start, len).map_err(PyValueError::new_err)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Invalid {
    Raise,
    Noop,
    Penalty,
    Fallback,
}

/// Addresses of the arrays Python allocated once (numpy, C-contiguous): observations
/// (N x obs_len float32), actions (N int64), rewards (N float64), flags (N x 4 bool) and
/// end-of-episode values (N x 6 float64).
#[derive(Clone, Copy, Default)]
struct Buffers {
    obs: usize,
    actions: usize,
    rewards: usize,
    flags: usize,
    ends: usize,
}

/// N dispatch episodes and the buffers their steps write.
#[pyclass(module = "hpcgym._core")]
pub struct DispatchVec {
    envs: Vec<Option<DispatchCore>>,
    /// Installed and not yet advanced: the next step begins it (Gymnasium's next-step
    /// autoreset) instead of taking an action.
    fresh: Vec<bool>,
    steps: Vec<u64>,
    default_steps: Vec<u64>,
    window: usize,
    obs_len: usize,
    max_steps: Option<u64>,
    invalid: Invalid,
    penalty: f64,
    source: Option<WindowSource>,
    buf: Option<Buffers>,
}

impl DispatchVec {
    fn core(&mut self, i: usize) -> PyResult<&mut DispatchCore> {
        self.envs
            .get_mut(i)
            .and_then(|c| c.as_mut())
            .ok_or_else(|| PyIndexError::new_err(format!("DispatchVec: no episode in sub-env {i}")))
    }

    /// Why action `a` of sub-env `i` is not valid (None: it is).
    fn invalid_reason(&self, i: usize, a: i64) -> Option<String> {
        let core = self.envs[i].as_ref()?;
        let n = self.window + 1;
        let mask = core.mask_ref();
        if a >= 0 && (a as usize) < n && mask[a as usize] {
            return None;
        }
        let why = if a < 0 || a as usize >= n {
            format!("action {a} out of range: Discrete({n}) takes 0..{}", n - 1)
        } else if a as usize == self.window {
            format!(
                "action {a} (end the pass) is masked: nothing is running at t={}, so ending \
                 the pass would stall the machine",
                core.now()
            )
        } else {
            format!(
                "action {a} is masked: the window holds {} startable jobs at t={}",
                core.window_len(),
                core.now()
            )
        };
        let valid: Vec<String> = (0..n).filter(|&k| mask[k]).map(|k| k.to_string()).collect();
        Some(format!(
            "sub-env {i}: {why} (valid actions: [{}])",
            valid.join(", ")
        ))
    }

    /// One sub-env's step (its action already checked under "raise"); its rows written.
    fn step_one(&mut self, i: usize, a: i64, b: Buffers) -> Result<(), String> {
        let (k, obs_len) = (self.window, self.obs_len);
        // SAFETY: `bind` checked the buffers' sizes; Python keeps the arrays alive and
        // C-contiguous while this object holds their addresses.
        let obs = unsafe {
            std::slice::from_raw_parts_mut((b.obs as *mut f32).add(i * obs_len), obs_len)
        };
        let flags = unsafe {
            std::slice::from_raw_parts_mut((b.flags as *mut u8).add(i * N_FLAGS), N_FLAGS)
        };
        let reward = unsafe { &mut *(b.rewards as *mut f64).add(i) };
        flags.iter_mut().for_each(|f| *f = 0);
        let core = self.envs[i]
            .as_mut()
            .ok_or_else(|| format!("DispatchVec: no episode in sub-env {i}"))?;
        if self.fresh[i] {
            if core.next_decision() {
                return Err(format!("sub-env {i}: the episode has no decision to make"));
            }
            self.fresh[i] = false;
            self.steps[i] = 0;
            self.default_steps[i] = 0;
            core.write_obs(obs);
            *reward = 0.0;
            flags[2] = 1;
            return Ok(());
        }
        let valid = a >= 0 && (a as usize) <= k && core.mask_ref()[a as usize];
        self.steps[i] += 1;
        let mut act = if valid {
            Some(a as usize)
        } else if self.invalid == Invalid::Fallback {
            Some(0)
        } else {
            None
        };
        if act.is_none() && !core.wait() {
            act = Some(0);
            self.default_steps[i] += 1;
        }
        if let Some(a) = act {
            core.apply_action(a)?;
        }
        let terminated = core.next_decision();
        let truncated = !terminated && self.max_steps.map_or(false, |m| self.steps[i] >= m);
        if truncated {
            loop {
                core.apply_action(0)?;
                self.default_steps[i] += 1;
                if core.next_decision() {
                    break;
                }
            }
        }
        *reward = if terminated || truncated {
            let ex = core.exact();
            let ends = unsafe {
                std::slice::from_raw_parts_mut((b.ends as *mut f64).add(i * N_ENDS), N_ENDS)
            };
            ends.copy_from_slice(&[
                ex.objective,
                ex.mean_bsld,
                ex.mean_wait_h,
                ex.actual_utilization,
                ex.makespan_s as f64,
                self.default_steps[i] as f64,
            ]);
            core.final_reward(ex.objective)
        } else {
            core.reward()
        };
        if !valid && self.invalid == Invalid::Penalty {
            *reward -= self.penalty;
        }
        flags[0] = terminated as u8;
        flags[1] = truncated as u8;
        flags[3] = !valid as u8;
        core.write_obs(obs);
        Ok(())
    }
}

#[pymethods]
impl DispatchVec {
    /// `num_envs` sub-envs of a `window`-job window; `max_steps`, `invalid_action` and
    /// `invalid_penalty` as the env takes them; `source` carves trace windows.
    #[new]
    #[args(source = "None")]
    fn new(
        num_envs: usize,
        window: usize,
        max_steps: Option<u64>,
        invalid_action: &str,
        invalid_penalty: f64,
        source: Option<WindowSource>,
    ) -> PyResult<Self> {
        let invalid = match invalid_action {
            "raise" => Invalid::Raise,
            "noop" => Invalid::Noop,
            "penalty" => Invalid::Penalty,
            "fallback" => Invalid::Fallback,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "DispatchVec: unknown invalid_action {invalid_action:?}"
                )))
            }
        };
        if source.as_ref().map_or(false, |s| s.window != window) {
            return Err(PyValueError::new_err(
                "DispatchVec: the source's window differs",
            ));
        }
        Ok(DispatchVec {
            envs: vec![None; num_envs],
            fresh: vec![false; num_envs],
            steps: vec![0; num_envs],
            default_steps: vec![0; num_envs],
            window,
            obs_len: DispatchCore::obs_len(window),
            max_steps,
            invalid,
            penalty: invalid_penalty,
            source,
            buf: None,
        })
    }

    /// Hold the buffers' addresses, each checked against its length (observations: N x
    /// obs_len float32; actions: N int64; rewards: N float64; flags: N x 4 bytes; ends: N x 6
    /// float64).
    fn bind(
        &mut self,
        obs: (usize, usize),
        actions: (usize, usize),
        rewards: (usize, usize),
        flags: (usize, usize),
        ends: (usize, usize),
    ) -> PyResult<()> {
        let n = self.envs.len();
        let want = [
            (obs, n * self.obs_len, "obs"),
            (actions, n, "actions"),
            (rewards, n, "rewards"),
            (flags, n * N_FLAGS, "flags"),
            (ends, n * N_ENDS, "ends"),
        ];
        for ((addr, len), need, name) in want {
            if addr == 0 || len != need {
                return Err(PyValueError::new_err(format!(
                    "DispatchVec.bind: {name} needs {need} elements, got {len}"
                )));
            }
        }
        self.buf = Some(Buffers {
            obs: obs.0,
            actions: actions.0,
            rewards: rewards.0,
            flags: flags.0,
            ends: ends.0,
        });
        Ok(())
    }

    /// Put a built episode in sub-env `i`; the next step (or `begin`) starts it.
    fn install(&mut self, i: usize, core: DispatchCore) -> PyResult<()> {
        let slot = self
            .envs
            .get_mut(i)
            .ok_or_else(|| PyIndexError::new_err(format!("DispatchVec: no sub-env {i}")))?;
        *slot = Some(core);
        self.fresh[i] = true;
        Ok(())
    }

    /// Put the source's window of `len` jobs from job `start` in sub-env `i`.
    fn carve(&mut self, i: usize, start: usize, len: usize) -> PyResult<()> {
        let source = self
            .source
            .as_ref()
            .ok_or_else(|| PyValueError::new_err("DispatchVec: no window source"))?;
        let core = source.carve(start, len).map_err(PyValueError::new_err)?;
        self.install(i, core)
    }

    /// Start sub-env `i`'s installed episode now (a reset): advance it to its first
    /// decision and write its observation row.
    fn begin(&mut self, i: usize) -> PyResult<()> {
        let b = self
            .buf
            .ok_or_else(|| PyValueError::new_err("DispatchVec: bind the buffers first"))?;
        if !self.fresh.get(i).copied().unwrap_or(false) {
            return Err(PyValueError::new_err(format!(
                "DispatchVec: sub-env {i} has no new episode to begin"
            )));
        }
        self.step_one(i, 0, b).map_err(PyValueError::new_err)
    }

    /// Step every sub-env with its action from the actions buffer (a sub-env whose episode
    /// ended on the last step begins its next one instead); under "raise" an invalid action
    /// leaves every sub-env as it was.
    fn step(&mut self, py: Python) -> PyResult<()> {
        let b = self
            .buf
            .ok_or_else(|| PyValueError::new_err("DispatchVec: bind the buffers first"))?;
        let n = self.envs.len();
        // SAFETY: see `step_one`.
        let actions = unsafe { std::slice::from_raw_parts(b.actions as *const i64, n) };
        if self.invalid == Invalid::Raise {
            for (i, &a) in actions.iter().enumerate() {
                if self.fresh[i] {
                    continue;
                }
                if let Some(why) = self.invalid_reason(i, a) {
                    return Err(PyValueError::new_err(why));
                }
            }
        }
        py.allow_threads(|| {
            for (i, &a) in actions.iter().enumerate() {
                self.step_one(i, a, b)?;
            }
            Ok(())
        })
        .map_err(|e: String| PyValueError::new_err(e))
    }

    /// Every sub-env's state as bytes (`snapshot.rs`): whether its episode is installed and
    /// not yet begun, its step and default-step counters and its episode (`DispatchCore`'s
    /// snapshot); the settings and the window source are the Python side's to rebuild.
    fn snapshot<'py>(&self, py: Python<'py>) -> &'py PyBytes {
        let mut w = Writer::default();
        w.header_of(VEC_MAGIC);
        self.window.put(&mut w);
        self.envs.len().put(&mut w);
        for i in 0..self.envs.len() {
            self.fresh[i].put(&mut w);
            self.steps[i].put(&mut w);
            self.default_steps[i].put(&mut w);
            self.envs[i].put(&mut w);
        }
        PyBytes::new(py, &w.buf)
    }

    /// Take back the sub-envs of a [`DispatchVec::snapshot`] of as many sub-envs of the same
    /// window; bytes that are not one are refused and the sub-envs left as they were.
    fn restore(&mut self, data: &[u8]) -> PyResult<()> {
        let err = |e: String| PyValueError::new_err(format!("DispatchVec.restore: {e}"));
        let mut r = Reader::new(data);
        r.header_of(VEC_MAGIC, "DispatchVec").map_err(err)?;
        let (window, n) = (
            usize::get(&mut r).map_err(err)?,
            usize::get(&mut r).map_err(err)?,
        );
        if window != self.window || n != self.envs.len() {
            return Err(err(format!(
                "a snapshot of {n} sub-envs of window {window}, this one has {} of window {}",
                self.envs.len(),
                self.window
            )));
        }
        let mut subs = Vec::with_capacity(n);
        for _ in 0..n {
            let fresh = bool::get(&mut r).map_err(err)?;
            let steps = u64::get(&mut r).map_err(err)?;
            let default_steps = u64::get(&mut r).map_err(err)?;
            let core = Option::<DispatchCore>::get(&mut r).map_err(err)?;
            if core
                .as_ref()
                .map_or(false, |c| c.mask_ref().len() != window + 1)
            {
                return Err(err(format!(
                    "a sub-env's episode is not of window {window}"
                )));
            }
            subs.push((fresh, steps, default_steps, core));
        }
        r.finish().map_err(err)?;
        for (i, (fresh, steps, default_steps, core)) in subs.into_iter().enumerate() {
            self.fresh[i] = fresh;
            self.steps[i] = steps;
            self.default_steps[i] = default_steps;
            self.envs[i] = core;
        }
        Ok(())
    }

    /// Sub-env `i`'s episode (a copy), e.g. for a planner.
    fn episode(&mut self, i: usize) -> PyResult<DispatchCore> {
        Ok(self.core(i)?.clone())
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.envs.len()
    }
}
