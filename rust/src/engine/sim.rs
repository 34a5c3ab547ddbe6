//! The batch simulator's kernel and native passes, as `hpcgym/batch/simulator.py` and
//! `hpcgym/batch/policies.py` define them for plain jobs (no workflows, reservations, ticks).
//!
//! Event order at one timestamp: completions and kills, then arrivals, then one scheduling
//! pass; ties between jobs go to the earlier index. A pass is due at a timestamp with events
//! when jobs wait and units are free; with `bf_interval` > 0 a pass is also due at its
//! multiples, and only those passes backfill (Slurm's `bf_interval`).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::backfill::{shadow, starts_on, Profile, Reach, Shapes};
use super::pick;
use super::pools::Pools;
use super::queue::Queue;
use crate::snapshot::{Reader, Snap, Writer};

mod choices;
mod late;
pub use late::LateJob;

pub const PENDING: u8 = 0;
pub const WAITING: u8 = 1;
pub const RUNNING: u8 = 2;
pub const DONE: u8 = 3;
pub const KILLED: u8 = 4;
pub const CANCELLED: u8 = 5;
pub const WITHDRAWN: u8 = 6;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Backfill {
    None,
    Easy,
    Conservative,
}

/// A native policy's mechanism: its backfill pass, depth, interval and over-time grace.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub backfill: Backfill,
    pub depth: Option<usize>,
    pub bf_interval: i64,
    pub grace: i64,
}

/// A job that can never fit the machine (the wrapper checks widths, so this is a bug).
#[derive(Debug)]
pub struct NeverFits(pub u32);

#[derive(Clone, Debug)]
pub struct Sim {
    pub config: Config,
    pub n: usize,
    pub submit: Vec<i64>,
    pub walltime: Vec<i64>,
    pub units: Vec<i64>,
    pub duration: Vec<i64>,
    pub will_kill: Vec<bool>,
    pub start_t: Vec<i64>,
    pub end_t: Vec<i64>,
    pub queued_at: Vec<i64>,
    pub status: Vec<u8>,
    pub total: i64,
    pub free: i64,
    pub now: i64,
    pub backfill_due: bool,
    /// Backfill ticks before this time would change nothing ([`Sim::quiet_ticks`]).
    pub quiet_until: i64,
    pub finished: usize,
    /// Running jobs by requested end `(start + walltime, job)`, sorted: what backfilling plans by.
    pub run_ends: Vec<(i64, u32)>,
    ends: BinaryHeap<Reverse<(i64, u32)>>,
    next: usize,
    n_static: usize,
    pub queue: Queue,
    /// `afterok` dependencies: each job's parents and children, and the count of unfinished
    /// parents of each job held back by them (0: not held).
    parents: Vec<Vec<u32>>,
    children: Vec<Vec<u32>>,
    blocked: Vec<u32>,
    n_blocked: usize,
    /// Events after this time are left undone (`until`).
    pub until: Option<i64>,
    /// Jobs started and jobs ended since the owner last drained them (the env's events).
    pub started: Vec<u32>,
    pub ended: Vec<u32>,
    pub record: bool,
    /// Conservative backfilling under an order fixed per job (FCFS, static keys): the waiting
    /// jobs' shapes by rank in that order (`rank`: each job's, empty for FCFS's identity).
    shapes: Option<Shapes>,
    rank: Vec<u32>,
    /// That pass's plan, kept for the next one while nothing it assumed has changed.
    plan: Plan,
    /// GPUs, memory or partitions counted beside the units (None: the units alone, and the
    /// scalar passes); their passes are `pools.rs`'s.
    pub pools: Option<Box<Pools>>,
    /// The jobs of submission variants whose choice is pending (`choices.rs`; empty: none),
    /// and the one whose arrival stopped [`Sim::advance`] for the choice.
    undecided: Vec<bool>,
    pub awaiting: Option<u32>,
}

/// A conservative pass's reservations, kept across passes (`Sim::conservative`): the profile
/// of the running jobs and of the reservations of the waiting jobs ranked below `end` (all of
/// them), and each reserved job's slot. A later pass plans the same for those jobs as long as
/// every job since ended at its requested end, started at its slot, and arrived ranked at or
/// after `end`, and no reserved job's slot passed unstarted; it then plans only the jobs
/// after them; a job ranked after them may also start anywhere it fits the profile (it
/// delays none of them, conservative backfilling's guarantee). Anything else drops the plan
/// and the next pass plans afresh.
#[derive(Clone, Debug, Default)]
struct Plan {
    valid: bool,
    profile: Profile,
    /// The shapes' last slots, as [`Sim::conservative`] keeps them within a pass.
    found: Vec<(i64, i64, i64)>,
    /// The reserved jobs by slot, and each job's slot under the plan of generation `gen`.
    due: BinaryHeap<Reverse<(i64, u32)>>,
    end: usize,
    gen: u32,
    mark: Vec<u32>,
    slot: Vec<i64>,
}

impl Plan {
    /// No plan yet, room for the slots of `n` jobs.
    fn sized(n: usize) -> Plan {
        Plan {
            mark: vec![u32::MAX; n],
            slot: vec![0; n],
            ..Plan::default()
        }
    }

    fn drop_all(&mut self) {
        self.valid = false;
    }

    /// An empty plan (its profile to be refilled), no job's slot kept from before.
    fn afresh(&mut self) {
        self.due.clear();
        self.found.clear();
        self.gen += 1;
        if self.gen == u32::MAX {
            self.mark.iter_mut().for_each(|m| *m = u32::MAX);
            self.gen = 0;
        }
    }

    fn slot_of(&self, i: u32) -> Option<i64> {
        let k = i as usize;
        (self.mark.get(k) == Some(&self.gen)).then(|| self.slot[k])
    }
}

impl Sim {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        submit: Vec<i64>,
        walltime: Vec<i64>,
        runtime: &[i64],
        units: Vec<i64>,
        total: i64,
        queue: Queue,
        config: Config,
    ) -> Self {
        let n = submit.len();
        let mut duration = Vec::with_capacity(n);
        let mut will_kill = Vec::with_capacity(n);
        for k in 0..n {
            let limit = walltime[k] + config.grace;
            duration.push(runtime[k].min(limit));
            will_kill.push(runtime[k] > limit);
        }
        let now = if n > 0 { submit[0] } else { 0 };
        let mut sim = Sim {
            config,
            n,
            submit,
            walltime,
            units,
            duration,
            will_kill,
            start_t: vec![-1; n],
            end_t: vec![-1; n],
            queued_at: vec![-1; n],
            status: vec![PENDING; n],
            total,
            free: total,
            now,
            backfill_due: config.bf_interval == 0,
            quiet_until: 0,
            finished: 0,
            run_ends: Vec::new(),
            ends: BinaryHeap::new(),
            next: 0,
            n_static: n,
            queue,
            parents: Vec::new(),
            children: Vec::new(),
            blocked: Vec::new(),
            n_blocked: 0,
            until: None,
            started: Vec::new(),
            ended: Vec::new(),
            record: false,
            shapes: None,
            rank: Vec::new(),
            plan: Plan::default(),
            pools: None,
            undecided: Vec::new(),
            awaiting: None,
        };
        sim.index_shapes();
        sim
    }

    /// Count `pools` beside the units (before the run starts): every pass then checks each
    /// resource, and conservative backfilling plans over vectors.
    pub fn set_pools(&mut self, pools: Pools) {
        self.pools = Some(Box::new(pools));
        self.index_shapes();
    }

    /// Index the waiting jobs' shapes when a conservative pass can use them (an order fixed
    /// per job); leave them out otherwise.
    fn index_shapes(&mut self) {
        self.shapes = None;
        self.rank = Vec::new();
        self.plan = Plan::default();
        if self.config.backfill != Backfill::Conservative || self.pools.is_some() {
            return;
        }
        match &self.queue {
            Queue::Fcfs(_) => {}
            Queue::Static { key, .. } => {
                let mut by: Vec<u32> = (0..self.n as u32).collect();
                by.sort_unstable_by(|&a, &b| {
                    let (x, y) = ((key[a as usize], a), (key[b as usize], b));
                    x.0.partial_cmp(&y.0)
                        .unwrap_or(std::cmp::Ordering::Equal)
                        .then(x.1.cmp(&y.1))
                });
                self.rank = vec![0; self.n];
                for (r, &i) in by.iter().enumerate() {
                    self.rank[i as usize] = r as u32;
                }
            }
            _ => return,
        }
        let mut shapes = Shapes::new(self.n);
        for p in 0..self.queue.len() {
            let i = self.queue_at(p);
            let k = i as usize;
            shapes.set(self.rank_of(i), self.units[k], self.walltime[k]);
        }
        self.shapes = Some(shapes);
        self.plan = Plan::sized(self.n);
    }

    fn rank_of(&self, i: u32) -> usize {
        if self.rank.is_empty() {
            i as usize
        } else {
            self.rank[i as usize] as usize
        }
    }

    /// The waiting job at position `p` of an order fixed per job (FCFS, static keys).
    fn queue_at(&self, p: usize) -> u32 {
        match &self.queue {
            Queue::Fcfs(q) => q[p],
            Queue::Static { items, .. } => items[p].1,
            _ => unreachable!("only orders fixed per job are indexed"),
        }
    }

    /// The position in such an order of the waiting job at `rank`.
    fn position_of_rank(&self, rank: usize) -> usize {
        match &self.queue {
            Queue::Fcfs(q) => q.partition_point(|&x| (x as usize) < rank),
            Queue::Static { items, .. } => {
                items.partition_point(|&(_, i)| (self.rank[i as usize] as usize) < rank)
            }
            _ => unreachable!("only orders fixed per job are indexed"),
        }
    }

    /// Give the jobs' `afterok` parents (indices), `parents[i]` for job `i`.
    pub fn set_parents(&mut self, parents: Vec<Vec<u32>>) {
        let mut children = vec![Vec::new(); self.n];
        for (k, ps) in parents.iter().enumerate() {
            for &p in ps {
                children[p as usize].push(k as u32);
            }
        }
        self.blocked = vec![0; self.n];
        self.parents = parents;
        self.children = children;
    }

    /// Jobs held back by unfinished parents.
    pub fn held(&self) -> usize {
        self.n_blocked
    }

    /// A simulation of no job (what a finished engine is left with).
    pub fn empty() -> Self {
        let config = Config {
            backfill: Backfill::None,
            depth: None,
            bf_interval: 0,
            grace: 0,
        };
        Sim::new(
            Vec::new(),
            Vec::new(),
            &[],
            Vec::new(),
            1,
            Queue::Fcfs(Vec::new()),
            config,
        )
    }

    /// Jobs that have arrived so far.
    pub fn arrived(&self) -> usize {
        self.next
    }

    /// Run events until a pass is due (true) or every job has ended (false). With submission
    /// choices, also true when a job whose choice is pending arrives ([`Sim::awaiting`]): the
    /// events before it at that time are done, the rest wait for [`Sim::decide`].
    pub fn advance(&mut self) -> bool {
        let interval = self.config.bf_interval;
        loop {
            let mut t: Option<i64> = self.ends.peek().map(|r| r.0 .0);
            let nxt = self.next;
            if nxt < self.n_static && t.map_or(true, |t| self.submit[nxt] < t) {
                t = Some(self.submit[nxt]);
            }
            let event_t = t;
            if interval > 0 && self.free > 0 && self.queue.len() > 0 {
                let mut bf = Some((self.now.div_euclid(interval) + 1) * interval);
                let quiet = self.quiet_until;
                if bf.map_or(false, |b| b < quiet) {
                    bf = if quiet == i64::MAX {
                        None
                    } else {
                        Some(-((-quiet).div_euclid(interval)) * interval)
                    };
                }
                if let Some(bf) = bf {
                    if t.map_or(true, |t| bf < t) {
                        t = Some(bf);
                    }
                }
            }
            let t = match t {
                Some(t) if self.until.map_or(true, |u| t <= u) => t,
                _ => return false,
            };
            self.now = t;
            if event_t == Some(t) {
                self.quiet_until = 0;
            }
            while let Some(&Reverse((e, i))) = self.ends.peek() {
                if e != t {
                    break;
                }
                self.ends.pop();
                self.complete(i);
            }
            let mut nxt = self.next;
            while nxt < self.n_static && self.submit[nxt] == t {
                if !self.undecided.is_empty() {
                    if self.undecided[nxt] {
                        self.next = nxt;
                        self.awaiting = Some(nxt as u32);
                        return true;
                    }
                    if self.status[nxt] == WITHDRAWN {
                        nxt += 1;
                        continue;
                    }
                }
                self.arrive(nxt as u32);
                nxt += 1;
            }
            self.next = nxt;
            if interval > 0 {
                self.backfill_due = t.rem_euclid(interval) == 0;
            }
            if self.free > 0 && self.queue.len() > 0 {
                return true;
            }
        }
    }

    fn complete(&mut self, i: u32) {
        let k = i as usize;
        self.end_t[k] = self.now;
        if self.plan.valid && self.now != self.start_t[k] + self.walltime[k] {
            self.plan.drop_all();
        }
        self.free += self.units[k];
        if let Some(p) = self.pools.as_mut() {
            p.give(k);
        }
        let key = (self.start_t[k] + self.walltime[k], i);
        let p = self.run_ends.partition_point(|&x| x < key);
        self.run_ends.remove(p);
        self.finished += 1;
        let killed = self.will_kill[k];
        self.status[k] = if killed { KILLED } else { DONE };
        self.queue.finished(i, self.now);
        if self.record {
            self.ended.push(i);
        }
        if self.children.is_empty() {
            return;
        }
        for c in std::mem::take(&mut self.children[k]) {
            let ck = c as usize;
            if self.blocked[ck] > 0 {
                if killed {
                    self.cancel(c);
                } else {
                    self.blocked[ck] -= 1;
                    if self.blocked[ck] == 0 {
                        self.n_blocked -= 1;
                        self.enqueue(c);
                    }
                }
            }
            self.children[k].push(c);
        }
    }

    /// A job arrives: it waits in the queue, or is held by unfinished parents, or is cancelled
    /// if one of them was killed or cancelled (Slurm's `afterok`).
    fn arrive(&mut self, i: u32) {
        let k = i as usize;
        if !self.parents.is_empty() && !self.parents[k].is_empty() {
            let ps = &self.parents[k];
            if ps
                .iter()
                .any(|&p| matches!(self.status[p as usize], KILLED | CANCELLED))
            {
                self.cancel(i);
                return;
            }
            let pending = ps
                .iter()
                .filter(|&&p| self.status[p as usize] != DONE)
                .count() as u32;
            if pending > 0 {
                self.blocked[k] = pending;
                self.n_blocked += 1;
                return;
            }
        }
        self.enqueue(i);
    }

    /// A job whose parent was killed never becomes eligible, nor do its held children.
    fn cancel(&mut self, i: u32) {
        let k = i as usize;
        if self.blocked[k] > 0 {
            self.blocked[k] = 0;
            self.n_blocked -= 1;
        }
        self.status[k] = CANCELLED;
        self.finished += 1;
        for c in self.children[k].clone() {
            if self.blocked[c as usize] > 0 {
                self.cancel(c);
            }
        }
    }

    fn enqueue(&mut self, i: u32) {
        let k = i as usize;
        self.queued_at[k] = self.now;
        self.status[k] = WAITING;
        self.queue.add(i, self.now);
        if self.shapes.is_some() {
            let (r, u, w) = (self.rank_of(i), self.units[k], self.walltime[k]);
            if self.plan.valid && r < self.plan.end {
                self.plan.drop_all();
            }
            if let Some(s) = self.shapes.as_mut() {
                s.set(r, u, w);
            }
        }
    }

    /// Whether waiting job `i` may start now.
    pub fn fits(&self, i: u32) -> bool {
        let k = i as usize;
        self.status[k] == WAITING
            && self.units[k] <= self.free
            && self.pools.as_ref().map_or(true, |p| p.fits(k))
    }

    /// Start waiting job `i` now on free units (the caller checked [`Sim::fits`]).
    pub fn start(&mut self, i: u32) {
        let k = i as usize;
        self.queue.remove(i, self.now);
        if self.shapes.is_some() {
            let r = self.rank_of(i);
            if self.plan.valid && self.plan.slot_of(i) != Some(self.now) {
                // a job after the plan's that fits its profile delays no reservation of it
                let (now, u, w) = (self.now, self.units[k], self.walltime[k]);
                if r >= self.plan.end && self.plan.profile.fits(now, u, w) {
                    self.plan.profile.reserve(now, w, u);
                } else {
                    self.plan.drop_all();
                }
            }
            if let Some(s) = self.shapes.as_mut() {
                s.clear(r);
            }
        }
        self.free -= self.units[k];
        if let Some(p) = self.pools.as_mut() {
            p.take(k);
        }
        let now = self.now;
        self.start_t[k] = now;
        self.status[k] = RUNNING;
        self.ends.push(Reverse((now + self.duration[k], i)));
        let key = (now + self.walltime[k], i);
        let p = self.run_ends.partition_point(|&x| x < key);
        self.run_ends.insert(p, key);
        if self.record {
            self.started.push(i);
        }
    }

    /// The waiting queue in priority order now, the first `limit` at least.
    pub fn order(&mut self, limit: Option<usize>) -> Vec<u32> {
        let mut out = Vec::new();
        self.queue.order(self.now, limit, &mut out);
        out
    }

    /// The jobs a backfill pass examines: the first `depth` of the queue.
    pub(super) fn view(&mut self) -> Vec<u32> {
        let depth = self.config.depth;
        let mut q = self.order(depth);
        if let Some(d) = depth {
            q.truncate(d);
        }
        q
    }

    /// One scheduling pass: start from the head while it fits, then backfill when due.
    /// A backfill pass that starts nothing makes the ticks until a change quiet.
    pub fn pass(&mut self) -> Result<(), NeverFits> {
        let (free, running) = (self.free, self.run_ends.len());
        if self.pools.is_some() {
            self.main_vector();
        } else if matches!(self.queue, Queue::Dynamic { .. }) {
            // scores are sorted afresh at each call: once for the pass
            let q = self.order(None);
            for &i in &q {
                if self.units[i as usize] > self.free {
                    break;
                }
                self.start(i);
            }
        } else {
            // the other orders give their head without ranking the whole queue
            while let Some(&i) = self.order(Some(1)).first() {
                if self.units[i as usize] > self.free {
                    break;
                }
                self.start(i);
            }
        }
        if self.backfill_due {
            self.backfill(None)?;
            if self.free == free && self.run_ends.len() == running && self.queue.quiets() {
                self.quiet_ticks();
            }
        }
        Ok(())
    }

    /// The policy's backfill pass, reserving for `head` (by default the queue's first job).
    pub fn backfill(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        if head.is_some() {
            self.plan.drop_all();
        }
        if self.pools.is_some() {
            return match self.config.backfill {
                Backfill::None => Ok(()),
                Backfill::Easy => self.easy_vector(head),
                Backfill::Conservative => self.conservative_vector(head),
            };
        }
        match self.config.backfill {
            Backfill::None => Ok(()),
            Backfill::Easy => self.easy(head),
            Backfill::Conservative => self.conservative(head),
        }
    }

    fn easy(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        let mut free = self.free;
        if free == 0 {
            return Ok(());
        }
        let now = self.now;
        let q = self.view();
        let (head, rest) = match head {
            Some(h) => (h, &q[..]),
            None => {
                if q.len() < 2 {
                    return Ok(());
                }
                (q[0], &q[1..])
            }
        };
        let (shadow_t, mut extra) = shadow(
            self.units[head as usize],
            free,
            &self.run_ends,
            &self.units,
            now,
        )
        .ok_or(NeverFits(head))?;
        let mut chosen = Vec::new();
        for &i in rest {
            let k = i as usize;
            let u = self.units[k];
            if i == head || u > free {
                continue;
            }
            if now + self.walltime[k] <= shadow_t {
                chosen.push(i);
                free -= u;
            } else if u <= extra {
                chosen.push(i);
                free -= u;
                extra -= u;
            } else {
                continue;
            }
            if free == 0 {
                break;
            }
        }
        for i in chosen {
            self.start(i);
        }
        Ok(())
    }

    /// Conservative backfilling (`conservative_backfill` of policies.py): every examined job,
    /// in order, reserved at its earliest slot; those whose slot is now start. With the
    /// shapes indexed, the scan stops once no job left could start now: a job needing `u`
    /// units for `w` cannot if fewer than `u` stay free over `[now, now + w)` in the profile
    /// as reserved so far, which later reservations only lower; the jobs left would change
    /// only the reservations of jobs after them. The reservations made are kept ([`Plan`]):
    /// the next pass takes them as they are when nothing they assumed has changed and goes on
    /// from the first job without one (the same starts as the full scan,
    /// [`Sim::conservative_scan`], tested against it).
    fn conservative(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        if self.free == 0 {
            return Ok(());
        }
        if self.shapes.is_none() {
            return self.conservative_scan(head);
        }
        let now = self.now;
        let mut chosen = Vec::new();
        let kept = head.is_none() && self.plan_holds(&mut chosen);
        let mut plan = std::mem::take(&mut self.plan);
        if !kept {
            chosen.clear();
            plan.afresh();
            let units = &self.units;
            let ends = self.run_ends.iter().map(|&(e, i)| (e, units[i as usize]));
            plan.profile.refill(now, self.free, ends);
        }
        let gen = plan.gen;
        if let Some(h) = head {
            let (u, w) = (self.units[h as usize], self.walltime[h as usize]);
            let t = plan.profile.earliest(u, w).ok_or(NeverFits(h))?;
            plan.profile.reserve(t, w, u);
        }
        let len = self
            .config
            .depth
            .map_or(self.queue.len(), |d| d.min(self.queue.len()));
        let end = if len < self.queue.len() {
            self.rank_of(self.queue_at(len))
        } else {
            usize::MAX
        };
        let mut free = self.free - chosen.iter().map(|&i| self.units[i as usize]).sum::<i64>();
        let mut reach = Reach::default();
        // the last slot found for each shape `(units, walltime, slot)`: a job of that shape or
        // a larger one (no fewer units, no shorter walltime) cannot start earlier, as
        // reservations only lower the profile
        let mut p = if kept {
            self.position_of_rank(plan.end)
        } else {
            0
        };
        let shapes = self.shapes.as_ref().expect("indexed above");
        while p < len {
            reach.read(&plan.profile);
            let could = |u: i64, w: i64| u <= free && reach.holds(u, w);
            let last = match shapes.first(self.rank_of(self.queue_at(p)), end, &could) {
                Some(r) => self.position_of_rank(r),
                None => break,
            };
            let mut q = p;
            while q <= last {
                let i = self.queue_at(q);
                if Some(i) == head {
                    q += 1;
                    continue;
                }
                let (u, w) = (self.units[i as usize], self.walltime[i as usize]);
                // the run of jobs of this shape from q: each takes the earliest slot left,
                // so a slot holding `c` of them at once takes the next `c` together
                let mut r = q + 1;
                while r <= last {
                    let j = self.queue_at(r);
                    if Some(j) == head
                        || self.units[j as usize] != u
                        || self.walltime[j as usize] != w
                    {
                        break;
                    }
                    r += 1;
                }
                let after = plan
                    .found
                    .iter()
                    .filter(|&&(fu, fw, _)| fu <= u && fw <= w)
                    .map(|&(_, _, t)| t)
                    .max();
                let from = after.map_or(0, |t| plan.profile.times.partition_point(|&x| x < t));
                let mut placed = q;
                let (mark, slot, due) = (&mut plan.mark, &mut plan.slot, &mut plan.due);
                let k = plan.profile.place(u, w, from, r - q, |t, c| {
                    for x in placed..placed + c {
                        let j = self.queue_at(x);
                        mark[j as usize] = gen;
                        slot[j as usize] = t;
                        if t == now {
                            chosen.push(j);
                        } else {
                            due.push(Reverse((t, j)));
                        }
                    }
                    if t == now {
                        free -= u * c as i64;
                    }
                    placed += c;
                });
                let t = match k {
                    Some(k) => plan.profile.times[k],
                    None => {
                        plan.valid = false;
                        self.plan = plan;
                        return Err(NeverFits(self.queue_at(placed)));
                    }
                };
                q = r;
                match plan.found.iter_mut().find(|f| f.0 == u && f.1 == w) {
                    Some(f) => f.2 = t,
                    None => plan.found.push((u, w, t)),
                }
            }
            p = last + 1;
        }
        plan.end = if p < self.queue.len() {
            self.rank_of(self.queue_at(p))
        } else if p > 0 {
            self.rank_of(self.queue_at(p - 1)) + 1
        } else {
            0
        };
        // (a plan made around a given head is that call's alone)
        plan.valid = head.is_none();
        self.plan = plan;
        if kept {
            let rank = &self.rank;
            chosen.sort_unstable_by_key(|&i| if rank.is_empty() { i } else { rank[i as usize] });
        }
        for i in chosen {
            self.start(i);
        }
        Ok(())
    }

    /// Whether the kept plan holds now (see [`Plan`]); if so, its profile is cut to start now
    /// and the reserved jobs whose slot is now go into `chosen`.
    fn plan_holds(&mut self, chosen: &mut Vec<u32>) -> bool {
        let now = self.now;
        if !self.plan.valid || self.run_ends.first().map_or(false, |e| e.0 <= now) {
            return false; // (an overdue job is expected to end a second from each pass)
        }
        while let Some(&Reverse((t, i))) = self.plan.due.peek() {
            if t > now {
                break;
            }
            self.plan.due.pop();
            if self.status[i as usize] != WAITING {
                continue; // started at its slot
            }
            if t < now {
                return false; // its slot passed with no backfill pass to start it
            }
            chosen.push(i);
        }
        let profile = &mut self.plan.profile;
        let k = profile.times.partition_point(|&x| x <= now) - 1;
        profile.times.drain(..k);
        profile.free.drain(..k);
        profile.times[0] = now;
        debug_assert_eq!(
            profile.free[0],
            self.free - chosen.iter().map(|&i| self.units[i as usize]).sum::<i64>()
        );
        true
    }

    /// Conservative backfilling scanning every examined job (any order).
    fn conservative_scan(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        let now = self.now;
        let q = self.view();
        let mut profile = Profile::new(now, self.free, &self.run_ends, &self.units);
        if let Some(h) = head {
            let (u, w) = (self.units[h as usize], self.walltime[h as usize]);
            let t = profile.earliest(u, w).ok_or(NeverFits(h))?;
            profile.reserve(t, w, u);
        }
        let rest: Vec<u32> = q.into_iter().filter(|&i| Some(i) != head).collect();
        let need: Vec<i64> = rest.iter().map(|&i| self.units[i as usize]).collect();
        let duration: Vec<i64> = rest.iter().map(|&i| self.walltime[i as usize]).collect();
        let chosen: Vec<u32> = starts_on(&mut profile, now, self.free, &need, &duration)
            .map_err(|k| NeverFits(rest[k]))?
            .into_iter()
            .map(|k| rest[k])
            .collect();
        for i in chosen {
            self.start(i);
        }
        Ok(())
    }

    /// Keep only what a scheduler knows now, for a planner's copy: no job arrives after now and
    /// every job runs its request (a running job past it ends at `walltime + grace`), or, with
    /// `used` = `(runtime, request)` summed over the jobs ended so far, that share of what is
    /// left of its request ([`scaled`]).
    pub fn forget_future(&mut self, used: Option<(i64, i64)>) {
        self.plan.drop_all();
        self.n_static = self.next;
        let (now, grace) = (self.now, self.config.grace);
        for k in 0..self.n {
            if self.status[k] == PENDING || self.status[k] == WAITING {
                self.duration[k] = scaled(self.walltime[k], used);
                self.will_kill[k] = false;
            }
        }
        let running: Vec<u32> = self.ends.drain().map(|r| r.0 .1).collect();
        for i in running {
            let k = i as usize;
            let (s, w) = (self.start_t[k], self.walltime[k]);
            let d = if s + w >= now {
                let ran = now - s;
                ran + scaled(w - ran, used)
            } else {
                w + grace
            };
            self.duration[k] = d;
            self.will_kill[k] = false;
            self.ends.push(Reverse((s + d, i)));
        }
    }

    /// Give every job not yet ended a new runtime, for a planner's scenario (after
    /// [`Sim::forget_future`]): `draw(k, None)` for a job not started, `draw(k, Some(ran))`
    /// for a running one that has run `ran` seconds (its answer is kept only if it ends it
    /// after now); none is killed.
    pub fn redraw(&mut self, mut draw: impl FnMut(usize, Option<i64>) -> i64) {
        for k in 0..self.n {
            if self.status[k] == PENDING || self.status[k] == WAITING {
                self.duration[k] = draw(k, None).max(1);
                self.will_kill[k] = false;
            }
        }
        let now = self.now;
        let running: Vec<u32> = self.ends.drain().map(|r| r.0 .1).collect();
        for i in running {
            let k = i as usize;
            let d = draw(k, Some(now - self.start_t[k]));
            if self.start_t[k] + d > now {
                self.duration[k] = d;
            }
            self.will_kill[k] = false;
            self.ends
                .push(Reverse((self.start_t[k] + self.duration[k], i)));
        }
    }

    /// A copy holding only the jobs that have not ended (and, with `arrived_only`, have
    /// arrived), re-indexed in the same order so every tie breaks alike; returns it with the
    /// map from old indices to new (`ABSENT` for a job left out).
    pub fn compact(&self, arrived_only: bool) -> (Sim, Vec<u32>) {
        let limit = if arrived_only {
            self.next
        } else {
            self.n_static
        };
        let mut map = vec![super::queue::ABSENT; self.n];
        let mut kept = Vec::new();
        for (k, &s) in self.status[..limit].iter().enumerate() {
            if s != DONE && s != KILLED {
                map[k] = kept.len() as u32;
                kept.push(k);
            }
        }
        let next = kept.iter().filter(|&&k| k < self.next).count();
        let remap = |(t, i): (i64, u32)| (t, map[i as usize]);
        let sim = Sim {
            config: self.config,
            n: kept.len(),
            submit: pick(&self.submit, &kept),
            walltime: pick(&self.walltime, &kept),
            units: pick(&self.units, &kept),
            duration: pick(&self.duration, &kept),
            will_kill: pick(&self.will_kill, &kept),
            start_t: pick(&self.start_t, &kept),
            end_t: pick(&self.end_t, &kept),
            queued_at: pick(&self.queued_at, &kept),
            status: pick(&self.status, &kept),
            total: self.total,
            free: self.free,
            now: self.now,
            backfill_due: self.backfill_due,
            quiet_until: 0,
            finished: 0,
            run_ends: self.run_ends.iter().map(|&e| remap(e)).collect(),
            ends: self.ends.iter().map(|r| Reverse(remap(r.0))).collect(),
            next,
            n_static: kept.len(),
            queue: self.queue.remapped(&map, &kept),
            // (the dispatch env, the only user, runs no dependencies on this engine)
            parents: Vec::new(),
            children: Vec::new(),
            blocked: Vec::new(),
            n_blocked: 0,
            until: None,
            started: Vec::new(),
            ended: Vec::new(),
            record: self.record,
            shapes: None,
            rank: Vec::new(),
            plan: Plan::default(),
            pools: self.pools.as_ref().map(|p| Box::new(p.picked(&kept))),
            // (nor submission choices)
            undecided: Vec::new(),
            awaiting: None,
        };
        let mut sim = sim;
        sim.index_shapes();
        (sim, map)
    }

    /// After a backfill pass that started nothing: skip the backfill ticks at which no pass
    /// can start anything either, until the next event, the first running job's requested
    /// end, or the time the queue's order may change (`Simulator.quiet_ticks` in Python).
    pub fn quiet_ticks(&mut self) {
        if self.config.bf_interval <= 0 {
            return;
        }
        let now = self.now;
        let first_end = self.run_ends.first().map(|e| e.0);
        if first_end.map_or(false, |e| e <= now) {
            return; // an overdue job may be killed any second
        }
        let mut limit = first_end.unwrap_or(i64::MAX);
        if self.queue.len() > 1 {
            limit = limit.min(self.queue.fixed_until(now));
        }
        if limit > now {
            self.quiet_until = limit;
        }
    }

    /// Run passes to the end: false once `budget` passes ran with work left.
    pub fn run(&mut self, budget: Option<usize>) -> Result<bool, NeverFits> {
        let mut passes = 0usize;
        while self.advance() {
            if self.awaiting.is_some() {
                return Ok(false);
            }
            self.pass()?;
            passes += 1;
            if budget.map_or(false, |b| passes >= b) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// `request` seconds scaled by the share `used` = `(runtime, request)` of requests the ended
/// jobs ran (rounded half up; at least 1 and at most `request`); `request` without a share.
pub fn scaled(request: i64, used: Option<(i64, i64)>) -> i64 {
    match used {
        Some((ran, asked)) if asked > 0 && ran < asked => {
            let (r, a, w) = (ran as i128, asked as i128, request as i128);
            (((2 * w * r + a) / (2 * a)) as i64).clamp(1.min(request), request)
        }
        _ => request,
    }
}

impl Snap for Config {
    fn put(&self, w: &mut Writer) {
        w.tag(match self.backfill {
            Backfill::None => 0,
            Backfill::Easy => 1,
            Backfill::Conservative => 2,
        });
        self.depth.put(w);
        self.bf_interval.put(w);
        self.grace.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let backfill = match r.tag(3)? {
            0 => Backfill::None,
            1 => Backfill::Easy,
            _ => Backfill::Conservative,
        };
        Ok(Config {
            backfill,
            depth: Snap::get(r)?,
            bf_interval: Snap::get(r)?,
            grace: Snap::get(r)?,
        })
    }
}

impl Snap for Sim {
    fn put(&self, w: &mut Writer) {
        self.config.put(w);
        self.n.put(w);
        self.submit.put(w);
        self.walltime.put(w);
        self.units.put(w);
        self.duration.put(w);
        self.will_kill.put(w);
        self.start_t.put(w);
        self.end_t.put(w);
        self.queued_at.put(w);
        self.status.put(w);
        self.total.put(w);
        self.free.put(w);
        self.now.put(w);
        self.backfill_due.put(w);
        self.quiet_until.put(w);
        self.finished.put(w);
        self.run_ends.put(w);
        self.ends.put(w);
        self.next.put(w);
        self.n_static.put(w);
        self.queue.put(w);
        self.parents.put(w);
        self.children.put(w);
        self.blocked.put(w);
        self.n_blocked.put(w);
        self.until.put(w);
        self.started.put(w);
        self.ended.put(w);
        self.record.put(w);
        self.shapes.put(w);
        self.rank.put(w);
        match self.pools.as_deref() {
            None => w.tag(0),
            Some(p) => {
                w.tag(1);
                p.put(w);
            }
        }
        self.undecided.put(w);
        self.awaiting.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let mut sim = Sim {
            config: Snap::get(r)?,
            n: Snap::get(r)?,
            submit: Snap::get(r)?,
            walltime: Snap::get(r)?,
            units: Snap::get(r)?,
            duration: Snap::get(r)?,
            will_kill: Snap::get(r)?,
            start_t: Snap::get(r)?,
            end_t: Snap::get(r)?,
            queued_at: Snap::get(r)?,
            status: Snap::get(r)?,
            total: Snap::get(r)?,
            free: Snap::get(r)?,
            now: Snap::get(r)?,
            backfill_due: Snap::get(r)?,
            quiet_until: Snap::get(r)?,
            finished: Snap::get(r)?,
            run_ends: Snap::get(r)?,
            ends: Snap::get(r)?,
            next: Snap::get(r)?,
            n_static: Snap::get(r)?,
            queue: Snap::get(r)?,
            parents: Snap::get(r)?,
            children: Snap::get(r)?,
            blocked: Snap::get(r)?,
            n_blocked: Snap::get(r)?,
            until: Snap::get(r)?,
            started: Snap::get(r)?,
            ended: Snap::get(r)?,
            record: Snap::get(r)?,
            shapes: Snap::get(r)?,
            rank: Snap::get(r)?,
            plan: Plan::default(),
            pools: Option::<Pools>::get(r)?.map(Box::new),
            undecided: Snap::get(r)?,
            awaiting: Snap::get(r)?,
        };
        if sim.shapes.is_some() {
            // conservative's kept plan is a cache the next pass rebuilds to the same slots
            sim.plan = Plan::sized(sim.n);
        }
        sim.check()?;
        Ok(sim)
    }
}

impl Sim {
    /// The per-job columns of a restored engine all hold its `n` jobs, and every job index it
    /// keeps is one of them (what indexing relies on).
    fn check(&self) -> Result<(), String> {
        let n = self.n;
        let lens = [
            self.submit.len(),
            self.walltime.len(),
            self.units.len(),
            self.duration.len(),
            self.will_kill.len(),
            self.start_t.len(),
            self.end_t.len(),
            self.queued_at.len(),
            self.status.len(),
        ];
        if lens.iter().any(|&l| l != n)
            || self.next > n
            || self.n_static > n
            || !(self.undecided.is_empty() || self.undecided.len() == n)
            || self.awaiting.map_or(false, |i| i as usize >= n)
        {
            return Err(format!("engine columns do not all hold its {n} jobs"));
        }
        let ok = |i: &u32| (*i as usize) < n;
        let jobs_ok = self.run_ends.iter().all(|(_, i)| ok(i))
            && self.ends.iter().all(|Reverse((_, i))| ok(i))
            && self.started.iter().all(ok)
            && self.ended.iter().all(ok)
            && self.parents.iter().chain(&self.children).flatten().all(ok)
            && self.queue.jobs_below(n);
        if let Some(p) = &self.pools {
            p.check(n)?;
        }
        if jobs_ok {
            Ok(())
        } else {
            Err(format!(
                "a job index of the engine is not one of its {n} jobs"
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::Rng;

    /// A random workload of up to 60 jobs on up to 16 units, bursty arrivals, runtimes often
    /// far below the request (as in real traces), some equal to it and some over it.
    fn workload(rng: &mut Rng, queue: &str, config: Config) -> Sim {
        let n = 1 + rng.below(60) as usize;
        let total = 1 + rng.below(16);
        let mut submit = Vec::new();
        let mut t = 0;
        for _ in 0..n {
            if rng.below(3) == 0 {
                t += rng.below(50);
            }
            submit.push(t);
        }
        // half the jobs the shape of the one before (job arrays: runs of one shape)
        let (mut walltime, mut units) = (Vec::new(), Vec::new());
        for k in 0..n {
            if k > 0 && rng.below(2) == 0 {
                walltime.push(walltime[k - 1]);
                units.push(units[k - 1]);
            } else {
                walltime.push(1 + rng.below(100));
                units.push(1 + rng.below(total as u64));
            }
        }
        // some over their request: killed at it (plus the grace, overdue meanwhile)
        let runtime: Vec<i64> = walltime
            .iter()
            .map(|&w| match rng.below(6) {
                0 | 1 => w,
                2 => w + 1 + rng.below(10),
                _ => 1 + rng.below(w as u64),
            })
            .collect();
        let queue = match queue {
            "fcfs" => Queue::Fcfs(Vec::new()),
            _ => Queue::Static {
                key: (0..n).map(|_| rng.below(7) as f64).collect(),
                items: Vec::new(),
            },
        };
        Sim::new(submit, walltime, &runtime, units, total, queue, config)
    }

    fn config(depth: Option<usize>, bf_interval: i64, grace: i64) -> Config {
        Config {
            backfill: Backfill::Conservative,
            depth,
            bf_interval,
            grace,
        }
    }

    #[test]
    fn conservative_stops_early_with_the_full_scans_schedule() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for case in 0..3000 {
            let queue = if case % 2 == 0 { "fcfs" } else { "static" };
            let depth = [None, Some(1), Some(3), Some(8)][case % 4];
            let cfg = config(depth, [0, 0, 7][case % 3], [0, 5][case % 2]);
            let mut fast = workload(&mut Rng(rng.below(u64::MAX) as u64 | 1), queue, cfg);
            let mut scan = fast.clone();
            scan.shapes = None;
            assert!(fast.shapes.is_some());
            fast.run(None).unwrap();
            scan.run(None).unwrap();
            assert_eq!(fast.start_t, scan.start_t, "case {case}");
            assert_eq!(fast.end_t, scan.end_t, "case {case}");
        }
    }

    #[test]
    fn conservative_with_a_head_and_compact_copies_starts_alike() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for case in 0..2000 {
            let queue = if case % 2 == 0 { "fcfs" } else { "static" };
            let mut fast = workload(
                &mut Rng(rng.below(u64::MAX) as u64 | 1),
                queue,
                config(None, 0, 0),
            );
            let mut scan = fast.clone();
            scan.shapes = None;
            while fast.advance() {
                assert!(scan.advance());
                let q = fast.order(None);
                let head = if q.len() > 1 && rng.below(2) == 0 {
                    Some(q[rng.below(q.len() as u64) as usize])
                } else {
                    None
                };
                if rng.below(4) == 0 {
                    // a planner's compact copy plans the same pass
                    let (mut a, map) = fast.compact(true);
                    let (mut b, _) = scan.compact(true);
                    assert!(a.shapes.is_some());
                    b.shapes = None;
                    let h = head.map(|h| map[h as usize]);
                    a.backfill(h).unwrap();
                    b.backfill(h).unwrap();
                    assert_eq!(a.start_t, b.start_t, "case {case} (compact)");
                }
                fast.backfill(head).unwrap();
                scan.backfill(head).unwrap();
                fast.pass().unwrap();
                scan.pass().unwrap();
                assert_eq!(fast.start_t, scan.start_t, "case {case}");
            }
            assert!(!scan.advance());
        }
    }

    #[test]
    fn conservative_keeps_its_plan_through_jobs_started_from_outside() {
        // a dispatcher starting any waiting job that fits the free units, between passes
        let mut rng = Rng(0x0bad_5eed_1234_5679);
        for case in 0..2000 {
            let queue = if case % 2 == 0 { "fcfs" } else { "static" };
            let cfg = config(
                [None, Some(4)][case % 2],
                [0, 0, 5][case % 3],
                [0, 3][case % 2],
            );
            let mut fast = workload(&mut Rng(rng.below(u64::MAX) as u64 | 1), queue, cfg);
            let mut scan = fast.clone();
            scan.shapes = None;
            while fast.advance() {
                assert!(scan.advance());
                let q = fast.order(None);
                if !q.is_empty() && rng.below(3) == 0 {
                    let i = q[rng.below(q.len() as u64) as usize];
                    if fast.fits(i) {
                        fast.start(i);
                        scan.start(i);
                    }
                }
                fast.pass().unwrap();
                scan.pass().unwrap();
                assert_eq!(fast.start_t, scan.start_t, "case {case}");
            }
            assert!(!scan.advance());
            assert_eq!(fast.end_t, scan.end_t, "case {case}");
        }
    }
}
