"""Who reads which language (``docs/words.md``, ``../shared/localisation.md`` §3).

- A game has one language for everything public (lobby, boards and their recap, pings,
  results, replay, thread name, pictures): :func:`of_game`.
- An ephemeral reply follows the interaction's locale: :func:`of_reader`.
- A DM or a reminder follows the user's last known locale (stored on each interaction),
  else the game's: :func:`of_user`.

All of it stays English while the ``LANGUAGES`` setting is off (the games' catalogues are
still being written: no player may see a half-Italian bot), so every caller asks here and
never reads a locale itself.
"""

from __future__ import annotations

from bot import i18n
from bot.config import languages_enabled

#: the languages a game can have, with their own names (the /game new and /settings
#: language choices show them so)
CHOICES = {"en": "English", "it": "Italiano", "fr": "Français"}


def enabled() -> bool:
    return languages_enabled()


def of_game(game: object) -> str:
    """The language of a game's public words."""
    if not enabled():
        return i18n.FALLBACK
    language = str(getattr(game, "language", "") or i18n.FALLBACK)
    return language if language in (*i18n.SUPPORTED, i18n.PSEUDO) else i18n.FALLBACK


def of_reader(locale: object) -> str:
    """The language of an ephemeral reply to a client with ``locale`` (Discord's code)."""
    if not enabled():
        return i18n.FALLBACK
    return i18n.negotiate(str(locale) if locale else None)


def of_user(locale: str | None, game: object | None = None) -> str:
    """The language of a DM or reminder: the user's last known locale, else the game's."""
    if not enabled():
        return i18n.FALLBACK
    if locale:
        return i18n.negotiate(locale)
    return of_game(game) if game is not None else i18n.FALLBACK


def for_new_game(option: str | None, server_default: str | None, guild_locale: object,
                 host_locale: object) -> str:
    """A new game's language: the ``language`` option of /game new, else the server's
    default (/settings language), else the server's preferred locale if it is Italian or
    French (Discord reports en-US for most servers, so English there says nothing), else
    the host's client language if supported, else English."""
    if not enabled():
        return i18n.FALLBACK
    if option:
        return i18n.negotiate(option)
    if server_default:
        return i18n.negotiate(server_default)
    server = i18n.negotiate(str(guild_locale) if guild_locale else None)
    if server in ("it", "fr"):
        return server
    return i18n.negotiate(str(host_locale) if host_locale else None)
