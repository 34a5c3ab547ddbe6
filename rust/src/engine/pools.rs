//! Resources beside the allocation units: GPUs and memory counted per core, and the units,
//! GPUs and memory of each partition of a machine (`hpcgym/batch/cluster.py` `pools`,
//! `hpcgym/batch/machine.py`). A job's request is a vector, its units then each pool; it fits
//! when every entry fits. The native passes over vectors are those of
//! `hpcgym/batch/vector_backfill.py`: the main pass (on a machine a partition is passed over
//! once one of its jobs does not fit), EASY's shadow per resource (one reservation per
//! partition) and conservative backfilling's profile over vectors. A cluster of one resource
//! has no [`Pools`] and keeps the scalar passes of `sim.rs`.

use super::pick;
use super::queue::Queue;
use super::sim::{NeverFits, Sim};
use crate::snapshot::{Reader, Snap, Writer};

/// What a simulation counts beside the units: each pool's capacity and what is free of it,
/// each job's request of each pool (row by row, `width` a job), and on a machine each job's
/// partition (empty on a cluster) and the partitions' count.
#[derive(Clone, Debug, Default)]
pub struct Pools {
    pub width: usize,
    pub capacity: Vec<i64>,
    pub free: Vec<i64>,
    pub need: Vec<i64>,
    pub part: Vec<u32>,
    pub parts: usize,
}

impl Pools {
    /// Pools of `capacity` for jobs requesting `need` (`capacity.len()` a job); `part`: each
    /// job's partition of `parts` (empty and 0 on a cluster). An inconsistent shape is refused.
    pub fn new(
        capacity: Vec<i64>,
        need: Vec<i64>,
        part: Vec<u32>,
        parts: usize,
        n: usize,
    ) -> Result<Pools, String> {
        let width = capacity.len();
        if width == 0 {
            return Err("pools need at least one capacity".into());
        }
        if need.len() != n * width {
            return Err(format!(
                "pool_need holds {} values, not {n} jobs x {width} pools",
                need.len()
            ));
        }
        if !part.is_empty() && (part.len() != n || part.iter().any(|&p| p as usize >= parts)) {
            return Err(format!(
                "part must give each of the {n} jobs a partition below {parts}"
            ));
        }
        if capacity.iter().any(|&c| c < 0) || need.iter().any(|&x| x < 0) {
            return Err("pool capacities and requests must be >= 0".into());
        }
        Ok(Pools {
            width,
            free: capacity.clone(),
            capacity,
            need,
            part,
            parts,
        })
    }

    /// Job `k`'s request of each pool.
    #[inline]
    pub fn need_of(&self, k: usize) -> &[i64] {
        &self.need[k * self.width..(k + 1) * self.width]
    }

    /// Whether job `k`'s request of each pool is free now.
    #[inline]
    pub fn fits(&self, k: usize) -> bool {
        self.need_of(k).iter().zip(&self.free).all(|(n, f)| n <= f)
    }

    pub fn take(&mut self, k: usize) {
        let w = self.width;
        for (f, n) in self.free.iter_mut().zip(&self.need[k * w..(k + 1) * w]) {
            *f -= n;
        }
    }

    pub fn give(&mut self, k: usize) {
        let w = self.width;
        for (f, n) in self.free.iter_mut().zip(&self.need[k * w..(k + 1) * w]) {
            *f += n;
        }
    }

    /// The pools of the jobs at `kept` (a compact copy's).
    pub fn picked(&self, kept: &[usize]) -> Pools {
        let mut need = Vec::with_capacity(kept.len() * self.width);
        for &k in kept {
            need.extend_from_slice(self.need_of(k));
        }
        Pools {
            width: self.width,
            capacity: self.capacity.clone(),
            free: self.free.clone(),
            need,
            part: if self.part.is_empty() {
                Vec::new()
            } else {
                pick(&self.part, kept)
            },
            parts: self.parts,
        }
    }

    /// Every column holds `n` jobs and what is free is within the capacity (a restore's check).
    pub fn check(&self, n: usize) -> Result<(), String> {
        let ok = self.width > 0
            && self.capacity.len() == self.width
            && self.free.len() == self.width
            && self.need.len() == n * self.width
            && (self.part.is_empty()
                || (self.part.len() == n && self.part.iter().all(|&p| (p as usize) < self.parts)))
            && self
                .free
                .iter()
                .zip(&self.capacity)
                .all(|(&f, &c)| 0 <= f && f <= c);
        if ok {
            Ok(())
        } else {
            Err(format!("engine pools do not hold its {n} jobs"))
        }
    }
}

impl Snap for Pools {
    fn put(&self, w: &mut Writer) {
        self.width.put(w);
        self.capacity.put(w);
        self.free.put(w);
        self.need.put(w);
        self.part.put(w);
        self.parts.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(Pools {
            width: Snap::get(r)?,
            capacity: Snap::get(r)?,
            free: Snap::get(r)?,
            need: Snap::get(r)?,
            part: Snap::get(r)?,
            parts: Snap::get(r)?,
        })
    }
}

/// The job shapes a conservative pass remembers slots of (the most recent distinct ones).
const SHAPES: usize = 16;

#[inline]
fn fits(need: &[i64], free: &[i64]) -> bool {
    need.iter().zip(free).all(|(n, f)| n <= f)
}

/// Free resources over time as steps: the vector `free[k * width..(k + 1) * width]` holds on
/// `[times[k], times[k + 1])` (`VectorProfile` of vector_backfill.py).
#[derive(Clone, Debug, Default)]
pub struct VectorProfile {
    pub width: usize,
    pub times: Vec<i64>,
    pub free: Vec<i64>,
}

impl VectorProfile {
    /// From what is free now and the running jobs by expected end (`request(i)` each's vector).
    pub fn new<'a>(
        now: i64,
        free: &[i64],
        run_ends: &[(i64, u32)],
        request: impl Fn(u32, &mut [i64]) + 'a,
    ) -> VectorProfile {
        let width = free.len();
        let mut times = Vec::with_capacity(run_ends.len() + 1);
        let mut levels = Vec::with_capacity((run_ends.len() + 1) * width);
        times.push(now);
        levels.extend_from_slice(free);
        let mut q = vec![0; width];
        for &(e, i) in run_ends {
            let e = if e <= now { now + 1 } else { e };
            request(i, &mut q);
            let last = levels.len() - width;
            if e != *times.last().expect("starts with now") {
                times.push(e);
                levels.extend_from_within(last..);
            }
            let top = levels.len() - width;
            for (l, n) in levels[top..].iter_mut().zip(&q) {
                *l += n;
            }
        }
        VectorProfile {
            width,
            times,
            free: levels,
        }
    }

    #[inline]
    pub fn level(&self, k: usize) -> &[i64] {
        &self.free[k * self.width..(k + 1) * self.width]
    }

    /// First time at or after the profile's start when `need` stays free for `duration`.
    pub fn earliest(&self, need: &[i64], duration: i64) -> Option<i64> {
        self.earliest_from(need, duration, 0)
    }

    /// [`VectorProfile::earliest`] knowing no slot starts before step `from`; only the
    /// resources `need` asks for are compared (no level is ever below zero).
    pub fn earliest_from(&self, need: &[i64], duration: i64, from: usize) -> Option<i64> {
        let asked: Vec<(usize, i64)> = need
            .iter()
            .enumerate()
            .filter(|&(_, &x)| x > 0)
            .map(|(r, &x)| (r, x))
            .collect();
        let (w, free) = (self.width, &self.free);
        let ok = |k: usize| asked.iter().all(|&(r, x)| free[k * w + r] >= x);
        let n = self.times.len();
        let mut k = from;
        while k < n {
            if !ok(k) {
                k += 1;
                continue;
            }
            let end = self.times[k] + duration;
            let mut m = k + 1;
            while m < n && self.times[m] < end && ok(m) {
                m += 1;
            }
            if m == n || self.times[m] >= end {
                return Some(self.times[k]);
            }
            k = m + 1;
        }
        None
    }

    /// Whether `need` stays free over `duration` from the profile's start.
    pub fn fits_now(&self, need: &[i64], duration: i64) -> bool {
        let end = self.times[0] + duration;
        let mut k = 0;
        while k < self.times.len() && self.times[k] < end {
            if !fits(need, self.level(k)) {
                return false;
            }
            k += 1;
        }
        true
    }

    /// Take `need` over `[start, start + duration)`.
    pub fn reserve(&mut self, start: i64, duration: i64, need: &[i64]) {
        let a = self.split(start);
        let b = self.split(start + duration);
        let w = self.width;
        for level in self.free[a * w..b * w].chunks_exact_mut(w) {
            for (l, n) in level.iter_mut().zip(need) {
                *l -= n;
            }
        }
    }

    fn split(&mut self, t: i64) -> usize {
        let k = self.times.partition_point(|&x| x < t);
        if k < self.times.len() && self.times[k] == t {
            return k;
        }
        let w = self.width;
        self.times.insert(k, t);
        let before: Vec<i64> = self.level(k - 1).to_vec();
        self.free.splice(k * w..k * w, before);
        k
    }
}

/// EASY's reservation for a head needing `need`: the earliest expected time every resource it
/// needs is free, and what is free then beyond its need, per resource (`shadow_vector`);
/// None if it never fits.
pub fn shadow_vector(
    need: &[i64],
    free: &[i64],
    run_ends: &[(i64, u32)],
    request: impl Fn(u32, &mut [i64]),
    now: i64,
) -> Option<(i64, Vec<i64>)> {
    let mut avail = free.to_vec();
    let mut q = vec![0; free.len()];
    let mut shadow_t = -1;
    for &(e, i) in run_ends {
        let e = if e <= now { now + 1 } else { e };
        if shadow_t >= 0 && e > shadow_t {
            break;
        }
        request(i, &mut q);
        for (a, n) in avail.iter_mut().zip(&q) {
            *a += n;
        }
        if shadow_t < 0 && fits(need, &avail) {
            shadow_t = e;
        }
    }
    (shadow_t >= 0).then(|| {
        (
            shadow_t,
            avail.iter().zip(need).map(|(a, n)| a - n).collect(),
        )
    })
}

impl Sim {
    fn pools_ref(&self) -> &Pools {
        self.pools
            .as_deref()
            .expect("a vector pass runs with pools")
    }

    /// Job `i`'s resource vector (units, then each pool) into `out`.
    #[inline]
    fn request_into(&self, i: u32, out: &mut [i64]) {
        let k = i as usize;
        out[0] = self.units[k];
        out[1..].copy_from_slice(self.pools_ref().need_of(k));
    }

    fn request(&self, i: u32) -> Vec<i64> {
        let mut out = vec![0; 1 + self.pools_ref().width];
        self.request_into(i, &mut out);
        out
    }

    /// What is free now, per resource.
    fn free_now(&self) -> Vec<i64> {
        let mut v = Vec::with_capacity(1 + self.pools_ref().width);
        v.push(self.free);
        v.extend_from_slice(&self.pools_ref().free);
        v
    }

    /// The main pass over vectors (`start_from_head_vector`): jobs start in priority order
    /// while the head fits every resource; on a machine a partition's jobs are passed over
    /// once one of them does not fit, the others' go on.
    pub(super) fn main_vector(&mut self) {
        let parts = self.pools_ref().parts;
        if self.pools_ref().part.is_empty() {
            if matches!(self.queue, Queue::Dynamic { .. }) {
                for i in self.order(None) {
                    if !self.fits(i) {
                        break;
                    }
                    self.start(i);
                }
            } else {
                while let Some(&i) = self.order(Some(1)).first() {
                    if !self.fits(i) {
                        break;
                    }
                    self.start(i);
                }
            }
            return;
        }
        let mut blocked = vec![false; parts];
        let mut n_blocked = 0;
        for i in self.order(None) {
            let p = self.pools_ref().part[i as usize] as usize;
            if blocked[p] {
                continue;
            }
            if self.fits(i) {
                self.start(i);
            } else {
                blocked[p] = true;
                n_blocked += 1;
                if n_blocked == parts {
                    return;
                }
            }
        }
    }

    /// EASY over vectors (`easy_vector`): `head` (the view's first by default) reserved at its
    /// shadow, then one scan of the view; on a machine each partition in turn, its first
    /// examined job its head (`head` in its own).
    pub(super) fn easy_vector(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        if self.free == 0 {
            return Ok(());
        }
        let q = self.view();
        let (head, rest) = match head {
            Some(h) => (h, q),
            None => {
                if q.len() < 2 {
                    return Ok(());
                }
                (q[0], q[1..].to_vec())
            }
        };
        if self.pools_ref().part.is_empty() {
            return self.easy_one(head, &rest);
        }
        let mut jobs = Vec::with_capacity(rest.len() + 1);
        jobs.push(head);
        jobs.extend_from_slice(&rest);
        let part = |s: &Sim, i: u32| s.pools_ref().part[i as usize];
        let mut seen: Vec<u32> = Vec::new();
        for &i in &jobs {
            let p = part(self, i);
            if !seen.contains(&p) {
                seen.push(p);
            }
        }
        for p in seen {
            let mine: Vec<u32> = jobs
                .iter()
                .copied()
                .filter(|&i| part(self, i) == p)
                .collect();
            let first = if part(self, head) == p { head } else { mine[0] };
            let others: Vec<u32> = mine.into_iter().filter(|&i| i != first).collect();
            self.easy_one(first, &others)?;
        }
        Ok(())
    }

    fn easy_one(&mut self, head: u32, q: &[u32]) -> Result<(), NeverFits> {
        let now = self.now;
        let mut free = self.free_now();
        let need = self.request(head);
        let (shadow_t, mut extra) = shadow_vector(
            &need,
            &free,
            &self.run_ends,
            |i, out| self.request_into(i, out),
            now,
        )
        .ok_or(NeverFits(head))?;
        let mut chosen = Vec::new();
        let mut r = vec![0; free.len()];
        for &i in q {
            let k = i as usize;
            if i == head || self.units[k] > free[0] {
                continue;
            }
            self.request_into(i, &mut r);
            if !fits(&r, &free) {
                continue;
            }
            if now + self.walltime[k] > shadow_t {
                if !fits(&r, &extra) {
                    continue;
                }
                extra.iter_mut().zip(&r).for_each(|(x, n)| *x -= n);
            }
            chosen.push(i);
            free.iter_mut().zip(&r).for_each(|(f, n)| *f -= n);
            if free[0] == 0 {
                break;
            }
        }
        for i in chosen {
            self.start(i);
        }
        Ok(())
    }

    /// Conservative backfilling over vectors (`conservative_vector`): every examined job in
    /// order (`head` first, if given) reserved at its earliest slot where all it needs stays
    /// free; those whose slot is now start. What is free now only falls as the scan starts
    /// jobs (a reservation later leaves it be), so a job that does not fit it now never will
    /// in this pass; each partition's jobs after the last that still fits are passed over (the
    /// partitions share no resource: the total is the sum of theirs), and the scan stops once
    /// none is left: their slots would change only those of jobs that cannot start now
    /// either. The same starts as reserving every job (tested).
    pub(super) fn conservative_vector(&mut self, head: Option<u32>) -> Result<(), NeverFits> {
        self.conservative_plan(head, true)
    }

    /// The pass, with `prune` passing over what cannot start and starting each search past
    /// the slot of a smaller shape (without: every job reserved by a search from now).
    fn conservative_plan(&mut self, head: Option<u32>, prune: bool) -> Result<(), NeverFits> {
        if self.free == 0 {
            return Ok(());
        }
        let now = self.now;
        let q = self.view();
        let mut profile = VectorProfile::new(now, &self.free_now(), &self.run_ends, |i, out| {
            self.request_into(i, out)
        });
        if let Some(h) = head {
            let need = self.request(h);
            let w = self.walltime[h as usize];
            let t = profile.earliest(&need, w).ok_or(NeverFits(h))?;
            profile.reserve(t, w, &need);
        }
        let rest: Vec<u32> = q.into_iter().filter(|&i| Some(i) != head).collect();
        let width = 1 + self.pools_ref().width;
        let mut needs = vec![0; rest.len() * width];
        for (row, &i) in needs.chunks_exact_mut(width).zip(&rest) {
            self.request_into(i, row);
        }
        let pools = self.pools_ref();
        let part_of = |k: usize| -> usize {
            if pools.part.is_empty() {
                0
            } else {
                pools.part[rest[k] as usize] as usize
            }
        };
        // each partition's jobs by position, and how many of them may still start now
        let mut mine: Vec<Vec<usize>> = vec![Vec::new(); pools.parts.max(1)];
        for k in 0..rest.len() {
            mine[part_of(k)].push(k);
        }
        let row = |k: usize| &needs[k * width..(k + 1) * width];
        let walls: Vec<i64> = rest.iter().map(|&i| self.walltime[i as usize]).collect();
        let mut left: Vec<usize> = mine.iter().map(|m| m.len()).collect();
        let mut seen = vec![0; mine.len()];
        // each partition's last job that could still start now: one whose need stays free
        // over its walltime from now in the profile as reserved so far
        let shrink = |left: &mut Vec<usize>, seen: &[usize], profile: &VectorProfile| {
            for (p, m) in mine.iter().enumerate() {
                while left[p] > seen[p]
                    && !profile.fits_now(row(m[left[p] - 1]), walls[m[left[p] - 1]])
                {
                    left[p] -= 1;
                }
            }
        };
        if prune {
            shrink(&mut left, &seen, &profile);
        }
        let mut chosen = Vec::new();
        // slots found so far `(row, walltime, slot)`: a job asking no less of every resource
        // for no less time cannot start before (reservations only lower the profile)
        let mut found: Vec<(usize, i64, i64)> = Vec::new();
        for (k, &i) in rest.iter().enumerate() {
            let p = part_of(k);
            seen[p] += 1;
            if prune {
                if left.iter().zip(&seen).all(|(l, s)| s > l) {
                    break;
                }
                if seen[p] > left[p] {
                    continue;
                }
            }
            let need = row(k);
            let w = self.walltime[i as usize];
            let after = found
                .iter()
                .filter(|&&(f, fw, _)| fw <= w && row(f).iter().zip(need).all(|(a, b)| a <= b))
                .map(|&(_, _, t)| t)
                .max();
            let from = match after {
                Some(t) if prune => profile.times.partition_point(|&x| x < t),
                _ => 0,
            };
            let t = profile.earliest_from(need, w, from).ok_or(NeverFits(i))?;
            profile.reserve(t, w, need);
            match found.iter().position(|f| f.1 == w && row(f.0) == need) {
                Some(x) => found[x].2 = t,
                None if found.len() < SHAPES => found.push((k, w, t)),
                None => {
                    found.rotate_left(1);
                    found[SHAPES - 1] = (k, w, t);
                }
            }
            if t == now {
                chosen.push(i);
            }
            if prune {
                shrink(&mut left, &seen, &profile);
            }
        }
        for i in chosen {
            self.start(i);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sim::{Backfill, Config};

    fn config(backfill: Backfill) -> Config {
        Config {
            backfill,
            depth: None,
            bf_interval: 0,
            grace: 0,
        }
    }

    /// Jobs `(submit, walltime, units, pools...)` on `total` units and pools of `capacity`,
    /// each running its walltime, in FCFS order.
    fn sim(jobs: &[&[i64]], total: i64, capacity: &[i64], backfill: Backfill) -> Sim {
        let submit = jobs.iter().map(|j| j[0]).collect();
        let walltime: Vec<i64> = jobs.iter().map(|j| j[1]).collect();
        let units = jobs.iter().map(|j| j[2]).collect();
        let need = jobs.iter().flat_map(|j| j[3..].to_vec()).collect();
        let mut s = Sim::new(
            submit,
            walltime.clone(),
            &walltime,
            units,
            total,
            Queue::Fcfs(Vec::new()),
            config(backfill),
        );
        let pools = Pools::new(capacity.to_vec(), need, Vec::new(), 0, jobs.len()).unwrap();
        s.set_pools(pools);
        s
    }

    #[test]
    fn easy_waits_for_a_gpu_and_backfills_on_what_is_spare_at_the_shadow() {
        // 8 cores, 2 GPUs: A (2 cores, 2 GPUs, 100 s) runs; B (2, 1 GPU) waits for A's GPUs
        // (shadow 100); C (4 cores, 200 s) runs past it on the (6, 1) spare then
        let mut s = sim(
            &[&[0, 100, 2, 2], &[0, 50, 2, 1], &[0, 200, 4, 0]],
            8,
            &[2],
            Backfill::Easy,
        );
        s.run(None).unwrap();
        assert_eq!(s.start_t, vec![0, 100, 0]);
        assert_eq!(s.end_t, vec![100, 150, 200]);
    }

    #[test]
    fn conservative_reserves_memory() {
        // 4 cores, 100 MB: A (80 MB, 100 s) runs; B (50 MB) and C (30 MB, 300 s) are reserved
        // at 100; D (10 MB, 50 s) fits beside A now
        let mut s = sim(
            &[
                &[0, 100, 1, 80],
                &[0, 100, 1, 50],
                &[0, 300, 1, 30],
                &[0, 50, 1, 10],
            ],
            4,
            &[100],
            Backfill::Conservative,
        );
        s.run(None).unwrap();
        assert_eq!(s.start_t, vec![0, 100, 100, 0]);
    }

    /// A machine of two partitions of 2 nodes each (vector: total, GPU nodes, CPU nodes)
    /// under `backfill`, jobs `(submit, walltime, partition, nodes)`.
    fn machine(jobs: &[[i64; 4]], backfill: Backfill) -> Sim {
        let submit = jobs.iter().map(|j| j[0]).collect();
        let walltime: Vec<i64> = jobs.iter().map(|j| j[1]).collect();
        let units = jobs.iter().map(|j| j[3]).collect();
        let need = jobs
            .iter()
            .flat_map(|j| if j[2] == 0 { [j[3], 0] } else { [0, j[3]] })
            .collect();
        let part = jobs.iter().map(|j| j[2] as u32).collect();
        let mut s = Sim::new(
            submit,
            walltime.clone(),
            &walltime,
            units,
            4,
            Queue::Fcfs(Vec::new()),
            config(backfill),
        );
        s.set_pools(Pools::new(vec![2, 2], need, part, 2, jobs.len()).unwrap());
        s
    }

    #[test]
    fn a_machine_blocks_and_reserves_per_partition() {
        // A (GPU, 1 node) and X (CPU, 1 node) run to 100; at 1 GPU head B and CPU head Y (2
        // nodes each) block only their partitions. GPU: C (50 s) ends by B's shadow, starts.
        // CPU: Y's own reservation leaves (1, 1, 0) spare at 100, so Z (1 CPU node, 200 s)
        // waits; one reservation (B's alone) would leave (2, 0, 2) and start it at 1.
        let jobs = [
            [0, 100, 0, 1],
            [0, 100, 1, 1],
            [1, 100, 0, 2],
            [1, 100, 1, 2],
            [1, 50, 0, 1],
            [1, 200, 1, 1],
        ];
        let mut s = machine(&jobs, Backfill::Easy);
        s.run(None).unwrap();
        assert_eq!(s.start_t, vec![0, 0, 100, 100, 1, 200]);
        // without backfilling the main pass still goes past a blocked partition: GPU job B
        // waits for A, CPU job W queued behind it starts at once
        let jobs = [[0, 100, 0, 2], [1, 10, 0, 1], [1, 10, 1, 2]];
        let mut s = machine(&jobs, Backfill::None);
        s.run(None).unwrap();
        assert_eq!(s.start_t, vec![0, 100, 1]);
    }

    use crate::engine::Rng;

    /// Up to 40 jobs on 1-3 partitions (1 of them: a cluster's pools; more: a machine's
    /// vector of total units, then each partition's units and one pool), bursty arrivals,
    /// runtimes under, at and over the request.
    fn random(rng: &mut Rng, backfill: Backfill) -> Sim {
        let parts = 1 + rng.below(3) as usize;
        let caps: Vec<(i64, i64)> = (0..parts)
            .map(|_| (1 + rng.below(8), rng.below(5)))
            .collect();
        let n = 1 + rng.below(40) as usize;
        let (mut submit, mut walltime, mut runtime, mut units) = (vec![], vec![], vec![], vec![]);
        let (mut need, mut part) = (vec![], vec![]);
        let mut t = 0;
        for _ in 0..n {
            if rng.below(3) == 0 {
                t += rng.below(30);
            }
            let p = rng.below(parts as u64) as usize;
            let (cu, cg) = caps[p];
            let (u, g) = (1 + rng.below(cu as u64), rng.below(cg as u64 + 1));
            let w = [10, 20, 1 + rng.below(60)][rng.below(3) as usize];
            submit.push(t);
            walltime.push(w);
            runtime.push([w, w + 3, 1 + rng.below(w as u64)][rng.below(3) as usize]);
            units.push(u);
            if parts == 1 {
                need.push(g);
            } else {
                for (q, _) in caps.iter().enumerate() {
                    need.extend(if q == p { [u, g] } else { [0, 0] });
                }
                part.push(p as u32);
            }
        }
        let total = caps.iter().map(|c| c.0).sum();
        let capacity: Vec<i64> = if parts == 1 {
            vec![caps[0].1]
        } else {
            caps.iter().flat_map(|&(u, g)| [u, g]).collect()
        };
        let config = Config {
            backfill,
            depth: [None, Some(2)][rng.below(2) as usize],
            bf_interval: [0, 0, 7][rng.below(3) as usize],
            grace: [0, 5][rng.below(2) as usize],
        };
        let mut s = Sim::new(
            submit,
            walltime,
            &runtime,
            units,
            total,
            Queue::Fcfs(Vec::new()),
            config,
        );
        let k = if parts == 1 { 0 } else { parts };
        s.set_pools(Pools::new(capacity, need, part, k, n).unwrap());
        s
    }

    /// What the running jobs hold, per resource, is what the capacity less the free gives.
    fn held_is_consistent(s: &Sim) {
        let p = s.pools.as_deref().unwrap();
        let mut held = vec![0; 1 + p.width];
        for &(_, i) in &s.run_ends {
            held[0] += s.units[i as usize];
            for (h, n) in held[1..].iter_mut().zip(p.need_of(i as usize)) {
                *h += n;
            }
        }
        assert_eq!(held[0], s.total - s.free);
        for ((h, c), f) in held[1..].iter().zip(&p.capacity).zip(&p.free) {
            assert_eq!(*h, c - f);
            assert!(*f >= 0);
        }
        assert!(s.free >= 0);
    }

    #[test]
    fn no_resource_is_ever_oversubscribed() {
        let mut rng = Rng(0x5eed_0000_0000_0037);
        for case in 0..3000 {
            let bf = [Backfill::None, Backfill::Easy, Backfill::Conservative][case % 3];
            let mut s = random(&mut rng, bf);
            while s.advance() {
                held_is_consistent(&s);
                s.pass().unwrap();
                held_is_consistent(&s);
            }
            assert_eq!(s.finished, s.n, "case {case}");
        }
    }

    #[test]
    fn conservative_passes_over_what_cannot_start_with_the_full_scans_starts() {
        let mut rng = Rng(0xc0_05e7_0000_0041);
        for case in 0..3000 {
            let mut fast = random(&mut rng, Backfill::Conservative);
            let mut full = fast.clone();
            while fast.advance() {
                assert!(full.advance());
                let head = if rng.below(4) == 0 {
                    let q = fast.order(None);
                    q.iter().copied().find(|&i| !fast.fits(i))
                } else {
                    None
                };
                fast.conservative_plan(head, true).unwrap();
                full.conservative_plan(head, false).unwrap();
                assert_eq!(fast.start_t, full.start_t, "case {case}");
                fast.pass().unwrap();
                full.pass().unwrap();
            }
        }
    }

    #[test]
    fn a_compact_copy_and_a_snapshot_plan_as_the_original() {
        let mut rng = Rng(0x0dd_ba11_0000_0040);
        for case in 0..1500 {
            let bf = [Backfill::Easy, Backfill::Conservative, Backfill::None][case % 3];
            let mut s = random(&mut rng, bf);
            while s.advance() {
                if rng.below(5) == 0 {
                    // a planner's copy: the future forgotten, on the jobs not ended
                    let mut whole = s.clone();
                    whole.forget_future(None);
                    let (mut compact, map) = s.compact(true);
                    compact.forget_future(None);
                    whole.run(None).unwrap();
                    compact.run(None).unwrap();
                    for (k, &m) in map.iter().enumerate() {
                        if m != crate::engine::queue::ABSENT {
                            assert_eq!(
                                compact.start_t[m as usize], whole.start_t[k],
                                "case {case}"
                            );
                        }
                    }
                    // the state as bytes and back runs on alike
                    let mut w = Writer::default();
                    s.put(&mut w);
                    let mut back = Sim::get(&mut Reader::new(&w.buf)).unwrap();
                    let mut again = s.clone();
                    back.run(None).unwrap();
                    again.run(None).unwrap();
                    assert_eq!(back.start_t, again.start_t, "case {case}");
                    assert!(Sim::get(&mut Reader::new(&w.buf[..w.buf.len() - 9])).is_err());
                }
                s.pass().unwrap();
            }
        }
    }

    #[test]
    fn the_profile_splits_and_takes_every_resource() {
        let mut p = VectorProfile {
            width: 2,
            times: vec![0, 10],
            free: vec![1, 0, 3, 2],
        };
        assert_eq!(p.earliest(&[1, 1], 5), Some(10));
        assert_eq!(p.earliest(&[1, 0], 50), Some(0));
        p.reserve(5, 20, &[1, 1]);
        assert_eq!(p.times, vec![0, 5, 10, 25]);
        assert_eq!(p.free, vec![1, 0, 0, -1, 2, 1, 3, 2]);
        assert_eq!(p.earliest(&[3, 0], 1), Some(25));
        assert!(p.earliest(&[4, 0], 1).is_none());
    }
}
