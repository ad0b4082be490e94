"""``/settings``: the user's answer comes before any write, so a slow write cannot miss
Discord's 3-second deadline; each write is proven to run after the callback."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

SOON = f"{datetime.now(UTC) + timedelta(days=3):%Y-%m-%d}"  # within the 14 days allowed


async def writes_while(table, command: str, **options) -> list[tuple[str, bool]]:
    """Each write the command makes, and whether the user had been answered by then."""
    seen: list[tuple[str, bool]] = []
    double = table.double

    def trace(sql: str) -> None:  # runs in aiosqlite's thread, as each statement does
        # the user's own rows only: the clock loop may prune the outbox meanwhile
        if re.match(r"\s*(INSERT INTO|UPDATE) (users|away_periods)\b", sql):
            seen.append((sql, double.interactions[-1].responded))

    await table.bot.store._db.set_trace_callback(trace)
    try:
        await double.slash(table.users["ann"], table.channel, command, **options)
    finally:
        await table.bot.store._db.set_trace_callback(None)
    return seen


@pytest.mark.parametrize("command, options", [
    ("settings notify", {"mode": "dm"}),
    ("settings quiet", {"start": 22, "end": 7, "utc_offset": 1}),
    ("settings away", {"until": SOON}),
])
async def test_settings_answer_before_they_write(table, command, options):
    writes = await writes_while(table, command, **options)
    assert writes, "the command stored nothing"
    assert all(answered for _, answered in writes), writes
    record = table.double.last_interaction
    assert record.ephemeral and record.content
    table.double.assert_clean()
