"""Illegal-input fuzzing (only IllegalMove, nothing changes), perft-like regression
counts of the decisions from fixed seeded positions, and many short random games."""

from __future__ import annotations

import json

import pytest

from bot.games.base import IllegalMove, Rng
from tests.games.azul_queens_garden.support import E, T, check_invariants, random_game

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
                assert error.message.strip()
                continue
            # whatever applied must have been a legal move, spelled some accepted way
            assert E.canonical(text) in legal, text
            check_invariants(after)
        assert json.dumps(state, sort_keys=True) == frozen
        for other in range(state["players"]):
            if other != seat:
                with pytest.raises(IllegalMove):
                    E.apply(state, other, next(iter(legal)))


def _perft(state, depth: int) -> int:
    if depth == 0 or E.is_over(state):
        return 1
    seat = E.to_move(state)[0]
    moves = E.legal_moves(state, seat)
    if depth == 1:
        return len(moves)
    return sum(_perft(E.apply(state, seat, m.notation), depth - 1) for m in moves)


#: regression figures: a change here is a change in the rules or the move generator
PERFT = {
    (2, 1, 1): 14, (2, 1, 2): 207, (4, 3, 1): 12, (4, 3, 2): 159,
}
#: (players, seed, index in the random game, depth): count
MIDGAME = {(3, 12, 30, 2): 637, (3, 12, 160, 1): 176, (3, 12, 140, 1): 47}


def test_perft_counts_from_fixed_seeded_positions():
    for (players, seed, depth), expected in PERFT.items():
        assert _perft(E.setup(players, seed, {"start": "1"}), depth) == expected, (
            players, seed, depth)
    states, _ = random_game(3, 12)
    for (players, seed, index, depth), expected in MIDGAME.items():
        assert (players, seed) == (3, 12)
        assert _perft(states[index], depth) == expected, index


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_seeded_games_end_with_conservation(players):
    for seed in range(100, 104):
        states, log = random_game(players, seed, pass_bias=2 + seed % 3)
        final = states[-1]
        assert E.is_over(final) and len(log) < 3000
        check_invariants(final)
        assert final["round"] == T.rounds
