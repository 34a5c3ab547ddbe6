//! Conservative backfilling's pass for the Python simulator: `conservative_starts` of
//! `hpcgym/batch/backfill.py` (its specification) over the same availability profile, so a
//! WoAS or workflow-submission run, which stays on the Python simulator, plans in compiled code.
use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyList;
use pyo3::AsPyPointer;

use crate::engine::backfill::{starts_on, Profile};

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
    let mut profile = Profile::from_ends(now, free, ends.into_iter());
    Ok(starts_on(&mut profile, now, free, &need, &duration).ok())
}
