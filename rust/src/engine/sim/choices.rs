//! Workflows submitted in a mode chosen at their arrival (`hpcgym.batch.choices` in Python):
//! the workload holds every variant of such a workflow; [`Sim::advance`] stops when the first
//! job of one arrives, and [`Sim::decide`] settles it: the chosen variant's jobs arrive as
//! any job does, the others are withdrawn unseen (counted as finished, never queued).

use super::{NeverFits, Sim, PENDING, WITHDRAWN};

impl Sim {
    /// Mark `jobs` as submission variants whose choice is pending (before the run starts).
    pub fn set_undecided(&mut self, jobs: &[u32]) -> Result<(), String> {
        if self.next > 0 {
            return Err("submission choices are set before the run starts".into());
        }
        let mut undecided = vec![false; self.n];
        for &i in jobs {
            *undecided
                .get_mut(i as usize)
                .ok_or_else(|| format!("job index {i} is not one of the {} jobs", self.n))? = true;
        }
        self.undecided = if jobs.is_empty() {
            Vec::new()
        } else {
            undecided
        };
        Ok(())
    }

    /// Settle a pending choice: `kept` (the chosen variant's jobs, none when the workflow is
    /// declined) arrive as usual, `withdrawn` never do.
    pub fn decide(&mut self, kept: &[u32], withdrawn: &[u32]) -> Result<(), String> {
        for &i in kept.iter().chain(withdrawn) {
            let k = i as usize;
            if !self.undecided.get(k).copied().unwrap_or(false) {
                return Err(format!(
                    "t={}: job index {i} has no submission choice pending",
                    self.now
                ));
            }
            debug_assert!(self.status[k] == PENDING && k >= self.next);
        }
        for &i in kept {
            self.undecided[i as usize] = false;
        }
        for &i in withdrawn {
            let k = i as usize;
            self.undecided[k] = false;
            self.status[k] = WITHDRAWN;
            self.finished += 1;
        }
        if self.awaiting.map_or(false, |a| !self.undecided[a as usize]) {
            self.awaiting = None;
        }
        Ok(())
    }

    /// Run events with a native pass at each stop until a job whose choice is pending arrives
    /// (its index) or every event up to `until` is done (None).
    pub fn run_to_choice(&mut self) -> Result<Option<u32>, NeverFits> {
        while self.advance() {
            if let Some(a) = self.awaiting {
                return Ok(Some(a));
            }
            self.pass()?;
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Backfill, Config, DONE};
    use super::*;
    use crate::engine::queue::Queue;

    fn sim(submit: Vec<i64>, runtime: &[i64], units: Vec<i64>, total: i64) -> Sim {
        let n = submit.len();
        let config = Config {
            backfill: Backfill::Easy,
            depth: None,
            bf_interval: 0,
            grace: 0,
        };
        Sim::new(
            submit,
            vec![100; n],
            runtime,
            units,
            total,
            Queue::Fcfs(Vec::new()),
            config,
        )
    }

    /// Jobs 1 and 2 are two variants of one workflow arriving at t=5; job 0 runs from 0 to
    /// 10 on 2 of 4 units. Choosing job 2 (3 units) makes it wait for job 0's end; job 1
    /// never runs, and the end comes with every job finished.
    #[test]
    fn a_choice_stops_at_the_arrival_and_withdraws_the_other_variant() {
        let mut s = sim(vec![0, 5, 5], &[10, 7, 7], vec![2, 1, 3], 4);
        s.set_undecided(&[1, 2]).unwrap();
        assert_eq!(s.run_to_choice().unwrap(), Some(1));
        assert_eq!(s.now, 5);
        assert_eq!(s.start_t[0], 0);
        s.decide(&[2], &[1]).unwrap();
        assert_eq!(s.awaiting, None);
        assert_eq!(s.run_to_choice().unwrap(), None);
        assert_eq!((s.start_t[1], s.status[1]), (-1, WITHDRAWN));
        assert_eq!((s.start_t[2], s.end_t[2], s.status[2]), (10, 17, DONE));
        assert_eq!(s.finished, 3);
    }

    /// Declining withdraws every variant; a job not pending cannot be decided.
    #[test]
    fn declining_withdraws_every_variant_and_only_pending_jobs_are_decided() {
        let mut s = sim(vec![0, 5, 5], &[10, 7, 7], vec![2, 1, 3], 4);
        s.set_undecided(&[1, 2]).unwrap();
        assert_eq!(s.run_to_choice().unwrap(), Some(1));
        assert!(s.decide(&[0], &[]).is_err());
        s.decide(&[], &[1, 2]).unwrap();
        assert!(s.decide(&[], &[1]).is_err());
        assert_eq!(s.run_to_choice().unwrap(), None);
        assert_eq!(s.finished, 3);
        assert_eq!(s.end_t[0], 10);
    }
}
