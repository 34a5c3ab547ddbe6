"""The task-level world of ilyushkin2015: workflows of single-processor tasks with unknown runtimes,
their Level of Parallelism, the float-time task engine and the SR / SLoP / FES / BF policies."""
