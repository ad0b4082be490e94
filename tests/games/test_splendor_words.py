"""Words, not ids: what players read names cards by what they are and nobles by their
requirement; a forced return is announced before the action; the engine's contract hooks
(rules help, credits, end sentence, tie-break, candidate moves, player spellings)."""

from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from bot import i18n
from bot.games.base import BadNotation, IllegalMove, Result, Standing
from bot.games.splendor.engine import ENGINE, SplendorEngine, settle
from bot.games.splendor.tables import CARD_ORDER, DATA, NOBLE_ORDER
from tests.games.test_splendor_support import english, last_text, position, random_game
from tests.games.test_splendor_turn_end import G4, W4_U4, cards_worth, over, stuck
from tests.words import player_texts

# the internal ids of spec PD-12 (cards 1-W-01 …, nobles N-WU …) and the spec's PD codes
_IDS = re.compile(r"\b[123]-[WUGRK]-\d\d\b|\bN-[WUGRK]{2,3}\b|\bPD-\d+\b")


def _texts(state: dict) -> list[str]:
    """Everything a player may read about ``state``: public events, every seat's prompt,
    private events and move labels and menu steps, the board's last-move line and, at
    the end, the result's details and sentence."""
    texts = player_texts(ENGINE, state)
    if state["last_move"]:
        texts.append(last_text(state))
    return texts


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 5), (4, 8), (2, 21), (4, 34)])
def test_whole_games_show_no_internal_ids(players: int, seed: int) -> None:
    states, _ = random_game(players, seed, buy_bias=0.7)
    assert ENGINE.is_over(states[-1])
    for state in states:
        for text in _texts(state):
            assert not _IDS.search(text), text


def test_the_whole_games_cover_every_kind_of_sentence() -> None:
    # so that the test above is about something: refills, blind reserves, returns,
    # noble visits and purchases from the hand all happen in those games
    seen: Counter[str] = Counter()
    for players, seed in [(2, 3), (3, 5), (4, 8), (2, 21), (4, 34)]:
        states, _ = random_game(players, seed, buy_bias=0.7)
        for state in states:
            for event in english(state["events"]):
                for kind in ("was refilled with", "from the deck", "returned", "visits Player",
                             "from their reserved cards", "The game is over"):
                    seen[kind] += kind in event
            seen["drew"] += any(english(ENGINE.private_events(state, s)) for s in range(players))
    assert all(seen[k] for k in ("was refilled with", "from the deck", "returned",
                                 "visits Player", "from their reserved cards", "drew")), seen


def test_card_and_noble_sentences() -> None:
    state = position(2, seats=[{"tokens": "U3"}], market={"1": ["1-W-02"]},
                     decks={"1": ["1-K-01"]}, nobles=["N-WU"])
    after = ENGINE.apply(state, 0, "buy T1-1")
    assert english(after["events"]) == [
        "Player 1 bought a white card (Level 1, cost 3U) from slot T1-1, paying 3 blue.",
        "Slot T1-1 was refilled with a black card (Level 1, cost 2W 2U 1R).",
    ]
    assert last_text(after) == "bought L1 · white from T1-1"


def test_noble_choice_in_words_and_typed_by_requirement() -> None:
    state = settle(stuck(W4_U4 + G4, ["N-WU", "N-UG", "N-RK"]))
    assert english(ENGINE.prompt(state, 0)) == (
        "Several nobles want to visit you; choose the noble "
                                       "needing 4W 4U or the noble needing 4U 4G.")
    labels = [english(m.label) for m in ENGINE.legal_moves(state, 0)]
    assert labels == ["Choose the noble needing 4W 4U (+3 prestige)",
                      "Choose the noble needing 4U 4G (+3 prestige)"]
    assert ENGINE.find_move(state, 0, "noble 4u 4g").notation == "noble N-UG"
    after = ENGINE.apply(state, 0, "noble 4U 4G")
    assert after["seats"][0]["nobles"][0] == "N-UG"
    with pytest.raises(BadNotation, match="No noble needs 4W 4G"):
        ENGINE.canonical("noble 4W 4G")


def test_a_forced_return_is_announced_before_the_action() -> None:
    state = position(2, seats=[{"tokens": "W3 U3 K3"}])
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    take = moves["take W U G"]
    assert english(take.label) == "Take white, blue, and green (you will hold 12 and must return 2)"
    assert english(take.path) == ("Take 3 different gems · then return 2", "White · Blue · Green")
    assert english(moves["take R R"].label).endswith("(you will hold 11 and must return 1)")
    assert "then return" not in english(moves["reserve T1-1"].label)  # 10 tokens is still allowed
    prompt = english(ENGINE.prompt(state, 0))
    assert "taking 3 gems, you will hold 12 and must return 2 tokens" in prompt
    full = position(2, seats=[{"tokens": "W3 U3 K4"}])
    reserve = next(m for m in ENGINE.legal_moves(full, 0) if m.notation == "reserve D2")
    assert english(reserve.path)[0] == "Reserve · then return 1"
    assert "reserving, you will hold 11 and must return 1 token" in english(ENGINE.prompt(full, 0))
    quiet = position(2, seats=[{"tokens": "W1"}])
    assert "must return" not in english(ENGINE.prompt(quiet, 0))
    assert not any("return" in english(m.label) for m in ENGINE.legal_moves(quiet, 0))


def test_reserved_cards_by_their_place_in_the_hand() -> None:
    state = position(2, seats=[{"reserved": ["1-U-08", ("1-K-08", True)], "tokens": "U4 R4"}])
    buys = [m for m in ENGINE.legal_moves(state, 0) if m.notation in ("buy 1-U-08", "buy 1-K-08")]
    assert [english(m.label) for m in buys] == ["Buy reserved 1: L1 · 1★ blue · pay 4R",
                                       "Buy reserved 2: L1 · 1★ black · pay 4U"]
    assert ENGINE.canonical("buy reserved 2", state) == "buy 1-K-08"
    assert ENGINE.find_move(state, 0, "BUY h1").notation == "buy 1-U-08"
    assert ENGINE.apply(state, 0, "buy reserved 1") == ENGINE.apply(state, 0, "buy 1-U-08")
    with pytest.raises(IllegalMove, match="no reserved card 3"):
        ENGINE.apply(state, 0, "buy reserved 3")
    with pytest.raises(BadNotation, match="needs the game"):
        ENGINE.canonical("buy reserved 1")


# --- the result in words ------------------------------------------------------------------

def _result(*rows: tuple[int, int, int, int], reason: str = "prestige") -> Result:
    standings = [Standing(seat, score, rank, {"cards": score, "nobles": 0, "purchased": n})
                 for seat, score, n, rank in rows]
    return Result(standings, [s.seat for s in standings if s.rank == 1], reason)


def test_end_sentence_explains_the_tie_break() -> None:
    sentence = english(ENGINE.end_sentence(_result((1, 17, 9, 1), (0, 17, 11, 2), (2, 12, 8, 3))))
    assert sentence == ("Player 1 and Player 2 both have 17; Player 2 wins with fewer cards "
                        "(9 against 11).")
    assert english(ENGINE.end_sentence(_result((0, 16, 9, 1), (1, 15, 7, 2)))) == (
        "Player 1 wins with 16 prestige.")
    assert english(ENGINE.end_sentence(_result((0, 17, 9, 1), (1, 17, 9, 1)))) == (
        "Player 1 and Player 2 share the victory with 17 prestige and 9 cards each.")
    assert english(ENGINE.end_sentence(_result((0, 4, 3, 1), (1, 2, 2, 2), reason="deadlock"))) == (
        "Nobody could act any more, so the game stopped. Player 1 wins with 4 prestige.")


def test_end_sentence_of_a_real_tie() -> None:
    a = cards_worth(10)
    b = cards_worth(10, avoid=set(a))
    state = position(3, seats=[{"cards": [*b, "1-W-01"]}, {"cards": a}, {"cards": ["1-W-02"]}])
    result = ENGINE.result(over(state))
    assert result.winners == [1]
    n = len(a)
    assert english(ENGINE.end_sentence(result)) == (
        f"Player 1 and Player 2 both have 10; Player 2 wins "
                                           f"with fewer cards ({n} against {len(b) + 1}).")


def test_tiebreak_ranks_a_resignation_by_fewer_cards() -> None:
    a = cards_worth(10)
    b = cards_worth(10, avoid=set(a))
    state = position(3, seats=[{"cards": [*b, "1-W-01"]}, {"cards": a}, {"cards": ["1-W-02"]}])
    assert ENGINE.tiebreak(state, 1) > ENGINE.tiebreak(state, 0)
    result = ENGINE.resign_result(state, 2)
    assert [(s.seat, s.rank) for s in result.standings] == [(1, 1), (0, 2), (2, 3)]
    assert result.winners == [1] and result.standings[0].breakdown["purchased"] == len(a)
    assert "wins with fewer cards" in english(ENGINE.end_sentence(result))


# --- candidate moves ----------------------------------------------------------------------

PAYMENT = {"seats": [{"tokens": "W1 U2 R2 *1"}], "market": {"1": ["1-G-05"]}}


def test_candidates_drop_payments_that_spend_more_gold() -> None:
    state = position(2, **PAYMENT)
    legal = [m.notation for m in ENGINE.legal_moves(state, 0)]
    kept = [m.notation for m in ENGINE.candidate_moves(state, 0)]
    assert [n for n in legal if n.startswith("buy T1-1")] == [
        "buy T1-1", "buy T1-1 pay U2 R1 *1", "buy T1-1 pay U1 R2 *1"]
    assert [n for n in kept if n.startswith("buy T1-1")] == ["buy T1-1"]
    assert [n for n in kept if not n.startswith("buy")] == [
        n for n in legal if not n.startswith("buy")]
    # with gold spent first by default (PD-3 switched) the gold-free payment is the keeper
    data = copy.deepcopy(DATA)
    data["rules"]["default_payment"]["value"] = "gold_first"
    engine = SplendorEngine(data)
    assert [m.notation for m in engine.candidate_moves(state, 0)
            if m.notation.startswith("buy T1-1")] == ["buy T1-1 pay U2 R2"]


# --- rules help and credits ---------------------------------------------------------------

def test_rules_help_for_players() -> None:
    sections = dict(english(ENGINE.rules_help()))
    assert list(sections) == ["The aim", "A turn", "Letters and symbols",
                              "This bot's own choices", "Typing moves"]
    letters = sections["Letters and symbols"]
    for words in ("W white", "U blue", "G green", "R red", "K black", "* gold", "★"):
        assert words in letters
    own = sections["This bot's own choices"]
    assert "round 100" in own and "passes automatically" in own
    assert all(len(text) <= 1024 for text in sections.values())  # one embed field each
    for text in sections.values():
        assert not _IDS.search(text)
    data = copy.deepcopy(DATA)
    data["rules"]["pass_is_automatic"]["value"] = False
    switched = dict(english(SplendorEngine(data).rules_help()))
    assert "must pass" in switched["This bot's own choices"]


def test_credits() -> None:
    credits = i18n.text(ENGINE.credits)
    assert "Marc André" in credits and "Space Cowboys" in credits
    assert credits.startswith("Splendor (2014) is a game by")


def test_ids_are_still_accepted_when_typed() -> None:
    state = position(2, seats=[{"reserved": ["1-U-08"], "tokens": "R4"}])
    assert ENGINE.find_move(state, 0, "buy 1-u-08").notation == "buy 1-U-08"
    assert len(CARD_ORDER) == 90 and len(NOBLE_ORDER) == 10


def test_splendor_rules_command_messages() -> None:
    from cogs.splendor import rules_messages
    messages = rules_messages()
    assert all(len(m) <= 2000 for m in messages) and len(messages) >= 2
    assert messages[0].startswith("**Splendor** — ") and "Marc André" in messages[0]
    joined = "\n".join(messages)
    for title, _ in ENGINE.rules_help():
        assert f"**{english(title)}**" in joined
