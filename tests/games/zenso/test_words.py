"""What Zensō players read, as messages and in words: the engine says message ids and
arguments (never sentences), every named component of the data has a name in every
language, no data id or rule code reaches a player in any language, and a few golden
sentences check the grammar of each language (plurals with 0, a seat's name)."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.games.base import IllegalMove
from bot.games.data import load_game_data
from bot.games.message import component, msg, seat, words
from bot.games.zenso.engine import ENGINE
from tests.games.zenso.support import play, position, random_game
from tests.words import player_texts, said

#: data ids (T44, H38, J05, ST1) and rule codes (R25, PD-11, E2, W1) of the spec
CODES = re.compile(r"\b(?:[THJ]\d{2}|ST\d|PD-\d+|R\d+|E\d|W\d)\b")
LANGUAGES = ("en", "it", "fr")


def test_every_named_component_has_a_name_in_every_language() -> None:
    data = load_game_data("zenso")
    ids = [t["id"] for t in data["terrain_types"]] + [h["id"] for h in data["harmony_cards"]]
    for language in LANGUAGES:
        for data_id in ids:
            assert i18n.has(i18n.component_id("zenso", data_id), language), (language, data_id)
            name = said(ENGINE, msg("zenso-card", card=component(data_id)), language)
            assert name and not CODES.search(name), (language, data_id, name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_player_text_names_a_data_id_or_a_rule_code(language: str) -> None:
    states, _ = random_game(3, 5, check=False)
    for state in [*states[::3], states[-1]]:
        for text in player_texts(ENGINE, state, language):
            assert not CODES.search(text), (language, text)
    for title, body in ENGINE.rules_help():
        for text in (said(ENGINE, title, language), said(ENGINE, body, language)):
            assert not CODES.search(text), (language, text)


def test_refusals_name_no_code_in_any_language() -> None:
    state = position(2, hands=[["H01"], []], phase="harmony")
    for notation in ("swap H01 D1", "move 0,0 to 1,1", "validate H05 3,0", "take 9"):
        with pytest.raises(IllegalMove) as refused:
            ENGINE.apply(state, 0, notation)
        for language in LANGUAGES:
            assert not CODES.search(said(ENGINE, refused.value.message, language))


def test_events_are_message_ids_with_arguments() -> None:
    state = position(2, gardens=["y=0 S* S*", None], phase="combine")
    after = play(state, "combine all")
    assert after["events"][0] == msg("zenso-combined", who=seat(0), stones=2, space=1,
                                     gain=2).to_json()
    refused = position(2, hands=[["H01"], []], phase="harmony")
    with pytest.raises(IllegalMove) as error:
        ENGINE.apply(refused, 0, "swap H01 D1")
    assert error.value.message == msg("zenso-refuse-swap-needs", jizo=component("J06"))


GOLDEN = {
    # (message, {language: sentence}); names: Ann, Bo
    "plural-0": (msg("zenso-stones-returned", count=0),
                 {"en": "0 Stones returned to the supply.",
                  "it": "0 Pietre tornano nella riserva.",
                  "fr": "0 Pierre retourne à la réserve."}),
    "plural-1": (msg("zenso-harmony-count", who=seat(1), count=1),
                 {"en": "Bo now has 1 Harmony card in the garden.",
                  "it": "Bo ha ora 1 carta Armonia nel giardino.",
                  "fr": "Bo a maintenant 1 carte Harmonie dans son jardin."}),
    "plural-2": (msg("zenso-combined", who=seat(0), stones=2, space=1, gain=2),
                 {"en": "Ann combined 2 Stones onto green space 1 and gained 2 Ensō.",
                  "it": "Ann ha combinato 2 Pietre sullo spazio verde 1 e ha guadagnato 2 Ensō.",
                  "fr": "Ann a combiné 2 Pierres sur la case verte 1 et a gagné 2 Ensō."}),
    "jizo": (msg("zenso-refuse-swap-needs", jizo=component("J06")),
             {"en": "Swapping needs the Jizō of Exchange in your garden.",
              "it": "Per scambiare serve il Jizō dello Scambio nel tuo giardino.",
              "fr": "Pour échanger, il faut le Jizō de l'Échange dans ton jardin."}),
    "terrains": (msg("zenso-task-lanterns", count=2,
                     terrains=words([component("pond"), component("bamboo")], "or")),
                 {"en": "Place 2 Lanterns on Pond or Bamboo spaces.",
                  "it": "Colloca 2 Lanterne su spazi Stagno o Bambù.",
                  "fr": "Place 2 Lanternes sur des cases Étang ou Bambou."}),
    "tie": (msg("zenso-won-tie", who=words([seat(1)]), score=17, rival=seat(0), enso=5,
                rival_enso=2),
            {"en": "Bo wins with 17 points, breaking the tie with Ann by Ensō (5 to 2).",
             "it": "Bo vince con 17 punti e supera Ann allo spareggio sugli Ensō (5 a 2).",
             "fr": "Bo gagne avec 17 points et départage Ann aux Ensō (5 contre 2)."}),
}


@pytest.mark.parametrize("case", sorted(GOLDEN))
def test_golden_sentences(case: str) -> None:
    message, sentences = GOLDEN[case]
    for language, sentence in sentences.items():
        got = i18n.text(message, language, names=["Ann", "Bo"], game="zenso")
        assert got == sentence.replace(" :", "\u00a0:"), (language, got)


def test_french_puts_a_no_break_space_before_a_colon() -> None:
    text = said(ENGINE, msg("zenso-prompt-pick"), "fr")
    assert text.startswith("Phase 2\u00a0: ")


@pytest.mark.parametrize("language", LANGUAGES)
def test_pictures_speak_the_language_and_name_no_code(language: str) -> None:
    """Every picture's alt text comes from the catalogue in the table's language and names
    no data id or rule code (the board, each garden, a decision and the hand)."""
    from rendering.zenso import RENDERER
    from tests.games.zenso.test_rendering import game, placement_decision

    state = game()[-1]
    names = ["Ann", "Ben", "Cleo", "Dan"]
    images = RENDERER.boards(ENGINE.view(state, None), names, language=language)
    view, choices = placement_decision()
    images.append(RENDERER.decision(view, 0, names, choices, language=language))
    images.append(RENDERER.hand(ENGINE.view(state, 0), 0, names, language=language))
    words_of = {"en": "garden", "it": "Giardino", "fr": "Jardin"}[language]
    assert any(words_of in image.alt for image in images)
    for image in images:
        assert not CODES.search(image.alt), (language, image.alt)


def test_the_pseudo_locale_brackets_every_picture_word() -> None:
    """In the pseudo-locale every alt text is the catalogue's (bracketed), so no English
    reached a picture without passing through it."""
    from rendering.zenso import RENDERER
    from tests.games.zenso.test_rendering import game

    state = game()[-1]
    for image in RENDERER.boards(ENGINE.view(state, None), ["Ann", "Ben"],
                                 language=i18n.PSEUDO):
        assert image.alt.startswith("⟦") and image.alt.endswith("⟧"), image.alt[:80]
