"""Words, not ids and codes: everything a Kokeshi player reads (events, prompts, button
labels and menu steps, the result) is a message the catalogues say in English, Italian
and French; it names tiles by their colour and effects in words and effects by what they
do, and never shows a tile id, an effect code or a rule number of the spec (those stay in
the notation, the pictures and the code). The result's breakdown sums to the score."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from bot import i18n
from bot.games.base import IllegalMove
from bot.games.data import load_game_data
from bot.games.kokeshi.engine import ENGINE, KokeshiEngine
from bot.games.message import component, msg, words
from tests.games.kokeshi.support import build, english, play
from tests.words import player_texts


def _ids_and_codes(engine: KokeshiEngine = ENGINE) -> re.Pattern[str]:
    """The data's ids (tile instances, designs, bonus slots), the effect codes and the
    spec's rule numbers (R12, PD-05, S8, E4, D6)."""
    r = engine.rules
    ids = {*r.tiles, *r.designs, *(slot.id for slot in r.bonus_slots)}
    alternatives = "|".join(sorted(map(re.escape, ids), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])|\b[KAT](?::[a-z]|[*=<>])"
                      r"|\bPD-?\d|\b[SRED]\d{1,2}[a-z]?\b")


IDS = _ids_and_codes()
GAMES = [(2, 1), (3, 2), (4, 3), (4, 8)]


def _played(players: int, seed: int, language: str = "en"
            ) -> list[tuple[dict, list[str]]]:
    """(state, what its players read in ``language``) along a seeded random game: the
    events of the move that made it, every prompt, every label and menu step, and at the
    end the result."""
    rng = random.Random(seed)
    state = ENGINE.setup(players, seed, {})
    out = []
    while True:
        texts = player_texts(ENGINE, state, language)
        result = ENGINE.result(state)
        out.append((state, texts))
        if result is not None:
            return out
        seat = rng.choice(ENGINE.to_move(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_moves(state, seat)).notation)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_whole_games_show_no_tile_ids_effect_codes_or_rule_numbers(players: int,
                                                                    seed: int) -> None:
    for _, texts in _played(players, seed):
        for text in texts:
            assert not IDS.search(text), text


@pytest.mark.parametrize("language", ["it", "fr"])
def test_italian_and_french_games_show_no_ids_and_no_english(language: str) -> None:
    english_words = re.compile(r"\b(?:the|and|tile|row|slot|track|advances|takes)\b")
    for _, texts in _played(3, 2, language):
        for text in texts:
            assert not IDS.search(text), text
            assert not english_words.search(text), text


def test_the_rules_help_shows_no_rule_numbers_in_any_language() -> None:
    for language in i18n.SUPPORTED:
        for title, body in ENGINE.rules_help():
            for part in (title, body):
                text = i18n.text(part, language, game="kokeshi")
                assert not re.search(r"\bPD-?\d|\b[SRED]\d{1,2}\b", text), text
                assert not re.search(r"(?<![\w-])(?:samurai-\d|start-|quality-)", text), text


def test_the_pattern_finds_what_it_must() -> None:
    # so that the tests above can fail: the old wording is caught
    for old in ("Slot 2: samurai-03-a (K:granny / A*)", "start-princess-1 → Granny",
                "claims bonus slot panda-4", "A*: move any animal 1", "T=: Player 1 gains",
                "the supply is empty (E1b)", "compulsory (PD-19)", "two tracks (S8)"):
        assert IDS.search(old), old
    assert not IDS.search("Slot 2: Samurai tile · move Granny, or move any animal")


def test_every_named_component_of_the_data_has_a_name_in_every_language() -> None:
    data = load_game_data("kokeshi")
    named = [item for group in ("kokeshi", "animals") for item in data[group]["items"]]
    assert len(named) == 9
    for item in named:
        for language in i18n.SUPPORTED:
            assert i18n.has(i18n.component_id("kokeshi", item["id"]), language), item["id"]
            said = i18n.text(msg("kokeshi-sentence", sentence=component(item["id"])),
                             language, game="kokeshi")
            assert said and said != item["id"], (language, said)
    assert english(msg("kokeshi-sentence", sentence=component("granny"))) == "Granny"


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
    prompt = ENGINE.prompt(state, 0)
    assert prompt.id == "kokeshi-prompt-start" and prompt.args["row"] == 1
    assert english(prompt) == (
        "Place your starting tiles on row 1 of two different tracks: a Princess starting "
        "tile (move Princess, or move Granny) and a Granny starting tile (move Granny, or "
        "move Samurai).")
    move = next(m for m in ENGINE.legal_moves(state, 0) if m.notation == "start princess granny")
    assert [english(step) for step in move.path] == [
        "Starting tiles", "Tile moving Princess or Granny → Princess",
        "Tile moving Granny or Samurai → Granny"]
    assert move.path[1] == msg(
        "kokeshi-step-start-tile", kokeshi=component("princess"),
        tile=msg("kokeshi-start-name", case="upper",
                 kokeshi=words([component("princess"), component("granny")], "or")))


def test_a_slash_tile_asks_for_a_side_in_words() -> None:
    state = build("""
        players 2
        seat 0
        samurai 1 samurai-03
    """)
    after = play(state, "advance samurai")
    assert after["ask"]["id"] == "D2"
    assert [(m.notation, english(m.label)) for m in ENGINE.legal_moves(after, 0)] == [
        ("side K:granny", "Move Granny 1 space"), ("side A*", "Move any animal")]
    assert ENGINE.prompt(after, 0).args["question"]["message"]["id"] == "kokeshi-ask-side"
    assert english(ENGINE.prompt(after, 0)).endswith(
        "Choose one side of the Samurai tile: move Granny 1 space or move any animal.")
    assert "Samurai lands on a Samurai tile (move Granny, or move any animal) on row 1." \
        in [english(e) for e in after["events"]]
    animal = play(after, "side A*")
    assert "Player 1 chooses to move any animal." in [english(e) for e in animal["events"]]
    assert english(ENGINE.prompt(animal, 0)).endswith("Move any animal: choose which.")
    with pytest.raises(IllegalMove) as refused:
        ENGINE.apply(after, 0, "side T*")
    assert refused.value.message.id == "kokeshi-refuse-side"
    assert "move Granny 1 space (`side K:granny`) or move any animal (`side A*`)" in \
        english(refused.value.message)


def test_market_slots_read_as_tiles() -> None:
    state = build("""
        players 2
        market granny-04 sumo-08 fisherman-09 samurai-10 samurai-01
        seat 0
    """)
    after = play(state, "advance princess")  # an empty row: take a tile (D6)
    assert after["ask"]["id"] == "D6"
    take = next(m for m in ENGINE.legal_moves(after, 0) if m.notation == "take 4")
    assert [english(step) for step in take.path] == [
        "Slot 4: Samurai tile · gain a tile for any track, or move any animal"]
    taken = play(after, "take 4")
    assert any(english(e).startswith(
        "Player 1 takes a Samurai tile (gain a tile for any track, or move any animal) from "
        "slot 4 for Princess row 1.") for e in taken["events"]), taken["events"]


def test_a_quality_tile_and_the_result_breakdown_in_words() -> None:
    r = ENGINE.rules
    points = r.tiles["quality-granny-2"].points
    assert english(ENGINE.tile_text("quality-granny-2")) == (
        f"a Granny Quality tile (level 2, {points} points)")
    state, _ = _played(2, 1)[-1]
    result = ENGINE.result(state)
    assert result is not None
    for standing in result.standings:
        parts = ENGINE.breakdown(state, standing.seat)
        # no "total" beside the score, and "top rewards" are the tops' Happiness only
        assert "total" not in standing.breakdown
        assert standing.breakdown["top rewards"] == parts["happiness"]
        assert standing.breakdown["same-colour pairs"] == parts["adjacency"] <= 0


# --- golden sentences: the grammar of each language --------------------------------------

def _say(message, language: str, names=("Ann", "Ugo")) -> str:
    return i18n.text(message, language, names=list(names), game="kokeshi")


@pytest.mark.parametrize(("count", "en", "it", "fr"), [
    (0, "0 achievements.", "0 traguardi.", "0 accomplissement."),
    (1, "1 achievement.", "1 traguardo.", "1 accomplissement."),
    (2, "2 achievements.", "2 traguardi.", "2 accomplissements."),
])
def test_golden_plurals_of_the_details_line(count: int, en: str, it: str, fr: str) -> None:
    detail = msg("kokeshi-detail", who={"seat": 0}, total=count, happiness=0, animals=count,
                 leaders=0, quality=0, tracks=0, pairs=0, achievements=count)
    assert en in _say(detail, "en")
    assert it in _say(detail, "it")
    assert fr in _say(detail, "fr")
    assert _say(detail, "fr").startswith("Ann\u00a0: ")  # no-break space before the colon


def test_golden_sentences_in_three_languages() -> None:
    advances = msg("kokeshi-kokeshi-moves-step", kokeshi=component("granny"), start="home",
                   start_row=0, end="row", end_row=2)
    assert _say(advances, "en") == "Granny advances from home to row 2."
    assert _say(advances, "it") == "La Kokeshi Nonnina avanza dalla partenza alla riga 2."
    assert _say(advances, "fr") == "La kokeshi Mamie avance de la case départ à la rangée 2."
    took = msg("kokeshi-takes-slot-chosen", who={"seat": 1}, slot=3, kokeshi=component("samurai"),
               row=4, tile=ENGINE.tile_text("samurai-03-a"))
    assert _say(took, "en") == ("Ugo takes a Samurai tile (move Granny, or move any animal) "
                                "from slot 3 for Samurai row 4.")
    assert _say(took, "it") == (
        "Ugo prende una tessera Samurai (muovi Nonnina o muovi un animale) dalla posizione 3 "
        "per il tracciato Samurai, riga 4.")
    assert _say(took, "fr") == (
        "Ugo prend une tuile Samouraï (avancer Mamie ou avancer un animal) à l'emplacement 3 "
        "pour la piste Samouraï, rangée 4.")
    # one space: French "d'une case" (elided), two: "de 2 cases"; Italian "di 1 spazio"
    one = ENGINE.effect_msg(ENGINE.rules.tiles["granny-04-a"].effects[0], 1, upper=True)
    assert _say(one, "fr") == "Avancer une kokeshi d'une case"
    assert _say(one, "it") == "Muovi una Kokeshi di 1 spazio"
    removed = msg("kokeshi-quality-removed", holders=1, kokeshi=component("sumo"), count=2,
                  levels=words([2, 3]))
    assert _say(removed, "en") == ("1 player now holds a Sumo wrestler Quality tile, so the "
                                   "Sumo wrestler Quality tiles of levels 2 and 3 are removed "
                                   "from the game.")
    assert _say(removed, "it") == ("1 giocatore ha ora una Tessera Qualità Lottatore di sumo, "
                                   "quindi le Tessere Qualità Lottatore di sumo di livello 2 e "
                                   "3 escono dalla partita.")
    assert _say(removed, "fr") == ("1 joueur a maintenant une tuile Qualité Lutteur de sumo, "
                                   "donc les tuiles Qualité Lutteur de sumo de niveaux 2 et 3 "
                                   "sont retirées de la partie.")
    waiting = ENGINE.prompt(play(ENGINE.setup(2, 3, {}), "start princess granny",
                                 "start sumo fisherman"), 1)
    assert _say(waiting, "it") == "In attesa del turno di Ann."
    assert _say(waiting, "fr") == "En attente\u00a0: c'est à Ann de jouer."
