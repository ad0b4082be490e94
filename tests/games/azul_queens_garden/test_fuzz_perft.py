"""Illegal-input fuzzing (only IllegalMove, nothing changes), perft-like regression
counts of the decisions from fixed seeded positions, and many short random games."""

from __future__ import annotations

import json
from functools import cache

import pytest

from bot.games.base import IllegalMove, Rng, State
from tests.games.azul_queens_garden.support import E, T, check_invariants, random_game
from tests.perft import Case, perft_test

_WORDS = ["take", "place", "expand", "buy", "pass", "discard", "done", "pay", "blue", "p3",
          "p9", "blue_3", "exp_blue_3", "exp_red_1", "J", "2J", "99J", "F0", "F9", "A0",
          "A7", "A0.c", "A0.6", "o0", "o6", "down", "T", "L1", "L0", "yellow_2@L1", "@",
          "blue_3@X", "", "-", "Ω", "0", "take take", "pay pay"]


def fuzz_states():
    states, _ = random_game(3, 21)
    return [s for s in states[::15] if not E.is_over(s)]


def _mutations(notation: str, rng: Rng) -> list[str]:
    words = notation.split()
    found = []
    for _ in range(6):
        w = list(words)
        action = rng.below(4)
        if action == 0 and w:
            w.pop(rng.below(len(w)))
        elif action == 1:
            w.insert(rng.below(len(w) + 1), _WORDS[rng.below(len(_WORDS))])
        elif action == 2 and w:
            w[rng.below(len(w))] = _WORDS[rng.below(len(_WORDS))]
        else:
            w = w[::-1]
        found.append(" ".join(w))
    return found


def test_random_and_mutated_notations_raise_only_illegal_move():
    rng = Rng(5)
    for state in fuzz_states():
        seat = state["active"]
        frozen = json.dumps(state, sort_keys=True)
        legal = {m.notation for m in E.legal_moves(state, seat)}
        texts = [" ".join(_WORDS[rng.below(len(_WORDS))] for _ in range(rng.below(6)))
                 for _ in range(40)]
        for notation in list(legal)[:30]:
            texts += _mutations(notation, rng)
        for text in texts:
            try:
                after = E.apply(state, seat, text)
            except IllegalMove as error:
                assert str(error).strip()
                continue
            # whatever applied must have been a legal move, spelled some accepted way
            assert E.canonical(text) in legal, text
            check_invariants(after)
        assert json.dumps(state, sort_keys=True) == frozen
        for other in range(state["players"]):
            if other != seat:
                with pytest.raises(IllegalMove):
                    E.apply(state, other, next(iter(legal)))


@cache
def _game_3p_seed_12() -> list[State]:
    states, _ = random_game(3, 12)
    return states


#: regression figures (see tests.perft): a change here is a change in the rules or the
#: move generator. The depth-1 count at move 30 was added beside the recorded depth 2.
#: The random game's positions moved when the panel came to list "Pay another way"
#: before the places (the same moves in another order: every legal move set of 24
#: seeded random games was compared with the engine before), and again when a pass may
#: discard every tile and expansion in one move (a move more in a discard step: 799 → 800
#: at depth 2 from move 30); the positions later in the game were chosen again among
#: its richer decisions.
PERFT_CASES: dict[str, Case] = {
    "2p setup seed 1": (lambda: E.setup(2, 1, {"start": "1"}), [14, 207]),
    "4p setup seed 3": (lambda: E.setup(4, 3, {"start": "1"}), [12, 159]),
    "3p seed 12 move 30": (lambda: _game_3p_seed_12()[30], [22, 800]),
    "3p seed 12 move 118": (lambda: _game_3p_seed_12()[118], [133]),
    "3p seed 12 move 70": (lambda: _game_3p_seed_12()[70], [24]),
}

test_perft_counts_from_fixed_seeded_positions = perft_test(E, PERFT_CASES)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_seeded_games_end_with_conservation(players):
    for seed in range(100, 104):
        states, log = random_game(players, seed, pass_bias=2 + seed % 3)
        final = states[-1]
        assert E.is_over(final) and len(log) < 3000
        check_invariants(final)
        assert final["round"] == T.rounds
