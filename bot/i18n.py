"""The catalogues: every word a player reads, in English, Italian and French.

Messages (:mod:`bot.games.message`) become words here, with Project Fluent
(``fluent.runtime``): one ``.ftl`` file per domain and language under ``locales/<lang>/``
(``common.ftl`` for the platform, one per game named after it), English the source and
the fallback. Fluent picks plural forms by CLDR categories (French puts 0 in ``one``,
Italian does not), formats numbers by locale, and lets a catalogue carry grammar (terms
with a gender, elision) that code would get wrong. Lists are joined by Babel, as each
language joins them.

Bundles are built with isolation marks off: every placeable would otherwise be wrapped in
U+2068/U+2069, invisible but counted against Discord's limits (``../shared/localisation.md``).

Who reads which language is the caller's choice (a game's language for what is public,
the interaction's locale for an ephemeral reply); :func:`negotiate` maps Discord's locale
codes to a catalogue.

A pseudo-locale, ``qps``, is English with every text accented, bracketed and a third
longer: run through the double end to end, any English that reaches a payload or a
picture without passing through the catalogue stands out, and the longest language's
limits are exercised.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from babel.dates import format_date
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

from bot import elision
from bot.games.message import Message, as_message
from bot.lean_bundle import LeanBundle

log = logging.getLogger(__name__)

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
#: the catalogues players can choose; English is the source and the fallback
SUPPORTED = ("en", "it", "fr")
FALLBACK = "en"
PSEUDO = "qps"
#: Babel's locale per catalogue (the pseudo-locale joins lists as English does)
_BABEL = {"en": "en", "it": "it", "fr": "fr", PSEUDO: "en"}
#: when set (the tests set it), a missing id or argument raises instead of falling back
STRICT_ENV = "BOT_STRICT_CATALOGUE"
#: the languages whose words elide before a substituted value (:mod:`bot.elision`)
ELIDING = frozenset({"fr"})


class CatalogueError(LookupError):
    """A message the catalogue cannot say (unknown id, missing argument)."""


def negotiate(locale: str | None) -> str:
    """The catalogue for a Discord locale code (``it``, ``fr``, ``en-US``, ``en-GB``…):
    Discord has no regional Italian or French, so the language part decides; anything
    unsupported reads English."""
    if not locale:
        return FALLBACK
    language = str(locale).replace("_", "-").split("-")[0].lower()
    if language == PSEUDO or str(locale) == PSEUDO:
        return PSEUDO
    return language if language in SUPPORTED else FALLBACK


#: further folders laid out as ``locales/`` (``<folder>/<lang>/<domain>.ftl``) whose
#: messages every bundle also reads: the tests' toy games keep their words there. The
#: project's catalogues are ``locales/`` alone (:func:`ftl_files`, the parity tests).
EXTRA_FOLDERS: list[Path] = []


def ftl_files(language: str) -> list[Path]:
    """The catalogue files of one language, ``common.ftl`` first."""
    folder = LOCALES_DIR / language
    files = sorted(folder.glob("*.ftl"), key=lambda p: (p.name != "common.ftl", p.name))
    return files


def add_folder(folder: Path) -> None:
    """Read the catalogues under ``folder`` too (see :data:`EXTRA_FOLDERS`)."""
    if folder not in EXTRA_FOLDERS:
        EXTRA_FOLDERS.append(folder)
        bundle.cache_clear()


def _files(language: str) -> list[Path]:
    extra = [path for folder in EXTRA_FOLDERS for path in sorted((folder / language).glob("*.ftl"))]
    return [*ftl_files(language), *extra]


@lru_cache(maxsize=8)  # a few languages; a stray code cannot add bundles without end
def bundle(language: str) -> FluentBundle:
    """The language's messages, every domain in one bundle (ids are unique across
    files: each starts with its domain)."""
    if language == PSEUDO:
        sources = [pseudo_source(path.read_text(encoding="utf-8"))
                   for path in _files(FALLBACK)]
        locale = "en"
    else:
        sources = [path.read_text(encoding="utf-8") for path in _files(language)]
        locale = language
    # Each message kept as its text until first said (bot/lean_bundle.py): a process
    # says a few hundred of each language's ~2 300, and the syntax trees of all three
    # languages were 9 MiB in the bot's process and in every render worker.
    made = LeanBundle([locale], use_isolating=False)
    for source in sources:
        made.add_source(source)
    return made


def has(message_id: str, language: str = FALLBACK) -> bool:
    return bundle(language).has_message(message_id)


def text(message: Message | str | Mapping[str, Any], language: str = FALLBACK, *,
         names: Sequence[str] = (), game: str | None = None) -> str:
    """The words of ``message`` in ``language``. ``names`` are the seated players'
    names (seat 0 first) for seat arguments; ``game`` is the domain that names
    components. A stored sentence from before messages existed is returned as it is."""
    message = as_message(message)
    if isinstance(message, str):
        return message
    language = language if language in (*SUPPORTED, PSEUDO) else FALLBACK
    return _Renderer(language, names, game).say(message)


def t(language: str, message_id: str, **args: Any) -> str:
    """A message by id, for the platform's own sentences: ``t("fr", "common-out-of-date")``."""
    from bot.games.message import msg

    return text(msg(message_id, **args), language)


def english(message: Message | str) -> str:
    """The message in English, for logs and ``str()`` of refusals."""
    return text(message, FALLBACK)


def join(items: Iterable[str], language: str, style: str = "and") -> str:
    items = tuple(items)
    if not items:
        return ""
    return _joined(items, language, style)


# Babel's list formatting costs ~60 µs a list, and the same lists (a card's terrains, the
# players, a row's tiles) are joined again in every picture's alt text: the joined lists
# are kept, a few thousand short strings at most.
@lru_cache(maxsize=2048)
def _joined(items: tuple[str, ...], language: str, style: str) -> str:
    babel_style = {"and": "standard", "or": "or", "unit": "unit"}[style]
    if language == PSEUDO:
        # English's joining words, pseudo-localised like the catalogue's own: Babel's
        # plain "and" would stand out as a word no catalogue said.
        marked = [f"\x00{index}\x00" for index in range(len(items))]
        joined = format_list(marked, style=babel_style, locale="en")
        parts = re.split(r"(\x00\d+\x00)", joined)
        return "".join(items[int(part.strip("\x00"))] if part.startswith("\x00")
                       else pseudo_marked(part) for part in parts)
    return format_list(items, style=babel_style, locale=_BABEL.get(language, "en"))


def day(value: date, language: str) -> str:
    """A calendar day as the language writes it ("18 gen 2027", "18 janv. 2027"); Discord
    timestamps say moments, but a day the user typed back to them is a day."""
    said = format_date(value, "d MMM y", locale=_BABEL.get(language, "en"))
    return pseudo_marked(said) if language == PSEUDO else said


def pseudo_marked(text: str) -> str:
    """English words Babel wrote for the pseudo-locale (a list's "and", a month), marked
    as the catalogue's are: bracketed and accented (digits and commas stay as they are)."""
    return re.sub(r"[A-Za-z]+(?:\s+[A-Za-z]+)*", lambda found: f"⟦{pseudo(found.group())}⟧",
                  text)


#: the sentences a language's bundle keeps once said (by message and arguments): the same
#: event lines and labels come back move after move, and Fluent's formatting was a sixth
#: of the event loop's time answering a burst of moves (issue 20); emptied when full
SAID_LIMIT = 4096


def _said(made: FluentBundle) -> dict[tuple[Any, ...], str]:
    """The sentences ``made`` said already: kept on the bundle, so catalogues read again
    (a new bundle) start afresh."""
    said: dict[tuple[Any, ...], str] | None = getattr(made, "_bot_said", None)
    if said is None:
        said = {}
        made._bot_said = said
    return said


def _chosen_by(made: FluentBundle, message_id: str, pattern: ast.Pattern) -> frozenset[str]:
    """The variables of a message that choose a variant or feed a function: they must
    reach Fluent exactly as given, so they are never marked for elision."""
    known: dict[str, frozenset[str]] | None = getattr(made, "_bot_chosen", None)
    if known is None:
        known = {}
        made._bot_chosen = known
    found = known.get(message_id)
    if found is None:
        names: set[str] = set()
        seen: set[str] = {message_id}

        class _Collect(Transformer):  # type: ignore[misc]
            def visit_SelectExpression(self, node: ast.SelectExpression) -> Any:
                names.update(_variables_in(node.selector))
                return self.generic_visit(node)

            def visit_CallArguments(self, node: ast.CallArguments) -> Any:
                names.update(_variables_in(node))
                return node

            def visit_MessageReference(self, node: ast.MessageReference) -> Any:
                # a referenced message is formatted with the same arguments
                name = node.id.name
                if name not in seen and made.has_message(name):
                    seen.add(name)
                    value = made.get_message(name).value
                    if value is not None:
                        self.visit(value)
                return node

        _Collect().visit(pattern)
        found = known[message_id] = frozenset(names)
    return found


def _variables_in(node: ast.BaseNode) -> set[str]:
    names: set[str] = set()

    class _Collect(Transformer):  # type: ignore[misc]
        def visit_VariableReference(self, node: ast.VariableReference) -> Any:
            names.add(node.id.name)
            return node

    _Collect().visit(node)
    return names


class _Renderer:
    def __init__(self, language: str, names: Sequence[str], game: str | None) -> None:
        self.language = language
        self.names = names
        self.game = game

    def say(self, message: Message) -> str:
        args = {name: self.value(value) for name, value in message.args.items()}
        found = self._format(self.language, message.id, args)
        if found is None and self.language != FALLBACK:
            found = self._format(FALLBACK, message.id, args)
        if found is None:
            if os.environ.get(STRICT_ENV):
                raise CatalogueError(f"no message {message.id!r} in the catalogues")
            log.error("no message %r in the catalogues", message.id)
            return message.id
        return found

    def _format(self, language: str, message_id: str, args: dict[str, Any]) -> str | None:
        made = bundle(language)
        said = _said(made)
        try:
            # the type too: True and 1, 1 and 1.0 are equal keys but say different words
            key: tuple[Any, ...] | None = (
                message_id, *((name, type(value), value) for name, value in args.items()))
            known = said.get(key)
        except TypeError:  # an argument that cannot be a key: formatted every time
            key, known = None, None
        if known is not None:
            return known
        if not made.has_message(message_id):
            return None
        pattern = made.get_message(message_id).value
        if pattern is None:
            return None
        eliding = language in ELIDING
        if eliding:
            chosen = _chosen_by(made, message_id, pattern)
            args = {name: elision.mark(value)
                    if isinstance(value, str) and name not in chosen else value
                    for name, value in args.items()}
        words, errors = made.format_pattern(pattern, args)
        if eliding:
            words = elision.elide(words)
        if errors:
            if os.environ.get(STRICT_ENV):
                raise CatalogueError(f"{message_id} in {language}: {errors}")
            log.error("message %s in %s: %s", message_id, language, errors)
        elif key is not None:
            if len(said) >= SAID_LIMIT:
                said.clear()
            said[key] = words
        return words

    def value(self, value: Any) -> Any:
        if isinstance(value, Mapping):
            if "seat" in value:
                return self.seat(int(value["seat"]))
            if "component" in value:
                return self.component(str(value["component"]))
            if "message" in value:
                return self.say(Message.from_json(value["message"]))
            if "list" in value:
                return join((str(self.value(v)) for v in value["list"]), self.language,
                            str(value.get("style", "and")))
        return value

    def seat(self, index: int) -> str:
        if 0 <= index < len(self.names):
            return self.names[index]
        from bot.games.message import msg

        return self.say(msg("common-seat", number=index + 1))

    def component(self, data_id: str) -> str:
        if self.game is None:
            return data_id
        from bot.games.message import msg

        return self.say(msg(component_id(self.game, data_id)))


def slug(data_id: str) -> str:
    """A data id as part of a message id: lowercase, other characters as hyphens."""
    return re.sub(r"[^a-z0-9]+", "-", data_id.lower()).strip("-")


def component_id(game: str, data_id: str) -> str:
    """The catalogue id naming a component: ``component_id("zenso", "T07")`` is
    ``zenso-component-t07``."""
    return f"{game.replace('_', '-')}-component-{slug(data_id)}"


# --- the pseudo-locale ---------------------------------------------------------------
_ACCENTED = str.maketrans("aeiouycnAEIOUYCN", "àéîöûýçñÀÉÎÖÛÝÇÑ")


def pseudo(words: str) -> str:
    """Accented and a third longer; markdown, mentions and emoji untouched."""
    if not words.strip():
        return words
    padding = "~" * max(1, len(words) // 3)
    return words.translate(_ACCENTED) + padding


class _Pseudo(Transformer):  # type: ignore[misc]
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo(node.value)
        return node

    def visit_Pattern(self, node: ast.Pattern) -> ast.Pattern:
        self.generic_visit(node)
        # The brackets close around every placeable: what an argument brings (a name, a
        # number, a nested message bracketed on its own) stands outside them, so an
        # English word passed as a plain argument shows as plainly as a hard-coded one.
        elements: list[Any] = [ast.TextElement("⟦")]
        for element in node.elements:
            if isinstance(element, ast.Placeable):
                elements += [ast.TextElement("⟧"), element, ast.TextElement("⟦")]
            else:
                elements.append(element)
        elements.append(ast.TextElement("⟧"))
        node.elements = elements
        return node


def pseudo_source(source: str) -> str:
    """An English catalogue file as the pseudo-locale: every text element accented and
    lengthened, every run of a message's own words bracketed ⟦…⟧ (its arguments outside
    the brackets), so a cut or an unmarked string shows."""
    resource = FluentParser(with_spans=False).parse(source)
    return FluentSerializer().serialize(_Pseudo().visit(resource))


def message_ids(language: str) -> dict[str, set[str]]:
    """Every message id of a language's catalogue with the variables it uses (for the
    parity tests)."""
    found: dict[str, set[str]] = {}
    for path in ftl_files(language):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                prefix = "-" if isinstance(entry, ast.Term) else ""
                found[prefix + entry.id.name] = _variables(entry)
    return found


def _variables(entry: ast.Message | ast.Term) -> set[str]:
    return _variables_in(entry)


Say = Callable[[Message | str], str]


def sayer(language: str, *, names: Sequence[str] = (), game: str | None = None) -> Say:
    """A one-argument ``text`` for a language, a table's names and a game."""
    return lambda message: text(message, language, names=names, game=game)
