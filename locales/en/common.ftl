## The platform's own words: lobby, tables, clocks, refusals, help, settings.
## Message ids start with "common-"; each game's words are in its own file.

# A seat no player's name stands for (a game record without names).
common-seat = Player { $number }
