"""Time units in seconds: the simulators count integer seconds, and every duration a user
gives in minutes, hours or days is converted with these (never a bare ``3600``)."""

from __future__ import annotations

MINUTE = 60
HOUR = 3600
DAY = 86400
WEEK = 7 * DAY
