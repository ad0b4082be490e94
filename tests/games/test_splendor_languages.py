"""Splendor in English, Italian and French: the engine says messages (ids and arguments,
never sentences), every component of the data has a name in every language, no player
text in any language shows a data id or a rule code, and a few golden sentences pin the
grammar (plurals with 0, articles, a seat's name)."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.games.message import component, msg, seat, words
from bot.games.splendor.engine import ENGINE, settle
from bot.games.splendor.tables import COLOURS, DATA
from tests.games.test_splendor_support import english, position, random_game
from tests.games.test_splendor_turn_end import G4, W4_U4, stuck
from tests.words import player_texts

LANGUAGES = ("en", "it", "fr")
# the internal ids of the data (cards 1-W-01 …, nobles N-WU …) and the spec's rule codes
# (R12, PD-7, S8, E5); a typed move quoted as an example ('buy T2-3 pay U1 R2 *1') is
# notation, not a code
_IDS_OR_CODES = re.compile(
    r"\b[123]-[WUGRK]-\d\d\b|\bN-[WUGRK]{2,3}\b|\bPD-?\d+\b|\b[RSE]\d{1,2}\b")


class _IdsAndCodes:
    @staticmethod
    def search(text: str) -> re.Match[str] | None:
        return _IDS_OR_CODES.search(re.sub(r"'[^']*'", "''", text))


_IDS = _IdsAndCodes()


def _component_ids() -> list[str]:
    return [*COLOURS, *(c["id"] for c in DATA["cards"]["items"]),
            *(n["id"] for n in DATA["nobles"]["items"])]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_component_of_the_data_is_named_in_every_language(language: str) -> None:
    for data_id in _component_ids():
        message_id = i18n.component_id("splendor", data_id)
        assert i18n.has(message_id, language), (language, message_id)
        name = i18n.text(msg(message_id), language)
        assert name and not _IDS.search(name), (data_id, name)
    # a card's name says its level, points and cost as the data has them
    card = next(c for c in DATA["cards"]["items"] if c["id"] == "2-K-03")
    cost = " ".join(f"{n}{letter}" for n, letter in
                    zip((card["cost"][g] for g in DATA["gem_colors"]), "WUGRK", strict=True)
                    if n)
    assert cost in i18n.text(msg(i18n.component_id("splendor", "2-K-03")), language)


def test_the_engine_says_message_ids_and_arguments() -> None:
    state = position(2, seats=[{"tokens": "U3"}], market={"1": ["1-W-02"]},
                     decks={"1": ["1-K-01"]})
    after = ENGINE.apply(state, 0, "buy T1-1")
    assert after["events"][1] == msg("splendor-refilled", slot="T1-1",
                                     card=component("1-K-01")).to_json()
    assert after["events"][0]["id"] == "splendor-bought-slot"
    assert after["events"][0]["args"]["card"] == component("1-W-02")
    assert ENGINE.prompt(after, 0) == msg("splendor-waiting-turn", who=seat(1))
    nobles = settle(stuck(W4_U4 + G4, ["N-WU", "N-UG", "N-RK"]))
    assert ENGINE.prompt(nobles, 0) == msg("splendor-prompt-noble", nobles=words(
        [msg("splendor-the-noble", noble=component(n)) for n in ("N-WU", "N-UG")], "or"))


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_player_text_shows_an_id_or_a_rule_code(language: str, players: int,
                                                   seed: int) -> None:
    states, _ = random_game(players, seed, buy_bias=0.7)
    for state in states[::3] + states[-1:]:
        texts = player_texts(ENGINE, state, language)
        if state["last_move"]:
            texts.append(english(state["last_move"]["text"], language))
        for text in texts:
            assert not _IDS.search(text), (language, text)
    for title, body in ENGINE.rules_help():
        for text in (english(title, language), english(body, language)):
            assert not _IDS.search(text) and len(text) <= 1024, (language, text)


# --- golden sentences ---------------------------------------------------------------------
NAMES = ["Ann", "Bo"]


def _say(message: msg, language: str) -> str:
    return i18n.text(message, language, names=NAMES, game="splendor")


@pytest.mark.parametrize(("language", "zero", "one", "two"), [
    ("en", "You hold 0 tokens", "You hold 1 token", "You hold 2 tokens"),
    ("it", "Hai 0 gettoni", "Hai 1 gettone", "Hai 2 gettoni"),
    ("fr", "Tu as 0 jeton", "Tu as 1 jeton", "Tu as 2 jetons"),
])
def test_plurals_follow_each_language(language: str, zero: str, one: str, two: str) -> None:
    for held, expected in ((0, zero), (1, one), (2, two)):
        said = _say(msg("splendor-prompt-turn", held=held, reserved=0, max=3), language)
        assert expected in said, said


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "The noble needing 4W 4U visits Bo (+3 prestige)."),
    ("it", "Il nobile che richiede 4W 4U fa visita a Bo (+3 prestigio)."),
    ("fr", "Le noble qui exige 4W 4U rend visite à Bo (+3 prestige)."),
])
def test_a_noble_visit(language: str, expected: str) -> None:
    said = _say(msg("splendor-noble-visits", noble=component("N-WU"), who=seat(1), points=3),
                language)
    assert said == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Ann bought a 2-point black card (Level 2, cost 5W) from slot T2-1, "
           "paying 1 white and 2 gold."),
    ("it", "Ann ha comprato una carta nera da 2 punti (livello 2, costo 5W) dalla posizione "
           "T2-1, pagando 1 gettone diamante e 2 gettoni oro."),
    ("fr", "Ann a acheté une carte noire à 2 points (niveau 2, coût 5W) à l'emplacement T2-1, "
           "en payant 1 jeton diamant et 2 jetons or."),
])
def test_a_purchase(language: str, expected: str) -> None:
    paid = msg("splendor-paying", amounts=msg("splendor-amounts", amounts=words(
        [msg("splendor-amount", count=1, colour=component("white")),
         msg("splendor-amount", count=2, colour=component("gold"))])))
    said = _say(msg("splendor-bought-slot", who=seat(0), card=component("2-K-03"),
                    slot="T2-1", paid=paid), language)
    assert said == expected


def test_french_puts_a_no_break_space_before_double_punctuation() -> None:
    for message_id, variables in i18n.message_ids("fr").items():
        if not message_id.startswith("splendor-") or "-cmd-" in message_id:
            continue
        pattern = i18n.bundle("fr").get_message(message_id)
        if pattern is None:
            continue
        args = {name: 2 for name in variables}
        said, _ = i18n.bundle("fr").format_pattern(pattern.value, args)
        assert not re.search(r" [:;!?]", said), (message_id, said)
