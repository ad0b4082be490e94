"""Slash commands in Italian, French and English (bot/discord_app/translator.py).

What a sync sends, built offline through discord.py's own ``get_translated_payload`` with
the bot's translator: every command, option and choice carries it, fr, en-US and en-GB,
English repeats the code's defaults, and the whole is within Discord's limits. The
catalogues hold exactly the slash-command entries the commands use.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from discord import Locale, app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where

from bot import i18n
from bot.__main__ import prepare_for_sync, sync_tree
from bot.config import Settings
from bot.discord_app.client import GameBot, load_commands
from bot.discord_app.translator import CatalogueTranslator, command_stem, message_ids
from bot.double.double import DiscordDouble
from bot.double.limits import check_command_list, check_synced_command_tree, synced_payloads
from bot.games import registry

SENT = {"it", "fr", "en-US", "en-GB"}


@pytest.fixture
async def bot(tmp_path, monkeypatch):
    # every command a bot can register: with languages on, /game new language: and
    # /settings language too (the longest payloads, and their catalogue entries)
    monkeypatch.setenv("LANGUAGES", "on")
    made = GameBot(Settings(database_path=tmp_path / "never.sqlite3"))
    await load_commands(made)
    yield made
    await made.tree.set_translator(None)


def walk(payload: dict[str, Any], where: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every command, subcommand, option (``/game new seat_order``) and choice
    (``/game new level=greedy``) of a top-level payload, with where it is."""
    here = f"{where} {payload['name']}".strip()
    yield f"/{here}", payload
    for choice in payload.get("choices") or []:
        yield f"/{here}={choice['value']}", choice
    for option in payload.get("options") or []:
        yield from walk(option, here)


async def test_every_command_option_and_choice_speaks_it_fr_and_english(bot):
    payloads = await synced_payloads(bot.tree)
    assert {p["name"] for p in payloads} >= {"game", "settings", "splendor", "zenso"}
    fields = 0
    for payload in payloads:
        for where, item in walk(payload):
            keys = ["name_localizations"] + ([] if "=" in where else
                                             ["description_localizations"])
            for key in keys:
                assert set(item.get(key) or {}) == SENT, (where, key, item.get(key))
                fields += 1
    # the whole tree: as many fields as the untranslated payloads have
    plain = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert fields == sum(1 if "=" in where else 2 for p in plain for where, _ in walk(p))


async def test_english_repeats_the_defaults_exactly(bot):
    # en-US is sent explicitly (Discord would otherwise show en-US users an en-GB value);
    # both are the code's own words, so English readers see the same in every locale.
    for payload in await synced_payloads(bot.tree):
        for where, item in walk(payload):
            for field in ("name", "description"):
                local = item.get(f"{field}_localizations")
                if local:
                    assert local["en-US"] == local["en-GB"] == item[field], (where, field)


async def test_an_italian_phone_shows_partita_nuova(bot):
    payloads = {p["name"]: p for p in await synced_payloads(bot.tree)}

    def named(payload: dict[str, Any], locale: str) -> list[str]:
        return [payload["name_localizations"][locale],
                *(o["name_localizations"][locale] for o in payload.get("options") or [])]

    game = payloads["game"]
    new = next(o for o in game["options"] if o["name"] == "new")
    assert game["name_localizations"]["it"] == "partita"
    assert named(new, "it") == ["nuova", "gioco", "ordine-posti", "computer", "livello",
                                "opzioni", "tempo", "subentro", "lingua"]
    assert named(new, "fr")[:3] == ["nouvelle", "jeu", "ordre-places"]
    assert new["description_localizations"]["fr"] == "Ouvrir une nouvelle table dans ce salon"
    level = next(o for o in new["options"] if o["name"] == "level")
    assert [c["name_localizations"]["it"] for c in level["choices"]] == ["casuale", "goloso",
                                                                       "esperto"]
    titles = next(o for o in new["options"] if o["name"] == "game")["choices"]
    assert {c["value"]: c["name_localizations"]["fr"] for c in titles}["azul_queens_garden"] \
        == "Azul\u00a0: Le Jardin de la Reine"
    take = next(o for o in payloads["splendor"]["options"] if o["name"] == "take")
    assert named(take, "it") == ["prendi", "gettoni", "partita"]
    assert named(take, "fr") == ["prendre", "jetons", "partie"]


async def test_the_translated_commands_are_within_discord_limits(bot):
    assert await check_synced_command_tree(bot.tree) == []
    # the lint does look at them: one French name in capitals is found
    payloads = await synced_payloads(bot.tree)
    payloads[0]["name_localizations"]["fr"] = "Partie"
    assert any("[fr]: name 'Partie' must be lowercase" in p
               for p in check_command_list(payloads))


def tree_ids(tree: app_commands.CommandTree[Any]) -> set[str]:
    """Every catalogue id the tree's strings resolve to, in English."""
    from discord.app_commands.commands import Parameter

    found: set[str] = set()

    def resolve(string: app_commands.locale_str, context: Any) -> None:
        ids = [i for i in message_ids(string, context) if i18n.has(i, "en")]
        assert ids, (string, context.location, message_ids(string, context))
        found.add(ids[0])

    def command(cmd: Any) -> None:
        group = isinstance(cmd, app_commands.Group)
        resolve(cmd._locale_name, TranslationContext(
            Where.group_name if group else Where.command_name, cmd))
        resolve(cmd._locale_description, TranslationContext(
            Where.group_description if group else Where.command_description, cmd))
        if group:
            for child in cmd.commands:
                command(child)
            return
        for param in cmd._params.values():
            resolve(param._rename, TranslationContext(Where.parameter_name,
                                                      Parameter(param, cmd)))
            resolve(param.description, TranslationContext(Where.parameter_description,
                                                          Parameter(param, cmd)))
            for choice in param.choices or []:
                resolve(choice._locale_name, TranslationContext(Where.choice_name, choice))

    for top in tree.get_commands():
        command(top)
    return found


def slash_command_entry(message_id: str) -> bool:
    """An id of the catalogues' slash-command sections (the translator's namespace)."""
    games = [name.replace("_", "-") for name in registry()]
    return (re.match(r"^common-(cmd|opt|choice)-", message_id) is not None
            or any(message_id == f"{game}-title" or message_id == f"{game}-cmd"
                   or message_id.startswith(f"{game}-cmd-") for game in games))


async def test_the_catalogues_hold_exactly_the_command_entries_used(bot):
    used = tree_ids(bot.tree)
    for language in i18n.SUPPORTED:
        entries = {i for i in i18n.message_ids(language) if slash_command_entry(i)}
        assert entries == used, (language, sorted(entries ^ used))


async def test_the_translator_answers_only_its_languages_and_known_ids(bot):
    translator = CatalogueTranslator()
    game = bot.tree.get_command("game")
    where = TranslationContext(Where.group_name, game)
    said = {locale: await translator.translate(game._locale_name, locale, where)
            for locale in Locale}
    assert {locale.value: text for locale, text in said.items() if text} == {
        "it": "partita", "fr": "partie", "en-US": "game", "en-GB": "game"}
    unknown = app_commands.locale_str("nowhere", key="common-cmd-nowhere-name")
    assert await translator.translate(unknown, Locale.italian, where) is None
    # free text (Interaction.translate) only by an explicit key
    free = TranslationContext(Where.other, None)
    assert await translator.translate(app_commands.locale_str("game"), Locale.french,
                                      free) is None
    keyed = app_commands.locale_str("Zensō", key="zenso-title")
    assert await translator.translate(keyed, Locale.french, free) == "Zensō"


def test_command_ids_keep_each_games_words_in_its_catalogue():
    assert command_stem("game new") == "common-cmd-game-new"
    assert command_stem("settings") == "common-cmd-settings"
    assert command_stem("splendor take") == "splendor-cmd-take"
    assert command_stem("azul_queens_garden") == "azul-queens-garden-cmd"


async def test_python_m_bot_sync_sends_the_translations(tmp_path):
    # The sync path has no setup_hook of the running bot: it must set the translator
    # itself, or Discord would receive English only.
    bot = GameBot(Settings(database_path=tmp_path / "never.sqlite3"))
    prepare_for_sync(bot)
    double = DiscordDouble(bot)
    guild = double.add_guild("Dev")
    await double.start()
    try:
        await sync_tree(bot, guild)
        synced = {c["name"]: c for c in double.world.synced_commands[guild]}
        assert synced["game"]["name_localizations"]["it"] == "partita"
        assert synced["zenso"]["description_localizations"]["fr"] == \
            "Jouer à Zensō en tapant les coups"
        double.assert_clean()  # the double linted the sync: nothing to say
    finally:
        await double.close()
