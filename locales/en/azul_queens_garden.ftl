## Azul: Queen's Garden: the game's own words. Message ids start with "azul-queens-garden-".

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

azul-queens-garden-title = Azul: Queen's Garden

azul-queens-garden-cmd-name = azul_queens_garden
azul-queens-garden-cmd-description = Play Azul: Queen's Garden by typing

azul-queens-garden-cmd-take-name = take
azul-queens-garden-cmd-take-description = Acquire every kind of one colour or pattern
azul-queens-garden-cmd-take-opt-choice-name = choice
azul-queens-garden-cmd-take-opt-choice-description = A colour or pattern, with duplicates: p2 yellow_2@L1

azul-queens-garden-cmd-place-name = place
azul-queens-garden-cmd-place-description = Place a tile from your storage, paying its cost
azul-queens-garden-cmd-place-opt-move-name = move
azul-queens-garden-cmd-place-opt-move-description = Tile, cell and payment, e.g. blue_2 F1 pay yellow_2

azul-queens-garden-cmd-expand-name = expand
azul-queens-garden-cmd-expand-description = Place a face-up expansion from your storage
azul-queens-garden-cmd-expand-opt-move-name = move
azul-queens-garden-cmd-expand-opt-move-description = Expansion, area, orientation, payment: exp_blue_3 A0 o2 pay 2J

azul-queens-garden-cmd-buy-name = buy
azul-queens-garden-cmd-buy-description = Buy the supply's top expansion face down (6 points)
azul-queens-garden-cmd-buy-opt-area-name = area
azul-queens-garden-cmd-buy-opt-area-description = An empty area A0 to A5

azul-queens-garden-cmd-pass-name = pass
azul-queens-garden-cmd-pass-description = Pass for the rest of the round

azul-queens-garden-cmd-discard-name = discard
azul-queens-garden-cmd-discard-description = While passing: discard one piece for its value
azul-queens-garden-cmd-discard-opt-piece-name = piece
azul-queens-garden-cmd-discard-opt-piece-description = A tile like blue_3 or an expansion like exp_blue_3

azul-queens-garden-cmd-done-name = done
azul-queens-garden-cmd-done-description = While passing: discard nothing more and pass

azul-queens-garden-cmd-rules-name = rules
azul-queens-garden-cmd-rules-description = The rules in short, with the project's decisions
