"""The benchmark suite (``hpcgym bench``): named tasks with fixed train / validation / test
episodes, every agent scored against the best baseline on the same held-out episodes.

``tasks`` (what each task is), ``scores`` (the one statistic and its paired bootstrap
interval), ``run`` (agents on a task's episodes through the sweep runner), ``board`` (the
leaderboard: table, Markdown, chart), ``ledger`` (every agent ever judged on a test split). This layer sits above ``hpcgym.agents``: it judges baselines and learned agents alike.
"""

from hpcgym.bench.tasks import TASKS, Task, get

__all__ = ["TASKS", "Task", "get"]
