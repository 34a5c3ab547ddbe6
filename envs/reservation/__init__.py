"""Reservation: the agent reserves each workflow step's start slot (paper 002, WARP)."""
from hpcgym.envs.reservation.env import (LOAD_FEATURES, STEP_FEATURES, Decision,
                                         ReservationEnv, ReservationScales)

__all__ = ["LOAD_FEATURES", "STEP_FEATURES", "Decision", "ReservationEnv", "ReservationScales"]
