//! `hpcgym.batch.job.Job` objects built from checked columns, without the Python-level
//! `__init__` and `__post_init__` (the columns' types are those the checks insist on).
use pyo3::exceptions::PyValueError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple, PyType};
use pyo3::AsPyPointer;

/// `Job`'s fields in order (checked against the dataclass when `hpcgym.batch.columns` loads).
pub const FIELDS: [&str; 13] = [
    "id",
    "submit",
    "cores",
    "walltime",
    "runtime",
    "user",
    "queue",
    "deps",
    "workflow",
    "task",
    "gpus",
    "mem",
    "partition",
];

/// Jobs of class `cls` (a slotted dataclass with the 13 fields of `Job`): ints from the six
/// int64 columns and `workflow`, the names of `queue`, no dependencies, no task, no GPUs or
/// memory asked for and the first partition.
#[pyfunction]
#[allow(clippy::too_many_arguments)]
pub fn make_jobs(
    py: Python<'_>,
    cls: &PyType,
    id: Vec<i64>,
    submit: Vec<i64>,
    cores: Vec<i64>,
    walltime: Vec<i64>,
    runtime: Vec<i64>,
    user: Vec<i64>,
    queue: &PyList,
    workflow: Vec<i64>,
) -> PyResult<PyObject> {
    let n = id.len();
    let lengths = [
        submit.len(),
        cores.len(),
        walltime.len(),
        runtime.len(),
        user.len(),
    ];
    if lengths.iter().any(|&l| l != n) || queue.len() != n || workflow.len() != n {
        return Err(PyValueError::new_err(
            "make_jobs: columns of different lengths",
        ));
    }
    let names: Vec<&PyString> = FIELDS.iter().map(|f| PyString::intern(py, f)).collect();
    let no_deps: PyObject = PyTuple::empty(py).into();
    let no_task: PyObject = (-1i64).to_object(py);
    let none_asked: PyObject = 0i64.to_object(py);
    let first_partition: PyObject = PyString::intern(py, "").into();
    let out = PyList::empty(py);
    for k in 0..n {
        let values: [PyObject; 13] = [
            id[k].to_object(py),
            submit[k].to_object(py),
            cores[k].to_object(py),
            walltime[k].to_object(py),
            runtime[k].to_object(py),
            user[k].to_object(py),
            queue.get_item(k)?.into(),
            no_deps.clone_ref(py),
            workflow[k].to_object(py),
            no_task.clone_ref(py),
            none_asked.clone_ref(py),
            none_asked.clone_ref(py),
            first_partition.clone_ref(py),
        ];
        // SAFETY: `cls` is a type; the new object is owned by `job` and set field by field
        // through the generic setter, which goes past the frozen dataclass's __setattr__.
        let job: PyObject = unsafe {
            let raw = ffi::PyType_GenericAlloc(cls.as_ptr() as *mut ffi::PyTypeObject, 0);
            if raw.is_null() {
                return Err(PyErr::fetch(py));
            }
            PyObject::from_owned_ptr(py, raw)
        };
        for (name, value) in names.iter().zip(values.iter()) {
            let rc = unsafe {
                ffi::PyObject_GenericSetAttr(job.as_ptr(), name.as_ptr(), value.as_ptr())
            };
            if rc != 0 {
                return Err(PyErr::fetch(py));
            }
        }
        out.append(job)?;
    }
    Ok(out.into())
}
