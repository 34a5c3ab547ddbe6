"""What every fuzz test shares: a fixed, reproducible budget (hypothesis derandomized, no
example database), the one documented outcome (a result, or an :class:`HPCGymError`), a time
limit per example (a hang is a finding too) and a few value strategies.

``HPCGYM_FUZZ_SCALE=K`` runs K times the examples from a random start (a longer hunt than
CI's; hypothesis prints the seed of a failure to replay it)."""

from __future__ import annotations

import math
import os
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from hpcgym.errors import HPCGymError

SCALE = int(os.environ.get("HPCGYM_FUZZ_SCALE", "0") or 0)


def budget(examples: int) -> settings:
    """``examples`` examples, the same ones on every run (CI is reproducible)."""
    return settings(
        max_examples=examples * max(1, SCALE),
        deadline=None,
        derandomize=not SCALE,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


class Hang(Exception):
    """An example ran past its time limit."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` if the block runs longer than ``seconds`` (SIGALRM, main thread)."""

    def fire(signum: int, frame: Any) -> None:
        raise Hang(f"no result within {seconds:g} s")

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def outcome(f: Callable[..., Any], *args: Any, seconds: float = 10, **kw: Any) -> Any:
    """``f(*args, **kw)``, or None if it raised one of hpcgym's errors; anything else it
    raises (or a hang) fails the test."""
    with time_limit(seconds):
        try:
            return f(*args, **kw)
        except HPCGymError:
            return None


# Numbers where readers break: signs, zero, one, fractions, huge, non-finite, bool.
EDGE_NUMBERS = st.sampled_from(
    [
        0,
        1,
        -1,
        2,
        7,
        64,
        0.5,
        1.5,
        -0.5,
        1e9,
        10**18,
        2**63,
        -(2**63),
        1e300,
        math.inf,
        -math.inf,
        math.nan,
        True,
        False,
    ]
)
NUMBERS = st.one_of(
    EDGE_NUMBERS,
    st.integers(-10, 1000),
    st.floats(allow_nan=True, allow_infinity=True, width=64),
)
WORDS = st.sampled_from(["", " ", "a", "abc", "x.y", "-", "1", "1.5", "nan", "inf", "é", "\x00"])
SCALARS = st.one_of(st.none(), NUMBERS, WORDS, st.text(max_size=8))
JSON = st.recursive(
    SCALARS,
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=4),
    max_leaves=12,
)
