"""Learned agents for the hpcgym environments: training and evaluation with Stable-Baselines3.

``hpcgym.agents.train`` (MaskablePPO / PPO, saved with their env config) and
``hpcgym.agents.evaluate`` (baselines and models on the same held-out seeds) import torch
only when used; ``hpcgym train`` / ``hpcgym evaluate`` are the command-line entry points.
"""
