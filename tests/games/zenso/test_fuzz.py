"""Illegal-input fuzzing: random and mutated notations raise only IllegalMove (or a
subclass) and change nothing; a mutation that happens to be accepted must be a listed
legal move, or several cells each listed at its step (apply never accepts what the
panel cannot enter)."""

from __future__ import annotations

import copy
import random

from bot.games.base import IllegalMove
from bot.games.zenso.engine import ENGINE
from bot.games.zenso.notation import canonical
from tests.games.zenso.support import random_game

WORDS = ["skip", "done", "end", "combine", "buy", "swap", "move", "take", "bonus", "draw",
         "keep", "place", "stone", "lantern", "validate", "witness", "pay", "all", "deck",
         "to", "D1", "D7", "D0", "H01", "J10", "T05", "X99", "r90", "r45", "0,0", "-1,2",
         "99,99", "1,", ",", "7", "0", "-3", "r", "", "ÿ", "1,1,1"]


def mutate(notation: str, rnd: random.Random) -> str:
    words = notation.split()
    choice = rnd.randrange(4)
    if choice == 0 and words:
        words[rnd.randrange(len(words))] = rnd.choice(WORDS)
    elif choice == 1:
        words.append(rnd.choice(WORDS))
    elif choice == 2 and len(words) > 1:
        words.pop(rnd.randrange(len(words)))
    else:
        text = list(notation)
        if text:
            text[rnd.randrange(len(text))] = rnd.choice("0123456789-,rDdHJT ")
        return "".join(text)
    return " ".join(words)


def test_fuzz_random_and_mutated() -> None:
    """§5.11: every refused request changes nothing and raises IllegalMove only."""
    states, _ = random_game(3, 21, check=False)
    rnd = random.Random(4)
    tried = accepted = 0
    for state in rnd.sample(states[:-1], 40):
        seat = ENGINE.to_move(state)[0]
        legal = {m.notation for m in ENGINE.legal_moves(state, seat)}
        frozen = copy.deepcopy(state)
        candidates = [" ".join(rnd.choice(WORDS) for _ in range(rnd.randint(1, 4)))
                      for _ in range(10)]
        candidates += [mutate(rnd.choice(sorted(legal)), rnd) for _ in range(20)]
        for text in candidates:
            tried += 1
            for who in (seat, (seat + 1) % 3):
                try:
                    ENGINE.apply(state, who, text)
                except IllegalMove:
                    continue
                accepted += 1
                # listed, or several cells each listed at its step (``stone 1,0 2,0``)
                assert who == seat and (canonical(text) in legal or
                                        ENGINE.find_move(state, seat, text) is not None), text
            assert state == frozen
    assert tried >= 1000 and accepted < tried
