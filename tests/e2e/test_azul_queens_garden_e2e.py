"""Azul: Queen's Garden end to end through the Discord double: a whole 4-player game by
taps from the lobby to the results, a restart in the middle, forged taps refused, and
no public payload ever naming a face-down expansion; typed commands with autocomplete."""

from __future__ import annotations

import random
import re

from bot.games import get_engine
from cogs._common import split_version
from tests.e2e.conftest import board_message, game_place, open_table, pinged
from tests.e2e.tables import (
    assert_finished,
    assert_forged_taps_change_nothing,
    assert_only_taps,
    finish_by_taps,
)
from tests.games.azul_queens_garden.test_properties import hidden_ids, named

AZUL = get_engine("azul_queens_garden")
_EXP = re.compile(r"exp_[a-z]+_[1-6]")
#: round 1 starts with seat 1 (P13) rather than a drawn seat
OPTIONS = "start=1"


def pick(moves, rng: random.Random):
    """A random move that usually is not a pass, so gardens grow."""
    others = [m for m in moves if m.notation not in ("pass", "done")]
    if others and rng.random() < 0.8:
        return rng.choice(others)
    return rng.choice(moves)


def public_text(table) -> str:
    interactions = {r.id: r for r in table.double.interactions}
    parts = []
    for request in table.double.requests:
        if request.json is None or request.route.startswith("/applications/"):
            continue  # the command sync's examples ("exp_blue_3 A0 …") are help, not a game
        record = interactions.get(getattr(request, "interaction_id", None))
        if record is not None and record.ephemeral:
            continue
        parts.append(repr(request.json))
        parts.extend(f.description or "" for f in request.files)
    return " ".join(parts)


async def test_full_four_player_game_by_taps(table):
    game_id = await open_table(table, "ann", ["ben", "cid", "dee"], game=AZUL.name,
                               options=OPTIONS)
    rng = random.Random(11)

    async def nothing_hidden_leaked(turn, before):
        if turn % 25 == 0:
            now = (await table.bot.store.get_game(game_id)).state
            secret = hidden_ids(now) & hidden_ids(before.state)
            text = public_text(table)
            leaked = set(_EXP.findall(text)) & secret
            # the words name an expansion by its kind ("the Blue 3 expansion"), which
            # gives its identity away as the id would
            leaked |= {name for name in named(secret) if name in text}
            assert not leaked, leaked

    # a restart in the middle changes nothing
    finished = await finish_by_taps(table, game_id, max_turns=700, restart_at=40,
                                    choose=lambda state, seat: pick(
                                        AZUL.legal_moves(state, seat), rng),
                                    after_turn=nothing_hidden_leaked)
    assert finished.turns > 40
    game, _ = await assert_finished(table, game_id)
    assert len(game.result["standings"]) == 4
    assert_only_taps(table)
    table.double.assert_clean()


async def test_forged_and_foreign_taps_change_nothing(table):
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    game = await table.bot.store.get_game(game_id)
    version = game.version
    board = board_message(table, game_place(table, game_id))
    other = next(u for u in (table.users["ann"], table.users["ben"])
                 if u not in pinged(board))
    record = await table.double.click(other, board, board.custom_id("Play"))
    assert record.ephemeral
    await assert_forged_taps_change_nothing(table, game_id, board, [
        (table.users["ann"], forged)
        for forged in ("bg:play:abc", f"bg:play:{game_id}:0:999", "bg:nav:1:0")])
    after = await table.bot.store.get_game(game_id)
    assert after.version == version and after.state == game.state
    table.double.assert_clean()


async def test_typed_commands_with_autocomplete(table):
    """/azul_queens_garden acquire, pass and rules for typists; autocomplete offers only
    legal moves."""
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    place = game_place(table, game_id)
    game = await table.bot.store.get_game(game_id)
    ann, ben = table.users["ann"], table.users["ben"]
    acquire = "azul_queens_garden acquire"
    choices = await table.double.autocomplete(ann, place, acquire, focused="choice")
    legal = {m.notation for m in AZUL.legal_moves(game.state, 0)}
    assert choices and {split_version(c.value)[0] for c in choices} <= legal
    # each carries the version it was offered at: sent again later, it is refused
    assert {split_version(c.value)[1] for c in choices} == {game.version}
    assert all(len(c.name) <= 100 for c in choices)
    assert await table.double.autocomplete(ben, place, acquire, focused="choice") == []
    record = await table.double.slash(ann, place, acquire, choice=choices[0].value)
    assert record.ephemeral and "✅" in record.content, record.content
    refused = await table.double.slash(ben, place, "azul_queens_garden place", move="blue_9 F0")
    assert refused.ephemeral and "✅" not in refused.content
    record = await table.double.slash(ben, place, "azul_queens_garden pass")
    assert record.ephemeral and "✅" in record.content, record.content
    before = len(table.double.requests)
    await table.double.slash(ann, place, "azul_queens_garden rules")
    sent = " ".join(repr(r.json) for r in table.double.requests[before:] if r.json)
    assert "Surrounding an element pays jokers" in sent and "Kiesling" in sent
    table.double.assert_clean()
