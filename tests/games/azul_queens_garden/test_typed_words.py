"""Azul: Queen's Garden typed in the reader's words: the catalogues show no data id, every
example a player reads (the slash commands' help, the refusals) is in their language and
reads as the move it shows, and the names on the buttons and pictures work typed in
every language, stored as the one canonical notation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import i18n
from bot.games.azul_queens_garden.notation import format_move, parse
from bot.games.azul_queens_garden.typed import fold, tokens
from bot.games.base import IllegalMove
from bot.games.message import Message
from tests.games.azul_queens_garden.support import E, T, position, random_game, retop
from tests.games.azul_queens_garden.test_examples import W1_START, W6

LANGUAGES = ("en", "it", "fr")
ROOT = Path(__file__).resolve().parents[3]
#: the data's ids: kinds (blue_3), expansions (exp_blue_3), a copy's location (@L1),
#: pattern ids (p3) and colour ids written as one word
FORBIDDEN = re.compile(r"\w+_\d|exp_|@|\bp[1-6]\b"
                       r"|\b(?:lightgreen|darkgreen|lightpurple|darkpurple)\b")
#: what a refusal shows as typed: `code`, “quoted”, « quoted »
_SHOWN = re.compile(r"`([^`]+)`|“([^”]+)”|« ([^»]+) »")


def say(language: str, message_id: str) -> str:
    return i18n.t(language, f"azul-queens-garden-{message_id}")


def moved(text: str) -> str:
    return format_move(parse(T, text))


def catalogue_values(language: str) -> list[tuple[str, str]]:
    """Each message of the catalogue file as written (its lines after ``=``, joined)."""
    found: list[tuple[str, str]] = []
    path = ROOT / "locales" / language / "azul_queens_garden.ftl"
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, equals, value = line.partition(" = ")
        if equals and not line.startswith(" "):
            found.append((key, value))
        elif found:
            found[-1] = (found[-1][0], f"{found[-1][1]} {line.strip()}")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_catalogue_string_shows_a_data_id(language: str) -> None:
    values = catalogue_values(language)
    assert len(values) > 300
    # a placeable ({ $tile }, { azul-queens-garden-code-lightgreen }) is no word shown
    shown = [(key, value) for key, value in values
             if key != "azul-queens-garden-cmd-name"
             and FORBIDDEN.search(re.sub(r"\{[^{}]*\}", "", value))]
    assert not shown, shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_commands_examples_read_as_their_moves(language: str) -> None:
    """The option descriptions' examples, in the reader's words, mean what they say."""
    def example(command: str) -> str:
        text = say(language, f"cmd-{command}-description")
        assert not FORBIDDEN.search(text) and len(text) <= 100, (language, text)
        return re.split(r": |e\.g\. |per es\. |p\. ex\. ", text)[-1]

    assert moved("acquire " + example("acquire-opt-choice")) == "acquire p2 yellow_2@L1"
    assert moved("place " + example("place-opt-move")) == "place blue_2 F1 pay yellow_2"
    assert moved("expand " + example("expand-opt-move")) == "expand exp_blue_3 A0 o2 pay 2J"
    discard = say(language, "cmd-discard-opt-piece-description")
    tile, expansion = re.findall(r"(?:like|come|comme) ([^,]+)", discard)
    assert moved("discard " + tile) == "discard blue_3", (language, tile)
    assert moved("discard " + expansion) == "discard exp_blue_3", (language, expansion)


def refusal(text: str, language: str, state: dict | None = None) -> str:
    with pytest.raises(IllegalMove) as error:
        if state is None:
            E.canonical(text)
        else:
            E.apply(state, 0, text)
    assert isinstance(error.value.message, Message)
    said = i18n.text(error.value.message, language, game="azul_queens_garden")
    # a typed move that is no move quotes it first, as typed
    assert not FORBIDDEN.search(said if state else said.split("`", 2)[2]), (language, said)
    return said


def shown(said: str, typed: str = "") -> list[str]:
    """The examples a refusal shows: its spans after the first (the move typed), what
    the player typed left out."""
    spans = ["".join(match) for match in _SHOWN.findall(said)][1:]
    return [span for span in spans if span != typed]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_refusals_examples_read_as_their_moves(language: str) -> None:
    piece = shown(refusal("discard zzz", language), "zzz")
    assert [moved("discard " + p) for p in piece] == ["discard blue_3", "discard exp_blue_3"]
    (discard,) = shown(refusal("discard", language), "discard")
    assert moved(discard) == "discard blue_3", (language, discard)
    colour, pattern = shown(refusal("acquire", language), "acquire")
    assert (moved(colour), moved(pattern)) == ("acquire blue", "acquire p3")
    criterion = refusal("acquire zzz", language)
    for named in (*T.colours, "p1", "p2", "p3", "p4", "p5", "p6"):
        name = i18n.t(language, i18n.component_id("azul_queens_garden", named))
        assert name in criterion and moved("acquire " + name) == f"acquire {named}"
    (choice,) = shown(refusal("acquire p2 zzz", language), "zzz")
    assert moved("acquire p2 " + choice) == "acquire p2 yellow_2@L1"
    *_, place = shown(refusal("place", language))  # the form, then the example
    assert moved(place) == "place blue_3 F2", (language, place)
    (tile,) = shown(refusal("place zzz F2", language), "zzz")
    assert moved(f"place {tile} F2") == "place blue_3 F2"
    *_, expand = shown(refusal("expand", language))
    assert moved(expand) == "expand exp_blue_3 A0 o2", (language, expand)
    (expansion,) = shown(refusal("expand zzz A0 o2", language), "zzz")
    assert moved(f"expand {expansion} A0 o2") == "expand exp_blue_3 A0 o2"
    *_, buy = shown(refusal("buy", language))
    assert moved(buy) == "buy A3"
    (jokers,) = shown(refusal("place blue_3 F4 pay 1J 1J", language))
    assert moved("place blue_3 F4 pay " + jokers) == "place blue_3 F4 pay 2J"
    (pay,) = shown(refusal("place blue_3 F4 blue_1", language))
    assert moved(f"place blue_3 F4 {pay} blue_1") == "place blue_3 F4 pay blue_1"
    verbs = shown(refusal("zzz", language))
    assert [tokens(T, verb)[0] for verb in verbs] == [
        "acquire", "place", "expand", "buy", "pass", "discard", "done"]
    twice = position("players 2\nactive 0\ntop yellow_2 blue_1 blue_3 darkgreen_4\n"
                     "laid L1 down yellow_2 lightpurple_4")
    said = refusal("acquire yellow", language, twice)
    (copy,) = ["".join(match) for match in _SHOWN.findall(said)]
    assert moved("acquire yellow " + copy) == "acquire yellow yellow_2@T"
    E.apply(twice, 0, "acquire yellow " + copy)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_on_the_buttons_and_pictures_types_as_its_id(language: str) -> None:
    """Colours, patterns, tiles and expansions by their names, the tiles by their
    pictures' codes too; no name means two things across the languages."""
    def name(data_id: str) -> str:
        return i18n.t(language, i18n.component_id("azul_queens_garden", data_id))

    for colour in T.colours:
        assert moved("acquire " + name(colour)) == f"acquire {colour}"
        code = say(language, f"code-{colour}")
        assert moved("acquire " + code.upper()) == f"acquire {colour}"
    for value in sorted(T.pattern_names):
        assert moved("acquire " + name(f"p{value}")) == f"acquire p{value}"
    for kind in T.kinds:
        code = say(language, f"code-{T.kind_colour[kind]}")
        for said in (name(kind), f"{code}{T.kind_value[kind]}", name(kind).upper()):
            assert moved("discard " + said) == f"discard {kind}", (language, said)
    for exp in T.expansions:
        code = say(language, f"code-{T.kind_colour[T.exp_kind[exp]]}")
        short = f"{code}{T.kind_value[T.exp_kind[exp]]} {say(language, 'mark-expansion')}"
        for said in (name(exp), short):
            assert moved("discard " + said) == f"discard {exp}", (language, said)


_W6_MOVE = {"en": "place Blue 2 on F1 pay Yellow 2",
            "it": "piazza Azzurro 2 su F1 paga Giallo 2",
            "fr": "placer Bleu 2 sur F1 payer Jaune 2"}
_W1_MOVE = {"en": "acquire Bird, Yellow 2 from L1",
            "it": "acquisisci uccello giallo 2 da L1",
            "fr": "Acquérir OISEAU, jaune 2 de L1"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_moves_typed_in_words_are_the_canonical_moves(language: str) -> None:
    state = position(W6)
    assert E.canonical(_W6_MOVE[language]) == "place blue_2 F1 pay yellow_2"
    assert E.apply(state, 0, _W6_MOVE[language]) == E.apply(state, 0,
                                                            "place blue_2 F1 pay yellow_2")
    after = retop(E.apply(position(W1_START), 0, "acquire blue"),
                  ["yellow_2", "darkgreen_2", "lightpurple_4", "darkpurple_6"])
    typed = E.apply(after, 1, _W1_MOVE[language])
    assert typed == E.apply(after, 1, "acquire p2 yellow_2@L1")
    assert E.find_move(after, 1, _W1_MOVE[language]).notation == "acquire p2 yellow_2@L1"


def words_for(notation: str, language: str) -> str:
    """A canonical move said in ``language``'s names: each id token by its name, the
    verb by the command's name, ``pay`` by the pay button's word, jokers counted."""
    out = []
    for at, token in enumerate(notation.split()):
        kind, _, location = token.partition("@")
        if at == 0:
            out.append(say(language, f"cmd-{token}-name"))
        elif token == "pay":
            out.append(i18n.t(language, "azul-queens-garden-pay", payment="").strip())
        elif re.fullmatch(r"\d+J", token):
            out.append(i18n.t(language, "azul-queens-garden-jokers", count=int(token[:-1])))
        elif kind in T.kind_index or kind in T.exp_kind or kind in T.colours or \
                re.fullmatch(r"p[1-6]", kind):
            out.append(i18n.t(language, i18n.component_id("azul_queens_garden", kind)))
            if location:
                out.append(location)
        else:
            out.append(token)
    return " ".join(out)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_legal_move_said_in_words_is_that_move(language: str) -> None:
    """Through whole random games, each legal move's notation said in the reader's names
    parses back to that very notation, which is what is stored."""
    seen = 0
    states, _ = random_game(3, 11)
    for state in states[::5]:
        for seat in E.to_move(state):
            for move in E.legal_moves(state, seat):
                said = words_for(move.notation, language)
                assert E.canonical(said) == move.notation, (language, said)
                seen += 1
    assert seen > 200


def test_fold_drops_case_accents_and_punctuation() -> None:
    assert fold("L'agrandissement Mauve pâle 2, Payer : 2J") == [
        "l", "agrandissement", "mauve", "pale", "2", "payer", "2j"]
    assert fold("A0.c yellow_2@L1.") == ["a0.c", "yellow_2", "l1"]
