"""Learned agents for the hpcgym environments: training and evaluation with Stable-Baselines3.

Training is laid out as SB3 lays out its own code: ``train`` (the loop and its config),
``callbacks`` (progress, checkpoints), ``checkpoint`` (saving and resuming), ``env_util``
(the vectorised training envs) and ``sweep`` (the scenario kinds and the sweep's run
function). ``hpcgym.agents.evaluate`` (baselines and models on the same held-out seeds)
imports torch only when a model is used, ``train`` and ``callbacks`` on import;
``hpcgym train`` / ``hpcgym evaluate`` are the command-line entry points.
"""
