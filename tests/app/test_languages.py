"""Who reads which language: a game's language stored and chosen, a user's last known
locale, a server's default, all behind the LANGUAGES switch (off: English everywhere)."""

from __future__ import annotations

import pytest

from bot.app import language
from bot.app.messages import refusal_text
from bot.app.tables import TableError
from bot.config import ConfigError, languages_enabled, load_settings
from bot.games.message import msg
from bot.i18n import t
from tests.app.conftest import ANN, BEN, MOD


@pytest.fixture
def languages_on(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "on")


def test_the_switch_is_on_unless_turned_off(monkeypatch):
    monkeypatch.delenv("LANGUAGES", raising=False)
    assert languages_enabled()
    assert load_settings({}, dotenv=False).languages is True
    assert load_settings({"LANGUAGES": "off"}, dotenv=False).languages is False
    assert load_settings({"LANGUAGES": "on"}, dotenv=False).languages is True
    with pytest.raises(ConfigError, match="LANGUAGES"):
        load_settings({"LANGUAGES": "maybe"}, dotenv=False)


def test_off_everything_is_english(monkeypatch):
    monkeypatch.setenv("LANGUAGES", "off")
    assert language.for_new_game("it", "fr", "it", "fr") == "en"
    assert language.of_reader("fr") == "en"
    assert language.of_user("it") == "en"


def test_a_new_games_language_in_order(languages_on):
    choose = language.for_new_game
    assert choose("fr", "it", "it", "it") == "fr"  # the /game new option
    assert choose(None, "it", "fr", "fr") == "it"  # the server's /settings language
    assert choose(None, None, "fr", "it") == "fr"  # the server's preferred locale
    assert choose(None, None, "en-US", "it") == "it"  # en-US says nothing: the host's
    assert choose(None, None, "de", "pt-BR") == "en"
    assert choose(None, None, None, None) == "en"


def test_readers(languages_on):
    assert language.of_reader("fr") == "fr"
    assert language.of_reader("en-GB") == "en"
    assert language.of_reader("de") == "en"
    assert language.of_user(None, None) == "en"


async def test_a_game_keeps_its_language_and_the_host_may_change_it(tables, store,
                                                                   languages_on):
    game = await tables.create("splendor", ANN, guild_id=1, channel_id=10, language="it",
                               computers=["expert"])
    assert game.language == "it" and language.of_game(game) == "it"
    assert [s.name for s in game.seats if s.user_id < 0] == ["Computer 1 (esperto)"]
    with pytest.raises(TableError):
        await tables.set_language(game.id, BEN, "fr")  # not the host
    game = await tables.set_language(game.id, ANN, "fr")
    assert (await store.get_game(game.id)).language == "fr"
    # the computer's name is said in the table's new language (it was Italian still)
    assert [s.name for s in game.seats] == ["Ann", "Ordinateur 1 (expert)"]
    await tables.set_language(game.id, MOD, "en")  # a moderator may
    await tables.join(game.id, BEN)
    await tables.start(game.id, ANN)
    with pytest.raises(TableError):
        await tables.set_language(game.id, ANN, "it")  # started: it stays


async def test_users_locale_and_servers_default(store):
    await store.remember_locale(7, "fr")
    assert (await store.get_user(7)).locale == "fr"
    prefs = await store.get_user(7)
    prefs.notify = "dm"
    await store.save_user(prefs)
    assert (await store.get_user(7)).locale == "fr"
    await store.remember_locale(7, "it")
    assert (await store.get_user(7)).locale == "it"
    assert await store.guild_language(1) is None
    await store.set_guild_language(1, "it")
    assert await store.guild_language(1) == "it"
    await store.set_guild_language(1, None)
    assert await store.guild_language(1) is None


def test_a_tables_refusal_is_said_in_the_readers_language():
    """A TableError carries a message; str() is English (logs), the reader hears it in
    their language, with the game's title in it."""
    error = TableError(msg("common-err-too-many", max=4), kind="splendor")
    assert str(error) == "Splendor seats at most 4 players."
    assert refusal_text(error, "fr") == "Splendor se joue à 4 joueurs au plus."
    assert refusal_text(error, "it") == "A Splendor si gioca al massimo in 4."
    assert refusal_text(TableError("An engine's sentence from before messages.")) == \
        "An engine's sentence from before messages."


def test_zero_is_singular_in_french_and_plural_in_italian():
    none_seated = TableError(msg("common-err-player-count", min=2, max=4, count=0),
                             kind="splendor")
    assert refusal_text(none_seated, "fr") == \
        "Splendor se joue de 2 à 4 joueurs\u00a0; 0 joueur a pris place."
    assert refusal_text(none_seated, "it") == \
        "Splendor richiede 2–4 giocatori; sono seduti 0 giocatori."
    assert refusal_text(none_seated) == "Splendor needs 2–4 players; 0 are seated."
    assert t("fr", "common-skip-done", count=0) == \
        "L'ordinateur a joué 0 coup pour le joueur en retard."
    assert t("it", "common-skip-done", count=0) == \
        "Il computer ha giocato 0 mosse per il giocatore in ritardo."
