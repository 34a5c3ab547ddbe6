"""The online planner's runtime model (agents/runtimes.py): its classes on integers, its
slowdown weight worked by hand, and that it charges what the requests do where runtimes equal
them."""

from __future__ import annotations

import math

import pytest

from hpcgym.agents.runtimes import SHARES, RuntimeModel, req_class, share_class
from hpcgym.batch.simulator import DONE, KILLED, PENDING, RUNNING


@pytest.mark.parametrize(
    ("ran", "asked", "h"),
    [
        (100, 100, 0),
        (130, 100, 0),
        (71, 100, 1),
        (70, 100, 2),
        (50, 100, 2),
        (25, 100, 4),
        (24, 100, 5),
        (1, 10**9, 40),
    ],
)
def test_share_classes_are_half_octaves_below_the_request(ran, asked, h):
    """0.71 >= 2^-1/2 > 0.70; 0.25 = 2^-2 opens class 4; a share below 2^-20 is class 40."""
    assert share_class(ran, asked) == h
    if 0 < h < 40:
        assert 2 ** (-h / 2) <= ran / asked < 2 ** (-(h - 1) / 2)
        assert 2 ** (-h / 2) < SHARES[h] < 2 ** (-(h - 1) / 2)


def test_request_classes_are_octaves():
    assert [req_class(w) for w in (1, 2, 3, 4, 100, 127, 128, 0)] == [0, 1, 1, 2, 6, 6, 7, 0]


def test_the_slowdown_weight_worked_by_hand():
    """Ended jobs requesting 100 s ran 100 s and 25 s (class 4, share 2^-7/4 = 0.2973); a
    running and a pending job are not counted. A new 100-s request weighs
    (1/100 [the prior] + 1/100 + 1/29.73) / 3; a 1,000-s or 50-s request (no ended job of
    its class) 1/request."""
    model = RuntimeModel(
        start=[0, 0, 5, -1],
        end=[100, 25, -1, -1],
        status=[DONE, KILLED, RUNNING, PENDING],
        walltime=[100, 100, 100, 100],
        tau=10,
    )
    expect = (1 / 100 + 1 / 100 + 1 / (2 ** (-7 / 4) * 100)) / 3
    assert model.weight(100) == pytest.approx(expect, rel=1e-15)
    assert model.weight(1000) == 1 / 1000
    assert model.weight(50) == 1 / 50


def test_where_runtimes_equal_requests_the_model_charges_what_the_requests_do():
    """Every ended job ran its request: the weight is 1/max(request, tau), and a waiting
    job's charge 1 + wait/request is its bounded slowdown had it run its request."""
    walls = [60, 100, 3000, 5]
    model = RuntimeModel([0] * 4, walls, [DONE] * 4, walls, tau=10)
    for w in (60, 100, 90, 3000, 5):
        assert model.weight(w) == pytest.approx(1 / max(w, 10), rel=1e-15)
    bsld = model.mean_bsld([0, 0], [40, 7], [140, 12], [100, 5], 0, ended_before=set())
    assert bsld == pytest.approx(((1 + 40 / 100) + (1 + 7 / 10)) / 2, rel=1e-15)
    assert math.isnan(model.mean_bsld([0], [-1], [-1], [100], 0, set()))
