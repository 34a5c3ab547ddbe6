"""The batch system (papers 000, 004): cluster, jobs, priority, backfilling, the event-driven
simulator, the native policies, workflow submission modes and the metrics of a schedule."""
