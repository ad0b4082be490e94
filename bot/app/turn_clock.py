"""Turn clocks for asynchronous play: deadlines, reminders, quiet hours, away time.

Pure functions over timestamps (seconds since the epoch, UTC), so every rule here is
tested with plain numbers and no sleeping. These are the platform's policies, the same
for every game, and chosen to match what Board Game Arena's turn-based mode offers.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.message import Message, msg

HOUR = 3600
DAY = 24 * HOUR

#: speed name → seconds per move ("none" has no clock)
SPEEDS: dict[str, int | None] = {"none": None, "12h": 12 * HOUR, "24h": DAY, "72h": 3 * DAY}
#: after this many timeouts of the same seat, the others may remove that player
TIMEOUTS_BEFORE_REMOVAL = 3
#: away time allowed in any window of AWAY_WINDOW seconds
AWAY_ALLOWANCE = 14 * DAY
AWAY_WINDOW = 30 * DAY
#: the second reminder comes when this share of the time is left (or 1 h, if longer)
NEAR_END_SHARE = 0.1


def speed_seconds(speed: str | None) -> int | None:
    return SPEEDS.get(speed or "none")


def deadline_for(now: float, speed: str | None, away_until: float | None = None) -> float | None:
    """When the player who must act now runs out of time. Time away does not count: an
    away player's clock starts when they come back."""
    seconds = speed_seconds(speed)
    if seconds is None:
        return None
    start = max(now, away_until or 0.0)
    return start + seconds


@dataclass(frozen=True)
class ReminderPlan:
    half: float
    near_end: float


def reminder_times(deadline: float, speed: str | None) -> ReminderPlan | None:
    seconds = speed_seconds(speed)
    if seconds is None:
        return None
    near = max(seconds * NEAR_END_SHARE, min(HOUR, seconds / 4))
    return ReminderPlan(half=deadline - seconds / 2, near_end=deadline - near)


def due_reminder(now: float, deadline: float | None, speed: str | None, sent: int) -> int | None:
    """Which reminder (1: halfway, 2: near the end) is due now, if any. ``sent`` counts
    the reminders already sent for this move, so each is sent at most once."""
    if deadline is None or now >= deadline:
        return None
    plan = reminder_times(deadline, speed)
    if plan is None:
        return None
    if sent < 2 and now >= plan.near_end:
        return 2
    if sent < 1 and now >= plan.half:
        return 1
    return None


def in_quiet_hours(now: float, quiet_start: int | None, quiet_end: int | None,
                   tz_offset_minutes: int = 0) -> bool:
    """Quiet hours are local hours [start, end), possibly across midnight (22 → 7)."""
    if quiet_start is None or quiet_end is None or quiet_start == quiet_end:
        return False
    hour = int(((now + tz_offset_minutes * 60) % DAY) // HOUR)
    if quiet_start < quiet_end:
        return quiet_start <= hour < quiet_end
    return hour >= quiet_start or hour < quiet_end


def away_used(periods: list[tuple[float, float]], now: float) -> float:
    """Seconds of away time inside the window ending now (planned time included)."""
    window_start = now - AWAY_WINDOW
    return sum(max(0.0, end - max(start, window_start)) for start, end in periods)


def away_refusal(periods: list[tuple[float, float]], now: float,
                 until: float) -> Message | None:
    """One sentence if an away period from now until ``until`` is not allowed."""
    if until <= now:
        return msg("common-err-away-past")
    wanted = until - now
    used = away_used(periods, now)
    if used + wanted > AWAY_ALLOWANCE:
        left = max(0.0, AWAY_ALLOWANCE - used) / DAY
        return msg("common-err-away-allowance", allowance=AWAY_ALLOWANCE // DAY,
                   # a number, so each language writes its decimal comma or point
                   window=AWAY_WINDOW // DAY, left=round(left, 1))
    return None
