"""Zensō end to end through the Discord double: a whole 4-player game by taps from
/game new to the results — every phase its own step, a Harmony card validated by taps,
a Jizō ability used (the Jizō of Light's Lantern move) — with a restart in the middle
and forged taps refused; typed commands with autocomplete; the private hand."""

from __future__ import annotations

import re
from functools import cache

from bot.games import get_engine
from bot.games.base import IllegalMove
from cogs._common import split_version
from tests.e2e.conftest import (
    board_message,
    game_place,
    open_table,
    play_turn_by_taps,
    tap_move,
)
from tests.e2e.tables import (
    ScriptedTaps,
    assert_finished,
    assert_forged_taps_change_nothing,
    assert_only_taps,
    assert_pings_to_move,
    move_of,
    open_seat_panel,
    restart,
    seed_tables,
)
from tests.games.zenso.support import random_game
from tests.words import said

ZENSO = get_engine("zenso")
#: a seed whose scripted 4-player game validates Harmony cards (a Jizō among them) and
#: uses the Jizō of Light twice: found by a search over seeds (tests/games/zenso/support)
GAME_SEED = 5


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
    for slot in ("7", "9"):  # the row has 6 slots: no slot 7 is "empty", it is not there
        record = await table.double.slash(ann, place, "zenso take", slot=slot)
        said_back = record.content or ""
        assert record.ephemeral and f"There is no slot {slot}" in said_back, record.describe()
        assert "empty" not in said_back
    choices = await table.double.autocomplete(ann, place, "zenso take", "slot", "")
    expected = [m.notation for m in ZENSO.legal_moves(game.state, 0)
                if m.notation.startswith("take")]
    assert [split_version(c.value)[0] for c in choices] == expected and len(choices) <= 25
    record = await table.double.slash(ann, place, "zenso take", slot=expected[0].split()[1])
    assert "✅" in (record.content or ""), record.describe()
    # the reply says what the move did, as the panel does: the card taken and its bonus
    assert "• Ann took the Terrain card of slot" in (record.content or ""), record.describe()
    assert "Next: So far" not in (record.content or "")
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


async def test_typed_move_reply_says_what_followed_by_itself(table, monkeypatch):
    """A typed placement whose Stones fill every free Sand space by themselves: the reply
    says so (it used to name the placement alone), and the OR bonus chosen with the card
    is one typed move."""
    seed_tables(monkeypatch, 1)  # found by a search: slot 1 gives 2 Stones or a card
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    place = game_place(table, game_id)
    ann = table.users["ann"]
    record = await table.double.slash(ann, place, "zenso take", slot="1 bonus 1")
    assert "✅" in (record.content or ""), record.describe()
    record = await table.double.slash(ann, place, "zenso place", placement="1,-1 r0")
    text = record.content or ""
    assert "✅" in text and "on every free Sand space" in text, record.describe()
    game = await table.bot.store.get_game(game_id)
    assert not game.state["queue"]
    table.double.assert_clean()


async def test_stones_in_one_tap_and_several_in_one_select(table, monkeypatch):
    """Three Stones for four free Sand spaces: each set of three is one button ("3 Stones:
    1+2+3", the badges), so the turn counted in taps through the double is Play, the
    card, its placement, the Stones, End turn (Ensō is left to buy a card, so the turn
    does not end by itself) — 5, where it took 8 before. Next turn, combining some of
    the Stones is one select taking several values (Discord's max_values), each played
    in turn and said, then Done."""
    seed_tables(monkeypatch, 2)  # found by a search: slot 3 gives 3 Stones
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    user, panel = await open_seat_panel(table, game_id, 0)
    taps = 1
    for notation in ("take 3", "place -1,-1 r180"):
        game = await table.bot.store.get_game(game_id)
        await tap_move(table, user, panel, move_of(ZENSO, game.state, 0, notation), "zenso")
        taps += 1
        panel = table.double.message(panel.id)
    game = await table.bot.store.get_game(game_id)
    assert game.state["queue"] == [{"t": "stones", "n": 3}]
    sets = ZENSO.legal_moves(game.state, 0)
    assert len(sets) == 4 and all(len(m.notation.split()) == 4 for m in sets)
    labels = [b["label"] for b in panel.buttons]
    assert "3 Stones: 1+2+3" in labels, labels
    await tap_move(table, user, panel, sets[0], "zenso")
    taps += 1
    panel = table.double.message(panel.id)
    game = await table.bot.store.get_game(game_id)
    assert not game.state["queue"] and game.state["phase"] == "harmony"
    stones = [k for k, v in game.state["seats"][0]["garden"].items() if v[1]]
    assert len(stones) == 3
    await tap_move(table, user, panel, move_of(ZENSO, game.state, 0, "end"), "zenso")
    taps += 1
    game = await table.bot.store.get_game(game_id)
    assert game.state["active"] == 1 and taps == 5
    await play_turn_by_taps(table, game_id, "greedy")
    game = await table.bot.store.get_game(game_id)
    assert game.state["active"] == 0 and game.state["phase"] == "combine"
    user, panel = await open_seat_panel(table, game_id, 0)
    some = next(b for b in panel.buttons if b["label"] == "Combine some Stones")
    await table.double.click(user, panel, some["custom_id"])
    panel = table.double.message(panel.id)
    select, = panel.selects
    assert select["min_values"] == 1 and select["max_values"] == 3
    assert "Choose up to 3" in select["placeholder"]
    values = [o["value"] for o in select["options"]][:2]
    record = await table.double.select(user, panel, select["custom_id"], values)
    assert not record.errors, record.errors
    panel = table.double.message(panel.id)
    assert (panel.content or "").count("✅") == 2, panel.content
    game = await table.bot.store.get_game(game_id)
    assert len(game.state["flags"]["selected"]) == 2
    # each choice is its own move in the log, so Undo takes back one at a time
    moves = await table.bot.store.moves(game_id)
    assert [m.notation.split()[0] for m in moves[-2:]] == ["combine"] * 2
    assert "Done: combine 2 Stones" in [b["label"] for b in panel.buttons]
    table.double.assert_clean()


async def test_several_harmony_cards_and_end_turn_in_one_select(table, monkeypatch):
    """Phase 4 through the double: every validation of every card is one option of the
    first level, its footprint's badge on the picture; two cards and End turn ticked in
    one select — in any order, the panel plays them in its own, End turn last — are one
    tap for the three moves, each logged as itself."""
    seed_tables(monkeypatch, 1)
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    game, seat, moves, pick = await _play_to_a_harmony_turn(
        table, game_id, _two_cards_and_end, "no turn with two cards to validate at once")
    state = game.state
    user, panel = await open_seat_panel(table, game_id, seat)
    assert panel.attachments, "the footprints' picture"
    menu = _select_with(panel, pick)
    assert menu["max_values"] >= 3
    labels = {o["value"]: o["label"] for o in menu["options"]}
    for index in pick[:2]:  # the footprint's badge first, then the card and cell
        assert labels[str(index)].startswith(f"{moves[index].marker} · Validate ")
    values = [str(i) for i in reversed(pick)]  # ticked End turn first
    record = await table.double.select(user, panel, menu["custom_id"], values)
    assert not record.errors, record.errors
    logged = await table.bot.store.moves_after_version(game_id, game.version)
    assert [m.notation for m in logged[:len(pick)]] == [moves[i].notation for i in pick]
    after = await table.bot.store.get_game(game_id)
    assert ZENSO.to_move(after.state) != [seat] or after.state["turn"] != state["turn"]
    placed = {p["id"] for p in after.state["seats"][seat]["placed"]}
    assert {moves[i].notation.split()[1] for i in pick[:2]} <= placed
    table.double.assert_clean()


async def _play_to_a_harmony_turn(table, game_id, find, why):
    """Decisions played by taps until a Harmony phase, nothing queued, where ``find``
    picks moves: the game, the seat, its legal moves and the pick (``why`` if none in
    600 decisions or before the game ends)."""
    for _ in range(600):
        game = await table.bot.store.get_game(game_id)
        assert game.status == "active", why
        seat = ZENSO.to_move(game.state)[0]
        moves = ZENSO.legal_moves(game.state, seat)
        pick = find(game.state, seat, moves) \
            if game.state["phase"] == "harmony" and not game.state["queue"] else None
        if pick is not None:
            return game, seat, moves, pick
        await play_decision_by_taps(table, game_id, seat, moves)
    raise AssertionError(why)


def _select_with(panel, pick):
    """The panel's select offering every option of ``pick``."""
    return next(s for s in panel.selects
                if {str(i) for i in pick} <= {o["value"] for o in s["options"]})


async def test_a_card_that_opens_a_decision_is_played_after_the_others_ticked(
        table, monkeypatch):
    """Two cards ticked in one select where validating the first in the menu's order
    opens a decision of its own (a bonus to place, Jizō witnesses): in that order the
    second was refused and had to be ticked again; the panel now validates the other card
    first, then the one with the decision, and asks that decision."""
    seed_tables(monkeypatch, 1)
    game_id = await open_table(table, "ann", ["ben"], game="zenso")
    game, seat, moves, pick = await _play_to_a_harmony_turn(
        table, game_id, _blocking_pair, "no turn with a card that blocks another")
    user, panel = await open_seat_panel(table, game_id, seat)
    menu = _select_with(panel, pick)
    record = await table.double.select(user, panel, menu["custom_id"],
                                       [str(i) for i in pick])
    assert not record.errors, record.errors
    logged = await table.bot.store.moves_after_version(game_id, game.version)
    blocking, other = pick
    assert [m.notation for m in logged] == [moves[other].notation,
                                           moves[blocking].notation]
    after = await table.bot.store.get_game(game_id)
    assert ZENSO.to_move(after.state) == [seat]  # its own decision comes next:
    assert "end" not in {m.notation for m in ZENSO.legal_moves(after.state, seat)}
    table.double.assert_clean()


def _blocking_pair(state, seat, moves):
    """Indices of two validations of different cards in one select, the first (in the
    menu's order) blocking the second until its own decision is made, the other order
    playing both; else ``None``."""
    for a, b, _ in _card_pairs(moves, 2):
        try:
            step = ZENSO.apply(state, seat, moves[a].notation)
        except IllegalMove:
            continue
        if ZENSO.to_move(step) != [seat]:
            continue  # not a decision of its own (the game ended)
        try:
            ZENSO.apply(step, seat, moves[b].notation)
            continue
        except IllegalMove:
            pass
        try:
            ZENSO.apply(ZENSO.apply(state, seat, moves[b].notation), seat, moves[a].notation)
        except IllegalMove:
            continue
        return [a, b]
    return None


def _card_pairs(moves, least):
    """Pairs of validations of different cards in the select End turn closes (``a``
    before ``b`` in the menu), with End turn's index, when a select takes ``least``."""
    if not moves or moves[0].together < least:
        return
    end = next(i for i, m in enumerate(moves) if m.notation == "end")
    first = end - end % 25  # the select End turn closes
    found = [i for i in range(first, end) if moves[i].notation.startswith("validate")]
    for a in found:
        for b in found:
            if b > a and moves[a].notation.split()[1] != moves[b].notation.split()[1]:
                yield a, b, end


def _two_cards_and_end(state, seat, moves):
    """Indices of two validations of different cards and End turn in one select of the
    first level, legal one after the other in the panel's order; else ``None``."""
    for a, b, end in _card_pairs(moves, 3):
        try:
            step = ZENSO.apply(state, seat, moves[a].notation)
            step = ZENSO.apply(step, seat, moves[b].notation)
            if not step["queue"] and ZENSO.to_move(step) == [seat]:
                ZENSO.apply(step, seat, "end")
                return [a, b, end]
        except IllegalMove:
            continue
    return None


async def play_decision_by_taps(table, game_id, seat, moves):
    """The computer's next decision for ``seat``, entered by taps on a fresh panel."""
    from bot.app.players import choose_move

    game = await table.bot.store.get_game(game_id)
    move = choose_move(ZENSO, game.state, seat, "greedy", game.version)
    user, panel = await open_seat_panel(table, game_id, seat)
    record = await tap_move(table, user, panel, move, "zenso")
    assert not record.errors, record.describe()
