//! The batch engine: queue orders, backfilling plans, and the simulator kernel with its passes.
pub mod backfill;
pub mod pools;
pub mod queue;
pub mod sim;

/// The entries of per-job `v` at the indices `kept` (a compact copy's jobs, in order).
pub fn pick<T: Copy>(v: &[T], kept: &[usize]) -> Vec<T> {
    kept.iter().map(|&k| v[k]).collect()
}
