"""Discord-facing cogs: one per game plus the shared ``/game`` and ``/settings`` cogs."""
