"""Azul: Queen's Garden end to end through the Discord double: a whole 4-player game by
taps from the lobby to the results, a restart in the middle, forged taps refused, and
no public payload ever naming a face-down expansion."""

from __future__ import annotations

import random
import re

import pytest

from bot.app.tables import Actor
from bot.games import get_engine, registry
from bot.games.azul_queens_garden.engine import AzulEngine
from tests.e2e.conftest import (
    MENTION,
    board_message,
    forged_click,
    game_place,
    pinged,
    tap_move,
)

AZUL = get_engine("azul_queens_garden")
_EXP = re.compile(r"exp_[a-z]+_[1-6]")


@pytest.fixture
def listed(monkeypatch):
    """The game is still gated (``playable = False``); list it for these tests only."""
    monkeypatch.setattr(AzulEngine, "playable", True)  # the cog loads
    listed_before = AZUL.name in registry()
    registry()[AZUL.name] = AZUL  # as the core's tests list their toy games
    yield
    if not listed_before:
        registry().pop(AZUL.name, None)


# The core's "My hand" button currently carries an emoji the double refuses (a core
# matter, reported); until it is fixed, such payloads are recorded, not refused, and only
# that one violation is forgiven at the end.
_CORE_EMOJI = "🂠"


def assert_clean(table) -> None:
    table.double.violations[:] = [v for v in table.double.violations if _CORE_EMOJI not in v]
    table.double.assert_clean()


async def open_azul(table, host: str, guests: list[str]) -> int:
    """The table opened through the application (``/game new``'s choices were fixed when
    the gated game was not listed), then Join and Start tapped on the lobby message."""
    table.double.reject_invalid = False
    user = table.users[host]
    record = await table.bot.tables.create(
        "azul_queens_garden", Actor(user, host), guild_id=table.guild,
        channel_id=table.channel, seat_order="joined", options={"start": "1"})
    lobby = table.double.last_message(table.channel)
    assert lobby is not None and "table open" in lobby.content, lobby
    for guest in guests:
        joined = await table.double.click(table.users[guest], lobby, lobby.custom_id("Join"))
        assert joined.ephemeral and "You joined" in joined.content, joined.content
        lobby = table.double.message(lobby.id)
    started = await table.double.click(user, lobby, lobby.custom_id("Start"))
    assert started.ephemeral and "has started" in started.content, started.content
    return record.id


def hidden_ids(state) -> set[str]:
    found = set(state["current"]) | set(state["supply"])
    for stack in state["stacks"]:
        found |= set(stack)
    found |= {x["exp"] for x in state["laid"] if not x["up"]}
    for me in state["seats"]:
        found |= {a["exp"] for a in me["areas"].values() if not a["up"]}
    return found


def pick(moves, rng: random.Random):
    """A random move that usually is not a pass, so gardens grow."""
    others = [m for m in moves if m.notation not in ("pass", "done")]
    if others and rng.random() < 0.8:
        return rng.choice(others)
    return rng.choice(moves)


async def play_one_turn(table, game_id: int, rng: random.Random) -> None:
    board = board_message(table, game_place(table, game_id))
    game = await table.bot.store.get_game(game_id)
    to_move = {game.user_at(s).user_id for s in AZUL.to_move(game.state)}
    if board.content.endswith("…"):
        # The core cuts a long recap (a player who passed early catches up on many
        # turns) at 2000 characters, mention line included (a core matter, reported).
        user = next(iter(to_move))
    else:
        assert pinged(board) == to_move, board.content
        assert {int(u) for u in MENTION.findall(board.content)} == to_move
        user = next(iter(to_move))
    opened = await table.double.click(user, board, board.custom_id("Play"))
    panel = opened.response
    assert panel is not None and panel.ephemeral
    turn = AZUL.turn_number(game.state)
    while True:
        seat = game.seat_of(user)
        move = pick(AZUL.legal_moves(game.state, seat), rng)
        await tap_move(table, user, panel, move)
        game = await table.bot.store.get_game(game_id)
        panel = table.double.message(panel.id)
        if game.status != "active" or AZUL.turn_number(game.state) != turn \
                or seat not in AZUL.to_move(game.state) or not panel.components:
            return


def public_text(table) -> str:
    interactions = {r.id: r for r in table.double.interactions}
    parts = []
    for request in table.double.requests:
        if request.json is None:
            continue
        record = interactions.get(getattr(request, "interaction_id", None))
        if record is not None and record.ephemeral:
            continue
        parts.append(repr(request.json))
        parts.extend(f.description or "" for f in request.files)
    return " ".join(parts)


async def test_full_four_player_game_by_taps(listed, table):
    game_id = await open_azul(table, "ann", ["ben", "cid", "dee"])
    rng = random.Random(11)
    restarted = False
    for turn in range(700):
        game = await table.bot.store.get_game(game_id)
        if game.status != "active":
            break
        if turn == 40 and not restarted:  # a restart in the middle changes nothing
            before = game.state
            await table.new_bot()
            game = await table.bot.store.get_game(game_id)
            assert game.state == before
            restarted = True
        hidden = hidden_ids(game.state)
        await play_one_turn(table, game_id, rng)
        if turn % 25 == 0:
            leaked = set(_EXP.findall(public_text(table))) & hidden_ids(
                (await table.bot.store.get_game(game_id)).state) & hidden
            assert not leaked, leaked
    game = await table.bot.store.get_game(game_id)
    assert game.status == "finished" and restarted
    assert len(game.result["standings"]) == 4
    final = table.double.messages(game_place(table, game_id))[-1]
    assert "is over" in final.content
    assert await table.bot.tables.check() == []
    assert_clean(table)


async def test_forged_and_foreign_taps_change_nothing(listed, table):
    game_id = await open_azul(table, "ann", ["ben"])
    game = await table.bot.store.get_game(game_id)
    version = game.version
    board = board_message(table, game_place(table, game_id))
    other = next(u for u in (table.users["ann"], table.users["ben"])
                 if u not in pinged(board))
    record = await table.double.click(other, board, board.custom_id("Play"))
    assert record.ephemeral
    for forged in ("bg:play:abc", f"bg:play:{game_id}:0:999", "bg:nav:1:0"):
        record = await forged_click(table, table.users["ann"], board, forged)
        assert record.ephemeral and record.content, forged
    after = await table.bot.store.get_game(game_id)
    assert after.version == version and after.state == game.state
    assert_clean(table)


async def test_typed_commands_with_autocomplete(listed, table):
    """/azul_queens_garden take, pass and rules for typists; autocomplete offers only
    legal moves."""
    game_id = await open_azul(table, "ann", ["ben"])
    place = game_place(table, game_id)
    game = await table.bot.store.get_game(game_id)
    ann, ben = table.users["ann"], table.users["ben"]
    take = "azul_queens_garden take"
    choices = await table.double.autocomplete(ann, place, take, focused="choice")
    legal = {m.notation for m in AZUL.legal_moves(game.state, 0)}
    assert choices and {c.value for c in choices} <= legal
    assert all(len(c.name) <= 100 for c in choices)
    assert await table.double.autocomplete(ben, place, take, focused="choice") == []
    record = await table.double.slash(ann, place, take, choice=choices[0].value)
    assert record.ephemeral and "✅" in record.content, record.content
    refused = await table.double.slash(ben, place, "azul_queens_garden place", move="blue_9 F0")
    assert refused.ephemeral and "✅" not in refused.content
    record = await table.double.slash(ben, place, "azul_queens_garden pass")
    assert record.ephemeral and "✅" in record.content, record.content
    before = len(table.double.requests)
    await table.double.slash(ann, place, "azul_queens_garden rules")
    sent = " ".join(repr(r.json) for r in table.double.requests[before:] if r.json)
    assert "P1 " in sent and "P27" in sent and "Kiesling" in sent
    assert_clean(table)
