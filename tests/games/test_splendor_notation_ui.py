"""Notation (parse ↔ print), move labels and menu paths, the view's shape, prompts."""

from __future__ import annotations

from collections import defaultdict

import pytest

from bot.games import get_engine
from bot.games.base import BadNotation, IllegalMove
from bot.games.splendor.engine import ENGINE, canonical_notation, payments
from bot.games.splendor.notation import ParsedMove, canonical, format_move, parse
from tests.games.test_splendor_support import (
    english,
    notations,
    play,
    position,
    random_game,
)

CANONICAL = [
    "take W U G", "take G K", "take R", "take R R", "reserve T2-3", "reserve D1",
    "buy T2-3", "buy 1-K-08", "buy T2-3 pay U1 R2 *1", "buy 3-W-04 pay *5",
    "return R K", "return W W", "return W U *", "noble N-WUG", "noble N-RKW", "pass",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_notation_round_trips(text: str) -> None:
    assert format_move(parse(text)) == text


@pytest.mark.parametrize(("typed", "expected"), [
    ("TAKE w u g", "take W U G"),
    ("take g w u", "take W U G"),
    ("  take   red  Red ", "take R R"),
    ("take white blue green", "take W U G"),
    ("Reserve t2-3", "reserve T2-3"),
    ("reserve d3", "reserve D3"),
    ("buy t1-4 PAY *1 u1", "buy T1-4 pay U1 *1"),
    ("buy 1-k-08", "buy 1-K-08"),
    ("buy T1-1 pay U0 R2", "buy T1-1 pay R2"),
    ("return k r", "return R K"),
    ("return W2 *", "return W W *"),
    ("noble n-wug", "noble N-WUG"),
])
def test_input_is_forgiving_output_is_canonical(typed: str, expected: str) -> None:
    assert canonical(typed) == expected == canonical_notation(typed)


@pytest.mark.parametrize("text", [
    "", "   ", "hello", "take", "take W U G R", "take R R G", "take X", "take 2 R",
    "reserve", "reserve T4-1", "reserve T1-5", "reserve D4", "reserve T1-1 T1-2",
    "reserve 2-R-03", "reserve X", "buy", "buy T1-1 pay", "buy T1-1 W1", "buy T1-1 pay W",
    "buy T1-1 pay W1 W1", "buy T1-1 pay U0", "buy 1-W-09", "buy 4-W-01", "buy nothing",
    "return", "return X", "return 2", "noble", "noble N-XYZ", "noble N-WK", "noble N-WU N-UG",
    "pass W",
])
def test_bad_notation(text: str) -> None:
    with pytest.raises(BadNotation) as error:
        parse(text)
    assert isinstance(error.value, IllegalMove)
    assert english(error.value.message).endswith(".")


def test_buying_from_a_deck_is_a_rule_not_a_typo() -> None:
    with pytest.raises(IllegalMove, match="reserve the top card first") as error:
        parse("buy D2")
    assert not isinstance(error.value, BadNotation)


def test_parsed_move_fields() -> None:
    assert parse("buy T2-3 pay U1 *2") == ParsedMove(
        "buy", tier=2, position=3, pay=(0, 1, 0, 0, 0, 2))
    assert parse("reserve D2") == ParsedMove("reserve", tier=2, position=0)
    assert parse("take R R").counts == (0, 0, 0, 2, 0, 0)


def test_engine_canonical_and_find_move() -> None:
    state = ENGINE.setup(2, 1, {})
    assert ENGINE.canonical("take g w u") == "take W U G"
    assert ENGINE.find_move(state, 0, "TAKE  g w u").notation == "take W U G"
    assert ENGINE.find_move(state, 0, "take nonsense") is None
    assert ENGINE.find_move(state, 1, "take W U G") is None
    with pytest.raises(BadNotation):
        ENGINE.canonical("fly away")
    assert ENGINE.undo_within_turn is False  # PD-11


def test_engine_is_registered() -> None:
    engine = get_engine("splendor")
    assert engine is ENGINE and engine.title == "Splendor"
    # the project's own numbers in plain words, never as the spec's PD codes
    for words in ("exactly one of each colour left", "passes automatically", "round 100",
                  "replaced in the same slot", "shown to everyone at the end"):
        assert words in engine.rules_summary
    assert "PD-" not in engine.rules_summary


# --- labels and menus ---------------------------------------------------------------------

def check_menus(moves: list) -> None:
    paths = [m.path for m in moves]
    assert len(set(paths)) == len(paths), "every move has its own path"
    assert len({m.notation for m in moves}) == len(moves)
    groups: dict[tuple[str, ...], set[str]] = defaultdict(set)
    leaves = set(paths)
    for path in paths:
        for depth in range(len(path)):
            groups[path[:depth]].add(path[depth])
            # a step is either a final choice or a sub-menu, never both
            assert depth == len(path) - 1 or path[:depth + 1] not in leaves
    for prefix, options in groups.items():
        assert len(options) <= 25, (prefix, len(options))
    for move in moves:
        assert english(move.label) and len(english(move.label)) <= 80
        assert all(0 < len(step) <= 80 for step in english(move.path))
        # a card bought with its one payment says on its button what is paid when that
        # is not its printed cost: longer, within a button
        paid = move.steps[-1].id in ("splendor-step-card-pay", "splendor-step-card-free")
        assert len(english(move.path)[-1]) <= (66 if paid else 34), english(move.path)


def test_labels_and_menus_over_random_games() -> None:
    for players, seed in [(2, 1), (3, 4), (4, 2)]:
        states, _ = random_game(players, seed, buy_bias=0.5)
        for state in states:
            if state["phase"] != "over":
                check_menus(ENGINE.legal_moves(state, state["active"]))


def test_payment_menu_is_split_by_gold_when_long() -> None:
    cards = ["1-U-01", "1-G-01", "1-R-01", "1-R-02", "1-R-03", "1-R-04", "1-K-01", "1-K-02"]
    state = position(2, seats=[{"cards": cards, "tokens": "U2 G2 R1 K1 *4"}],
                     market={"3": ["3-W-01"]})
    moves = [m for m in ENGINE.legal_moves(state, 0) if m.notation.startswith("buy T3-1")]
    assert len(moves) == 31 == len(payments([0, 2, 2, 1, 1], [0, 2, 2, 1, 1, 4]))
    assert english(moves[0].path) == ("Buy", "From the market", "L3 · 3★ white · costs 3U 3G 5R 3K",
                             "Auto pay: 2U 2G 1R 1K")
    assert english(moves[1].path)[3].startswith("Using ") and len(english(moves[1].path)) == 5
    check_menus(ENGINE.legal_moves(state, 0))


def test_card_label_style() -> None:
    state = position(2, market={"2": ["2-R-03"]})
    move = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "reserve T2-1")
    assert english(move.path) == ("Reserve", "Level 2 market", "L2 · 2★ red · costs 3W 5K")
    assert english(move.label) == "Reserve T2-1: L2 · 2★ red · costs 3W 5K"
    blind = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "reserve D1")
    assert english(blind.path) == ("Reserve", "From a deck", "Level 1 deck (blind)")


# --- view and prompt --------------------------------------------------------------------

VIEW_KEYS = {"game", "schema", "players", "viewer", "round", "active", "phase", "to_move",
             "supply", "market", "deck_counts", "nobles", "seats", "end_triggered",
             "end_reason", "last_move", "pending", "events"}
SEAT_KEYS = {"tokens", "token_count", "cards", "bonuses", "prestige", "nobles", "reserved"}


def test_view_has_exactly_the_agreed_shape() -> None:
    state = play(ENGINE.setup(3, 4, {}), "take W U G", "reserve D2")
    view = ENGINE.view(state, 1)
    assert set(view) == VIEW_KEYS
    assert view["game"] == "splendor" and view["schema"] == 1 and view["viewer"] == 1
    assert view["players"] == 3 and view["phase"] == "action" and view["to_move"] == [2]
    assert set(view["supply"]) == {"white", "blue", "green", "red", "black", "gold"}
    assert set(view["market"]) == set(view["deck_counts"]) == {"1", "2", "3"}
    assert view["deck_counts"] == {"1": 36, "2": 25, "3": 16}
    for seat in view["seats"]:
        assert set(seat) == SEAT_KEYS
        assert set(seat["tokens"]) == set(view["supply"])
        assert set(seat["bonuses"]) == {"white", "blue", "green", "red", "black"}
    assert view["seats"][0]["token_count"] == 3
    assert view["seats"][1]["reserved"][0]["blind"] is True
    # the board's last-move line is a message (as JSON), put into words by the renderer
    assert view["last_move"] == {"seat": 1, "slot": None, "text": {
        "id": "splendor-last-reserved-deck", "args": {"tier": 2}}}
    assert view["pending"] is None and view["end_reason"] is None
    assert ENGINE.view(state, None)["viewer"] is None


def test_view_pending_and_phase() -> None:
    state = play(position(2, seats=[{"tokens": "W2 U2 G2 R2 K2"}]), "take W U G")
    view = ENGINE.view(state, None)
    assert view["phase"] == "return" and view["pending"] == {"kind": "return", "count": 3}
    assert english(view["events"]) == ["Player 1 took white, blue, and green.",
                                       "Player 1 holds 13 tokens and must return 3 tokens."]


def test_prompts() -> None:
    state = ENGINE.setup(2, 1, {})
    assert english(ENGINE.prompt(state, 0)).startswith(
        "Your turn: take gems, reserve a card or buy")
    assert english(ENGINE.prompt(state, 1)) == "Waiting for Player 1 to take their turn."


def test_legal_moves_for_a_seat_not_to_move_is_empty() -> None:
    state = ENGINE.setup(2, 1, {})
    assert ENGINE.legal_moves(state, 1) == []
    assert notations(state, 0)
