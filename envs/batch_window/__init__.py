"""What the two batch-queue env families share (``dispatch/`` and ``workflow_submit/``): the
workload windows an episode replays, the batch objective terms and their running cost, the
cluster / queue window / workflow / clock observation blocks, and the cluster drawing."""
