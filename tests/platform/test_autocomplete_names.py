"""Autocomplete names of typed moves: Discord allows 100 characters for a choice's name
and value, and the later menu steps are what tell two moves apart, so they are kept."""

from __future__ import annotations

import random

import pytest

from bot import i18n
from bot.games import registry
from cogs._common import CHOICE_LIMIT, fit_steps, named_moves


def test_fit_steps_keeps_the_last_step_whole() -> None:
    steps = ["Place a tile", "Blue 3 from the laid-out expansion L2, " + "x" * 10,
             "A0.3 (the west cell of the east area)"]
    fitted = fit_steps(steps, CHOICE_LIMIT)
    assert fitted == "… › " + " › ".join(steps[1:])
    assert fit_steps(["a", "b"], CHOICE_LIMIT) == "a › b"
    assert len(fit_steps(["y" * 150], CHOICE_LIMIT)) == CHOICE_LIMIT


@pytest.mark.parametrize("name", sorted(registry()))
def test_names_fit_and_moves_stay_apart(name: str) -> None:
    """Over seeded random positions of every game: every offered name and value fits
    Discord's limit, and two different moves never get the same name (steps said in
    English, as the cog says them in the reader's language)."""
    engine = registry()[name]
    rnd = random.Random(7)
    players = max(engine.min_players, 2)
    state = engine.setup(players, 7, {})
    for _ in range(150):
        if engine.is_over(state):
            break
        seat = engine.to_move(state)[0]
        moves = engine.legal_moves(state, seat)
        for verb in {m.notation.split()[0] for m in moves}:
            named = named_moves(moves, verb, "",
                                lambda step: i18n.text(step, game=name))
            assert all(len(n) <= CHOICE_LIMIT and len(v) <= CHOICE_LIMIT for n, v in named)
            names = [n for n, _ in named]
            assert len(set(names)) == len(names), (verb, names)
        state = engine.apply(state, seat, rnd.choice(moves).notation)
