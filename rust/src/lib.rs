//! hpcgym's compiled batch core (`hpcgym._core`). The Python simulator in `hpcgym.batch` is its
//! executable specification: every function here reproduces it exactly (tests/core/compiled).
use pyo3::prelude::*;

mod passes;

#[pymodule]
fn _core(_py: Python, m: &PyModule) -> PyResult<()> {
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(passes::conservative_starts, m)?)?;
    Ok(())
}
