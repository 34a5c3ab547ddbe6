"""Deprecated name of :mod:`hpcgym.tasks.taskqueue` (the task-level simulator, ``TaskQueue``):
"engine" names the ``engine=`` choice of the Python or compiled backend only. Import from
:mod:`hpcgym.tasks.taskqueue`; this alias goes in a later release."""

from __future__ import annotations

import warnings

from hpcgym.tasks.taskqueue import (
    TaskQueue,
    TaskQueueError,
    TaskSchedule,
    WorkflowState,
    _template,
)

__all__ = ["TaskQueue", "TaskQueueError", "TaskSchedule", "WorkflowState", "_template"]

warnings.warn(
    "hpcgym.tasks.engine is renamed hpcgym.tasks.taskqueue; import from there",
    DeprecationWarning,
    stacklevel=2,
)
