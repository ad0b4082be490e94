"""SHARD_COUNT and SHARD_IDS: validated with one sentence naming the setting, and the bot
``python -m bot run`` builds from them (a discord.py AutoShardedBot running those shards)."""

import discord
import pytest

import bot.__main__ as cli
from bot.config import ConfigError, load_settings
from bot.discord_app.client import GameBot, ShardedGameBot, make_bot

PG = {"DATABASE_URL": "postgresql://bot@db/games"}


def test_no_shards_by_default():
    settings = load_settings({})
    assert settings.shard_count is None and settings.shard_ids is None
    assert not settings.sharded
    bot = make_bot(settings)
    assert type(bot) is GameBot and not isinstance(bot, discord.AutoShardedClient)
    assert bot.owns_guild(123 << 22) and bot.owns_guild(None)


def test_shard_ids_as_list_and_range():
    assert load_settings({**PG, "SHARD_COUNT": "4", "SHARD_IDS": "3, 1"}).shard_ids == (1, 3)
    assert load_settings({**PG, "SHARD_COUNT": "6", "SHARD_IDS": "0-2,5"}).shard_ids == (
        0, 1, 2, 5)
    # every shard in one process needs no shared database
    every = load_settings({"SHARD_COUNT": "2", "SHARD_IDS": "0,1"})
    assert every.shard_ids == (0, 1) and every.database_url is None
    assert load_settings({"SHARD_COUNT": "3"}).shard_ids is None


@pytest.mark.parametrize(("env", "named"), [
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT"),
    ({"SHARD_IDS": "0"}, "SHARD_IDS"),
    ({**PG, "SHARD_COUNT": "2", "SHARD_IDS": "2"}, "SHARD_IDS"),
    ({**PG, "SHARD_COUNT": "2", "SHARD_IDS": "0,0"}, "SHARD_IDS"),
    ({**PG, "SHARD_COUNT": "4", "SHARD_IDS": "a,b"}, "SHARD_IDS"),
    ({**PG, "SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "SHARD_IDS"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "SHARD_IDS"),  # some shards on SQLite
])
def test_malformed_shards_name_themselves(env, named):
    with pytest.raises(ConfigError) as error:
        load_settings(env)
    message = str(error.value)
    assert message.startswith(named) and message.endswith(".")


def test_the_sharded_bot_runs_its_shards_only():
    bot = make_bot(load_settings({**PG, "SHARD_COUNT": "4", "SHARD_IDS": "1,3"}))
    assert isinstance(bot, ShardedGameBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_count == 4 and bot.shard_ids == [1, 3]
    assert bot.owns_guild((5 << 22) | 77)       # shard 1
    assert not bot.owns_guild(6 << 22)          # shard 2
    assert not bot.owns_guild(None)             # DMs come to shard 0
    everything = make_bot(load_settings({"SHARD_COUNT": "2"}))
    assert everything.shard_ids is None and everything.owns_guild(1 << 22)


def test_run_builds_the_bot_from_the_settings(monkeypatch):
    built = []

    class Stop(Exception):
        pass

    def fake_make_bot(settings, **kwargs):
        built.append(settings)
        raise Stop

    import bot.app.boards as boards
    import bot.app.thinking as thinking
    import bot.discord_app.client as client

    monkeypatch.setattr(client, "make_bot", fake_make_bot)
    monkeypatch.setattr(boards, "enable_process_pool", lambda enabled=True, **kw: None)
    monkeypatch.setattr(thinking, "enable_thinking_pool", lambda enabled=True: None)
    settings = load_settings({**PG, "SHARD_COUNT": "2", "SHARD_IDS": "1"})
    with pytest.raises(Stop):
        cli._run(settings)
    assert built == [settings]
