"""Learned agents for the hpcgym environments: training and evaluation with Stable-Baselines3."""
