"""Discord's limits as checks (bot/discord_limits.py), on hand-made payloads and a toy tree."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from bot.double.limits import (
    FileInfo,
    check_autocomplete_choices,
    check_command_list,
    check_command_payload,
    check_command_tree,
    check_components,
    check_embeds,
    check_interaction_callback,
    check_message,
    check_modal,
    check_thread,
)

W = "POST /channels/{channel_id}/messages"


def texts(found: list[Any]) -> str:
    return "\n".join(str(v) for v in found)


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def button(custom_id: str, label: str = "Go") -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}


def select(custom_id: str, n: int, **extra: Any) -> dict[str, Any]:
    options = [{"label": f"Card {i}", "value": str(i)} for i in range(n)]
    return {"type": 3, "custom_id": custom_id, "options": options, **extra}


# --- messages --------------------------------------------------------------------------


def test_clean_message_has_no_violations() -> None:
    payload = {
        "content": "<@123456789012345678> it is your turn",
        "allowed_mentions": {"parse": [], "users": ["123456789012345678"]},
        "components": [
            row(button("turn:1:2", "Play"), button("hand:1", "My hand")),
            row(select("s", 25)),
        ],
        "embeds": [{"title": "Splendor", "image": {"url": "attachment://board.png"}}],
        "attachments": [{"id": 0, "filename": "board.png", "description": "The board"}],
    }
    assert (
        check_message(payload, where=W, files=[FileInfo("board.png", 300_000, "The board")]) == []
    )


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"content": "x" * 2001}, "content is 2001 characters (max 2000)"),
        ({"embeds": [{"title": "t"}] * 11}, "11 embeds (max 10)"),
        ({"embeds": [{"title": "t" * 257}]}, "title is 257 characters"),
        ({"embeds": [{"description": "d" * 4097}]}, "description is 4097 characters"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "26 fields"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "6001 characters"),
    ],
)
def test_message_limits(payload: dict[str, Any], expected: str) -> None:
    found = check_message(payload, where=W)
    assert expected in texts(found)
    assert all(v.rejected for v in found)


def test_file_limits() -> None:
    eleven = [FileInfo(f"f{i}.png", 10) for i in range(11)]
    assert "11 files (max 10" in texts(check_message({}, where=W, files=eleven))
    big = check_message({}, where=W, files=[FileInfo("big.png", 10 * 1024 * 1024 + 1)])
    assert "10 MiB" in texts(big) and big[0].status == 413
    alt = check_message({}, where=W, files=[FileInfo("a.png", 10, "x" * 1025)])
    assert "alt text of 'a.png' is 1025 characters" in texts(alt)
    assert check_message({}, where=W, files=[FileInfo("a.png", 10 * 1024 * 1024, "x" * 1024)]) == []


def test_mentions_need_allowed_mentions() -> None:
    found = check_message({"content": "<@123456789012345678> go"}, where=W)
    assert len(found) == 1 and not found[0].rejected and "allowed_mentions" in str(found[0])
    assert check_message({"content": "@everyone go"}, where=W)
    assert check_message({"content": "no pings", "allowed_mentions": {"parse": []}}, where=W) == []
    # edits never ping, so they are not asked for allowed_mentions
    assert check_message({"content": "<@123456789012345678>"}, where=W, edit=True) == []


def test_ephemeral_flag_only_on_interactions() -> None:
    found = check_message({"content": "secret", "flags": 64}, where=W)
    assert "ephemeral flag 64 on a channel message" in texts(found)
    assert not found[0].rejected
    assert check_message({"content": "secret", "flags": 64}, where=W, interaction=True) == []


# --- components --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("components", "expected"),
    [
        ([row(button(f"b{i}")) for i in range(6)], "6 action rows (max 5)"),
        ([row(*[button(f"b{i}") for i in range(6)])], "6 buttons (max 5)"),
        ([row(select("s", 3), button("b"))], "mixes a select"),
        ([row(select("s", 26))], "has 26 options (1–25)"),
        ([row(select("s", 3, placeholder="p" * 151))], "placeholder is 151 characters"),
        ([row(select("s", 3, max_values=26))], "outside 0–25"),
        ([row(select("s", 3, min_values=3, max_values=2))], "min_values 3 > max_values 2"),
        ([row(button("same"), button("same"))], "custom_id 'same' used 2 times"),
        ([row(button("x" * 101))], "is 101 characters (1–100)"),
        ([row(button("b", "L" * 81))], "label is 81 characters (max 80)"),
        ([row({"type": 2, "style": 1, "label": "no id"})], "has no custom_id"),
        ([row()], "action row 0 is empty"),
        ([button("b")], "not an action row"),
    ],
)
def test_component_limits(components: list[dict[str, Any]], expected: str) -> None:
    assert expected in texts(check_components(components))


def test_select_option_texts() -> None:
    options = [
        {"label": "L" * 101, "value": "v", "description": "d" * 101},
        {"label": "x", "value": "v"},
    ]
    found = texts(check_components([row({"type": 3, "custom_id": "s", "options": options})]))
    assert "option 0 label is 101 characters" in found
    assert "option 0 description is 101 characters" in found
    assert "repeats option value 'v'" in found


def test_link_buttons_and_components_v2() -> None:
    link = {"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"}
    assert check_components([row(link)]) == []
    v2 = [{"type": 17, "components": [{"type": 10, "content": "x"}] * 40}]
    assert "41 components (max 40" in texts(check_components(v2, flags=1 << 15))
    assert "cannot have content" in texts(
        check_message({"content": "x", "flags": 1 << 15}, where=W)
    )


# --- callbacks, autocomplete, modals, threads ------------------------------------------------


def test_autocomplete_choices() -> None:
    assert "26 choices (max 25)" in texts(
        check_autocomplete_choices([{"name": "a", "value": "a"}] * 26)
    )
    found = texts(check_autocomplete_choices([{"name": "", "value": "v" * 101}]))
    assert "name is 0 characters" in found and "value is 101 characters" in found
    assert check_autocomplete_choices([{"name": "n" * 100, "value": 5}]) == []


def test_callback_types_must_suit_the_interaction() -> None:
    where = "POST /interactions/{id}/{token}/callback"
    assert "not valid for interaction type 4" in texts(
        check_interaction_callback({"type": 5}, interaction_type=4, where=where)
    )
    assert "not valid for interaction type 2" in texts(
        check_interaction_callback({"type": 7, "data": {}}, interaction_type=2, where=where)
    )
    long = {"type": 4, "data": {"content": "x" * 2001, "flags": 64}}
    assert "2001" in texts(check_interaction_callback(long, interaction_type=2, where=where))
    ok = {"type": 8, "data": {"choices": [{"name": "a", "value": "a"}]}}
    assert check_interaction_callback(ok, interaction_type=4, where=where) == []


def test_modal_limits() -> None:
    text_input = {"type": 4, "custom_id": "t", "label": "L" * 46, "style": 1, "value": "v" * 4001}
    found = texts(
        check_modal({"title": "T" * 46, "custom_id": "m", "components": [row(text_input)]})
    )
    assert "title is 46 characters" in found
    assert "label is 46 characters" in found
    assert "value is 4001 characters" in found
    assert "6 components" in texts(
        check_modal({"title": "t", "custom_id": "m", "components": [row()] * 6})
    )


def test_thread_limits() -> None:
    assert check_thread({"name": "Splendor #12", "auto_archive_duration": 10080}) == []
    assert "thread name is 101 characters" in texts(check_thread({"name": "n" * 101}))
    assert "thread name is 0 characters" in texts(check_thread({"name": ""}))
    assert "auto_archive_duration 100 not in" in texts(
        check_thread({"name": "n", "auto_archive_duration": 100})
    )


# --- the command tree --------------------------------------------------------------------


def make_tree() -> app_commands.CommandTree:
    client = discord.Client(intents=discord.Intents.default())
    return app_commands.CommandTree(client)


def test_clean_tree_passes() -> None:
    tree = make_tree()
    group = app_commands.Group(name="splendor", description="Play Splendor")

    @group.command(name="buy", description="Buy a card")
    @app_commands.describe(card="The card to buy", gold="Gold tokens to spend")
    async def buy(interaction: discord.Interaction, card: str, gold: int = 0) -> None: ...

    @buy.autocomplete("card")
    async def cards(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return []

    tree.add_command(group)
    assert check_command_tree(tree) == []


def test_missing_descriptions_are_defects() -> None:
    tree = make_tree()
    group = app_commands.Group(name="game", description="Games")

    @group.command(name="new")
    async def new(interaction: discord.Interaction, kind: str) -> None: ...

    tree.add_command(group)
    found = check_command_tree(tree)
    assert "/game new: description is missing (discord.py sent '…')" in found
    assert "/game new kind: description is missing (discord.py sent '…')" in found


def test_option_counts_order_and_choices() -> None:
    options = [
        {"type": 3, "name": f"o{i}", "description": "d", "required": False} for i in range(26)
    ]
    payload = {"type": 1, "name": "many", "description": "Many options", "options": options}
    assert "/many: 26 options (max 25)" in check_command_payload(payload)

    order = [
        {"type": 3, "name": "a", "description": "d", "required": False},
        {"type": 3, "name": "b", "description": "d", "required": True},
    ]
    found = check_command_payload(
        {"type": 1, "name": "order", "description": "d", "options": order}
    )
    assert "/order b: required option after an optional one" in found

    choices = [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]
    opt = {"type": 3, "name": "pick", "description": "d", "choices": choices, "autocomplete": True}
    found = check_command_payload({"type": 1, "name": "pick", "description": "d", "options": [opt]})
    assert "/pick pick: 26 choices (max 25)" in found
    assert "/pick pick: autocomplete together with choices" in found

    bad_choice = {
        "type": 3,
        "name": "c",
        "description": "d",
        "choices": [{"name": "", "value": "v" * 101}],
    }
    found = check_command_payload(
        {"type": 1, "name": "c", "description": "d", "options": [bad_choice]}
    )
    assert "/c c: choice 0 name is 0 characters (1–100)" in found
    assert "/c c: choice 0 value is 101 characters (max 100)" in found


def test_names_and_descriptions() -> None:
    assert "must be lowercase" in " ".join(
        check_command_payload({"name": "Game", "description": "d"})
    )
    assert "outside" in " ".join(check_command_payload({"name": "game new", "description": "d"}))
    assert "1–32" in " ".join(check_command_payload({"name": "g" * 33, "description": "d"}))
    assert "1–100" in " ".join(check_command_payload({"name": "g", "description": "d" * 101}))
    assert check_command_payload({"name": "jeu-déjà_vu", "description": "d"}) == []
    # context menus may have spaces and capitals, and no description
    assert check_command_payload({"type": 2, "name": "Show Hand", "description": ""}) == []


def test_budget_of_8000_characters() -> None:
    choices = [{"name": "n" * 100, "value": "v" * 100} for _ in range(25)]
    options = [
        {"type": 3, "name": f"o{i}", "description": "d" * 100, "choices": choices} for i in range(2)
    ]
    found = check_command_payload(
        {"type": 1, "name": "big", "description": "d", "options": options}
    )
    assert any("characters of names, descriptions and choices (max 8000)" in p for p in found)


def test_default_permissions_on_a_subcommand_are_flagged() -> None:
    tree = make_tree()
    group = app_commands.Group(name="admin", description="Administration")

    @group.command(name="sync", description="Sync commands")
    @app_commands.default_permissions(manage_guild=True)
    async def sync(interaction: discord.Interaction) -> None: ...

    tree.add_command(group)
    assert check_command_tree(tree) == [
        "/admin sync: default_permissions on a subcommand is ignored by Discord (only top-level "
        "commands have them); everyone can use it"
    ]


def test_embeds_helper_directly() -> None:
    assert check_embeds([{"footer": {"text": "f" * 2049}, "author": {"name": "a" * 257}}]) != []


# --- localized commands (name_localizations, description_localizations) ------------------
def localized(name: str, description: str = "d", **extra: Any) -> dict[str, Any]:
    return {"type": 1, "name": name, "description": description, **extra}


def option(name: str, names: dict[str, str] | None = None, **extra: Any) -> dict[str, Any]:
    made = {"type": 3, "name": name, "description": "d", **extra}
    if names:
        made["name_localizations"] = names
    return made


def test_a_localized_name_obeys_the_default_name_rules() -> None:
    found = check_command_payload(localized("game", name_localizations={"it": "p" * 33}))
    assert "/game [it]: name 'ppppppppppppppppppppppppppppppppp' must be 1–32 characters" in found
    found = check_command_payload(localized("game", name_localizations={"fr": "Partie"}))
    assert "/game [fr]: name 'Partie' must be lowercase" in found
    found = check_command_payload(localized(
        "game", options=[option("seat_order", {"it": "ordine posti"})]))
    assert any("/game seat_order [it]: name 'ordine posti' has characters outside" in p
               for p in found)
    # accents, apostrophes and hyphens are letters of the class; an empty one is not a name
    assert check_command_payload(localized("game", name_localizations={
        "fr": "règles", "it": "mie-partite", "en-GB": "it's"})) == []
    assert "/game [it]: name '' must be 1–32 characters" in check_command_payload(
        localized("game", name_localizations={"it": ""}))


def test_a_localized_description_and_choice_name_obey_their_lengths() -> None:
    found = check_command_payload(localized(
        "game", description_localizations={"it": "x" * 101},
        options=[option("level", description_localizations={"fr": ""},
                        choices=[{"name": "random", "value": "random",
                                  "name_localizations": {"it": "c" * 101}}])]))
    assert "/game [it]: description must be 1–100 characters (got 101)" in found
    assert "/game level [fr]: description must be 1–100 characters (got 0)" in found
    assert "/game level: choice 0 [it] name is 101 characters (1–100)" in found


def test_localizations_use_discord_locale_keys() -> None:
    found = check_command_payload(localized("game", name_localizations={"it-IT": "partita"}))
    assert "/game: name_localizations has 'it-IT', not a Discord locale" in found
    assert check_command_payload(localized("game", name_localizations={
        "it": "partita", "fr": "partie", "en-US": "game", "en-GB": "game"})) == []


def test_localized_option_names_are_unique_per_locale() -> None:
    found = check_command_payload(localized("game", options=[
        option("computers", {"it": "computer"}), option("level", {"it": "computer"})]))
    assert "/game: it name 'computer' used by both computers and level" in found
    # a sibling without an Italian name is shown to Italians by its default one
    found = check_command_payload(localized("game", options=[
        option("speed", {"fr": "temps"}), option("temps")]))
    assert "/game: fr name 'temps' used by both speed and temps" in found
    # subcommands are siblings too
    new = option("new", {"it": "nuova"}, type=1)
    join = option("join", {"it": "nuova"}, type=1)
    found = check_command_payload(localized("game", options=[new, join]))
    assert "/game: it name 'nuova' used by both new and join" in found


def test_a_localized_option_name_differs_from_every_other_default_option_name() -> None:
    # Italian gives "level" the name "game", another option's default, although the
    # Italian "game" option is called "partita": Discord still refuses it.
    found = check_command_payload(localized("game", options=[
        option("game", {"it": "partita"}), option("level", {"it": "game"})]))
    assert found == ["/game level: it name 'game' is another option's default name"]
    # an option may keep its own default name in a locale (French "options")
    assert check_command_payload(localized("game", options=[
        option("options", {"fr": "options", "it": "opzioni"}),
        option("game", {"fr": "jeu", "it": "gioco"})])) == []


def test_top_level_commands_are_unique_per_locale() -> None:
    found = check_command_list([localized("game", name_localizations={"it": "gioco"}),
                                localized("play", name_localizations={"it": "gioco"})])
    assert found == ["commands: it name 'gioco' used by both game and play"]
    assert check_command_list([localized("game"), localized("game")]) == [
        "command name 'game' used twice"]
    # a context menu may share a chat-input command's name
    assert check_command_list([localized("hand"), {"type": 2, "name": "hand",
                                                   "description": ""}]) == []


def budget_payload(choice_name: str) -> dict[str, Any]:
    """25 options of 3 choices; every description and every localized name is 100
    characters in it, fr, en-US and en-GB."""
    locales = ("it", "fr", "en-US", "en-GB")
    choices = [{"name": choice_name, "value": f"v{j:04d}",
                "name_localizations": dict.fromkeys(locales, "c" * 100)} for j in range(3)]
    options = [{"type": 3, "name": f"o{i:02d}", "description": "d" * 100,
                "description_localizations": dict.fromkeys(locales, "l" * 100),
                "choices": choices} for i in range(25)]
    return {"type": 1, "name": "big", "description": "d" * 100, "options": options}


def test_the_budget_counts_only_the_longest_variant_of_each_field() -> None:
    # Longest variants: 3 + 100 for the command; per option 3 + 100 + 3 × (100 + 5).
    longest = 103 + 25 * (103 + 3 * 105)
    assert longest == 10553
    # Default names of 100 characters: the longest variants total more than 8000.
    found = check_command_payload(budget_payload("n" * 100))
    assert found == [f"/big: {longest} characters of names, descriptions and choices "
                     "(max 8000)"]
    # Default choice names of 1 character: the localized names are the longest variants
    # and count instead, so this is refused although the defaults alone total 3 025.
    found = check_command_payload(budget_payload("n"))
    assert found == [f"/big: {longest} characters of names, descriptions and choices "
                     "(max 8000)"]
    # Two choices per option: 103 + 25 × (103 + 2 × 105) = 7 928, accepted, although
    # the default plus every localization would count 5 times as much.
    smaller = budget_payload("n" * 100)
    for opt in smaller["options"]:
        opt["choices"] = opt["choices"][:2]
    assert check_command_payload(smaller) == []
