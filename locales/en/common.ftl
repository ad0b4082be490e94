## The platform's own words: lobby, tables, clocks, refusals, help, settings.
## Message ids start with "common-"; each game's words are in its own file.

# A seat no player's name stands for (a game record without names).
common-seat = Player { $number }

## Refusals every game shares (Engine.require_seat).
common-game-over = The game is over; no more moves can be made.
common-not-your-decision = It is not your decision now; the game waits for { $waiting }.
