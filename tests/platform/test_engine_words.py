"""What every game says outside its moves — its credits, its table options, why it will
not start with these options or players, its rules help — is messages, read in Italian
and French from the catalogues (the /game rules embed, /<game> rules, /game new)."""

from __future__ import annotations

import itertools
import re

import pytest

from bot import i18n
from bot.games import registry
from bot.games.base import Engine
from bot.games.message import Message
from cogs._game_cog import rules_messages
from cogs.game import rules_embed

ENGINES = sorted(registry().items())
#: rule codes and data ids that must never reach a player
CODES = re.compile(r"\b(PD-?\d+|[RSEP]\d+|[A-Z]\d{2})\b")


def setup_refusals(engine: Engine) -> list[Message]:
    """Every different refusal of ``check_setup`` over every player count (and one
    either side) and every combination of the game's option values."""
    found: dict[str, Message] = {}
    choices = [spec.choices for spec in engine.options]
    for players in range(engine.min_players - 1, engine.max_players + 2):
        for values in itertools.product(*choices):
            options = {spec.name: value for spec, value in zip(engine.options, values,
                                                                strict=True)}
            refusal = engine.check_setup(players, options)
            if refusal is not None:
                assert isinstance(refusal, Message), (engine.name, refusal)
                found[refusal.key] = refusal
    return list(found.values())


def test_every_game_says_its_credits_options_and_rules_as_messages():
    for name, engine in ENGINES:
        assert isinstance(engine.credits, Message), name
        for spec in engine.options:
            assert isinstance(spec.description, Message), (name, spec.name)
        for title, body in engine.rules_help():
            assert isinstance(title, Message) and isinstance(body, Message), (name, title)


def test_setup_refusals_are_found():
    refused = {name: {m.id for m in setup_refusals(engine)} for name, engine in ENGINES}
    assert refused["azul_queens_garden"] == {"azul-queens-garden-setup-start"}
    assert refused["bonsai"] == {"bonsai-setup-solo-goals", "bonsai-setup-goals-off"}
    assert refused["kokeshi"] == {"kokeshi-setup-players"}
    assert refused["zenso"] == {"zenso-setup-players"}
    # a level the options would never offer is refused by the game too
    bonsai = registry()["bonsai"]
    level = bonsai.check_setup(2, {"goals": "on", "solo_level": "emperor"})
    assert level is not None and level.id == "bonsai-setup-level"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_options_and_setup_refusals_read_in_italian_and_french(language):
    """Each option's description and each setup refusal, listed in the language: its own
    words (never the English ones), no rule code or data id, French spaced before its
    colons and semicolons."""
    listed = []
    for name, engine in ENGINES:
        said = [*(spec.description for spec in engine.options), *setup_refusals(engine),
                engine.credits]
        for message in said:
            words = i18n.text(message, language, game=name)
            english = i18n.text(message, "en", game=name)
            assert words and words != english, (name, language, words)
            assert not CODES.search(words), (name, words)
            if language == "fr":
                assert not re.search(r"\S[:;!?](\s|$)", words), words
            listed.append(f"{name}: {words}")
    text = "\n".join(listed)
    if language == "it":
        assert "bonsai: Tessere Obiettivo in gioco (da 2 a 4 giocatori; in solitario ci " \
               "sono sempre)" in text
        assert "azul_queens_garden: Il giocatore iniziale dev'essere un posto da 1 a 2, " \
               "oppure random." in text
        assert "bonsai: Gli obiettivi si possono disattivare solo con 2, 3 o 4 giocatori." in text
    else:
        assert "bonsai: Variante Tokonoma\u00a0: les cartes Parchemin dans le haut de la " \
               "pioche" in text
        assert "kokeshi: Kokeshi se joue de 2 à 4 joueurs, pas à 1." in text
        assert "splendor: Splendor (2014) est un jeu de Marc André" in text


def test_the_pseudo_locale_brackets_every_word_of_the_rules_help():
    for name, engine in ENGINES:
        embed = rules_embed(engine, i18n.PSEUDO)
        assert embed.footer.text.startswith("⟦") and embed.footer.text.endswith("⟧"), name
        options = [f.value for f in embed.fields if f.name == i18n.t(i18n.PSEUDO,
                                                                     "common-rules-options")]
        for spec, line in zip(engine.options, options[0].splitlines() if options else [],
                              strict=True):
            assert i18n.text(spec.description, i18n.PSEUDO, game=name) in line
        messages = rules_messages(name, language=i18n.PSEUDO)
        assert i18n.text(engine.credits, i18n.PSEUDO, game=name) in "\n".join(messages)


@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_rules_embed_lists_the_options_and_credits_in_the_readers_language(language):
    bonsai = registry()["bonsai"]
    embed = rules_embed(bonsai, language)
    options = next(f.value for f in embed.fields
                   if f.name == i18n.t(language, "common-rules-options"))
    for spec in bonsai.options:
        assert i18n.text(spec.description, language, game="bonsai") in options
    assert embed.footer.text == i18n.text(bonsai.credits, language, game="bonsai")[:300]
    assert ("Bonsaï" if language == "fr" else "Bonsai") in embed.footer.text
