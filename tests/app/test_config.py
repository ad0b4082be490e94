"""Settings: defaults, validation with one sentence naming the setting, no token leaks."""

import pytest

from bot.config import ConfigError, load_settings

TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nw.GabcDe.abcdefghijklmnopqrstuvwxyz0123456789ABCD"


def test_defaults_without_anything():
    settings = load_settings({})
    assert settings.token is None and not settings.online
    assert str(settings.database_path) == "bot.sqlite3"
    assert settings.log_level == "INFO" and settings.dev_guild_id is None


def test_all_settings_read():
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": "x.db",
                              "DEV_GUILD_ID": "123", "LOG_LEVEL": "debug",
                              "MAX_OPEN_GAMES_PER_USER": "3",
                              "MAX_OPEN_GAMES_PER_CHANNEL": "4", "BOARD_DIR": "out"})
    assert settings.online and settings.dev_guild_id == 123 and settings.log_level == "DEBUG"
    assert settings.max_open_games_per_user == 3 and settings.max_open_games_per_channel == 4
    assert TOKEN not in repr(settings)


@pytest.mark.parametrize(("env", "named"), [
    ({"DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID"),
    ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
    ({"MAX_OPEN_GAMES_PER_USER": "0"}, "MAX_OPEN_GAMES_PER_USER"),
    ({"DISCORD_TOKEN": "not-a-token"}, "DISCORD_TOKEN"),
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
