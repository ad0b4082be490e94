"""Buttons and menus shared by every game: lobby, board message, turn panel, hand.

All components are stateless ``DynamicItem``s: their ``custom_id`` carries what they
need (game id, seat, state version, position in the turn panel), so they keep working
after a restart, and every tap reloads the game from the store before acting. One router
serves every button, in the spirit of Avrae.

custom_id grammar (≤ 100 characters):

- ``bg:lobby:<join|leave|start>:<game>``
- ``bg:play:<game>:<seat>:<version>`` — the board message's Play button
- ``bg:hand:<game>:<version>`` — My hand
- ``bg:undo:<game>:<seat>:<version>`` — the panel's Undo (games that allow it)
- ``bg:nav:<game>:<seat>:<version>:<prefix>:<page>`` — a step of the turn panel, where
  ``prefix`` is the dotted position in the move tree (``-`` for the root)
- ``bgs:nav:<game>:<seat>:<version>:<prefix>`` — a select menu of the panel; its values
  are option indices
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.app.boards import private_hand
from bot.app.messages import title
from bot.app.panel import PAGE_SIZE, SELECT_PAGE_SIZE, Panel, PanelPathError, navigate
from bot.app.store import GameRecord
from bot.app.tables import Actor, TableError
from bot.games import get_engine
from bot.games.base import IllegalMove, name_seats

if TYPE_CHECKING:
    from bot.discord_app.client import GameBot

log = logging.getLogger(__name__)

STALE = "This board is out of date; use the newest board message of the game."
MALFORMED = "This button is not valid any more; use the newest board message of the game."
BUTTON_LABEL_LIMIT = 80


def actor_of(interaction: discord.Interaction[Any]) -> Actor:
    user = interaction.user
    perms = getattr(user, "guild_permissions", None)
    return Actor(user.id, getattr(user, "display_name", user.name),
                 bool(perms and perms.manage_guild))


async def say(interaction: discord.Interaction[Any], text: str) -> None:
    """One ephemeral sentence, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def _short(label: str, limit: int = BUTTON_LABEL_LIMIT) -> str:
    return label if len(label) <= limit else label[:limit - 1] + "…"


# --- component builders -----------------------------------------------------------------

def lobby_view(game: GameRecord) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action, label, style in (("join", "Join", discord.ButtonStyle.success),
                                 ("leave", "Leave", discord.ButtonStyle.secondary),
                                 ("start", "Start", discord.ButtonStyle.primary)):
        view.add_item(GameButton(discord.ui.Button(
            label=label, style=style, custom_id=f"bg:lobby:{action}:{game.id}")))
    return view


def board_view(game: GameRecord) -> discord.ui.View | None:
    """Play (one per seat that must act, for simultaneous decisions) and My hand."""
    if game.status != "active" or game.state is None:
        return None
    view = discord.ui.View(timeout=None)
    seats = get_engine(game.kind).to_move(game.state)
    humans = [s for s in seats if game.user_at(s).controller == "human"]
    for seat in humans[:4]:
        label = "Play" if len(humans) == 1 else _short(f"Play ({game.user_at(seat).name})", 34)
        view.add_item(GameButton(discord.ui.Button(
            label=label, style=discord.ButtonStyle.primary, emoji="▶️",
            custom_id=f"bg:play:{game.id}:{seat}:{game.version}")))
    view.add_item(GameButton(discord.ui.Button(
        # 🃏, not 🂠 (U+1F0A0, a card back): Discord knows only Unicode's emoji list and
        # refuses a whole message whose button has another symbol (400, Invalid emoji).
        label="My hand", style=discord.ButtonStyle.secondary, emoji="🃏",
        custom_id=f"bg:hand:{game.id}:{game.version}")))
    return view


def _prefix_text(prefix: tuple[int, ...]) -> str:
    return ".".join(str(i) for i in prefix) or "-"


def _parse_prefix(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    return tuple(int(part) for part in text.split("."))


def panel_content(game: GameRecord, seat: int, panel: Panel) -> str:
    engine = get_engine(game.kind)
    assert game.state is not None
    asked = name_seats(engine.prompt(game.state, seat), game.names)
    lines = [f"**{title(game)}** — {asked}"]
    if panel.trail:
        lines.append("› " + " › ".join(panel.trail))
    return "\n".join(lines)


def panel_view(game: GameRecord, seat: int, panel: Panel, page: int = 0,
               undo: bool = False) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    base = f"{game.id}:{seat}:{game.version}"
    use_select = len(panel.options) > PAGE_SIZE
    size = SELECT_PAGE_SIZE if use_select else PAGE_SIZE
    pages = panel.page_count(size)
    page = max(0, min(page, pages - 1))
    shown = panel.page(page, size)
    if use_select:
        select = discord.ui.Select(
            custom_id=f"bgs:nav:{base}:{_prefix_text(panel.prefix)}",
            placeholder=_short(f"Choose ({page + 1}/{pages})…", 150),
            options=[discord.SelectOption(label=_short(o.button_label, 100), value=str(o.index))
                     for o in shown])
        view.add_item(GameSelect(select))
    else:
        for number, option in enumerate(shown):
            style = (discord.ButtonStyle.success if option.move
                     else discord.ButtonStyle.secondary)
            view.add_item(GameButton(discord.ui.Button(
                label=_short(option.button_label), style=style, row=number // 5,
                custom_id=f"bg:nav:{base}:{_prefix_text((*panel.prefix, option.index))}:0")))
    nav_row = 4
    if panel.prefix:
        back = panel.prefix[:-1]
        view.add_item(GameButton(discord.ui.Button(
            label="Back", emoji="↩️", style=discord.ButtonStyle.secondary, row=nav_row,
            custom_id=f"bg:nav:{base}:{_prefix_text(back)}:0:b")))
    if undo and not panel.prefix:
        view.add_item(GameButton(discord.ui.Button(
            label="Undo", emoji="⏪", style=discord.ButtonStyle.danger, row=nav_row,
            custom_id=f"bg:undo:{base}")))
    if pages > 1:
        if page > 0:
            view.add_item(GameButton(discord.ui.Button(
                label="Previous", style=discord.ButtonStyle.secondary, row=nav_row,
                custom_id=f"bg:nav:{base}:{_prefix_text(panel.prefix)}:{page - 1}")))
        if page < pages - 1:
            view.add_item(GameButton(discord.ui.Button(
                label="More", style=discord.ButtonStyle.secondary, row=nav_row,
                custom_id=f"bg:nav:{base}:{_prefix_text(panel.prefix)}:{page + 1}")))
    return view


def _real_menu(moves: list[Any], prefix: tuple[int, ...]) -> tuple[int, ...]:
    """Back must land on a level with a real choice, not on one passed through."""
    while prefix:
        target = navigate(moves, prefix)
        if isinstance(target, Panel) and target.prefix == prefix:
            return prefix
        prefix = prefix[:-1]
    return ()


# --- the router -------------------------------------------------------------------------

class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"bg:(?P<rest>.*)"):
    def __init__(self, item: discord.ui.Button[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> GameButton:
        return cls(discord.ui.Button(custom_id=item.custom_id))  # type: ignore[attr-defined]

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await route(interaction, self.item.custom_id or "", [])


class GameSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"bgs:(?P<rest>.*)"):
    def __init__(self, item: discord.ui.Select[Any]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> GameSelect:
        return cls(discord.ui.Select(custom_id=item.custom_id))  # type: ignore[attr-defined]

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await route(interaction, self.item.custom_id or "", values)


_LOBBY = re.compile(r"bg:lobby:(join|leave|start):(\d{1,18})")
_PLAY = re.compile(r"bg:play:(\d{1,18}):(\d{1,2}):(\d{1,9})")
_HAND = re.compile(r"bg:hand:(\d{1,18}):(\d{1,9})")
_UNDO = re.compile(r"bg:undo:(\d{1,18}):(\d{1,2}):(\d{1,9})")
_NAV = re.compile(r"bg:nav:(\d{1,18}):(\d{1,2}):(\d{1,9}):(-|\d{1,3}(?:\.\d{1,3}){0,11}):"
                  r"(\d{1,3})(?::b)?")
_SELECT = re.compile(r"bgs:nav:(\d{1,18}):(\d{1,2}):(\d{1,9}):(-|\d{1,3}(?:\.\d{1,3}){0,11})")


async def route(interaction: discord.Interaction[Any], custom_id: str,
                values: list[str]) -> None:
    try:
        if match := _LOBBY.fullmatch(custom_id):
            await _lobby(interaction, match.group(1), int(match.group(2)))
        elif match := _PLAY.fullmatch(custom_id):
            await _play(interaction, int(match.group(1)), int(match.group(2)))
        elif match := _HAND.fullmatch(custom_id):
            await show_hand(interaction, int(match.group(1)))
        elif match := _UNDO.fullmatch(custom_id):
            game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
            await _undo(interaction, game_id, seat, version)
        elif match := _NAV.fullmatch(custom_id):
            game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
            await _navigate(interaction, game_id, seat, version,
                            _parse_prefix(match.group(4)), int(match.group(5)),
                            back=custom_id.endswith(":b"))
        elif (match := _SELECT.fullmatch(custom_id)) and len(values) == 1 \
                and values[0].isdigit():
            game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
            prefix = (*_parse_prefix(match.group(4)), int(values[0]))
            await _navigate(interaction, game_id, seat, version, prefix, 0)
        else:
            await say(interaction, MALFORMED)
    except (TableError, IllegalMove) as error:
        await say(interaction, str(error))


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return interaction.client  # type: ignore[return-value]


async def _lobby(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    if action == "join":
        game = await tables.join(game_id, actor)
        await say(interaction, f"You joined {title(game)}.")
    elif action == "leave":
        game = await tables.leave(game_id, actor)
        await say(interaction, f"You left {title(game)}.")
    else:
        game = await tables.start(game_id, actor)
        await say(interaction, f"{title(game)} has started.")


async def _play(interaction: discord.Interaction[Any], game_id: int, seat: int) -> None:
    """The board's Play button: open the seat's turn panel, ephemerally."""
    bot = _bot(interaction)
    game = await bot.tables.get(game_id)
    if game.status != "active":
        raise TableError("This game is over." if game.status != "lobby"
                         else "This game has not started.")
    actor = actor_of(interaction)
    own = game.seat_of(actor.user_id)
    if own is None:
        raise TableError("You are not playing in this game; only seated players can move.")
    message = interaction.message
    if message is not None and game.board_message_id not in (None, message.id):
        raise TableError(STALE)
    if own != seat:
        raise TableError(f"This button is for {game.user_at(seat).name}; it is not your turn.")
    await open_panel(interaction, game_id)


async def open_panel(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Send the actor's turn panel for ``game_id`` as a new ephemeral message."""
    tables = _bot(interaction).tables
    game, seat, moves = await tables.legal_moves(game_id, actor_of(interaction))
    if not moves:
        assert game.state is not None
        waiting = [game.user_at(s).name for s in get_engine(game.kind).to_move(game.state)]
        raise TableError(f"It is not your turn; the game is waiting for {', '.join(waiting)}.")
    panel = navigate(moves)
    assert isinstance(panel, Panel)
    undo = await tables.can_undo(game, seat)
    await interaction.response.send_message(
        panel_content(game, seat, panel), view=panel_view(game, seat, panel, undo=undo),
        ephemeral=True)


async def _navigate(interaction: discord.Interaction[Any], game_id: int, seat: int,
                    version: int, prefix: tuple[int, ...], page: int,
                    back: bool = False) -> None:
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    game, own, moves = await tables.legal_moves(game_id, actor)
    if own != seat:
        raise TableError("This panel belongs to another player.")
    if game.version != version:
        raise TableError(STALE)
    if not moves:
        raise TableError("It is not your turn.")
    try:
        if back:
            prefix = _real_menu(moves, prefix)
        target = navigate(moves, prefix)
    except PanelPathError:
        raise TableError(MALFORMED) from None
    if isinstance(target, Panel):
        await interaction.response.edit_message(
            content=panel_content(game, seat, target),
            view=panel_view(game, seat, target, page))
        return
    # A complete move: store and render may take a moment, so acknowledge first.
    await interaction.response.defer()
    report = await tables.play(game_id, actor, target.notation, expected_version=version)
    after = report.game
    secret = private_lines(after, seat)
    if after.status == "active" and seat in get_engine(after.kind).to_move(after.state or {}):
        _, _, next_moves = await tables.legal_moves(game_id, actor)
        panel = navigate(next_moves)
        assert isinstance(panel, Panel)
        done = f"✅ {target.label}{secret}\n"
        await interaction.edit_original_response(
            content=done + panel_content(after, seat, panel),
            view=panel_view(after, seat, panel, undo=await tables.can_undo(after, seat)))
    else:
        await interaction.edit_original_response(content=f"✅ {target.label}{secret}",
                                                 view=None)


async def _undo(interaction: discord.Interaction[Any], game_id: int, seat: int,
                version: int) -> None:
    """The panel's Undo: take back the last move of this turn and show the panel again."""
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    game = await tables.get(game_id)
    if game.seat_of(actor.user_id) != seat:
        raise TableError("This panel belongs to another player.")
    if game.version != version:
        raise TableError(STALE)
    game = await tables.undo(game_id, actor)
    _, _, moves = await tables.legal_moves(game_id, actor)
    panel = navigate(moves)
    assert isinstance(panel, Panel)
    await interaction.response.edit_message(
        content="⏪ Taken back.\n" + panel_content(game, seat, panel),
        view=panel_view(game, seat, panel, undo=await tables.can_undo(game, seat)))


def private_lines(game: GameRecord, seat: int) -> str:
    """What the last move showed this player alone, for their ephemeral reply."""
    if game.state is None:
        return ""
    lines = get_engine(game.kind).private_events(game.state, seat)
    return "".join(f"\n🔒 {line}" for line in lines)


async def show_hand(interaction: discord.Interaction[Any], game_id: int) -> None:
    """The seat's private view, ephemeral and fresh on every request."""
    tables = _bot(interaction).tables
    game = await tables.get(game_id)
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise TableError("Only seated players have a hand; spectators see the board.")
    if game.state is None:
        raise TableError("The game has not started yet.")
    await interaction.response.defer(ephemeral=True, thinking=True)
    image = await private_hand(game, seat)
    if image is None:
        await interaction.followup.send(
            "This game has no hidden cards: everything you hold is on the board.",
            ephemeral=True)
        return
    file = discord.File(io.BytesIO(image.png), filename=image.filename,
                        description=image.alt[:1024])
    await interaction.followup.send(f"**{title(game)}** — your hand (only you see this).",
                                    file=file, ephemeral=True)
