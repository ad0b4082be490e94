"""An Italian player types ``/partita nuova gioco:Splendor``: Discord sends the bot the
default names (and the user's locale), so the handlers are the English ones, unchanged."""

from __future__ import annotations

from typing import Any


def default_path(synced: list[dict[str, Any]], locale: str, typed: str,
                 options: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """What a Discord client in ``locale`` does with a command typed in that locale's
    names: it finds the registered command and sends its default names."""

    def find(items: list[dict[str, Any]], name: str) -> dict[str, Any]:
        return next(i for i in items
                    if (i.get("name_localizations") or {}).get(locale, i["name"]) == name)

    words = typed.split()
    node = find(synced, words[0])
    path = [node["name"]]
    for word in words[1:]:
        node = find(node["options"], word)
        path.append(node["name"])
    sent = {find(node["options"], name)["name"]: value for name, value in options.items()}
    return " ".join(path), sent


async def test_an_italian_client_still_sends_the_default_names(table):
    double = table.double
    await table.bot.tree.sync(guild=None)
    synced = double.world.synced_commands[None]
    gianni = double.add_user("gianni", guild_ids=[table.guild], locale="it")

    command, options = default_path(synced, "it", "partita nuova",
                                    {"gioco": "splendor", "ordine-posti": "joined"})
    assert (command, options) == ("game new", {"game": "splendor", "seat_order": "joined"})
    record = await double.slash(gianni, table.channel, command, **options)

    data = record.payload["data"]
    assert record.payload["locale"] == "it"
    assert data["name"] == "game" and data["options"][0]["name"] == "new"
    assert {o["name"] for o in data["options"][0]["options"]} == {"game", "seat_order"}
    # the handler ran as for anyone: gianni hosts a Splendor table here
    games = await table.bot.tables.games_here(table.channel)
    assert [(g.kind, g.seats[0].user_id) for g in games] == [("splendor", gianni)]
    double.assert_clean()
