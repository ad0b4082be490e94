"""Splendor's pictures read on a phone (issue 9): the 3 % font rule measured over every
font size a render asks for, marks that never cover a cost, a key on every board, words
in the alt text, and the decision picture from one player's side."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.games.message import msg
from rendering import common as c
from rendering import grids
from rendering import splendor as sr
from rendering.base import DecisionChoice
from tests.rendering.test_splendor_render import DATA, NAMES, make_view, owner_view, public

EMOJI_NAMES = ["Alice 🦊", "Bartholomew the Magnificent 👍🏽", "", "Dee 🇫🇷"]


def _size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


def _market_choices(view: dict[str, Any], seat: int) -> list[DecisionChoice]:
    """One numbered choice per market card and per own reserved card, as the panel of a
    "buy" step would offer them."""
    choices = []
    number = 1
    for tier in (1, 2, 3):
        for position, card in enumerate(view["market"][str(tier)], start=1):
            if card:
                choices.append(DecisionChoice(str(number), (f"buy T{tier}-{position}",)))
                number += 1
    for entry in view["seats"][seat]["reserved"]:
        if entry["id"]:
            choices.append(DecisionChoice(str(number), (f"buy {entry['id']}",)))
            number += 1
    return choices


def _views() -> list[tuple[str, dict[str, Any], int]]:
    cases = []
    for players in (2, 3, 4):
        for progress in (0.0, 0.5, 1.0):
            cases.append((f"{players}p-{progress}", make_view(players, players, progress), 1))
    over = make_view(4, seed=3, phase="over")
    cases.append(("over", over, 0))
    # PD-9: at the end every blind reserve is named, with its "blind" tag, to everyone.
    revealed = make_view(4, seed=7, phase="over")
    for s, seat_view in enumerate(revealed["seats"]):
        for i, entry in enumerate(seat_view["reserved"]):
            entry["id"] = revealed["_secrets"][s][i]
    assert any(r["blind"] for seat_view in revealed["seats"] for r in seat_view["reserved"])
    cases.append(("revealed", revealed, 1))
    pending = make_view(3, seed=4)
    pending["phase"], pending["pending"] = "return", {"kind": "return", "count": 2}
    cases.append(("return", pending, 2))
    noble = make_view(4, seed=5)
    noble["phase"] = "noble"
    noble["pending"] = {"kind": "noble", "options": noble["nobles"][:2]}
    cases.append(("noble", noble, 2))
    empty = make_view(2, seed=11)
    empty["market"]["3"] = [None, "3-W-01", None, None]
    empty["deck_counts"] = {"1": 0, "2": 0, "3": 0}
    empty["last_move"] = {"seat": 0, "text": "reserved a Level 3 card from the deck",
                          "slot": "D3"}
    cases.append(("empty", empty, 0))
    return cases


def _pictures(view: dict[str, Any], seat: int) -> dict[str, Any]:
    """Every picture of a position, each as a thunk so its fonts are recorded alone."""
    names = EMOJI_NAMES[: view["players"]]
    own = owner_view(view, seat)
    choices = _market_choices(own, seat)
    if view["phase"] == "noble":
        choices = [DecisionChoice(str(i + 1), (f"noble {n}",))
                   for i, n in enumerate(view["pending"]["options"])]
    return {
        "market": lambda: sr.RENDERER.boards(public(view), names)[0],
        "players": lambda: sr.RENDERER.boards(public(view), names)[1],
        "decision": lambda: sr.RENDERER.decision(own, seat, names, choices),
        "hand": lambda: sr.RENDERER.hand(own, seat, names),
    }


@pytest.mark.parametrize(("label", "view", "seat"), _views(), ids=lambda v: v
                         if isinstance(v, str) else "")
def test_every_font_is_at_least_three_percent_of_the_width(label: str, view: dict,
                                                            seat: int) -> None:
    """Issue 9: every number, letter or symbol is drawn at ≥ 3 % of the image width. All
    sprite caches are emptied first, so cached card faces, chips and text are drawn again
    and their font sizes recorded too."""
    for kind, render in _pictures(view, seat).items():
        c.clear_caches()
        with c.record_font_sizes() as sizes:
            picture = render()
        assert picture is not None
        width, _ = _size(picture.png)
        assert sizes, f"{label} {kind}: no text recorded"
        floor = grids.MIN_FONT_FRACTION * width
        small = sorted({s for s in sizes if s < floor})
        assert not small, f"{label} {kind}: font sizes {small} below {floor:.0f} px"


def test_recording_sees_cached_sprites_only_after_clearing() -> None:
    view = public(make_view(2, seed=2))
    sr.RENDERER.board(view, NAMES[:2])
    with c.record_font_sizes() as warm:
        sr.market_image(view, NAMES[:2])
    c.clear_caches()
    with c.record_font_sizes() as cold:
        sr.market_image(view, NAMES[:2])
    # Card faces are cached: a warm render asks for far fewer fonts than a cold one.
    assert len(cold) > len(warm)
    assert sr.F_POINTS in cold


# --- nothing drawn over anything else --------------------------------------------------


def _card_region_equal(image: Image.Image, box: c.Box, card_id: str) -> bool:
    """The card above its foot strip is exactly the cached face (marks, badges and
    frames left it alone). Rounded corners are skipped: a frame hugs them from outside."""
    face = sr.card_face(card_id)
    x0, y0 = box[:2]
    top = (14, 2, sr.CARD_W - 14, 14)
    body = (2, 14, sr.CARD_W - 2, sr.CARD_H - sr.STRIP_H)
    for left, upper, right, lower in (top, body):
        drawn = image.crop((x0 + left, y0 + upper, x0 + right, y0 + lower))
        clean = face.crop((left, upper, right, lower))
        if ImageChops.difference(drawn, clean).getbbox() is not None:
            return False
    return True


@pytest.mark.parametrize("slot", [f"T{t}-{p}" for t in (1, 2, 3) for p in (1, 2, 3, 4)])
def test_last_mark_never_covers_a_cost(slot: str) -> None:
    view = public(make_view(4, seed=8))
    view["last_move"] = {"seat": 0, "text": "bought a card", "slot": slot}
    image = sr.market_image(view, NAMES)
    for tier in (1, 2, 3):
        for position, card_id in enumerate(view["market"][str(tier)], start=1):
            assert _card_region_equal(image, sr.slot_box(tier, position), card_id)


def test_decision_badges_and_ticks_never_cover_a_cost() -> None:
    view = make_view(4, seed=4)
    own = owner_view(view, 1)
    # Two badges per card (buy and reserve as separate buttons), two digits each.
    choices = []
    for tier in (1, 2, 3):
        for position in (1, 2, 3, 4):
            slot = f"T{tier}-{position}"
            choices.append(DecisionChoice(str(10 + len(choices)), (f"buy {slot}",)))
            choices.append(DecisionChoice(str(10 + len(choices)), (f"reserve {slot}",)))
    image = sr.decision_image(own, 1, NAMES, choices)
    for tier in (1, 2, 3):
        for position, card_id in enumerate(own["market"][str(tier)], start=1):
            assert _card_region_equal(image, sr.slot_box(tier, position, sr.D_MARKET_Y),
                                      card_id)


def test_strip_marks_stay_inside_the_strip() -> None:
    box = (0, 0, sr.CARD_W, sr.CARD_H)
    marks = sr.Marks({"T2-3": ["12", "13", "14"]}, {"T2-3"}, "T2-3")
    blank = Image.new("RGB", (sr.CARD_W, sr.CARD_H), (1, 2, 3))
    drawn = blank.copy()
    sr._strip_marks(drawn, box, "T2-3", marks, "T2-3")
    changed = ImageChops.difference(drawn, blank).getbbox()
    assert changed is not None
    x0, y0, x1, y1 = sr.strip_box(box)
    assert x0 <= changed[0] and y0 <= changed[1] and changed[2] <= x1 and changed[3] <= y1


def test_blind_tag_has_its_own_column() -> None:
    """The reserved card's cost pills never reach the column the "blind" tag uses, and
    the tag changes nothing outside it."""
    column = sr.MINI_TAG_X
    for card in DATA["cards"]["items"]:
        plain = sr.mini_card(card["id"])
        blind = sr.mini_card(card["id"], blind=True)
        diff = ImageChops.difference(plain, blind).getbbox()
        assert diff is not None and diff[0] >= column
        right = plain.crop((column, 6, sr.MINI_W - 6, sr.MINI_H - 6))
        assert len(set(right.get_flattened_data())) == 1, card["id"]
        # ... and neighbouring pills do not touch each other.
        widths = [sr.mini_pill(g, n).width for g, n in sr._cost_items(card["cost"])]
        assert all(w <= sr.MINI_PITCH - 2 for w in widths), card["id"]


def test_noble_requirements_do_not_touch() -> None:
    for noble in DATA["nobles"]["items"]:
        pills = [sr.need_pill(g, n) for g, n in sr._cost_items(noble["requirement"])]
        assert sum(p.width for p in pills) + 4 * (len(pills) + 1) <= sr.NOBLE_W - 12


# --- a key on every board ----------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_board_image_has_a_key_for_what_it_shows(language: str) -> None:
    market_key = " ".join(sr._key(language, sr.MARKET_KEY))
    for symbol in ("◆", "3W", "T2-3", "D2"):
        assert symbol in market_key
    players_key = " ".join(sr._key(language, sr.PLAYERS_KEY))
    for symbol in ("●", "Σ", "■", "▮", "♛", "★", str(sr.TOKEN_LIMIT)):
        assert symbol in players_key
    decision_key = " ".join(sr._key(language, sr.DECISION_KEY))
    assert "✓" in decision_key and "1" in decision_key
    # Each image draws its key (and the W U G R K * row) below everything else.
    for players in (2, 3, 4):
        view = public(make_view(players, seed=players))
        for image, top in ((sr.market_image(view, NAMES), sr.MARKET_KEY_Y),
                           (sr.players_image(view, NAMES),
                            sr.players_height(players) - sr.key_height(len(sr.PLAYERS_KEY)))):
            key = image.crop((0, top + 8, image.width, image.height))
            assert grids.content_box(key) is not None
            white_chip = c.letter_chip(sr.FILL["white"], "W", sr.CHIP - 4, "circle")
            assert key.height >= white_chip.height + 3 * sr.LINE


# --- alt text in words -------------------------------------------------------------------


def test_players_alt_gives_bonuses_in_words() -> None:
    view = public(make_view(4, seed=9))
    alt = sr.RENDERER.boards(view, NAMES)[1].alt
    for seat, seat_view in enumerate(view["seats"]):
        assert NAMES[seat] in alt
        words = sr._amounts_words({g: seat_view["bonuses"][g] for g in sr.GEMS})
        assert f"bonuses {words}" in alt
    assert not sr.CARD_ID_RE.search(alt) and not sr.NOBLE_ID_RE.search(alt)


def test_market_alt_gives_each_noble_requirement_in_words() -> None:
    view = public(make_view(4, seed=10, progress=0.5))
    alt = sr.RENDERER.board(view, NAMES).alt
    assert view["nobles"]
    for noble_id in view["nobles"]:
        assert sr.noble_words(noble_id) in alt
    assert sr.noble_words("N-WU") == "a noble asking for 4 white and 4 blue bonuses (3 prestige)"
    assert not sr.CARD_ID_RE.search(alt) and not sr.NOBLE_ID_RE.search(alt)


def test_header_puts_ids_into_words() -> None:
    view = public(make_view(2, seed=2))
    view["last_move"] = {"seat": 1, "text": "reserved 2-R-03 from T2-3", "slot": "T2-3"}
    text = sr.last_move_text(view, ["A", "B"])
    assert "2-R-03" not in text and "L2 ·" in text and "red" in text
    view["last_move"] = {"seat": 0, "text": "chose noble N-WUG", "slot": None}
    assert "N-WUG" not in sr.last_move_text(view, ["A", "B"])


# --- the decision picture ----------------------------------------------------------------


def _strip_has(image: Image.Image, box: c.Box, colour: c.Color) -> bool:
    strip = image.crop(sr.strip_box(box)).convert("RGB")
    return colour in set(strip.get_flattened_data())


def test_decision_marks_affordable_cards_and_numbers_choices() -> None:
    view = make_view(3, seed=21, progress=0.5)
    seat = 1
    own = owner_view(view, seat)
    seat_view = own["seats"][seat]
    chosen = {"T1-2": "1", "T2-4": "2", "T3-1": "3"}
    choices = [DecisionChoice(m, (f"buy {slot}", f"buy {slot} pay W1 *1"))
               for slot, m in chosen.items()]
    image = sr.decision_image(own, seat, NAMES, choices)
    tick = (0, 110, 70)
    affordable = 0
    for tier in (1, 2, 3):
        for position, card_id in enumerate(own["market"][str(tier)], start=1):
            slot = f"T{tier}-{position}"
            box = sr.slot_box(tier, position, sr.D_MARKET_Y)
            can = sr.purchase_outlook(card_id, seat_view)["affordable"]
            affordable += can
            assert _strip_has(image, box, grids.BADGE_FILL) == (slot in chosen), slot
            assert _strip_has(image, box, tick) == can, slot
    assert 0 < affordable < 12, "the fixture should mix affordable and not"
    alt = sr.RENDERER.decision(own, seat, NAMES, choices).alt
    for slot, marker in chosen.items():
        assert f"{marker}: {slot}," in alt


def test_decision_shows_own_reserved_cards_with_their_badges() -> None:
    view = make_view(4, seed=4)
    seat = 1
    own = owner_view(view, seat)
    reserved = [r["id"] for r in own["seats"][seat]["reserved"]]
    assert reserved
    choices = [DecisionChoice(str(i + 1), (f"buy {cid}",)) for i, cid in enumerate(reserved)]
    image = sr.decision_image(own, seat, NAMES, choices)
    x = sr.PAD + 16
    for cid in reserved:
        box = (x, sr.D_RESERVED_Y, x + sr.CARD_W, sr.D_RESERVED_Y + sr.CARD_H)
        assert _card_region_equal(image, box, cid)
        assert _strip_has(image, box, grids.BADGE_FILL)
        x += sr.CARD_W + 2 * sr.GAP
    alt = sr.RENDERER.decision(own, seat, NAMES, choices).alt
    assert alt.count("your reserved card") == len(reserved)


def test_decision_for_a_noble_marks_the_tiles() -> None:
    view = make_view(4, seed=5)
    view["phase"] = "noble"
    options = view["nobles"][:2]
    view["pending"] = {"kind": "noble", "options": options}
    own = owner_view(view, 2)
    choices = [DecisionChoice(str(i + 1), (f"noble {n}",)) for i, n in enumerate(options)]
    rendered = sr.RENDERER.decision(own, 2, NAMES, choices)
    assert rendered is not None and rendered.filename == "choice.png"
    for i, noble_id in enumerate(options):
        assert f"{i + 1}: {sr.noble_words(noble_id)}" in rendered.alt
    image = sr.decision_image(own, 2, NAMES, choices)
    for index in range(len(view["nobles"])):
        tile = image.crop(sr.noble_box(index, sr.D_NOBLES_Y)).convert("RGB")
        assert (grids.BADGE_FILL in set(tile.get_flattened_data())) == (index < 2)


def test_decision_never_shows_another_seats_blind_card() -> None:
    view = make_view(4, seed=7)
    own = owner_view(view, 0)
    others = [view["_secrets"][s][i] for s in (1, 2, 3)
              for i, r in enumerate(view["seats"][s]["reserved"]) if r["blind"]]
    assert others
    rendered = sr.RENDERER.decision(own, 0, NAMES, _market_choices(own, 0))
    for card_id in others:
        assert card_id not in rendered.alt


def test_board_sizes_stay_in_budget() -> None:
    view = public(make_view(4, seed=4, progress=1.0))
    for picture in sr.RENDERER.boards(view, EMOJI_NAMES):
        assert len(picture.png) <= 300_000


def test_deck_choices_are_badged_in_the_deck_strip() -> None:
    view = make_view(3, seed=21, progress=0.5)
    own = owner_view(view, 1)
    choices = [DecisionChoice("12", ("reserve D3",)), DecisionChoice("D1", ("reserve D1",))]
    image = sr.decision_image(own, 1, NAMES, choices)
    for tier, badged in ((3, True), (2, False), (1, True)):
        box = sr.deck_box(tier, sr.D_MARKET_Y)
        count = own["deck_counts"][str(tier)]
        back = sr.deck_back(tier, count, named=not badged)
        above = (box[0], box[1], box[2], box[3] - sr.STRIP_H)
        drawn = image.crop(above)
        clean = back.crop((0, 0, sr.DECK_W, sr.CARD_H - sr.STRIP_H))
        assert ImageChops.difference(drawn, clean).getbbox() is None, tier
        # Inside the paper label (the level II back is yellow like a badge).
        label = image.crop((box[0] + 14, box[3] - sr.STRIP_H + 10, box[2] - 14, box[3] - 14))
        assert (grids.BADGE_FILL in set(label.get_flattened_data())) == badged, tier


def test_three_reserved_cards_stay_inside_their_panel() -> None:
    """A panel's three reserved cards end before its inner margin: no card paper lies
    between the margin and the panel's edge (they once ran 10 px past the edge)."""
    assert min(c.PAPER) >= 200
    view = make_view(4, 1)
    image = Image.open(io.BytesIO(sr.RENDERER.boards(view, NAMES)[1].png)).convert("RGB")
    for seat, seat_view in enumerate(view["seats"]):
        if len(seat_view.get("reserved", [])) < 3:
            continue
        _, y0, x1, y1 = sr.panel_box(seat)
        margin = image.crop((x1 - 15, y0 + 8, x1 + 12, y1 - 8))
        # the card's paper is the only light colour there (the PNG's palette shifts it)
        assert max(min(colour) for _, colour in margin.getcolors(1 << 16)) < 200, seat


def _holding(view: dict[str, Any], seat: int, tokens: dict[str, int],
             reserved: list[dict[str, Any]]) -> dict[str, Any]:
    view["seats"][seat]["tokens"] = {k: tokens.get(k, 0) for k in sr.COLOURS}
    view["seats"][seat]["token_count"] = sum(tokens.values())
    view["seats"][seat]["reserved"] = reserved
    return view


def test_players_alt_counts_gold_among_the_tokens() -> None:
    """A player holding only gold holds tokens: the alt text names the gold."""
    view = _holding(public(make_view(2, seed=3, progress=0.0)), 0, {"gold": 1}, [])
    alt = sr.players_alt(view, NAMES[:2])
    assert "tokens 1 gold (1 in all)" in alt and "tokens nothing" not in alt
    view = _holding(view, 1, {"white": 2, "gold": 1}, [])
    assert "tokens 2 white and 1 gold (3 in all)" in sr.players_alt(view, NAMES[:2])


def test_players_alt_names_face_up_reserves_and_only_counts_blind_ones() -> None:
    """Section 7: a card reserved from the market is public and named in words; one
    reserved blind from a deck is only its level, whoever's view the text is built from."""
    shown, hidden = "2-R-03", "3-W-04"
    reserved = [{"id": shown, "tier": 2, "blind": False},
                {"id": None, "tier": 3, "blind": True}]
    view = _holding(public(make_view(2, seed=3, progress=0.0)), 1, {}, reserved)
    alt = sr.players_alt(view, NAMES[:2])
    assert "2 reserved," in alt and "0 reserved," in alt
    assert (f"{NAMES[1]} reserved: {sr.card_words(shown)}; a level 3 card reserved "
            "unseen.") in alt
    assert f"{NAMES[0]} reserved" not in alt
    assert not sr.CARD_ID_RE.search(alt)
    # A view that names the blind card (its owner's, or one built wrongly) changes nothing.
    own = _holding(public(make_view(2, seed=3, progress=0.0)), 1, {},
                   [reserved[0], dict(reserved[1], id=hidden)])
    own["viewer"] = 1
    assert sr.players_alt(own, NAMES[:2]) == alt
    assert sr.card_words(hidden) not in sr.players_alt(own, NAMES[:2])


def test_public_alt_texts_never_name_a_blind_reserve() -> None:
    """Swap test: two views that differ only in which card was reserved blind give the
    same public alt texts, from the public view and from the owner's alike."""
    view = make_view(4, seed=7)
    owner = next(s for s, seat in enumerate(view["seats"])
                 if any(r["blind"] for r in seat["reserved"]))
    index = next(i for i, r in enumerate(view["seats"][owner]["reserved"]) if r["blind"])
    other = dict(view, _secrets={**view["_secrets"],
                                 owner: list(view["_secrets"][owner])})
    tier = view["seats"][owner]["reserved"][index]["tier"]
    used = set(view["_secrets"][owner])
    other["_secrets"][owner][index] = next(
        cid for cid, card in sr.CARDS.items() if card["tier"] == tier and cid not in used)
    for make in (public, lambda v: owner_view(v, owner)):
        first = [image.alt for image in sr.RENDERER.boards(make(view), NAMES)]
        second = [image.alt for image in sr.RENDERER.boards(make(other), NAMES)]
        assert first == second
        for secret in view["_secrets"][owner][index], other["_secrets"][owner][index]:
            assert all(secret not in alt and sr.card_words(secret) not in alt
                       for alt in first)


def test_players_alt_names_blind_reserves_revealed_at_the_end() -> None:
    """PD-9: once the game is over the public view names every blind reserve."""
    view = public(make_view(2, seed=3, phase="over", progress=0.0))
    view = _holding(view, 0, {}, [{"id": "3-W-04", "tier": 3, "blind": True}])
    alt = sr.players_alt(view, NAMES[:2])
    assert f"{NAMES[0]} reserved: {sr.card_words('3-W-04')}, reserved unseen." in alt


def test_hand_alt_names_cards_in_words_not_ids() -> None:
    """The private hand's alt text names each reserved card in words, never by id."""
    own = owner_view(make_view(2, seed=12), 1)
    alt = sr.RENDERER.hand(own, 1, NAMES[:2]).alt
    reserved = own["seats"][1]["reserved"]
    assert reserved
    for entry in reserved:
        assert sr.card_words(entry["id"]) in alt
    assert not sr.CARD_ID_RE.search(alt)


@pytest.mark.parametrize("language, took", [
    ("en", "took 2 white and 1 blue, then returned 1 black"),
    ("it", "ha preso 2 gettoni diamante e 1 gettone zaffiro, poi ha restituito 1 gettone onice"),
    ("fr", "a pris 2 jetons diamant et 1 jeton saphir, puis a rendu 1 jeton onyx"),
])
def test_market_alt_says_the_last_moves_tokens_in_words(language: str, took: str) -> None:
    """The picture draws ``W W U`` as chips beside their key; read aloud, the alt text
    has no key, so it names the colours."""
    view = public(make_view(2, seed=2))
    view["last_move"] = {"seat": 0, "text": msg(
        "splendor-last-then", first=msg("splendor-last-took", tokens="W W U"),
        then=msg("splendor-last-returned", tokens="K")).to_json()}
    alt = sr.RENDERER.board(view, NAMES, language=language).alt
    assert took in alt
    assert "W W U" not in alt
