"""The papers' experiments as library code (no argparse): the WoAS study (000), the maximal
utilization and LoP studies (003), and their figures."""
