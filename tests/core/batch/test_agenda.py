"""The batch simulator's agenda (hpcgym/batch/agenda.py): typed events fire by time, then by
their kind's phase, then in the order they were scheduled."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from hpcgym.batch.agenda import ARRIVAL, RESERVATION_END, SETTLE, Agenda


@dataclass(slots=True)
class Noted:
    log: list
    name: str
    phase: int
    spawn: tuple[int, object] | None = None

    def fire(self, sim: object) -> None:
        self.log.append(self.name)
        if self.spawn is not None:
            sim.push(*self.spawn)  # type: ignore[attr-defined]


class Late:
    phase: ClassVar[int] = ARRIVAL

    def __init__(self, log: list) -> None:
        self.log = log

    def fire(self, sim: object) -> None:
        self.log.append("late")


def test_events_fire_by_time_phase_then_order():
    log: list[str] = []
    a = Agenda()
    a.push(5, Noted(log, "settle", SETTLE))
    a.push(5, Noted(log, "end-1", RESERVATION_END))
    a.push(5, Noted(log, "arrive", ARRIVAL))
    a.push(5, Noted(log, "end-2", RESERVATION_END))
    a.push(3, Noted(log, "early", SETTLE))
    assert a.next_time() == 3 and len(a) == 5
    a.fire(a, 3)
    a.fire(a, 5)
    assert log == ["early", "arrive", "end-1", "end-2", "settle"] and a.next_time() is None


def test_an_event_scheduled_in_an_earlier_phase_waits_for_the_next_call():
    """An arrival scheduled while a later phase fires comes after that timestamp's pass, as a
    job submitted from a start event during settling does."""
    log: list[str] = []
    a = Agenda()
    a.push(7, Noted(log, "settle", SETTLE, spawn=(7, Late(log))))
    a.fire(a, 7)
    assert log == ["settle"] and a.next_time() == 7
    a.fire(a, 7)
    assert log == ["settle", "late"]


def test_discard_unschedules():
    log: list[str] = []
    a = Agenda()
    keep, drop = Noted(log, "keep", ARRIVAL), Noted(log, "drop", ARRIVAL)
    a.push(1, drop)
    a.push(2, keep)
    a.discard(lambda e: e is drop)
    assert a.next_time() == 2
