"""Splendor's typed moves take the words on its buttons (issue 19): a take, a return or a
payment typed as its button says it, in any language, is that button's move."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.games.base import Rng
from bot.games.splendor.engine import ENGINE
from bot.games.splendor.notation import canonical


def _positions():
    """Positions of seeded random games: the main action, payments among them, and
    returns."""
    for seed in range(1, 12):
        state = ENGINE.setup(2, seed, {})
        rng = Rng.from_seed(seed)
        for _ in range(60):
            if ENGINE.is_over(state):
                break
            seat = ENGINE.to_move(state)[0]
            moves = ENGINE.legal_moves(state, seat)
            yield state, moves
            state = ENGINE.apply(state, seat, moves[rng.below(len(moves))].notation)


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_a_button_typed_is_its_move(language: str) -> None:
    seen = {"take": 0, "pay": 0, "return": 0}
    for _, moves in _positions():
        for move in moves:
            verb, _, rest = move.notation.partition(" ")
            said = i18n.text(move.steps[-1], language, game="splendor")
            if verb in ("take", "return"):
                typed = f"{verb} {said}"
            elif " pay " in move.notation:
                typed = f"buy {rest.split()[0]} {said}"
                verb = "pay"
            else:
                continue
            assert canonical(typed) == move.notation, (language, typed)
            seen[verb] += 1
    assert all(seen.values()), seen


@pytest.mark.parametrize(("typed", "notation"), [
    ("take diamante zaffiro smeraldo", "take W U G"),
    ("take Diamant · Saphir · Émeraude", "take W U G"),
    ("take bianco blu verde", "take W U G"),
    ("take Zaffiro ×2", "take U U"),
    ("take blue x2", "take U U"),
    ("return rubino onice", "return R K"),
    ("return 2W", "return W W"),
    ("buy T1-1 Pay: 1W + 2 gold", "buy T1-1 pay W1 *2"),
    ("buy T1-1 paga 1 nero 2 oro", "buy T1-1 pay K1 *2"),
    ("buy T1-1 Payer : 1K + 2 or", "buy T1-1 pay K1 *2"),
    ("buy T2-3 pay U1 R2 *1", "buy T2-3 pay U1 R2 *1"),  # the letters still work
])
def test_words_of_every_language(typed: str, notation: str) -> None:
    assert canonical(typed) == notation
