## Kokeshi: the game's own words. Message ids start with "kokeshi-".

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

kokeshi-title = Kokeshi

kokeshi-cmd-name = kokeshi
kokeshi-cmd-description = Play Kokeshi by typing moves

kokeshi-cmd-start-name = start
kokeshi-cmd-start-description = Place your two starting tiles on two tracks
kokeshi-cmd-start-opt-tracks-name = tracks
kokeshi-cmd-start-opt-tracks-description = Tracks of your first and second tile, e.g. princess samurai

kokeshi-cmd-advance-name = advance
kokeshi-cmd-advance-description = Your turn: advance one Kokeshi one space
kokeshi-cmd-advance-opt-kokeshi-name = kokeshi
kokeshi-cmd-advance-opt-kokeshi-description = The Kokeshi, e.g. granny

kokeshi-cmd-side-name = side
kokeshi-cmd-side-description = Choose the side of a slash tile
kokeshi-cmd-side-opt-effect-name = effect
kokeshi-cmd-side-opt-effect-description = The side's effect code, e.g. K:granny or A*

kokeshi-cmd-first-name = first
kokeshi-cmd-first-description = Choose which effect of a tile runs first
kokeshi-cmd-first-opt-effect-name = effect
kokeshi-cmd-first-opt-effect-description = The effect code to run first

kokeshi-cmd-move-name = move
kokeshi-cmd-move-description = Choose the Kokeshi a K*, K**, K> or K< moves
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = The Kokeshi, e.g. sumo

kokeshi-cmd-animal-name = animal
kokeshi-cmd-animal-description = Choose the animal an A* moves
kokeshi-cmd-animal-opt-animal-name = animal
kokeshi-cmd-animal-opt-animal-description = The animal, e.g. fox

kokeshi-cmd-take-name = take
kokeshi-cmd-take-description = After an empty landing: a market slot or Quality
kokeshi-cmd-take-opt-tile-name = tile
kokeshi-cmd-take-opt-tile-description = A market slot 1-5, or q1/q2/q3 for a Quality tile

kokeshi-cmd-gain-name = gain
kokeshi-cmd-gain-description = Choose the market slot a T= or T* gain takes
kokeshi-cmd-gain-opt-slot-name = slot
kokeshi-cmd-gain-opt-slot-description = A market slot 1-5

kokeshi-cmd-place-name = place
kokeshi-cmd-place-description = Place a gained tile on a track (lowest empty row)
kokeshi-cmd-place-opt-tile-name = tile
kokeshi-cmd-place-opt-tile-description = The tile and its track, e.g. samurai-01-a granny

kokeshi-cmd-rules-name = rules
kokeshi-cmd-rules-description = Kokeshi's rules in short, with project choices
