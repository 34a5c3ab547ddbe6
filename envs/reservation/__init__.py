"""Reservation: the agent reserves each workflow step's start slot (lubrano2024, WARP)."""

from hpcgym.envs.reservation.env import ReservationEnv
from hpcgym.envs.reservation.types import Decision, ReservationScales

__all__ = ["Decision", "ReservationEnv", "ReservationScales"]
