"""A real Slurm (Debian's 22.05) on this machine as ground truth for the ``slurm`` preset.

One module per job: :mod:`.setup` (packages, munge), :mod:`.conf` (slurm.conf written from a
few parameters, and the simulator settings read back from it), :mod:`.cluster` (N fake nodes
up and down by PID), :mod:`.faketime` (the optional speed-up), :mod:`.replay` (sleep jobs
submitted at scripted times, starts, ends and backfill instants collected), :mod:`.records`
(runs kept as text under ``runs/``), :mod:`.workloads` (the report's generated workloads),
:mod:`.compare` (the simulator replayed against a recorded run) and :mod:`.report` (the
validation page's tables). ``python -m benchmarks.slurm --help`` lists the commands.
"""
