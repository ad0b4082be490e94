"""Users' names as messages show them (a module of its own, below the store: the
migration that regenerates old games' words names seats as the platform does)."""

from __future__ import annotations

import re

MARKDOWN = re.compile(r"([\\*_~|`>\[\]])")
NAME_LENGTH = 32  # Discord display names are at most 32 characters


def short_name(name: str) -> str:
    """A user's name no longer than Discord allows, as plain text."""
    return name if len(name) <= NAME_LENGTH else name[:NAME_LENGTH - 1] + "…"


def plain_name(name: str) -> str:
    """A user's name safe inside a message: markdown escaped, no accidental mention
    (``@everyone`` as a nickname), and no longer than Discord allows."""
    return MARKDOWN.sub(r"\\\1", short_name(name)).replace("@", "@\u200b")
