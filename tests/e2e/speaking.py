"""What the languages end-to-end tests share: reading every payload the bot sent for words
that no catalogue said, and playing a real game by taps in any language.

- :func:`outside_catalogue` finds the letters of a pseudo-locale (``qps``) text that stand
  outside every ⟦…⟧ a catalogue message put around its words; :func:`sent_texts` walks
  every REST call the bot made (messages and their edits, interaction answers, followups,
  DMs, thread names, alt text of uploads, autocomplete choices, modals) for the text a
  person reads, with Discord's limit for each; :func:`audit` puts both together.
- The tapper finds a move's buttons by the panel's own tree (:func:`bot.app.panel.navigate`
  over the seat's legal moves, options told apart by their stable step keys), never by
  the words on them, so the same code plays a game in English, Italian, French or ``qps``.
- :class:`Reading` records every message as it is shown, with its reader (everyone, or
  the one user an ephemeral reply or a DM is for); :func:`foreign_words` finds the words
  of a text that only another language's catalogues use (English left in Italian, Italian
  in French), and :data:`CODES` the data ids and rule codes no player may read.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.app.panel import Panel, navigate
from bot.app.players import choose_move
from bot.app.tables import Actor
from bot.double.double import CapturedRequest, InteractionRecord, StoredMessage
from bot.games import get_engine
from bot.games.base import Move, State
from tests.e2e.conftest import Table, board_message, game_place, panel_option

# --- words outside the catalogue ---------------------------------------------------------

_BRACKETED = re.compile(r"⟦[^⟦⟧]*⟧")
#: what may stand outside the catalogue's brackets besides the players' names: mentions,
#: Discord timestamps, a game's number, code spans (a typed move's notation), links
_ALLOWED = re.compile(r"<@!?\d+>|<#\d+>|<t:\d+(?::\w)?>|#\d+|`[^`]*`|https://\S+")


def outside_catalogue(text: str, names: Sequence[str] = ("Ann", "Ben")) -> list[str]:
    """Words of ``text`` (two letters or more) that no catalogue message said: outside
    every ⟦…⟧, and neither a player's name, a mention, a timestamp nor a game number. A
    text cut to fit Discord's limit lost the ends of its brackets: they are put back."""
    text += "⟧" * max(0, text.count("⟦") - text.count("⟧"))
    while True:
        # a bracketed run leaves its backticks: a code span the catalogue opened around
        # an argument (`{ $name }={ $value }`) still marks typed syntax
        stripped = _BRACKETED.sub(lambda run: "`" * run.group().count("`") or " ", text)
        if stripped == text:
            break
        text = stripped
    text = _ALLOWED.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    return re.findall(r"[A-Za-z]{2,}", text)


@dataclass(frozen=True)
class Said:
    """One text a person reads in a request the bot made: where, the text, and the most
    characters Discord takes there."""

    where: str
    text: str
    limit: int


def _components(components: Sequence[Mapping[str, Any]], where: str) -> Iterator[Said]:
    for component in components:
        kind = component.get("type")
        if kind == 2 and component.get("label") is not None:
            yield Said(f"{where} button", str(component["label"]), 80)
        if kind in (3, 5, 6, 7, 8) and component.get("placeholder") is not None:
            yield Said(f"{where} select placeholder", str(component["placeholder"]), 150)
        for option in component.get("options") or []:
            yield Said(f"{where} option", str(option["label"]), 100)
            if option.get("description"):
                yield Said(f"{where} option description", str(option["description"]), 100)
        if kind == 4:  # a modal's text input
            yield Said(f"{where} input label", str(component.get("label", "")), 45)
            for key in ("placeholder", "value"):
                if component.get(key):
                    yield Said(f"{where} input {key}", str(component[key]), 4000)
        if kind == 10 and component.get("content"):  # a text display
            yield Said(f"{where} text", str(component["content"]), 4000)
        yield from _components(component.get("components") or [], where)
        for key in ("accessory", "component"):
            if isinstance(component.get(key), Mapping):
                yield from _components([component[key]], where)


def _message(data: Mapping[str, Any], where: str) -> Iterator[Said]:
    if data.get("content"):
        yield Said(f"{where} content", str(data["content"]), 2000)
    for embed in data.get("embeds") or []:
        for key, limit in (("title", 256), ("description", 4096)):
            if embed.get(key):
                yield Said(f"{where} embed {key}", str(embed[key]), limit)
        for field in embed.get("fields") or []:
            yield Said(f"{where} embed field name", str(field["name"]), 256)
            yield Said(f"{where} embed field value", str(field["value"]), 1024)
        for key, inner, limit in (("footer", "text", 2048), ("author", "name", 256)):
            if (embed.get(key) or {}).get(inner):
                yield Said(f"{where} embed {key}", str(embed[key][inner]), limit)
    yield from _components(data.get("components") or [], where)
    for attachment in data.get("attachments") or []:
        if attachment.get("description"):
            yield Said(f"{where} alt text", str(attachment["description"]), 1024)


def _choice_words(choice: Mapping[str, Any]) -> str:
    """An autocomplete choice's name without the notation it may end with (two moves
    that read alike are told apart by what the player would type: the choice's value)."""
    from cogs._common import split_version

    name = str(choice["name"])
    notation = split_version(str(choice["value"]))[0]
    suffix = f" — {notation}"
    return name[:-len(suffix)] + " `" + notation + "`" if name.endswith(suffix) else name


def sent_texts(request: CapturedRequest) -> Iterator[Said]:
    """Every text a person reads in one REST call of the bot (the command registration,
    whose English defaults are Discord's and whose translations are checked elsewhere,
    excepted)."""
    where = f"{request.method} {request.route}"
    body = request.json
    if request.route.startswith("/applications/") or not isinstance(body, Mapping):
        body = {}
    if "/callback" in request.route:
        data = body.get("data") or {}
        for choice in data.get("choices") or []:  # autocomplete
            yield Said(f"{where} choice", _choice_words(choice), 100)
        if data.get("title"):  # a modal
            yield Said(f"{where} modal title", str(data["title"]), 45)
        yield from _message(data, where)
    else:
        yield from _message(body, where)
        if "thread" in request.route and body.get("name"):
            yield Said(f"{where} thread name", str(body["name"]), 100)
        if request.route.startswith("/channels/{channel_id}") and request.method == "PATCH" \
                and body.get("name"):
            yield Said(f"{where} channel name", str(body["name"]), 100)
    for file in request.files:
        if file.description:
            yield Said(f"{where} alt text of {file.filename}", file.description, 1024)


def audit(requests: Sequence[CapturedRequest], names: Sequence[str],
          catalogued: Callable[[str], list[str]] | None = None) -> list[tuple[str, str, Any]]:
    """Every text of ``requests`` over Discord's limit or with words from outside the
    catalogue (``catalogued(text)`` says which; :func:`outside_catalogue` by default):
    (where, text, what is wrong), for one assert that lists them all."""
    problems: list[tuple[str, str, Any]] = []
    check = catalogued or (lambda text: outside_catalogue(text, names))
    for request in requests:
        for said in sent_texts(request):
            if len(said.text) > said.limit:
                problems.append((said.where, said.text, f"{len(said.text)} > {said.limit}"))
            stray = check(said.text)
            if stray:
                problems.append((said.where, said.text, stray))
    return problems


def report(problems: list[tuple[str, str, Any]], most: int = 12) -> str:
    """The first problems, one a paragraph, for an assertion message."""
    lines = [f"{len(problems)} texts outside the catalogue or over a limit:"]
    seen: set[str] = set()
    for where, text, wrong in problems:
        key = f"{wrong}"
        if key in seen:
            continue
        seen.add(key)
        lines.append(f"- {where}: {wrong}\n    {text[:400]!r}")
        if len(seen) >= most:
            break
    return "\n".join(lines)


# --- playing by taps in any language ----------------------------------------------------

def set_locale(t: Table, name: str, locale: str) -> int:
    """The user's Discord client speaks ``locale`` from now on."""
    user = t.users[name]
    t.double.world.users[user].locale = locale
    return user


def lobby_button(lobby: StoredMessage, action: str) -> str:
    """The lobby's Join, Leave or Start by what it does, whatever its words."""
    return next(b["custom_id"] for b in lobby.buttons
                if b["custom_id"].startswith(f"bg:lobby:{action}:"))


async def open_table_in(t: Table, host: str, guests: Sequence[str], game: str,
                        **options: object) -> int:
    """/game new by ``host`` (the table speaks the host's client language unless
    ``language=`` says otherwise), the guests tap Join, the host taps Start: the game's
    id."""
    record = await t.double.slash(t.users[host], t.channel, "game new", game=game,
                                  seat_order="joined", **options)
    assert record.ephemeral, record.describe()
    lobby = t.double.last_message(t.channel)
    assert lobby is not None
    game_id = int(lobby_button(lobby, "start").rsplit(":", 1)[1])
    for guest in guests:
        joined = await t.double.click(t.users[guest], lobby, lobby_button(lobby, "join"))
        assert joined.ephemeral, joined.describe()
        lobby = t.double.message(lobby.id)
    started = await t.double.click(t.users[host], lobby, lobby_button(lobby, "start"))
    assert started.ephemeral, started.describe()
    assert (await t.bot.store.get_game(game_id)).status == "active", started.content
    return game_id


def play_button(board: StoredMessage, game_id: int, seat: int | None = None) -> str:
    """The board's Play button (the seat's, when the board carries one per seat)."""
    wanted = f"bg:play:{game_id}:" + ("" if seat is None else f"{seat}:")
    return next(b["custom_id"] for b in board.buttons if b["custom_id"].startswith(wanted))


def _prefix_text(prefix: tuple[int, ...]) -> str:
    return ".".join(str(i) for i in prefix) or "-"


async def tap_move_by_key(t: Table, game_id: int, user: int, panel: StoredMessage,
                          move: Move) -> InteractionRecord:
    """Tap through a fresh turn panel to ``move``: at each level the option whose step key
    is the move's (its button, its entry in the select menu, or More until it shows).
    Returns the tap that played the move."""
    actor = Actor(user, t.double.user_name(user))
    prefix: tuple[int, ...] = ()
    page = 0
    for _ in range(200):
        game, seat, moves = await t.bot.tables.legal_moves(game_id, actor)
        level = navigate(moves, prefix)
        assert isinstance(level, Panel), (move, prefix)
        key = move.step_keys[level.depth]
        option = next(o for o in level.options if o.key == key)
        base = f"bg:nav:{game_id}:{seat}:{game.version}:"
        wanted = base + _prefix_text((*level.prefix, option.index)) + ":0"
        # a level chosen several at once may show several selects (":1" to ":3")
        menu_id = f"bgs:{base[3:]}{_prefix_text(level.prefix)}"
        menu = next((s for s in panel.selects
                     if s["custom_id"].split(":")[:6] == menu_id.split(":")
                     and str(option.index) in [o["value"] for o in s["options"]]), None)
        if wanted in panel.custom_ids:
            record = await t.double.click(user, panel, wanted)
        elif menu is not None and str(option.index) in [o["value"] for o in menu["options"]]:
            record = await t.double.select(user, panel, menu["custom_id"], [str(option.index)])
        else:  # on a later page
            page += 1
            more = base + _prefix_text(level.prefix) + f":{page}"
            assert more in panel.custom_ids, (move, panel.custom_ids)
            record = await t.double.click(user, panel, more)
            panel = t.double.message(panel.id)
            continue
        assert not record.errors, record.errors
        if option.move is not None:
            panel = t.double.message(panel.id)
            confirm = wanted + ":c"
            if confirm in panel.custom_ids:
                # a move that gives something up asks once more: confirmed, it is played
                record = await t.double.click(user, panel, confirm)
                assert not record.errors, record.errors
            return record
        panel = t.double.message(panel.id)
        prefix, page = (*level.prefix, option.index), 0
    raise AssertionError(f"could not reach {move}")


#: picks a seat's move in a state
Chooser = Callable[[State, int], Move]


def computer_chooser(kind: str, level: str = "greedy", seed: int = 0) -> Chooser:
    engine = get_engine(kind)
    rng = random.Random(seed)
    return lambda state, seat: choose_move(engine, state, seat, level, rng.getrandbits(32))


async def play_turn(t: Table, game_id: int, choose: Chooser) -> list[InteractionRecord]:
    """A human to move on the newest board taps their Play button, then taps every
    decision of their turn on the panel (``choose`` picks)."""
    game = await t.bot.store.get_game(game_id)
    engine = get_engine(game.kind)
    board = board_message(t, game_place(t, game_id))
    seat = next(s for s in engine.to_move(game.state)
                if game.user_at(s).controller == "human")
    user = game.user_at(seat).user_id
    opened = await t.double.click(user, board, play_button(board, game_id, seat))
    panel = opened.response
    assert panel is not None and panel.ephemeral, opened.describe()
    records = [opened]
    start = engine.turn_number(game.state)
    while True:
        game = await t.bot.store.get_game(game_id)
        if game.status != "active" or seat not in engine.to_move(game.state) \
                or not panel.components or engine.turn_number(game.state) != start:
            return records
        # a move the panel offers only combined with the next decision is entered with
        # the one ``choose`` picks after it
        move = panel_option(engine, game.state, seat, choose(game.state, seat),
                            lambda state, seat=seat: choose(state, seat))
        records.append(await tap_move_by_key(t, game_id, user, panel, move))
        panel = t.double.message(panel.id)


async def play_to_the_end(t: Table, game_id: int, choose: Chooser,
                          max_turns: int = 300,
                          each_turn: Callable[[int], Any] | None = None) -> int:
    """Turns by taps until the game is over: how many the humans played. ``each_turn``
    (awaited when it returns an awaitable) runs before each with the turn's number."""
    for turn in range(max_turns):
        game = await t.bot.store.get_game(game_id)
        if game.status != "active":
            return turn
        if each_turn is not None:
            done = each_turn(turn)
            if hasattr(done, "__await__"):
                await done
        await play_turn(t, game_id, choose)
    raise AssertionError("the game did not end")


async def typed_move(t: Table, user: int, place: int, kind: str) -> list[InteractionRecord]:
    """``/<game> <verb>`` as a typist uses it: the first verb whose autocomplete offers
    moves now, its choices, then a value no rule knows (refused)."""
    group = t.bot.tree.get_command(kind)
    records: list[InteractionRecord] = []
    for command in group.commands:
        options = [p for p in command.parameters if p.name != "game"]
        if command.name == "rules" or not options:
            continue
        option = options[0].display_name
        choices = await t.double.autocomplete(user, place, f"{kind} {command.name}",
                                              focused=option, value="")
        records.append(t.double.last_interaction)
        if choices:
            records.append(await t.double.slash(user, place, f"{kind} {command.name}",
                                                **{option: "zz9 nothing"}))
            break
    return records


# --- who reads what: every message as it was shown -----------------------------------------

@dataclass(frozen=True)
class Shown:
    """A text of a message as the bot showed it (at its creation or an edit): who reads
    it (``None``: everyone in the channel or thread) and the text."""

    reader: int | None
    said: Said


def message_texts(message: StoredMessage) -> Iterator[Said]:
    """Every text a person reads on a message as it stands now."""
    where = f"message {message.id}"
    yield from _message({"content": message.content, "embeds": message.embeds,
                         "components": message.components}, where)
    for attachment in message.attachments:
        if attachment.description:
            yield Said(f"{where} alt text of {attachment.filename}", attachment.description,
                       1024)


class Reading:
    """Every message the bot shows, recorded as it is created or edited, with its
    reader: the user an ephemeral message or a DM is for, else ``None``."""

    def __init__(self, t: Table) -> None:
        self.shown: list[Shown] = []
        self._dms = {t.double.dm_channel(user): user for user in t.users.values()}
        self._double = t.double
        t.double.subscribe(self._record)

    def _record(self, event: str, message: StoredMessage) -> None:
        if event == "delete":
            return
        reader = message.ephemeral_to if message.ephemeral else \
            self._dms.get(message.channel_id)
        self.shown += [Shown(reader, said) for said in message_texts(message)]

    def close(self) -> None:
        """Stop recording, and add what no message carries: thread names (everyone's)
        and autocomplete choices (the typist's)."""
        self._double.unsubscribe(self._record)
        for request in self._double.requests:
            for said in sent_texts(request):
                if said.where.endswith("thread name"):
                    self.shown.append(Shown(None, said))
                elif said.where.endswith(" choice"):
                    self.shown.append(Shown(request.user_id, said))


# --- which language a text is in ----------------------------------------------------------

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_CODE = re.compile(r"`[^`]*`")


def _catalogue_words(language: str) -> set[str]:
    """The words a language's catalogues use in their text (not ids, variables or
    comments), lowercased."""
    from fluent.syntax import FluentParser, ast

    from bot import i18n

    found: set[str] = set()
    for path in i18n.ftl_files(language):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))

        def walk(node: Any) -> None:
            if isinstance(node, ast.TextElement):
                found.update(w.lower() for w in _WORD.findall(_CODE.sub(" ", node.value)))
            elif isinstance(node, ast.BaseNode):
                for value in vars(node).values():
                    for child in value if isinstance(value, list) else [value]:
                        walk(child)

        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                walk(entry)
    return found


_VOCABULARY: dict[str, set[str]] = {}


def vocabulary(language: str) -> set[str]:
    if language not in _VOCABULARY:
        _VOCABULARY[language] = _catalogue_words(language)
    return _VOCABULARY[language]


def foreign_words(text: str, language: str, names: Sequence[str] = ()) -> list[str]:
    """Words of ``text`` that only another language's catalogues use (English left in
    an Italian sentence, Italian in a French one), outside code spans (typed syntax) and
    players' names."""
    own = vocabulary(language)
    others = set().union(*(vocabulary(other) for other in ("en", "it", "fr")
                           if other != language)) - own
    ignored = {name.lower() for name in names}
    text = re.sub(r"\w*…$", "…", text)  # a word cut to fit Discord's limit is no word
    words = _WORD.findall(_CODE.sub(" ", re.sub(r"<[@#t][^>]*>", " ", text)))
    # a single letter is a marker (a terrain's letter on the picture), never a word
    return [w for w in words
            if len(w) > 1 and w.lower() in others and w.lower() not in ignored]


#: data ids (T07, H38, 1-G-01, samurai-01-a) and rule codes (R25, S8, E4, PD-11) that a
#: player must never read
CODES = re.compile(r"(?<![\w`-])(?:PD-?\d+|R\d{1,3}|E\d{1,2}|[HJT]\d{2}|ST\d|\d-[WUGRK]-\d{2}"
                   r"|[a-z]+-\d{2}-[a-z]|start-[a-z]+-\d)(?![\w`-])")
