"""Azul: Queen's Garden on a phone, through the Discord double (issue 19): the taps a turn
takes (Play counted, a select as one), the numbered picture a placement is chosen on, the
cheapest payment taken without a tap and every other one a tap away, and Pass confirmed
(or, with pieces to discard, taken back by Undo) before it gives up the round."""

from __future__ import annotations

import random
import statistics

import pytest

from bot import i18n
from bot.app import tables as tables_module
from bot.app.players import choose_move
from bot.app.tables import Actor
from bot.double.double import StoredMessage
from bot.games import get_engine
from tests.e2e.conftest import board_message, game_place, open_table, pinged, play_turn_by_taps

AZUL = get_engine("azul_queens_garden")
OPTIONS = "start=1"


def _taps(table, since: int) -> int:
    """Buttons and selects tapped since interaction ``since`` (Play included)."""
    return sum(1 for record in table.double.interactions[since:] if record.type == 3)


@pytest.mark.parametrize("seed", [1, 2])
async def test_a_greedy_game_by_taps_needs_few_taps_a_turn(table, monkeypatch, seed):
    """Every turn of a seeded 2-player game the computer player chooses, tapped through
    the panel: a median of at most 4 taps, no turn above 8; a tile or an expansion is
    placed in 4 (Play, Place a tile, the tile, its number) and a pass in 3 or 4 (Pass,
    then confirm, or done, or discard everything)."""
    monkeypatch.setattr(tables_module.secrets, "randbits", lambda bits: seed)
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    by_verb: dict[str, list[int]] = {}
    for turn in range(400):
        game = await table.bot.store.get_game(game_id)
        if game.status != "active":
            break
        seat = AZUL.to_move(game.state)[0]
        first = choose_move(AZUL, game.state, seat, "greedy", random.Random(turn).getrandbits(32))
        since = len(table.double.interactions)
        await play_turn_by_taps(table, game_id, "greedy", seed=turn)
        by_verb.setdefault(first.notation.split()[0], []).append(_taps(table, since))
    else:
        raise AssertionError("the game did not end")
    every = sorted(n for taps in by_verb.values() for n in taps)
    assert statistics.median(every) <= 4 and max(every) <= 8, by_verb
    assert max(by_verb["place"]) <= 4 and max(by_verb["acquire"]) <= 4, by_verb
    assert set(by_verb.get("pass", [3])) <= {3, 4}, by_verb  # Pass, then confirm or done
    table.double.assert_clean()


async def test_pass_asks_to_confirm_before_giving_up_the_round(table):
    """Pass sits beside Expand the garden: its tap only asks (the panel's confirmation of
    a move that gives something up); going back leaves the turn as it was; Confirm
    passes."""
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    board = board_message(table, game_place(table, game_id))
    user = pinged(board).pop()
    before = await table.bot.store.get_game(game_id)
    panel = (await table.double.click(user, board, board.custom_id("Play"))).response
    await table.double.click(user, panel, panel.custom_id("Pass"))
    panel = table.double.message(panel.id)
    assert (await table.bot.store.get_game(game_id)).version == before.version
    assert [b["label"] for b in panel.buttons] == ["Confirm: Pass", "No, go back"]
    assert "gives up the rest of this round" in panel.content
    await table.double.click(user, panel, panel.custom_id("No, go back"))
    panel = table.double.message(panel.id)
    assert "Pass" in [b["label"] for b in panel.buttons]
    assert (await table.bot.store.get_game(game_id)).version == before.version
    await table.double.click(user, panel, panel.custom_id("Pass"))
    panel = table.double.message(panel.id)
    await table.double.click(user, panel, panel.custom_id("Confirm: Pass"))
    after = await table.bot.store.get_game(game_id)
    assert after.version == before.version + 1
    assert after.state["seats"][before.state["active"]]["passed"]
    table.double.assert_clean()


async def test_a_placement_is_chosen_on_a_numbered_picture_and_paid_another_way(table):
    """The tile's level passes its cheapest payment through (shown in the trail) and
    numbers every free space on the garden picture; "Pay another way" comes first and
    opens the other payments, after which the same numbers are offered again."""
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    # acquire by the tables until a seat holds a tile with several payments
    for _ in range(60):
        game = await table.bot.store.get_game(game_id)
        seat = AZUL.to_move(game.state)[0]
        moves = AZUL.legal_moves(game.state, seat)
        others = [m for m in moves if m.notation.startswith("place") and len(m.steps) > 4]
        if others:
            break
        takes = [m for m in moves if m.notation.startswith("acquire")] or moves
        user = game.user_at(seat)
        await table.bot.tables.play(game_id, Actor(user.user_id, user.name),
                                    takes[0].notation)
        await table.bot.tables.wait_idle()
    else:
        raise AssertionError("no tile with several payments in 60 moves")
    head = i18n.text(others[0].steps[1], "en", game=AZUL.name)
    board = board_message(table, game_place(table, game_id))
    user = game.user_at(seat).user_id
    assert pinged(board) == {user}
    panel = (await table.double.click(user, board, board.custom_id("Play"))).response
    await table.double.click(user, panel, panel.custom_id("Place a tile"))
    panel = table.double.message(panel.id)
    if head in panel_labels(panel):  # a lone tile the panel passed through, shown as done
        await table.double.click(user, panel, panel.custom_id(head))
        panel = table.double.message(panel.id)
    trail = panel.content.splitlines()[-1]
    assert trail.startswith(f"› Place a tile › {head} › Pay "), trail
    assert panel.files and panel.files[0].filename == "choice.png"
    labels = panel_labels(panel)
    assert labels[0].startswith("Pay another way: "), labels
    assert labels[1].startswith("1 · "), labels
    # the other payments, then the same numbered spaces again
    await tap_label(table, user, panel, labels[0])
    panel = table.double.message(panel.id)
    while (labels := panel_labels(panel))[0].startswith(("Pay ", "Same ", "Jokers ")):
        await tap_label(table, user, panel, labels[0])
        panel = table.double.message(panel.id)
    assert " › Pay another way: " in panel.content.splitlines()[-1], panel.content
    assert labels[0].startswith("1 · "), labels
    assert panel.files and panel.files[0].filename == "choice.png"
    table.double.assert_clean()


def panel_labels(panel: StoredMessage) -> list[str]:
    """The panel's choices in order: a select's options, else its buttons."""
    if panel.selects:
        return [o["label"] for o in panel.selects[0]["options"]]
    return [b["label"] for b in panel.buttons]


async def tap_label(table, user: int, panel: StoredMessage, label: str) -> None:
    """One tap on the choice shown as ``label`` (a button, or a select's option)."""
    if panel.selects:
        select = panel.selects[0]
        value = next(o["value"] for o in select["options"] if o["label"] == label)
        record = await table.double.select(user, panel, select["custom_id"], [value])
    else:
        record = await table.double.click(user, panel, panel.custom_id(label))
    assert not record.errors, record.errors


async def test_a_pass_with_pieces_to_discard_is_taken_back_by_undo(table):
    """With tiles in storage, Pass opens the discard step at once (it asks the
    discards, so it is not a confirmation to tap twice), and Undo takes it back before
    the next player acts."""
    game_id = await open_table(table, "ann", ["ben"], game=AZUL.name, options=OPTIONS)
    for _ in range(2):  # each seat acquires once, by the tables
        game = await table.bot.store.get_game(game_id)
        seat = AZUL.to_move(game.state)[0]
        take = next(m for m in AZUL.legal_moves(game.state, seat)
                    if m.notation.startswith("acquire"))
        user = game.user_at(seat)
        await table.bot.tables.play(game_id, Actor(user.user_id, user.name), take.notation)
        await table.bot.tables.wait_idle()
    before = await table.bot.store.get_game(game_id)
    seat = AZUL.to_move(before.state)[0]
    board = board_message(table, game_place(table, game_id))
    user = before.user_at(seat).user_id
    panel = (await table.double.click(user, board, board.custom_id("Play"))).response
    await table.double.click(user, panel, panel.custom_id("Pass (choose discards next)"))
    panel = table.double.message(panel.id)
    labels = [b["label"] for b in panel.buttons]
    assert "Done: pass now" in labels and "Undo" in labels, labels
    await table.double.click(user, panel, panel.custom_id("Undo"))
    after = await table.bot.store.get_game(game_id)
    assert after.state["phase"] == "action" and not after.state["seats"][seat]["passed"]
    assert AZUL.to_move(after.state) == [seat]
    panel = table.double.message(panel.id)
    assert "Pass (choose discards next)" in [b["label"] for b in panel.buttons]
    table.double.assert_clean()
