//! The batch engine: queue orders, backfilling plans, and the simulator kernel with its passes.
pub mod backfill;
pub mod moab;
pub mod pools;
pub mod queue;
pub mod sim;

/// The entries of per-job `v` at the indices `kept` (a compact copy's jobs, in order).
pub fn pick<T: Copy>(v: &[T], kept: &[usize]) -> Vec<T> {
    kept.iter().map(|&k| v[k]).collect()
}

/// xorshift64*: random workloads for the engine's tests without a crate.
#[cfg(test)]
pub(crate) struct Rng(pub u64);

#[cfg(test)]
impl Rng {
    pub fn below(&mut self, n: u64) -> i64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n) as i64
    }
}
