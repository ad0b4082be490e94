"""The five real games speak the players' languages, played by taps through the Discord
double with ``LANGUAGES`` on.

- The pseudo-locale sweep: a whole game of each in ``qps`` (every catalogue word accented,
  bracketed ⟦…⟧ and a third longer, the arguments outside the brackets) with the commands
  its players use — the hand, the log, the board again, the panel, a typed move and its
  autocomplete, refusals, the replay, the stats, the rules — and every payload the bot
  sent read for words no catalogue said and for Discord's limits.

``tests/e2e/test_languages_it_fr_e2e.py`` plays Italian and French games.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot import i18n
from bot.app.turn_clock import HOUR
from bot.games import get_engine
from bot.games.message import Message
from tests.e2e.conftest import Table, board_message, game_place, resign
from tests.e2e.speaking import (
    audit,
    computer_chooser,
    lobby_button,
    open_table_in,
    play_button,
    play_to_the_end,
    report,
    set_locale,
    typed_move,
)
from tests.e2e.tables import seed_tables

#: each game's table: the guests who join ann, and how many computers sit down
TABLES: dict[str, tuple[list[str], int]] = {
    "splendor": (["ben"], 0),
    "bonsai": ([], 0),  # solo
    "azul_queens_garden": (["ben"], 0),
    "kokeshi": ([], 1),
    "zenso": ([], 1),
}

#: the players' names as Discord shows them (what may stand outside the brackets)
NAMES = ("ann", "ben", "cid", "Ann", "Ben", "Cid")


@pytest.fixture
def languages(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")
    # The bot parses en, it and fr as it starts (its translator does); the pseudo-locale,
    # a test's own, is parsed here rather than inside the first interaction's 3 seconds.
    i18n.bundle(i18n.PSEUDO)


async def commands_mid_game(t: Table, game_id: int, kind: str) -> None:
    """What players ask while the game goes on: every reply is audited afterwards."""
    ann, ben, cid = (t.users[n] for n in ("ann", "ben", "cid"))
    place = game_place(t, game_id)
    game = await t.bot.store.get_game(game_id)
    engine = get_engine(kind)
    board = board_message(t, place)
    seat = next(s for s in engine.to_move(game.state)
                if game.user_at(s).controller == "human")
    mover = game.user_at(seat).user_id
    other = ben if mover != ben and game.seat_of(ben) is not None else cid
    # someone else's Play: refused in their own words
    refused = await t.double.click(other, board, play_button(board, game_id, seat))
    assert refused.ephemeral and refused.content, refused.describe()
    hand = [b["custom_id"] for b in board.buttons if b["custom_id"].startswith("bg:hand:")]
    if hand:
        await t.double.click(ann, board, hand[0])
    await t.double.slash(ann, place, "game hand")
    await t.double.slash(ann, place, "game log")
    await t.double.slash(cid, place, "game board", game=game_id)
    await t.double.slash(ann, t.channel, "game list")
    await t.double.slash(ann, t.channel, "game mine")
    await t.double.slash(ann, place, "game undo")  # nothing of this turn to take back
    await t.double.slash(cid, place, "game hand")  # not playing
    await t.double.slash(cid, place, "game join", game=game_id)  # already started
    await t.double.slash(mover, place, "game play")
    await typed_move(t, mover, place, kind)


@pytest.mark.parametrize("kind", list(TABLES))
async def test_a_whole_game_in_the_pseudo_locale(table, languages, monkeypatch, kind):
    for name in ("ann", "ben", "cid"):
        set_locale(table, name, "qps")
    guests, computers = TABLES[kind]
    seed_tables(monkeypatch, 7)  # the same game each run
    # ben hears his turns by DM too
    await table.double.slash(table.users["ben"], table.channel, "settings notify", mode="dm")
    game_id = await open_table_in(table, "ann", guests, kind, computers=computers)
    assert (await table.bot.store.get_game(game_id)).language == "qps"

    async def each_turn(turn: int) -> None:
        if turn == 2:
            await commands_mid_game(table, game_id, kind)

    turns = await play_to_the_end(table, game_id, computer_chooser(kind), each_turn=each_turn)
    assert turns > 2
    game = await table.bot.store.get_game(game_id)
    assert game.status == "finished"
    ann, place = table.users["ann"], game_place(table, game_id)
    await table.double.slash(ann, place, "game log", game=game_id)
    await table.double.slash(ann, table.channel, "game replay", game=game_id, view="step")
    replay = table.double.last_interaction.response
    await table.double.click(ann, replay, next(b["custom_id"] for b in replay.buttons
                                                 if b["custom_id"].startswith("bg:replay:")
                                                 and not b.get("disabled")))
    await table.double.slash(ann, table.channel, "game replay", game=game_id)
    await table.double.slash(ann, table.channel, "game stats")
    await table.double.slash(ann, table.channel, "game leaderboard", game=kind)
    await table.double.slash(ann, place, "game play")  # the game is over
    result = table.double.messages(place)[-1]
    assert result.content.count("⟦") >= 2, result.content
    if guests:
        assert table.double.dm_messages(table.users["ben"]), "ben's turn DMs"
    problems = audit(table.double.requests, NAMES)
    assert not problems, report(problems)
    table.double.assert_clean()


def credited_names(kind: str) -> list[str]:
    """The people and publishers the game's credits name: proper names, the same in every
    language, which the credits' message takes as arguments."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.extend(part.strip() for part in re.split(r"[,/]| and ", value))
        elif isinstance(value, Message):
            walk(dict(value.args))
        elif isinstance(value, Mapping):
            for inner in value.values():
                walk(Message.from_json(inner) if isinstance(inner, Mapping)
                     and "id" in inner else inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    walk(get_engine(kind).credits)
    return [name for name in found if name]


@pytest.mark.parametrize("kind", list(TABLES))
async def test_the_rules_in_the_pseudo_locale(table, languages, kind):
    """``/game rules`` (an embed: sections, table options, credits) and ``/<game> rules``
    (messages), asked from a pseudo-locale client: only the credited people's names and
    the options' typed values stand outside the catalogue."""
    ann = set_locale(table, "ann", "qps")
    embed = await table.double.slash(ann, table.channel, "game rules", game=kind)
    short = await table.double.slash(ann, table.channel, f"{kind} rules")
    assert embed.ephemeral and short.ephemeral
    problems = audit([*embed.requests, *short.requests], [*NAMES, *credited_names(kind)])
    assert not problems, report(problems)
    table.double.assert_clean()


async def test_the_platform_around_a_real_game_in_the_pseudo_locale(timed, languages):
    """What a real game's players meet besides the moves, in ``qps``: a clocked table, a
    refused start, an away player, a reminder (and its DM), a skip refused then granted,
    a late player's removal refused, a cancelled lobby, a resignation and its result."""
    t = timed
    ann, ben, cid = (set_locale(t, name, "qps") for name in ("ann", "ben", "cid"))
    await t.double.slash(ann, t.channel, "settings notify", mode="dm")
    await t.double.slash(cid, t.channel, "game new", game="bonsai")
    await t.double.slash(cid, t.channel, "game cancel")
    await t.double.slash(ann, t.channel, "game new", game="splendor", speed="24h",
                         seat_order="joined")
    lobby = t.double.last_message(t.channel)
    start = lobby_button(lobby, "start")
    game_id = int(start.rsplit(":", 1)[1])
    await t.double.click(ben, lobby, lobby_button(lobby, "join"))
    await t.double.click(ben, t.double.message(lobby.id), start)  # only the host starts
    await t.double.click(ann, t.double.message(lobby.id), start)
    place = game_place(t, game_id)
    await t.double.slash(ben, t.channel, "settings away", until="2099-01-01")  # too long
    soon = datetime.fromtimestamp(t.clock.now(), UTC) + timedelta(days=3)
    await t.double.slash(ben, t.channel, "settings away", until=f"{soon:%Y-%m-%d}")
    t.clock.advance(12 * HOUR)
    await t.bot.tables.tick()
    await t.double.slash(ben, place, "game skip")  # nobody is late yet
    t.clock.advance(13 * HOUR)
    await t.bot.tables.tick()
    await t.double.slash(ben, place, "game skip")
    await t.double.slash(ben, place, "game remove", player=ann)  # not late often enough
    asked = await t.double.slash(ann, place, "game resign")  # asks first…
    await t.double.click(ann, asked.response, f"bg:resign:{game_id}:n")  # …kept playing
    await resign(t, ann, place)
    await t.double.slash(ben, t.channel, "game stats")
    assert (await t.bot.store.get_game(game_id)).status == "finished"
    assert t.double.dm_messages(ann), "ann's reminder by DM"
    problems = audit(t.double.requests, NAMES)
    assert not problems, report(problems)
    t.double.assert_clean()
