"""Hand-coded agents for the hpcgym environments, with Stable-Baselines3's ``predict`` call."""
