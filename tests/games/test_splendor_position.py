"""The Splendor position helper refuses a position that cannot be: a card or a noble in
two places, seats holding more tokens than the game has, a card lost."""

from __future__ import annotations

import pytest

from tests.games.test_splendor_support import check_invariants, position


def test_a_built_position_conserves_cards_and_tokens() -> None:
    state = position(2, seats=[{"tokens": "W2 *1", "cards": ["1-W-01"],
                                "reserved": [("2-U-01", True)]}])
    check_invariants(state, dealt=False)


@pytest.mark.parametrize(("players", "impossible"), [
    (2, {"seats": [{"cards": ["1-W-01"]}, {"cards": ["1-W-01"]}]}),
    (2, {"seats": [{"reserved": ["2-U-06"]}], "market": {"2": ["2-U-06"]}}),
    (2, {"seats": [{"cards": ["1-W-01"]}], "decks": {"1": ["1-W-01"]}}),
    (2, {"seats": [{"nobles": ["N-WU"]}], "nobles": ["N-WU"]}),
    (2, {"seats": [{"tokens": "W3"}, {"tokens": "W2"}]}),  # 4 white tokens at 2 players
    (2, {"supply": "W-1"}),
], ids=["two-seats", "reserved-and-market", "hand-and-deck", "noble-twice",
        "too-many-tokens", "negative-supply"])
def test_an_impossible_position_is_refused(players: int, impossible: dict) -> None:
    with pytest.raises(ValueError, match="impossible position"):
        position(players, **impossible)
