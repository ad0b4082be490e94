"""The turn panel's combined options (issue 19's taps): a chain question followed at once
by another is offered with each answer to it, and the combination stays exact: every
choice the rules give is still offered, each option plays the notations the engine would
ask one by one, and nothing is combined across a reveal, another seat or the turn's end."""

from __future__ import annotations

import random

from bot import i18n
from bot.app.panel import Panel, navigate
from tests.games.kokeshi.support import ENGINE

CHAIN = {"D2", "D3", "D4", "D5"}


def _positions(games: int = 12):
    """Every decision of some random games (2–4 players), with its seat."""
    for seed in range(1, games + 1):
        rng = random.Random(seed)
        state = ENGINE.setup(2 + seed % 3, seed, {})
        while not ENGINE.is_over(state):
            seat = ENGINE.to_move(state)[0]
            yield state, seat
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)


def test_combined_options_are_exact_and_offer_every_choice():
    combined_levels = 0
    for state, seat in _positions():
        legal = ENGINE.legal_moves(state, seat)
        offered = ENGINE.panel_moves(state, seat)
        if not any(m.then for m in offered):
            assert offered == legal
            continue
        combined_levels += 1
        assert state["ask"]["id"] in CHAIN
        # one select's page at most, and the panel can tell every option apart
        assert len(offered) <= 25
        panel = navigate(offered)
        assert isinstance(panel, Panel) and len(panel.options) == len(offered)
        for move in legal:
            mine = [m for m in offered if m.notation == move.notation]
            assert mine, move.notation
            if not any(m.then for m in mine):
                assert mine == [move]
                continue
            after = ENGINE.apply(state, seat, move.notation)
            # the second question is the engine's next one, in the same turn, with
            # nothing drawn in between: every answer to it is offered, once
            assert not move.reveals and not after["revealed"]
            assert ENGINE.to_move(after) == [seat] and after["turn"] == state["turn"]
            assert after["ask"]["id"] in CHAIN
            follows = [m.notation for m in ENGINE.legal_moves(after, seat)]
            assert sorted(m.then[0] for m in mine) == sorted(follows)
            for option in mine:
                assert len(option.then) == 1 and option.marker == move.marker
                played = ENGINE.apply(after, seat, option.then[0])
                assert played["ask"] is not None or ENGINE.to_move(played) != [seat] \
                    or played["turn"] != state["turn"]
    assert combined_levels > 50


def test_combined_labels_fit_a_button_in_every_language():
    longest = 0
    for state, seat in _positions(6):
        offered = ENGINE.panel_moves(state, seat)
        if not any(m.then for m in offered):
            continue
        panel = navigate(offered)
        assert isinstance(panel, Panel)
        for option in panel.options:
            for language in ("en", "it", "fr"):
                said = option.button_text(i18n.text(option.label, language, game="kokeshi"))
                assert "{" not in said and "kokeshi-" not in said, said
                longest = max(longest, len(said))
    assert 0 < longest <= 80


def test_outside_a_chain_nothing_is_combined():
    state = ENGINE.setup(2, 5, {})
    for seat in ENGINE.to_move(state):  # the starting tiles (D0)
        assert ENGINE.panel_moves(state, seat) == ENGINE.legal_moves(state, seat)
    state = ENGINE.apply(state, 0, "start princess samurai")
    state = ENGINE.apply(state, 1, "start sumo granny")
    assert state["ask"]["id"] == "D1"  # the turn's advance keeps its own picture
    assert ENGINE.panel_moves(state, 0) == ENGINE.legal_moves(state, 0)
