"""Bonsai's posted pictures are composed from cached parts on a fixed palette: each must
be, pixel for pixel, the whole RGB drawing (``board_image``, ``tree_image``,
``decision_image``, ``hand_image``, drawn afresh) mapped onto that palette, whatever the
caches hold; and every cache is bounded."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.games.base import Rng
from bot.games.bonsai.engine import ENGINE
from rendering import bonsai as br
from rendering import common as c
from rendering.base import DecisionChoice

NAMES = ["Alice", "Bartolomeo-Massimiliano", "Chen", "Dee"]


def _playout(players: int, seed: int, bias: float) -> list[dict[str, Any]]:
    """A seeded game of random legal moves leaning to placements (trees grow)."""
    state = ENGINE.setup(players, seed, {"solo_level": "seito"} if players == 1 else {})
    rng = Rng.from_seed(seed * 31 + players)
    states = [state]
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        legal = ENGINE.legal_moves(state, seat)
        places = [m for m in legal if m.notation.startswith(("place", "cultivate"))]
        pool = places if places and rng.below(100) < bias * 100 else legal
        state = ENGINE.apply(state, seat, pool[rng.below(len(pool))].notation)
        states.append(state)
    return states


def _choices(state: dict[str, Any], seat: int) -> list[DecisionChoice]:
    """The seat's numbered cells, as the turn panel numbers its buttons."""
    under: dict[str, list[str]] = {}
    for move in ENGINE.legal_moves(state, seat):
        if move.marker:
            under.setdefault(move.marker, []).append(move.notation)
    return [DecisionChoice(marker, tuple(notations)) for marker, notations in under.items()]


def _cases() -> list[tuple[str, dict[str, Any]]]:
    cases = []
    for players, seed, bias in ((4, 1, 0.9), (2, 2, 0.6), (1, 3, 0.8), (3, 4, 0.95)):
        states = _playout(players, seed, bias)
        picked = [*states[1::max(1, len(states) // 5)], states[-1]]
        cases += [(f"{players}p-{seed}-{i}", s) for i, s in enumerate(picked)]
    return cases


def _pixels(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.mode == "P" and "transparency" not in image.info
    return image.convert("RGB")


def _drawn(image: Image.Image) -> Image.Image:
    """The whole RGB drawing as the palette shows it."""
    return c.to_palette(br.PALETTE, image).convert("RGB")


def _pairs(state: dict[str, Any], names: list[str], language: str
           ) -> dict[str, tuple[Callable[[], bytes | None], Callable[[], Image.Image]]]:
    """Each picture: the PNG the renderer posts, and the whole drawing it must equal."""
    view = ENGINE.view(state, None)
    pairs: dict[str, tuple[Callable[[], bytes | None], Callable[[], Image.Image]]] = {
        "board": (lambda: br.RENDERER.board(view, names, language=language).png,
                  lambda: br.board_image(view, names, language)),
    }
    say = br._Words(language, names)
    for seat, seat_view in enumerate(view["seats"]):
        title = br._seat_title(say, seat, seat_view)
        pairs[f"tree-{seat}"] = (
            lambda s=seat: br.RENDERER.seat_board(view, s, names,  # type: ignore[union-attr]
                                                  language=language).png,
            lambda s=seat, sv=seat_view, t=title: br.tree_image(sv, s, t, max_radius=44,
                                                                 language=language))
    for seat in ENGINE.to_move(state)[:1]:
        own = ENGINE.view(state, seat)
        choices = _choices(state, seat)
        if br._choice_cells(choices):
            pairs["decision"] = (
                lambda o=own, s=seat, ch=choices: br.RENDERER.decision(  # type: ignore[union-attr]
                    o, s, names, ch, language=language).png,
                lambda o=own, s=seat, ch=choices: br.decision_image(o, s, names, ch, language))
        pairs["hand"] = (
            lambda o=own, s=seat: br.RENDERER.hand(o, s, names,  # type: ignore[union-attr]
                                                   language=language).png,
            lambda o=own, s=seat: br.hand_image(o, s, names, language))
    return pairs


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_composed_pictures_are_the_whole_drawing_on_the_palette(language: str) -> None:
    kinds = set()
    for label, state in _cases():
        names = NAMES[:state["players"]]
        for kind, (posted, drawing) in _pairs(state, names, language).items():
            composed = _pixels(posted() or b"")
            whole = _drawn(drawing())
            assert composed.size == whole.size, (label, kind)
            assert ImageChops.difference(composed, whole).getbbox() is None, (label, kind)
            kinds.add(kind.split("-")[0])
    assert kinds == {"board", "tree", "decision", "hand"}


def test_a_prune_and_a_far_flung_tree_compose_as_drawn() -> None:
    """Numbered tiles (a pruning: badges over tiles, no shades) and a tree so wide its
    hexes are smallest (badges wider than a hex reach into the rows around)."""
    state = next(s for s in _playout(4, 1, 0.9)[::-1] if len(s["seats"][0]["tree"]) > 8)
    view = ENGINE.view(state, 0)
    seat_view = view["seats"][0]
    tree = {br.parse_key(k): v for k, v in seat_view["tree"].items()}
    prune = [DecisionChoice(str(n), (f"prune {x},{y}",))
             for n, (x, y) in enumerate(sorted(tree, key=lambda cell: (-cell[1], cell[0])), 1)
             if (x, y) != (0, 0)][:12]
    wide = dict(seat_view, tree={**seat_view["tree"], "-12,3": "leaf", "11,-1": "fruit"})
    wide_view = dict(view, seats=[wide, *view["seats"][1:]])
    offered = [DecisionChoice(str(n), (f"place leaf {x},{y}", f"place fruit {x},{y}"))
               for n, (x, y) in enumerate(((-12, 4), (-11, 3), (10, -1), (0, 7)), 1)]
    for own, choices in ((view, prune), (wide_view, offered)):
        posted = br.RENDERER.decision(own, 0, NAMES, choices)
        assert posted is not None
        whole = _drawn(br.decision_image(own, 0, NAMES, choices))
        assert ImageChops.difference(_pixels(posted.png), whole).getbbox() is None


def test_warm_caches_give_the_pictures_of_cold_ones_turn_after_turn() -> None:
    """Over a game's moves (caches full of the moves before), every picture and alt text
    equals the one drawn with every cache emptied."""
    c.clear_caches()
    for step, state in enumerate(_playout(4, 5, 0.7)[1:]):
        if not ENGINE.to_move(state):
            break
        view = ENGINE.view(state, None)
        acting = ENGINE.to_move(state)[0]
        own = ENGINE.view(state, acting)
        choices = _choices(state, acting)

        def pictures(view: dict = view, own: dict = own, acting: int = acting,
                     choices: list = choices) -> list[tuple[bytes, str]]:
            made = [*br.RENDERER.turn_boards(view, NAMES, [acting]),
                    br.RENDERER.decision(own, acting, NAMES, choices, language="fr"),
                    br.RENDERER.hand(own, acting, NAMES, language="it")]
            return [(p.png, p.alt) for p in made if p is not None]

        warm = pictures()
        if step % 12:
            continue
        c.clear_caches()
        assert pictures() == warm, step


def test_a_tree_outline_with_the_kept_mask_is_pillows_own() -> None:
    """Wide hex outlines are clipped by a kept mask (``_TreeDraw``) rather than one of the
    whole canvas each: the pixels Pillow's own ``polygon`` gives, over a mask left dirty
    by other hexes, at any place, size and width (filled or not, part off the canvas)."""
    import random

    from PIL import ImageDraw

    from rendering.grids import hex_corners

    rng = random.Random(7)
    for _ in range(300):
        size = (rng.choice([180, 260]), rng.choice([140, 230]))
        pillow = Image.new("RGB", size, c.BACKGROUND)
        kept = pillow.copy()
        for _ in range(4):
            corners = hex_corners((rng.uniform(-30, size[0] + 30), rng.uniform(-30, size[1] + 30)),
                                  rng.uniform(5, 60))
            fill = rng.choice([None, br.TILE_FILL["wood"]])
            width = rng.choice([2, 3, 4])
            ImageDraw.Draw(pillow).polygon(corners, fill=fill, outline=c.HIGHLIGHT, width=width)
            br._TreeDraw(kept).polygon(corners, fill=fill, outline=c.HIGHLIGHT, width=width)
        assert pillow.tobytes() == kept.tobytes()
