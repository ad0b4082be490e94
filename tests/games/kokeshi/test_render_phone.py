"""Kokeshi pictures that explain themselves (issue 19): tiles drawn as icons from their
data with a key of the icons each picture shows, nothing drawn over a tile's icons, and a
final table that names the winner and why the game ended."""

from __future__ import annotations

import pytest

from bot import i18n
from rendering import common, grids
from rendering import kokeshi as K
from rendering.base import get_renderer
from tests.games.kokeshi.support import ENGINE
from tests.perft import walked

RENDERER = get_renderer("kokeshi")
NAMES = ["Aiko", "Bruno", "Carla", "Dee"]


def test_a_tile_keeps_its_right_part_clear_for_a_kokeshi_or_a_badge() -> None:
    """Every tile's icons end before the Kokeshi standing on it and before a decision
    badge on that Kokeshi: neither is ever drawn over what the tile does."""
    x0 = K.cell_box(0, 1, K.TOP)[0]
    badge_w, _ = grids.badge_size("5", K.MIN_FONT)
    badge_left = K.kokeshi_centre(0, 1, K.TOP)[0] - badge_w / 2
    token_left = K.kokeshi_centre(0, 1, K.TOP)[0] - K.TOKEN / 2
    for tile_id, tile in K.R.tiles.items():
        if tile.is_quality:
            continue
        ink = common.ink_on(K._tile_fill(tile))
        right = x0 + K.EFFECT_X + max(K.effect_sprite(e, ink).width for e in tile.effects)
        assert right <= min(badge_left, token_left), tile_id


def test_every_effect_has_an_entry_in_the_key_in_every_language() -> None:
    every = K.key_symbols(K.R.tiles, quality=True)
    assert set(every) == set(K.KEY_ORDER) - {"up"}  # the disc is drawn: "step" says ↑
    assert K.key_symbols(["princess-01-a"]) == ("up",)  # a Kokeshi of its own: ↑ alone
    assert K.key_symbols([]) == () and K.key_rgb((), "en").height == 0
    for language in i18n.SUPPORTED:
        said = [K.say(language, K.KEY_WORDS[s]) for s in K.KEY_ORDER]
        assert all(said) and len(set(said)) == len(said), (language, said)
        # the longest key a picture draws fits three lines in every language
        assert K.key_rgb(every, language).height <= 3 * K.KEY_LINE + 14


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_each_picture_ends_with_the_key_of_the_icons_it_shows(language: str) -> None:
    view = ENGINE.view(walked(ENGINE, 3, 5, 180), None)
    for seat in range(3):
        face = K.workshop_face(view, seat, NAMES, language)
        tiles = [t for track in face.board for t in track] + [t for t, _ in face.pending]
        key = K._key_piece(K.key_symbols(tiles, quality=True), language).convert("RGB")
        picture = K.workshop_picture(face).convert("RGB")
        assert picture.crop((0, picture.height - key.height, K.WIDTH, picture.height)
                            ).tobytes() == key.tobytes()
    table = K.table_picture(view, NAMES[:3], language).convert("RGB")
    key = K._key_piece(K.key_symbols([*view["market"], *view["bonus"].values()],
                                     quality=bool(view["quality"])), language).convert("RGB")
    assert key.height > 0
    assert table.crop((0, table.height - key.height, K.WIDTH, table.height)).tobytes() == \
        key.tobytes()


def _finished(players: int, seed: int) -> dict:
    state = walked(ENGINE, players, seed, 0)
    plies = 0
    while ENGINE.to_move(state):
        seat = ENGINE.to_move(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        state = ENGINE.apply(state, seat, moves[plies % len(moves)].notation)
        plies += 1
    return state


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_the_final_table_names_the_winner_and_why_the_game_ended(language: str) -> None:
    state = _finished(2, 4)
    result = ENGINE.result(state)
    assert result is not None and len(result.winners) == 1
    view = ENGINE.view(state, None)
    assert view["winners"] == result.winners
    table = RENDERER.boards(view, NAMES[:2], language=language)[0]
    winner = NAMES[result.winners[0]]
    why = K.say(language, ENGINE.end_reason(result.reason, 2))
    first = table.alt.split(". ")[0]
    assert winner in first and why in table.alt, table.alt
    assert K.say(language, ENGINE.end_sentence(result), NAMES[:2]).endswith(f"{why}.")
