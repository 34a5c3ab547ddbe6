"""The task-level world of paper 003: workflows of single-processor tasks with unknown runtimes,
their Level of Parallelism, the float-time task engine and the SR / SLoP / FES / BF policies."""
