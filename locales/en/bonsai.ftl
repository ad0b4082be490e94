## Bonsai: the game's own words. Message ids start with "bonsai-".

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

bonsai-title = Bonsai

bonsai-cmd-name = bonsai
bonsai-cmd-description = Play Bonsai by typing moves

bonsai-cmd-meditate-name = meditate
bonsai-cmd-meditate-description = Take a display card and its slot's tiles
bonsai-cmd-meditate-opt-choice-name = choice
bonsai-cmd-meditate-opt-choice-description = Slot and kept tiles, e.g. 3 wood flower, 2 leaf, 4 none

bonsai-cmd-cultivate-name = cultivate
bonsai-cmd-cultivate-description = Start placing tiles from your supply

bonsai-cmd-place-name = place
bonsai-cmd-place-description = Place one tile: its type and cell
bonsai-cmd-place-opt-tile-name = tile
bonsai-cmd-place-opt-tile-description = Tile and cell: leaf -1,2, or wood 3 (a number on the picture)

bonsai-cmd-finish-name = finish
bonsai-cmd-finish-description = Stop placing (end the Cultivate or Helper)

bonsai-cmd-gain-name = gain
bonsai-cmd-gain-description = Choose the tile a Master card's 'any' gives
bonsai-cmd-gain-opt-tile-name = tile
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower or fruit

bonsai-cmd-claim-name = claim
bonsai-cmd-claim-description = Claim a goal tile your tree meets
bonsai-cmd-claim-opt-goal-name = goal
bonsai-cmd-claim-opt-goal-description = The goal, e.g. green_small

bonsai-cmd-renounce-name = renounce
bonsai-cmd-renounce-description = Give up for good every pending goal of a colour
bonsai-cmd-renounce-opt-colour-name = colour
bonsai-cmd-renounce-opt-colour-description = The goal colour, e.g. green

bonsai-cmd-return-name = return
bonsai-cmd-return-description = Give back one tile above your capacity
bonsai-cmd-return-opt-tile-name = tile
bonsai-cmd-return-opt-tile-description = wood, leaf, flower or fruit

bonsai-cmd-mirror-name = mirror
bonsai-cmd-mirror-description = Mirror your pot (only while the bud stands alone)

bonsai-cmd-prune-name = prune
bonsai-cmd-prune-description = Remove one tile beside wood when no wood fits
bonsai-cmd-prune-opt-cell-name = cell
bonsai-cmd-prune-opt-cell-description = The tile's cell x,y or its number on the picture

bonsai-cmd-rules-name = rules
bonsai-cmd-rules-description = Bonsai's rules in short, with project decisions
