"""Illegal-move fuzzing and exactness of ``legal_moves``.

Random text and near-miss moves must raise only :class:`IllegalMove` (with one sentence),
never another exception, and never change the state. For every candidate notation,
``apply`` succeeds exactly when its canonical spelling is among the legal moves."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.base import BadNotation, IllegalMove, NotYourDecision
from bot.games.splendor.engine import ENGINE
from bot.games.splendor.notation import canonical
from bot.games.splendor.tables import CARD_ORDER, LETTERS, NOBLE_ORDER
from tests.games.test_splendor_support import english, random_game

_SAMPLES: list[dict] = []


def sample_states() -> list[dict]:
    """States from a few random games, every phase included."""
    if not _SAMPLES:
        for players, seed, bias in [(2, 1, 0.0), (3, 2, 0.5), (4, 3, 0.9), (2, 6, 0.0)]:
            states, _ = random_game(players, seed, bias, never_buy=seed == 6)
            _SAMPLES.extend(states[::6])
            _SAMPLES.extend(s for s in states if s["phase"] in ("return", "noble"))
    return _SAMPLES


def assert_rejected_cleanly(state: dict, seat: object, text: object) -> IllegalMove:
    frozen = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove) as error:
        ENGINE.apply(state, seat, text)  # type: ignore[arg-type]
    assert str(error.value) == english(error.value.message)
    for language in ("en", "it", "fr"):
        message = english(error.value.message, language)
        assert message.endswith(".") and "\n" not in message
        assert not re.search(r"\. [A-Z]", message), f"more than one sentence: {message}"
    assert json.dumps(state, sort_keys=True) == frozen
    return error.value


def candidates(state: dict, rng: random.Random) -> list[str]:
    """Many notations, legal and not, in and out of canonical form."""
    colours = list(LETTERS)
    texts = ["pass", "pass now"]
    for size in (1, 2, 3, 4):
        for combo in itertools.combinations_with_replacement(colours, size):
            texts.append("take " + " ".join(combo))
            texts.append("return " + " ".join(combo))
    slots = [f"T{t}-{p}" for t in (1, 2, 3) for p in (1, 2, 3, 4)]
    texts += [f"reserve {s}" for s in [*slots, "D1", "D2", "D3"]]
    texts += [f"buy {s}" for s in slots] + [f"buy {cid}" for cid in CARD_ORDER]
    texts += [f"noble {n}" for n in NOBLE_ORDER]
    held = [r["id"] for r in state["seats"][state["active"]]["reserved"]]
    targets = slots + held
    for _ in range(150):
        amounts = [f"{c}{rng.randint(0, 3)}" for c in colours if rng.random() < 0.5]
        if amounts:
            texts.append(f"buy {rng.choice(targets)} pay {' '.join(amounts)}")
    return texts


def test_apply_succeeds_exactly_for_legal_moves() -> None:
    rng = random.Random(5)
    checked = 0
    for state in sample_states()[::3]:
        if ENGINE.is_over(state):
            continue
        seat = state["active"]
        legal = {m.notation for m in ENGINE.legal_moves(state, seat)}
        assert len(legal) == len(ENGINE.legal_moves(state, seat)), "no duplicate moves"
        # every legal move, including every custom payment, applies
        texts = candidates(state, rng) + sorted(legal)
        for text in texts:
            try:
                spelled = canonical(text)
            except BadNotation:
                assert_rejected_cleanly(state, seat, text)
                continue
            if spelled in legal:
                ENGINE.apply(state, seat, text)
            else:
                assert_rejected_cleanly(state, seat, text)
            checked += 1
    assert checked > 5000


def mutate(text: str, rng: random.Random) -> str:
    words = text.split()
    choice = rng.randrange(7)
    if choice == 0 and words:
        words.pop(rng.randrange(len(words)))
    elif choice == 1 and words:
        words.insert(rng.randrange(len(words) + 1), rng.choice(words))
    elif choice == 2:
        words.append(rng.choice(["pay", "W1", "*", "T9-9", "D0", "0-W-01", "N-WK", "x", "99"]))
    elif choice == 3:
        chars = list(text)
        if chars:
            chars[rng.randrange(len(chars))] = rng.choice("WUGRK*-0123456789 xTDN")
        return "".join(chars)
    elif choice == 4:
        return text.swapcase()
    elif choice == 5 and words:
        words[0] = rng.choice(["take", "buy", "reserve", "return", "noble", "pass", "TAKE"])
    else:
        rng.shuffle(words)
    return " ".join(words)


def test_near_miss_moves() -> None:
    rng = random.Random(11)
    for state in sample_states()[::2]:
        if ENGINE.is_over(state):
            assert_rejected_cleanly(state, 0, "take W U G")
            continue
        seat = state["active"]
        legal = {m.notation for m in ENGINE.legal_moves(state, seat)}
        for move in rng.sample(sorted(legal), min(5, len(legal))):
            for _ in range(6):
                text = mutate(move, rng)
                try:
                    ENGINE.apply(state, seat, text)
                except IllegalMove:
                    assert_rejected_cleanly(state, seat, text)
                else:
                    assert canonical(text) in legal
            other = (seat + 1) % state["players"]
            error = assert_rejected_cleanly(state, other, move)
            assert isinstance(error, NotYourDecision)


@settings(max_examples=150, deadline=None)
@given(text=st.one_of(
    st.text(max_size=40),
    st.from_regex(r"(take|buy|reserve|return|noble|pass)( [A-Za-z0-9*\-]{0,6}){0,5}",
                  fullmatch=True),
), index=st.integers(0, 10_000))
def test_random_text_raises_only_illegal_move(text: str, index: int) -> None:
    states = sample_states()
    state = states[index % len(states)]
    seat = ENGINE.to_move(state)[0] if ENGINE.to_move(state) else 0
    try:
        ENGINE.apply(state, seat, text)
    except IllegalMove:
        assert_rejected_cleanly(state, seat, text)
    else:
        assert canonical(text) in {m.notation for m in ENGINE.legal_moves(state, seat)}


@pytest.mark.parametrize("seat", [-1, 5, None, "0", 1.5, 0.0, False])
def test_strange_seats_are_not_your_decision(seat: object) -> None:
    state = ENGINE.setup(2, 1, {})
    error = assert_rejected_cleanly(state, seat, "take W U G")
    assert isinstance(error, NotYourDecision)


@pytest.mark.parametrize("text", [None, 42, b"take W U G", ["take", "W"]])
def test_non_text_is_bad_notation(text: object) -> None:
    error = assert_rejected_cleanly(ENGINE.setup(2, 1, {}), 0, text)
    assert isinstance(error, BadNotation)
