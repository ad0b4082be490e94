"""bench/double_memory.py charges the double only with what it holds (issue 20)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.double_memory import held_bytes
from bot.double.world import StoredMessage, World


@dataclass
class _BotThing:  # not one of the double's classes: never counted for it
    payload: bytes = field(default_factory=lambda: b"x" * 1_000_000)


def test_the_double_is_charged_with_its_messages() -> None:
    world = World()
    empty = held_bytes([world])
    for index in range(100):
        world.messages[index] = StoredMessage(id=index, channel_id=1, guild_id=None,
                                              author_id=2, content=f"{index:04d}" * 250)
    assert held_bytes([world]) - empty > 100 * 1000


def test_the_walk_stops_at_objects_that_are_not_the_doubles() -> None:
    world = World()
    before = held_bytes([world])
    world.interactions["token"] = _BotThing()  # e.g. a record's link to the bot
    assert held_bytes([world]) - before < 1_000
    shared = b"z" * 10_000
    assert held_bytes([world, [shared, shared]]) - before < 12_000  # counted once
