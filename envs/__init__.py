"""Gymnasium environments on the hpcgym simulator, one folder per decision an agent controls.

- ``dispatch/``: which queued job gets the next start or reservation (``hpcgym/Dispatch-v0``,
  ``hpcgym/Dispatch-Edison-v0``);
- ``workflow_submit/``: the submission mode of each arriving workflow, rodrigo2017
  (``hpcgym/WorkflowSubmit-v0``);
- ``task_dispatch/``: which eligible task starts, runtimes unknown, ilyushkin2015
  (``hpcgym/TaskDispatch-v0``);
- ``walltime/``: the walltime each stochastic job requests at each (re)submission, gainaru2019
  (``hpcgym/Walltime-v0``);
- ``reservation/``: the start slot of each workflow step's advance reservation, lubrano2024
  (``hpcgym/Reservation-v0``);
- ``batch_window/``: what the two batch-queue families (dispatch, workflow submission) share:
  the workload windows, the batch objective terms, the observation blocks, the drawing;
- ``common/``: what every family uses: the base class
  (:class:`~hpcgym.envs.common.base.HPCEnv`), episode splits and seeds, objectives and dense
  rewards, named feature blocks, the action space, the figure plumbing;
- ``registration.py``: the registry every id is made from.

Importing this package loads only the registry; the env classes load on first use.
"""

from importlib import import_module

from hpcgym.envs.registration import ENVS, EnvSpec, register_envs, spec

_LAZY = {
    "DispatchEnv": "hpcgym.envs.dispatch",
    "WorkflowSubmitEnv": "hpcgym.envs.workflow_submit",
    "TaskDispatchEnv": "hpcgym.envs.task_dispatch",
    "WalltimeEnv": "hpcgym.envs.walltime",
    "ReservationEnv": "hpcgym.envs.reservation",
    "HPCEnv": "hpcgym.envs.common.base",
    "InvalidActionError": "hpcgym.envs.common.spaces",
}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'hpcgym.envs' has no attribute {name!r}")


__all__ = ["ENVS", "EnvSpec", "register_envs", "spec", *_LAZY]
