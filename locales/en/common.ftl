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
# The end of a game whose engine tells it no other way (Engine.end_sentence).
common-end-nobody = Nobody won.
common-end-wins = { $count ->
    [one] { $who } wins
   *[other] { $who } win
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

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
common-cmd-game-new-opt-level-description = How computer players choose: random, greedy (one turn ahead) or expert
common-cmd-game-new-opt-options-name = options
common-cmd-game-new-opt-options-description = Game options as name=value pairs: pick them from the list
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
common-choice-expert = expert
common-choice-none = no clock
common-choice-12h = 12h per move
common-choice-24h = 24h per move
common-choice-72h = 72h per move
common-choice-animation = animation
common-choice-step = step through
common-choice-channel = channel only
common-choice-dm = DM too

common-cmd-game-new-opt-language-name = language
common-cmd-game-new-opt-language-description = The table's language (default: the server's, else yours)
common-cmd-game-new-opt-takeover-name = takeover
common-cmd-game-new-opt-takeover-description = The computer that plays a resigned or late player's turns
common-cmd-settings-language-name = language
common-cmd-settings-language-description = The language of this server's new games (Manage Server)
common-cmd-settings-language-opt-language-name = language
common-cmd-settings-language-opt-language-description = English, Italiano or Français; automatic: the server's or the host's
common-choice-en = English
common-choice-it = Italiano
common-choice-fr = Français
common-choice-auto = automatic

## The lobby (bot/app/messages.py lobby_text). A table's message: its state, seats, options.
common-lobby-head = **{ $title }** — { $state } · seat order: { $order }
common-seat-order-random = random
common-seat-order-joined = as joined
common-lobby-state-lobby = table open for { $min }–{ $max } players
common-lobby-state-active = the game has started
common-lobby-state-cancelled = cancelled
common-lobby-state-finished = the game is over
common-lobby-seated = Seated ({ $seated }/{ $max }): { $players }
common-lobby-nobody = nobody
common-lobby-host = { $name } (host)
common-lobby-options = Options: { $options }
common-lobby-option = { $name }: { $value }
common-lobby-option-typed = `{ $name }={ $value }`
common-option-on = yes
common-option-off = no
common-lobby-clock = clock: { $speed } per move
common-lobby-takeover = turns of resigned or late players: { $level } computer
common-lobby-hint = Tap **Join** to sit down; the host taps **Start** when everyone is in.

## The board message (turn_text): who must act, their clock, who is away.
common-turn-ping = { $count ->
    [one] { $who } — your turn: tap **Play**.
   *[other] { $who } — your turn: tap **Play**.
}
common-turn-deadline = ⏰ Time to move: until { $when }.
common-turn-away = 💤 { $who } is away until { $when }; their clock is paused.
common-turn-thinking = { $count ->
    [one] { $who } is thinking…
   *[other] { $who } is thinking…
}

## Results (result_text).
common-result-over = **{ $title } is over.** { $sentence }
common-result-over-because = **{ $title } is over** — { $reason }.
common-reason-resignation = a player resigned
common-reason-ended = the game ended
common-result-winners = { $count ->
    [one] 🏆 { $winners } wins.
   *[other] 🏆 { $winners } share the victory.
}
# A computer player's seat name, given once when the table is opened.
common-computer-name = Computer { $number } ({ $level })
common-level-random = random
common-level-greedy = greedy
common-level-expert = expert
common-taken-over = (computer-played)
common-taken-over-resigned = (computer-played after resigning)
common-taken-over-removed = (computer-played after running out of time)

## The move log (/game log) and a game's line (/game list, /game mine, autocomplete).
common-log-move = (move)
common-log-computer = (computer)
common-line-lobby = #{ $id } { $title } — lobby ({ $seated } seated: { $players })
common-line-active = #{ $id } { $title } — waiting for { $waiting } · { $scores }

## Why Discord refused a post, as the end of a sentence ("…because <reason>").
common-refusal-attach-files = I may not attach files there (the board pictures)
common-refusal-attach-files-here = I may not attach files in this channel (the board pictures)
common-refusal-send-messages = I may not send messages there
common-refusal-send-messages-here = I may not send messages in this channel
common-refusal-no-access = I may not see its channel any more
common-refusal-channel-gone = its channel was deleted
common-refusal-automod = the server's AutoMod blocked the message
common-refusal-locked = its thread is locked
common-refusal-too-large = the message was too large for Discord
common-refusal-refused = Discord refused the message
common-refusal-error = something went wrong on my side
common-lobby-refused = I could not open the table: Discord refused its message here because { $reason }.
common-picture-refused = (I may not attach files here, so the board picture is missing; it follows once a moderator gives me Attach Files. Tap **Play** or use /{ common-cmd-game-name } { common-cmd-game-play-name }.)
common-undelivered = Note: I could not post in { $title }'s place because { $reason }; I keep trying.
common-undelivered-moved = Note: I could not post in { $title }'s place because { $reason }; I keep trying. Use /{ common-cmd-game-name } { common-cmd-game-board-name } in another channel of this server to move the game there.

## Buttons (bot/discord_app/ui.py). Italian buttons: tu imperative; French: infinitive.
common-button-join = Join
common-button-leave = Leave
common-button-start = Start
common-button-play = Play
common-button-play-for = Play ({ $name })
common-button-hand = My hand
common-button-back = Back
common-button-undo = Undo
common-button-previous = Previous
common-button-more = More
common-button-next = Next
common-button-confirm = Confirm: { $move }
common-button-cancel-choice = No, go back
common-button-resign = Resign
common-button-play-on = Keep playing
common-button-rematch = Rematch
common-seat-board-pick = See a player's board…
common-seat-board-head = **{ $title }** — { $name }'s board as it is now.
common-lobby-rematch = { $who } opened a rematch of game #{ $id }, with the same players seated: tap **Leave** if you would rather not play.
common-rematch-opened = Rematch: { $title } is open in { $place }, with the same players seated; tap **Start** on it when everyone is ready.
common-rematch-open-already = The rematch { $title } is open already in { $place }, and you have a seat at it.
common-rematch-started-already = The rematch { $title } has started already.
common-err-rematch-unfinished = Only a finished game can be played again.
common-err-rematch-players = Only the players of this game can ask for its rematch.
common-confirm-forfeit = **{ $move }** gives up the rest of this round for you. Are you sure?
common-resign-question-seat = Give up **{ $title }**? The computer takes your seat for the rest of the game, and you cannot come back.
common-resign-question-end = Give up **{ $title }**? The game ends now and counts as lost for you.
common-resign-kept = You stay in { $title }; nothing was changed.
common-stale-question = This question was answered already; nothing more was changed.
common-panel-choose = Choose ({ $page }/{ $pages })…
common-panel-choose-several = Choose up to { $count } ({ $page }/{ $pages })…
common-lobby-language = Language: { $name } (the host may change it)

## Taps the bot cannot act on.
common-stale-board = This board is out of date; use the newest board message of the game.
common-stale-panel = This panel is out of date; tap Play on the newest board for a fresh one.
common-malformed = This button is not valid any more; use the newest board message of the game.
common-unexpected = Something went wrong on my side; please try again.
common-not-this-message = This button does not belong to this message; nothing was changed.
common-stale-form = This form is out of date; nothing was changed. Please open it again.
common-lobby-gone-active = This game has already started; you can watch it but not join.
common-lobby-gone-cancelled = This game was cancelled.
common-lobby-gone = This table has changed meanwhile; look at its message again.
common-game-is-over = This game is over.
common-game-not-started = This game has not started.
common-game-not-started-yet = The game has not started yet.
common-not-playing-move = You are not playing in this game; only seated players can move.
common-button-for-other = This button is for { $name }; it is not your turn.
common-not-your-turn-waiting = It is not your turn; the game is waiting for { $waiting }.
common-not-your-turn = It is not your turn.
common-panel-of-other = This panel belongs to another player.

## Replies to one player (ephemeral).
common-you-joined = You joined { $title }.
common-you-left = You left { $title }.
common-started = { $title } has started.
common-language-set = { $title } is now played in { $name }.
# A language's name inside a sentence (common-language-set, common-settings-language).
common-language-en = English
common-language-it = Italian
common-language-fr = French
# A language's own name, the same in every catalogue (the lobby's language menu: each
# player finds their language under the name they know it by).
common-language-native-en = English
common-language-native-it = Italiano
common-language-native-fr = Français
common-taken-back = Taken back.
common-hand-spectator = Only seated players have a hand; spectators see the board.
common-hand-none = This game has no hidden cards: everything you hold is on the board.
common-hand-head = **{ $title }** — your hand (only you see this).
common-replay-unfinished = Only a finished game can be replayed; use /{ common-cmd-game-name } { common-cmd-game-log-name } meanwhile.
common-replay-setup = the setup, before the first turn.
common-replay-quiet-turn = (a turn without public events)
common-replay-step-head = **{ $title }** — replay, turn { $step } of { $last } (only you see this)

## What a game's place is told (bot/discord_app/notifier.py).
common-game-started = The game has started.
common-game-begins = The game begins. Seat order: { $order }.
common-dm-your-turn = It's your turn.
common-thread-gone = The game's thread is gone, so the game goes on here.

## The tables (bot/app/tables.py): lobby notes, clocks, and refusals. $game is a title.
common-lobby-opened = { $who } opened the table.
common-lobby-joined = { $who } joined.
common-lobby-left = { $who } left.
common-cancelled-by = { $who } cancelled the game.
common-resigned-computer-plays = { $who } resigned; the computer plays their seat to the end.
common-resigned-game-over = { $who } resigned; the game is over.
common-timed-out = { $who } ran out of time. Any other player may now use /{ common-cmd-game-name } { common-cmd-game-skip-name } to let the computer play this turn.
common-reminder = Reminder: it's your turn in game #{ $id }; about { $hours } h left.
common-last-call = Last call: your time in game #{ $id } runs out in about { $hours } h.
common-skipped = { $who } skipped { $late }'s turn after the time ran out; the computer plays it.
common-removed = { $who } was removed after { $count } timeouts; the computer plays their seat to the end.
common-err-no-such-game = There is no game called `{ $name }`; try one of: { $games }.
common-err-seat-order = Seat order must be 'random' or 'joined'.
common-err-speed = Speed must be one of { $speeds }.
common-err-level = Computer players can be { $levels }, not `{ $level }`.
common-err-too-many = { $game } seats at most { $max } players.
common-err-user-limit-new = You already have { $count } open games; finish or cancel one before starting another.
common-err-user-limit-join = You already have { $count } open games; finish or cancel one before joining another.
common-err-channel-limit = This channel already has { $count } open games; finish or cancel one first.
common-err-seated = You are already seated at this table.
common-err-full = This table is full ({ $count } players).
common-err-leave-started = The game has started; use /{ common-cmd-game-name } { common-cmd-game-resign-name } to leave it.
common-err-not-seated = You are not seated at this table.
common-err-language-started = The game has started; its language stays as it is.
common-err-language-host = Only the host can change the table's language.
common-err-language-unknown = There is no language `{ $language }`.
common-err-already-started = This game has already started.
common-err-start-host = Only the host ({ $host }) can start this game.
common-err-start-host-gone = Only the host can start this game.
common-err-player-count = { $game } needs { $min }–{ $max } players; { $count } { $count ->
    [one] is
   *[other] are
} seated.
common-err-changed-starting = The table changed while starting; please try again.
common-err-changed = The game changed meanwhile; please try again.
common-err-changed-skip = The game changed meanwhile (a move or another skip); look at the newest board.
common-err-already-over = This game is already over.
common-err-cancel-host = Only the host or a member with Manage Server can cancel a game.
common-err-resign-lobby = Only a game in progress can be resigned; use /{ common-cmd-game-name } { common-cmd-game-leave-name } in a lobby.
common-err-not-playing = You are not playing in this game.
common-err-already-left = You have already left this game.
common-err-played-already = You already played that move; it is out of date and was not played again.
common-err-moved-since-panel = You have played since this panel opened, and that move counts; nothing more was changed.
common-err-move-out-of-date = This move is out of date: the game has moved on since you chose it; choose again.
common-err-not-in-progress = This game is not in progress.
common-err-no-game-here = There is no open game here; start one with /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-err-several-games = Several games are open here; name one with the game option ({ $games }).
common-err-no-game-on-server = There is no game #{ $id } on this server.
common-err-no-game-of-yours = You have no game #{ $id }.
common-err-no-game = There is no game #{ $id }.
common-err-skip-players = Only players of this game can skip a turn.
common-err-nobody-late = Nobody has run out of time in this game.
common-err-skip-own = You cannot skip your own turn; play it instead.
common-err-remove-others = Only the other players of this game can remove a player.
common-err-no-seat = There is no such seat in this game.
common-err-already-computer = { $who }'s seat is already played by the computer.
common-err-not-late-enough = { $who } has run out of time { $count } times; a player can be removed after { $needed }.
common-err-board-out-of-date = This board is out of date; use the newest board message.
common-err-left-computer-plays = You have left this game; the computer plays your seat.
common-err-race = Someone acted on this game at the same moment; your move was not applied. Look at the newest board and try again.
common-err-no-option = { $game } has no option `{ $name }`.
common-err-option-value = Option `{ $name }` must be one of { $choices }.
common-err-undo-rules = { $game } has no undo: a move once made stays made.
common-err-undo-nothing = There is nothing of your current turn to take back.
common-err-undo-revealed = Your last move revealed or drew something, so it cannot be taken back.
common-err-undo-computer = The computer's moves cannot be taken back.
common-err-undo-turn-over = That move ended your turn, so it stays.
common-err-undo-moved-since = { $who } has moved since, so your move stays.
common-err-away-past = The date must be in the future.
common-err-away-allowance = You may be away at most { $allowance } days in any { $window } days; you have { $left } days left.

## Commands' replies (cogs/, bot/discord_app/client.py).
common-restarting = The bot is restarting; please try again in a minute.
common-cannot-use-here = You cannot use this command here.
common-unexpected-command = Something went wrong on my side; nothing was changed. Please try again.
common-perm-view-channel = see this channel
common-perm-send-messages = send messages
common-perm-attach-files = attach files (the board pictures)
common-perm-read-message-history = read the message history
common-perm-send-messages-in-threads = send messages in threads
common-perm-create-public-threads = create public threads
common-err-cannot-open = I cannot open a table here: I need permission to { $needs } in this channel.
common-opened = { $title } is open: others tap **Join** on its message, then you tap **Start**.
common-opened-no-thread = I may not { $needs } here, so the game will stay in this channel.
common-you-cancelled = { $title } was cancelled.
common-you-resigned = You resigned from { $title }.
common-no-open-games = No open games here; start one with /{ common-cmd-game-name } { common-cmd-game-new-name }.
common-mine-waiting = **Waiting on you:**
common-mine-nothing = Nothing waits on you right now.
common-mine-others = **Your other open games:**
common-mine-hint = Leave any of them from here: **/{ common-cmd-game-name } { common-cmd-game-resign-name }** and pick it.
common-log-empty = **{ $title }** — no moves yet.
common-log-all = **{ $title }** — all { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
common-log-last = **{ $title }** — the last { $shown } of { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
common-undone = Taken back. Tap **Play** on the board (or /{ common-cmd-game-name } { common-cmd-game-play-name }) to choose again.
common-skip-done = The computer played { $count ->
    [one] { $count } move
   *[other] { $count } moves
} for the late player.
common-err-player-not-playing = { $who } is not playing in this game.
common-remove-done = { $who }'s seat is now played by the computer.
common-replay-head = **{ $title }** — replay: { $summary }
common-replay-alt = Animated replay of { $title }: { $summary }
common-replay-every-turn = every turn, { $frames } frames, ending on the final position.
common-replay-sampled = { $frames } frames for { $turns } turns, evenly spread (the setup and the final position included).
common-rules-heading = Rules
common-rules-title = { $game } — { $players } { $count ->
    [one] player
   *[other] players
}
common-rules-option = • `{ $name }`: { $description } ({ $choices }, default { $default })
common-rules-options = Table options
common-option-choice = { $option } — { $description }
common-option-choice-default = { $option } (default) — { $description }
common-option-choice-game = { $option } — { $game }: { $description }
common-err-options-syntax = Write options as `name=value` pairs, e.g. `goals=on`; { $text } is not one.
common-err-options-unknown = { $text } is not an option of any game; see /{ common-cmd-game-name } { common-cmd-game-rules-name } for the options.
common-status-lobby = { $game } #{ $id } has not started yet.
common-status-active = { $game } #{ $id } has already started.
common-status-finished = { $game } #{ $id } is over.
common-status-cancelled = { $game } #{ $id } was cancelled.
common-status-other = { $game } #{ $id } cannot do that now.
common-err-other-game = { $game } #{ $id } is a game of { $game }; use /{ $command } there.
common-next-step = Next: { $prompt } Tap **Play** on the board, or type the command.

## /settings replies (cogs/settings.py).
common-settings-notify-dm = You will get a DM as well when it's your turn (if your DMs are closed, the channel ping still reaches you).
common-settings-notify-channel = You will be pinged in the game's channel only.
common-err-date-format = Write the date as YYYY-MM-DD, for example 2026-12-24.
common-err-date-far = That date is too far ahead: you can be away for at most 14 days in 30.
common-settings-away = Away until the end of { $until }: the clocks of { $count ->
    [one] { $count } game
   *[other] { $count } games
} waiting on you are paused.
common-settings-quiet = Reminders will wait between { $start } and { $end } (UTC{ $offset }).
common-err-language-server = The language of new games is a server's setting; use this command in a server.
common-err-language-manage = Only members with Manage Server can choose the language of this server's games.
common-settings-language = New games on this server are played in { $language } unless their host chooses another language.
common-settings-language-auto = New games on this server are played in the server's language if it is Italian or French, else in their host's.

## /game stats and /game leaderboard (bot/app/stats.py).
common-stats-all-games = All games
common-stats-solo = { $game } (solo)
common-stats-solo-level = { $game } (solo, level { $level })
common-stats-solo-record = { $played ->
    [one] { $played } game
   *[other] { $played } games
}, { $wins } won
common-stats-record = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} / { $played ->
    [one] { $played } game
   *[other] { $played } games
} ({ $percent }%)
common-stats-best = best { $score }
common-stats-kind-line = { $game }: { $record }
common-stats-resigned = { $count } ended by resignation
common-stats-none = **{ $name }** has no finished games here yet.
common-stats-none-in = **{ $name }** has no finished games in { $game } here yet.
common-leaderboard-title = **{ $game } leaderboard**
common-leaderboard-empty = No finished games yet.
common-fit-more = … and { $count } more.
common-rating = rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-provisional = rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } (provisional)
common-rating-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } after the last game
common-rating-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } after the last game
common-rating-computer = Computer ({ $level })
common-rating-board-note = By rating, a cautious estimate of skill from every rated game; provisional until { $games } games.
common-rating-none = No rated games yet (solo games and games given up in their first round are not rated).
# One rated game in /game stats, newest first: "- <date> · 2nd of 4 · −1.2 → 3.4" (the
# rating after the game).
common-rating-history-line = - { $date } · { $place } · { $change } → { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} of { $players }
common-rating-history-up = +{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }
common-rating-history-down = −{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## The local console (bot/discord_app/console.py): the words of the Discord client it
## plays, to each user in their client's language.
common-console-type = Type a /command or the number of a button.
common-console-not-possible = (not possible: { $why })
common-console-nothing = (nothing to offer: { $why })
common-console-no-move = no such move is legal for you now
common-console-no-buttons = (no buttons to press yet)
common-console-choose = (choose 1–{ $count })
common-console-dm = DM to { $who }
common-console-only-you = (only you)
common-console-picture = [picture: { $path }]
common-console-someone = someone
