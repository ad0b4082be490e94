"""Illegal-input fuzzing: random and mutated notations raise only IllegalMove (or a
subclass) and change nothing; whatever is accepted was a listed legal move."""

from __future__ import annotations

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.base import IllegalMove
from tests.games.kokeshi.support import ENGINE, english

WORDS = ["start", "advance", "side", "first", "move", "animal", "take", "gain", "place",
         "princess", "granny", "fisherman", "samurai", "sumo", "panda", "fox", "cat",
         "rabbit", "K:granny", "K*", "K**", "K>", "K<", "A*", "A:fox", "T=", "T*", "q1",
         "q2", "q3", "none", "0", "1", "5", "6", "-1", "samurai-01-a", "start-granny-1",
         "quality-sumo-1", "bob", "", "ADVANCE", "k:sumo", "💥", "1.5", "advance granny"]


def positions() -> list[tuple[dict, int]]:
    """A spread of decision points from seeded games of every player count."""
    found = []
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = ENGINE.setup(players, players * 11, {})
        step = 0
        while ENGINE.to_move(state) and step < 260:
            seat = rng.choice(ENGINE.to_move(state))
            if step % 9 == 0:
                found.append((state, seat))
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)
            step += 1
    return found


POSITIONS = positions()


def _try(state: dict, seat: int, text: str) -> None:
    before = copy.deepcopy(state)
    legal = {m.notation for m in ENGINE.legal_moves(state, seat)}
    try:
        ENGINE.apply(state, seat, text)
    except IllegalMove as error:
        assert english(error.message)[-1] in ".!)'"
    else:
        assert ENGINE.canonical(text) in legal, text
    assert state == before


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(POSITIONS) - 1),
       words=st.lists(st.sampled_from(WORDS), min_size=0, max_size=4),
       seat_shift=st.integers(0, 4))
def test_word_salad_raises_only_illegal_move(index: int, words: list[str],
                                             seat_shift: int) -> None:
    state, seat = POSITIONS[index]
    _try(state, (seat + seat_shift) % 5 if seat_shift else seat, " ".join(words))


@settings(max_examples=80, deadline=None, derandomize=True)
@given(index=st.integers(0, len(POSITIONS) - 1), text=st.text(max_size=30))
def test_random_text_raises_only_illegal_move(index: int, text: str) -> None:
    state, seat = POSITIONS[index]
    _try(state, seat, text)


def test_mutated_legal_notations() -> None:
    """Each legal notation with one word swapped for another of the same family."""
    rng = random.Random(3)
    for state, seat in POSITIONS[::2]:
        for move in ENGINE.legal_moves(state, seat):
            words = move.notation.split()
            position = rng.randrange(len(words))
            words[position] = rng.choice(WORDS)
            _try(state, seat, " ".join(words))
            _try(state, seat, move.notation.upper())
            _try(state, seat, move.notation + " extra")
