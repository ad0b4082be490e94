"""Splendor renderer: every view shape draws to a sane PNG and leaks nothing in alt text.

Views are built by hand from the card data (``make_view``), so these tests run before the
engine exists; when ``bot.games.splendor`` is present, real engine views are drawn too.
"""

from __future__ import annotations

import importlib.util
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.games.data import load_game_data
from rendering import splendor as sr
from rendering.base import DecisionChoice, get_renderer

DATA = load_game_data("splendor")
GEMS = DATA["gem_colors"]
COLOURS = [colour["id"] for colour in DATA["colors"]]
NAMES = ["Alice", "Bartholomew the Magnificent", "Chen", "Dee"]


def make_view(players: int = 4, seed: int = 1, progress: float = 1.0,
              phase: str = "action", blind: bool = True) -> dict[str, Any]:
    """A plausible public view: ``progress`` 0 is a fresh table, 1 a late game.

    Cards, nobles and costs come from the data; holdings are random but consistent
    (bonuses match cards, prestige matches cards and nobles, tokens are conserved).
    """
    rng = random.Random(seed)
    decks = {t: [c["id"] for c in DATA["cards"]["items"] if c["tier"] == t] for t in (1, 2, 3)}
    for deck in decks.values():
        rng.shuffle(deck)
    nobles = [n["id"] for n in DATA["nobles"]["items"]]
    rng.shuffle(nobles)
    nobles = nobles[: players + 1]
    per_colour = DATA["setup"]["gem_tokens_per_color"]["by_player_count"][str(players)]
    supply = {g: per_colour for g in GEMS} | {"gold": 5}
    market = {str(t): [decks[t].pop() for _ in range(4)] for t in (1, 2, 3)}
    cards_by_id = {c["id"]: c for c in DATA["cards"]["items"]}
    seats = []
    for seat in range(players):
        owned = [decks[1].pop() for _ in range(int(7 * progress))]
        owned += [decks[2].pop() for _ in range(int(4 * progress))]
        owned += [decks[3].pop() for _ in range(int(1.5 * progress))]
        bonuses = {g: sum(cards_by_id[i]["bonus"] == g for i in owned) for g in GEMS}
        tokens = {k: 0 for k in COLOURS}
        for _ in range(int(9 * progress) if progress else 0):
            colour = rng.choice(COLOURS)
            if supply[colour] > 0:
                supply[colour] -= 1
                tokens[colour] += 1
        reserved = []
        for index in range(min(3, int(3 * progress) - (seat % 2))):
            tier = rng.choice((1, 2, 3))
            card = decks[tier].pop()
            is_blind = blind and index == 0 and seat % 2 == 1
            reserved.append({"id": None if is_blind else card, "tier": tier, "blind": is_blind,
                             "_secret": card})
        won = []
        if progress >= 1 and seat < 2 and nobles:
            won.append(nobles.pop())
        prestige = sum(cards_by_id[i]["points"] for i in owned) + 3 * len(won)
        seats.append({"tokens": tokens, "token_count": sum(tokens.values()), "cards": owned,
                      "bonuses": bonuses, "prestige": prestige, "nobles": won,
                      "reserved": reserved})
    secrets = {s: [r.pop("_secret") for r in seat["reserved"]] for s, seat in enumerate(seats)}
    active = 2 % players
    over = phase == "over"
    view = {
        "game": "splendor", "schema": 1, "players": players, "viewer": None,
        "round": 1 + int(24 * progress), "active": active, "phase": phase,
        "to_move": [] if over else [active], "supply": supply, "market": market,
        "deck_counts": {str(t): len(decks[t]) for t in (1, 2, 3)}, "nobles": nobles,
        "seats": seats, "end_triggered": over or progress >= 1,
        "end_reason": "prestige" if over else None,
        "last_move": None if progress == 0 else
        {"seat": (active - 1) % players, "text": "bought a card", "slot": "T2-3"},
        "pending": None, "events": [],
    }
    view["_secrets"] = secrets  # test-only: the ids of blind reserves, to check for leaks
    return view


def public(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if not k.startswith("_")}


def owner_view(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """What ``seat`` itself would see: its own blind reserves named."""
    own = public(view)
    own["viewer"] = seat
    own["seats"] = list(own["seats"])
    own["seats"][seat] = dict(own["seats"][seat])
    own["seats"][seat]["reserved"] = [
        dict(r, id=view["_secrets"][seat][i])
        for i, r in enumerate(view["seats"][seat]["reserved"])
    ]
    return own


def open_png(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def assert_opaque_board(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = open_png(data)
    assert image.mode in ("RGB", "P")
    assert "transparency" not in image.info
    return image


def test_registered() -> None:
    assert get_renderer("splendor") is sr.RENDERER
    assert sr.RENDERER.game == "splendor"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("progress", [0.0, 0.5, 1.0])
def test_board_renders(players: int, progress: float) -> None:
    view = make_view(players, seed=players, progress=progress)
    names = NAMES[:players]
    rendered = sr.RENDERER.board(public(view), names)
    image = assert_opaque_board(rendered.png)
    assert 1000 <= image.width <= 1200
    assert rendered.filename == "board.png"
    assert len(rendered.alt) <= 1024
    assert names[view["active"]] in rendered.alt
    # board() is the first of boards(): the market, then the players.
    market, players_image = sr.RENDERER.boards(public(view), names)
    assert market.png == rendered.png and market.alt == rendered.alt
    assert players_image.filename == "players.png"
    for picture in (market, players_image):
        image = assert_opaque_board(picture.png)
        # Portrait for phones, but never so tall that Discord shrinks it to a strip.
        assert image.width == sr.WIDTH and 0.55 <= image.width / image.height <= 1.1
        assert len(picture.png) <= 300_000 and len(picture.alt) <= 1024


def test_alt_never_names_blind_reserves() -> None:
    view = make_view(4, seed=7)
    secrets = [view["_secrets"][s][i] for s, seat in enumerate(view["seats"])
               for i, r in enumerate(seat["reserved"]) if r["blind"]]
    assert secrets, "the fixture should hold blind reserves"
    alt = sr.RENDERER.board(public(view), NAMES).alt
    for card_id in secrets:
        assert card_id not in alt
    # Even a seat's own view, which names its blind cards, keeps them out of alt text.
    owner = next(s for s, seat in enumerate(view["seats"])
                 if any(r["blind"] for r in seat["reserved"]))
    alt = sr.RENDERER.board(owner_view(view, owner), NAMES).alt
    for card_id in secrets:
        assert card_id not in alt


def test_game_over_and_pending_states() -> None:
    view = public(make_view(3, seed=3, phase="over"))
    rendered = sr.RENDERER.board(view, NAMES[:3])
    assert_opaque_board(rendered.png)
    assert "Game over" in rendered.alt
    assert "Game over" in sr.headline(view, NAMES[:3])

    view = public(make_view(4, seed=4))
    view["phase"], view["pending"] = "return", {"kind": "return", "count": 2}
    assert "return 2 tokens" in sr.RENDERER.board(view, NAMES).alt

    view = public(make_view(4, seed=5))
    view["phase"] = "noble"
    view["pending"] = {"kind": "noble", "options": view["nobles"][:2]}
    assert "noble" in sr.RENDERER.board(view, NAMES).alt


def test_odd_names_draw() -> None:
    view = public(make_view(4, seed=6))
    names = ["🦊", "Zoë 🎲✨", "", "W" * 80]
    rendered = sr.RENDERER.board(view, names)
    assert_opaque_board(rendered.png)
    # Names keep their emoji (drawn with the shipped emoji face); a blank one becomes a seat.
    assert "Seat 3" in rendered.alt and "🦊" in rendered.alt and "Zoë 🎲✨" in rendered.alt
    assert_opaque_board(sr.RENDERER.board(view, []).png)


def test_winners_follow_prestige_then_fewest_cards() -> None:
    view = public(make_view(3, seed=9, phase="over"))
    for seat, (prestige, cards) in enumerate([(15, 12), (15, 10), (14, 3)]):
        view["seats"][seat]["prestige"] = prestige
        view["seats"][seat]["cards"] = ["1-W-01"] * cards
    assert sr.winners(view) == [1]


def test_empty_slots_and_decks_draw() -> None:
    view = public(make_view(2, seed=11))
    view["market"]["3"] = [None, "3-W-01", None, None]
    view["deck_counts"] = {"1": 0, "2": 0, "3": 0}
    view["last_move"] = {"seat": 0, "text": "reserved a Level 3 card from the deck", "slot": "D3"}
    assert_opaque_board(sr.RENDERER.board(view, ["A", "B"]).png)


@pytest.mark.parametrize("seat", [0, 1])
def test_hand_renders(seat: int) -> None:
    own = owner_view(make_view(2, seed=12), seat)
    rendered = sr.RENDERER.hand(own, seat, NAMES[:2])
    assert rendered is not None
    assert rendered.filename == "hand.png"
    image = assert_opaque_board(rendered.png)
    assert 1.0 <= image.width / image.height <= 4 / 3
    assert len(rendered.alt) <= 1024
    for entry in own["seats"][seat]["reserved"]:
        assert sr.card_words(entry["id"]) in rendered.alt


def test_hand_without_reserves() -> None:
    view = public(make_view(2, seed=13, progress=0.0))
    view["viewer"] = 0
    rendered = sr.RENDERER.hand(view, 0, NAMES[:2])
    assert rendered is not None and "No reserved cards" in rendered.alt


def test_purchase_outlook_uses_bonuses_and_gold() -> None:
    # Rule spec example W2: 3-W-04 costs W3 K7; bonuses W1 K4; tokens W1 U1 K2 *2.
    seat = {"bonuses": {"white": 1, "blue": 0, "green": 0, "red": 0, "black": 4},
            "tokens": {"white": 1, "blue": 1, "green": 0, "red": 0, "black": 2, "gold": 2}}
    outlook = sr.purchase_outlook("3-W-04", seat)
    assert outlook["due"]["white"] == 2 and outlook["due"]["black"] == 3
    assert outlook["gold_needed"] == 2 and outlook["affordable"]


def test_every_card_and_noble_draws() -> None:
    for card in DATA["cards"]["items"]:
        face = sr.card_face(card["id"])
        assert face.size == (sr.CARD_W, sr.CARD_H)
        assert sr.mini_card(card["id"]).size == (sr.MINI_W, sr.MINI_H)
        assert sr.mini_card(card["id"], blind=True).size == (sr.MINI_W, sr.MINI_H)
    for noble in DATA["nobles"]["items"]:
        assert sr.noble_tile(noble["id"]).size == (sr.NOBLE_W, sr.NOBLE_H)
    for tier in (1, 2, 3):
        assert sr.mini_back(tier).size == (sr.MINI_W, sr.MINI_H)
        assert sr.deck_back(tier, 0).size == sr.deck_back(tier, 30).size


def test_fonts_come_from_the_project() -> None:
    from rendering import common

    font = common.font(20)
    assert str(common.FONT_DIR) in font.path


# --- real engine views, once the engine exists ---------------------------------------------

HAVE_ENGINE = importlib.util.find_spec("bot.games.splendor") is not None


def _play(players: int, seed: int, turns: int) -> tuple[Any, Any]:
    from bot.games.splendor.engine import ENGINE

    state = ENGINE.setup(players, seed, {})
    rng = random.Random(seed)
    for _ in range(turns):
        seats = ENGINE.to_move(state)
        if not seats:
            break
        seat = seats[0]
        move = rng.choice(ENGINE.legal_moves(state, seat))
        state = ENGINE.apply(state, seat, move.notation)
    return ENGINE, state


@pytest.mark.skipif(not HAVE_ENGINE, reason="bot.games.splendor is not written yet")
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("turns", [0, 40, 400])
def test_engine_views_render(players: int, turns: int) -> None:
    engine, state = _play(players, seed=100 + players, turns=turns)
    view = engine.view(state, None)
    names = NAMES[:players]
    rendered = sr.RENDERER.board(view, names)
    image = assert_opaque_board(rendered.png)
    assert 1000 <= image.width <= 1200
    assert len(rendered.alt) <= 1024
    for seat in engine.to_move(state):
        assert names[seat] in rendered.alt
    pictures = sr.RENDERER.boards(view, names)
    assert [p.filename for p in pictures] == ["board.png", "players.png"]
    for seat in range(players):
        assert names[seat] in pictures[1].alt
        own = engine.view(state, seat)
        hand = sr.RENDERER.hand(own, seat, names)
        assert hand is not None
        assert_opaque_board(hand.png)
    for seat in engine.to_move(state):
        own = engine.view(state, seat)
        choices = [DecisionChoice(str(n), (move.notation,))
                   for n, move in enumerate(engine.legal_moves(state, seat), start=1)
                   if move.marker or move.notation.split()[0] in ("buy", "reserve")][:20]
        decision = sr.RENDERER.decision(own, seat, names, choices)
        assert decision is not None
        assert_opaque_board(decision.png)
        assert len(decision.alt) <= 1024
