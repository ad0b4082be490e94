"""The catalogues' lean bundle (bot/lean_bundle.py) says every message exactly as
Fluent's own bundle does, while it keeps unsaid messages as text only."""

from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

from bot import i18n
from bot.lean_bundle import LeanBundle

LANGUAGES = (*i18n.SUPPORTED, i18n.PSEUDO)


def sources(language: str) -> list[str]:
    if language == i18n.PSEUDO:
        return [i18n.pseudo_source(path.read_text(encoding="utf-8"))
                for path in i18n.ftl_files(i18n.FALLBACK)]
    return [path.read_text(encoding="utf-8") for path in i18n.ftl_files(language)]


def both(language: str) -> tuple[FluentBundle, LeanBundle]:
    locale = "en" if language == i18n.PSEUDO else language
    full = FluentBundle([locale], use_isolating=False)
    lean = LeanBundle([locale], use_isolating=False)
    parser = FluentParser(with_spans=False)
    for source in sources(language):
        full.add_resource(parser.parse(source))
        lean.add_source(source)
    return full, lean


def said(bundle: FluentBundle, message_id: str, args: dict[str, object]) -> list[object]:
    """The message's value and each attribute, formatted, with Fluent's errors."""
    message = bundle.get_message(message_id)
    patterns = [message.value, *(message.attributes[name]
                                 for name in sorted(message.attributes))]
    return [bundle.format_pattern(pattern, args) for pattern in patterns
            if pattern is not None]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_said_as_fluent_says_it(language):
    full, lean = both(language)
    assert set(dict.keys(lean._messages)) == set(full._messages)
    assert set(dict.keys(lean._terms)) == set(full._terms)
    variables = i18n.message_ids(i18n.FALLBACK)
    for message_id in full._messages:
        names = variables.get(message_id, set())
        # a number fills both a plural selector and a plain placeable; 1 and 2 take
        # different plural branches in every language here
        for value in (1, 2, 21):
            args = {name: value for name in names}
            assert said(lean, message_id, args) == said(full, message_id, args), message_id


def test_a_message_is_text_until_said_and_then_only_compiled():
    lean = both("it")[1]
    held = dict.values(lean._messages)
    assert held and all(isinstance(entry, str) for entry in held)
    message_id = "common-dm-your-turn"
    assert message_id in lean._messages and message_id not in lean._compiled
    lean.format_pattern(lean.get_message(message_id).value, {})
    assert message_id in lean._compiled
    # the text stays, and no syntax tree is kept beside the compiled message
    assert isinstance(dict.__getitem__(lean._messages, message_id), str)
    assert all(isinstance(entry, str) for entry in dict.values(lean._messages))


def test_the_first_of_two_definitions_wins_as_with_fluent():
    lean = LeanBundle(["en"], use_isolating=False)
    lean.add_source("greeting = Hello\n-brand = Bot\n")
    lean.add_source("greeting = Goodbye\nbroken = {\n")
    assert lean.format_pattern(lean.get_message("greeting").value, {})[0] == "Hello"
    assert not lean.has_message("broken")  # Fluent's junk is left out, as Fluent does


def test_the_catalogues_are_lean_bundles():
    assert isinstance(i18n.bundle("fr"), LeanBundle)
