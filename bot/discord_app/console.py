"""Local play: the real bot on the Discord double, driven from a terminal.

Type lines as a named user; users appear on first use::

    alice: /game new game:splendor
    bob: 1                      press button 1 of the newest message bob can use
    alice: /game start
    alice: /splendor take gems:W U G
    alice: /splendor buy card:?  list what autocomplete offers
    carla@it: /game hand        carla's client is Italian from now on (it, fr, en-GB…)
    lang bob fr                 bob's client is French; "lang" alone lists everyone's
    look                        show the newest messages again, as a user sees them
                                (alice: look, what alice may see, in her language;
                                alone, as the last one to act)
    help / quit

A client's language is what Discord sends as the interaction's locale: the bot answers
that user's panels, hands and refusals in it. Games themselves speak their own language
(/game new language:Italiano, /settings language); LANGUAGES=off makes everything
English.

Every bot message is printed as text with its buttons numbered; board pictures are
written to ``BOARD_DIR`` and their paths printed. The same double runs the end-to-end
tests, so what works here works through discord.py's real parsing.

The console keeps its games in its own database (``BOARD_DIR/console.sqlite3``), never
the bot's: ``--database PATH`` plays on a copy of PATH. Its server, channel and users have
ids derived from their names, so a restart finds the games it left.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import logging
import re
import shlex
import sqlite3
import sys
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from bot.app.language import of_reader
from bot.app.messages import count, refusal_text
from bot.app.tables import Actor, TableError
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble, ImpossibleInteraction, StoredMessage
from bot.double.world import DM
from bot.i18n import t

BANNER = ("DISCORD_TOKEN is not set, so this is the local console on the built-in Discord "
          "double (type 'help').")
HELP = __doc__.split("::", 1)[1].split("Every bot message")[0].rstrip()
_LINE = re.compile(r"^\s*([A-Za-z][\w.-]{0,31})(?:@([A-Za-z]{2,3}(?:-[A-Za-z]{2})?))?"
                   r"\s*:\s*(.+)$")
_LANG = re.compile(r"^lang(?:\s+([A-Za-z][\w.-]{0,31})\s+([A-Za-z]{2,3}(?:-[A-Za-z]{2})?))?$")
_OPTION = re.compile(r"(\w+):")
_INTEGER_OPTIONS = ("computers", "game", "start", "end", "utc_offset")
CONSOLE_DATABASE = "console.sqlite3"


def stable_id(kind: str, name: str) -> int:
    """A snowflake-shaped id derived from a name, the same in every console session (real
    snowflakes count from 2015 in milliseconds; these sit below them and never collide)."""
    return (1 << 56) + (zlib.crc32(f"{kind}:{name}".encode()) << 8) + len(kind)


class _NoVoiceWarnings(logging.Filter):
    """The console never talks: discord.py's "voice will NOT be supported" is noise."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "voice will NOT be supported" not in record.getMessage()


class Console:
    def __init__(self, double: DiscordDouble, board_dir: Path, out: TextIO) -> None:
        self.double = double
        self.board_dir = board_dir
        self.out = out
        self.guild = double.add_guild("Local", guild_id=stable_id("guild", "Local"))
        self.channel = double.add_channel(self.guild, "board-games",
                                          channel_id=stable_id("channel", "board-games"))
        self.users: dict[str, int] = {}
        self.seen: dict[int, int] = {}  # message id → revisions printed
        self.menus: dict[int, StoredMessage] = {}  # user → newest message with buttons
        self.last_actor: int | None = None  # whose language a bare ``look`` is in

    def user(self, name: str) -> int:
        key = name.lower()
        if key not in self.users:
            self.users[key] = self.double.add_user(key, guild_ids=[self.guild],
                                                   user_id=stable_id("user", key))
        return self.users[key]

    def set_locale(self, user: int, locale: str) -> None:
        """The user's client language from now on, as Discord's locale code (``it``,
        ``fr``, ``en-GB``); every interaction of theirs carries it."""
        code = {"en": "en-US"}.get(locale.lower(), locale)
        self.double.world.users[user].locale = code

    def restore(self, database: Path) -> int:
        """Games the console left open: their players and threads exist again (Discord
        would have kept them), so their buttons and commands work after a restart.

        Read from the database file itself, before the bot starts: the bot looks at every
        active game's thread as it starts (a thread Discord no longer has is dropped and
        the game goes on in its channel), so the threads must be in the world first."""
        games = _stored_games(database, self.guild)
        for game_id, _, thread, seats in games:
            for user_id, name in seats:
                self.users.setdefault(name.lower(), user_id)
                if user_id not in self.double.world.users:
                    self.double.add_user(name.lower(), guild_ids=[self.guild],
                                         user_id=user_id)
            if thread and thread not in self.double.world.channels:
                self.double.add_thread(self.channel, f"game #{game_id}", thread_id=thread,
                                       owner_id=self.double.bot_user_id)
        return sum(1 for _, status, _, _ in games if status in ("lobby", "active"))

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def language(self, user: int | None) -> str:
        """What the console's own words to ``user`` are in: their client's language, as
        the bot's replies to them are (the console is their Discord client)."""
        found = self.double.world.users.get(user or 0)
        return of_reader(found.locale if found else None)

    async def handle(self, line: str) -> bool:
        """Run one console line; False means quit."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        if line in ("quit", "exit"):
            return False
        if line == "help":
            self.say(HELP)
            return True
        if line == "look":
            # the console's own words ("[picture: …]") in the language of whoever acted
            # last: the one reading the screen, as far as the console knows
            self.show(self.recent_messages(viewer=self.last_actor), viewer=self.last_actor,
                      force=True)
            return True
        if language := _LANG.match(line):
            if language.group(1):
                self.set_locale(self.user(language.group(1)), language.group(2))
            for name, uid in sorted(self.users.items()):
                self.say(f"  {name}: {self.double.world.users[uid].locale}")
            return True
        match = _LINE.match(line)
        if not match:
            self.say("Write 'name: /command option:value' or 'name: <button number>'.")
            return True
        user = self.user(match.group(1))
        if match.group(2):
            self.set_locale(user, match.group(2))
        self.last_actor = user
        action = match.group(3).strip()
        if action == "look":
            self.show(self.recent_messages(viewer=user), viewer=user, force=True)
            return True
        try:
            if action.startswith("/"):
                await self.command(user, action[1:])
            elif action.isdigit() or action.startswith("press "):
                await self.press(user, int(action.split()[-1]))
            else:
                self.say(t(self.language(user), "common-console-type"))
        except (ImpossibleInteraction, ValueError) as error:
            self.say("  " + t(self.language(user), "common-console-not-possible",
                              why=str(error)))
        return True

    async def command(self, user: int, text: str) -> None:
        name, options = self.parse_command(text)
        place = self.place_for(user)
        asked = [k for k, v in options.items() if v == "?"]
        if asked:
            rest = {k: v for k, v in options.items() if v != "?"}
            choices = await self.double.autocomplete(user, place, name, focused=asked[0],
                                                     value="", **self.typed(name, rest))
            for choice in choices:
                self.say(f"  {choice.value:<24} {choice.name}")
            if not choices:
                self.say("  " + t(self.language(user), "common-console-nothing",
                                  why=await self.why_nothing(user, rest)))
            return
        if name == "game new" and "seat_order" not in options:
            # Seats as joined, so "alice: 1" after Start is always the first player's Play.
            options["seat_order"] = "joined"
        await self.double.slash(user, place, name, **self.typed(name, options))
        self.show(self.new_messages(), viewer=user)

    def parse_command(self, text: str) -> tuple[str, dict[str, str]]:
        """``game new game:splendor seat_order:joined`` → ("game new", {...}); an option
        value runs until the next ``name:`` so ``gems:W U G`` needs no quotes."""
        first = _OPTION.search(text)
        head = text[:first.start()] if first else text
        name = " ".join(shlex.split(head))
        options: dict[str, str] = {}
        if first:
            parts = _OPTION.split(text[first.start():])[1:]
            for key, value in zip(parts[::2], parts[1::2], strict=False):
                options[key] = value.strip().strip("\"'")
        return name, options

    async def why_nothing(self, user: int, options: dict[str, str]) -> str:
        """Why autocomplete offered nothing, in the user's language: the bot's own words
        when the game is not clear (several open here: name one with game:)."""
        language = self.language(user)
        if "game" in options:
            return t(language, "common-console-no-move")
        tables = self.double.bot.tables  # type: ignore[attr-defined]
        try:
            await tables.resolve(self.channel, Actor(user, ""), None, ("active",))
        except TableError as error:
            return refusal_text(error, language)
        return t(language, "common-console-no-move")

    def typed(self, command: str, options: dict[str, str]) -> dict[str, Any]:
        """Convert option values to the types the command declares."""
        out: dict[str, Any] = {}
        for key, value in options.items():
            if value.lstrip("-").isdigit() and key in _INTEGER_OPTIONS:
                out[key] = int(value)
            elif key == "player":
                out[key] = self.user(value.lstrip("@"))
            else:
                out[key] = value
        return out

    def place_for(self, user: int) -> int:
        return self.channel

    async def press(self, user: int, number: int) -> None:
        menu = self.menus.get(user)
        if menu is not None:
            menu = self.double.message(menu.id) or menu
        if menu is None or menu.deleted or not list(self.numbered(menu)):
            # The message shown last lost its buttons (a panel whose turn ended, a lobby
            # that started): the newest one that still has some.
            menu = self.newest_menu(user)
        if menu is None:
            self.say("  " + t(self.language(user), "common-console-no-buttons"))
            return
        choices = list(self.numbered(menu))
        if not 1 <= number <= len(choices):
            self.say("  " + t(self.language(user), "common-console-choose",
                              count=len(choices)))
            return
        kind, custom_id, value, _ = choices[number - 1]
        if kind == "button":
            await self.double.click(user, menu, custom_id)
        else:
            await self.double.select(user, menu, custom_id, [value])
        self.show(self.new_messages(), viewer=user)

    def numbered(self, message: StoredMessage) -> Iterable[tuple[str, str, str, str]]:
        for component in message.walk_components():
            if component.get("type") == 2 and component.get("custom_id"):
                yield "button", component["custom_id"], "", component.get("label") or "?"
            elif component.get("type") == 3:
                for option in component.get("options") or []:
                    yield "select", component["custom_id"], option["value"], option["label"]

    def channel_name(self, channel_id: int) -> str:
        place = self.double.world.channels.get(channel_id)
        return place.name if place is not None else "?"

    @staticmethod
    def placeholder(message: StoredMessage, custom_id: str) -> str:
        for component in message.walk_components():
            if component.get("custom_id") == custom_id:
                return str(component.get("placeholder") or "")
        return ""

    def newest_menu(self, user: int) -> StoredMessage | None:
        for message in reversed(self.recent_messages(50, viewer=user)):
            if message.buttons or message.selects:
                return message
        return None

    def visible_to(self, message: StoredMessage, viewer: int | None) -> bool:
        """Whether ``viewer``'s Discord client would show ``message``: the channel's
        messages to all, an ephemeral reply and a direct message to its one reader. The
        console is one screen for every seat, but a ``look`` shows one seat's view, so a
        player never reads another's hand there."""
        if message.ephemeral:
            return viewer is not None and message.ephemeral_to == viewer
        place = self.double.world.channels.get(message.channel_id)
        if place is not None and place.type == DM:
            return viewer is not None and place.recipient_id == viewer
        return True

    def recent_messages(self, count: int = 5, viewer: int | None = None
                        ) -> list[StoredMessage]:
        """The newest ``count`` messages ``viewer`` may see (no one: the public ones)."""
        messages = sorted(self.double.world.messages.values(), key=lambda m: m.id)
        return [m for m in messages
                if not m.deleted and self.visible_to(m, viewer)][-count:]

    def new_messages(self) -> list[StoredMessage]:
        fresh = []
        for message in sorted(self.double.world.messages.values(), key=lambda m: m.id):
            if message.deleted or self.seen.get(message.id) == message.revisions:
                continue
            fresh.append(message)
        return fresh

    def show(self, messages: list[StoredMessage], viewer: int | None = None,
             force: bool = False) -> None:
        for message in messages:
            self.seen[message.id] = message.revisions
            place = self.double.world.channels.get(message.channel_id)
            # the console's words in the language of the one who reads the message: its
            # recipient, the user it is ephemeral to, or the user who acted
            reader = (place.recipient_id if place is not None and place.type == DM
                      else message.ephemeral_to if message.ephemeral else viewer)
            language = self.language(reader)
            if place is not None and place.type == DM:
                who = self.double.world.users[place.recipient_id or 0].username
                where = t(language, "common-console-dm", who=who)
            else:
                where = f"#{place.name}" if place else "?"
            private = " " + t(language, "common-console-only-you") if message.ephemeral else ""
            self.say(f"── {where}{private}")
            for line in (message.content or "").splitlines():
                self.say(f"  {self.readable(line, language)}")
            for embed in message.embeds:
                for line in embed_lines(embed):
                    self.say(f"  {self.readable(line, language)}")
            for attachment in message.files:
                self.board_dir.mkdir(parents=True, exist_ok=True)
                path = self.board_dir / f"{message.id}-{attachment.filename}"
                path.write_bytes(attachment.data)
                self.say("  " + t(language, "common-console-picture", path=str(path)))
            choices = list(self.numbered(message))
            if choices:
                shown, menu = [], None
                for i, (kind, custom_id, _, label) in enumerate(choices, start=1):
                    if kind == "select" and custom_id != menu:
                        # a menu's options follow its placeholder ("See a player's board…")
                        shown.append(f"· {self.placeholder(message, custom_id)}")
                    menu = custom_id if kind == "select" else None
                    shown.append(f"[{i}] {label}")
                self.say("  " + "  ".join(shown))
                users = ([message.ephemeral_to] if message.ephemeral and message.ephemeral_to
                         else list(self.users.values()))
                for user in users:
                    self.menus[user] = message

    def readable(self, line: str, language: str = "en") -> str:
        """Show mentions as @name and timestamps as a date and time, as a Discord client
        would (in UTC: the console has no reader's time zone)."""
        names = {uid: name for name, uid in self.users.items()}
        line = re.sub(r"<@!?(\d+)>", lambda m: "@" + names.get(
            int(m.group(1)), t(language, "common-console-someone")), line)
        line = re.sub(r"<#(\d+)>", lambda m: "#" + self.channel_name(int(m.group(1))), line)
        return _TIMESTAMP.sub(lambda m: timestamp_text(int(m.group(1)), m.group(2) or "f"),
                              line)


_TIMESTAMP = re.compile(r"<t:(-?\d{1,13})(?::([tTdDfFR]))?>")


def timestamp_text(when: int, style: str = "f") -> str:
    """A Discord timestamp (``<t:1700000000:f>``) as a date and time in UTC, in numbers
    (the same in every language; a relative ``R`` is shown as the moment it names)."""
    moment = dt.datetime.fromtimestamp(when, dt.UTC)
    if style in "dD":
        return moment.strftime("%Y-%m-%d")
    if style in "tT":
        return moment.strftime("%H:%M UTC" if style == "t" else "%H:%M:%S UTC")
    return moment.strftime("%Y-%m-%d %H:%M UTC")


def embed_lines(embed: dict[str, Any]) -> list[str]:
    """An embed as text: its title, description, fields and footer."""
    lines = []
    if embed.get("title"):
        lines.append(f"**{embed['title']}**")
    lines += (embed.get("description") or "").splitlines()
    for field in embed.get("fields") or []:
        lines.append(f"**{field.get('name', '')}**")
        lines += (field.get("value") or "").splitlines()
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        lines.append(f"— {footer}")
    return lines


def _stored_games(database: Path, guild_id: int) -> list[tuple[int, str, int | None,
                                                                list[tuple[int, str]]]]:
    """The games a console database holds for its server: (id, status, thread, human
    seats as (user id, name)); none when the file is new."""
    if not database.exists():
        return []
    try:
        with contextlib.closing(sqlite3.connect(database)) as db:
            games = db.execute("SELECT id, status, thread_id FROM games WHERE guild_id = ? "
                               "ORDER BY id", (guild_id,)).fetchall()
            found = []
            for game_id, status, thread in games:
                seats = db.execute("SELECT user_id, name FROM seats WHERE game_id = ? AND "
                                   "controller = 'human' AND user_id > 0 ORDER BY position",
                                   (game_id,)).fetchall()
                found.append((game_id, status, thread, [(int(u), str(n)) for u, n in seats]))
            return found
    except sqlite3.OperationalError:
        return []  # a database the bot has not made its tables in yet


def console_database(settings: Settings, database: str | None) -> tuple[Path, str]:
    """The file the console plays on, and a line saying so. Its own by default; a named
    database is copied first, so the console never changes a database a bot uses (it
    would clear the thread of every real game: those channels are not in its world)."""
    own = settings.board_dir / CONSOLE_DATABASE
    own.parent.mkdir(parents=True, exist_ok=True)
    if database is None:
        return own, f"Games are kept in {own}."
    copy = settings.board_dir / f"copy-of-{Path(database).name}"
    with sqlite3.connect(database) as source, sqlite3.connect(copy) as target:
        source.backup(target)
    return copy, f"Playing on a copy of {database} ({copy}); the original is not touched."


async def run_console(settings: Settings, script: str | None = None,
                      out: TextIO = sys.stdout, database: str | None = None) -> int:
    print(BANNER, file=out, flush=True)
    for name in ("discord.client", "discord.voice_state"):
        logging.getLogger(name).addFilter(_NoVoiceWarnings())
    # A console session is interactive and local: reading the script up front is fine.
    script_lines = _read_lines(script) if script else None
    path, where = console_database(settings, database)
    print(where, file=out, flush=True)
    # the console plays on its own SQLite file, whatever DATABASE_URL names
    bot = GameBot(dataclasses.replace(settings, database_path=path, database_url=None))
    double = DiscordDouble(bot)
    console = Console(double, settings.board_dir, out)
    # The games' users and threads exist before the bot starts and looks at them.
    left = console.restore(path)
    await double.start()
    # A fresh Discord world each session: register the commands first, as
    # `python -m bot sync` does on Discord (a client offers only registered ones).
    await bot.sync_commands()
    try:
        if left:
            print(f"{count(left, 'game')} from earlier sessions {'is' if left == 1 else 'are'} "
                  "here again: /game list.",
                  file=out, flush=True)
        lines = script_lines if script_lines is not None else _stdin_lines()
        for line in lines:
            if script:
                print(f"> {line}", file=out, flush=True)
            if not await console.handle(line):
                break
            await bot.tables.wait_idle()
            console.show(console.new_messages())
    except (KeyboardInterrupt, EOFError):
        print("\nBye.", file=out, flush=True)  # Ctrl-C quits cleanly: the games are saved
    finally:
        await double.close()
    return 0


def _read_lines(path: str) -> list[str]:
    return Path(path).read_text(encoding="utf-8").splitlines()


def _stdin_lines() -> Iterable[str]:
    while True:
        try:
            yield input("> " if sys.stdin.isatty() else "")
        except EOFError:
            return
