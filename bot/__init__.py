"""The board-game bot: application layer (tables, store, notifications, Discord client)."""
