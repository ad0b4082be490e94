"""The component data (spec 3.2, 3.3, 3.5): every figure in ``checks`` and both digests."""

from __future__ import annotations

import hashlib
import re
from collections import Counter

import pytest

from bot.games.splendor.tables import CARDS, DATA, GEMS, NOBLES

ITEMS = DATA["cards"]["items"]
NOBLE_ITEMS = DATA["nobles"]["items"]
CHECKS = DATA["checks"]
CYCLE = DATA["noble_color_cycle"]["value"]
SHORT = {c["id"]: c["short"] for c in DATA["colors"]}


def cost_sum(item: dict) -> int:
    return sum(item["cost"].values())


def test_card_counts() -> None:
    assert len(ITEMS) == CHECKS["cards_total"] == 90
    per_tier = Counter(str(c["tier"]) for c in ITEMS)
    assert per_tier == CHECKS["cards_per_tier"] == {"1": 40, "2": 30, "3": 20}
    per_bonus = Counter((str(c["tier"]), c["bonus"]) for c in ITEMS)
    for (tier, _bonus), n in per_bonus.items():
        assert n == CHECKS["cards_per_tier_per_bonus"][tier]
    assert len(per_bonus) == 15


@pytest.mark.parametrize("tier", ["1", "2", "3"])
def test_per_tier_totals(tier: str) -> None:
    cards = [c for c in ITEMS if str(c["tier"]) == tier]
    assert sum(c["points"] for c in cards) == CHECKS["points_total_per_tier"][tier]
    assert sum(cost_sum(c) for c in cards) == CHECKS["cost_total_per_tier"][tier]
    for colour in GEMS:
        total = sum(c["cost"][colour] for c in cards)
        assert total == CHECKS["cost_total_per_tier_per_color"][tier][colour]
    histogram = Counter(str(c["points"]) for c in cards)
    assert histogram == CHECKS["points_histogram_per_tier"][tier]
    assert min(cost_sum(c) for c in cards) == CHECKS["min_cost_sum_per_tier"][tier]
    assert max(cost_sum(c) for c in cards) == CHECKS["max_cost_sum_per_tier"][tier]


def test_card_wide_totals() -> None:
    assert sum(c["points"] for c in ITEMS) == CHECKS["points_total_all_cards"] == 140
    assert max(max(c["cost"].values()) for c in ITEMS) == CHECKS["max_single_color_cost"]
    assert sum(1 for c in ITEMS if c["cost"][c["bonus"]] > 0) == CHECKS["cards_own_color_in_cost"]
    tuples = {(c["tier"], c["bonus"], c["points"], tuple(c["cost"][g] for g in GEMS))
              for c in ITEMS}
    assert len(tuples) == CHECKS["distinct_card_tuples"] == 90
    assert all(cost_sum(c) >= 3 for c in ITEMS)


def test_card_shape_and_no_gold_cost() -> None:
    for card in ITEMS:
        assert set(card["cost"]) == set(GEMS)  # all five gem keys, never gold
        assert "gold" not in card["cost"]
        assert card["bonus"] in GEMS
        assert 0 <= card["points"] <= 5
        assert all(0 <= n <= 7 for n in card["cost"].values())


def test_card_ids_follow_the_scheme() -> None:
    pattern = re.compile(DATA["id_schemes"]["card"]["pattern"])
    ids = [c["id"] for c in ITEMS]
    assert len(set(ids)) == 90
    groups: dict[tuple[int, str], list[dict]] = {}
    for card in ITEMS:
        assert pattern.match(card["id"]), card["id"]
        tier, letter, _ = card["id"].split("-")
        assert int(tier) == card["tier"] and letter == SHORT[card["bonus"]]
        groups.setdefault((card["tier"], card["bonus"]), []).append(card)
    # PD-12: nn counts points ascending, then the cost vector descending
    for cards in groups.values():
        by_id = sorted(cards, key=lambda c: c["id"])
        expected = sorted(cards, key=lambda c: (c["points"],
                                                [-c["cost"][g] for g in GEMS]))
        assert [c["id"] for c in by_id] == [c["id"] for c in expected]
        assert [c["id"][-2:] for c in by_id] == [f"{i:02d}" for i in range(1, len(cards) + 1)]


def test_nobles() -> None:
    assert len(NOBLE_ITEMS) == CHECKS["nobles_total"] == 10
    assert sum(n["points"] for n in NOBLE_ITEMS) == CHECKS["noble_points_total"] == 30
    assert sum(sum(n["requirement"].values()) for n in NOBLE_ITEMS) == \
        CHECKS["noble_requirement_total"] == 85
    shapes = Counter(tuple(sorted(v for v in n["requirement"].values() if v))
                     for n in NOBLE_ITEMS)
    assert shapes[(4, 4)] == CHECKS["nobles_4_4"] == 5
    assert shapes[(3, 3, 3)] == CHECKS["nobles_3_3_3"] == 5
    for colour in GEMS:
        total = sum(n["requirement"][colour] for n in NOBLE_ITEMS)
        assert total == CHECKS["noble_requirement_per_color"][colour] == 17
    assert set(NOBLES) == {n["id"] for n in NOBLE_ITEMS}


def test_noble_colours_are_consecutive_on_the_cycle_and_named_in_order() -> None:
    pattern = re.compile(DATA["id_schemes"]["noble"]["pattern"])
    size = len(CYCLE)
    for noble in NOBLE_ITEMS:
        assert pattern.match(noble["id"])
        assert set(noble["requirement"]) == set(GEMS)
        used = {c for c in CYCLE if noble["requirement"][c]}
        runs = [[CYCLE[(start + k) % size] for k in range(len(used))] for start in range(size)]
        matching = [run for run in runs if set(run) == used]
        assert len(matching) == 1, noble["id"]  # consecutive on the cycle
        assert noble["id"] == "N-" + "".join(SHORT[c] for c in matching[0])


def test_sha256_digests() -> None:
    card_lines = [
        f"{c['tier']}|{c['bonus']}|{c['points']}|" + ",".join(str(c["cost"][g]) for g in GEMS)
        for c in ITEMS
    ]
    noble_lines = [
        f"{n['points']}|" + ",".join(str(n["requirement"][g]) for g in GEMS) for n in NOBLE_ITEMS
    ]
    cards_digest = hashlib.sha256("\n".join(card_lines).encode("utf-8")).hexdigest()
    nobles_digest = hashlib.sha256("\n".join(noble_lines).encode("utf-8")).hexdigest()
    assert cards_digest == CHECKS["sha256_cards_canonical"]
    assert nobles_digest == CHECKS["sha256_nobles_canonical"]


def test_token_and_setup_checks() -> None:
    setup = DATA["setup"]
    for players in ("2", "3", "4"):
        gems = setup["gem_tokens_per_color"]["by_player_count"][players]
        gold = setup["gold_tokens"]["by_player_count"][players]
        assert 5 * gems == CHECKS["gem_tokens_total_by_player_count"][players]
        assert 5 * gems + gold == CHECKS["tokens_total_by_player_count"][players]
    slots = setup["market_slots_per_tier"]["value"]
    assert 3 * slots == CHECKS["market_cards_at_setup"]
    for tier, n in CHECKS["deck_sizes_after_setup"].items():
        assert CHECKS["cards_per_tier"][tier] - slots == n


def test_tables_match_the_json() -> None:
    for item in ITEMS:
        card = CARDS[item["id"]]
        assert card.cost == tuple(item["cost"][g] for g in GEMS)
        assert GEMS[card.bonus] == item["bonus"] and card.points == item["points"]


def test_project_values_are_marked_project() -> None:
    rules = DATA["rules"]
    for name in ("take_distinct_reduced_count", "default_payment", "max_rounds",
                 "deadlock_end_after_null_turns", "pass_is_automatic", "market_refill_same_slot"):
        assert rules[name]["origin"] == "project" and rules[name]["decision"].startswith("PD-")
