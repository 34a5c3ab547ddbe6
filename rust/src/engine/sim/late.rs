//! Jobs submitted while the simulation runs (`Simulator.submit` in Python): a job appended to
//! the columns takes the next index and arrives at its submit time, after the jobs before it
//! that arrive then (the Python agenda's late arrivals keep their job order, and come after
//! the workload's own arrivals at their timestamp).
//!
//! The compiled engine keeps every arrival on one cursor over submit-ordered columns, so late
//! jobs must come in submit order (what the drivers with explicit stops do: each submits at the
//! time it decides, and time only moves on); a job out of that order is refused.

use std::cmp::Reverse;

use crate::engine::moab::MoabClass;

use super::{Sim, DONE, KILLED, PENDING, RUNNING};

/// A job given to [`Sim::submit_late`]: its columns and the inputs its queue order ranks by.
#[derive(Clone, Copy, Debug)]
pub struct LateJob {
    pub submit: i64,
    pub cores: i64,
    pub walltime: i64,
    pub runtime: i64,
    pub units: i64,
    /// The static key (SJF, F1) or multifactor's size factor; unused by the other orders.
    pub key: f64,
    /// UNICEP's log2 of the cores; unused by the other orders.
    pub aux: f64,
    /// Its Moab class (rate, group, limit; None: the queue's default); unused by the other
    /// orders.
    pub class: Option<MoabClass>,
}

impl Sim {
    /// Submit `job` now: it takes the next index (returned) and arrives at its submit time,
    /// which may not be before `now` nor before the last job's (see the module's note).
    pub fn submit_late(&mut self, job: LateJob) -> Result<u32, String> {
        let last = self.submit.last().copied();
        if job.submit < self.now || last.map_or(false, |s| job.submit < s) {
            return Err(format!(
                "t={}: a job submitted at {} comes before now or before the last job's \
                 submit time ({}); the compiled engine takes late jobs in submit order",
                self.now,
                job.submit,
                last.unwrap_or(self.now)
            ));
        }
        if job.units <= 0 || job.units > self.total || job.walltime <= 0 || job.runtime <= 0 {
            return Err(format!(
                "t={}: a late job needs 0 < units <= {}, walltime > 0 and runtime > 0",
                self.now, self.total
            ));
        }
        let i = self.n as u32;
        let limit = job.walltime + self.config.grace;
        self.submit.push(job.submit);
        self.walltime.push(job.walltime);
        self.units.push(job.units);
        self.duration.push(job.runtime.min(limit));
        self.will_kill.push(job.runtime > limit);
        self.start_t.push(-1);
        self.end_t.push(-1);
        self.queued_at.push(-1);
        self.status.push(PENDING);
        self.queue.push_job(
            job.key,
            job.aux,
            job.submit,
            job.cores,
            job.walltime,
            job.class,
        );
        if !self.parents.is_empty() {
            self.parents.push(Vec::new());
            self.children.push(Vec::new());
            self.blocked.push(0);
        }
        if self.shapes.is_some() {
            // the shapes index ranks a fixed set of jobs: conservative scans every examined
            // job from now on (the same starts, tested against it)
            self.shapes = None;
            self.rank = Vec::new();
            self.plan = Default::default();
        }
        self.n += 1;
        self.n_static = self.n;
        self.quiet_until = 0; // as Simulator._acted: a pass may follow the submission
        Ok(i)
    }

    /// When running job `i` is killed at its limit (None: it ends by itself, or is not running).
    pub fn kill_at(&self, i: u32) -> Option<i64> {
        let k = i as usize;
        (k < self.n && self.start_t[k] >= 0 && self.will_kill[k])
            .then(|| self.start_t[k] + self.walltime[k] + self.config.grace)
    }

    /// The first time after `since` at which a job started so far ends (its actual end).
    pub fn first_end_after(&self, since: i64) -> Option<i64> {
        (0..self.n)
            .filter(|&k| self.start_t[k] >= 0)
            .map(|k| self.start_t[k] + self.duration[k])
            .filter(|&e| e > since)
            .min()
    }

    /// Job `i`, not ended, runs `runtime` seconds in all (killed at its limit if that is
    /// longer): a planner's copy given a drawn runtime (`Simulator.set_runtime`). A running
    /// job keeps its start and its end moves, which must not fall before now.
    pub fn set_runtime(&mut self, i: u32, runtime: i64) -> Result<(), String> {
        let k = i as usize;
        if k >= self.n || self.status[k] == DONE || self.status[k] == KILLED {
            return Err(format!("set_runtime: job {i} has ended or does not exist"));
        }
        if runtime < 0 {
            return Err(format!(
                "set_runtime: job {i}'s runtime {runtime} is negative"
            ));
        }
        let limit = self.walltime[k] + self.config.grace;
        self.duration[k] = runtime.min(limit);
        self.will_kill[k] = runtime > limit;
        if self.status[k] == RUNNING {
            let end = self.start_t[k] + self.duration[k];
            if end < self.now {
                return Err(format!(
                    "set_runtime: running job {i} would end at {end}, before now ({})",
                    self.now
                ));
            }
            let ends: Vec<(i64, u32)> = self.ends.drain().map(|r| r.0).collect();
            self.ends = ends
                .into_iter()
                .map(|(t, j)| Reverse(if j == i { (end, j) } else { (t, j) }))
                .collect();
        }
        Ok(())
    }

    /// Requested unit-seconds of the jobs waiting (arrived, not started).
    pub fn backlog(&self) -> i64 {
        (0..self.n)
            .filter(|&k| self.status[k] == super::WAITING)
            .map(|k| self.units[k] * self.walltime[k])
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Backfill, Config};
    use super::*;
    use crate::engine::queue::Queue;

    fn job(submit: i64, walltime: i64, runtime: i64, units: i64) -> LateJob {
        LateJob {
            submit,
            cores: units,
            walltime,
            runtime,
            units,
            key: 0.0,
            aux: 0.0,
            class: None,
        }
    }

    fn empty(backfill: Backfill, total: i64) -> Sim {
        let config = Config {
            backfill,
            depth: None,
            bf_interval: 0,
            grace: 0,
        };
        let q = Queue::Fcfs(Vec::new());
        Sim::new(Vec::new(), Vec::new(), &[], Vec::new(), total, q, config)
    }

    /// Jobs submitted one by one while running make the schedule of the same jobs given up
    /// front (submit order, so the indices agree).
    #[test]
    fn late_jobs_schedule_as_the_same_jobs_given_up_front() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut below = |n: u64| {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            (seed.wrapping_mul(0x2545_f491_4f6c_dd1d) % n) as i64
        };
        for case in 0..500 {
            let backfill = [Backfill::None, Backfill::Easy, Backfill::Conservative][case % 3];
            let total = 1 + below(12);
            let n = 1 + below(40) as usize;
            let mut t = 0;
            let mut jobs = Vec::new();
            for _ in 0..n {
                t += below(20);
                let w = 1 + below(50);
                jobs.push(job(t, w, 1 + below(w as u64 + 10), 1 + below(total as u64)));
            }
            let config = empty(backfill, total).config;
            let col = |f: fn(&LateJob) -> i64| jobs.iter().map(f).collect::<Vec<i64>>();
            let runtime = col(|j| j.runtime);
            let mut given = Sim::new(
                col(|j| j.submit),
                col(|j| j.walltime),
                &runtime,
                col(|j| j.units),
                total,
                Queue::Fcfs(Vec::new()),
                config,
            );
            given.run(None).unwrap();
            let mut late = empty(backfill, total);
            let mut next = 0;
            loop {
                // submit each job when the clock has run every event before its time
                let r = jobs.get(next).map(|j| j.submit);
                late.until = r.map(|r| r - 1);
                if late.advance() {
                    late.pass().unwrap();
                    continue;
                }
                match r {
                    Some(r) => {
                        while next < n && jobs[next].submit == r {
                            assert_eq!(late.submit_late(jobs[next]), Ok(next as u32));
                            next += 1;
                        }
                    }
                    None => break,
                }
            }
            assert_eq!(late.start_t, given.start_t, "case {case}");
            assert_eq!(late.end_t, given.end_t, "case {case}");
            assert!(late.submit_late(job(late.now - 1, 1, 1, 1)).is_err());
        }
    }
}
