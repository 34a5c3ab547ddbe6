"""The papers' experiments as library code (no argparse): the WoAS study (rodrigo2017), the maximal
utilization, LoP and held-capacity studies (ilyushkin2015), their figures, and in ``kinds`` each study
as a kind of scenario file for the sweeps."""
