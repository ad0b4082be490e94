"""Slash commands in the player's language: names and descriptions of commands, options
and choices from the catalogues (``locales/<lang>/*.ftl``).

Discord shows a command's ``name_localizations``/``description_localizations`` to a user
whose client is in that locale, and still sends the bot the default (English) names, so
the handlers never see a translation. discord.py asks a :class:`~discord.app_commands.Translator`
for every field in every Discord locale when it builds the payload of a sync, so a
change here reaches players only with the next ``python -m bot sync``.

The translator answers only for the languages the catalogues speak: Italian, French, and
English for both ``en-US`` and ``en-GB``. The English default is sent as en-US too, as
Discord's documentation advises (without it, en-US clients may be shown an en-GB value).
Every other locale gets ``None``: Discord then shows the default.

Message ids come from where the string sits (:func:`message_ids`):

* a command or group: ``<domain>-cmd-<path>-name`` and ``…-description``, where the path
  is the qualified name in hyphens. A game's commands are in the game's catalogue, their
  path without the game's name (``/splendor take`` → ``splendor-cmd-take-name``, the
  group itself ``splendor-cmd-name``); the platform's commands are in ``common.ftl``
  with their full path (``common-cmd-game-new-name``);
* an option: ``<command's id stem>-opt-<option>-name``/``-description``, falling back to
  ``common-opt-<option>-…`` for an option that means the same wherever it appears (the
  ``game`` option of every move);
* a choice: ``common-choice-<value>``;
* any string made with ``locale_str(text, key=id)``: that id, wherever it sits (the game
  titles offered as choices are ``<game>-title``).

An id missing from a language gives ``None`` (Discord shows the default), never an
English stand-in: the parity test (``tests/platform/test_command_translations.py``)
makes sure none is missing.
"""

from __future__ import annotations

import re
from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot import i18n
from bot.games import registry

#: the Discord locales the catalogues answer, and the catalogue each reads
LANGUAGES: dict[Locale, str] = {
    Locale.italian: "it",
    Locale.french: "fr",
    Locale.american_english: "en",
    Locale.british_english: "en",
}

_NAMED = {Where.command_name: "name", Where.group_name: "name",
          Where.command_description: "description", Where.group_description: "description",
          Where.parameter_name: "name", Where.parameter_description: "description"}


def slug(text: str) -> str:
    """A name as a piece of a message id: lowercase words joined by hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")


def command_stem(qualified_name: str) -> str:
    """``"game new"`` → ``common-cmd-game-new``; ``"splendor take"`` →
    ``splendor-cmd-take``; ``"azul_queens_garden"`` → ``azul-queens-garden-cmd``."""
    root, *rest = qualified_name.split()
    # A game's group is named after the game's key (the core's "use /<game>" hint
    # relies on it too), and its words are in the game's own catalogue.
    domain = root if root in registry() else None
    if domain is not None:
        return "-".join([slug(domain), "cmd", *map(slug, rest)])
    return "-".join(["common", "cmd", slug(root), *map(slug, rest)])


def message_ids(string: app_commands.locale_str,
                context: app_commands.TranslationContextTypes) -> list[str]:
    """The catalogue ids that may say ``string`` where ``context`` puts it, the first
    found wins."""
    key = string.extras.get("key")
    if key:
        return [str(key)]
    location, data = context.location, context.data
    field = _NAMED.get(location)
    if location in (Where.command_name, Where.command_description,
                    Where.group_name, Where.group_description):
        return [f"{command_stem(data.qualified_name)}-{field}"]
    if location in (Where.parameter_name, Where.parameter_description):
        option = slug(data.display_name)  # the name Discord knows (after any rename)
        return [f"{command_stem(data.command.qualified_name)}-opt-{option}-{field}",
                f"common-opt-{option}-{field}"]
    if location is Where.choice_name:
        return [f"common-choice-{slug(data.value)}"]
    return []  # free text (``Interaction.translate``) only by an explicit key


class CatalogueTranslator(app_commands.Translator):
    """Command names and descriptions from the catalogues, for it, fr, en-US and en-GB."""

    async def load(self) -> None:
        # Parse every catalogue now: a broken file fails at start-up or sync, not in
        # the middle of building a payload.
        for language in set(LANGUAGES.values()):
            i18n.bundle(language)

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = LANGUAGES.get(locale)
        if language is None:
            return None
        return translation(string, context, language)


def translation(string: app_commands.locale_str, context: app_commands.TranslationContextTypes,
                language: str) -> str | None:
    """``string`` in ``language`` from the catalogue, or None when no id says it."""
    for message_id in message_ids(string, context):
        if i18n.has(message_id, language):
            return i18n.t(language, message_id)
    return None


async def install(tree: app_commands.CommandTree[Any]) -> None:
    """Give ``tree`` the catalogue translator (sync sends English only without it)."""
    await tree.set_translator(CatalogueTranslator())
