//! The batch engine: queue orders, backfilling plans, and the simulator kernel with its passes.
pub mod backfill;
pub mod queue;
pub mod sim;
