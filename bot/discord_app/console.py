"""Local play: the real bot on the Discord double, driven from a terminal.

Type lines as a named user; users appear on first use::

    alice: /game new game:splendor
    bob: 1                      press button 1 of the newest message bob can use
    alice: /game start
    alice: /splendor take gems:W U G
    alice: /splendor buy card:?  list what autocomplete offers
    look                        show the newest messages again
    help / quit

Every bot message is printed as text with its buttons numbered; board pictures are
written to ``BOARD_DIR`` and their paths printed. The same double runs the end-to-end
tests, so what works here works through discord.py's real parsing.
"""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble, ImpossibleInteraction, StoredMessage

BANNER = ("DISCORD_TOKEN is not set, so this is the local console on the built-in Discord "
          "double (type 'help').")
HELP = __doc__.split("::", 1)[1].split("Every bot message")[0].rstrip()
_LINE = re.compile(r"^\s*([A-Za-z][\w.-]{0,31})\s*:\s*(.+)$")
_OPTION = re.compile(r"(\w+):")


class Console:
    def __init__(self, double: DiscordDouble, board_dir: Path, out: TextIO) -> None:
        self.double = double
        self.board_dir = board_dir
        self.out = out
        self.guild = double.add_guild("Local")
        self.channel = double.add_channel(self.guild, "board-games")
        self.users: dict[str, int] = {}
        self.seen: dict[int, int] = {}  # message id → revisions printed
        self.menus: dict[int, StoredMessage] = {}  # user → newest message with buttons

    def user(self, name: str) -> int:
        key = name.lower()
        if key not in self.users:
            self.users[key] = self.double.add_user(key, guild_ids=[self.guild])
        return self.users[key]

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

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
            self.show(self.recent_messages(), force=True)
            return True
        match = _LINE.match(line)
        if not match:
            self.say("Write 'name: /command option:value' or 'name: <button number>'.")
            return True
        user = self.user(match.group(1))
        action = match.group(2).strip()
        try:
            if action.startswith("/"):
                await self.command(user, action[1:])
            elif action.isdigit() or action.startswith("press "):
                await self.press(user, int(action.split()[-1]))
            else:
                self.say("Type a /command or the number of a button.")
        except (ImpossibleInteraction, ValueError) as error:
            self.say(f"  (not possible: {error})")
        return True

    async def command(self, user: int, text: str) -> None:
        name, options = self.parse_command(text)
        place = self.place_for(user)
        asked = [k for k, v in options.items() if v == "?"]
        if asked:
            rest = {k: v for k, v in options.items() if v != "?"}
            choices = await self.double.autocomplete(user, place, name, focused=asked[0],
                                                     value="", **rest)
            for choice in choices:
                self.say(f"  {choice.value:<24} {choice.name}")
            if not choices:
                self.say("  (nothing to offer)")
            return
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

    def typed(self, command: str, options: dict[str, str]) -> dict[str, Any]:
        """Convert option values to the types the command declares."""
        out: dict[str, Any] = {}
        for key, value in options.items():
            if value.lstrip("-").isdigit() and key in ("computers", "game", "start", "end",
                                                        "utc_offset"):
                out[key] = int(value)
            elif key == "player":
                out[key] = self.user(value.lstrip("@"))
            else:
                out[key] = value
        return out

    def place_for(self, user: int) -> int:
        return self.channel

    async def press(self, user: int, number: int) -> None:
        menu = self.menus.get(user) or self.newest_menu(user)
        if menu is None:
            self.say("  (no buttons to press yet)")
            return
        menu = self.double.message(menu.id) or menu
        choices = list(self.numbered(menu))
        if not 1 <= number <= len(choices):
            self.say(f"  (choose 1–{len(choices)})")
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

    def newest_menu(self, user: int) -> StoredMessage | None:
        for message in reversed(self.recent_messages(50)):
            visible = not message.ephemeral or message.ephemeral_to == user
            if (message.buttons or message.selects) and visible:
                return message
        return None

    def recent_messages(self, count: int = 5) -> list[StoredMessage]:
        messages = sorted(self.double.world.messages.values(), key=lambda m: m.id)
        return [m for m in messages if not m.deleted][-count:]

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
            where = f"#{place.name}" if place else "DM"
            private = " (only you)" if message.ephemeral else ""
            self.say(f"── {where}{private}")
            for line in (message.content or "").splitlines():
                self.say(f"  {self.readable(line)}")
            for attachment in message.files:
                self.board_dir.mkdir(parents=True, exist_ok=True)
                path = self.board_dir / f"{message.id}-{attachment.filename}"
                path.write_bytes(attachment.data)
                self.say(f"  [picture: {path}]")
            choices = list(self.numbered(message))
            if choices:
                self.say("  " + "  ".join(f"[{i}] {label}" for i, (_, _, _, label)
                                          in enumerate(choices, start=1)))
                users = ([message.ephemeral_to] if message.ephemeral and message.ephemeral_to
                         else list(self.users.values()))
                for user in users:
                    self.menus[user] = message

    def readable(self, line: str) -> str:
        """Show mentions as @name, as a Discord client would."""
        names = {uid: name for name, uid in self.users.items()}
        return re.sub(r"<@!?(\d+)>", lambda m: "@" + names.get(int(m.group(1)), "someone"),
                      line)


async def run_console(settings: Settings, script: str | None = None,
                      out: TextIO = sys.stdout) -> int:
    print(BANNER, file=out, flush=True)
    # A console session is interactive and local: reading the script up front is fine.
    script_lines = _read_lines(script) if script else None
    bot = GameBot(settings)
    double = DiscordDouble(bot)
    console = Console(double, settings.board_dir, out)
    await double.start()
    try:
        lines = script_lines if script_lines is not None else _stdin_lines()
        for line in lines:
            if script:
                print(f"> {line}", file=out, flush=True)
            if not await console.handle(line):
                break
            await bot.tables.wait_idle()
            console.show(console.new_messages())
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
