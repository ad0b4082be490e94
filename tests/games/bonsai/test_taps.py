"""Issue 19, a turn on a phone: the taps a Bonsai turn takes through the real turn panel
(:mod:`bot.app.panel`, the same menus the Discord buttons show): Play, then one tap per
menu level with a real choice (a level with one choice is passed through), a "More" tap
for an option beyond the first page. The computer player (greedy) picks each turn; the
fewest taps that enter it are counted. The goal: a median of at most 4 taps a turn and
no ordinary turn above 8, with every choice of the rules still offered."""

from __future__ import annotations

import random
import statistics

from bot.app.panel import PAGE_SIZE, SELECT_PAGE_SIZE, Panel, navigate
from bot.app.players import choose_move
from bot.games.base import Move
from bot.games.bonsai.engine import ENGINE
from tests.games.bonsai.support import play, position
from tests.words import said


def taps_for(moves: list[Move], move: Move) -> int:
    """Taps from the decision's first menu to ``move``: one per level shown (a select
    counts as one), plus one per page skipped with "More"."""
    prefix: tuple[int, ...] = ()
    taps = 0
    while True:
        target = navigate(moves, prefix)
        if not isinstance(target, Panel):
            assert target.notation == move.notation
            return taps
        index = next(o.index for o in target.options if o.key == move.step_keys[target.depth])
        size = SELECT_PAGE_SIZE if len(target.options) > PAGE_SIZE else PAGE_SIZE
        taps += 1 + index // size
        prefix = (*target.prefix, index)


def turn_taps(players: int, seed: int) -> list[tuple[int, list[str]]]:
    """Each turn of a seeded greedy game: its taps (Play included) and its moves."""
    state = ENGINE.setup(players, seed, {})
    rng = random.Random(seed)
    turns = []
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        start = ENGINE.turn_number(state)
        taps, notations = 1, []  # Play
        while ENGINE.to_move(state) and ENGINE.turn_number(state) == start:
            moves = ENGINE.legal_moves(state, seat)
            move = choose_move(ENGINE, state, seat, "greedy", rng.getrandbits(32))
            taps += taps_for(moves, move)
            notations.append(move.notation)
            state = ENGINE.apply(state, seat, move.notation)
        turns.append((taps, notations))
    return turns


def test_greedy_turns_take_a_median_of_at_most_4_taps_and_never_more_than_8() -> None:
    """Seeded greedy games at 1–4 players (before issue 19: median 5, p95 12, max 16;
    a Helper turn with two tiles took 9)."""
    turns = [turn for players in (1, 2, 3, 4) for turn in turn_taps(players, 40 + players)]
    taps = sorted(t for t, _ in turns)
    assert statistics.median(taps) <= 4, taps
    worst = max(turns)
    assert worst[0] <= 8, worst
    # a Helper turn: Play, the card, its two tiles (the second ends the Helper)
    helpers = [t for t, notations in turns
               if notations[0].startswith("meditate") and len(notations) == 3
               and all(n.startswith("place") for n in notations[1:])]
    assert helpers and max(helpers) <= 4, helpers


def test_one_tap_each_for_a_card_with_its_tiles_and_a_first_tile() -> None:
    """The first menu: a card with all its slot's tiles is one tap; a tile on a numbered
    cell is one tap (it chooses Cultivate); declining slot tiles is one menu further."""
    state = position(2, seats=[{"supply": "W2 L1"}])
    moves = ENGINE.legal_moves(state, 0)
    by = {m.notation: m for m in moves}
    assert taps_for(moves, by["meditate 3 wood flower"]) == 1
    assert taps_for(moves, by["place wood 0,1"]) == 1
    assert taps_for(moves, by["meditate 3 flower"]) == 3  # decline › slot › which tiles


def test_the_last_tile_ends_the_placing_and_its_button_says_so() -> None:
    """Nothing optional left after it: the placement ends the Cultivate (no Finish tap)
    and its button says the turn ends."""
    state = position(2, seats=[{"supply": "W1 L1"}], goals=[])
    state = play(state, "place wood 0,1")
    last = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "place leaf 0,2")
    assert said(ENGINE, last.path[0]) == "Place leaf, end turn"
    assert "your turn ends" in said(ENGINE, last.label)
    after = play(state, "place leaf 0,2")
    assert after["active"] == 1 and after["phase"] == "action"


def test_giving_something_up_asks_to_be_confirmed() -> None:
    """Passing or stopping while a tile still fits gives up placements; renouncing gives
    up goals for good: each takes a second, confirming tap that says what is lost. With
    nothing left to give up, no confirmation."""
    def confirm(state: dict, notation: str) -> list[str]:
        move = next(m for m in ENGINE.legal_moves(state, ENGINE.to_move(state)[0])
                    if m.notation == notation)
        return [said(ENGINE, step) for step in move.path]

    fresh = position(2, seats=[{"supply": "W2"}], goals=[])
    assert confirm(fresh, "finish") == ["Finish: place no tile (pass)",
                                        "Yes: pass, placing no tile this turn"]
    empty = position(2, seats=[{"supply": ""}], goals=[])
    assert confirm(empty, "finish") == ["Finish: place no tile (pass)"]
    placing = play(fresh, "place wood 0,1")
    assert confirm(placing, "finish") == ["Finish cultivating early",
                                          "Yes: finish, placing no more tiles this turn"]
    helper = position(2, seats=[{"supply": "W2"}], goals=[],
                      display=["helper_wood_1", "tool_1", "tool_2", "tool_3"])
    helper = play(helper, "meditate 1")
    assert helper["phase"] == "helper"
    assert confirm(helper, "finish") == [
        "Finish the Helper early", "Yes: finish, leaving the Helper's other tile unplaced"]
    tree = "\n".join(f"y=+{y} . . . Wd" for y in range(7, 0, -1))
    goals = play(position(2, seats=[{"tree": tree}], goals=["brown_small", "brown_large"]),
                 "finish")
    assert confirm(goals, "renounce brown") == [
        "Renounce brown goal", "Yes: renounce the small brown goal for good"]
    assert confirm(goals, "claim brown_small") == ["Claim small brown · 5\u00a0pts"]


def test_returning_the_excess_is_one_tap() -> None:
    """R37: every way to return exactly the excess is one button."""
    state = play(position(2, seats=[{"supply": "W4 L3 Fl1"}], goals=[]), "finish")
    moves = ENGINE.legal_moves(state, 0)
    assert [m.notation for m in moves] == [
        "return wood wood wood", "return wood wood leaf", "return wood wood flower",
        "return wood leaf leaf", "return wood leaf flower", "return leaf leaf leaf",
        "return leaf leaf flower"]
    assert all(taps_for(moves, m) == 1 for m in moves)
    assert said(ENGINE, moves[4].path[0]) == "Return 1 wood, 1 leaf, 1 flower"
