"""Hand-coded agents for the hpcgym environments, with Stable-Baselines3's ``predict`` call."""
from hpcgym.baselines.heuristics import NATIVE, SCORES, HeuristicAgent, make_baseline

BASELINES = tuple(SCORES)

__all__ = ["BASELINES", "NATIVE", "SCORES", "HeuristicAgent", "make_baseline"]
