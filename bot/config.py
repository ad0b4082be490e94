"""Settings from the environment (and a ``.env`` file, via python-dotenv).

A missing or malformed setting stops start-up with one sentence naming it. The token is
kept out of ``repr`` so it can never reach a log line.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv


class ConfigError(Exception):
    """A setting is missing or malformed; the message names it."""


#: a render worker's memory ceiling by default, MiB (bot/app/worker_memory.py): with the
#: bot's own process at 117–150 MiB and one worker, the whole bot stays under 250 MiB
DEFAULT_RENDER_WORKER_MIB = 100


@dataclass(frozen=True)
class Settings:
    token: str | None = field(default=None, repr=False)
    database_path: Path = Path("bot.sqlite3")
    #: ``postgresql://…`` to keep the games on a PostgreSQL server; ``None``: the SQLite
    #: file ``database_path`` (kept out of ``repr``: it may hold a password)
    database_url: str | None = field(default=None, repr=False)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    board_dir: Path = Path("boards")
    max_open_games_per_user: int = 10
    max_open_games_per_channel: int = 20
    #: players read Italian, French or English (the default; ``LANGUAGES=off`` makes every
    #: word English, whatever a game, a server or a client says)
    languages: bool = True
    #: the expert computer player's thinking time per turn, in seconds, shared by the
    #: turn's decisions (one decision takes at most 30 % of it)
    expert_turn_seconds: float = 6.0
    #: render worker processes (0: one per core but one, at least one)
    render_workers: int = 0
    #: a render worker's resident MiB past which it empties its heaviest caches (0: never;
    #: more memory, less CPU per board)
    render_worker_mib: int = DEFAULT_RENDER_WORKER_MIB
    #: the number of gateway shards of the whole bot (``None``: one connection, no
    #: sharding); with ``shard_ids`` the shards this process runs (``None``: all of them)
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None

    @property
    def sharded(self) -> bool:
        return self.shard_count is not None

    @property
    def online(self) -> bool:
        return bool(self.token)

    @property
    def database(self) -> str:
        """The database as a URL: ``DATABASE_URL``, or the SQLite file's."""
        return self.database_url or f"sqlite:///{self.database_path}"

    @property
    def database_name(self) -> str:
        """The database as a log line may name it: the file, or the server without its
        password."""
        if self.database_url is None:
            return str(self.database_path)
        return redact(self.database_url)


#: ``DATABASE_URL`` for a SQLite file is ``sqlite:///bot.sqlite3`` (``sqlite:////abs/path``);
#: for a PostgreSQL server ``postgresql://…`` (``postgres://`` is what some hosts set)
SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")


def redact(url: str) -> str:
    """``url`` without its password (``postgresql://bot:***@host/db``)."""
    return re.sub(r"(//[^:/@]*:)[^@/]*@", r"\1***@", url)


def _int(env: Mapping[str, str], name: str, default: int | None,
         minimum: int = 1) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a whole number, not {raw!r}.") from None
    if value < minimum:
        raise ConfigError(f"{name} must be at least {minimum}, not {value}.")
    return value


def _seconds(env: Mapping[str, str], name: str, default: float, minimum: float,
             maximum: float) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds, not {raw!r}.") from None
    if not minimum <= value <= maximum:
        raise ConfigError(f"{name} must be between {minimum:g} and {maximum:g} seconds, "
                          f"not {raw}.")
    return value


def load_settings(env: Mapping[str, str] | None = None, dotenv: bool = True) -> Settings:
    """Read the settings; ``env`` defaults to the process environment after ``.env``."""
    if env is None:
        if dotenv:
            load_dotenv(override=False)
        env = os.environ
    token = env.get("DISCORD_TOKEN", "").strip() or None
    if token is not None and (len(token) < 50 or token.count(".") != 2):
        raise ConfigError("DISCORD_TOKEN does not look like a bot token (three dot-separated "
                          "parts); copy it again from the Developer Portal's Bot page.")
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in logging.getLevelNamesMapping():
        raise ConfigError(f"LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, not {level!r}.")
    database = env.get("DATABASE_PATH", "").strip() or "bot.sqlite3"
    url = env.get("DATABASE_URL", "").strip() or None
    if url is not None and url.startswith(SQLITE_PREFIX):
        # a SQLite URL is a path by another name: the store opens the file
        database, url, setting = url[len(SQLITE_PREFIX):], None, "DATABASE_URL"
        if not database:
            raise ConfigError("DATABASE_URL must name a file after sqlite:///, as in "
                              "sqlite:///bot.sqlite3.")
    else:
        setting = "DATABASE_PATH"
    if url is not None and not url.startswith(POSTGRES_PREFIXES):
        raise ConfigError(f"DATABASE_URL must start with sqlite:/// or postgresql://, not "
                          f"{redact(url)!r}.")
    if database != ":memory:" and Path(database).is_dir():
        raise ConfigError(f"{setting} must name a file, but {database!r} is a folder.")
    shard_count, shard_ids = _shards(env, postgres=url is not None)
    return Settings(
        token=token,
        database_path=Path(database),
        database_url=url,
        dev_guild_id=_int(env, "DEV_GUILD_ID", None),
        log_level=level,
        board_dir=Path(env.get("BOARD_DIR", "").strip() or "boards"),
        max_open_games_per_user=_int(env, "MAX_OPEN_GAMES_PER_USER", 10) or 10,
        max_open_games_per_channel=_int(env, "MAX_OPEN_GAMES_PER_CHANNEL", 20) or 20,
        languages=languages_enabled(env),
        expert_turn_seconds=_seconds(env, "EXPERT_TURN_SECONDS", 6.0, 0.5, 60.0),
        render_workers=_int(env, "RENDER_WORKERS", 0, minimum=0) or 0,
        render_worker_mib=_int(env, "RENDER_WORKER_MIB", DEFAULT_RENDER_WORKER_MIB,
                               minimum=0) or 0,
        shard_count=shard_count,
        shard_ids=shard_ids,
    )


def _shards(env: Mapping[str, str],
            postgres: bool) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` (``0,1`` or ``0-3``, each below the count)."""
    count = _int(env, "SHARD_COUNT", None)
    raw = env.get("SHARD_IDS", "").strip()
    if not raw:
        return count, None
    if count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT (the shards of the whole bot), as in "
                          "SHARD_COUNT=4 with SHARD_IDS=0,1.")
    ids: list[int] = []
    for part in raw.split(","):
        part = part.strip()
        match = re.fullmatch(r"(\d+)(?:\s*-\s*(\d+))?", part)
        if match is None:
            raise ConfigError(f"SHARD_IDS must be shard numbers separated by commas (0,1) "
                              f"or a range (0-3), not {raw!r}.")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) is not None else first
        if last < first:
            raise ConfigError(f"SHARD_IDS has a range that runs backwards: {part!r}.")
        ids.extend(range(first, last + 1))
    outside = [i for i in ids if i >= count]
    if outside:
        raise ConfigError(f"SHARD_IDS must be below SHARD_COUNT ({count}), not {outside[0]}.")
    if len(set(ids)) != len(ids):
        raise ConfigError(f"SHARD_IDS names a shard twice: {raw!r}.")
    if len(ids) < count and not postgres:
        # The other shards run in other processes, which must share the games: a SQLite
        # file belongs to one process (its outbox and clock would run in each).
        raise ConfigError("SHARD_IDS names only some of the shards, so other processes run "
                          "the rest: they share the games only on PostgreSQL "
                          "(DATABASE_URL=postgresql://…).")
    return count, tuple(sorted(ids))


#: the environment variable that turns languages on
LANGUAGES_ENV = "LANGUAGES"


def languages_enabled(env: Mapping[str, str] | None = None) -> bool:
    """Whether players read their own language: yes unless ``LANGUAGES`` is off (0,
    false, no). Read from the environment on each call, so the tests can switch it for
    one game."""
    raw = (os.environ if env is None else env).get(LANGUAGES_ENV, "").strip().lower()
    if raw in ("0", "off", "false", "no"):
        return False
    if raw in ("", "1", "on", "true", "yes"):
        return True
    raise ConfigError(f"{LANGUAGES_ENV} must be on or off, not {raw!r}.")
