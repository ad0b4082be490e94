"""The worked examples W1–W8 of spec §9, every figure they give."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalMove
from bot.games.zenso.engine import ENGINE
from bot.games.zenso.garden import Garden
from tests.games.zenso.support import give, moves_of, play, position, text

ST1 = """
      x=0 x=1
y=0   P   S
y=1   S   B
"""


def w1_state(*jizo: str) -> dict:
    state = position(2, gardens=[ST1, None], row=["T01", "T02", "T03", "T04", "T05", "T06"],
                     enso=[0, 3])
    give(state, 0, *jizo)
    return play(state, "take 1")


def test_w1_placements_legal_and_illegal() -> None:
    """W1 / R26: T01 on ST1 — each placement of the table, with and without J04."""
    state = w1_state()
    assert state["queue"][0] == {"t": "place", "card": "T01"}
    with pytest.raises(IllegalMove, match="Sand cannot cover the Bamboo space at 1,1"):
        play(state, "place 1,0 r0")
    for bad in ("place 1,0 r270", "place 1,0 r180"):
        with pytest.raises(IllegalMove, match="Pond cannot cover the Bamboo"):
            play(state, bad)
    with pytest.raises(IllegalMove, match="at least one space"):
        play(state, "place -2,-2 r0")
    play(state, "place 0,-1 r180")
    play(state, "place 0,-1 r270")
    assert len(ENGINE.placements(state, 0, "T01")) == 14
    with_j04 = w1_state("J04")
    play(with_j04, "place 1,0 r270")
    play(with_j04, "place 1,0 r180")
    assert len(ENGINE.placements(with_j04, 0, "T01")) == 20


def test_w1_stones_after_placement() -> None:
    """W1 / R28: after (0,-1,180) the free Sand spaces are (0,-1), (1,-1), (0,1); the
    player chooses 2 of them."""
    state = play(w1_state(), "place 0,-1 r180")
    assert state["queue"] == [{"t": "stones", "n": 2}]
    # each set of 2 is one choice (one tap); one Stone at a time is still understood
    assert moves_of(state) == ["stone 0,-1 1,-1", "stone 0,-1 0,1", "stone 1,-1 0,1"]
    assert play(state, "stone 1,-1", "stone 0,1")["seats"] == \
        play(state, "stone 1,-1 0,1")["seats"]
    state = play(state, "stone 1,-1 0,1")
    stones = Garden(state["seats"][0]["garden"], ENGINE.rules).stones
    assert stones == {(1, -1), (0, 1)}
    # nothing optional is left (no Ensō to buy, nothing to validate): the turn ends
    assert state["turn"] == 1 and state["active"] == 1


def test_w1_j05_pond_on_pond_gives_one_enso() -> None:
    """W1 / R45: with J05, (0,-1,180) gains 1 Ensō (Pond on Pond; Pond on Sand nothing)."""
    state = play(w1_state("J05"), "place 0,-1 r180")
    assert state["seats"][0]["enso"] == 1


W2_ROW = ["T12", "T37", "T09", "T03", "T22", "T45"]


def w2_state(*jizo: str) -> dict:
    state = position(2, row=W2_ROW, enso=[1, 3], phase="pick")
    return give(state, 0, *jizo)


def test_w2_choosing_a_project() -> None:
    """W2 / R16–R18, R21–R22: affordable slots 1–4; slot 3 for 1, then "2 Ensō": 2."""
    state = w2_state()
    assert ENGINE.eligibility(state, 0) == ([1, 2, 3, 4], False)
    state = play(state, "take 3")
    assert state["seats"][0]["enso"] == 0
    assert moves_of(state) == ["bonus 1", "bonus 2"]
    state = play(state, "bonus 2")
    assert state["seats"][0]["enso"] == 2


def test_w2_with_j02() -> None:
    """W2 / R42: with J02 the Ensō bonus gives 1 more: 3."""
    state = play(w2_state("J02"), "take 3", "bonus 2")
    assert state["seats"][0]["enso"] == 3


def test_w2_with_j08() -> None:
    """W2 / R48: with J08 both items: a Harmony card and 2 Ensō — Ensō 2, hand +1."""
    state = w2_state("J08")
    hand = len(state["seats"][0]["hand"])
    state = play(state, "take 3")
    assert state["queue"][0]["t"] == "harmony"
    assert state["seats"][0]["enso"] == 2
    state = play(state, "draw D1")
    assert state["seats"][0]["enso"] == 2
    assert len(state["seats"][0]["hand"]) == hand + 1


def test_w2_with_j11() -> None:
    """W2 / R51: with J11 slot 3 costs 0 (Ensō stays 1, then 3); slots 5, 6 cost 1."""
    state = w2_state("J11")
    assert [ENGINE.slot_cost(state, 0, k) for k in range(1, 7)] == [0, 0, 0, 0, 1, 1]
    assert ENGINE.eligibility(state, 0) == ([1, 2, 3, 4, 5, 6], False)
    state = play(state, "take 3")
    assert state["seats"][0]["enso"] == 1
    state = play(state, "bonus 2")
    assert state["seats"][0]["enso"] == 3


def test_w2_phase5_slide() -> None:
    """W2 / R53–R54: the row slides left and the deck's top fills slot 6."""
    state = play(w2_state(), "take 3", "bonus 2")
    while state["queue"]:
        state = play(state, moves_of(state)[0])
    top = state["terrain_deck"][0]
    state = play(state, "end")
    assert state["row"] == ["T12", "T37", "T03", "T22", "T45", top]
    assert ENGINE.slot_cost(state, 1, 4) == 1  # T22 now costs 1
    assert ENGINE.slot_cost(state, 1, 6) == 2


W3 = """
        x=0 x=1 x=2 x=3
  y=0   P   P   P   S
  y=1   P   P   S*  S
  y=2   P   B   B   .
"""


def w3_state() -> dict:
    return position(2, gardens=[W3, None], hands=[["H01"], ["H02"]], phase="harmony")


def test_w3_area_footprints() -> None:
    """W3 / R33, R36: the Pond plot of 6 is the witness; exactly three legal anchors."""
    state = w3_state()
    garden = Garden(state["seats"][0]["garden"], ENGINE.rules)
    plots = {(t, len(c)) for t, c in garden.plots}
    assert plots == {("P", 6), ("S", 3), ("B", 2)}
    options = ENGINE.validation_options(state, 0, "H01")
    assert list(options) == [(3, -1), (3, 0), (1, 2)]  # reading order
    assert [m for m in moves_of(state) if m.startswith("validate")] == [
        "validate H01 3,-1", "validate H01 3,0", "validate H01 1,2"]
    for anchor, message in (("2,1", "Stone"), ("-1,2", "fulfil its condition"),
                            ("3,1", "must touch"), ("0,3", "at least one empty space")):
        with pytest.raises(IllegalMove, match=message):
            play(state, f"validate H01 {anchor}")


def test_w3_after_validation() -> None:
    """W3 / R40: after validating at (1,2) the Bamboo plot is gone; H01 stays worth 4."""
    state = play(w3_state(), "validate H01 1,2")
    assert [p["id"] for p in state["seats"][0]["placed"]] == ["H01"]
    garden = Garden(state["seats"][0]["garden"], ENGINE.rules)
    assert garden.plot_count("B") == 0
    assert ENGINE.breakdown(state, 0)["harmony"] == 4
    state = play(w3_state(), "validate H01 3,-1")
    garden = Garden(state["seats"][0]["garden"], ENGINE.rules)
    assert garden.largest_plot("S") == 2  # the Sand plot becomes 2


W4 = """
        x=0 x=1 x=2 x=3
  y=0   S*  S*  S*  G
  y=1   S*  M   S*  G
  y=2   S   M   M   G
"""


def test_w4_jizo_witnesses() -> None:
    """W4 / R35, R37.3, R38: legal footprints and the Stone sets each may discard."""
    state = position(2, gardens=[W4, None], hands=[["J01"], []], phase="harmony")
    options = ENGINE.validation_options(state, 0, "J01")
    a = frozenset({(0, 0), (0, 1), (1, 0)})
    b = frozenset({(1, 0), (2, 0), (2, 1)})
    c = frozenset({(0, 0), (1, 0), (2, 0)})
    got = {anchor: set(ws) for anchor, ws in options.items()}
    assert got == {(-1, 2): {a}, (0, 2): {a}, (1, 2): {b}, (2, 2): {b}, (3, 1): {b},
                   (3, -1): {b, c}, (3, 0): {b, c}}
    assert not any((1, 1) in {(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
                   for x, y in options)
    state = play(state, "validate J01 3,0")
    assert state["queue"][0]["t"] == "witness"
    sets = [frozenset(map(tuple, o)) for o in state["queue"][0]["options"]]
    assert set(sets) == {b, c}
    state = play(state, f"witness {sets.index(c) + 1}")
    assert Garden(state["seats"][0]["garden"], ENGINE.rules).stones == {(0, 1), (2, 1)}
    assert ENGINE.has(state, 0, "bonus_extra") is not None


def test_w4_j01_then_adds_a_stone() -> None:
    """W4 / R42: with J01 every Terrain bonus that gives Stones gives one more."""
    state = give(position(2, gardens=[ST1, None], row=["T01", "T02", "T03", "T04", "T05", "T06"]),
                 0, "J01")
    state = play(state, "take 1", "place 0,-1 r180")
    assert state["queue"] == []  # 3 Stones for the 3 free Sand spaces: all filled (R28)
    assert Garden(state["seats"][0]["garden"], ENGINE.rules).stones == {
        (0, -1), (1, -1), (0, 1)}


def test_w5_enso_flow() -> None:
    """W5 / R13–R14, R47, R52: 2 → 6 (combine 2 + J07) → 4 (buy H31) → 2 (slot 6)."""
    garden = """
      y=0 S* S* S S
      y=1 S* P  S S
    """
    state = position(2, gardens=[None, garden], active=1, phase="combine", enso=[3, 2],
                     zen=[[0, 0, 0], [2, 0, 0]],
                     row=["T01", "T02", "T03", "T04", "T05", "T47"],
                     display=["H31", "H01", "H02", "H03", "H04", "H05"])
    give(state, 1, "J07")
    state = play(state, "combine 0,0", "combine 1,0", "done")
    s = state["seats"][1]
    assert s["enso"] == 6 and s["zen"] == [2, 2, 0]
    assert Garden(s["garden"], ENGINE.rules).stones == {(0, 1)}
    state = play(state, "buy D1")
    assert state["seats"][1]["enso"] == 4 and state["display"][0] is None
    state = play(state, "take 6")
    assert state["seats"][1]["enso"] == 2
    state = play(state, "bonus 1", "place 2,0 r0", "stone 0,0", "stone 1,0")
    stones = Garden(state["seats"][1]["garden"], ENGINE.rules).stones
    assert stones == {(0, 0), (1, 0), (0, 1)}
    assert "validate H31 1,1" in moves_of(state)
    state = play(state, "validate H31 1,1")
    assert Garden(state["seats"][1]["garden"], ENGINE.rules).stones == stones  # R39
    assert state["seats"][1]["enso"] == 2
    assert state["display"][0] is None  # stays empty until phase 5
    assert state["seats"][1]["zen"].count(0) == 1  # one more combine this game
    state = play(state, "end")
    assert state["display"][0] is not None
    with_j12 = give(position(2, enso=[2, 2]), 0, "J12")
    assert ENGINE.buy_price(with_j12, 0) == 1


def _finish_turn(state: dict) -> dict:
    """Play the active seat's turn to its end with simple choices, never validating."""
    turn = state["turn"]
    while state["turn"] == turn and not ENGINE.is_over(state):
        moves = [m for m in moves_of(state) if not m.startswith(("buy", "validate"))]
        state = play(state, "end" if "end" in moves else moves[0])
    return state


STONES3 = """
      y=0 S* S* S* S S
      y=1 S* S* S* S S
      y=2 P  P  P  P P
"""


def w6_state(trigger_seat: int) -> dict:
    gardens = [None, None, None, None]
    gardens[trigger_seat] = STONES3
    harmony: list[dict] = [{}, {}, {}, {}]
    harmony[trigger_seat] = {"H01": (20, 0), "H02": (23, 0), "H03": (26, 0), "H04": (29, 0)}
    hands = [["H05"], ["H06"], ["H07"], ["H08"]]
    hands[trigger_seat] = ["H38", "H39"]
    state = position(4, gardens=gardens, harmony=harmony, hands=hands, phase="harmony",
                     active=trigger_seat)
    for card in harmony[trigger_seat]:  # far footprints, as in ``give``
        ax, _ = harmony[trigger_seat][card]
        for x in (ax, ax + 1):
            for y in (0, 1):
                state["seats"][trigger_seat]["garden"][f"{x},{y + 10}"] = [None, 0, 0, card]
    state["turn"] = 40 + trigger_seat  # round 11
    return state


def test_w6_end_timing() -> None:
    """W6 / E1, R56: seat 2 validates its 5th and 6th cards in round 11; seats 3 and 4
    still play; the game ends at the end of seat 4's turn; nobody plays a 12th."""
    state = w6_state(1)
    state = play(state, "validate H38 0,2")
    assert state["final_round"] is True
    state = play(state, "validate H39 2,2")
    assert len(state["seats"][1]["placed"]) == 6
    state = play(state, "end")
    assert state["active"] == 2 and not ENGINE.is_over(state)
    state = _finish_turn(state)
    assert state["active"] == 3 and not ENGINE.is_over(state)
    state = _finish_turn(state)
    assert ENGINE.is_over(state) and state["end_reason"] == "harmony"
    assert state["turn"] == 44  # 11 turns each


def test_w6_last_seat_triggers() -> None:
    """W6 / E1: had seat 4 reached 5 cards, the game ends at the end of that turn."""
    state = play(w6_state(3), "validate H38 0,2")
    assert state["final_round"]
    state = play(state, "end")
    assert ENGINE.is_over(state) and state["turn"] == 44


W7 = """
        x=0  x=1  x=2  x=3  x=4
  y=0   P1   P    P    S#   .#      H06 at anchor (3,0)
  y=1   P    P2   S*   G#   .#
  y=2   P    P    S*   S*   G1
  y=3   S#   P#   B1   B    G       H41 at anchor (0,3)
  y=4   .#   .#   B#   G#   .       H38 at anchor (2,4)
  y=5   .    .    .#   .#   .
"""


def test_w7_final_scoring() -> None:
    """W7 / E5, E7, R40: 7 + 3 + 6 + 8 (Lanterns) + 2 (hand) = 26."""
    state = position(2, gardens=[W7, None],
                     harmony=[{"H06": (3, 0), "H41": (0, 3), "H38": (2, 4)}, {}],
                     hands=[["H01", "H02"], []], enso=[3, 0])
    garden = Garden(state["seats"][0]["garden"], ENGINE.rules)
    plots = sorted((t, len(c)) for t, c in garden.plots)
    assert plots == [("B", 2), ("G", 2), ("P", 7), ("S", 3)]
    assert ENGINE.card_points(state, 0, "H06") == 7
    assert ENGINE.card_points(state, 0, "H38") == 3
    assert ENGINE.card_points(state, 0, "H41") == 6
    assert ENGINE.breakdown(state, 0) == {"harmony": 16, "hand": 2, "lanterns": 8,
                                          "total": 26}
    rules = ENGINE.rules
    assert [rules.lantern_points(n) for n in (5, 6, 7, 8)] == [15, 20, 25, 30]


W8 = """
        x=0 x=1 x=2
  y=0   C   S*  M
  y=1   S*  M   M
"""


def test_w8_discard_mode() -> None:
    """W8 / R18, R19, R28, R30, PD-12: nothing affordable fits → slots 1 and 2 in
    discard mode; T07 gives 1 Ensō, its Stone returns, T07 leaves face up."""
    state = position(2, gardens=[W8, None], enso=[0, 3],
                     row=["T13", "T07", "T28", "T40", "T01", "T02"])
    assert ENGINE.placements(state, 0, "T13") == []
    assert ENGINE.placements(state, 0, "T07") == []
    assert ENGINE.placements(state, 0, "T28") and ENGINE.placements(state, 0, "T40")
    assert ENGINE.eligibility(state, 0) == ([1, 2], True)
    assert [m for m in moves_of(state) if m.startswith("take")] == ["take 1", "take 2"]
    assert "discard mode" in text(ENGINE.legal_moves(state, 0)[0].label)
    deck = len(state["terrain_deck"])
    state = play(state, "take 2")
    assert state["seats"][0]["enso"] == 1
    assert state["terrain_out"] == ["T07"]
    assert Garden(state["seats"][0]["garden"], ENGINE.rules).stones == {(1, 0), (0, 1)}
    # phase 4 offers nothing (1 Ensō buys nothing, no card to validate): the turn ends
    assert state["turn"] == 1 and state["active"] == 1
    assert state["row"][:5] == ["T13", "T28", "T40", "T01", "T02"]
    assert state["row"][5] is not None and len(state["terrain_deck"]) == deck - 1
