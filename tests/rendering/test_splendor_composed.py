"""Splendor's posted pictures are composed from cached parts on a fixed palette: each must
be, pixel for pixel, the whole RGB drawing (``market_image`` and the others, drawn afresh)
mapped onto that palette, whatever the caches hold; and every cache is bounded."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops

from rendering import common as c
from rendering import splendor as sr
from rendering.base import DecisionChoice
from tests.rendering.test_splendor_render import NAMES, make_view, owner_view, public

EMOJI_NAMES = ["Alice 🦊", NAMES[1], "Chen 🎲", "Dee"]


def _choices(view: dict[str, Any], seat: int) -> list[DecisionChoice]:
    """Every market card, reserved card and deck numbered, as a panel numbers them."""
    places = [f"buy T{tier}-{position}" for tier in (1, 2, 3)
              for position, card in enumerate(view["market"][str(tier)], start=1) if card]
    places += [f"buy {r['id']}" for r in view["seats"][seat]["reserved"] if r.get("id")]
    places += [f"reserve D{tier}" for tier in (1, 3)]
    return [DecisionChoice(str(n), (notation,)) for n, notation in enumerate(places, start=1)]


def _engine_position(players: int, seed: int, plies: int) -> tuple[Any, Any]:
    from bot.games.splendor.engine import ENGINE

    state = ENGINE.setup(players, seed, {})
    rng = random.Random(seed)
    for _ in range(plies):
        if not ENGINE.to_move(state):
            break
        seat = ENGINE.to_move(state)[0]
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)
    return ENGINE, state


def _cases() -> list[tuple[str, dict[str, Any], dict[str, Any], int, list[DecisionChoice],
                           list[str]]]:
    """(label, public view, the seat's own view, seat, choices, names)."""
    cases = []
    for players, progress in ((2, 0.0), (3, 0.5), (4, 1.0)):
        raw = make_view(players, seed=players * 7, progress=progress)
        own = owner_view(raw, 1)
        cases.append((f"{players}p-{progress}", public(raw), own, 1, _choices(own, 1),
                      EMOJI_NAMES[:players]))
    over = make_view(4, seed=3, phase="over")
    cases.append(("over", public(over), owner_view(over, 0), 0,
                  _choices(owner_view(over, 0), 0), EMOJI_NAMES))
    noble = make_view(4, seed=5)
    noble["phase"] = "noble"
    noble["pending"] = {"kind": "noble", "options": noble["nobles"][:2]}
    cases.append(("noble", public(noble), owner_view(noble, 2), 2,
                  [DecisionChoice(str(i + 1), (f"noble {n}",))
                   for i, n in enumerate(noble["nobles"][:2])], EMOJI_NAMES))
    empty = make_view(2, seed=11)
    empty["market"]["3"] = [None, "3-W-01", None, None]
    empty["deck_counts"] = {"1": 0, "2": 0, "3": 0}
    empty["last_move"] = {"seat": 0, "text": "reserved a Level 3 card from the deck",
                          "slot": "D3"}
    cases.append(("empty", public(empty), owner_view(empty, 0), 0,
                  _choices(owner_view(empty, 0), 0), ["A", ""]))
    for players, seed, plies in ((4, 2, 30), (4, 4, 400), (3, 5, 60)):
        engine, state = _engine_position(players, seed, plies)
        seat = (engine.to_move(state) or [0])[0]
        own = engine.view(state, seat)
        cases.append((f"engine-{players}-{plies}", engine.view(state, None), own, seat,
                      _choices(own, seat), EMOJI_NAMES[:players]))
    return cases


def _pixels(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def _drawn(image: Image.Image) -> Image.Image:
    """The whole RGB drawing as the palette shows it."""
    return c.to_palette(sr.PALETTE, image).convert("RGB")


def _pairs(view: dict[str, Any], own: dict[str, Any], seat: int,
           choices: list[DecisionChoice], names: list[str], language: str
           ) -> dict[str, tuple[Callable[[], bytes], Callable[[], Image.Image]]]:
    """Each picture: the PNG the renderer posts, and the whole drawing it must equal."""
    return {
        "market": (lambda: sr.RENDERER.board(view, names, language=language).png,
                   lambda: sr.market_image(view, names, language)),
        "players": (lambda: sr.RENDERER.shared_boards(view, names, language=language)[1].png,
                    lambda: sr.players_image(view, names, language)),
        "decision": (lambda: sr.RENDERER.decision(own, seat, names, choices,  # type: ignore[union-attr]
                                                  language=language).png,
                     lambda: sr.decision_image(own, seat, names, choices, language)),
        "hand": (lambda: sr.RENDERER.hand(own, seat, names,  # type: ignore[union-attr]
                                          language=language).png,
                 lambda: sr.hand_image(own, seat, names, language)),
    }


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_composed_pictures_are_the_whole_drawing_on_the_palette(language: str) -> None:
    for label, view, own, seat, choices, names in _cases():
        for kind, (posted, drawing) in _pairs(view, own, seat, choices, names,
                                              language).items():
            composed = _pixels(posted())
            whole = _drawn(drawing())
            assert composed.size == whole.size, (label, kind)
            assert ImageChops.difference(composed, whole).getbbox() is None, (label, kind)


def test_warm_caches_give_the_pictures_of_cold_ones_turn_after_turn() -> None:
    """Over a game's turns (caches full of the turns before), every picture equals the
    one drawn with every cache emptied."""
    from bot.games.splendor.engine import ENGINE

    state = ENGINE.setup(4, 21, {})
    rng = random.Random(21)
    c.clear_caches()
    steps = 0
    while ENGINE.to_move(state) and steps < 90:
        seat = ENGINE.to_move(state)[0]
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)
        steps += 1
        view = ENGINE.view(state, None)
        acting = (ENGINE.to_move(state) or [0])[0]
        own = ENGINE.view(state, acting)
        choices = _choices(own, acting)

        def pictures(view: dict = view, own: dict = own, acting: int = acting,
                     choices: list = choices) -> list[tuple[bytes, str]]:
            made = [*sr.RENDERER.shared_boards(view, EMOJI_NAMES),
                    sr.RENDERER.decision(own, acting, EMOJI_NAMES, choices, language="fr"),
                    sr.RENDERER.hand(own, acting, EMOJI_NAMES, language="it")]
            return [(p.png, p.alt) for p in made if p is not None]

        warm = pictures()
        if steps % 15:
            continue
        c.clear_caches()
        assert pictures() == warm, steps


@pytest.mark.parametrize("text", [
    "Last: Bartolomeo-Massimiliano bought L2 · 2★ green from T2-2",
    "Dernier coup : Zoé a réservé la carte « T1-3 » (bleu)",
    "Ultima: Niccolò ha preso 2 bianco", "שלום עולם · مرحبا", "W", " "])
def test_a_line_without_emoji_is_drawn_as_its_sprite_would_be(text: str) -> None:
    """A header line without emoji is drawn as coverage mapped to palette entries: the
    same indices as the RGBA sprite flattened on its ground and mapped onto the palette."""
    for fill, ground, size, weight in ((c.TEXT, c.PANEL, sr.F_SMALL, "regular"),
                                       (c.HIGHLIGHT, c.PANEL, sr.F_TITLE, "bold"),
                                       (c.TEXT_DIM, c.BACKGROUND, sr.F_SMALL, "regular")):
        sprite = c.rich_sprite.__wrapped__(text, size, fill, weight)
        expected = sr._indexed(c.flatten(sprite, ground))
        drawn = sr._shaped_part(text, size, fill, weight, ground)
        assert drawn.size == expected.size
        assert drawn.tobytes() == expected.tobytes(), (text, fill, ground)
