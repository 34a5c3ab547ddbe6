//! The policy names the Python side sends (the core orders and backfills of
//! `hpcgym/batch/registry.py`), parsed once at the boundary into enums: nothing past
//! `BatchCore::new` / `WindowSource::new` and `dynamic_score` matches a policy string.

use std::str::FromStr;

use crate::engine::queue::Score;
use crate::engine::sim::Backfill;

/// A compiled queue order: what the registry's `QueueOrder.core` names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Order {
    /// First come, first served.
    Fcfs,
    /// Ascending per-job `keys` (SJF's walltime, F1's score).
    Static,
    /// A dynamic score of tang2009 (WFP3, UNICEP).
    Dynamic(Score),
    /// Slurm's multifactor (`keys`: the size factors).
    Multifactor,
    /// Moab on Edison (`moab`: each job's rate, group and limit, and the pass settings).
    Moab,
}

impl Order {
    /// The name the order is parsed from.
    pub fn name(self) -> &'static str {
        match self {
            Order::Fcfs => "fcfs",
            Order::Static => "static",
            Order::Dynamic(Score::Wfp3) => "wfp3",
            Order::Dynamic(Score::Unicep) => "unicep",
            Order::Multifactor => "multifactor",
            Order::Moab => "moab",
        }
    }
}

impl FromStr for Order {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        Ok(match name {
            "fcfs" => Order::Fcfs,
            "static" => Order::Static,
            "wfp3" => Order::Dynamic(Score::Wfp3),
            "unicep" => Order::Dynamic(Score::Unicep),
            "multifactor" => Order::Multifactor,
            "moab" => Order::Moab,
            _ => return Err(format!("unknown priority {name:?}")),
        })
    }
}

impl FromStr for Score {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        match name {
            "wfp3" => Ok(Score::Wfp3),
            "unicep" => Ok(Score::Unicep),
            _ => Err(format!("unknown score {name:?}")),
        }
    }
}

impl FromStr for Backfill {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        match name {
            "none" => Ok(Backfill::None),
            "easy" => Ok(Backfill::Easy),
            "conservative" => Ok(Backfill::Conservative),
            _ => Err(format!("unknown backfill {name:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_parses_and_an_unknown_one_is_named() {
        for name in ["fcfs", "static", "wfp3", "unicep", "multifactor", "moab"] {
            assert_eq!(name.parse::<Order>().map(Order::name), Ok(name));
        }
        assert_eq!("unicep".parse(), Ok(Order::Dynamic(Score::Unicep)));
        assert_eq!("conservative".parse(), Ok(Backfill::Conservative));
        assert_eq!(
            "lifo".parse::<Order>(),
            Err("unknown priority \"lifo\"".to_string())
        );
        assert_eq!(
            "greedy".parse::<Backfill>(),
            Err("unknown backfill \"greedy\"".to_string())
        );
        assert_eq!(
            "wfp4".parse::<Score>(),
            Err("unknown score \"wfp4\"".to_string())
        );
    }
}
