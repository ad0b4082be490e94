"""Players read their own language, played by taps through the Discord double with
``LANGUAGES`` on: a game's public words (lobby, board, pings, results) in the game's
language, every ephemeral reply in the tapper's client language, and the pseudo-locale
``qps`` showing that every platform sentence went through the catalogue.

The game is the speaking toy of ``test_messages_e2e`` (its every word a message), with a
catalogue in each language: the five real games' engines are being converted to messages
elsewhere, and their English engine words would hide the platform's own."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta

import pytest

from bot import i18n
from bot.app.tables import Actor
from bot.games import get_engine
from tests.e2e.conftest import board_message, game_place
from tests.e2e.speaking import outside_catalogue
from tests.e2e.test_messages_e2e import CATALOGUES, speaking_toy

#: the repository's catalogues (the fixtures point the bot at a copy of a few of them)
REAL_LOCALES = i18n.LOCALES_DIR

NBSP = "\u00a0"

TOY = {
    "en": CATALOGUES["en"] + "speaking-toy-title = Speaking Toy\n",
    "it": CATALOGUES["it"] + "speaking-toy-title = Giocattolo Parlante\n",
    "fr": """
speaking-toy-add = Ajouter
speaking-toy-amount = { $amount }
speaking-toy-add-label = Ajouter { $amount }
speaking-toy-end = Finir le tour
speaking-toy-prompt = Le total est { $total }\u00a0; le premier à { $target } gagne.
speaking-toy-added = { $who } a ajouté { $amount }.
speaking-toy-ended = { $who } a fini son tour.
speaking-toy-too-much = Tu peux ajouter au plus 2 à la { $stone }.
speaking-toy-won = { $who } a atteint { $target } en premier.
speaking-toy-component-s1 = Vieille Pierre
speaking-toy-title = Jouet Parlant
""",
}


@pytest.fixture
async def languages(table, tmp_path, monkeypatch):
    """LANGUAGES on, and the speaking toy with its catalogue in every language beside
    the real common one. The bot is started again and its commands synced: with
    languages on it registers /game new language: and /settings language, which a bot
    with them off does not."""
    monkeypatch.setenv("LANGUAGES", "on")
    await table.new_bot()
    await table.bot.sync_commands()
    for _ in speaking_toy(tmp_path / "locales", monkeypatch, TOY):
        yield


def result_lines(table, game_id: int) -> list[str]:
    """The result message's sentence and winners (after the line of pings)."""
    return table.double.messages(game_place(table, game_id))[-1].content.splitlines()[1:3]


def set_locale(table, name: str, locale: str) -> int:
    user = table.users[name]
    table.double.world.users[user].locale = locale
    return user


async def toy_table(table, language: str) -> tuple[int, object]:
    """ann opens a speaking-toy table in ``language``; ben taps Join, ann taps Start
    (each button found by its label in the game's language)."""
    ann, ben = table.users["ann"], table.users["ben"]
    game = await table.bot.tables.create("speaking_toy", Actor(ann, "Ann"),
                                         guild_id=table.guild, channel_id=table.channel,
                                         seat_order="joined", language=language)
    lobby = table.double.last_message(table.channel)
    joined = await table.double.click(ben, lobby, lobby.custom_id(
        i18n.t(language, "common-button-join")))
    assert joined.ephemeral
    lobby = table.double.message(lobby.id)
    await table.double.click(ann, lobby, lobby.custom_id(i18n.t(language, "common-button-start")))
    return game.id, table.double.message(lobby.id)


async def play_to_the_end(table, game_id: int, language: str) -> None:
    """The rest of the game by taps on each new board: each adds 2 and ends the turn,
    until Ann reaches 6."""
    for _ in range(20):
        game = await table.bot.store.get_game(game_id)
        if game.status != "active":
            return
        board = board_message(table, game_place(table, game_id))
        player = next(u for u in board.pinged_user_ids)
        play = next(b for b in board.buttons if b.get("emoji", {}).get("name") == "▶️")
        panel = (await table.double.click(player, board, play["custom_id"])).response
        amount = i18n.t(language, "speaking-toy-amount", amount=2)  # "⟦2⟧" in qps
        await table.double.click(player, panel, panel.custom_id(amount))
        panel = table.double.message(panel.id)
        if panel.buttons:
            end = next(b for b in panel.buttons if b.get("style") == 3)  # a move: green
            await table.double.click(player, panel, end["custom_id"])
    raise AssertionError("the game did not end")


async def test_an_italian_table_played_by_taps(table, languages):
    ann = set_locale(table, "ann", "it")
    ben = set_locale(table, "ben", "it")
    game_id, lobby = await toy_table(table, "it")
    assert lobby.content.splitlines() == [
        f"**Giocattolo Parlante #{game_id}** — la partita è iniziata · ordine dei posti: "
        "d'arrivo",
        "Seduti (2/3): Ann (organizzatore), Ben",
        "La partita è iniziata.",
    ]
    board = board_message(table, game_place(table, game_id))
    assert f"<@{ann}> — tocca a te: premi **Gioca**." in board.content
    assert "La partita comincia. Ordine dei posti: 1. Ann, 2. Ben." in board.content
    assert [b["label"] for b in board.buttons] == ["Gioca"]
    # ben taps ann's Play: refused in his language
    refused = await table.double.click(ben, board, board.custom_id("Gioca"))
    assert refused.ephemeral
    assert refused.content == "Questo pulsante è per Ann: non è il tuo turno."
    panel = (await table.double.click(ann, board, board.custom_id("Gioca"))).response
    assert "Il totale è 0; vince chi arriva per primo a 6." in panel.content
    assert [b["label"] for b in panel.buttons] == ["1", "2", "Indietro"]
    await play_to_the_end(table, game_id, "it")
    assert result_lines(table, game_id) == [
        f"**Giocattolo Parlante #{game_id}: la partita è finita.** Ann è arrivato per "
        "primo a 6.",
        "🏆 Vince Ann.",
    ]
    table.double.assert_clean()


async def test_a_french_table_played_by_taps(table, languages):
    ann = set_locale(table, "ann", "fr")
    ben = set_locale(table, "ben", "fr")
    game = await table.bot.tables.create("speaking_toy", Actor(ann, "Ann"),
                                         guild_id=table.guild, channel_id=table.channel,
                                         seat_order="joined", language="fr")
    lobby = table.double.last_message(table.channel)
    assert lobby.content.splitlines() == [
        f"**Jouet Parlant #{game.id}** — table ouverte pour 2 à 3 joueurs · ordre des "
        f"places{NBSP}: d'arrivée",
        f"Installés (1/3){NBSP}: Ann (hôte)",
        "Appuie sur **Rejoindre** pour prendre place ; l'hôte appuie sur **Lancer** quand "
        "tout le monde est là.".replace(" ;", f"{NBSP};"),
        "Ann a ouvert la table.",
    ]
    assert [b["label"] for b in lobby.buttons] == ["Rejoindre", "Quitter", "Lancer"]
    # only the host may start: ben hears it in French
    refused = await table.double.click(ben, lobby, lobby.custom_id("Lancer"))
    assert refused.content == "Seul l'hôte (Ann) peut lancer cette partie."
    game_id, _ = await toy_table(table, "fr")
    board = board_message(table, game_place(table, game_id))
    assert f"<@{ann}> — à toi de jouer{NBSP}: appuie sur **Jouer**." in board.content
    await play_to_the_end(table, game_id, "fr")
    assert result_lines(table, game_id) == [
        f"**Jouet Parlant #{game_id}{NBSP}: la partie est terminée.** Ann a atteint 6 en "
        "premier.",
        "🏆 Ann gagne.",
    ]
    table.double.assert_clean()


async def test_a_french_players_panel_in_an_italian_game_is_french(table, languages):
    set_locale(table, "ann", "fr")  # the host's client is French…
    game_id, _ = await toy_table(table, "it")  # …and the table Italian
    ann = table.users["ann"]
    board = board_message(table, game_place(table, game_id))
    assert "tocca a te: premi **Gioca**" in board.content  # public: the game's
    panel = (await table.double.click(ann, board, board.custom_id("Gioca"))).response
    assert panel.ephemeral
    assert f"**Jouet Parlant #{game_id}** — Le total est 0{NBSP}; le premier à 6 gagne." \
        in panel.content
    assert "› Ajouter" in panel.content
    assert [b["label"] for b in panel.buttons] == ["1", "2", "Retour"]
    await table.double.click(ann, panel, panel.custom_id("2"))
    panel = table.double.message(panel.id)
    assert "✅ Ajouter 2" in panel.content and "• Ann a ajouté 2." in panel.content
    # …and the board everybody reads stays Italian
    await table.double.click(ann, panel, panel.custom_id("Finir le tour"))
    board = board_message(table, game_place(table, game_id))
    assert "Ann ha aggiunto 2. Ann ha terminato il turno." in board.content
    table.double.assert_clean()


async def test_the_host_changes_the_lobbys_language(table, languages):
    ann = set_locale(table, "ann", "it")
    game = await table.bot.tables.create("speaking_toy", Actor(ann, "Ann"),
                                         guild_id=table.guild, channel_id=table.channel,
                                         language="it")
    lobby = table.double.last_message(table.channel)
    assert "tavolo aperto" in lobby.content
    ben = table.users["ben"]
    refused = await table.double.select(ben, lobby, f"bgs:lang:{game.id}", ["fr"])
    assert refused.content == "Only the host can change the table's language."
    done = await table.double.select(ann, lobby, f"bgs:lang:{game.id}", ["fr"])
    assert done.content == f"Ora Giocattolo Parlante #{game.id} si gioca in francese."
    lobby = table.double.message(lobby.id)
    assert "table ouverte pour 2 à 3 joueurs" in lobby.content
    assert [b["label"] for b in lobby.buttons] == ["Rejoindre", "Quitter", "Lancer"]
    table.double.assert_clean()


async def test_counts_of_zero_french_singular_italian_plural(table, languages):
    until = (datetime.now(UTC) + timedelta(days=3)).strftime("%Y-%m-%d")
    day = datetime.strptime(until, "%Y-%m-%d")
    set_locale(table, "ann", "fr")
    set_locale(table, "ben", "it")
    french = await table.double.slash(table.users["ann"], table.channel, "settings away",
                                      until=until)
    assert french.content.endswith(f"{NBSP}: le temps de 0 partie qui t'attend est en pause.")
    italian = await table.double.slash(table.users["ben"], table.channel, "settings away",
                                       until=until)
    assert italian.content.endswith(": il tempo di 0 partite che aspettano te è in pausa.")
    assert str(day.day) in italian.content
    table.double.assert_clean()


async def test_a_new_games_language_comes_from_the_option_the_server_or_the_host(
        table, languages):
    ann = set_locale(table, "ann", "fr")
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    assert "table ouverte" in table.double.last_message(table.channel).content
    await table.double.slash(ann, table.channel, "game new", game="splendor", language="it")
    assert "tavolo aperto" in table.double.last_message(table.channel).content
    await table.bot.store.set_guild_language(table.guild, "en")
    await table.double.slash(ann, table.channel, "game new", game="splendor")
    assert "table open" in table.double.last_message(table.channel).content
    # /settings language: a member without Manage Server is refused, in their language
    refused = await table.double.slash(table.users["ben"], table.channel,
                                       "settings language", language="it")
    assert "Manage Server" in refused.content
    # the user's last locale is kept for DMs and reminders
    assert (await table.bot.store.get_user(ann)).locale == "fr"
    table.double.assert_clean()


async def test_with_languages_off_everything_stays_english(table, languages, monkeypatch):
    monkeypatch.setenv("LANGUAGES", "off")
    ann = set_locale(table, "ann", "it")
    set_locale(table, "ben", "fr")
    game_id, _ = await toy_table(table, "en")
    await table.bot.store.set_guild_language(table.guild, "it")
    record = await table.double.slash(ann, table.channel, "game new", game="splendor",
                                      language="fr")
    assert "is open" in record.content
    assert "table open" in table.double.last_message(table.channel).content
    board = board_message(table, game_place(table, game_id))
    panel = (await table.double.click(ann, board, board.custom_id("Play"))).response
    assert "The total is 0" in panel.content
    table.double.assert_clean()


# --- the pseudo-locale sweep -------------------------------------------------------------

def check_payload(message, where: str) -> None:
    """Platform text pseudo-localised and within Discord's limits (the double checks the
    limits of every request as Discord would; these are the ones a longer language hits
    first)."""
    assert len(message.content or "") <= 2000, where
    assert not outside_catalogue(message.content or ""), (where, message.content)
    for button in message.buttons:
        assert len(button.get("label", "")) <= 80
        assert not outside_catalogue(button.get("label", "")), (where, button)
    for select in message.selects:
        for option in select.get("options", []):
            assert len(option["label"]) <= 100


async def test_pseudo_locale_sweep_of_a_whole_platform_flow(table, languages):
    """Every public payload and every ephemeral reply of a whole flow — lobby, start,
    play by taps, boards, log, rules, settings, results — in ``qps``: any platform
    sentence that bypassed the catalogue shows as unbracketed English."""
    ann = set_locale(table, "ann", "qps")
    ben = set_locale(table, "ben", "qps")
    game_id, lobby = await toy_table(table, "qps")
    check_payload(lobby, "lobby")
    assert table.bot.tables  # the game is the toy's; its words are catalogued too
    replies = []
    place = game_place(table, game_id)
    board = board_message(table, place)
    # a refusal: ben taps ann's Play
    replies.append(await table.double.click(ben, board, board.buttons[0]["custom_id"]))
    await play_to_the_end(table, game_id, "qps")
    replies.append(await table.double.slash(ann, place, "game log", game=game_id))
    replies.append(await table.double.slash(ann, table.channel, "game list"))
    replies.append(await table.double.slash(ben, table.channel, "game mine"))
    replies.append(await table.double.slash(ann, table.channel, "settings notify",
                                            mode="dm"))
    replies.append(await table.double.slash(ann, table.channel, "settings quiet", start=22,
                                            end=7))
    replies.append(await table.double.slash(ann, table.channel, "game replay", game=game_id,
                                            view="step"))
    for reply in replies:
        assert reply.ephemeral, reply.describe()
        check_payload(reply.response, reply.describe())
    for message in table.double.messages(place) + table.double.messages(table.channel):
        check_payload(message, f"message {message.id}")
    # The rules embed: the platform's headings and Bonsai's own sections are catalogued
    # (its options' descriptions are checked below).
    for language in i18n.SUPPORTED:
        shutil.copy(REAL_LOCALES / language / "bonsai.ftl", i18n.LOCALES_DIR / language)
    i18n.bundle.cache_clear()
    rules = await table.double.slash(ann, table.channel, "game rules", game="bonsai")
    assert rules.ephemeral
    embed = rules.response.embeds[0]
    assert not outside_catalogue(embed["title"]), embed["title"]
    assert not outside_catalogue(embed["description"]), embed["description"]
    *sections, options = embed.get("fields", [])
    assert len(sections) == len(get_engine("bonsai").rules_help()) - 1
    for field in sections:
        assert not outside_catalogue(field["name"] + " " + field["value"]), field
    assert options["name"].startswith("⟦"), "the table options' heading is catalogued"
    assert all(line.startswith("⟦") for line in options["value"].splitlines())
    table.double.assert_clean()


async def test_a_dm_follows_the_users_last_known_language(table, languages):
    """ben's last interaction came from a French client: the DM that doubles his turn's
    ping in an Italian game is French, while the ping itself stays Italian."""
    set_locale(table, "ben", "fr")
    ben = table.users["ben"]
    await table.double.slash(ben, table.channel, "settings notify", mode="dm")
    assert (await table.bot.store.get_user(ben)).locale == "fr"
    game_id, _ = await toy_table(table, "it")
    ann = table.users["ann"]
    board = board_message(table, game_place(table, game_id))
    panel = (await table.double.click(ann, board, board.custom_id("Gioca"))).response
    await table.double.click(ann, panel, panel.custom_id("2"))
    panel = table.double.message(panel.id)
    await table.double.click(ann, panel, panel.custom_id("End the turn"))  # her client: English
    board = board_message(table, game_place(table, game_id))
    assert f"<@{ben}> — tocca a te: premi **Gioca**." in board.content
    dm = table.double.dm_messages(ben)[-1]
    assert dm.content.startswith(f"**Jouet Parlant #{game_id}** — C'est ton tour.\n")
    table.double.assert_clean()
