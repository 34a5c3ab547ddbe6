//! The online planner's sampled scenarios (`DispatchCore::rollouts_sampled`,
//! `rollout:BASE:K+mcS+arrH` in `agents/lookahead.py`): what a scheduler does not know, drawn
//! from what it has seen. Runtimes: each unfinished job's request times the runtime / request
//! ratio of a recently ended job (a running job's from those that outlast what it has run).
//! Arrivals: jobs over the next `horizon` seconds, their gaps and shapes resampled from the
//! recent arrivals. Every draw comes from a generator seeded by the planner's seed and the
//! state, so a run is reproducible and every candidate sees the same scenarios.

use super::DispatchCore;
use crate::engine::queue::Queue;
use crate::engine::sim::{LateJob, DONE, KILLED, PENDING, RUNNING, WAITING};

/// The recent jobs the draws come from: the last this many arrived.
pub(super) const RECENT: usize = 2_000;
/// Draws of an ended job (a running job's: of one that outlasts it) before giving up on it.
const TRIES: usize = 32;
/// At most this many sampled arrivals in one scenario.
const MAX_ARRIVALS: usize = 4 * RECENT;
const DAY: f64 = 86_400.0;

/// The splitmix64 generator (Steele, Lea & Flood 2014): small, fast, and the same everywhere.
pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new(parts: &[u64]) -> Rng {
        let mut r = Rng(0x9e37_79b9_7f4a_7c15);
        for &p in parts {
            r.0 ^= p;
            r.next();
        }
        r
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi` (`lo < hi`).
    fn below(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo) as u64) as usize
    }
}

/// A heuristic's part that depends on the submit time, for the keys and scores of sampled jobs:
/// a sampled job copies a seen job's shape, so its key is the seen job's with this part
/// replaced. FCFS ranks by submit (days, as the observation's column), SJF not at all, F1 by
/// `870 log10(submit)` (carastan2017; `log10(0.1)` at time 0). Moab's queue keys a job by its
/// class, which a sampled job copies (`arrivals`), and its head as a base scores every job
/// alike: no part moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Kind {
    Fcfs,
    Sjf,
    F1,
    Moab,
}

impl Kind {
    pub(super) fn parse(name: &str, what: &str) -> Result<Kind, String> {
        match name {
            "fcfs" => Ok(Kind::Fcfs),
            "sjf" => Ok(Kind::Sjf),
            "f1" => Ok(Kind::F1),
            "moab" => Ok(Kind::Moab),
            _ => Err(format!(
                "DispatchCore.rollouts_sampled: sampled arrivals need a {what} of fcfs, sjf, \
                 f1 (their keys are fixed at submission) or moab, not {name:?}"
            )),
        }
    }

    fn submit_part(self, submit: i64, days: bool) -> f64 {
        match self {
            Kind::Fcfs if days => submit as f64 / DAY,
            Kind::Fcfs | Kind::Sjf | Kind::Moab => 0.0,
            Kind::F1 => 870.0 * (if submit > 0 { submit as f64 } else { 0.1 }).log10(),
        }
    }

    /// The key of a job of `key` submitted at `from`, were it submitted at `to`.
    fn moved(self, key: f64, from: i64, to: i64, days: bool) -> f64 {
        match self {
            Kind::Fcfs if !days => key,
            _ => key - self.submit_part(from, days) + self.submit_part(to, days),
        }
    }
}

/// How a scenario is drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct Draw {
    pub mc: bool,
    pub horizon: i64,
    /// The planner's base (its scores) and the env's queue order (its keys).
    pub base: Kind,
    pub queue: Kind,
}

impl DispatchCore {
    /// A recently ended job's runtime / request, one above `floor` if given (None: none found).
    fn ratio(&self, rng: &mut Rng, floor: Option<f64>) -> Option<f64> {
        let hi = self.arrived;
        let lo = hi.saturating_sub(RECENT);
        if hi == lo {
            return None;
        }
        let sim = &self.sim;
        for _ in 0..TRIES {
            let k = rng.below(lo, hi);
            if sim.status[k] == DONE || sim.status[k] == KILLED {
                let r = (sim.end_t[k] - sim.start_t[k]) as f64 / sim.walltime[k] as f64;
                if floor.map_or(true, |f| r > f) {
                    return Some(r);
                }
            }
        }
        None
    }

    /// A runtime for a job requesting `w` seconds: `w` times a drawn ratio (at least 1 s, at
    /// most the request and the grace), or `w` when no ended job gives one.
    fn runtime(&self, rng: &mut Rng, w: i64) -> i64 {
        let grace = self.sim.config.grace;
        self.ratio(rng, None)
            .map_or(w, |r| ((r * w as f64).round() as i64).clamp(1, w + grace))
    }

    /// One scenario: the online copy `online` (compact, future forgotten) with what `draw`
    /// samples, from this (the whole episode's) state.
    pub(super) fn scenario(
        &self,
        online: &DispatchCore,
        draw: Draw,
        rng: &mut Rng,
    ) -> Result<DispatchCore, String> {
        let mut sc = online.clone();
        let grace = self.sim.config.grace;
        if draw.mc {
            let now = sc.sim.now;
            let mut d = vec![-1i64; sc.sim.n];
            for (k, slot) in d.iter_mut().enumerate() {
                let w = sc.sim.walltime[k];
                *slot = match sc.sim.status[k] {
                    PENDING | WAITING => self.runtime(rng, w),
                    RUNNING => {
                        let ran = now - sc.sim.start_t[k];
                        self.ratio(rng, Some(ran as f64 / w as f64))
                            .map_or(-1, |r| ((r * w as f64).ceil() as i64).min(w + grace))
                    }
                    _ => -1,
                };
            }
            sc.sim.redraw(|k, _| d[k]);
        }
        if draw.horizon > 0 {
            self.arrivals(&mut sc, draw, rng)?;
        }
        Ok(sc)
    }

    /// Sampled arrivals over `draw.horizon` seconds into `sc`: gaps between consecutive recent
    /// arrivals, shapes (request, width) of recent jobs.
    fn arrivals(&self, sc: &mut DispatchCore, draw: Draw, rng: &mut Rng) -> Result<(), String> {
        let hi = self.arrived;
        let lo = hi.saturating_sub(RECENT);
        if hi < lo + 2 {
            return Ok(());
        }
        let sim = &self.sim;
        let (scores, _) = self.base.as_ref().ok_or("DispatchCore: set_base first")?;
        let keys: Option<&Vec<f64>> = match &sim.queue {
            Queue::Static { key, .. } => Some(key),
            _ => None,
        };
        // a sampled job of a Moab queue takes the class of the job it copies
        let moab = match &sim.queue {
            Queue::Moab(m) => Some(m),
            _ => None,
        };
        let (now, stop) = (sim.now, sim.now.saturating_add(draw.horizon));
        let mut t = now;
        for _ in 0..MAX_ARRIVALS {
            let g = rng.below(lo + 1, hi);
            t = (t + sim.submit[g] - sim.submit[g - 1]).max(now + 1);
            if t > stop {
                break;
            }
            let j = rng.below(lo, hi);
            let w = sim.walltime[j];
            let run = if draw.mc { self.runtime(rng, w) } else { w };
            let key = keys.map_or(0.0, |k| draw.queue.moved(k[j], sim.submit[j], t, false));
            sc.sim.submit_late(LateJob {
                submit: t,
                cores: self.alloc[j],
                walltime: w,
                runtime: run,
                units: sim.units[j],
                key,
                aux: 0.0,
                class: moab.map(|m| m.class_of(j as u32)),
            })?;
            sc.m.push(run.max(self.tau));
            sc.measured.push(true);
            sc.alloc.push(self.alloc[j]);
            if let Some((s, _)) = sc.base.as_mut() {
                s.push(draw.base.moved(scores[j], sim.submit[j], t, true));
            }
        }
        Ok(())
    }
}
