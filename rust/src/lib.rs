//! hpcgym's compiled batch core (`hpcgym._core`). The Python simulator in `hpcgym.batch` is its
//! executable specification: the compiled engine reproduces it job by job (tests/core/compiled).
use pyo3::prelude::*;

mod batch;
mod dispatch;
mod engine;
mod jobs;
mod passes;
mod swf;

#[pymodule]
fn _core(_py: Python, m: &PyModule) -> PyResult<()> {
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<batch::BatchCore>()?;
    m.add_class::<dispatch::DispatchCore>()?;
    m.add_function(wrap_pyfunction!(passes::conservative_starts, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_header, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_jobs, m)?)?;
    m.add_function(wrap_pyfunction!(jobs::make_jobs, m)?)?;
    Ok(())
}
