//! hpcgym's compiled batch core (`hpcgym._core`). The Python simulator in `hpcgym.batch` is its
//! executable specification: the compiled engine reproduces it job by job (tests/core/compiled).
use pyo3::prelude::*;

mod batch;
mod dispatch;
mod engine;
mod jobs;
mod passes;
mod swf;
mod vector;

/// `a * b / c` as the multifactor keys compute it (Python's correctly rounded `int / int`), so
/// tests can hold it to Python's own.
#[pyfunction]
fn true_ratio(a: i64, b: i64, c: i64) -> f64 {
    engine::queue::ratio(a, b, c)
}

#[pymodule]
fn _core(_py: Python, m: &PyModule) -> PyResult<()> {
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(true_ratio, m)?)?;
    m.add_class::<batch::BatchCore>()?;
    m.add_class::<dispatch::DispatchCore>()?;
    m.add_class::<vector::DispatchVec>()?;
    m.add_class::<vector::WindowSource>()?;
    m.add_function(wrap_pyfunction!(passes::conservative_starts, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_header, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_jobs, m)?)?;
    m.add_function(wrap_pyfunction!(jobs::make_jobs, m)?)?;
    Ok(())
}
