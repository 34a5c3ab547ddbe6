"""Workflow submission (rodrigo2017): the agent picks chained, pilot or WoAS for each arrival."""

from hpcgym.envs.workflow_submit.env import ACTIONS, WorkflowSubmitEnv

__all__ = ["ACTIONS", "WorkflowSubmitEnv"]
