## Zensō: the game's own words. Message ids start with "zenso-".

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

zenso-title = Zensō

zenso-cmd-name = zenso
zenso-cmd-description = Play Zensō by typing moves

zenso-cmd-combine-name = combine
zenso-cmd-combine-description = Phase 1: add a Stone to the stack, or all
zenso-cmd-combine-opt-stone-name = stone
zenso-cmd-combine-opt-stone-description = A Stone's cell like 1,0, or all

zenso-cmd-done-name = done
zenso-cmd-done-description = Phase 1: combine the Stones chosen so far

zenso-cmd-skip-name = skip
zenso-cmd-skip-description = Phase 1: combine nothing this turn

zenso-cmd-buy-name = buy
zenso-cmd-buy-description = Free action: buy a Harmony card
zenso-cmd-buy-opt-card-name = card
zenso-cmd-buy-opt-card-description = A display position like D3, or deck

zenso-cmd-swap-name = swap
zenso-cmd-swap-description = Jizō of Exchange: a hand card for a display card
zenso-cmd-swap-opt-cards-name = cards
zenso-cmd-swap-opt-cards-description = Your card and a position, like H05 D2

zenso-cmd-move-name = move
zenso-cmd-move-description = Jizō of Light: move a Lantern
zenso-cmd-move-opt-lantern-name = lantern
zenso-cmd-move-opt-lantern-description = From and to, like 1,0 to 2,3

zenso-cmd-take-name = take
zenso-cmd-take-description = Phase 2: take a Terrain card from the row
zenso-cmd-take-opt-slot-name = slot
zenso-cmd-take-opt-slot-description = The row slot, 1 to 6

zenso-cmd-bonus-name = bonus
zenso-cmd-bonus-description = Phase 2: choose one item of an OR bonus
zenso-cmd-bonus-opt-item-name = item
zenso-cmd-bonus-opt-item-description = 1 or 2

zenso-cmd-draw-name = draw
zenso-cmd-draw-description = Take a Harmony card gained as a bonus
zenso-cmd-draw-opt-card-name = card
zenso-cmd-draw-opt-card-description = A display position like D3, or deck

zenso-cmd-keep-name = keep
zenso-cmd-keep-description = Jizō of Insight: keep one of the drawn cards
zenso-cmd-keep-opt-card-name = card
zenso-cmd-keep-opt-card-description = 1, 2 or 3 (see your private message)

zenso-cmd-place-name = place
zenso-cmd-place-description = Phase 3: place the Terrain card
zenso-cmd-place-opt-placement-name = placement
zenso-cmd-place-opt-placement-description = Top-left cell and rotation, like 1,-1 r90

zenso-cmd-stone-name = stone
zenso-cmd-stone-description = Put a Stone on a Sand space
zenso-cmd-stone-opt-cell-name = cell
zenso-cmd-stone-opt-cell-description = The cell, like 2,0

zenso-cmd-lantern-name = lantern
zenso-cmd-lantern-description = Put a Lantern on a landscape space
zenso-cmd-lantern-opt-cell-name = cell
zenso-cmd-lantern-opt-cell-description = The cell, like 0,1

zenso-cmd-validate-name = validate
zenso-cmd-validate-description = Phase 4: validate a Harmony card
zenso-cmd-validate-opt-card-name = card
zenso-cmd-validate-opt-card-description = Card and footprint cell, like H01 3,0

zenso-cmd-witness-name = witness
zenso-cmd-witness-description = Phase 4: which Stones your Jizō discards
zenso-cmd-witness-opt-stones-name = stones
zenso-cmd-witness-opt-stones-description = The Stone set's number

zenso-cmd-pay-name = pay
zenso-cmd-pay-description = Phase 4: a Stone paid as a card's cost
zenso-cmd-pay-opt-cell-name = cell
zenso-cmd-pay-opt-cell-description = The Stone's cell, like 2,1

zenso-cmd-end-name = end
zenso-cmd-end-description = End your turn (the row and display refill)

zenso-cmd-rules-name = rules
zenso-cmd-rules-description = Zensō's rules in short, with the project's choices
