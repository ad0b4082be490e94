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
  ``prefix`` is the dotted position in the move tree (``-`` for the root); ``…:b`` goes
  back to the nearest real menu, ``…:c`` confirms a move that gives something up
- ``bg:resign:<game>:<y|n>`` — the answer to "give up this game?" (``/game resign``)
- ``bg:rematch:<game>`` — the result's Rematch: a new table for the same players
- ``bgs:seat:<game>`` — the board message's menu of players; its values are seats, and
  choosing one shows that player's own board to the chooser
- ``bgs:nav:<game>:<seat>:<version>:<prefix>[:<1-3>]`` — a select menu of the panel; its
  values are option indices (several, on a level whose moves may be chosen ``together``,
  whose page shows up to four selects: the second to fourth carry the suffix)
- ``bg:replay:<game>:<turn>:<p|n>`` — ◀ / ▶ of the step-through replay (to that turn)
- ``bgs:lang:<game>`` — the lobby's language menu (host only; its values are ``en``,
  ``it``, ``fr``), shown when players read their own language
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from typing import Any, Protocol

import discord

from bot import i18n
from bot.app.boards import private_hand, replay_position, seat_board
from bot.app.decisions import decision_picture, has_decision_pictures
from bot.app.language import CHOICES, of_reader
from bot.app.messages import (
    names_for_text,
    plain_name,
    refusal_text,
    result_text,
    speak,
    title,
)
from bot.app.panel import (
    PAGE_SIZE,
    SELECT_PAGE_SIZE,
    Panel,
    PanelOption,
    PanelPathError,
    navigate,
)
from bot.app.records import GameRecord, MoveRecord
from bot.app.replay import replay_states
from bot.app.reports import MoveReport
from bot.app.tables import Actor, TableError, Tables
from bot.app.tick_order import playable_order
from bot.config import languages_enabled
from bot.discord_app.follow_ups import owe, settle
from bot.games import get_engine
from bot.games.base import IllegalMove, Move, Words
from bot.games.message import Message, msg
from rendering.base import get_renderer
from rendering.common import whole_words

log = logging.getLogger(__name__)

#: the refusals every button shares, as messages (said in the tapper's language)
STALE = msg("common-stale-board")
STALE_PANEL = msg("common-stale-panel")
MALFORMED = msg("common-malformed")
UNEXPECTED = msg("common-unexpected")
NOT_THIS_MESSAGE = msg("common-not-this-message")
STALE_FORM = msg("common-stale-form")
BUTTON_LABEL_LIMIT = 80
MESSAGE_LIMIT = 2000


class HasTables(Protocol):
    """What the buttons need of the bot (the client module imports this one, not the
    other way round: no import circle)."""

    tables: Tables


def reader(interaction: discord.Interaction[Any]) -> str:
    """The language of an ephemeral reply to this interaction (its client's locale)."""
    return of_reader(interaction.locale)


def actor_of(interaction: discord.Interaction[Any]) -> Actor:
    """Who taps, with Manage Server as the interaction itself states it: Discord computes
    ``permissions`` for the member in the interaction's own server, so the override needs
    no guild cache (after a reconnect the cache may not know the server's roles yet)."""
    user = interaction.user
    manage = interaction.guild_id is not None and interaction.permissions.manage_guild
    return Actor(user.id, getattr(user, "display_name", user.name), bool(manage))


async def say(interaction: discord.Interaction[Any], text: str | Message) -> None:
    """One ephemeral sentence, whether or not the interaction was answered already; a
    message is said in the interaction's language.

    After a "thinking" defer the first answer edits the original response (a followup
    replacing it is deprecated behaviour, and keeps the defer's visibility). After a
    public defer a refusal must not land in the channel: the public "thinking" message is
    removed and the sentence follows ephemerally."""
    if isinstance(text, Message):
        text = i18n.text(text, reader(interaction))
    text = text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT - 1] + "…"
    response = interaction.response
    if not response.is_done():
        await response.send_message(text, ephemeral=True)
        return
    extras = interaction.extras
    thinking = response.type == discord.InteractionResponseType.deferred_channel_message
    if thinking and not extras.get("original_answered"):
        extras["original_answered"] = True
        if not extras.get("public_defer"):
            await interaction.edit_original_response(content=text)
            return
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            log.info("could not remove the public thinking message of %s", interaction.id)
    await interaction.followup.send(text, ephemeral=True)


async def defer_public(interaction: discord.Interaction[Any]) -> None:
    """Defer with a public "thinking" message (the answer is for the channel); ``say``
    then keeps refusals private."""
    interaction.extras["public_defer"] = True
    await interaction.response.defer(thinking=True)


async def answer_first(interaction: discord.Interaction[Any], **fields: Any) -> None:
    """The first answer after a "thinking" defer: an edit of the original response."""
    interaction.extras["original_answered"] = True
    await interaction.edit_original_response(**fields)


#: Discord's most characters of an attachment's description (a picture's alt text)
ALT_TEXT_LIMIT = 1024


def alt_text(text: str, limit: int = ALT_TEXT_LIMIT) -> str:
    """A picture's description within Discord's limit: a longer one (a long language's
    full board) ends on a whole word and "…", never on half a name."""
    return whole_words(text, limit)


def _short(label: str, limit: int = BUTTON_LABEL_LIMIT) -> str:
    return label if len(label) <= limit else label[:limit - 1] + "…"


# --- component builders -----------------------------------------------------------------

def lobby_view(game: GameRecord, language: str = i18n.FALLBACK) -> discord.ui.View | None:
    """Join (while a seat is free), Leave, Start, in the game's language, and — when
    players read their own language — the host's choice of it; none once the table is
    not a lobby."""
    if game.status != "lobby":
        return None
    view = discord.ui.View(timeout=None)
    full = len(game.seats) >= get_engine(game.kind).max_players
    for action, style in (("join", discord.ButtonStyle.success),
                          ("leave", discord.ButtonStyle.secondary),
                          ("start", discord.ButtonStyle.primary)):
        if action == "join" and full:
            continue
        view.add_item(GameButton(discord.ui.Button(
            label=i18n.t(language, f"common-button-{action}"), style=style,
            custom_id=f"bg:lobby:{action}:{game.id}")))
    if languages_enabled():
        view.add_item(GameSelect(discord.ui.Select(
            custom_id=f"bgs:lang:{game.id}", row=1,
            placeholder=i18n.t(language, "common-lobby-language",
                               name=_native_name(game.language, language)),
            options=[discord.SelectOption(label=_native_name(code, language), value=code,
                                          default=code == game.language)
                     for code in CHOICES])))
    return view


def _native_name(code: str, language: str) -> str:
    """A language by its own name (the pseudo-locale, pseudo-English, by English's),
    from the catalogue of ``language``."""
    return i18n.t(language, f"common-language-native-{code if code in CHOICES else 'en'}")


def board_view(game: GameRecord, language: str = i18n.FALLBACK) -> discord.ui.View | None:
    """Play (one per seat that must act, for simultaneous decisions), My hand, and the
    menu that shows any player's own board (a turn's post carries only the boards of
    those who must act); once the game is over, that menu alone."""
    if game.status not in ("active", "finished") or game.state is None:
        return None
    view = discord.ui.View(timeout=None)
    if game.status == "finished":
        _add_seat_menu(view, game, language)
        return view if view.children else None
    seats = get_engine(game.kind).to_move(game.state)
    humans = [s for s in seats if game.user_at(s).controller == "human"]
    for seat in humans[:4]:
        label = (i18n.t(language, "common-button-play") if len(humans) == 1 else
                 _short(i18n.t(language, "common-button-play-for",
                               name=game.user_at(seat).name), 34))
        view.add_item(GameButton(discord.ui.Button(
            label=label, style=discord.ButtonStyle.primary, emoji="▶️",
            custom_id=f"bg:play:{game.id}:{seat}:{game.version}")))
    if get_renderer(game.kind).has_hands:  # a game with nothing private has no hand
        view.add_item(GameButton(discord.ui.Button(
            # 🃏, not 🂠 (U+1F0A0, a card back): Discord knows only Unicode's emoji list and
            # refuses a whole message whose button has another symbol (400, Invalid emoji).
            label=i18n.t(language, "common-button-hand"), style=discord.ButtonStyle.secondary,
            emoji="🃏",
            custom_id=f"bg:hand:{game.id}:{game.version}")))
    _add_seat_menu(view, game, language)
    return view if view.children else None


def _add_seat_menu(view: discord.ui.View, game: GameRecord, language: str) -> None:
    """A menu of the players: choosing one shows their own board, to the chooser alone."""
    if len(game.seats) < 2 or not get_renderer(game.kind).has_seat_boards:
        return
    view.add_item(GameSelect(discord.ui.Select(
        custom_id=f"bgs:seat:{game.id}", row=1,
        placeholder=_short(i18n.t(language, "common-seat-board-pick"), 150),
        options=[discord.SelectOption(label=_short(game.user_at(seat).name, 100),
                                      value=str(seat))
                 for seat in range(len(game.seats))])))


def _prefix_text(prefix: tuple[int, ...]) -> str:
    return ".".join(str(i) for i in prefix) or "-"


def _parse_prefix(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    return tuple(int(part) for part in text.split("."))


def panel_content(game: GameRecord, seat: int, panel: Panel,
                  language: str = i18n.FALLBACK) -> str:
    engine = get_engine(game.kind)
    assert game.state is not None
    asked = speak(game, engine.prompt(game.state, seat), language)
    lines = [f"**{title(game, language)}** — {asked}"]
    if panel.trail:
        lines.append("› " + " › ".join(speak(game, step, language) for step in panel.trail))
    return "\n".join(lines)


def _uses_select(panel: Panel) -> bool:
    """A level is a select when its options overflow a page of buttons, or when several
    of them may be chosen at once."""
    return len(panel.options) > PAGE_SIZE or panel.together > 1


#: selects one page of a level chosen several at once may hold (rows 0–3; row 4 is
#: navigation): its choices stay on one message, each select its own tap
SELECTS_PER_PAGE = 4


def _page_size(panel: Panel) -> int:
    if not _uses_select(panel):
        return PAGE_SIZE
    return SELECT_PAGE_SIZE * (SELECTS_PER_PAGE if panel.together > 1 else 1)


def panel_view(game: GameRecord, seat: int, panel: Panel, page: int = 0,
               undo: bool = False, language: str = i18n.FALLBACK) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    base = f"{game.id}:{seat}:{game.version}"
    use_select = _uses_select(panel)
    size = _page_size(panel)
    pages = panel.page_count(size)
    page = max(0, min(page, pages - 1))
    shown = panel.page(page, size)
    if use_select:
        # a level chosen several at once shows up to four selects a page (one row
        # each, told apart by a suffix of their custom_id); values are option indices
        chunks = [shown[i:i + SELECT_PAGE_SIZE] for i in range(0, len(shown), SELECT_PAGE_SIZE)]
        for number, chunk in enumerate(chunks):
            most = min(panel.together, len(chunk))
            placeholder = (i18n.t(language, "common-panel-choose-several", count=most,
                                  page=page + 1, pages=pages) if most > 1
                           else i18n.t(language, "common-panel-choose", page=page + 1,
                                       pages=pages))
            select = discord.ui.Select(
                custom_id=f"bgs:nav:{base}:{_prefix_text(panel.prefix)}"
                          + (f":{number}" if number else ""),
                placeholder=_short(placeholder, 150), min_values=1, max_values=most,
                options=[discord.SelectOption(
                    label=_short(_button_text(game, o, language), 100), value=str(o.index))
                    for o in chunk],
                row=number)
            view.add_item(GameSelect(select))
    else:
        for number, option in enumerate(shown):
            style = (discord.ButtonStyle.success if option.move
                     else discord.ButtonStyle.secondary)
            view.add_item(GameButton(discord.ui.Button(
                label=_short(_button_text(game, option, language)), style=style,
                row=number // 5,
                custom_id=f"bg:nav:{base}:{_prefix_text((*panel.prefix, option.index))}:0")))
    nav_row = 4
    if panel.prefix:
        back = panel.prefix[:-1]
        view.add_item(GameButton(discord.ui.Button(
            label=i18n.t(language, "common-button-back"), emoji="↩️",
            style=discord.ButtonStyle.secondary, row=nav_row,
            custom_id=f"bg:nav:{base}:{_prefix_text(back)}:0:b")))
    # Callers ask for Undo only on the first real menu of the decision (levels passed
    # through on their own still count as its start).
    if undo:
        view.add_item(GameButton(discord.ui.Button(
            label=i18n.t(language, "common-button-undo"), emoji="⏪",
            style=discord.ButtonStyle.danger, row=nav_row,
            custom_id=f"bg:undo:{base}")))
    if pages > 1:
        if page > 0:
            view.add_item(GameButton(discord.ui.Button(
                label=i18n.t(language, "common-button-previous"),
                style=discord.ButtonStyle.secondary, row=nav_row,
                custom_id=f"bg:nav:{base}:{_prefix_text(panel.prefix)}:{page - 1}")))
        if page < pages - 1:
            view.add_item(GameButton(discord.ui.Button(
                label=i18n.t(language, "common-button-more"),
                style=discord.ButtonStyle.secondary, row=nav_row,
                custom_id=f"bg:nav:{base}:{_prefix_text(panel.prefix)}:{page + 1}")))
    return view


async def panel_fields(game: GameRecord, seat: int, moves: list[Any], panel: Panel, *,
                       page: int = 0, undo: bool = False, header: str = "",
                       new_message: bool = False,
                       language: str = i18n.FALLBACK) -> dict[str, Any]:
    """Content, buttons and — for a positional step — the decision picture of a panel
    level in ``language`` (the player's), as keyword arguments for a send
    (``new_message``) or an edit. An edit without a picture clears the previous level's."""
    fields: dict[str, Any] = {
        "content": _fit(header + panel_content(game, seat, panel, language)),
        "view": panel_view(game, seat, panel, page, undo=undo, language=language)}
    if not has_decision_pictures(game.kind):
        return fields
    size = _page_size(panel)
    shown = tuple(o.index for o in panel.page(max(0, min(page, panel.page_count(size) - 1)),
                                               size))
    picture = await decision_picture(game, seat, moves, panel, shown, language)
    files = [discord.File(io.BytesIO(picture.png), filename=picture.filename,
                          description=alt_text(picture.alt))] if picture else []
    if new_message:
        if files:
            fields["files"] = files
    else:
        fields["attachments"] = files
    return fields


def confirm_fields(game: GameRecord, seat: int, prefix: tuple[int, ...], move: Any,
                   language: str = i18n.FALLBACK) -> dict[str, Any]:
    """The panel asking to confirm a move that gives something up: what it is, Confirm
    (plays it) and Cancel (back to the menu it was chosen from)."""
    engine = get_engine(game.kind)
    assert game.state is not None
    said = speak(game, move.label, language)
    content = "\n".join([
        f"**{title(game, language)}** — {speak(game, engine.prompt(game.state, seat), language)}",
        "⚠️ " + i18n.t(language, "common-confirm-forfeit", move=said)])
    base = f"{game.id}:{seat}:{game.version}"
    view = discord.ui.View(timeout=None)
    view.add_item(GameButton(discord.ui.Button(
        label=_short(i18n.t(language, "common-button-confirm", move=said)),
        style=discord.ButtonStyle.danger,
        custom_id=f"bg:nav:{base}:{_prefix_text(prefix)}:0:c")))
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-cancel-choice"), emoji="↩️",
        style=discord.ButtonStyle.secondary,
        custom_id=f"bg:nav:{base}:{_prefix_text(prefix[:-1])}:0:b")))
    return {"content": _fit(content), "view": view}


def resign_view(game: GameRecord, language: str = i18n.FALLBACK) -> discord.ui.View:
    """``/game resign``'s question: give up (for good), or play on."""
    view = discord.ui.View(timeout=None)
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-resign"), style=discord.ButtonStyle.danger,
        custom_id=f"bg:resign:{game.id}:y")))
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-play-on"), style=discord.ButtonStyle.secondary,
        custom_id=f"bg:resign:{game.id}:n")))
    return view


def rematch_view(game: GameRecord, language: str = i18n.FALLBACK) -> discord.ui.View | None:
    """The result's Rematch: one tap opens a new table for the same players."""
    if game.status != "finished":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-rematch"), emoji="🔁",
        style=discord.ButtonStyle.primary, custom_id=f"bg:rematch:{game.id}")))
    return view


async def _rematch(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Rematch: the table is opened (or the one already open is joined) and the tapper
    told where it is."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    language = reader(interaction)
    table, new = await _bot(interaction).tables.rematch(game_id, actor_of(interaction))
    named = title(table, language)
    place = f"<#{table.channel_id}>"
    if new:
        said = i18n.t(language, "common-rematch-opened", title=named, place=place)
    elif table.status == "lobby":
        said = i18n.t(language, "common-rematch-open-already", title=named, place=place)
    else:
        said = i18n.t(language, "common-rematch-started-already", title=named)
    await say(interaction, said)


async def _resign(interaction: discord.Interaction[Any], game_id: int, confirmed: bool) -> None:
    """The answer to ``/game resign``'s question, on that question's message."""
    tables = _bot(interaction).tables
    language = reader(interaction)
    game = await tables.get_seated(game_id, interaction.user.id)
    if not confirmed:
        await interaction.response.edit_message(
            content=i18n.t(language, "common-resign-kept", title=title(game, language)),
            view=None)
        return
    await interaction.response.defer()
    game = await tables.resign(game_id, actor_of(interaction))
    await interaction.edit_original_response(
        content=i18n.t(language, "common-you-resigned", title=title(game, language)),
        view=None)


def _fit(text: str) -> str:
    return text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT - 1] + "…"


def _button_text(game: GameRecord, option: PanelOption,
                 language: str = i18n.FALLBACK) -> str:
    return option.button_text(speak(game, option.label, language))


def step_lines(game: GameRecord, events: list[Any], seat: int,
               language: str = i18n.FALLBACK) -> str:
    """What a step of the turn did, for the panel: its public events (a refill, a
    cascade's automatic moves) and what only this player learnt."""
    public = "".join(f"\n• {speak(game, e, language)}" for e in events)
    return public + private_lines(game, seat, language)


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
                  r"(\d{1,3})(?::[bc])?")
_RESIGN = re.compile(r"bg:resign:(\d{1,18}):([yn])")
_REMATCH = re.compile(r"bg:rematch:(\d{1,18})")
_SEAT = re.compile(r"bgs:seat:(\d{1,18})")
_REPLAY = re.compile(r"bg:replay:(\d{1,18}):(\d{1,5}):[pn]")
_SELECT = re.compile(r"bgs:nav:(\d{1,18}):(\d{1,2}):(\d{1,9}):(-|\d{1,3}(?:\.\d{1,3}){0,11})"
                     r"(?::[1-3])?")


_LANGUAGE = re.compile(r"bgs:lang:(\d{1,18})")


_GRAMMARS = (_LOBBY, _PLAY, _HAND, _UNDO, _NAV, _REPLAY, _SELECT, _LANGUAGE, _RESIGN,
             _REMATCH, _SEAT)
_GAME_ID = re.compile(r"bgs?:(?:lobby:\w+|\w+):(\d{1,18})")


async def route(interaction: discord.Interaction[Any], custom_id: str,
                values: list[str]) -> None:
    """Every button and menu: refusals are one sentence, and so is an unexpected error
    (discord.py would only log it and leave the user on "thinking…" or "This interaction
    failed")."""
    try:
        await _route(interaction, custom_id, values)
    except (TableError, IllegalMove) as error:
        await say(interaction, refusal_text(error, reader(interaction)))
    except Exception:
        log.exception("button %s failed", custom_id)
        try:
            await say(interaction, UNEXPECTED)
        except discord.HTTPException:
            log.warning("could not tell the user about a failed button %s", custom_id)
    finally:
        # what a move owes (its board), once the player has their answer and the
        # handler's own frames, with the games and panels they read, are gone
        await settle(interaction)


async def _route(interaction: discord.Interaction[Any], custom_id: str,
                 values: list[str]) -> None:
    if match := _RESIGN.fullmatch(custom_id):
        # One's own seat may be given up from any server (``/game resign``): the game
        # is looked up among the tapper's own, never by the server it is asked from.
        _check_own_message(interaction, f"bg:resign:{match.group(1)}:")
        await _resign(interaction, int(match.group(1)), match.group(2) == "y")
        return
    # A game is reachable only from its own server, whatever the custom_id says. The
    # game read for the check is the one a panel's step acts on (read once per tap).
    here: GameRecord | None = None
    if _PLAY.fullmatch(custom_id):
        # Play always answers with a new ephemeral message (the panel or one sentence):
        # acknowledged before the game is read, it meets Discord's 3 s however long the
        # reads wait on a busy bot (4.3 s was seen under load).
        await interaction.response.defer(ephemeral=True, thinking=True)
    if found := _GAME_ID.match(custom_id):
        here = await _bot(interaction).tables.get_here(int(found.group(1)),
                                                       interaction.guild_id)
    if match := _LOBBY.fullmatch(custom_id):
        await _lobby(interaction, match.group(1), int(match.group(2)))
    elif match := _PLAY.fullmatch(custom_id):
        await _play(interaction, int(match.group(1)), int(match.group(2)), loaded=here)
    elif match := _HAND.fullmatch(custom_id):
        await show_hand(interaction, int(match.group(1)))
    elif match := _REMATCH.fullmatch(custom_id):
        await _rematch(interaction, int(match.group(1)))
    elif match := _REPLAY.fullmatch(custom_id):
        _check_own_message(interaction, f"bg:replay:{match.group(1)}:")
        await replay_step(interaction, int(match.group(1)), int(match.group(2)))
    elif match := _UNDO.fullmatch(custom_id):
        game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
        _check_own_message(interaction, *_panel_kinds(match))
        await _undo(interaction, game_id, seat, version)
    elif match := _NAV.fullmatch(custom_id):
        game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
        _check_own_message(interaction, *_panel_kinds(match))
        await _navigate(interaction, game_id, seat, version,
                        _parse_prefix(match.group(4)), int(match.group(5)),
                        back=custom_id.endswith(":b"), confirmed=custom_id.endswith(":c"),
                        loaded=here)
    elif (match := _SEAT.fullmatch(custom_id)) and len(values) == 1 and values[0].isdigit():
        await show_seat_board(interaction, int(match.group(1)), int(values[0]))
    elif (match := _LANGUAGE.fullmatch(custom_id)) and len(values) == 1:
        await _language(interaction, int(match.group(1)), values[0])
    elif (match := _SELECT.fullmatch(custom_id)) and len(values) == 1 \
            and values[0].isdigit():
        game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
        _check_own_message(interaction, *_panel_kinds(match))
        prefix = (*_parse_prefix(match.group(4)), int(values[0]))
        await _navigate(interaction, game_id, seat, version, prefix, 0, loaded=here)
    elif (match := _SELECT.fullmatch(custom_id)) and 1 < len(values) <= SELECT_PAGE_SIZE \
            and all(v.isdigit() and len(v) <= 3 for v in values):
        game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
        _check_own_message(interaction, *_panel_kinds(match))
        await _navigate_together(interaction, game_id, seat, version,
                                 _parse_prefix(match.group(4)), [int(v) for v in values])
    else:
        await say(interaction, MALFORMED)


def _panel_kinds(match: re.Match[str]) -> tuple[str, ...]:
    """The custom_id prefixes of one seat's turn panel of one game."""
    game_seat = f"{match.group(1)}:{match.group(2)}:"
    return f"bg:nav:{game_seat}", f"bgs:nav:{game_seat}", f"bg:undo:{game_seat}"


def _check_own_message(interaction: discord.Interaction[Any], *kinds: str) -> None:
    """A button that edits the message it is on (a replay's ◀ ▶, a panel's steps and
    Undo) may only edit a message this bot made for it: its own, ephemeral (replays and
    panels are only ever shown to one person), and carrying nothing but components of
    that kind, game and seat. Its custom_id placed on another message (an old bot's
    post, a modified client; Discord does not check that a tapped id is on the message)
    would otherwise overwrite a board or a lobby."""
    message = interaction.message
    me = interaction.client.user
    shown = [getattr(c, "custom_id", None) for row in (message.components if message else [])
             for c in getattr(row, "children", [row])]
    if message is None or me is None or message.author.id != me.id \
            or not message.flags.ephemeral or not shown \
            or not all(isinstance(i, str) and i.startswith(kinds) for i in shown):
        raise TableError(NOT_THIS_MESSAGE)


async def answer_unhandled(interaction: discord.Interaction[Any]) -> None:
    """One sentence for a component or modal submit nothing answered: a tap on one of our
    buttons that its message no longer has (a double tap on a phone, an old panel, Join
    after Start), an id discord.py could not route (an old bot version's format, a
    trailing newline) or a form of an earlier process."""
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    text: str | Message
    if interaction.type == discord.InteractionType.modal_submit:
        text = STALE_FORM
    elif not any(grammar.fullmatch(custom_id) for grammar in _GRAMMARS):
        text = MALFORMED  # never one of this bot's ids, or not any more
    elif custom_id.startswith(("bg:nav:", "bgs:nav:", "bg:undo:")):
        text = await _panel_status(interaction, custom_id)
    elif custom_id.startswith("bg:resign:"):
        text = msg("common-stale-question")
    elif match := _LOBBY.fullmatch(custom_id):
        text = await _lobby_status(interaction, int(match.group(2)))
    elif match := _LANGUAGE.fullmatch(custom_id):  # the lobby's language menu
        text = await _lobby_status(interaction, int(match.group(1)))
    else:
        text = STALE
    try:
        await say(interaction, text)
    except discord.HTTPException:
        log.info("could not answer an unhandled tap on %r", custom_id)


async def _panel_status(interaction: discord.Interaction[Any], custom_id: str) -> Message:
    """Why a step no longer on its panel did nothing. A second tap of a move that went
    through (the panel moved on or closed with the first tap's answer) is told the move
    counts, never that it was not applied."""
    match = _NAV.fullmatch(custom_id) or _SELECT.fullmatch(custom_id) \
        or _UNDO.fullmatch(custom_id)
    if match is None:
        return STALE_PANEL
    game_id, seat, version = (int(match.group(i)) for i in (1, 2, 3))
    tables = _bot(interaction).tables
    try:
        game = await tables.get_here(game_id, interaction.guild_id)
    except TableError:
        return STALE_PANEL
    actor = actor_of(interaction)
    if game.seat_of(actor.user_id) != seat:
        return STALE_PANEL
    return await tables.panel_refusal(game, actor, version) or STALE_PANEL


async def _lobby_status(interaction: discord.Interaction[Any], game_id: int) -> str:
    """Why a lobby button no longer on its message did nothing: the table moved on."""
    try:
        game = await _bot(interaction).tables.get_here(game_id, interaction.guild_id)
    except TableError as error:
        return refusal_text(error, reader(interaction))
    said = {"active": msg("common-lobby-gone-active"),
            "cancelled": msg("common-lobby-gone-cancelled"),
            "finished": msg("common-game-is-over")}.get(game.status, msg("common-lobby-gone"))
    return i18n.text(said, reader(interaction))


def _bot(interaction: discord.Interaction[Any]) -> HasTables:
    return interaction.client  # type: ignore[return-value]


async def _lobby(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    language = reader(interaction)
    if action == "join":
        game = await tables.join(game_id, actor)
        await say(interaction, i18n.t(language, "common-you-joined", title=title(game, language)))
    elif action == "leave":
        game = await tables.leave(game_id, actor)
        await say(interaction, i18n.t(language, "common-you-left", title=title(game, language)))
    else:
        game = await tables.start(game_id, actor)
        await say(interaction, i18n.t(language, "common-started", title=title(game, language)))


async def _language(interaction: discord.Interaction[Any], game_id: int,
                    language: str) -> None:
    """The lobby's language menu: the host changes the table's language."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    game = await _bot(interaction).tables.set_language(game_id, actor_of(interaction),
                                                       language)
    asked = reader(interaction)
    await say(interaction, i18n.t(asked, "common-language-set", title=title(game, asked),
                                  name=i18n.t(asked, f"common-language-{language}")))


async def _play(interaction: discord.Interaction[Any], game_id: int, seat: int,
                loaded: GameRecord | None = None) -> None:
    """The board's Play button: open the seat's turn panel, ephemerally. ``loaded``: the
    game as the router has just read it."""
    bot = _bot(interaction)
    game = loaded or await bot.tables.get(game_id)
    if game.status != "active":
        raise TableError(msg("common-game-is-over") if game.status != "lobby"
                         else msg("common-game-not-started"))
    actor = actor_of(interaction)
    own = game.seat_of(actor.user_id)
    if own is None:
        raise TableError(msg("common-not-playing-move"))
    message = interaction.message
    if message is not None and game.board_message_id not in (None, message.id):
        raise TableError(STALE)
    if own != seat:
        if not 0 <= seat < len(game.seats):
            raise TableError(MALFORMED)
        raise TableError(msg("common-button-for-other", name=plain_name(game.user_at(seat).name)))
    await open_panel(interaction, game_id, loaded=game)


async def open_panel(interaction: discord.Interaction[Any], game_id: int, *,
                     loaded: GameRecord | None = None) -> None:
    """Send the actor's turn panel for ``game_id`` as a new ephemeral message (of the
    game as ``loaded`` when the caller has just read it)."""
    tables = _bot(interaction).tables
    game, seat, moves = await tables.legal_moves(game_id, actor_of(interaction),
                                                 loaded=loaded)
    if not moves:
        assert game.state is not None
        waiting = [plain_name(game.user_at(s).name)
                   for s in get_engine(game.kind).to_move(game.state)]
        raise TableError(msg("common-not-your-turn-waiting", waiting=", ".join(waiting)))
    panel = navigate(moves)
    assert isinstance(panel, Panel)
    undo = await tables.can_undo(game, seat)
    # A post of this game Discord refused is told here, where the bot can still speak.
    language = reader(interaction)
    note = await tables.delivery_note(game_id, language)
    header = f"{note}\n" if note else ""
    if has_decision_pictures(game.kind) or interaction.response.is_done():
        # A picture is rendered off the event loop: acknowledge first, then answer.
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.edit_original_response(
            **await panel_fields(game, seat, moves, panel, undo=undo, header=header,
                                 language=language))
        return
    await interaction.response.send_message(ephemeral=True, **await panel_fields(
        game, seat, moves, panel, undo=undo, new_message=True, header=header,
        language=language))


async def _navigate(interaction: discord.Interaction[Any], game_id: int, seat: int,
                    version: int, prefix: tuple[int, ...], page: int,
                    back: bool = False, confirmed: bool = False,
                    loaded: GameRecord | None = None) -> None:
    """A step of the turn panel. ``loaded``: the game as the router has just read it
    (read once per tap)."""
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    language = reader(interaction)
    game = loaded or await tables.get(game_id)
    if game.seat_of(actor.user_id) == seat:
        # A second tap of a move that went through is told that it counts.
        refusal = await tables.panel_refusal(game, actor, version)
        if refusal is not None:
            raise TableError(refusal)
    game, own, moves = await tables.legal_moves(game_id, actor, loaded=game)
    if own != seat:
        raise TableError(msg("common-panel-of-other"))
    if not moves:
        raise TableError(msg("common-not-your-turn"))
    try:
        if back:
            prefix = _real_menu(moves, prefix)
        target = navigate(moves, prefix)
    except PanelPathError:
        raise TableError(MALFORMED) from None
    if isinstance(target, Panel):
        if has_decision_pictures(game.kind):
            await interaction.response.defer()
            await interaction.edit_original_response(
                **await panel_fields(game, seat, moves, target, page=page,
                                     language=language))
            return
        await interaction.response.edit_message(
            **await panel_fields(game, seat, moves, target, page=page, language=language))
        return
    if target.forfeits and not confirmed:
        # A move that gives up the rest of a round or the game: one more tap, so a
        # mis-tap beside it (Azul's Pass beside "Place an expansion") loses nothing.
        await interaction.response.edit_message(
            **confirm_fields(game, seat, prefix, target, language), attachments=[])
        return
    # A complete move: acknowledge, commit, answer the player, and only then draw and
    # post the board (it is owed in the outbox from the commit on: a crash or a refusal
    # in between delays it, never loses it).
    if target.then:
        await _play_chain(interaction, game, seat, version, target, language)
        return
    await interaction.response.defer()
    report = await tables.play(game_id, actor, target.notation, expected_version=version,
                               loaded=game, deliver=False)
    # the board and the computers' turns, once this handler's frames are gone (route)
    owe(interaction, tables.follow_up(report))
    await _answer_move(interaction, report, target.label, language)


async def _answer_move(interaction: discord.Interaction[Any], report: MoveReport,
                       label: Words, language: str) -> None:
    """The panel after a move of it: the next step of the seat's turn, or closed with ✅
    and what the move did. The game as the commit left it: nothing is read again."""
    after, seat = report.game, report.seat
    done = (f"✅ {speak(after, label, language)}"
            f"{step_lines(after, report.events, seat, language)}")
    await _show_next(interaction, after, seat, done, language, last=report.move)


async def _play_chain(interaction: discord.Interaction[Any], game: GameRecord, seat: int,
                      version: int, target: Move, language: str) -> None:
    """An option combining a decision with the one the engine asks right after it
    (``Move.then``): every notation checked on the game as it is before any is played
    (a combination that does not hold is refused and changes nothing), then played one
    after another, each logged as a move of its own."""
    engine = get_engine(game.kind)
    notations = (target.notation, *target.then)
    state = game.state
    assert state is not None
    try:
        for notation in notations:
            state = engine.apply(state, seat, notation)
    except IllegalMove as error:
        raise error.at_table(game.kind, names_for_text(game)) from None
    await interaction.response.defer()
    # each step is worded as the option the player tapped: its second notation is no
    # move of the panel, and a notation never reaches a player
    await _play_in_order(interaction, game, seat, version,
                         [(notation, target.label) for notation in notations], language)


async def _navigate_together(interaction: discord.Interaction[Any], game_id: int, seat: int,
                             version: int, prefix: tuple[int, ...], indices: list[int]
                             ) -> None:
    """A select taking several values (``Move.together``): the chosen moves played one
    after another, in an order that plays them all where the rules allow (a move that
    opens a decision of its own goes after the others), each on the version the one
    before left; a refusal part-way keeps what went through and says why the rest did
    not."""
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    language = reader(interaction)
    game, own, moves = await tables.legal_moves(game_id, actor)
    if own != seat:
        raise TableError(msg("common-panel-of-other"))
    if game.version != version and not await tables.panel_is_current(game, actor, version):
        raise TableError(STALE_PANEL)
    if not moves:
        raise TableError(msg("common-not-your-turn"))
    try:
        level = navigate(moves, prefix)
        # in the menu's order, whatever order they were ticked in: the engine lists a
        # move that closes the turn (Zensō's End turn) after those it may follow
        chosen = [navigate(moves, (*prefix, index)) for index in sorted(set(indices))]
    except PanelPathError:
        raise TableError(MALFORMED) from None
    if not isinstance(level, Panel) or level.prefix != prefix or \
            len(chosen) > level.together or not all(isinstance(m, Move) for m in chosen):
        raise TableError(MALFORMED)
    await interaction.response.defer()
    # an order that plays every ticked move the rules allow (bot/app/tick_order.py),
    # tried off the event loop: a few moves each tried on the position
    ordered = await asyncio.to_thread(playable_order, get_engine(game.kind), game.state,
                                      seat, [move for move in chosen if isinstance(move, Move)])
    await _play_in_order(interaction, game, seat, game.version,
                         [(move.notation, move.label) for move in ordered], language)


async def _play_in_order(interaction: discord.Interaction[Any], game: GameRecord, seat: int,
                         version: int, steps: list[tuple[str, Words]], language: str) -> None:
    """Moves one tap entered (a select taking several values, an option combining two
    decisions), played one after another, the first on the panel's ``version`` and each
    on the version the one before left. A refusal of the first is raised (nothing
    changed); a refusal later keeps what went through and says why the rest did not.
    Stops once the turn leaves the seat. The boards the moves owe go out once the player
    has their answer (one delivery of the game's outbox carries every move's)."""
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    lines: list[str] = []
    after = game
    reports: list[MoveReport] = []
    try:
        for notation, label in steps:
            try:
                report = await tables.play(game.id, actor, notation,
                                           expected_version=after.version if reports
                                           else version, loaded=after, deliver=False)
            except (TableError, IllegalMove) as error:
                if not reports:
                    raise
                lines.append(f"⛔ {speak(after, label, language)}: "
                             f"{refusal_text(error, language)}")
                break
            reports.append(report)
            after = report.game
            lines.append(f"✅ {speak(after, report.label, language)}"
                         f"{step_lines(after, report.events, seat, language)}")
            if after.status != "active" or seat not in get_engine(after.kind).to_move(
                    after.state or {}):
                break
        await _show_next(interaction, after, seat, "\n".join(lines), language,
                         last=reports[-1].move)
    finally:
        if reports:
            owe(interaction, tables.follow_up(reports[-1]))  # run as route ends


async def _show_next(interaction: discord.Interaction[Any], after: GameRecord, seat: int,
                     done: str, language: str, last: MoveRecord | None = None) -> None:
    """After a tap played moves: the seat's next decision under what they did, or what
    they did alone when the turn passed. ``last``: the move just committed, when known."""
    tables = _bot(interaction).tables
    if after.status == "active" and seat in get_engine(after.kind).to_move(after.state or {}):
        _, _, next_moves = await tables.legal_moves(after.id, actor_of(interaction),
                                                    loaded=after)
        panel = navigate(next_moves)
        assert isinstance(panel, Panel)
        await interaction.edit_original_response(**await panel_fields(
            after, seat, next_moves, panel, undo=await tables.can_undo(after, seat, last),
            header=done + "\n", language=language))
    else:
        await interaction.edit_original_response(content=_fit(done), view=None,
                                                 attachments=[])


async def _undo(interaction: discord.Interaction[Any], game_id: int, seat: int,
                version: int) -> None:
    """The panel's Undo: take back the last move of this turn and show the panel again."""
    tables = _bot(interaction).tables
    actor = actor_of(interaction)
    game = await tables.get(game_id)
    if game.seat_of(actor.user_id) != seat:
        raise TableError(msg("common-panel-of-other"))
    if game.version != version:
        raise TableError(STALE_PANEL)
    # The stored state is restored (no replay), but a picture may follow: defer first.
    await interaction.response.defer()
    # The panel's version makes a double tap undo one move, not two.
    game = await tables.undo(game_id, actor, expected_version=version)
    _, _, moves = await tables.legal_moves(game_id, actor)
    panel = navigate(moves)
    assert isinstance(panel, Panel)
    await interaction.edit_original_response(**await panel_fields(
        game, seat, moves, panel, undo=await tables.can_undo(game, seat),
        header="⏪ " + i18n.t(reader(interaction), "common-taken-back") + "\n",
        language=reader(interaction)))


def private_lines(game: GameRecord, seat: int, language: str = i18n.FALLBACK) -> str:
    """What the last move showed this player alone, for their ephemeral reply."""
    if game.state is None:
        return ""
    lines = get_engine(game.kind).private_events(game.state, seat)
    return "".join(f"\n🔒 {speak(game, line, language)}" for line in lines)


async def show_hand(interaction: discord.Interaction[Any], game_id: int) -> None:
    """The seat's private view, ephemeral and fresh on every request."""
    tables = _bot(interaction).tables
    game = await tables.get(game_id)
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        raise TableError(msg("common-hand-spectator"))
    if game.state is None:
        raise TableError(msg("common-game-not-started-yet"))
    await interaction.response.defer(ephemeral=True, thinking=True)
    language = reader(interaction)
    image = await private_hand(game, seat, language)
    # The answer replaces the "thinking…" message: a followup would be a new message and
    # leave it hanging (the first followup replacing it is no longer documented).
    if image is None:
        await answer_first(interaction, content=i18n.t(language, "common-hand-none"))
        return
    file = discord.File(io.BytesIO(image.png), filename=image.filename,
                        description=alt_text(image.alt))
    await answer_first(interaction, content=i18n.t(language, "common-hand-head",
                                                   title=title(game, language)),
                       attachments=[file])


async def show_seat_board(interaction: discord.Interaction[Any], game_id: int,
                          seat: int) -> None:
    """A player's own board as it is now, to the one who asked (a turn's post shows
    only the boards of those who must act)."""
    tables = _bot(interaction).tables
    game = await tables.get(game_id)
    if game.state is None:
        raise TableError(msg("common-game-not-started-yet"))
    if not 0 <= seat < len(game.seats):
        raise TableError(MALFORMED)
    await interaction.response.defer(ephemeral=True, thinking=True)
    language = reader(interaction)
    image = await seat_board(game, seat, language)
    if image is None:
        await answer_first(interaction, content=i18n.text(MALFORMED, language))
        return
    file = discord.File(io.BytesIO(image.png), filename=image.filename,
                        description=alt_text(image.alt))
    await answer_first(interaction, content=i18n.t(
        language, "common-seat-board-head", title=title(game, language),
        name=plain_name(game.user_at(seat).name)), attachments=[file])


# --- the step-through replay ------------------------------------------------------------

def _turns(moves: list[Any]) -> list[list[Any]]:
    """The move log in turns (undone moves left out), as the replay's states are."""
    turns: list[list[Any]] = []
    current: list[Any] = []
    for move in moves:
        if getattr(move, "undone", False):
            continue
        current.append(move)
        if getattr(move, "ends_turn", True):
            turns.append(current)
            current = []
    if current:
        turns.append(current)
    return turns


def replay_view(game_id: int, step: int, last: int,
                language: str = i18n.FALLBACK) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-back"), emoji="◀️",
        style=discord.ButtonStyle.secondary, disabled=step <= 0,
        custom_id=f"bg:replay:{game_id}:{max(step - 1, 0)}:p")))
    view.add_item(GameButton(discord.ui.Button(
        label=i18n.t(language, "common-button-next"), emoji="▶️",
        style=discord.ButtonStyle.primary, disabled=step >= last,
        custom_id=f"bg:replay:{game_id}:{min(step + 1, last)}:n")))
    return view


async def replay_step(interaction: discord.Interaction[Any], game_id: int, step: int,
                      *, new: bool = False) -> None:
    """The board after turn ``step`` of a finished game, only for the asker, with ◀ ▶
    to walk one turn at a time (as Board Game Arena's replays do). ``new``: answer a
    command with a fresh ephemeral message; else a tap edits the message it is on."""
    tables = _bot(interaction).tables
    game = await tables.get_here(game_id, interaction.guild_id)
    if game.status != "finished":
        raise TableError(msg("common-replay-unfinished"))
    language = reader(interaction)
    if new:
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer()
    moves = await tables.move_log(game_id)
    engine = get_engine(game.kind)
    states = await asyncio.to_thread(replay_states, engine, len(game.seats), game.seed,
                                     game.options, moves)
    last = len(states) - 1
    step = max(0, min(step, last))
    image = await replay_position(game.kind, game.names, states[step], language)
    turns = _turns(moves)
    if step == 0:
        said = i18n.t(language, "common-replay-setup")
    else:
        events = [speak(game, e, language)
                  for m in turns[step - 1] for e in m.events] if step - 1 < len(turns) else []
        said = " ".join(events) or i18n.t(language, "common-replay-quiet-turn")
    lines = [i18n.t(language, "common-replay-step-head", title=title(game, language),
                    step=step, last=last), said]
    if step == last:
        lines.append(result_text(game, language))
    content = "\n".join(lines)
    content = content if len(content) <= MESSAGE_LIMIT else content[:MESSAGE_LIMIT - 1] + "…"
    file = discord.File(io.BytesIO(image.png), filename=image.filename,
                        description=alt_text(image.alt))
    view = replay_view(game_id, step, last, language)
    if new:
        await answer_first(interaction, content=content, attachments=[file], view=view)
    else:
        await interaction.edit_original_response(content=content, attachments=[file],
                                                 view=view)
