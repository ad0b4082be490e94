"""Zensō end to end through the Discord double: a whole 4-player game by taps from
/game new to the results — every phase its own step, a Harmony card validated by taps,
a Jizō ability used (the Jizō of Light's Lantern move) — with a restart in the middle
and forged taps refused; typed commands with autocomplete; the private hand."""

from __future__ import annotations

import re
from functools import cache

from bot.games import get_engine
from cogs._common import split_version
from tests.e2e.conftest import board_message, game_place, open_table, tap_move
from tests.e2e.tables import (
    ScriptedTaps,
    assert_finished,
    assert_forged_taps_change_nothing,
    assert_only_taps,
    assert_pings_to_move,
    open_seat_panel,
    restart,
    seed_tables,
)
from tests.games.zenso.support import random_game
from tests.words import said

ZENSO = get_engine("zenso")
#: a seed whose scripted 4-player game validates Harmony cards (a Jizō among them) and
#: uses the Jizō of Light twice: found by a search over seeds (tests/games/zenso/support)
GAME_SEED = 2


@cache
def scripted_log() -> tuple[tuple[int, str], ...]:
    _, log = random_game(4, GAME_SEED, check=False, smart=0.5)
    return tuple(log)


async def test_whole_four_player_game_by_taps(table, monkeypatch):
    seed_tables(monkeypatch, GAME_SEED)
    log = scripted_log()
    assert any(n.startswith("validate J") for _, n in log)
    assert any(n.startswith("move ") for _, n in log)
    game_id = await open_table(table, "ann", ["ben", "cid", "dee"], game="zenso")
    taps = ScriptedTaps(table, game_id)
    turn_seen = -1
    restarted = forged_done = False
    for seat, notation in log:
        game = await table.bot.store.get_game(game_id)
        assert game.status == "active" and ZENSO.to_move(game.state) == [seat]
        if game.state["turn"] != turn_seen:  # a new turn: its board pings the player
            turn_seen = game.state["turn"]
            board = board_message(table, game_place(table, game_id))
            assert_pings_to_move(board, game)
            if turn_seen == 20 and not restarted:  # a restart in the middle
                await restart(table, game_id)
                restarted = True
                taps.panel = None
            if turn_seen == 21 and not forged_done:  # forged taps change nothing
                version = game.version
                mover = game.user_at(seat).user_id
                other = game.user_at((seat + 1) % 4).user_id
                await assert_forged_taps_change_nothing(table, game_id, board, [
                    (other, f"bg:play:{game_id}:{seat}:{version}"),
                    (mover, f"bg:nav:{game_id}:{seat}:{version}:9.9.9:0"),
                    (other, f"bg:nav:{game_id}:{seat}:{version}:0:0")])
                forged_done = True
        record = await taps.play(seat, notation)
        assert not record.errors, record.describe()
    game, _ = await assert_finished(table, game_id)
    assert restarted and forged_done
    assert ZENSO.replay(4, GAME_SEED, {}, list(log)) == game.state
    assert len(game.result["standings"]) == 4
    moves = await table.bot.store.moves(game_id)
    notations = [m.notation for m in moves]
    assert any(n.startswith("validate") for n in notations)
    assert any(n.startswith("move ") for n in notations)
    assert_only_taps(table)
    table.double.assert_clean()


async def test_typed_commands_hand_and_rules(table, monkeypatch):
    seed_tables(monkeypatch, GAME_SEED)
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    place = game_place(table, game_id)
    ann = table.users["ann"]
    game = await table.bot.store.get_game(game_id)
    record = await table.double.slash(ann, place, "zenso take", slot="9")
    assert record.ephemeral and "empty" in (record.content or ""), record.describe()
    choices = await table.double.autocomplete(ann, place, "zenso take", "slot", "")
    expected = [m.notation for m in ZENSO.legal_moves(game.state, 0)
                if m.notation.startswith("take")]
    assert [split_version(c.value)[0] for c in choices] == expected and len(choices) <= 25
    record = await table.double.slash(ann, place, "zenso take", slot=expected[0].split()[1])
    assert "✅" in (record.content or ""), record.describe()
    game = await table.bot.store.get_game(game_id)
    assert game.state["queue"], "the Terrain card is being resolved"
    hand = await table.double.click(ann, board_message(table, place),
                                    board_message(table, place).custom_id("My hand"))
    assert hand.ephemeral, hand.describe()
    rules = await table.double.slash(ann, table.channel, "zenso rules")
    texts = [table.double.message(i).content or "" for i in rules.produced_ids]
    assert rules.ephemeral and all(len(text) <= 2000 for text in texts)
    joined = "".join(texts)
    assert "1. Player counts" in joined and "\n40. " in joined and "project's own" in joined
    assert not re.search(r"\b(PD-\d+|[THJ]\d\d|R\d+)\b", joined)
    table.double.assert_clean()


async def test_undo_inside_the_turn_stops_at_a_draw(table, monkeypatch):
    """R11: a move of the turn may be taken back until something was drawn."""
    seed_tables(monkeypatch, GAME_SEED)
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    ann = table.users["ann"]
    game = await table.bot.store.get_game(game_id)
    take = next(m for m in ZENSO.legal_moves(game.state, 0) if m.notation.startswith("take")
                and "Harmony" not in said(ZENSO, m.label))
    user, panel = await open_seat_panel(table, game_id, 0)
    await tap_move(table, user, panel, take, "zenso")
    panel = table.double.message(panel.id)
    assert "Undo" in [b.get("label") for b in panel.buttons]
    record = await table.double.click(ann, panel, panel.custom_id("Undo"))
    assert record.ephemeral and "Taken back" in (record.content or ""), record.describe()
    assert await table.bot.store.moves(game_id) == []
    game = await table.bot.store.get_game(game_id)
    draw = next(m for m in ZENSO.legal_moves(game.state, 0) if m.notation == "buy deck")
    assert draw.reveals
    user, panel = await open_seat_panel(table, game_id, 0)
    await tap_move(table, user, panel, draw, "zenso")
    panel = table.double.message(panel.id)
    assert "Undo" not in [b.get("label") for b in panel.buttons]
    table.double.assert_clean()
