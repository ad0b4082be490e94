"""The bot's in-memory registries forget past a size (issue 20: memory that levels off)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import i18n
from bot.app.bounded import BoundedDict, BoundedSet
from bot.app.tables import TURN_MEMORIES, Tables
from bot.config import Settings
from bot.discord_app.client import KNOWN_LOCALES, GameBot
from bot.discord_app.notifier import KNOWN_THREADS


def test_bounded_dict_forgets_the_least_recently_used() -> None:
    memory: BoundedDict[int, str] = BoundedDict(3)
    for key in range(3):
        memory[key] = str(key)
    assert memory[0] == "0"  # read: now the newest
    memory[3] = "3"
    assert 1 not in memory and set(memory) == {0, 2, 3}
    assert memory.setdefault(4, "4") == "4"
    assert len(memory) == 3 and 2 not in memory
    del memory[0]
    assert set(memory) == {3, 4}


def test_bounded_dict_never_holds_more_than_its_limit() -> None:
    memory: BoundedDict[int, int] = BoundedDict(100)
    for key in range(10_000):
        memory[key] = key
    assert len(memory) == 100 and min(memory) == 9_900
    with pytest.raises(ValueError):
        BoundedDict(0)


def test_bounded_set_forgets_the_member_added_longest_ago() -> None:
    members: BoundedSet[int] = BoundedSet(2)
    members.add(1)
    members.add(2)
    members.add(1)  # added again: now the newest
    members.add(3)
    assert members == {1, 3} and 2 not in members
    members.discard(1)
    members.discard(99)
    assert members == {3} and set() != members


def test_the_bots_registries_are_bounded(tmp_path: Path) -> None:
    bot = GameBot(Settings(database_path=tmp_path / "bot.sqlite3"))
    assert isinstance(bot._locales, BoundedDict) and bot._locales.limit == KNOWN_LOCALES
    for user in range(KNOWN_LOCALES + 50):
        bot._locales[user] = "fr"
    assert len(bot._locales) == KNOWN_LOCALES


def test_the_notifier_and_tables_registries_are_bounded(tmp_path: Path) -> None:
    from bot.discord_app.notifier import DiscordNotifier

    notifier = DiscordNotifier(GameBot(Settings(database_path=tmp_path / "bot.sqlite3")))
    for thread in range(KNOWN_THREADS + 10):
        notifier.locked_threads.add(thread)
    assert len(notifier.locked_threads) == KNOWN_THREADS and 0 not in notifier.locked_threads
    tables = Tables(store=None)  # type: ignore[arg-type]  # _turns needs no store
    assert isinstance(tables._turns, BoundedDict) and tables._turns.limit == TURN_MEMORIES


def test_language_bundles_are_a_bounded_cache() -> None:
    assert i18n.bundle.cache_info().maxsize is not None
