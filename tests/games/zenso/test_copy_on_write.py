"""``apply`` copies on write: it shares the records it does not change with its input.
``end`` begins the next seat's turn inside the same move, and that seat's automatic
steps (a single card taken, its bonus, Stones on every free Sand space) must change a
record of the new state only — never the one the input still holds."""

from __future__ import annotations

from bot.app.players import choose_move
from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import position
from tests.untouched import snapshot

#: the second seat's garden: one free Sand space walled in by Stones, so no Terrain card
#: fits (discard mode, R19) and a Stone bonus fills that space automatically (R28)
WALLED = "y=0 S* S* S*\ny=1 S* S S*\ny=2 S* S* S*"


def _last_card_left(**extra) -> dict:
    """Seat 1 may only end its turn; T07 (1 Stone + 1 Ensō) is the last Terrain card, so
    seat 2 takes it automatically when its turn begins."""
    state = position(2, enso=[3, 0], zen=[[0, 0, 0], [1, 1, 1]], phase="harmony",
                     flags={"taken": True}, terrain_deck=[], **extra)
    assert [m.notation for m in ENGINE.legal_moves(state, 0)][-1] == "end"
    return state


def test_end_does_not_give_the_next_seat_a_bonus_in_its_input() -> None:
    state = _last_card_left(row=["T07"])
    before = snapshot(state)
    after = ENGINE.apply(state, 0, "end")
    assert after["seats"][1]["enso"] == 1  # seat 2 took T07 automatically
    assert state["seats"][1]["enso"] == 0 and state["row"][0] == "T07"
    assert snapshot(state) == before
    # the same move on the same input gives the same state (not the bonus twice)
    assert ENGINE.apply(state, 0, "end") == after


def test_end_does_not_put_an_automatic_stone_into_its_input() -> None:
    state = _last_card_left(row=["T13"], gardens=[None, WALLED])
    before = snapshot(state)
    after = ENGINE.apply(state, 0, "end")
    assert after["seats"][1]["garden"]["1,1"][1] == 1  # discard mode, then R28
    assert state["seats"][1]["garden"]["1,1"][1] == 0
    assert snapshot(state) == before


def test_the_greedy_player_leaves_the_state_it_searched_alone() -> None:
    """It searches a determinized copy that shares the gardens with the real state."""
    state = _last_card_left(row=["T13"], gardens=[None, WALLED])
    before = snapshot(state)
    choose_move(ENGINE, state, 0, "greedy", 7)
    assert snapshot(state) == before
