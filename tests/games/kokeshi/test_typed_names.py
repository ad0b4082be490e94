"""Typed moves take the words players read (issue 19): every Kokeshi and animal by its
data id, its name and its short name on the pictures, in every language, whatever the
case and accents, one word or several; a side by the Kokeshi or animal it moves."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.games.base import BadNotation
from bot.games.kokeshi.notation import format_move, parse
from bot.games.kokeshi.tables import RULES
from bot.games.message import component, msg


def _said(message, language: str) -> str:
    return i18n.text(message, language, game="kokeshi")


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_every_name_on_the_screen_is_a_kokeshi(language: str) -> None:
    for data_id in RULES.kokeshi_ids:
        names = {_said(msg("kokeshi-sentence", sentence=component(data_id)), language),
                 _said(msg(f"kokeshi-short-{data_id}"), language), data_id}
        for name in names:
            for typed in (name, name.upper(), name.lower()):
                assert format_move(RULES, parse(RULES, f"advance {typed}")) == \
                    f"advance {data_id}", (language, typed)
                assert format_move(RULES, parse(RULES, f"side {typed}")) == \
                    f"side K:{data_id}"


@pytest.mark.parametrize("language", i18n.SUPPORTED)
def test_every_name_on_the_screen_is_an_animal(language: str) -> None:
    for data_id in RULES.animal_ids:
        name = _said(msg("kokeshi-sentence", sentence=component(data_id)), language)
        assert format_move(RULES, parse(RULES, f"animal {name}")) == f"animal {data_id}"
        assert format_move(RULES, parse(RULES, f"first {name}")) == f"first A:{data_id}"


def test_names_of_several_words_accents_and_unique_beginnings() -> None:
    def said(text: str) -> str:
        return format_move(RULES, parse(RULES, text))

    assert said("start sumo wrestler granny") == "start sumo granny"
    assert said("start lottatore di sumo lutteur de sumo") == "start sumo sumo"
    assert said("start Princip. samouraï") == "start princess samurai"
    assert said("advance pecheur") == "advance fisherman"
    assert said("move samu") == "move samurai"
    assert said("place samurai-01-a Lutteur de sumo") == "place samurai-01-a sumo"
    assert said("take Quality level 2") == "take q2"  # as the buttons say it
    assert said("take qualità livello 3") == "take q3"
    assert said("take ★1") == "take q1"
    assert said("take slot 4") == "take 4"
    assert said("gain emplacement 5") == "gain 5"
    assert said("side K:granny") == "side K:granny"  # the codes still work
    assert said("side a*") == "side A*"


@pytest.mark.parametrize("typed", ["advance fishy", "advance sa", "animal dog", "side any",
                                   "start fisher"])
def test_what_names_nothing_is_refused(typed: str) -> None:
    with pytest.raises(BadNotation):
        parse(RULES, typed)
