//! Conservative backfilling's pass for the Python simulator: `conservative_starts` of
//! `hpcgym/batch/backfill.py` (its specification) over the same availability profile, so a
//! WoAS or workflow-submission run, which stays on the Python simulator, plans in compiled code.
use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyList;
use pyo3::AsPyPointer;

/// `(expected end, units)` of each `(end, job)` of `run_ends`, read through the C API: the
/// list is re-read at every pass, so this is most of a pass's cost.
fn read_run_ends(py: Python<'_>, run_ends: &PyList, units: &PyList) -> PyResult<Vec<(i64, i64)>> {
    let n = run_ends.len();
    let mut out = Vec::with_capacity(n);
    // SAFETY: both lists are alive for the call (borrowed from Python, the GIL held); every
    // pointer the C API returns is checked before use and borrowed, never released here.
    unsafe {
        let (list, unit_list) = (run_ends.as_ptr(), units.as_ptr());
        for k in 0..n {
            let item = ffi::PyList_GetItem(list, k as ffi::Py_ssize_t);
            if item.is_null() {
                return Err(PyErr::fetch(py));
            }
            if ffi::PyTuple_Check(item) == 0 || ffi::PyTuple_Size(item) != 2 {
                return Err(PyTypeError::new_err("run_ends holds (end, job) pairs"));
            }
            let e = ffi::PyLong_AsLongLong(ffi::PyTuple_GetItem(item, 0));
            let i = ffi::PyLong_AsLongLong(ffi::PyTuple_GetItem(item, 1));
            if (e == -1 || i == -1) && !ffi::PyErr_Occurred().is_null() {
                return Err(PyErr::fetch(py));
            }
            let u = ffi::PyList_GetItem(unit_list, i as ffi::Py_ssize_t);
            if u.is_null() {
                return Err(PyErr::fetch(py));
            }
            let u = ffi::PyLong_AsLongLong(u);
            if u == -1 && !ffi::PyErr_Occurred().is_null() {
                return Err(PyErr::fetch(py));
            }
            out.push((e, u));
        }
    }
    Ok(out)
}

/// Free units over time as steps: `free[k]` holds on `[times[k], times[k+1])`.
struct Profile {
    times: Vec<i64>,
    free: Vec<i64>,
}

impl Profile {
    fn new(now: i64, free: i64, ends: &[(i64, i64)]) -> Self {
        let mut times = Vec::with_capacity(ends.len() + 1);
        let mut levels = Vec::with_capacity(ends.len() + 1);
        times.push(now);
        levels.push(free);
        for &(e, u) in ends {
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
        Profile {
            times,
            free: levels,
        }
    }

    fn earliest(&self, need: i64, duration: i64) -> Option<i64> {
        let (times, free) = (&self.times, &self.free);
        let n = times.len();
        let mut k = 0;
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

/// Positions of the examined jobs a conservative pass starts now (see the Python
/// specification); None if some examined job can never fit the profile.
#[pyfunction]
pub fn conservative_starts(
    py: Python<'_>,
    now: i64,
    free: i64,
    run_ends: &PyList,
    units: &PyList,
    need: Vec<i64>,
    duration: Vec<i64>,
) -> PyResult<Option<Vec<usize>>> {
    let ends = read_run_ends(py, run_ends, units)?;
    let n = need.len();
    let mut least = vec![i64::MAX; n + 1];
    for k in (0..n).rev() {
        least[k] = least[k + 1].min(need[k]);
    }
    let mut profile = Profile::new(now, free, &ends);
    let mut free = free;
    let mut out = Vec::new();
    for k in 0..n {
        if free < least[k] {
            break;
        }
        let (u, w) = (need[k], duration[k]);
        let t = match profile.earliest(u, w) {
            Some(t) => t,
            None => return Ok(None),
        };
        profile.reserve(t, w, u);
        if t == now {
            out.push(k);
            free -= u;
        }
    }
    Ok(Some(out))
}
