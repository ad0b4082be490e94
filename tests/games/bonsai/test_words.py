"""Words, not ids: everything a Bonsai player reads (events, prompts, button labels and
menu steps, refusals, the result) names cards by their kind and effect, goals by size,
colour and points, and tiles by their names; the data's ids stay in the notation and the
picture letters (W, L, Fl, Fr) on the pictures. The result's breakdown is in words."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bot.app.messages import breakdown_name
from bot.games.bonsai.engine import ENGINE, BonsaiEngine
from bot.games.message import component, msg, seat, words
from tests.games.bonsai.support import events_text, play, position, random_game, refused
from tests.words import player_texts, said


def _ids_and_letters(engine: BonsaiEngine = ENGINE) -> re.Pattern[str]:
    """The data's ids (cards, card kinds, goals, display slots, and any word shaped like
    them: lower case joined by underscores) and the pictures' tile letters written as
    counts or sums (``W1``, ``L+Fr``)."""
    rules = engine.rules
    ids = {*rules.card_order, *rules.kinds, *rules.goals,
           *(slot["id"] for slot in rules.data["display"]["slots"])}
    alternatives = "|".join(sorted(map(re.escape, ids), key=len, reverse=True))
    letters = r"(?:W|L|Fl|Fr)"
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])|\b[a-z]+_[a-z0-9_]+\b"
                      rf"|\b{letters}(?:\d|\+)|\+{letters}\b")


IDS = _ids_and_letters()
GAMES = [(1, 3, {}), (2, 4, {}), (3, 5, {}), (4, 6, {}), (2, 7, {"tokonoma": "on"}),
         (1, 8, {}), (2, 9, {})]


def _texts(state: dict) -> list[str]:
    """What the players read about ``state``: the events of the move that made it, every
    seat's prompt, the moves' labels and menu steps and, at the end, the result."""
    return player_texts(ENGINE, state)


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_whole_games_show_no_ids_or_picture_letters(players: int, seed: int,
                                                    options: dict[str, str]) -> None:
    states, _ = random_game(players, seed, options, cultivate_bias=0.8)
    for state in states:
        for text in _texts(state):
            assert not IDS.search(text), text


def test_the_pattern_finds_what_it_must() -> None:
    # so that the test above can fail: the old wording is caught
    for old in ("Solo: master_leaf_flower_1 (Master: leaf + flower) is discarded",
                "Parchments parchment_fruit_1 2", "Claim green_small (6 points)", "goal_tiles",
                "Slot 4: Master L+Fr · L+Fr", "supply W1 L2"):
        assert IDS.search(old), old
    assert not IDS.search("Solo: the Master card (leaf + flower) is discarded from slot 4.")


def test_the_games_cover_every_kind_of_sentence() -> None:
    seen: Counter[str] = Counter()
    for players, seed, options in GAMES:
        states, _ = random_game(players, seed, options, cultivate_bias=0.8)
        for state in states:
            seen[state["phase"]] += 1
            for event in state["events"]:
                seen[event["id"]] += 1
    wanted = ("bonsai-meditated", "bonsai-display-revealed", "bonsai-solo-discarded",
              "bonsai-claimed", "bonsai-renounced", "bonsai-master-gains", "bonsai-returned",
              "bonsai-placed", "bonsai-placed-helper", "goals", "return", "helper", "master",
              "over")
    assert all(seen[k] for k in wanted), seen


def test_solo_discards_name_the_card_in_words() -> None:
    state = position(1, display=["growth_wood_1", "tool_1", "tool_2", "master_leaf_flower_1"],
                     seats=[{"supply": "W1"}])
    state = play(state, "place wood 0,1")
    assert {"id": "bonsai-solo-discarded",
            "args": {"card": {"component": "master_leaf_flower"}, "slot": 4}} in state["events"]
    assert "Solo: the Master card (leaf + flower) is discarded from slot 4." in events_text(state)


def test_meditate_buttons_and_events_in_words() -> None:
    state = position(2, display=["tool_1", "growth_wood_1", "parchment_fruit_1",
                                 "master_leaf_flower_1"])
    moves = {m.notation: m for m in ENGINE.legal_moves(state, 0)}
    keep = moves["meditate 4 leaf fruit"]
    assert keep.label == msg("bonsai-meditate-choice-label", slot=4, card=component("master"),
                             choice=msg("bonsai-bonus-keep-all",
                                        tiles=words([component("leaf"), component("fruit")])))
    assert [said(ENGINE, step) for step in keep.path] == [
        "Meditate 4 · Master card (leaf + flower) + leaf and fruit"]
    assert said(ENGINE, keep.label) == "Meditate, slot 4 · Master card · Keep leaf and fruit"
    assert [said(ENGINE, step) for step in moves["meditate 1"].path] == [
        "Meditate 1 · Tool card"]
    assert [said(ENGINE, step) for step in moves["meditate 4 fruit"].path] == [
        "Meditate without some slot tiles", "Slot 4 · Master card (leaf + flower)",
        "Keep fruit only"]
    after = play(state, "meditate 3")
    assert after["events"][0] == msg(
        "bonsai-meditated", who=seat(0), slot=3, card=component("parchment_fruit"), count=2,
        tiles=words([component("wood"), component("flower")])).to_json()
    assert said(ENGINE, after["events"][0]) == (
        "Player 1 meditated on slot 3: took the Parchment card (2 points per fruit tile) and "
        "wood and flower.")


def test_prompts_say_supply_and_allowance_in_words() -> None:
    state = position(2, seats=[{"supply": "W2 L1 Fr3"}])
    prompt = ENGINE.prompt(state, 0)
    assert prompt.id == "bonsai-prompt-action-mirror"
    assert said(ENGINE, prompt).startswith(
        "Your turn: Meditate (take a card) or Cultivate: tap a number on your tree to place "
        "that tile (supply 2 wood, 1 leaf, 3 fruits).")
    state = play(state, "cultivate")
    assert said(ENGINE, ENGINE.prompt(state, 0)) == (
        "Cultivate: tap a number to place that tile (left to place: 1 wood, 1 leaf, 1 tile "
        "of any type; supply: 2 wood, 1 leaf, 3 fruits), or finish.")


BROWN8 = """
        y=+4    .   .   .  Wd   .   .   .
        y=+3  .   .   .  Wd   .   .   .
        y=+2    .   .  Wd  Wd   .   .   .
        y=+1  .   .  Wd  Wd  Wd   .   .
        y=+0    .  ##  ##  Bd  ##  ##  ##
    """


def test_goals_read_by_size_colour_and_points() -> None:
    state = position(2, seats=[{"tree": BROWN8}], goals=["brown_small", "brown_large"])
    state = play(state, "cultivate", "finish")
    assert state["phase"] == "goals"
    assert said(ENGINE, ENGINE.prompt(state, 0)) == (
        "Your tree meets the small brown goal: claim one per colour or renounce them.")
    labels = {m.notation: said(ENGINE, m.label) for m in ENGINE.legal_moves(state, 0)}
    assert labels == {"claim brown_small": "Claim the small brown goal (5 points)",
                      "renounce brown": "Renounce the small brown goal for good"}
    with refused("bonsai-cannot-claim") as caught:
        ENGINE.apply(state, 0, "claim brown_large")
    assert caught.value.message.args["goal"] == {"message": msg(
        "bonsai-goal", colour="brown", size="large", points=15).to_json()}
    claimed = play(state, "claim brown_small")
    assert "Player 1 claimed the small brown goal (5 points)." in events_text(claimed)


def test_the_result_breakdown_and_details_in_words() -> None:
    states, _ = random_game(1, 8, {}, cultivate_bias=0.8)
    final = states[-1]
    result = ENGINE.result(final)
    assert result is not None
    standing = result.standings[0]
    # the keys stay as stored; the catalogue names them
    assert list(standing.breakdown) == ["leaves", "flowers", "fruits", "wood", "goal tiles",
                                        "Parchments", "goals claimed"]
    assert [breakdown_name("bonsai", key, "it") for key in standing.breakdown] == [
        "foglie", "fiori", "frutti", "legno", "tessere Obiettivo", "Pergamene",
        "obiettivi rivendicati"]
    seat_state = final["seats"][0]
    assert standing.breakdown["goals claimed"] == len(seat_state["claimed"])
    details = result.details[0]
    assert details.id == "bonsai-details" and details.args["who"] == seat(0)
    text = said(ENGINE, details)
    for card, points in ENGINE.parchment_points(seat_state).items():
        assert f"{said(ENGINE, ENGINE.parchment_name(card))} {points} point" in text, text
    assert "Parchments: " in text
