"""The Bonsai pictures: sizes, phone readability (every glyph >= 3 % of the width), the
decision badges on the right cells, the spec's hex geometry, alt text, and hidden
information absent from the public images (a swap test on the PNG bytes)."""

from __future__ import annotations

import io
import json
import math
import re

import pytest
from PIL import Image

from bot import i18n
from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE
from bot.games.bonsai.tables import RULES
from bot.games.message import msg, seat
from rendering import common as c
from rendering.base import DecisionChoice, get_renderer
from rendering.bonsai import TILE_FILL, HexGrid, _card_effect, board_alt, tree_picture
from tests.games.bonsai.support import play, position, random_game
from tests.games.bonsai.test_examples import W1_DIAGRAM
from tests.games.bonsai.test_hidden import _swapped
from tests.words import said

RENDERER = get_renderer("bonsai")
NAMES = ["ann", "ben", "cid", "dee"]


def _late_state(players: int = 4) -> dict:
    states, _ = random_game(players, 3, cultivate_bias=0.9)
    return max(states[:-1], key=lambda s: sum(len(x["tree"]) for x in s["seats"]))


def _open(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_boards_are_a_board_and_one_tree_per_player() -> None:
    state = _late_state()
    images = RENDERER.boards(ENGINE.view(state, None), NAMES)
    assert [i.filename for i in images] == ["board.png", "tree-1.png", "tree-2.png",
                                            "tree-3.png", "tree-4.png"]
    for rendered in images:
        image = _open(rendered.png)
        assert image.width == 1000 and image.mode in ("RGB", "P")
        assert "transparency" not in image.info
        assert len(rendered.png) < 300_000
        assert 0 < len(rendered.alt) <= 1024


def test_every_glyph_is_phone_readable() -> None:
    """3 % of 1000 px: nothing is drawn below 30 px, on any picture."""
    state = _late_state()
    c.clear_caches()
    with c.record_font_sizes() as sizes:
        RENDERER.boards(ENGINE.view(state, None), NAMES)
        RENDERER.hand(ENGINE.view(state, 1), 1, NAMES)
        cultivating = play(position(2, seats=[{"tree": W1_DIAGRAM, "supply": "Fl1"}]),
                           "cultivate")
        moves = [m for m in ENGINE.legal_moves(cultivating, 0) if m.marker]
        RENDERER.decision(ENGINE.view(cultivating, 0), 0, NAMES,
                          [DecisionChoice(m.marker, (m.notation,)) for m in moves])
    assert sizes and min(sizes) >= 30


def test_decision_badges_sit_on_the_offered_cells_in_reading_order() -> None:
    state = play(position(2, seats=[{"tree": W1_DIAGRAM, "supply": "Fl1"}]), "cultivate")
    moves = [m for m in ENGINE.legal_moves(state, 0) if m.marker]
    assert [m.marker for m in moves] == [str(i) for i in range(1, len(moves) + 1)]
    choices = [DecisionChoice(m.marker, (m.notation,)) for m in moves]
    rendered = RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices)
    assert rendered is not None and rendered.filename == "choice.png"
    image = _open(rendered.png).convert("RGB")
    cells = {m.marker: tuple(int(v) for v in m.notation.split()[-1].split(",")) for m in moves}
    _, grid = tree_picture(ENGINE.view(state, 0)["seats"][0], 0, "x", cells_badges(cells),
                           max_radius=60)
    for marker, cell in cells.items():
        x, y = grid.center(cell)
        # the badge's yellow disc covers the cell's centre ring
        ring = [image.getpixel((round(x + dx), round(y + dy))) for dx, dy in
                ((0, -14), (-14, 0), (14, 0), (0, 14))]
        assert any(abs(p[0] - c.HIGHLIGHT[0]) < 30 and abs(p[2] - c.HIGHLIGHT[2]) < 40
                   for p in ring), (marker, cell, ring)
    assert "1 at 2,6" in rendered.alt
    # reading order: top row first, then left to right
    ordered = [cells[m] for m in sorted(cells, key=int)]
    assert ordered == sorted(ordered, key=lambda cell: (-cell[1], cell[0]))
    # no positional choice: no picture
    assert RENDERER.decision(ENGINE.view(state, 0), 0, NAMES,
                             [DecisionChoice("1", ("finish",))]) is None


def cells_badges(cells: dict[str, tuple[int, int]]) -> dict[tuple[int, int], str]:
    return {cell: marker for marker, cell in cells.items()}


def test_grid_matches_the_spec_geometry() -> None:
    """§3.5: each spec neighbour is one hex away in the spec's direction (0 TR … 5 TL,
    y up, even rows half a hex right)."""
    grid = HexGrid(30.0, coords="offset", shifted="even", y_up=True)
    angles = [60, 0, -60, -120, 180, 120]  # TR, R, BR, BL, L, TL in maths degrees (y up)
    for cell in [(0, 0), (0, 1), (-1, -1), (2, -2), (3, 5)]:
        cx, cy = grid.center(cell)
        for direction, other in enumerate(RULES.neighbours(cell)):
            ox, oy = grid.center(other)
            assert math.isclose(math.dist((cx, cy), (ox, oy)), grid.hex_width, rel_tol=1e-6)
            angle = math.degrees(math.atan2(cy - oy, ox - cx))  # screen y grows down
            assert math.isclose((angle - angles[direction] + 540) % 360 - 180, 0, abs_tol=1e-6)
    # even rows sit half a hex to the right of odd rows
    assert math.isclose(grid.center((0, 0))[0] - grid.center((0, 1))[0], grid.hex_width / 2)


def test_tree_picture_holds_a_far_flung_tree() -> None:
    seat = position(2, seats=[{"tree": "y=+1 . . . Wd"}])["seats"][0]
    seat["tree"].update({"-9,-6": "leaf", "8,7": "flower"})
    view_seat = ENGINE.view({**position(2), "seats": [seat, seat]}, None)["seats"][0]
    image, grid = tree_picture(view_seat, 0, "far")
    for cell in [(-9, -6), (8, 7), (0, 0)]:
        x, y = grid.center(cell)
        assert 0 <= x < image.width and 0 <= y < image.height


def test_alt_text_states_the_public_position() -> None:
    state = position(2, seats=[{"supply": "W2 L1", "pile": ["parchment_leaf_1"]}],
                     goals=["brown_small", "brown_large"])
    state["seats"][1]["renounced"] = ["brown_small"]
    alt = board_alt(ENGINE.view(state, None), NAMES)
    assert "supply 2 wood, 1 leaf, 0 flowers, 0 fruits" in alt
    assert "face-down pile 1" in alt and "renounced by ben" in alt
    # the pile's card is hidden: neither its id nor its words (the display is public)
    hidden = said(ENGINE, msg("bonsai-picture-card", card=ENGINE.card_name("parchment_leaf_1")))
    assert all(ENGINE.card_name(c) != ENGINE.card_name("parchment_leaf_1")
               for c in state["display"] if c)
    assert hidden not in alt and "parchment_leaf_1" not in alt
    assert "brown_small" not in alt and "the small brown goal (5 points), needing 8" in alt


def test_swap_hidden_information_gives_identical_public_images() -> None:
    """Deck order and pile contents changed: the same PNG bytes and alt texts."""
    states, _ = random_game(3, 3, cultivate_bias=0.9)
    state = next(s for s in states if len(s["deck"]) > 8
                 and sum(len(x["pile"]) for x in s["seats"]) > 3)
    other = _swapped(state, Rng(9))
    assert other != state
    first = RENDERER.boards(ENGINE.view(state, None), NAMES)
    second = RENDERER.boards(ENGINE.view(other, None), NAMES)
    assert [(i.png, i.alt) for i in first] == [(i.png, i.alt) for i in second]
    public = json.dumps([i.alt for i in first])
    for seat_state in state["seats"]:
        for card in seat_state["pile"]:
            assert card not in public


def test_hand_shows_the_owners_pile_and_projection() -> None:
    state = position(2, seats=[{"tree": "y=+1 . . . Lf", "pile": ["parchment_leaf_1"]}])
    rendered = RENDERER.hand(ENGINE.view(state, 0), 0, NAMES)
    assert rendered is not None
    assert "Parchment card (1 point per leaf tile)" in rendered.alt
    assert "projected total 4" in rendered.alt


# --- issue 19: pictures that explain themselves -------------------------------------------

def _drawn(monkeypatch, draw) -> list[str]:
    """Every text a drawing call puts on its pictures (words, numbers, chips' letters)."""
    texts: list[str] = []
    put_text, tag_sprite = c.put_text, c.tag_sprite

    def recording_put_text(image, xy, text, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(text)
        return put_text(image, xy, text, size, *args, **kwargs)

    def recording_tag_sprite(text, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(text)
        return tag_sprite(text, *args, **kwargs)

    monkeypatch.setattr(c, "put_text", recording_put_text)
    monkeypatch.setattr(c, "tag_sprite", recording_tag_sprite)
    c.clear_caches()
    draw()
    return texts


#: the old pictures' codes: "S 8→5", "2/5 · allow W1 L1 ✱1", "2/G", "P2", "Parchm."
CODES = re.compile(r"\b[SMLPG] \d+→\d+|allow|\b\d+/\d+\b|\b\d/[A-Z]|\bP\d\b|\w\.$|…")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_board_says_what_its_numbers_mean(monkeypatch, language: str) -> None:
    """No code without its meaning: each card's effect and each goal's need in words,
    claims by name, a key for the tile letters; no text cut short, long names included."""
    state = _late_state()
    state["seats"][1]["claimed"] = [state["goals"][0]]
    names = ["Bartolomeo-Massimiliano", "Dominique", "Chiara", "Ann"]
    view = ENGINE.view(state, None)
    texts = _drawn(monkeypatch, lambda: RENDERER.boards(view, names, language=language))
    joined = " ".join(texts)
    assert not [t for t in texts if CODES.search(t)], [t for t in texts if CODES.search(t)]
    say = lambda m: said(ENGINE, m, language)  # noqa: E731
    goal = RULES.goals[state["goals"][0]]
    assert "✓ Dominique" in joined  # a claim names its player
    assert say(msg("bonsai-picture-goal-measure", metric=goal.metric)).split()[0] in joined
    for card in (card for card in state["display"] if card):
        effect = said(ENGINE, _card_effect(card), language)
        assert effect.split()[0] in joined, (effect, joined)
    for kind in ("wood", "leaf", "flower", "fruit", "any"):
        assert say(msg("bonsai-picture-key-tile", tile=kind)) in joined


def _finished(players: int, seed: int) -> dict:
    states, _ = random_game(players, seed, {"solo_level": "seito"}, cultivate_bias=0.9)
    return states[-1]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_final_board_names_the_winner_and_why_the_game_ended(language: str) -> None:
    """Issue 19: the last board says who won (the solo result: won or lost, and on what)
    and why the game ended, in the table's language, on the picture and in its alt."""
    def say(message) -> str:  # type: ignore[no-untyped-def]
        return i18n.text(message, language, names=NAMES, game="bonsai")

    final = _finished(3, 2)
    result = ENGINE.result(final)
    view = ENGINE.view(final, None)
    assert view["winners"] == result.winners
    alt = RENDERER.board(view, NAMES, language=language).alt
    score = result.standings[0].score
    assert say(msg("bonsai-picture-winner", who=seat(result.winners[0]), score=score)) in alt
    assert say(msg("bonsai-picture-ended", turns=final["turn"])) in alt
    if language == "en":
        assert f"Game over · {NAMES[result.winners[0]]} wins with {score} points" in alt
    solo = _finished(1, 3)
    seat_state = solo["seats"][0]
    won = bool(ENGINE.result(solo).winners)
    alt = RENDERER.board(ENGINE.view(solo, None), NAMES[:1], language=language).alt
    head = msg("bonsai-picture-solo-won" if won else "bonsai-picture-solo-lost",
               who=seat(0), level="Seito")
    assert say(head) in alt, alt
    assert say(msg("bonsai-picture-ended-solo", claimed=len(seat_state["claimed"]), need=3,
                   score=ENGINE.total(seat_state), needed=60, turns=solo["turn"])) in alt


def test_the_decision_picture_shades_each_number_with_the_tiles_that_fit() -> None:
    """One picture numbers every placement: a cell where wood and leaf both fit shows
    both tiles' colours around its number, and a key names them."""
    state = position(2, seats=[{"supply": "W1 L1"}])
    moves = ENGINE.legal_moves(state, 0)
    choices = [DecisionChoice(m.marker, (m.notation,)) for m in moves if m.marker]
    rendered = RENDERER.decision(ENGINE.view(state, 0), 0, NAMES, choices)
    assert rendered is not None
    image = _open(rendered.png).convert("RGB")
    _, grid = tree_picture(ENGINE.view(state, 0)["seats"][0], 0, "x", {(0, 1): "1"},
                           max_radius=60)
    x, y = grid.center((0, 1))
    left = image.getpixel((round(x - grid.radius * 0.6), round(y + grid.radius * 0.5)))
    right = image.getpixel((round(x + grid.radius * 0.6), round(y + grid.radius * 0.5)))
    wood = c.blend(TILE_FILL["wood"], c.BACKGROUND, 0.7)
    leaf = c.blend(TILE_FILL["leaf"], c.BACKGROUND, 0.7)
    assert max(abs(a - b) for a, b in zip(left, wood, strict=True)) < 30, (left, wood)
    assert max(abs(a - b) for a, b in zip(right, leaf, strict=True)) < 30, (right, leaf)
    assert "1 at 0,1" in rendered.alt and "2 at 1,1" in rendered.alt


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_slots_effect_is_never_split_around_the_slots_tiles(language, monkeypatch):
    """A display slot's tiles sit at the right of its first line; an effect too long to
    end before them starts on the next line, whole. Wrapped around them, French read
    "à la fin, 2 · aucune tuile · points par carte Croissance"."""
    from rendering import bonsai as R

    drawn: list[tuple[float, str]] = []
    real = c.put_text

    def record(image, xy, text, *args, **kwargs):
        drawn.append((xy[1], text))
        return real(image, xy, text, *args, **kwargs)

    monkeypatch.setattr(c, "put_text", record)
    say = R._Words(language, ["Ann", "Ben"])
    split_seen = False
    for card in {RULES.card_kind[card]: card for card in RULES.card_order}.values():
        for slot in range(1, len(RULES.slot_bonus) + 1):
            drawn.clear()
            R._slot_row(R._Cursor(Image.new("RGB", (R.WIDTH, 600)), say), slot, None)
            beside = {word for _, word in drawn}  # the slot's own words and its tiles'
            drawn.clear()
            R._slot_row(R._Cursor(Image.new("RGB", (R.WIDTH, 600)), say), slot, card)
            effect = set(said(ENGINE, R._card_effect(card), language).split(" ")) - beside
            first = min(y for y, _ in drawn)
            on_first = [word for y, word in drawn if y == first and word in effect]
            effect_words = [word for _, word in drawn if word in effect]
            assert not on_first or len(on_first) == len(effect_words), (card, slot, drawn)
            split_seen |= not on_first
    assert split_seen or language == "en"
