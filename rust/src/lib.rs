//! hpcgym's compiled batch core (`hpcgym._core`). The Python simulator in `hpcgym.batch` is its
//! executable specification: every function here reproduces it exactly (tests/core/compiled).
use pyo3::prelude::*;

mod swf;

#[pymodule]
fn _core(_py: Python, m: &PyModule) -> PyResult<()> {
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(swf::swf_header, m)?)?;
    m.add_function(wrap_pyfunction!(swf::swf_jobs, m)?)?;
    Ok(())
}
