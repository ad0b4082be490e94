"""Words, not ids and codes: everything a Kokeshi player reads (events, prompts, button
labels and menu steps, the result) names tiles by their colour and effects in words and
effects by what they do; tile ids and effect codes stay in the notation (and the
pictures). The result's breakdown is in words and sums to the score."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from bot.games.base import IllegalMove
from bot.games.kokeshi.engine import ENGINE, KokeshiEngine
from tests.games.kokeshi.support import build, play
from tests.words import player_texts


def _ids_and_codes(engine: KokeshiEngine = ENGINE) -> re.Pattern[str]:
    """The data's ids (tile instances, designs, bonus slots) and the effect codes."""
    r = engine.rules
    ids = {*r.tiles, *r.designs, *(slot.id for slot in r.bonus_slots)}
    alternatives = "|".join(sorted(map(re.escape, ids), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])|\b[KAT](?::[a-z]|[*=<>])")


IDS = _ids_and_codes()
GAMES = [(2, 1), (3, 2), (4, 3), (4, 8)]


def _played(players: int, seed: int) -> list[tuple[dict, list[str]]]:
    """(state, what its players read) along a seeded random game: the events of the move
    that made it, every prompt, every label and menu step, and at the end the result."""
    rng = random.Random(seed)
    state = ENGINE.setup(players, seed, {})
    out = []
    while True:
        texts = player_texts(ENGINE, state)
        result = ENGINE.result(state)
        out.append((state, texts))
        if result is not None:
            return out
        seat = rng.choice(ENGINE.to_move(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_whole_games_show_no_tile_ids_or_effect_codes(players: int, seed: int) -> None:
    for _, texts in _played(players, seed):
        for text in texts:
            assert not IDS.search(text), text


def test_the_pattern_finds_what_it_must() -> None:
    # so that the test above can fail: the old wording is caught
    for old in ("Slot 2: samurai-03-a (K:granny / A*)", "start-princess-1 → Granny",
                "claims bonus slot panda-4", "A*: move any animal 1", "T=: Player 1 gains"):
        assert IDS.search(old), old
    assert not IDS.search("Slot 2: Samurai tile · move Granny, or move any animal")


def test_the_games_cover_every_decision_and_sentence() -> None:
    seen: Counter[str] = Counter()
    for players, seed in GAMES:
        for state, texts in _played(players, seed):
            if state["ask"]:
                seen[state["ask"]["id"]] += 1
            for phrase in ("claims the bonus tile", "is refilled with", "gains a", "places a",
                           "chooses to", "lands on a", "is the only Kokeshi"):
                seen[phrase] += any(phrase in t for t in texts)
    assert all(seen[k] for k in ("D0", "D1", "D2", "D4", "D5", "D6", "D7", "D8")), seen
    assert all(seen[k] for k in ("claims the bonus tile", "is refilled with", "gains a",
                                 "places a", "chooses to", "lands on a")), seen


def test_starting_tiles_prompt_and_buttons_in_words() -> None:
    state = ENGINE.setup(2, 0, {})
    state["seats"][0]["start"] = ["start-princess-1", "start-granny-2"]
    assert ENGINE.prompt(state, 0) == (
        "Place your starting tiles on row 1 of two different tracks: a Princess starting "
        "tile (move Princess, or move Granny) and a Granny starting tile (move Granny, or "
        "move Samurai).")
    move = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "start princess granny")
    assert move.path == ("Starting tiles", "Tile moving Princess or Granny → Princess",
                         "Tile moving Granny or Samurai → Granny")


def test_a_slash_tile_asks_for_a_side_in_words() -> None:
    state = build("""
        players 2
        seat 0
        samurai 1 samurai-03
    """)
    after = play(state, "advance samurai")
    assert after["ask"]["id"] == "D2"
    assert [(m.notation, m.label) for m in ENGINE.legal_moves(after, 0)] == [
        ("side K:granny", "Move Granny 1 space"), ("side A*", "Move any animal")]
    assert ENGINE.prompt(after, 0).endswith(
        "Choose one side of the Samurai tile: move Granny 1 space or move any animal.")
    assert "Samurai lands on a Samurai tile (move Granny, or move any animal) on row 1." \
        in after["events"]
    animal = play(after, "side A*")
    assert "Player 1 chooses to move any animal." in animal["events"]
    assert ENGINE.prompt(animal, 0).endswith("Move any animal: choose which.")
    with pytest.raises(IllegalMove, match=r"move Granny 1 space \('side K:granny'\) or move "
                                          r"any animal \('side A\*'\)"):
        ENGINE.apply(after, 0, "side T*")


def test_market_slots_read_as_tiles() -> None:
    state = build("""
        players 2
        market granny-04 sumo-08 fisherman-09 samurai-10 samurai-01
        seat 0
    """)
    after = play(state, "advance princess")  # an empty row: take a tile (D6)
    assert after["ask"]["id"] == "D6"
    take = next(m for m in ENGINE.legal_moves(after, 0) if m.notation == "take 4")
    assert take.path == ("Slot 4: Samurai tile · gain a tile for any track, or move any "
                         "animal",)
    taken = play(after, "take 4")
    assert any(e.startswith("Player 1 takes a Samurai tile (gain a tile for any track, or "
                            "move any animal) from slot 4 for Princess row 1.")
               for e in taken["events"]), taken["events"]


def test_a_quality_tile_and_the_result_breakdown_in_words() -> None:
    r = ENGINE.rules
    assert r.tiles["quality-granny-2"].name == "Granny Quality tile"
    assert ENGINE.tile_text("quality-granny-2") == (
        f"a Granny Quality tile (level 2, {r.tiles['quality-granny-2'].points} points)")
    state, _ = _played(2, 1)[-1]
    result = ENGINE.result(state)
    assert result is not None
    for standing in result.standings:
        parts = ENGINE.breakdown(state, standing.seat)
        # no "total" beside the score, and "top rewards" are the tops' Happiness only
        assert "total" not in standing.breakdown
        assert standing.breakdown["top rewards"] == parts["happiness"]
        assert standing.breakdown["same-colour pairs"] == parts["adjacency"] <= 0
