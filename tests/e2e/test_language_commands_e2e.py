"""With ``LANGUAGES`` off no player can choose a language: the bot registers neither
``/game new language:`` nor ``/settings language``, so Discord (the double, which serves
only what was synced) offers neither; on, both are there."""

from __future__ import annotations

import pytest

from bot.double.world import ImpossibleInteraction


def synced(table) -> dict[str, dict]:
    """The top-level commands Discord knows after the bot's sync, by name."""
    return {c["name"]: c for c in table.double.world.synced_commands.get(None, [])}


def option_names(payload: dict, *path: str) -> list[str]:
    for part in path:
        payload = next(o for o in payload.get("options") or [] if o["name"] == part)
    return [o["name"] for o in payload.get("options") or []]


async def test_with_languages_off_nobody_is_offered_a_language(table, monkeypatch):
    monkeypatch.setenv("LANGUAGES", "off")
    await table.new_bot()  # the cogs read the setting as they load
    await table.bot.sync_commands()
    commands = synced(table)
    assert option_names(commands["game"], "new") == [
        "game", "seat_order", "computers", "level", "options", "speed", "takeover"]
    assert option_names(commands["settings"]) == ["notify", "away", "quiet"]
    ann = table.users["ann"]
    table.double.set_member_permissions(table.guild, ann, manage_guild=True)
    with pytest.raises(ImpossibleInteraction, match="no option 'language'"):
        await table.double.slash(ann, table.channel, "game new", game="splendor",
                                 language="it")
    with pytest.raises(ImpossibleInteraction):
        await table.double.slash(ann, table.channel, "settings language", language="it")
    # the table opens, in English, without the option
    record = await table.double.slash(ann, table.channel, "game new", game="splendor")
    assert "is open" in record.content
    table.double.assert_clean()


async def test_with_languages_on_the_language_commands_are_synced(table, monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")
    await table.new_bot()  # the cogs read the setting as they load
    await table.bot.sync_commands()
    commands = synced(table)
    assert option_names(commands["game"], "new")[-1] == "language"
    assert option_names(commands["settings"]) == ["notify", "away", "quiet", "language"]
    record = await table.double.slash(table.users["ann"], table.channel, "game new",
                                      game="splendor", language="it")
    assert "tavolo aperto" in table.double.last_message(table.channel).content, record
    table.double.assert_clean()
