"""Hidden information (§7): the deck order and the face-down piles (with their projected
Parchment points) never reach the public view, events, prompts or other seats' moves; two
states that differ only in hidden information give identical public outputs (a swap test).
Illegal-input fuzzing lives here too: bad text only ever raises ``IllegalMove``."""

from __future__ import annotations

import json
import re

import pytest

from bot.games.base import IllegalMove, Rng
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES
from tests.games.bonsai.support import position, random_game
from tests.words import said

_CARD = re.compile(r"\\b(?:" + "|".join(sorted(RULES.card_order, key=len, reverse=True)) + r")\\b")


def secrets(state: dict, viewer: int | None) -> set[str]:
    hidden = set(state["deck"])
    if state["phase"] != "over":
        for seat, seat_state in enumerate(state["seats"]):
            if seat != viewer:
                hidden.update(seat_state["pile"])
    return hidden


def public_outputs(state: dict, viewer: int | None = None) -> str:
    """Everything a viewer (None: the channel) is shown, as one text."""
    parts = [json.dumps(ENGINE.view(state, viewer), sort_keys=True),
             *(json.dumps(event, sort_keys=True) for event in state["events"]),
             *(said(ENGINE, event) for event in state["events"]),
             json.dumps(ENGINE.scores(state))]
    for seat in range(state["players"]):
        if seat != viewer:
            parts += [json.dumps(ENGINE.prompt(state, seat).to_json(), sort_keys=True),
                      said(ENGINE, ENGINE.prompt(state, seat))]
    return "\\n".join(parts)


def test_views_never_name_a_secret_card() -> None:
    for players in (1, 2, 4):
        states, _ = random_game(players, 31)
        for state in states[::2]:
            for viewer in (None, *range(players)):
                view = ENGINE.view(state, viewer)
                # the last move's events may name the card just taken: it was face up
                quiet = {k: v for k, v in view.items() if k not in ("events", "step")}
                shown = set(_CARD.findall(json.dumps(quiet)))
                assert not shown & secrets(state, viewer), (viewer, shown & secrets(state, viewer))
            events = json.dumps(state["events"])
            assert not set(_CARD.findall(events)) & set(state["deck"])


def test_public_view_shows_pile_counts_and_owner_sees_the_projection() -> None:
    state = position(2, seats=[{"tree": "y=+1 . . . Lf", "pile": ["parchment_leaf_1",
                                                                  "helper_wood_1"]}])
    public = ENGINE.view(state, None)["seats"][0]
    assert public["pile_count"] == 2 and "pile" not in public
    assert "parchment_points" not in public
    other = ENGINE.view(state, 1)["seats"][0]
    assert "pile" not in other
    mine = ENGINE.view(state, 0)["seats"][0]
    assert mine["pile"] == ["parchment_leaf_1", "helper_wood_1"]
    assert mine["parchment_points"] == 1 and mine["projected_total"] == 4
    assert "deck" not in ENGINE.view(state, 0)
    assert ENGINE.view(state, None)["deck_count"] == len(state["deck"])


def _swapped(state: dict, rng: Rng, keep: int | None = None) -> dict:
    """The same position with the hidden parts changed: the deck re-ordered and every
    pile card (but ``keep``'s, which that seat sees) exchanged for a deck card of the
    same type where one exists."""
    other = json.loads(json.dumps(state))
    deck = other["deck"]
    for index, seat in enumerate(other["seats"]):
        if index == keep:
            continue
        for index, card in enumerate(seat["pile"]):
            kind = RULES.kind_of(card).type
            same = [i for i, c in enumerate(deck) if RULES.kind_of(c).type == kind]
            if same:
                j = same[rng.below(len(same))]
                seat["pile"][index], deck[j] = deck[j], card
    rng.shuffle(deck)
    return other


def test_swap_hidden_information_public_outputs_identical() -> None:
    """Two states differing only in deck order and pile contents: identical public
    outputs (view, events, prompts, scores, and every other seat's moves)."""
    rng = Rng(5)
    checked = 0
    for players in (2, 3, 4):
        states, _ = random_game(players, 40 + players)
        for state in states[5::6]:
            if ENGINE.is_over(state):
                continue
            other = _swapped(state, rng)
            if other == state:
                continue
            checked += 1
            assert public_outputs(other) == public_outputs(state)
            for seat in range(players):
                mine = _swapped(state, rng, keep=seat)
                assert public_outputs(mine, seat) == public_outputs(state, seat)
            moves = [(m.notation, m.label, m.path, m.reveals)
                     for m in ENGINE.legal_moves(state, state["active"])]
            assert moves == [(m.notation, m.label, m.path, m.reveals)
                             for m in ENGINE.legal_moves(other, state["active"])]
    assert checked > 10


FUZZ_WORDS = ["place", "meditate", "cultivate", "finish", "claim", "renounce", "return",
              "gain", "mirror", "prune", "leaf", "wood", "fruit", "flower", "fl", "fr", "none",
              "1", "2", "3", "4", "5", "0", "-1", "0,1", "1,1", "(0,1)", "99,-99", "green",
              "green_small", "brown_large", "x", "", "#3", ",", "--", "9" * 30, "é", "\\x00"]


@pytest.mark.parametrize("players", [1, 3])
def test_fuzzed_notations_raise_only_illegal_move_and_change_nothing(players: int) -> None:
    rng = Rng(players)
    states, log = random_game(players, 12)
    legal_texts = [n for _, n in log]
    for state in states[::3]:
        seat = state["active"]
        frozen = json.dumps(state, sort_keys=True)
        legal = {m.notation for m in ENGINE.legal_moves(state, seat)} if \
            ENGINE.to_move(state) else set()
        for attempt in range(25):
            if attempt % 2:
                words = [FUZZ_WORDS[rng.below(len(FUZZ_WORDS))] for _ in range(rng.below(5))]
                text = " ".join(words)
            else:  # a legal move of another position, mutated
                text = legal_texts[rng.below(len(legal_texts))]
                if rng.below(2):
                    chars = list(text)
                    chars[rng.below(len(chars))] = "x,-9 "[rng.below(5)]
                    text = "".join(chars)
            for who in (seat, (seat + 1) % players, -1, 7):
                try:
                    ENGINE.apply(state, who, text)
                except IllegalMove as error:
                    assert str(error) and "\\n" not in str(error)
                    continue
                # typed "cultivate" opens the placing (the menu starts a Cultivate with
                # its first tile instead)
                assert who == seat and (ENGINE.canonical(text, state) in legal or (
                    ENGINE.canonical(text, state) == "cultivate"
                    and state["phase"] == "action")), text
        assert json.dumps(state, sort_keys=True) == frozen


def test_non_text_input_is_bad_notation() -> None:
    state = ENGINE.setup(2, 1, {})
    for value in (None, 3, ["place"], b"cultivate"):
        with pytest.raises(IllegalMove):
            ENGINE.apply(state, 0, value)  # type: ignore[arg-type]


def test_at_the_end_the_shown_score_is_the_final_one() -> None:
    """The Parchments are revealed when the game ends, so the public view's score (drawn
    on every board picture and said in the alt text) is each player's final total."""
    states, _ = random_game(2, 4)
    final = states[-1]
    assert ENGINE.is_over(final)
    public = ENGINE.view(final, None)
    totals = [ENGINE.total(s) for s in final["seats"]]
    assert [s["score"] for s in public["seats"]] == totals
    assert any(s["parchment_points"] for s in public["seats"])
