//! hpcgym's compiled batch core (`hpcgym._core`). The Python simulator in `hpcgym.batch` is its
//! executable specification: the compiled engine reproduces it job by job (tests/core/compiled).
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

mod batch;
mod dispatch;
mod engine;
mod jobs;
mod online;
mod passes;
mod policy;
mod snapshot;
mod swf;
mod vector;

/// `a * b / c` as the multifactor keys compute it (Python's correctly rounded `int / int`), so
/// tests can hold it to Python's own.
#[pyfunction]
fn true_ratio(a: i64, b: i64, c: i64) -> f64 {
    engine::queue::ratio(a, b, c)
}

/// A dynamic score (`"wfp3"`, `"unicep"`; `aux`: UNICEP's log2 of the cores) as the compiled
/// queue computes it, so `hpcgym/batch/priority.py` can hold its formulas to these at import.
#[pyfunction]
fn dynamic_score(
    score: &str,
    now: i64,
    submit: i64,
    cores: i64,
    walltime: i64,
    aux: f64,
) -> PyResult<f64> {
    let s: engine::queue::Score = score
        .parse()
        .map_err(|e| PyValueError::new_err(format!("dynamic_score: {e}")))?;
    Ok(engine::queue::dynamic_score(
        s, now, submit, cores, walltime, aux,
    ))
}

#[pymodule]
fn _core(py: Python, m: &PyModule) -> PyResult<()> {
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add("AGE_WEIGHT", engine::queue::AGE_WEIGHT)?;
    m.add("SIZE_WEIGHT", engine::queue::SIZE_WEIGHT)?;
    m.add("MAX_AGE", engine::queue::MAX_AGE)?;
    m.add("HORIZONS", PyTuple::new(py, dispatch::HORIZONS))?;
    m.add("N_CLUSTER", dispatch::N_CLUSTER)?;
    m.add("N_QUEUE", dispatch::N_QUEUE)?;
    m.add("N_WORKFLOW", dispatch::N_WORKFLOW)?;
    m.add("N_CLOCK", dispatch::N_CLOCK)?;
    m.add("Q_WAIT", dispatch::Q_WAIT)?;
    m.add("Q_FITS", dispatch::Q_FITS)?;
    m.add("Q_AGE", dispatch::Q_AGE)?;
    m.add("JOB_FIELDS", PyTuple::new(py, jobs::FIELDS))?;
    m.add_function(wrap_pyfunction!(true_ratio, m)?)?;
    m.add_function(wrap_pyfunction!(dynamic_score, m)?)?;
    m.add_class::<batch::BatchCore>()?;
    m.add_class::<dispatch::DispatchCore>()?;
    m.add_class::<online::OnlineCore>()?;
    m.add_class::<vector::DispatchVec>()?;
    m.add_class::<vector::WindowSource>()?;
    m.add_function(wrap_pyfunction!(passes::conservative_starts, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_header, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_jobs, m)?)?;
    m.add_function(wrap_pyfunction!(jobs::make_jobs, m)?)?;
    Ok(())
}
