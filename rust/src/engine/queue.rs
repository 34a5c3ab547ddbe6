//! Orders of the waiting queue, as `hpcgym/batch/priority.py` keeps them: FCFS, static keys
//! (SJF, F1), dynamic scores recomputed at each pass (WFP3, UNICEP; tang2009) and Slurm's
//! multifactor priority kept exact in continuous time by two sorted lists (rodrigo2017 §4.2),
//! and Moab's per-pass queue priority with eligible limits (rodrigo2018 §3.1.3, `moab.rs`).
//! Keys are the Python engine's floats, compared as Python compares `(key, index)` tuples.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::moab::{Moab, MoabClass};
use super::pick;
use crate::snapshot::{Reader, Snap, Writer};

pub const AGE_WEIGHT: i64 = 50_000_000;
pub const SIZE_WEIGHT: i64 = 600_000_000;
pub const MAX_AGE: i64 = 7 * 86_400;

/// `(key, job)` ordered as a Python tuple of a float and an int (no NaN ever reaches here).
#[inline]
fn before(a: (f64, u32), b: (f64, u32)) -> bool {
    a.0 < b.0 || (a.0 == b.0 && a.1 < b.1)
}

fn insert_sorted(v: &mut Vec<(f64, u32)>, k: (f64, u32)) {
    let pos = v.partition_point(|&x| before(x, k));
    v.insert(pos, k);
}

fn remove_sorted(v: &mut Vec<(f64, u32)>, k: (f64, u32)) {
    let pos = v.partition_point(|&x| before(x, k));
    v.remove(pos);
}

/// A dynamic score of tang2009 (the lowest runs first), from the job's static columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Score {
    /// `-(wait / walltime)^3 * cores`
    Wfp3,
    /// `-wait / (log2(cores) * walltime)`, `aux` holding the log (1e-15 for one core)
    Unicep,
}

#[derive(Clone, Debug)]
pub enum Queue {
    Fcfs(Vec<u32>),
    Static {
        key: Vec<f64>,
        items: Vec<(f64, u32)>,
    },
    Dynamic {
        score: Score,
        submit: Vec<i64>,
        cores: Vec<i64>,
        walltime: Vec<i64>,
        aux: Vec<f64>,
        members: Vec<u32>,
        pos: Vec<u32>,
    },
    Multifactor(Multifactor),
    Moab(Moab),
}

pub const ABSENT: u32 = u32::MAX;

impl Queue {
    pub fn len(&self) -> usize {
        match self {
            Queue::Fcfs(q) => q.len(),
            Queue::Static { items, .. } => items.len(),
            Queue::Dynamic { members, .. } => members.len(),
            Queue::Multifactor(m) => m.len,
            Queue::Moab(m) => m.len(),
        }
    }

    /// When waiting job `i` became eligible, where the order keeps it apart from when it was
    /// queued (Moab: a job hidden by its group's limit ages from its release; multifactor: a
    /// WoAS task ages from its workflow's submission).
    pub fn eligible_at(&self, i: u32) -> Option<i64> {
        match self {
            Queue::Moab(m) => m.eligible_at(i),
            Queue::Multifactor(m) => Some(m.eligible[i as usize]),
            _ => None,
        }
    }

    /// A job ended or was killed at `now` (Moab with `until_end`: its group's place frees).
    pub fn finished(&mut self, i: u32, now: i64) {
        if let Queue::Moab(m) = self {
            m.finished(i, now);
        }
    }

    /// Whether a backfill pass that started nothing may skip the ticks until a change
    /// (`Simulator.quiet_ticks`); Moab's scheduler never does (`policies.make_scheduler`).
    pub fn quiets(&self) -> bool {
        !matches!(self, Queue::Moab(_))
    }

    /// Until when the order of the jobs waiting now stays as it is, no job arriving
    /// (`i64::MAX`: for ever; `now`: it may change at once), as `fixed_until` in priority.py.
    pub fn fixed_until(&self, now: i64) -> i64 {
        match self {
            Queue::Fcfs(_) | Queue::Static { .. } => i64::MAX,
            Queue::Dynamic { .. } => now,
            Queue::Multifactor(m) => m.fixed_until(now),
            Queue::Moab(_) => now,
        }
    }

    pub fn add(&mut self, i: u32, now: i64) {
        match self {
            Queue::Fcfs(q) => {
                if q.last().map_or(true, |&l| l < i) {
                    q.push(i);
                } else {
                    let pos = q.partition_point(|&x| x < i);
                    q.insert(pos, i);
                }
            }
            Queue::Static { key, items } => insert_sorted(items, (key[i as usize], i)),
            Queue::Dynamic { members, pos, .. } => {
                pos[i as usize] = members.len() as u32;
                members.push(i);
            }
            Queue::Multifactor(m) => m.add(i, now),
            Queue::Moab(m) => m.add(i, now),
        }
    }

    /// Job `i` leaves the queue at `now` (it starts).
    pub fn remove(&mut self, i: u32, now: i64) {
        match self {
            Queue::Fcfs(q) => {
                let p = q.partition_point(|&x| x < i);
                q.remove(p);
            }
            Queue::Static { key, items } => remove_sorted(items, (key[i as usize], i)),
            Queue::Dynamic { members, pos, .. } => {
                let p = pos[i as usize] as usize;
                members.swap_remove(p);
                if p < members.len() {
                    pos[members[p] as usize] = p as u32;
                }
                pos[i as usize] = ABSENT;
            }
            Queue::Multifactor(m) => m.remove(i),
            Queue::Moab(m) => m.remove(i, now),
        }
    }

    /// Waiting jobs in priority order at `now`, at least the first `limit` of them, into `out`.
    pub fn order(&mut self, now: i64, limit: Option<usize>, out: &mut Vec<u32>) {
        out.clear();
        match self {
            Queue::Fcfs(q) => {
                out.extend_from_slice(&q[..limit.map_or(q.len(), |l| l.min(q.len()))])
            }
            Queue::Static { items, .. } => {
                let n = limit.map_or(items.len(), |l| l.min(items.len()));
                out.extend(items[..n].iter().map(|&(_, i)| i))
            }
            Queue::Dynamic {
                score,
                submit,
                cores,
                walltime,
                aux,
                members,
                ..
            } => {
                let mut keyed: Vec<(f64, u32)> = members
                    .iter()
                    .map(|&i| {
                        let k = i as usize;
                        (
                            dynamic_score(*score, now, submit[k], cores[k], walltime[k], aux[k]),
                            i,
                        )
                    })
                    .collect();
                keyed.sort_unstable_by(|a, b| {
                    if before(*a, *b) {
                        std::cmp::Ordering::Less
                    } else {
                        std::cmp::Ordering::Greater
                    }
                });
                out.extend(keyed.iter().map(|&(_, i)| i));
            }
            Queue::Multifactor(m) => m.order(now, limit, out),
            Queue::Moab(m) => m.order(now, limit, out),
        }
    }
}

#[inline]
pub fn dynamic_score(
    score: Score,
    now: i64,
    submit: i64,
    cores: i64,
    walltime: i64,
    aux: f64,
) -> f64 {
    match score {
        Score::Wfp3 => -(((now - submit) as f64 / walltime as f64).powf(3.0)) * cores as f64,
        Score::Unicep => (-(now - submit)) as f64 / (aux * walltime as f64),
    }
}

/// Slurm multifactor: `AGE_WEIGHT * min(age / MAX_AGE, 1) + SIZE_WEIGHT * size`. Jobs still
/// aging keep a fixed order by `SIZE_WEIGHT * size - AGE_WEIGHT * eligible / MAX_AGE`, saturated
/// ones by size alone: two sorted lists merged on demand (`Multifactor` in priority.py).
#[derive(Clone, Debug)]
pub struct Multifactor {
    size: Vec<f64>,
    eligible_from: Vec<i64>,
    eligible: Vec<i64>,
    key: Vec<f64>,
    aged_ids: Vec<bool>,
    present: Vec<bool>,
    aging: Vec<(f64, u32)>,
    aged: Vec<(f64, u32)>,
    caps: BinaryHeap<Reverse<(i64, u32)>>,
    len: usize,
}

/// `a * b / c` for non-negative integers, correctly rounded as Python's `int / int` gives it.
#[inline]
pub fn ratio(a: i64, b: i64, c: i64) -> f64 {
    let n = a as i128 * b as i128;
    if n.unsigned_abs() < 1u128 << 53 {
        return n as f64 / c as f64;
    }
    // Past 2^53 the product is not a double: divide in integers with >= 55 quotient bits, fold
    // the remainder into a sticky bit, and let the one conversion round (to nearest, even).
    let d = c as i128;
    let bits = |x: i128| 128 - x.unsigned_abs().leading_zeros() as i32;
    let shift = (56 + bits(d) - bits(n)).max(0);
    let scaled = n << shift;
    let mut q = scaled / d;
    if scaled % d != 0 {
        q |= 1;
    }
    q as f64 / (2f64).powi(shift)
}

impl Multifactor {
    /// `eligible_from[i]` >= 0: the time job `i` ages from whenever it is added (a WoAS task:
    /// its workflow's submission, rodrigo2017 §3.3.2); -1: from when it is added.
    pub fn new(size: Vec<f64>, eligible_from: Vec<i64>) -> Self {
        let n = size.len();
        Multifactor {
            size,
            eligible_from,
            eligible: vec![0; n],
            key: vec![0.0; n],
            aged_ids: vec![false; n],
            present: vec![false; n],
            aging: Vec::new(),
            aged: Vec::new(),
            caps: BinaryHeap::new(),
            len: 0,
        }
    }

    fn aged_key(&self, i: u32) -> f64 {
        (-SIZE_WEIGHT) as f64 * self.size[i as usize]
    }

    fn add(&mut self, i: u32, now: i64) {
        let k = i as usize;
        let e = if self.eligible_from[k] >= 0 {
            self.eligible_from[k]
        } else {
            now
        };
        self.eligible[k] = e;
        self.present[k] = true;
        self.len += 1;
        if now - e >= MAX_AGE {
            let key = self.aged_key(i);
            insert_sorted(&mut self.aged, (key, i));
            self.aged_ids[k] = true;
            self.key[k] = key;
            return;
        }
        let key = -(SIZE_WEIGHT as f64 * self.size[k] - ratio(AGE_WEIGHT, e, MAX_AGE));
        insert_sorted(&mut self.aging, (key, i));
        self.caps.push(Reverse((e + MAX_AGE, i)));
        self.key[k] = key;
    }

    fn remove(&mut self, i: u32) {
        let k = i as usize;
        self.present[k] = false;
        self.len -= 1;
        let key = (self.key[k], i);
        if self.aged_ids[k] {
            self.aged_ids[k] = false;
            remove_sorted(&mut self.aged, key);
        } else {
            remove_sorted(&mut self.aging, key);
        }
    }

    /// Jobs all aging keep their order until the first saturates, jobs all saturated for
    /// ever; a mix may change order at any time.
    fn fixed_until(&self, now: i64) -> i64 {
        if self.len <= 1 || self.aging.is_empty() {
            return i64::MAX;
        }
        if !self.aged.is_empty() {
            return now;
        }
        self.caps.peek().map_or(i64::MAX, |r| r.0 .0)
    }

    fn saturate(&mut self, now: i64) {
        while let Some(&Reverse((t, i))) = self.caps.peek() {
            if t > now {
                break;
            }
            self.caps.pop();
            let k = i as usize;
            if self.aged_ids[k] || !self.present[k] || self.eligible[k] + MAX_AGE != t {
                continue;
            }
            remove_sorted(&mut self.aging, (self.key[k], i));
            let key = self.aged_key(i);
            insert_sorted(&mut self.aged, (key, i));
            self.key[k] = key;
            self.aged_ids[k] = true;
        }
    }

    fn order(&mut self, now: i64, limit: Option<usize>, out: &mut Vec<u32>) {
        self.saturate(now);
        let (aging, aged) = (&self.aging, &self.aged);
        if aged.is_empty() || aging.is_empty() {
            let src = if aged.is_empty() { aging } else { aged };
            let n = limit.map_or(src.len(), |l| l.min(src.len()));
            out.extend(src[..n].iter().map(|&(_, i)| i));
            return;
        }
        let shift = ratio(AGE_WEIGHT, now, MAX_AGE);
        let total = aging.len() + aged.len();
        let n = limit.map_or(total, |l| l.min(total));
        let (mut a, mut b) = (0, 0);
        let age_w = AGE_WEIGHT as f64;
        while out.len() < n {
            let take_aging = b >= aged.len()
                || (a < aging.len() && {
                    let x = (aging[a].0 - shift, aging[a].1);
                    let y = (aged[b].0 - age_w, aged[b].1);
                    !before(y, x)
                });
            if take_aging {
                out.push(aging[a].1);
                a += 1;
            } else {
                out.push(aged[b].1);
                b += 1;
            }
        }
    }
}

impl Queue {
    /// Room for one more job, submitted while the simulation runs (it takes the next index):
    /// its static `key` (SJF, F1; multifactor's size factor), `aux` (UNICEP's log2 of the
    /// cores), the geometry a dynamic score ranks it by, and its Moab class (None: the
    /// default one).
    pub fn push_job(
        &mut self,
        key: f64,
        aux: f64,
        submit: i64,
        cores: i64,
        walltime: i64,
        class: Option<MoabClass>,
    ) {
        match self {
            Queue::Moab(m) => m.push_job(class),
            Queue::Fcfs(_) => {}
            Queue::Static { key: keys, .. } => keys.push(key),
            Queue::Dynamic {
                submit: s,
                cores: c,
                walltime: w,
                aux: a,
                pos,
                ..
            } => {
                s.push(submit);
                c.push(cores);
                w.push(walltime);
                a.push(aux);
                pos.push(ABSENT);
            }
            Queue::Multifactor(m) => {
                m.size.push(key);
                m.eligible_from.push(-1);
                m.eligible.push(0);
                m.key.push(0.0);
                m.aged_ids.push(false);
                m.present.push(false);
            }
        }
    }
}

impl Queue {
    /// The queue of a copy keeping only the jobs `kept` (old indices, in order), which `map`
    /// sends to their new index (`ABSENT` for the others); waiting jobs must all be kept.
    pub fn remapped(&self, map: &[u32], kept: &[usize]) -> Queue {
        let items = |v: &[(f64, u32)]| -> Vec<(f64, u32)> {
            v.iter().map(|&(k, i)| (k, map[i as usize])).collect()
        };
        match self {
            Queue::Fcfs(q) => Queue::Fcfs(q.iter().map(|&i| map[i as usize]).collect()),
            Queue::Static { key, items: it } => Queue::Static {
                key: pick(key, kept),
                items: items(it),
            },
            Queue::Dynamic {
                score,
                submit,
                cores,
                walltime,
                aux,
                members,
                ..
            } => {
                let members: Vec<u32> = members.iter().map(|&i| map[i as usize]).collect();
                let mut pos = vec![ABSENT; kept.len()];
                for (p, &i) in members.iter().enumerate() {
                    pos[i as usize] = p as u32;
                }
                Queue::Dynamic {
                    score: *score,
                    submit: pick(submit, kept),
                    cores: pick(cores, kept),
                    walltime: pick(walltime, kept),
                    aux: pick(aux, kept),
                    members,
                    pos,
                }
            }
            Queue::Multifactor(m) => Queue::Multifactor(Multifactor {
                size: pick(&m.size, kept),
                eligible_from: pick(&m.eligible_from, kept),
                eligible: pick(&m.eligible, kept),
                key: pick(&m.key, kept),
                aged_ids: pick(&m.aged_ids, kept),
                present: pick(&m.present, kept),
                aging: items(&m.aging),
                aged: items(&m.aged),
                caps: m
                    .caps
                    .iter()
                    .filter(|r| map[r.0 .1 as usize] != ABSENT)
                    .map(|r| Reverse((r.0 .0, map[r.0 .1 as usize])))
                    .collect(),
                len: m.len,
            }),
            Queue::Moab(m) => Queue::Moab(m.remapped(map, kept)),
        }
    }
}

impl Snap for Queue {
    fn put(&self, w: &mut Writer) {
        match self {
            Queue::Fcfs(q) => {
                w.tag(0);
                q.put(w);
            }
            Queue::Static { key, items } => {
                w.tag(1);
                key.put(w);
                items.put(w);
            }
            Queue::Dynamic {
                score,
                submit,
                cores,
                walltime,
                aux,
                members,
                pos,
            } => {
                w.tag(2);
                w.tag(match score {
                    Score::Wfp3 => 0,
                    Score::Unicep => 1,
                });
                submit.put(w);
                cores.put(w);
                walltime.put(w);
                aux.put(w);
                members.put(w);
                pos.put(w);
            }
            Queue::Multifactor(m) => {
                w.tag(3);
                m.size.put(w);
                m.eligible_from.put(w);
                m.eligible.put(w);
                m.key.put(w);
                m.aged_ids.put(w);
                m.present.put(w);
                m.aging.put(w);
                m.aged.put(w);
                m.caps.put(w);
                m.len.put(w);
            }
            Queue::Moab(m) => {
                w.tag(4);
                m.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Result<Self, String> {
        Ok(match r.tag(5)? {
            0 => Queue::Fcfs(Snap::get(r)?),
            1 => Queue::Static {
                key: Snap::get(r)?,
                items: Snap::get(r)?,
            },
            2 => Queue::Dynamic {
                score: if r.tag(2)? == 0 {
                    Score::Wfp3
                } else {
                    Score::Unicep
                },
                submit: Snap::get(r)?,
                cores: Snap::get(r)?,
                walltime: Snap::get(r)?,
                aux: Snap::get(r)?,
                members: Snap::get(r)?,
                pos: Snap::get(r)?,
            },
            4 => Queue::Moab(Snap::get(r)?),
            _ => Queue::Multifactor(Multifactor {
                size: Snap::get(r)?,
                eligible_from: Snap::get(r)?,
                eligible: Snap::get(r)?,
                key: Snap::get(r)?,
                aged_ids: Snap::get(r)?,
                present: Snap::get(r)?,
                aging: Snap::get(r)?,
                aged: Snap::get(r)?,
                caps: Snap::get(r)?,
                len: Snap::get(r)?,
            }),
        })
    }
}

impl Queue {
    /// Whether every job the queue holds, and every per-job column, covers the jobs `0..n`
    /// (a restored snapshot's check).
    pub fn jobs_below(&self, n: usize) -> bool {
        let ok = |i: &u32| (*i as usize) < n;
        match self {
            Queue::Fcfs(q) => q.iter().all(ok),
            Queue::Static { key, items } => key.len() >= n && items.iter().all(|(_, i)| ok(i)),
            Queue::Dynamic {
                submit,
                cores,
                walltime,
                aux,
                members,
                pos,
                ..
            } => {
                [submit.len(), cores.len(), walltime.len()]
                    .iter()
                    .all(|&l| l >= n)
                    && aux.len() >= n
                    && pos.len() >= n
                    && members.iter().all(ok)
            }
            Queue::Multifactor(m) => {
                [m.size.len(), m.key.len(), m.aged_ids.len(), m.present.len()]
                    .iter()
                    .all(|&l| l >= n)
                    && m.eligible_from.len() >= n
                    && m.eligible.len() >= n
                    && m.aging.iter().chain(&m.aged).all(|(_, i)| ok(i))
                    && m.caps.iter().all(|Reverse((_, i))| ok(i))
            }
            Queue::Moab(m) => m.jobs_below(n),
        }
    }
}
