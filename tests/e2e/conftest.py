"""End-to-end fixtures: the real GameBot over a temp SQLite file, driven through the
Discord double (real gateway payloads through discord.py's parsing and command tree)."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot import i18n
from bot.app.clock import ManualClock
from bot.app.players import choose_move
from bot.config import Settings
from bot.discord_app.client import GameBot
from bot.double.double import DiscordDouble, InteractionRecord, StoredMessage
from bot.games import get_engine
from bot.games.base import Engine, Move, State, Words

MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class Table:
    """A Discord world with a few friends in one guild's channel, and a second guild the
    bot is also in (``elsewhere``, channel ``far``) whose admin ``mal`` plays no game of
    the first: a game must be out of reach from there."""

    double: DiscordDouble
    bot: GameBot
    database: Path
    guild: int
    channel: int
    users: dict[str, int] = field(default_factory=dict)
    elsewhere: int = 0
    far: int = 0
    mal: int = 0
    #: the bot's clock when the test moves it (``timed``); kept across restarts
    clock: ManualClock | None = None
    #: the PostgreSQL database the bot keeps its games in, instead of ``database``
    database_url: str | None = None

    def name_of(self, user_id: int) -> str:
        return next(name for name, uid in self.users.items() if uid == user_id)

    async def new_bot(self) -> GameBot:
        """Restart: a brand-new bot process over the same database and Discord world."""
        bot = GameBot(Settings(database_path=self.database, database_url=self.database_url),
                      clock=self.clock)
        await self.double.restart(bot)
        self.bot = bot
        return bot


@pytest.fixture
async def table(tmp_path):
    database = tmp_path / "bot.sqlite3"
    bot = GameBot(Settings(database_path=database))
    double = DiscordDouble(bot)
    # A first response later than Discord's 3 s fails the interaction, as on Discord.
    double.enforce_deadline = True
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    users = {name: double.add_user(name, guild_ids=[guild])
             for name in ("ann", "ben", "cid", "dee", "eve")}
    elsewhere = double.add_guild("Elsewhere", members=[])
    far = double.add_channel(elsewhere, "other-games")
    mal = double.add_user("mal", guild_ids=[elsewhere])
    double.set_member_permissions(elsewhere, mal, manage_guild=True, administrator=True)
    await double.start()
    await bot.sync_commands()  # Discord offers only registered commands
    world = Table(double, bot, database, guild, channel, users, elsewhere, far, mal)
    yield world
    await world.double.close()


@pytest.fixture
async def timed(tmp_path):
    """Friends in one guild's channel with a clock the test moves (``table.clock``)."""
    clock = ManualClock()
    database = tmp_path / "bot.sqlite3"
    bot = GameBot(Settings(database_path=database), clock=clock)
    double = DiscordDouble(bot)
    guild = double.add_guild("Friends")
    channel = double.add_channel(guild, "board-games")
    users = {name: double.add_user(name, guild_ids=[guild]) for name in ("ann", "ben", "cid")}
    await double.start()
    await bot.sync_commands()  # Discord offers only registered commands
    world = Table(double, bot, database, guild, channel, users, clock=clock)
    yield world
    await world.double.close()


async def open_table(t: Table, host: str, guests: list[str], game: str = "splendor",
                     **options: object) -> int:
    """/game new, then the guests tap Join and the host taps Start (seats as joined)."""
    record = await t.double.slash(t.users[host], t.channel, "game new", game=game,
                                  seat_order="joined", **options)
    assert record.ephemeral, record.describe()
    lobby = t.double.last_message(t.channel)
    assert lobby is not None and "table open" in lobby.content
    for guest in guests:
        joined = await t.double.click(t.users[guest], lobby, lobby.custom_id("Join"))
        assert joined.ephemeral and "You joined" in joined.content
        lobby = t.double.message(lobby.id)
    started = await t.double.click(t.users[host], lobby, lobby.custom_id("Start"))
    assert started.ephemeral and "has started" in started.content, started.content
    match = re.search(r"#(\d+)", lobby.content)
    assert match
    return int(match.group(1))


async def resign(t: Table, user: int, place: int, **options: object) -> InteractionRecord:
    """``/game resign`` and then **Resign** on the question it asks (a lobby is left at
    once, and a refusal asks nothing: then the command's own record)."""
    asked = await t.double.slash(user, place, "game resign", **options)
    question = asked.response
    yes = [c for c in (question.custom_ids if question is not None else [])
           if c.startswith("bg:resign:") and c.endswith(":y")]
    if not yes:
        return asked
    return await t.double.click(user, question, yes[0])


def game_place(t: Table, game_id: int) -> int:
    threads = t.double.threads(t.channel)
    return threads[-1].id if threads else t.channel


def board_message(t: Table, place: int) -> StoredMessage:
    """The newest board message (the one with a picture and buttons)."""
    for message in reversed(t.double.messages(place)):
        if message.files and any(f.filename == "board.png" for f in message.files):
            return message
    raise AssertionError("no board message")


def pinged(message: StoredMessage) -> set[int]:
    return set(message.pinged_user_ids)


def _find_option(panel: StoredMessage, label: Words,
                 marker: str | None = None) -> tuple[str, str, str | None] | None:
    """Where ``label`` is on the panel: ("button", custom_id, None) or ("select", custom_id,
    value). A step that is a message is looked for in its English words; with ``marker``
    (the move's own step, when several share its words: "3 · Place wood") only the
    option showing that marker."""
    if not isinstance(label, str):
        from bot import i18n
        from bot.games import all_engines

        game = next((name for name in all_engines()
                     if label.id.startswith(name.replace("_", "-") + "-")), None)
        label = i18n.text(label, "en", game=game)
    def shows(text: str) -> bool:
        # A button may name its board marker first: "T2-3 · L2 · 2★ red · …".
        return text == label or text.endswith(f" · {label}")

    found: list[tuple[str, tuple[str, str, str | None]]] = []
    for button in panel.buttons:
        if shows(button.get("label") or ""):
            found.append((button.get("label") or "", ("button", button["custom_id"], None)))
    for select in panel.selects:
        for option in select.get("options") or []:
            if shows(option["label"]):
                found.append((option["label"], ("select", select["custom_id"],
                                                option["value"])))
    if len(found) > 1 and marker is not None:
        # several options say the same words: the move's marker tells them apart
        found = [spot for spot in found if spot[0].startswith(f"{marker} · ")] or found
    return found[0][1] if found else None


async def _shown_steps(t: Table, panel: StoredMessage, move: Move,
                       game: str | None = None) -> list[str]:
    """The move's steps as the panel shows them: English, components named by the
    game (``game``, else the game the panel's buttons belong to)."""
    if all(isinstance(step, str) for step in move.steps):
        return [str(step) for step in move.steps]
    if game is None:
        game_id = next(int(c.split(":")[2]) for c in panel.custom_ids if c.startswith("bg:"))
        game = (await t.bot.store.get_game(game_id)).kind
    return [i18n.text(step, "en", game=game) for step in move.steps]


def _trail(panel: StoredMessage) -> list[str]:
    """The steps a panel shows as chosen or passed through (its "› a › b" line)."""
    lines = [line for line in (panel.content or "").splitlines() if line.startswith("› ")]
    return lines[-1][2:].split(" › ") if lines else []


async def tap_move(t: Table, user: int, panel: StoredMessage, move: Move,
                   game: str | None = None) -> InteractionRecord:
    """Tap through the turn panel to ``move`` (steps passed through by the panel are
    skipped; "More" pages forward). Returns the interaction that played the move. A step
    said as a message is looked for in the words the panel shows."""
    last = None
    steps = await _shown_steps(t, panel, move, game)
    for depth, label in enumerate(steps):
        if _trail(panel)[depth:depth + 1] == [label]:
            continue  # a lone intermediate step the panel passed through, shown as done
        marker = move.marker if depth == len(steps) - 1 else None
        while True:
            spot = _find_option(panel, label, marker)
            if spot is not None:
                break
            labels = [b.get("label") for b in panel.buttons]
            if "More" in labels:
                last = await t.double.click(user, panel, panel.custom_id("More"))
                panel = t.double.message(panel.id)
                continue
            spot = None
            break
        if spot is None:
            continue  # a lone intermediate step the panel passed through
        kind, custom_id, value = spot
        if kind == "button":
            last = await t.double.click(user, panel, custom_id)
        else:
            last = await t.double.select(user, panel, custom_id, [value])
        assert not last.errors, last.errors
        panel = t.double.message(panel.id)
    confirm = [c for c in panel.custom_ids if c.startswith("bg:nav:") and c.endswith(":c")]
    if confirm:
        # a move that gives something up asks once more: confirmed, it is played
        last = await t.double.click(user, panel, confirm[0])
        assert not last.errors, last.errors
    assert last is not None, (move, panel.content, panel.custom_ids)
    return last


#: picks a seat's move in a state (instead of the computer player)
Chooser = Callable[[State, int], Move]


def panel_option(engine: Engine, state: State, seat: int, move: Move,
                 follow: Callable[[State], Move]) -> Move:
    """The turn panel's option that enters ``move``: the move itself, or, where the panel
    offers it only combined with the decision the engine asks next (``Move.then``), the
    combination with the move ``follow`` picks on the state ``move`` leaves."""
    offered = [m for m in engine.panel_moves(state, seat) if m.notation == move.notation]
    if not offered or not all(m.then for m in offered):
        return move
    following = follow(engine.apply(state, seat, move.notation)).notation
    return next(m for m in offered if m.then == (following,))


async def play_turn_by_taps(t: Table, game_id: int, level: str = "greedy",
                            seed: int = 0, *, choose: Chooser | None = None
                            ) -> list[InteractionRecord]:
    """The player pinged on the newest board taps Play and then taps through the panel
    (as many decisions as their turn needs). The computer player at ``level`` picks the
    choices (or ``choose`` does) so games finish quickly; every move still goes through
    the UI."""
    place = game_place(t, game_id)
    board = board_message(t, place)
    users = pinged(board)
    assert len(users) == 1, board.content
    user = users.pop()
    opened = await t.double.click(user, board, board.custom_id("Play"))
    panel = opened.response
    assert panel is not None and panel.ephemeral, opened.describe()
    records = [opened]
    rng = random.Random(seed)
    game = await t.bot.store.get_game(game_id)
    start = get_engine(game.kind).turn_number(game.state)
    while True:
        game = await t.bot.store.get_game(game_id)
        engine = get_engine(game.kind)
        seat = game.seat_of(user)
        # The panel closes (no buttons left) when the turn is over, even if computer
        # opponents already brought the turn back to this player; in a solo game (or for
        # the last player left in a round) it goes on with the next turn, which the
        # engine's turn counter tells.
        if game.status != "active" or seat not in engine.to_move(game.state) \
                or not panel.components or engine.turn_number(game.state) != start:
            return records
        def pick(state: State, seat: int = seat, engine: Engine = engine) -> Move:
            return (choose(state, seat) if choose is not None
                    else choose_move(engine, state, seat, level, rng.getrandbits(32)))

        move = panel_option(engine, game.state, seat, pick(game.state), pick)
        records.append(await tap_move(t, user, panel, move))
        panel = t.double.message(panel.id)


async def forged_click(t: Table, user: int, message: StoredMessage,
                       custom_id: str) -> InteractionRecord:
    """A tap on a button whose custom_id was tampered with (an old bot version's
    format, a modified client): the stored message's first button is given ``custom_id``
    and then pressed, so discord.py's own dispatch sees exactly that id."""
    forged = copy.deepcopy(message)
    rows = forged.components  # a copy: the double keeps a message's fields pickled
    for row in rows:
        for component in row.get("components", []):
            if component.get("type") == 2:
                component["custom_id"] = custom_id
                break
        else:
            continue
        break
    forged.components = rows
    t.double.world.messages[message.id] = forged
    try:
        return await t.double.click(user, forged, custom_id)
    finally:
        t.double.world.messages[message.id] = message


@dataclass
class ButtonedMessages:
    """One of each message the bot puts buttons on, all visible to ann."""

    replay: StoredMessage  # ann's step-through replay of a finished game, at turn 1
    board: StoredMessage  # an active game's board
    panel: StoredMessage  # ann's turn panel on that board
    lobby: StoredMessage  # cid's open table
    game_id: int  # the active game of the board

    def all(self) -> list[StoredMessage]:
        return [self.replay, self.board, self.panel, self.lobby]


async def buttoned_messages(t: Table) -> ButtonedMessages:
    """A game played for three turns and resigned (for its replay, stepped once so that
    both ◀ and ▶ are enabled), a game just started and a lobby."""
    ann = t.users["ann"]
    done = await open_table(t, "ann", ["ben"])
    for _ in range(3):
        await play_turn_by_taps(t, done)
    await resign(t, ann, game_place(t, done))
    replay = (await t.double.slash(ann, t.channel, "game replay", game=done,
                                   view="step")).response
    assert replay is not None
    await t.double.click(ann, replay, replay.custom_id("Next"))
    game_id = await open_table(t, "ann", ["ben"])
    board = board_message(t, game_place(t, game_id))
    panel = (await t.double.click(ann, board, board.custom_id("Play"))).response
    await t.double.slash(t.users["cid"], t.channel, "game new", game="splendor")
    lobby = t.double.last_message(t.channel)
    assert panel is not None and lobby is not None
    return ButtonedMessages(t.double.message(replay.id), board, panel, lobby, game_id)

