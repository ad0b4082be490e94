"""The project decisions of spec section 8 not already exercised by the rule tests, each
read from the data (several by changing a value in a copy of it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot.games.kokeshi.position import build
from tests.games.kokeshi.support import ENGINE, notations, play
from tests.games.kokeshi.test_rules import engine_with

R = ENGINE.rules


def test_pd01_eight_rows_home_0_top_9() -> None:
    assert (R.rows, R.home, R.top) == (8, 0, 9)
    assert R.data["workshop"]["rows_per_track"]["value"] == 8


def test_pd02_pd03_names_order_and_one_colour_per_kokeshi() -> None:
    assert R.kokeshi_ids == ("princess", "granny", "fisherman", "samurai", "sumo")
    assert R.animal_ids == ("panda", "fox", "cat", "rabbit")
    assert R.tiles["samurai-04-a"].colour == R.kokeshi_ids.index("samurai")
    assert R.tiles["start-granny-2"].colour == 1


def test_pd05_quality_thresholds_from_the_data() -> None:
    text = """
        players 2
        seat 0
        fisherman 1 princess-08, 2 granny-08, 3 sumo-08, 4 samurai-08 @4
    """
    assert "take q1" in notations(play(build(text), "advance fisherman"))
    engine = engine_with(lambda d: d["workshop"]["quality_threshold_rows"]["by_level"]["1"]
                         .update(row=6))
    after = engine.apply(build(text, engine), 0, "advance fisherman")
    assert "take q1" not in notations(after, engine=engine)


def test_pd06_pd07_quality_points_count_in_scoring() -> None:
    state = build("players 2\nseat 0\nprincess 6 quality-princess-2")
    assert ENGINE.breakdown(state, 0)["quality"] == 5 == R.tiles["quality-princess-2"].points


def test_pd09_animal_values_from_the_data() -> None:
    state = build("players 2\nseat 0\nanimals panda 7 fox 5")
    assert ENGINE.breakdown(state, 0)["animals"] == 16
    engine = engine_with(lambda d: d["animal_board"]["position_values"].update(
        by_position=[0, 1, 2, 3, 4, 5, 6, 7]))
    assert engine.breakdown(build("players 2\nseat 0\nanimals panda 7 fox 5", engine),
                            0)["animals"] == 12


def test_pd13_market_size_from_the_data() -> None:
    engine = engine_with(lambda d: d["setup"]["market_size"].update(value=3))
    state = engine.setup(2, 4, {})
    assert len(state["market"]) == 3 and len(state["supply"]) == 47
    state = build("players 2\nseat 0", engine)
    after = engine.apply(state, 0, "advance granny")
    assert notations(after, engine=engine) == ["take 1", "take 2", "take 3"]


def test_pd14_pd15_pd16_designs_sets_and_starting_tiles() -> None:
    assert len(R.designs) == 50 and len(R.starting_order) == 10
    assert R.designs["samurai-04"].code == "K*"
    assert R.tiles["start-sumo-2"].code == "K:sumo / K:granny"
    assert [len(R.normal_tiles(n)) for n in (2, 3, 4)] == [50, 100, 100]


def test_pd17_starting_tiles_on_the_row_from_the_data() -> None:
    engine = engine_with(lambda d: d["workshop"]["starting_tile_row"].update(value=2))
    state = engine.setup(2, 1, {})
    state = engine.apply(state, 0, "start princess granny")
    first = engine.setup(2, 1, {})["seats"][0]["start"][0]
    assert state["seats"][0]["board"][0][1] == first
    assert state["seats"][0]["board"][0][0] is None


def test_pd18_seat_0_plays_first() -> None:
    state = ENGINE.setup(4, 2, {})
    for seat in range(4):
        state = ENGINE.apply(state, seat, "start princess granny")
    assert ENGINE.to_move(state) == [0]


def test_pd20_pd21_gains_wait_for_the_end_and_the_slot_is_chosen_when_the_effect_runs() -> None:
    state = build("""
        players 2
        seat 0
        granny 1 granny-09
    """)
    after = play(state, "advance granny")
    assert after["ask"]["id"] == "D7"  # PD-21: chosen now
    after = play(after, "gain 2")
    # PD-20: one pending tile, one track: placed automatically, on the lowest empty row
    assert after["seats"][0]["board"][1][1] == state["market"][1]
    assert not after["pending"]


def test_pd29_only_a_failed_refill_triggers() -> None:
    state = build("players 2\nseat 0")
    state["removed"] += state["supply"]
    state["supply"] = []
    after = play(state, "advance granny", "take 1")
    assert after["end"]["reasons"] == ["supply"]


def test_pd31_taking_costs_nothing() -> None:
    state = build("players 2\nseat 0")
    after = play(state, "advance granny", "take 1")
    assert ENGINE.breakdown(after, 0)["happiness"] == 0
    assert after["seats"][0]["animals"] == [0, 0, 0, 0]


def test_pd32_the_trigger_is_checked_at_the_end_of_the_turn() -> None:
    """Example 5's player reaches 5 achievements before placing her bonus tile: the end is
    triggered only once the turn is over."""
    state = build("""
        players 2
        bonus cat-4=start-granny-1
        seat 0
        princess 4 quality-princess-1
        granny 5 quality-granny-1
        sumo 1 start-sumo-1, 2 princess-08 @1
        animals panda 4 fox 4 cat 3 rabbit 2
    """)
    after = play(state, "advance sumo")
    assert ENGINE.achievements(after, 0) == 5 and after["ask"]["id"] == "D8"
    assert not after["end"]["triggered"]
    after = play(after, "place start-granny-1 fisherman")
    assert after["end"]["triggered"]


def test_pd36_the_red_line_is_an_achievement_not_a_quality_tile() -> None:
    state = build("players 2\nseat 0\nprincess 1 princess-08\nanimals cat 3")
    after = play(state, "advance princess")
    assert after["quality"] == state["quality"]
    assert ENGINE.achievements(after, 0) == 1


SPEC_IDS = ([f"S{i}" for i in range(1, 10)] + [f"R{i}" for i in range(1, 17)]
            + [f"E{i}" for i in range(1, 6)] + [f"D{i}" for i in range(9)]
            + [f"PD-{i:02d}" for i in range(1, 37)] + [f"Example {i}" for i in range(1, 10)])


def test_every_numbered_rule_has_a_test_naming_it() -> None:
    """Every S, R, E, D, PD and Example id appears in a test's name or docstring."""
    named = []
    for path in Path(__file__).parent.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                named.append(node.name.replace("_", " ") + " " + (ast.get_docstring(node) or ""))
    text = "\n".join(named)
    missing = []
    for spec_id in SPEC_IDS:
        loose = spec_id.lower().replace("-", "")
        pattern = rf"(?<![\w.]){re.escape(spec_id)}(?![\d])"
        if not re.search(pattern, text) and not re.search(
                rf"(?<![a-z0-9]){re.escape(loose)}(?![0-9])", text.lower()):
            missing.append(spec_id)
    assert not missing, missing
