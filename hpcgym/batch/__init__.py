"""The batch system (rodrigo2017, rodrigo2018): cluster, jobs, priority, backfilling, the event-driven
simulator, the native policies, workflow submission modes and the metrics of a schedule."""
