"""Settings: defaults, validation with one sentence naming the setting, no token leaks."""

import pytest

from bot.config import ConfigError, load_settings

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nw.GabcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def test_defaults_without_anything():
    settings = load_settings({})
    assert settings.token is None and not settings.online
    assert str(settings.database_path) == "bot.sqlite3"
    assert settings.log_level == "INFO" and settings.dev_guild_id is None
    assert settings.expert_turn_seconds == 6.0
    assert settings.render_workers == 0 and settings.render_worker_mib == 100


def test_all_settings_read():
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": "x.db",
                              "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug",
                              "MAX_OPEN_GAMES_PER_USER": "3",
                              "MAX_OPEN_GAMES_PER_CHANNEL": "4", "BOARD_DIR": "out",
                              "EXPERT_TURN_SECONDS": "2.5",
                              "RENDER_WORKERS": "2", "RENDER_WORKER_MIB": "0"})
    assert settings.online and settings.dev_guild_id == 123 and settings.log_level == "DEBUG"
    assert settings.render_workers == 2 and settings.render_worker_mib == 0
    assert settings.max_open_games_per_user == 3 and settings.max_open_games_per_channel == 4
    assert settings.expert_turn_seconds == 2.5
    assert TOKEN not in repr(settings)


@pytest.mark.parametrize(("env", "named"), [
    ({"DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID"),
    ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
    ({"MAX_OPEN_GAMES_PER_USER": "0"}, "MAX_OPEN_GAMES_PER_USER"),
    ({"RENDER_WORKER_MIB": "-1"}, "RENDER_WORKER_MIB"),
    ({"DISCORD_TOKEN": "not-a-token"}, "DISCORD_TOKEN"),
    ({"EXPERT_TURN_SECONDS": "soon"}, "EXPERT_TURN_SECONDS"),
    ({"EXPERT_TURN_SECONDS": "0.1"}, "EXPERT_TURN_SECONDS"),
])
def test_malformed_settings_name_themselves(env, named):
    with pytest.raises(ConfigError) as error:
        load_settings(env)
    message = str(error.value)
    assert message.startswith(named) and message.endswith(".")
    assert "not-a-token" not in message


def test_database_path_that_is_a_folder(tmp_path):
    with pytest.raises(ConfigError, match="DATABASE_PATH"):
        load_settings({"DATABASE_PATH": str(tmp_path)})


def test_database_url_chooses_the_store():
    default = load_settings({})
    assert default.database == "sqlite:///bot.sqlite3" and default.database_url is None
    sqlite = load_settings({"DATABASE_URL": "sqlite:///games/x.db"})
    assert str(sqlite.database_path) == "games/x.db" and sqlite.database_url is None
    assert sqlite.database == "sqlite:///games/x.db"
    absolute = load_settings({"DATABASE_URL": "sqlite:////srv/bot.sqlite3"})
    assert str(absolute.database_path) == "/srv/bot.sqlite3"
    server = load_settings({"DATABASE_URL": "postgresql://bot:secret@db:5432/games"})
    assert server.database == "postgresql://bot:secret@db:5432/games"
    assert "secret" not in repr(server) and "secret" not in server.database_name
    assert load_settings({"DATABASE_URL": "postgres://db/games"}).database_url
    # DATABASE_PATH keeps working; DATABASE_URL, when set, is the one used
    assert str(load_settings({"DATABASE_PATH": "old.db"}).database_path) == "old.db"
    both = load_settings({"DATABASE_PATH": "old.db", "DATABASE_URL": "postgresql://db/g"})
    assert both.database == "postgresql://db/g"


@pytest.mark.parametrize("url", ["mysql://db/games", "sqlite:///", "sqlite://relative.db"])
def test_malformed_database_url(url):
    with pytest.raises(ConfigError) as error:
        load_settings({"DATABASE_URL": url})
    assert str(error.value).startswith("DATABASE_URL")


def test_database_url_that_is_a_folder(tmp_path):
    with pytest.raises(ConfigError, match=r"^DATABASE_URL"):
        load_settings({"DATABASE_URL": f"sqlite:///{tmp_path}"})


async def test_open_store_follows_the_url(tmp_path):
    from bot.app.store import Store
    from bot.app.stores import open_store

    store = await open_store(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    try:
        assert isinstance(store, Store) and (tmp_path / "x.sqlite3").exists()
    finally:
        await store.close()
