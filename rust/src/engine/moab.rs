//! Moab's waiting queue as NERSC ran it on Edison (rodrigo2018 §3.1.3, Table 2), as
//! `MoabPriority` in `hpcgym/batch/moab.py` keeps it: each job gains its execution queue's
//! priority P at every pass (t = 0, I, 2I, ...) from when it became eligible, and only the
//! first E jobs of a (user, queue) group are eligible; the others are hidden from every pass
//! until a place frees (a job of the group starts, or with `until_end` ends).
//!
//! A job eligible at `e` holds the key `(rate * ((e - 1) div I), e, i)`; at `now` its priority
//! is `rate * (now div I) - key.0`, so within one rate the order is fixed and each rate keeps
//! one sorted list; [`Moab::order`] merges the few lists by `(key.0 - rate * K, e, i)`.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::pick;
use super::queue::ABSENT;
use crate::snapshot::{Reader, Snap, Writer};

/// An eligible job's place in its rate's list: `((rate * b, eligible time), job)`.
type Entry = ((i64, i64), u32);

/// A job's class: priority gained per pass, its group and the group's limit (-1: none).
pub type MoabClass = (i64, i64, i64);

#[derive(Clone, Debug)]
pub struct Moab {
    interval: i64,
    until_end: bool,
    /// The class of a job given while running with no job to copy it from.
    default_rate: i64,
    /// Per job: priority gained per pass, its group (`ABSENT`: no limit) and the group's
    /// eligible-job limit as that job's class gives it.
    rate: Vec<i64>,
    group: Vec<u32>,
    limit: Vec<i64>,
    /// Per job: hidden beyond its group's limit; started holding its group's place until it
    /// ends (`until_end`); when it became eligible (-1: it is not).
    hidden: Vec<bool>,
    running: Vec<bool>,
    eligible: Vec<i64>,
    key: Vec<(i64, i64)>,
    /// Per group: eligible (and, with `until_end`, running) jobs; hidden jobs by index (some
    /// lazily left after a reservation took them, which the compiled engine never does).
    count: Vec<i64>,
    waiting: Vec<BinaryHeap<Reverse<u32>>>,
    /// Per distinct rate, its eligible jobs in their fixed order.
    lists: Vec<(i64, Vec<Entry>)>,
    len: usize,
}

impl Moab {
    /// The queue over jobs of per-job `rate`, `group` (-1: none) and `limit` (-1: none; a job
    /// with either is never held back), passes every `interval` seconds.
    pub fn new(
        rate: Vec<i64>,
        group: Vec<i64>,
        limit: Vec<i64>,
        interval: i64,
        until_end: bool,
        default_rate: i64,
    ) -> Result<Moab, String> {
        let n = rate.len();
        if group.len() != n || limit.len() != n {
            return Err("moab needs a rate, group and limit per job".into());
        }
        if interval < 1 {
            return Err("moab: the pass interval must be >= 1 s".into());
        }
        let mut groups = 0usize;
        let group: Vec<u32> = group
            .iter()
            .zip(&limit)
            .map(|(&g, &l)| {
                if g < 0 || l < 0 {
                    ABSENT
                } else {
                    groups = groups.max(g as usize + 1);
                    g as u32
                }
            })
            .collect();
        if groups >= ABSENT as usize {
            return Err("moab: too many groups".into());
        }
        Ok(Moab {
            interval,
            until_end,
            default_rate,
            rate,
            group,
            limit,
            hidden: vec![false; n],
            running: vec![false; n],
            eligible: vec![-1; n],
            key: vec![(0, 0); n],
            count: vec![0; groups],
            waiting: vec![BinaryHeap::new(); groups],
            lists: Vec::new(),
            len: 0,
        })
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// When eligible job `i` became eligible (the age the observation reports).
    pub fn eligible_at(&self, i: u32) -> Option<i64> {
        let e = self.eligible[i as usize];
        (e >= 0).then_some(e)
    }

    /// Waiting jobs beyond their group's limit.
    pub fn hidden(&self) -> usize {
        self.hidden.iter().filter(|&&h| h).count()
    }

    pub fn add(&mut self, i: u32, now: i64) {
        let k = i as usize;
        if self.running[k] {
            // back from a reservation that took it (`until_end`)
            self.running[k] = false;
            self.release(self.group[k], now);
        }
        self.len += 1;
        let g = self.group[k];
        if g == ABSENT || self.count[g as usize] < self.limit[k] {
            self.make_eligible(i, now);
        } else {
            self.waiting[g as usize].push(Reverse(i));
            self.hidden[k] = true;
        }
    }

    /// Job `i` leaves the queue at `now` (it starts).
    pub fn remove(&mut self, i: u32, now: i64) {
        let k = i as usize;
        self.len -= 1;
        if self.hidden[k] {
            self.hidden[k] = false;
            return;
        }
        let entry = (self.key[k], i);
        let s = self.slot(self.rate[k]);
        let list = &mut self.lists[s].1;
        let p = list.partition_point(|&x| x < entry);
        list.remove(p);
        self.eligible[k] = -1;
        let g = self.group[k];
        if g == ABSENT {
            return;
        }
        if self.until_end {
            self.running[k] = true;
        } else {
            self.release(g, now);
        }
    }

    /// Job `i` ended or was killed at `now` (`until_end`: its group's place frees).
    pub fn finished(&mut self, i: u32, now: i64) {
        let k = i as usize;
        if self.running[k] {
            self.running[k] = false;
            self.release(self.group[k], now);
        }
    }

    /// Eligible jobs, highest priority first (at least the first `limit`), into `out`.
    pub fn order(&self, now: i64, limit: Option<usize>, out: &mut Vec<u32>) {
        let passes = now.div_euclid(self.interval);
        let live: Vec<(i64, &Vec<Entry>)> = self
            .lists
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(r, v)| (r * passes, v))
            .collect();
        let total: usize = live.iter().map(|(_, v)| v.len()).sum();
        let want = limit.map_or(total, |l| l.min(total));
        if live.len() == 1 {
            out.extend(live[0].1[..want].iter().map(|&(_, i)| i));
            return;
        }
        let mut pos = vec![0usize; live.len()];
        while out.len() < want {
            let mut best: Option<((i64, i64, u32), usize)> = None;
            for (c, &(shift, v)) in live.iter().enumerate() {
                if let Some(&((k0, e), i)) = v.get(pos[c]) {
                    let key = (k0 - shift, e, i);
                    if best.map_or(true, |(b, _)| key < b) {
                        best = Some((key, c));
                    }
                }
            }
            let (key, c) = best.expect("fewer jobs than counted");
            out.push(key.2);
            pos[c] += 1;
        }
    }

    /// Job `i`'s class: its rate, group and limit (-1: none), as [`Moab::new`] takes them.
    pub fn class_of(&self, i: u32) -> MoabClass {
        let k = i as usize;
        let g = self.group[k];
        if g == ABSENT {
            (self.rate[k], -1, -1)
        } else {
            (self.rate[k], g as i64, self.limit[k])
        }
    }

    /// Room for one more job, given while running, of `class` (a group not seen yet gets its
    /// place; None: the default rate and no limit).
    pub fn push_job(&mut self, class: Option<MoabClass>) {
        let (r, g, l) = class.unwrap_or((self.default_rate, -1, -1));
        let g = if g < 0 || l < 0 {
            ABSENT
        } else {
            let gk = g as usize;
            if gk >= self.count.len() {
                self.count.resize(gk + 1, 0);
                self.waiting.resize(gk + 1, BinaryHeap::new());
            }
            g as u32
        };
        self.rate.push(r);
        self.group.push(g);
        self.limit.push(l);
        self.hidden.push(false);
        self.running.push(false);
        self.eligible.push(-1);
        self.key.push((0, 0));
    }

    /// The queue of a compact copy keeping the jobs `kept`, which `map` re-indexes (waiting and
    /// running jobs are all kept, and keep their relative order).
    pub fn remapped(&self, map: &[u32], kept: &[usize]) -> Moab {
        let waiting = self
            .waiting
            .iter()
            .map(|h| {
                h.iter()
                    .filter(|r| self.hidden[r.0 as usize])
                    .map(|r| Reverse(map[r.0 as usize]))
                    .collect()
            })
            .collect();
        let lists = self
            .lists
            .iter()
            .map(|(r, v)| (*r, v.iter().map(|&(k, i)| (k, map[i as usize])).collect()))
            .collect();
        Moab {
            interval: self.interval,
            until_end: self.until_end,
            default_rate: self.default_rate,
            rate: pick(&self.rate, kept),
            group: pick(&self.group, kept),
            limit: pick(&self.limit, kept),
            hidden: pick(&self.hidden, kept),
            running: pick(&self.running, kept),
            eligible: pick(&self.eligible, kept),
            key: pick(&self.key, kept),
            count: self.count.clone(),
            waiting,
            lists,
            len: self.len,
        }
    }

    /// Whether every per-job column covers the jobs `0..n` and every job held is one of them.
    pub fn jobs_below(&self, n: usize) -> bool {
        let cols = [
            self.rate.len(),
            self.group.len(),
            self.limit.len(),
            self.hidden.len(),
            self.running.len(),
            self.eligible.len(),
            self.key.len(),
        ];
        let groups = self.count.len();
        cols.iter().all(|&l| l >= n)
            && self.waiting.len() == groups
            && self.group[..n]
                .iter()
                .all(|&g| g == ABSENT || (g as usize) < groups)
            && self.waiting.iter().flatten().all(|r| (r.0 as usize) < n)
            && self
                .lists
                .iter()
                .flat_map(|(_, v)| v)
                .all(|&(_, i)| (i as usize) < n)
    }

    fn slot(&self, rate: i64) -> usize {
        self.lists
            .iter()
            .position(|(r, _)| *r == rate)
            .expect("an eligible job's rate has its list")
    }

    fn make_eligible(&mut self, i: u32, now: i64) {
        let k = i as usize;
        let r = self.rate[k];
        // passes at t = 0, I, 2I, ...: a job eligible at e gains at those in [e, now]
        let b = (now - 1).div_euclid(self.interval);
        let key = (r * b, now);
        let s = match self.lists.iter().position(|(x, _)| *x == r) {
            Some(s) => s,
            None => {
                self.lists.push((r, Vec::new()));
                self.lists.len() - 1
            }
        };
        let list = &mut self.lists[s].1;
        let entry = (key, i);
        if list.last().map_or(true, |&l| l < entry) {
            list.push(entry);
        } else {
            let p = list.partition_point(|&x| x < entry);
            list.insert(p, entry);
        }
        self.key[k] = key;
        self.eligible[k] = now;
        let g = self.group[k];
        if g != ABSENT {
            self.count[g as usize] += 1;
        }
    }

    /// A place of group `g` frees at `now`: its first hidden jobs become eligible while room.
    fn release(&mut self, g: u32, now: i64) {
        let gk = g as usize;
        self.count[gk] -= 1;
        while let Some(&Reverse(i)) = self.waiting[gk].peek() {
            let k = i as usize;
            if !self.hidden[k] {
                self.waiting[gk].pop();
                continue;
            }
            if self.count[gk] >= self.limit[k] {
                break;
            }
            self.waiting[gk].pop();
            self.hidden[k] = false;
            self.make_eligible(i, now);
        }
    }
}

impl Snap for Moab {
    fn put(&self, w: &mut Writer) {
        self.interval.put(w);
        self.until_end.put(w);
        self.default_rate.put(w);
        self.rate.put(w);
        self.group.put(w);
        self.limit.put(w);
        self.hidden.put(w);
        self.running.put(w);
        self.eligible.put(w);
        self.key.put(w);
        self.count.put(w);
        self.waiting.put(w);
        self.lists.put(w);
        self.len.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let m = Moab {
            interval: Snap::get(r)?,
            until_end: Snap::get(r)?,
            default_rate: Snap::get(r)?,
            rate: Snap::get(r)?,
            group: Snap::get(r)?,
            limit: Snap::get(r)?,
            hidden: Snap::get(r)?,
            running: Snap::get(r)?,
            eligible: Snap::get(r)?,
            key: Snap::get(r)?,
            count: Snap::get(r)?,
            waiting: Snap::get(r)?,
            lists: Snap::get(r)?,
            len: Snap::get(r)?,
        };
        if m.interval < 1 {
            return Err("a moab queue's pass interval below 1 s".into());
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Worked by hand: interval 30, debug (P=1, E=2) and low (P=-3) jobs of one user.
    #[test]
    fn priority_grows_per_pass_and_the_limit_hides_the_third_job() {
        // jobs 0..2 debug of group 0 (E = 2), job 3 low (P = -3, no group), job 4 P = 0
        let mut q = Moab::new(
            vec![1, 1, 1, -3, 0],
            vec![0, 0, 0, -1, -1],
            vec![2, 2, 2, -1, -1],
            30,
            false,
            0,
        )
        .unwrap();
        let order = |q: &Moab, now| {
            let mut out = Vec::new();
            q.order(now, None, &mut out);
            out
        };
        q.add(3, 0); // low, eligible at 0: gains -3 at t = 0
        q.add(4, 5); // P = 0, eligible at 5
        q.add(0, 10);
        q.add(1, 10);
        q.add(2, 10); // hidden: group 0 holds 2
        assert_eq!(q.hidden(), 1);
        assert_eq!(q.len(), 5);
        // t = 20: no pass since 10; priorities 0, 0 (debug), -3 (low), 0 (job 4)
        assert_eq!(order(&q, 20), vec![4, 0, 1, 3]);
        // t = 30: the debug jobs gain 1, the low job is at -6
        assert_eq!(order(&q, 30), vec![0, 1, 4, 3]);
        let mut head = Vec::new();
        q.order(30, Some(1), &mut head);
        assert_eq!(head, vec![0]);
        // job 0 starts at 40: job 2 becomes eligible then (priority 0 until t = 60)
        q.remove(0, 40);
        assert_eq!(q.hidden(), 0);
        assert_eq!(q.eligible_at(2), Some(40));
        assert_eq!(order(&q, 40), vec![1, 4, 2, 3]);
        assert_eq!(order(&q, 60), vec![1, 2, 4, 3]);
    }

    #[test]
    fn until_end_frees_the_place_when_the_job_ends() {
        let mut q = Moab::new(vec![0, 0], vec![7, 7], vec![1, 1], 10, true, 0).unwrap();
        q.add(0, 0);
        q.add(1, 0);
        assert_eq!(q.hidden(), 1);
        q.remove(0, 5);
        assert_eq!(q.hidden(), 1, "the running job still holds the place");
        q.finished(0, 9);
        assert_eq!(q.hidden(), 0);
        assert_eq!(q.eligible_at(1), Some(9));
    }
}
