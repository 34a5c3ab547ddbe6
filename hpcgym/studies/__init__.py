"""The papers' experiments as library code (no argparse): the WoAS study (000), the maximal
utilization, LoP and held-capacity studies (003), their figures, and in ``kinds`` each study
as a kind of scenario file for the sweeps."""
