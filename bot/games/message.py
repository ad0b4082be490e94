"""Words as data: what an engine says is a :class:`Message`, never a sentence.

An engine reports an event, a prompt, a refusal, a menu step, a label, a result reason or
a breakdown category as a message id and its arguments. The catalogues
(``locales/<lang>/*.ftl``, read by :mod:`bot.i18n`) turn it into words in the reader's
language only when it reaches a person, so the move log, results and outbox store the
message and a wording can change without rewriting history.

Arguments are JSON values with a meaning the renderer knows:

- numbers stay numbers (the catalogue picks the plural form: French "0 jeton", Italian
  "0 gettoni"); strings are shown as they are (a move's notation, a cell such as ``3,-1``);
- :func:`seat` marks a seat index, named with the seated player's name (or "Player 2");
- :func:`component` marks a data id (a card, a tile, a goal), named by the game's
  catalogue (``zenso-component-t07``);
- :func:`words` is a list, joined as the language joins lists ("A, B et C");
- a :class:`Message` nested as an argument is rendered first, in the same language.

Everything here is pure and JSON round-trips: ``Message.from_json(m.to_json()) == m``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: a message id: lowercase words joined by hyphens, first the game or ``common``
_ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
_CHECKED_IDS: set[str] = set()


@dataclass(frozen=True)
class Message:
    """One thing said, in no language yet: a catalogue id and its arguments."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.id not in _CHECKED_IDS:
            if not _ID.match(self.id):
                raise ValueError(f"not a message id: {self.id!r}")
            _CHECKED_IDS.add(self.id)  # a few hundred ids, each said thousands of times
        # Frozen and hashable: the arguments are stored in canonical JSON form. The key
        # is made on first use and kept: menus compare the steps of thousands of moves,
        # but a computer's playouts make messages no one ever compares.
        object.__setattr__(self, "args", _Frozen(_encode(self.args)))

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": dict(self.args)} if self.args else {"id": self.id}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["id"]), dict(data.get("args") or {}))

    @property
    def key(self) -> str:
        """A stable key for grouping (menu steps) and comparing, the same in every
        language: the canonical JSON of id and arguments."""
        found = self.__dict__.get("_key")
        if found is None:
            found = json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False)
            object.__setattr__(self, "_key", found)
        return found  # type: ignore[no-any-return]

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and self.key == other.key

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"msg({self.id!r}{', ' if args else ''}{args})"


def msg(message_id: str, **args: Any) -> Message:
    """``msg("splendor-took-gems", seat=seat(0), gems=words(["W", "U"]))``; an argument
    name may use hyphens in the catalogue: ``_`` in Python stands for ``-`` there."""
    if message_id not in _CHECKED_IDS:  # a new id: checked once, the long way
        return Message(message_id, {name.replace("_", "-"): value for name, value in args.items()})
    # The same message built without the dataclass's __init__ and a second pass over the
    # arguments: engines make tens of thousands a second for a computer's search (every
    # event and menu label of every move it tries).
    made = object.__new__(Message)
    object.__setattr__(made, "id", message_id)
    object.__setattr__(made, "args", _Frozen(
        {name.replace("_", "-"): _encode_value(value) for name, value in args.items()}))
    return made


def seat(index: int) -> dict[str, int]:
    """A seat as an argument: the reader sees the seated player's name."""
    return {"seat": int(index)}


def component(data_id: str) -> dict[str, str]:
    """A component by its data id (``T07``, ``H38``): the reader sees its name."""
    return {"component": str(data_id)}


def words(items: Iterable[Any], style: str = "and") -> dict[str, Any]:
    """A list as one argument, joined as the language joins lists; ``style`` is
    ``and`` ("A, B and C"), ``or`` ("A, B or C") or ``unit`` ("A, B, C")."""
    if style not in ("and", "or", "unit"):
        raise ValueError(f"unknown list style {style!r}")
    return {"list": [_encode_value(item) for item in items], "style": style}


def typed(text: str) -> str:
    """What a player types (a verb, an id of the notation, an option's value) as an
    argument: shown as code, the same in every language, never taken for a word."""
    return f"`{text}`"


def is_message_json(value: Any) -> bool:
    """Whether stored JSON is a message (rather than a sentence kept from before)."""
    return isinstance(value, Mapping) and isinstance(value.get("id"), str) and set(
        value) <= {"id", "args"}


def stored(value: Message | str) -> dict[str, Any] | str:
    """A message as the store keeps it (its JSON); a sentence from before stays text."""
    return value.to_json() if isinstance(value, Message) else value


def as_message(value: Any) -> Message | str:
    """A stored event, prompt or reason back as a :class:`Message` (a legacy string
    stays a string)."""
    if isinstance(value, Message):
        return value
    if is_message_json(value):
        return Message.from_json(value)
    return str(value)


# --- encoding ------------------------------------------------------------------------
class _Frozen(dict):  # type: ignore[type-arg]
    """The arguments, read-only once the message exists."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a message's arguments cannot change")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]


def _encode(args: Mapping[str, Any]) -> dict[str, Any]:
    return {str(name): _encode_value(value) for name, value in args.items()}


def _encode_value(value: Any) -> Any:
    plain = type(value)
    if plain is int or plain is str or plain is float:  # most arguments: the quick way
        return value
    if plain is dict:  # the next most: a seat, a component, a list of words
        if len(value) == 1:
            (kind,) = value
            if kind == "seat" or kind == "component":
                return {kind: value[kind]}
        elif len(value) == 2 and "list" in value and "style" in value:
            return {"list": [_encode_value(v) for v in value["list"]],
                    "style": value["style"]}
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, bool) or value is None:
        raise TypeError("a message argument is a number, a string, a seat, a component, "
                        "a list or a message (a flag belongs in the message id)")
    if isinstance(value, int | float | str):
        return value
    if isinstance(value, Mapping):
        kinds = set(value) & {"seat", "component", "list", "message"}
        if len(kinds) != 1:
            raise TypeError(f"not a message argument: {value!r}")
        (kind,) = kinds
        if kind == "list":
            return {"list": [_encode_value(v) for v in value["list"]],
                    "style": value.get("style", "and")}
        if kind == "message":
            inner = value["message"]
            return {"message": (inner.to_json() if isinstance(inner, Message)
                                else Message.from_json(inner).to_json())}
        return {kind: value[kind]}
    if isinstance(value, list | tuple):
        return {"list": [_encode_value(v) for v in value], "style": "and"}
    raise TypeError(f"not a message argument: {value!r}")


def same_apart_from_words(kept: Any, replayed: Any) -> bool:
    """Whether a stored state is the replayed one, its words apart: where the replay says
    a message, the stored state may hold a sentence (or another message), and a list of
    messages may have said it in more or fewer sentences."""
    if is_message_json(replayed):
        return isinstance(kept, str) or is_message_json(kept)
    if isinstance(replayed, dict):
        return isinstance(kept, dict) and kept.keys() == replayed.keys() and all(
            same_apart_from_words(kept[key], replayed[key]) for key in replayed)
    if isinstance(replayed, list):
        if not isinstance(kept, list):
            return False
        if replayed and all(is_message_json(item) for item in replayed):
            return all(isinstance(item, str) or is_message_json(item) for item in kept)
        return len(kept) == len(replayed) and all(
            same_apart_from_words(a, b) for a, b in zip(kept, replayed, strict=True))
    return bool(kept == replayed)
