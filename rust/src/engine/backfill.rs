//! Backfilling's plans from requested walltimes (`hpcgym/batch/backfill.py`): EASY's shadow
//! time (mualem2001) and the availability profile of conservative backfilling. A running job
//! past its limit but inside the grace is expected to end one second from now.

use crate::snapshot::{Reader, Snap, Writer};

/// EASY reservation for a head of `need` units: `(shadow, extra)`, or None if it never fits.
pub fn shadow(
    need: i64,
    free: i64,
    run_ends: &[(i64, u32)],
    units: &[i64],
    now: i64,
) -> Option<(i64, i64)> {
    let mut avail = free;
    let mut shadow_t = -1;
    for &(e, i) in run_ends {
        let e = if e <= now { now + 1 } else { e };
        if shadow_t >= 0 && e > shadow_t {
            break;
        }
        avail += units[i as usize];
        if shadow_t < 0 && avail >= need {
            shadow_t = e;
        }
    }
    if shadow_t >= 0 {
        Some((shadow_t, avail - need))
    } else {
        None
    }
}

/// Free units over time as steps: `free[k]` holds on `[times[k], times[k+1])`.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    pub times: Vec<i64>,
    pub free: Vec<i64>,
    /// [`Profile::place`]'s window, kept to reuse its allocation.
    window: Vec<(usize, i64)>,
}

impl Profile {
    pub fn new(now: i64, free: i64, run_ends: &[(i64, u32)], units: &[i64]) -> Self {
        Profile::from_ends(
            now,
            free,
            run_ends.iter().map(|&(e, i)| (e, units[i as usize])),
        )
    }

    /// From the running jobs' `(expected end, units)`, by expected end.
    pub fn from_ends(now: i64, free: i64, ends: impl ExactSizeIterator<Item = (i64, i64)>) -> Self {
        let mut p = Profile::default();
        p.refill(now, free, ends);
        p
    }

    /// First time at or after the profile's start when `need` units stay free for `duration`.
    pub fn earliest(&self, need: i64, duration: i64) -> Option<i64> {
        self.earliest_from(need, duration, 0)
    }

    /// [`Profile::earliest`] known to be at or after `times[from]`.
    pub fn earliest_from(&self, need: i64, duration: i64, from: usize) -> Option<i64> {
        let (times, free) = (&self.times, &self.free);
        let n = times.len();
        let mut k = from;
        while k < n {
            if free[k] < need {
                k += 1;
                continue;
            }
            let end = times[k] + duration;
            let mut m = k + 1;
            while m < n && times[m] < end && free[m] >= need {
                m += 1;
            }
            if m == n || times[m] >= end {
                return Some(times[k]);
            }
            k = m + 1;
        }
        None
    }

    /// [`Profile::earliest_from`] as the slot's index in `times` and the least units free
    /// over its window.
    #[cfg(test)]
    pub fn earliest_low(&self, need: i64, duration: i64, from: usize) -> Option<(usize, i64)> {
        self.earliest_span(need, duration, from)
            .map(|(k, low, _)| (k, low))
    }

    /// [`Profile::earliest_low`] with the index of the first time at or after the window's
    /// end (`times.len()` if none).
    fn earliest_span(&self, need: i64, duration: i64, from: usize) -> Option<(usize, i64, usize)> {
        let (times, free) = (&self.times, &self.free);
        let n = times.len();
        let mut k = from;
        while k < n {
            if free[k] < need {
                k += 1;
                continue;
            }
            let end = times[k] + duration;
            let mut m = k + 1;
            // eight steps at a time while all of them are inside the window and free enough
            while m + 8 <= n {
                let (t8, f8) = (&times[m..m + 8], &free[m..m + 8]);
                let inside = t8.iter().fold(true, |a, &t| a & (t < end));
                let enough = f8.iter().fold(true, |a, &f| a & (f >= need));
                if !(inside & enough) {
                    break;
                }
                m += 8;
            }
            while m < n && times[m] < end && free[m] >= need {
                m += 1;
            }
            if m == n || times[m] >= end {
                let low = free[k..m].iter().copied().min().unwrap_or(free[k]);
                return Some((k, low, m));
            }
            k = m + 1;
        }
        None
    }

    /// Reserve `count` jobs of `need` units for `duration`, each in turn at its earliest slot
    /// at or after `times[from]` (as [`Profile::earliest_from`] and [`Profile::reserve`] one
    /// job at a time would), calling `take(slot, jobs)` for each slot in time order. One
    /// sweep with the window's least level kept in a monotone deque: a slot holding `c` of
    /// them takes them together, and the windows after it are not read again. Returns the
    /// last slot's index, or None once a job never fits.
    pub fn place(
        &mut self,
        need: i64,
        duration: i64,
        from: usize,
        mut count: usize,
        mut take: impl FnMut(i64, usize),
    ) -> Option<usize> {
        if need <= 0 || duration <= 0 {
            // such jobs take no room: all at the first slot with the units
            let k = from
                + self.free[from.min(self.free.len())..]
                    .iter()
                    .position(|&f| f >= need)?;
            let t = self.times[k];
            self.reserve(t, duration, need * count as i64);
            take(t, count);
            return Some(k);
        }
        if count == 1 {
            let (k, _, m) = self.earliest_span(need, duration, from)?;
            let t = self.times[k];
            self.reserve_span(k, m, t + duration, need);
            take(t, 1);
            return Some(k);
        }
        // (index, level + `sub` when it entered): every level in the window has been lowered
        // by the same reservations since, so their order holds; `head` is its front
        let mut window = std::mem::take(&mut self.window);
        window.clear();
        let mut head = 0;
        let mut sub = 0;
        let (mut k, mut j, mut last) = (from, from, from);
        while count > 0 {
            if j == k {
                window.clear();
                head = 0;
                let v = match self.free.get(k) {
                    Some(&v) => v,
                    None => {
                        self.window = window;
                        return None;
                    }
                };
                if v < need {
                    k += 1;
                    j = k;
                    continue;
                }
                window.push((k, v + sub));
                j = k + 1;
            }
            let end = self.times[k] + duration;
            let mut blocked = false;
            while j < self.times.len() && self.times[j] < end {
                let v = self.free[j];
                if v < need {
                    // no window holding j fits: the next starts after it
                    k = j + 1;
                    j = k;
                    blocked = true;
                    break;
                }
                let key = v + sub;
                while window.len() > head && window[window.len() - 1].1 >= key {
                    window.pop();
                }
                window.push((j, key));
                j += 1;
            }
            if blocked {
                continue;
            }
            while window[head].0 < k {
                head += 1;
            }
            let (low_at, key) = window[head];
            let low = key - sub;
            if low < need {
                // lowered by this run's own reservations: every window holding it is full
                head += 1;
                k = low_at + 1;
                continue;
            }
            let c = count.min((low / need) as usize);
            let t = self.times[k];
            // (the split at the window's end lands at j; the indices before it stay)
            self.reserve_span(k, j, end, need * c as i64);
            sub += need * c as i64;
            count -= c;
            take(t, c);
            last = k;
        }
        self.window = window;
        Some(last)
    }

    /// Whether `need` units stay free over `[start, start + duration)` (`start` at or after
    /// the profile's first time).
    pub fn fits(&self, start: i64, need: i64, duration: i64) -> bool {
        let k = self.times.partition_point(|&x| x <= start) - 1;
        let end = start + duration;
        self.times[k..]
            .iter()
            .zip(&self.free[k..])
            .take_while(|&(&t, _)| t < end)
            .all(|(_, &f)| f >= need)
    }

    /// Take `need` units over `[start, start + duration)`.
    pub fn reserve(&mut self, start: i64, duration: i64, need: i64) {
        let a = self.split(start);
        let b = self.split(start + duration);
        for f in &mut self.free[a..b] {
            *f -= need;
        }
    }

    /// [`Profile::reserve`] from `times[a]` to `end`, `m` the index of the first time at or
    /// after `end` (`times.len()` if none), as a window's scan leaves them: no search.
    fn reserve_span(&mut self, a: usize, m: usize, end: i64, need: i64) {
        debug_assert!(m > a && self.times[m - 1] < end);
        debug_assert!(m == self.times.len() || self.times[m] >= end);
        if m == self.times.len() || self.times[m] != end {
            let l = self.free[m - 1];
            self.times.insert(m, end);
            self.free.insert(m, l);
        }
        for f in &mut self.free[a..m] {
            *f -= need;
        }
    }

    /// [`Profile::from_ends`] in this profile's allocation.
    pub fn refill(&mut self, now: i64, free: i64, ends: impl ExactSizeIterator<Item = (i64, i64)>) {
        let (times, levels) = (&mut self.times, &mut self.free);
        times.clear();
        levels.clear();
        times.reserve(ends.len() + 1);
        levels.reserve(ends.len() + 1);
        times.push(now);
        levels.push(free);
        for (e, u) in ends {
            let e = if e <= now { now + 1 } else { e };
            let last = levels.len() - 1;
            if e == times[last] {
                levels[last] += u;
            } else {
                let l = levels[last];
                times.push(e);
                levels.push(l + u);
            }
        }
    }

    fn split(&mut self, t: i64) -> usize {
        let k = self.times.partition_point(|&x| x < t);
        if k < self.times.len() && self.times[k] == t {
            return k;
        }
        self.times.insert(k, t);
        let l = self.free[k - 1];
        self.free.insert(k, l);
        k
    }
}

/// Conservative backfilling's scan (`backfill.py` `starts_on`): the jobs needing `need[k]`
/// units for `duration[k]`, in priority order, are each reserved at their earliest slot of
/// `profile`; the positions of those whose slot is `now` start. Once fewer units are free now
/// than every job left needs, none of them can start now and their reservations change
/// nothing else: the scan stops. `Err(k)`: job `k` never fits the profile.
pub fn starts_on(
    profile: &mut Profile,
    now: i64,
    mut free: i64,
    need: &[i64],
    duration: &[i64],
) -> Result<Vec<usize>, usize> {
    let n = need.len();
    let mut least = vec![i64::MAX; n + 1];
    for k in (0..n).rev() {
        least[k] = least[k + 1].min(need[k]);
    }
    let mut out = Vec::new();
    for k in 0..n {
        if free < least[k] {
            break;
        }
        let (u, w) = (need[k], duration[k]);
        let t = profile.earliest(u, w).ok_or(k)?;
        profile.reserve(t, w, u);
        if t == now {
            out.push(k);
            free -= u;
        }
    }
    Ok(out)
}

/// How long each width stays free from a profile's start: the drops of its running minimum
/// `(level, at)`, the level falling below the one before at `at` past the start, in time
/// order, up to its first zero (the levels are never below it). A conservative pass asks it
/// whether a shape could still start now, in time independent of the profile's length.
#[derive(Clone, Debug, Default)]
pub struct Reach {
    first: i64,
    drops: Vec<(i64, i64)>,
}

impl Reach {
    /// Read `profile`'s running minimum (keeping this one's allocation).
    pub fn read(&mut self, profile: &Profile) {
        self.drops.clear();
        let start = profile.times[0];
        let mut low = profile.free[0];
        self.first = low;
        for (&t, &f) in profile.times.iter().zip(&profile.free).skip(1) {
            if low <= 0 {
                break;
            }
            if f < low {
                low = f;
                self.drops.push((f, t - start));
            }
        }
    }

    /// Whether `need` units stay free over the profile's `[start, start + duration)`.
    pub fn holds(&self, need: i64, duration: i64) -> bool {
        if need <= 0 {
            return true;
        }
        if need > self.first {
            return false;
        }
        let k = self.drops.partition_point(|&(f, _)| f >= need);
        self.drops.get(k).map_or(true, |&(_, at)| duration <= at)
    }
}

/// The waiting jobs' shapes `(units, walltime)` at their rank in a queue order that is fixed
/// per job (FCFS: the index; a static key: the rank of `(key, index)`), each subtree holding
/// its least units and least walltime. A conservative pass asks it for the next job that could
/// still start now rather than reserving every job behind the last one that can.
#[derive(Clone, Debug)]
pub struct Shapes {
    size: usize,
    units: Vec<i64>,
    walltime: Vec<i64>,
}

impl Shapes {
    pub fn new(n: usize) -> Self {
        let size = n.next_power_of_two();
        Shapes {
            size,
            units: vec![i64::MAX; 2 * size],
            walltime: vec![i64::MAX; 2 * size],
        }
    }

    /// A waiting job at `rank`.
    pub fn set(&mut self, rank: usize, units: i64, walltime: i64) {
        let mut k = rank + self.size;
        self.units[k] = units;
        self.walltime[k] = walltime;
        while k > 1 {
            k /= 2;
            self.units[k] = self.units[2 * k].min(self.units[2 * k + 1]);
            self.walltime[k] = self.walltime[2 * k].min(self.walltime[2 * k + 1]);
        }
    }

    /// No waiting job at `rank` any more.
    pub fn clear(&mut self, rank: usize) {
        self.set(rank, i64::MAX, i64::MAX);
    }

    /// The first rank in `lo..hi` holding a job whose shape `could(units, walltime)` accept.
    /// `could` must be monotone (a shape it refuses, it refuses with more units or a longer
    /// walltime), so a subtree is skipped when its least units and least walltime are refused.
    pub fn first(&self, lo: usize, hi: usize, could: &impl Fn(i64, i64) -> bool) -> Option<usize> {
        self.descend(1, 0, self.size, lo, hi, could)
    }

    fn descend(
        &self,
        node: usize,
        from: usize,
        to: usize,
        lo: usize,
        hi: usize,
        could: &impl Fn(i64, i64) -> bool,
    ) -> Option<usize> {
        if to <= lo || from >= hi || self.units[node] == i64::MAX {
            return None;
        }
        if !could(self.units[node], self.walltime[node]) {
            return None;
        }
        if to - from == 1 {
            return Some(from);
        }
        let mid = (from + to) / 2;
        self.descend(2 * node, from, mid, lo, hi, could)
            .or_else(|| self.descend(2 * node + 1, mid, to, lo, hi, could))
    }
}

impl Snap for Shapes {
    fn put(&self, w: &mut Writer) {
        self.size.put(w);
        self.units.put(w);
        self.walltime.put(w);
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        let s = Shapes {
            size: Snap::get(r)?,
            units: Snap::get(r)?,
            walltime: Snap::get(r)?,
        };
        if s.units.len() != 2 * s.size || s.walltime.len() != 2 * s.size {
            return Err("conservative backfill's shape tree does not hold its size".into());
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::Rng;

    /// A profile of running jobs and some reservations on up to 12 units.
    fn profile(rng: &mut Rng) -> Profile {
        let total = 1 + rng.below(12);
        let mut ends: Vec<(i64, i64)> = Vec::new();
        let mut used = 0;
        while used < total && rng.below(4) != 0 {
            let u = 1 + rng.below((total - used) as u64);
            ends.push((1 + rng.below(40), u));
            used += u;
        }
        ends.sort_unstable();
        let mut p = Profile::from_ends(0, total - used, ends.into_iter());
        for _ in 0..rng.below(6) {
            let (u, w) = (1 + rng.below(total as u64), 1 + rng.below(30));
            if let Some(t) = p.earliest(u, w) {
                p.reserve(t, w, u);
            }
        }
        p
    }

    #[test]
    fn a_run_placed_at_once_takes_the_slots_of_one_job_at_a_time() {
        let mut rng = Rng(0x5851_f42d_4c95_7f2d);
        for case in 0..20_000 {
            let mut p = profile(&mut rng);
            let total = p.free.iter().copied().max().unwrap_or(1).max(1);
            let need = [0, 1, 1 + rng.below(total as u64)][case % 3];
            let duration = if case % 5 == 0 { 0 } else { 1 + rng.below(50) };
            let count = 1 + rng.below(9) as usize;
            let from = rng.below(p.times.len() as u64) as usize;
            let mut one = p.clone();
            let mut want = Vec::new();
            let mut k = from;
            for _ in 0..count {
                let (at, _) = one.earliest_low(need, duration, k).unwrap();
                let t = one.times[at];
                one.reserve(t, duration, need);
                want.push(t);
                k = at;
            }
            let mut got = Vec::new();
            let last = p.place(need, duration, from, count, |t, c| {
                got.extend(std::iter::repeat(t).take(c))
            });
            assert_eq!(got, want, "case {case}");
            assert_eq!(p.times[last.unwrap()], *want.last().unwrap(), "case {case}");
            assert_eq!((&p.times, &p.free), (&one.times, &one.free), "case {case}");
        }
    }

    /// The profile's first form: each window read step by step, each reservation's ends
    /// searched (the brute force the scans that skip ahead are checked against).
    struct Sorted {
        times: Vec<i64>,
        free: Vec<i64>,
    }

    impl Sorted {
        fn earliest_low(&self, need: i64, duration: i64, from: usize) -> Option<(usize, i64)> {
            let (times, free) = (&self.times, &self.free);
            let mut k = from;
            while k < times.len() {
                if free[k] < need {
                    k += 1;
                    continue;
                }
                let end = times[k] + duration;
                let mut low = free[k];
                let mut m = k + 1;
                while m < times.len() && times[m] < end && free[m] >= need {
                    low = low.min(free[m]);
                    m += 1;
                }
                if m == times.len() || times[m] >= end {
                    return Some((k, low));
                }
                k = m + 1;
            }
            None
        }

        fn fits(&self, start: i64, need: i64, duration: i64) -> bool {
            let k = self.times.partition_point(|&x| x <= start) - 1;
            let end = start + duration;
            (k..self.times.len())
                .take_while(|&m| self.times[m] < end)
                .all(|m| self.free[m] >= need)
        }

        fn reserve(&mut self, start: i64, duration: i64, need: i64) {
            let a = self.split(start);
            let b = self.split(start + duration);
            for f in &mut self.free[a..b] {
                *f -= need;
            }
        }

        fn split(&mut self, t: i64) -> usize {
            let k = self.times.partition_point(|&x| x < t);
            if k < self.times.len() && self.times[k] == t {
                return k;
            }
            self.times.insert(k, t);
            let l = self.free[k - 1];
            self.free.insert(k, l);
            k
        }
    }

    #[test]
    fn the_profile_answers_as_a_step_by_step_scan() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for case in 0..3_000 {
            let mut p = profile(&mut rng);
            let mut s = Sorted {
                times: p.times.clone(),
                free: p.free.clone(),
            };
            let total = s.free.iter().copied().max().unwrap().max(1);
            for op in 0..40 {
                // short jobs often, so that the profile grows past windows of eight steps
                let need = rng.below(total as u64 + 1);
                let duration = rng.below(if op % 2 == 0 { 8 } else { 200 });
                let n = s.times.len();
                match rng.below(4) {
                    0 => {
                        let k = rng.below(n as u64) as usize;
                        let want = s.earliest_low(need, duration, k);
                        assert_eq!(
                            p.earliest_low(need, duration, k),
                            want,
                            "case {case} op {op}"
                        );
                    }
                    1 => {
                        let start = s.times[0] + rng.below(80);
                        let want = s.fits(start, need, duration);
                        assert_eq!(p.fits(start, need, duration), want, "case {case} op {op}");
                        if want && duration > 0 {
                            s.reserve(start, duration, need);
                            p.reserve(start, duration, need);
                        }
                    }
                    _ => {
                        let k = rng.below(n as u64) as usize;
                        let count = 1 + rng.below(6) as usize;
                        let mut want = Vec::new();
                        let mut at = k;
                        for _ in 0..count {
                            match s.earliest_low(need, duration, at) {
                                Some((m, _)) => {
                                    let t = s.times[m];
                                    s.reserve(t, duration, need);
                                    want.push(t);
                                    at = m;
                                }
                                None => break,
                            }
                        }
                        let mut got = Vec::new();
                        let last = p.place(need, duration, k, count, |t, c| {
                            got.extend(std::iter::repeat(t).take(c))
                        });
                        assert_eq!(got, want, "case {case} op {op}");
                        if want.len() < count {
                            assert!(last.is_none(), "case {case} op {op}");
                            break;
                        }
                        assert_eq!(last.map(|m| p.times[m]), want.last().copied());
                    }
                }
                assert_eq!(
                    (&p.times, &p.free),
                    (&s.times, &s.free),
                    "case {case} op {op}"
                );
            }
        }
    }

    #[test]
    fn reach_answers_as_the_least_level_over_the_window() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut reach = Reach::default();
        for case in 0..20_000 {
            let p = profile(&mut rng);
            reach.read(&p);
            let need = rng.below(14) - 1;
            let duration = rng.below(60) - 5;
            let end = p.times[0] + duration;
            let least = p
                .times
                .iter()
                .zip(&p.free)
                .take_while(|&(&t, _)| t < end.max(p.times[0] + 1))
                .map(|(_, &f)| f)
                .min()
                .unwrap();
            assert_eq!(reach.holds(need, duration), need <= least, "case {case}");
        }
    }
}
