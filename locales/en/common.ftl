## The platform's own words: lobby, tables, clocks, refusals, help, settings.
## Message ids start with "common-"; each game's words are in its own file.

# A seat no player's name stands for (a game record without names).
common-seat = Player { $number }

## Refusals every game shares (Engine.require_seat).
common-game-over = The game is over; no more moves can be made.
common-not-your-decision = It is not your decision now; the game waits for { $waiting }.

## Results.
common-resigned = { $who } resigned.
common-resigned-solo-lost = { $who } resigned, so the game is lost.

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

common-opt-game-name = game
common-opt-game-description = Which game (leave empty for the game of this thread or your only game here)
common-opt-player-name = player

common-cmd-game-name = game
common-cmd-game-description = Create, join and follow board games

common-cmd-game-new-name = new
common-cmd-game-new-description = Open a new table in this channel
common-cmd-game-new-opt-game-name = game
common-cmd-game-new-opt-game-description = The game to play
common-cmd-game-new-opt-seat-order-name = seat_order
common-cmd-game-new-opt-seat-order-description = Random seats (fair) or seats in the order players joined
common-cmd-game-new-opt-computers-name = computers
common-cmd-game-new-opt-computers-description = How many computer players to seat now (0–3)
common-cmd-game-new-opt-level-name = level
common-cmd-game-new-opt-level-description = How computer players choose: random moves or greedy look-ahead
common-cmd-game-new-opt-options-name = options
common-cmd-game-new-opt-options-description = Game options as name=value pairs (see /game rules)
common-cmd-game-new-opt-speed-name = speed
common-cmd-game-new-opt-speed-description = Time per move; a late player's turn can then be skipped

common-cmd-game-join-name = join
common-cmd-game-join-description = Sit down at an open table

common-cmd-game-leave-name = leave
common-cmd-game-leave-description = Leave a table that has not started

common-cmd-game-start-name = start
common-cmd-game-start-description = Start your table (host only)

common-cmd-game-cancel-name = cancel
common-cmd-game-cancel-description = Cancel a game (host or Manage Server)

common-cmd-game-resign-name = resign
common-cmd-game-resign-description = Give up or leave one of your games, from any server
common-cmd-game-resign-opt-game-description = Which of your games, on any server (leave empty for the game of this thread or your only game here)

common-cmd-game-list-name = list
common-cmd-game-list-description = Open games in this channel

common-cmd-game-mine-name = mine
common-cmd-game-mine-description = Your games that wait on you, across servers

common-cmd-game-board-name = board
common-cmd-game-board-description = Post the current board again

common-cmd-game-log-name = log
common-cmd-game-log-description = The recent moves of a game

common-cmd-game-play-name = play
common-cmd-game-play-description = Open your turn panel

common-cmd-game-hand-name = hand
common-cmd-game-hand-description = See your hidden cards (only you see them)

common-cmd-game-undo-name = undo
common-cmd-game-undo-description = Take back your last move of this turn

common-cmd-game-skip-name = skip
common-cmd-game-skip-description = Let the computer play a late player's turn

common-cmd-game-remove-name = remove
common-cmd-game-remove-description = Hand a repeatedly late player's seat to the computer
common-cmd-game-remove-opt-player-description = The late player

common-cmd-game-replay-name = replay
common-cmd-game-replay-description = Replay a finished game of this server
common-cmd-game-replay-opt-game-description = The finished game
common-cmd-game-replay-opt-view-name = view
common-cmd-game-replay-opt-view-description = An animation in the channel, or turn by turn, only for you

common-cmd-game-stats-name = stats
common-cmd-game-stats-description = A player's results on this server
common-cmd-game-stats-opt-player-description = Whose statistics (default: yours)
common-cmd-game-stats-opt-game-name = game
common-cmd-game-stats-opt-game-description = Only this game

common-cmd-game-leaderboard-name = leaderboard
common-cmd-game-leaderboard-description = This server's best players
common-cmd-game-leaderboard-opt-game-name = game
common-cmd-game-leaderboard-opt-game-description = Only this game

common-cmd-game-rules-name = rules
common-cmd-game-rules-description = Short rules of a game, with the project's choices
common-cmd-game-rules-opt-game-name = game
common-cmd-game-rules-opt-game-description = The game

common-cmd-settings-name = settings
common-cmd-settings-description = Your notification preferences

common-cmd-settings-notify-name = notify
common-cmd-settings-notify-description = Turn pings in the channel only, or by DM too
common-cmd-settings-notify-opt-mode-name = mode
common-cmd-settings-notify-opt-mode-description = channel: pings in the game's thread; dm: a DM as well

common-cmd-settings-away-name = away
common-cmd-settings-away-description = Pause your game clocks until a date
common-cmd-settings-away-opt-until-name = until
common-cmd-settings-away-opt-until-description = Last day you are away, as YYYY-MM-DD (UTC)

common-cmd-settings-quiet-name = quiet
common-cmd-settings-quiet-description = Hours in which reminders wait (your local time)
common-cmd-settings-quiet-opt-start-name = start
common-cmd-settings-quiet-opt-start-description = Hour quiet time starts (0–23)
common-cmd-settings-quiet-opt-end-name = end
common-cmd-settings-quiet-opt-end-description = Hour it ends (0–23)
common-cmd-settings-quiet-opt-utc-offset-name = utc_offset
common-cmd-settings-quiet-opt-utc-offset-description = Your offset from UTC in hours, e.g. 1 or -5

common-choice-random = random
common-choice-joined = as joined
common-choice-greedy = greedy
common-choice-none = no clock
common-choice-12h = 12h per move
common-choice-24h = 24h per move
common-choice-72h = 72h per move
common-choice-animation = animation
common-choice-step = step through
common-choice-channel = channel only
common-choice-dm = DM too
