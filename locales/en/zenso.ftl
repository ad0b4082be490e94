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

## Components: the terrains and the Harmony cards by their data ids (Terrain cards and
## starting cards have no names).

zenso-component-sand = Sand
zenso-component-pond = Pond
zenso-component-bamboo = Bamboo
zenso-component-cherry = Cherry
zenso-component-maple = Maple
zenso-component-grass = Grass
zenso-component-h01 = Iris bed
zenso-component-h02 = Bamboo shoots
zenso-component-h03 = Young cherry
zenso-component-h04 = Young maple
zenso-component-h05 = Moss carpet
zenso-component-h06 = Lotus
zenso-component-h07 = Bamboo grove
zenso-component-h08 = Cherry avenue
zenso-component-h09 = Maple hill
zenso-component-h10 = Meadow
zenso-component-h11 = Raked gravel
zenso-component-h12 = Gravel path
zenso-component-h13 = Tea house
zenso-component-h14 = Pavilion
zenso-component-h15 = Arched bridge
zenso-component-h16 = Bamboo fence
zenso-component-h17 = Double cherry
zenso-component-h18 = Maple walk
zenso-component-h19 = Lawn
zenso-component-h20 = Waterfall
zenso-component-h21 = Dwarf bamboo
zenso-component-h22 = Hanami
zenso-component-h23 = Autumn colours
zenso-component-h24 = Pampas grass
zenso-component-h25 = Pagoda
zenso-component-h26 = Temple gate
zenso-component-h27 = Shrine
zenso-component-h28 = Dry garden
zenso-component-h29 = Stepping stones
zenso-component-h30 = Stepping stones
zenso-component-h31 = Stone triad
zenso-component-h32 = Stone triad
zenso-component-h33 = Stone path
zenso-component-h34 = Stone bridge
zenso-component-h35 = Water basin
zenso-component-h36 = Turtle island
zenso-component-h37 = Crane island
zenso-component-h38 = Dry waterfall
zenso-component-h39 = Rock garden
zenso-component-h40 = Lantern path
zenso-component-h41 = Temple
zenso-component-h42 = Deer scarer
zenso-component-j01 = Jizō of Stones
zenso-component-j02 = Jizō of Fortune
zenso-component-j03 = Jizō of Thrift
zenso-component-j04 = Jizō of Change
zenso-component-j05 = Jizō of Continuity
zenso-component-j06 = Jizō of Exchange
zenso-component-j07 = Jizō of Meditation
zenso-component-j08 = Jizō of Plenty
zenso-component-j09 = Jizō of Light
zenso-component-j10 = Jizō of Insight
zenso-component-j11 = Jizō of the Path
zenso-component-j12 = Jizō of Offering

## Events: what a move did, told to everyone.

zenso-begins = The game begins: { $who } plays first.
zenso-skipped-combining = { $who } did not combine Stones.
zenso-combined = { $who } combined { $stones ->
    [one] { $stones } Stone
   *[other] { $stones } Stones
} onto green space { $space } and gained { $gain } Ensō.
zenso-bought = { $who } bought a Harmony card for { $cost } Ensō.
zenso-took-from-display = { $who } took { $card } from D{ $position }.
zenso-drew-to-keep = { $who } drew { $count } cards from the Harmony deck to keep one ({ $jizo }).
zenso-took-deck-top = { $who } took the top card of the Harmony deck.
zenso-swapped = { $who } swapped { $given } from their hand for { $taken } at D{ $position } ({ $jizo }).
zenso-moved-lantern = { $who } paid { $cost } Ensō to move a Lantern from { $start } to { $to } ({ $jizo }).
zenso-took-terrain = { $who } took the Terrain card of slot { $slot } for { $cost } Ensō: { $bonus }.
zenso-took-terrain-discard = { $who } took the Terrain card of slot { $slot } for { $cost } Ensō in discard mode (no affordable card fits): { $bonus }.
zenso-extra-stones = { $who } gains { $count ->
    [one] { $count } more Stone
   *[other] { $count } more Stones
} ({ $jizo }).
zenso-extra-enso = { $who } gains { $count } more Ensō ({ $jizo }).
zenso-chose = { $who } chose { $effect }.
zenso-kept = { $who } kept one of the drawn cards and put { $count ->
    [one] { $count } card
   *[other] { $count } cards
} on the bottom of the deck.
zenso-placed-terrain = { $who } placed the Terrain card at { $cell } turned { $degrees }°.
zenso-gained-jizo = { $who } gained { $gain } Ensō ({ $jizo }).
zenso-placed-stone = { $who } placed a Stone at { $cell }.
zenso-placed-lantern = { $who } placed a Lantern at { $cell }.
zenso-validated = { $who } validates { $card } with its footprint at { $cell }.
zenso-discarded-stones = { $who } discarded the Stones at { $cells }.
zenso-paid-stone = { $who } paid the Stone at { $cell }.
zenso-gained-from-card = { $who } gained { $gain } Ensō from { $card }.
zenso-harmony-count = { $who } now has { $count ->
    [one] { $count } Harmony card
   *[other] { $count } Harmony cards
} in the garden.
zenso-final-round = { $who } placed a { $count ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $count }th
} Harmony card: this is the final round.
zenso-revealed-row = A new Terrain card is revealed into slot { $slot } of the row.
zenso-revealed-display = { $card } is revealed at D{ $position }.
zenso-ended-turn = { $who } ended their turn.
zenso-turn-ends = { $who }'s turn ends: nothing else can be done.
zenso-terrain-ran-out = The Terrain cards have run out: the round is completed, and the later seats play without a Terrain card.
zenso-turn-of = { $who }'s turn.
zenso-no-terrain-left = No Terrain card is left to take (phase 2 and 3 are skipped).
zenso-single-choice = { $who } had a single choice of card.
zenso-hand-limit-lost = { $who }'s hand holds the limit of { $limit ->
    [one] { $limit } Harmony card
   *[other] { $limit } Harmony cards
}: the gain is lost.
zenso-no-harmony-left = No Harmony card is left to take: the gain is lost.
zenso-filled-sand = { $who } placed { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
} on every free Sand space: { $cells }.
zenso-stones-returned = { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
} returned to the supply.
zenso-lanterns-returned = { $count ->
    [one] { $count } Lantern
   *[other] { $count } Lanterns
} had no legal space and returned to the supply.

## What a player drew, told to them alone.

zenso-private-drew = You drew { $cards }.
zenso-private-kept = You kept { $card }.

## Bonus items: a Terrain card's bonus lists them.

zenso-effect-stones = { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-effect-enso = { $count } Ensō
zenso-effect-harmony = { $count ->
    [one] { $count } Harmony card
   *[other] { $count } Harmony cards
}
zenso-effect-lanterns = { $count ->
    [one] { $count } Lantern
   *[other] { $count } Lanterns
} on { $terrains }
zenso-effect-lanterns-stackable = { $count ->
    [one] { $count } Lantern
   *[other] { $count } Lanterns
} on { $terrains } (stackable)

## Prompts: what the player is asked now.

zenso-prompt-over = The game is over.
zenso-prompt-waiting = Waiting for { $who }.
zenso-prompt-combine = Take a Terrain card from the row (phase 2), or first combine Stones for Ensō (phase 1).
zenso-prompt-combine-chosen = Phase 1: { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
} chosen; add more, or Done to combine them.
zenso-prompt-pick = Phase 2: choose a Terrain card from the row.
zenso-prompt-pick-discard = Phase 2: no affordable card fits your garden; take one in discard mode (its bonus only).
zenso-prompt-harmony = Phase 4: validate Harmony cards, or end your turn.
zenso-task-or = Choose one item of the Terrain card's bonus.
zenso-task-harmony = Take a Harmony card from the display or the top of the deck.
zenso-task-keep = Keep one of the { $count } cards you drew.
zenso-task-place = Place the Terrain card in your garden (phase 3).
zenso-task-stones = Place { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
} on Sand spaces without a Stone.
zenso-task-lanterns = Place { $count ->
    [one] { $count } Lantern
   *[other] { $count } Lanterns
} on { $terrains } spaces.
zenso-task-witness = Choose which connected Stones the Jizō discards.
zenso-task-pay = Choose { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
} to pay for { $card }.

## Refusals: why a move is not allowed.

zenso-refuse-first = First: { $task }
zenso-refuse-not-now = That is not possible now: { $prompt }
zenso-refuse-free-action-window = Free actions are not possible while a Terrain card is resolved.
zenso-refuse-choose-stone = Choose at least one Stone to combine, or skip.
zenso-refuse-no-stone-to-combine = There is no Stone at { $cell } to combine.
zenso-refuse-already-stacked = The Stone at { $cell } is already in the stack.
zenso-refuse-green-spaces-used = All { $spaces } green spaces of your Zen board are used.
zenso-refuse-combined = You may combine Stones { $times ->
    [1] once
    [2] twice
   *[other] { $times } times
} per turn, and you have.
zenso-refuse-buy-cost = Buying a Harmony card costs { $cost } Ensō and you have { $enso }.
zenso-refuse-purchases = You may buy { $limit ->
    [one] { $limit } Harmony card
   *[other] { $limit } Harmony cards
} per turn.
zenso-refuse-hand-full = Your hand already holds { $limit ->
    [one] { $limit } Harmony card
   *[other] { $limit } Harmony cards
}, the hand limit.
zenso-refuse-deck-empty = The Harmony deck is empty.
zenso-refuse-display-empty = Display position D{ $position } holds no card.
zenso-refuse-swap-needs = Swapping needs the { $jizo } in your garden.
zenso-refuse-jizo-used = Your { $jizo } has already been used this turn.
zenso-refuse-not-in-hand = { $card } is not in your hand.
zenso-refuse-move-needs = Moving a Lantern needs the { $jizo } in your garden.
zenso-refuse-move-cost = Moving a Lantern costs { $cost } Ensō and you have { $enso }.
zenso-refuse-no-lantern = There is no Lantern at { $cell }.
zenso-refuse-lantern-target = A moved Lantern needs a landscape space without a Lantern.
zenso-refuse-too-many = Those { $count } cells are more than this step places.
zenso-refuse-no-or-bonus = The card in slot { $slot } has no bonus to choose from.
zenso-refuse-skip-by-taking = Nothing to skip: take a Terrain card from the row, and phase 1 is skipped.
zenso-refuse-no-slot = There is no slot { $slot }: the row has slots 1 to { $slots }.
zenso-refuse-slot-empty = Row slot { $slot } is empty.
zenso-refuse-slot-cost = Slot { $slot } costs { $cost } Ensō and you have { $enso }.
zenso-refuse-does-not-fit = That card does not fit anywhere in your garden, and another affordable card does.
zenso-refuse-bonus-choice = This bonus has { $count } alternatives.
zenso-refuse-keep-choice = Choose one of the { $count } drawn cards.
zenso-refuse-rotation = A card turns by { $degrees } degrees.
zenso-refuse-terrain-covers-harmony = A Terrain card cannot cover the Harmony card at { $cell }.
zenso-refuse-terrain-covers-stone = A Terrain card cannot cover the Stone at { $cell }.
zenso-refuse-terrain-covers-lantern = A Terrain card cannot cover the Lantern at { $cell }.
zenso-refuse-sand-covers = Sand cannot cover the { $covered } space at { $cell }.
zenso-refuse-landscape-covers = { $terrain } cannot cover the { $covered } space at { $cell } (only the same landscape, or anything on Sand).
zenso-refuse-terrain-covers-nothing = A Terrain card must cover at least one space of your garden.
zenso-refuse-stone-space = Stones go on Sand spaces without a Stone.
zenso-refuse-lantern-space = This Lantern needs a { $terrains } space without a Lantern.
zenso-refuse-lantern-space-stackable = This Lantern needs a { $terrains } space.
zenso-refuse-condition = The condition of the { $card } is not met in your garden.
zenso-refuse-card-enso = The { $card } costs { $cost } Ensō and you have { $enso }.
zenso-refuse-card-stones = The { $card } costs { $cost ->
    [one] { $cost } Stone
   *[other] { $cost } Stones
} and you cannot pay it.
zenso-refuse-witness-choice = Choose one of the { $count } Stone sets.
zenso-refuse-no-stone-to-pay = There is no Stone at { $cell } to pay with.
zenso-refuse-footprint-no-space = A Harmony card must cover at least one empty space.
zenso-refuse-footprint-covers-stone = A Harmony card cannot cover the Stone at { $cell }.
zenso-refuse-footprint-covers-lantern = A Harmony card cannot cover the Lantern at { $cell }.
zenso-refuse-footprint-covers-harmony = A Harmony card cannot cover the Harmony card at { $cell }.
zenso-refuse-footprint-on-witness = A Harmony card cannot cover the cells that fulfil its condition.
zenso-refuse-footprint-apart = The card must touch the plot, Stones or cells that fulfil its condition.

## Buttons and menu steps (a move's label and the steps of the panel).

zenso-numbered = { $number } · { $choice }
zenso-head-choice = { $head }: { $choice }
zenso-row = Row { $row }
zenso-card = { $card }
zenso-combine-stones = Combine Stones
zenso-combine-some = Combine some Stones
zenso-add-stone-at = add the Stone at { $cell }
zenso-combine-all = Combine all { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-all-stones = All { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-done-combine = Done: combine { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-skip-combining-label = Skip combining (phase 1)
zenso-skip-combining = Skip combining
zenso-pick = S{ $slot } · { $cost } Ensō · { $bonus }
zenso-pick-discard = S{ $slot } · { $cost } Ensō · { $bonus } (discard mode)
zenso-pick-or = S{ $slot } · { $cost } Ensō · { $effect }, not { $other }
zenso-pick-or-discard = S{ $slot } · { $cost } Ensō · { $effect }, not { $other } (discard mode)
zenso-take-label = Take { $choice }
zenso-validate-card = Validate { $card }
zenso-footprint-at = footprint at { $cell }
zenso-validate-label = Validate { $card } at { $cell }
zenso-buy-choice = Buy D{ $position } · { $card } · { $cost } Ensō
zenso-buy-deck-choice = Buy the top card of the Harmony deck · { $cost } Ensō
zenso-display-choice = D{ $position } · { $card }
zenso-buy-label = Buy { $choice }
zenso-buy-deck-label = Buy the top card of the Harmony deck
zenso-swap-head = Swap with the display ({ $jizo })
zenso-swap-label = Swap { $given } for D{ $position } { $taken }
zenso-give = Give { $card }
zenso-take-display = Take D{ $position } · { $card }
zenso-move-head = Move a Lantern ({ $cost } Ensō)
zenso-from = From { $cell }
zenso-to = To { $cell }
zenso-to-row = To row { $row }
zenso-move-label = Move the Lantern at { $start } to { $to }
zenso-bonus-choice = Bonus: { $effect }
zenso-take-deck-top = Take the top card of the Harmony deck
zenso-keep-label = Keep { $card }
zenso-keep-choice = Keep { $number } · { $card }
zenso-stone-head = Place a Stone ({ $count } to place)
zenso-stone-set = { $count } Stones: { $badges }
zenso-stones-on = Place { $count ->
    [one] a Stone
   *[other] { $count } Stones
} on { $cells }
zenso-lantern-head = Place a Lantern ({ $count } to place)
zenso-lantern-set = { $count } Lanterns: { $badges }
zenso-lanterns-on = Place { $count ->
    [one] a Lantern
   *[other] { $count } Lanterns
} on { $cells }
zenso-lanterns-at = Place { $count ->
    [one] a Lantern
   *[other] { $count } Lanterns
} at { $cell }
zenso-lanterns-here = { $count ->
    [one] 1 Lantern here
   *[other] { $count } Lanterns here
}
zenso-pay-head = Pay a Stone ({ $count } to pay)
zenso-pay-on = Pay { $count ->
    [one] the Stone
   *[other] the Stones
} at { $cells }
zenso-discard-label = Discard the Stones at { $cells }
zenso-discard-choice = discard { $cells }
zenso-turned = { $degrees ->
    [0] as drawn
   *[other] turned { $degrees }°
}
zenso-at = at { $cell }
zenso-at-turned = at { $cell }, { $degrees ->
    [0] as drawn
   *[other] turned { $degrees }°
}
zenso-place-label = Place the Terrain card at { $cell } turned { $degrees }°
zenso-end-turn = End turn

## The end: why, who won, each player's detail and the result's categories.

zenso-end = The game ends because { $why }. { $outcome }
zenso-why-harmony = a player placed their { $count ->
    [5] fifth
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] { $count }th
} Harmony card and the round is complete
zenso-why-exhausted = the Terrain cards ran out
zenso-nobody-won = Nobody won.
zenso-won = { $who } wins with { $score } points.
zenso-won-tie = { $who } wins with { $score } points, breaking the tie with { $rival } by Ensō ({ $enso } to { $rival-enso }).
zenso-shared = { $who } share the victory with { $score } points and { $enso } Ensō each.
zenso-detail = { $who }: { $cards }; hand { $count } ({ $hand }) → { $hand-points }; Lanterns: { $lanterns }; total { $total }, { $enso } Ensō left.
zenso-detail-cards = { $cards }
zenso-detail-card = { $card } { $points }
zenso-detail-no-card = no Harmony card
zenso-detail-hand = { $cards }
zenso-detail-no-hand = none
zenso-detail-plots = { $plots }
zenso-detail-plot = { $terrain } plot { $lanterns } → { $points }
zenso-detail-no-lantern = no Lantern
zenso-breakdown-harmony-cards = Harmony cards
zenso-breakdown-cards-in-hand = cards in hand
zenso-breakdown-lanterns = Lanterns
zenso-breakdown-ens-left-tie-break = Ensō left (tie-break)
zenso-breakdown-enso = Ensō left (tie-break)

## Rules help (/game rules and /zenso rules).

zenso-rules-aim-title = Aim
zenso-rules-aim = Most Harmony Points wins: placed Harmony cards, { $points } point per card left in hand, and Lanterns scored per plot. Ties go to the most Ensō, then are shared.
zenso-rules-turn-title = A turn
zenso-rules-turn = 1 Combine Stones (optional, { $times ->
    [1] once
    [2] twice
   *[other] { $times } times
} a turn, at most { $spaces } times a game) · 2 Choose a project (row slots cost { $costs } Ensō) · 3 Expand the garden, then place the Stones and Lanterns gained · 4 Bring harmony: validate Harmony cards (optional) · 5 End turn: the row slides and refills. Buying a Harmony card costs { $buy } Ensō in phases 1, 2 (before the pick) and 4. { $hand } { $purchases }
zenso-rules-no-hand-limit = There is no hand limit.
zenso-rules-hand-limit = A hand holds at most { $limit ->
    [one] { $limit } Harmony card
   *[other] { $limit } Harmony cards
}: a full hand buys or gains none.
zenso-rules-no-purchase-limit = Purchases per turn are unlimited.
zenso-rules-purchase-limit = At most { $limit ->
    [one] { $limit } purchase
   *[other] { $limit } purchases
} a turn.
zenso-rules-end-title = End
zenso-rules-end = { $end } Lantern points per plot: { $lanterns }.
zenso-rules-end-exhausted = The { $count ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $count }th
} placed Harmony card of any player finishes the round; the game ends at once when the Terrain cards run out.
zenso-rules-end-round = The { $count ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $count }th
} placed Harmony card of any player finishes the round; when the Terrain cards run out the round is completed, then the game ends.
zenso-rules-lantern-points = { $lanterns }→{ $points }
zenso-rules-pictures-title = Pictures
zenso-rules-letter = { $letter } { $terrain }
zenso-rules-pictures = Terrain letters: { $letters }. ● is a Stone, a numbered lamp a Lantern count, a hatched square a placed Harmony card with its name. Rulers give x (columns) and y (rows); numbered badges match the buttons.
zenso-rules-cards-title = The project's own card set
zenso-rules-cards = No card list, card count, layout, setup value or board geometry of the printed game is known to the project: the { $starting } starting cards, { $terrain } Terrain cards, { $plants } Plants & Buildings and { $jizo } Jizō are the project's own design.
zenso-rules-decisions-title = The project's decisions ({ $part } of { $parts })
zenso-lines =
    { $first }
    { $rest }
zenso-rules-decision = { $number }. { $decision }
zenso-decision-1 = Player counts: { $min } to { $max } players.
zenso-decision-2 = Shape of a Terrain card: a 2×2 block, turned 0°, 90°, 180° or 270° clockwise, never mirrored; it may overhang empty cells.
zenso-decision-3 = Garden size and coordinates: an unbounded grid; the starting card lies at 0,0–1,1, not turned.
zenso-decision-4 = Which row slot costs what: slots 1 to { $slots } cost { $costs } Ensō.
zenso-decision-5 = Terrain cards per player count: { $cards } for { $players } players; the rest are removed at random, unseen.
zenso-decision-6 = Starting Ensō: { $enso } by seat.
zenso-decision-7 = Starting hand: { $count ->
    [one] { $count } Harmony card
   *[other] { $count } Harmony cards
}.
zenso-decision-8 = Starting garden: one random starting card, no tokens.
zenso-decision-9 = Sand never covers a landscape space.
zenso-decision-10 = Where Stones and Lanterns go: anywhere on a legal space; every gain must be taken while possible.
zenso-decision-11 = Lanterns with no legal space return to the supply.
zenso-decision-12 = When no affordable card can be placed: discard mode, pick any affordable card, gain its bonus, and the card leaves the game face up.
zenso-decision-13 = A card you cannot place may be picked only in discard mode.
zenso-decision-14 = A Harmony card's footprint: 2×2, at least one space, no Stone, Lantern or Harmony card under it, not on what fulfils its condition but next to it; it may overhang.
zenso-decision-15 = What fulfils a condition is checked before the card is placed.
zenso-decision-16 = One plot or set of Stones may fulfil several cards while it exists.
zenso-decision-17 = Order of a validation: footprint, the Jizō's Stones, Ensō, Stones chosen from the garden, then effects.
zenso-decision-18 = A Jizō discards exactly the chosen connected Stones touching the card.
zenso-decision-19 = Plants & Buildings do not consume their Stones; only a printed Stone cost does.
zenso-decision-20 = When the Harmony deck runs out: no discard pile, no reshuffle; impossible Harmony gains are lost.
zenso-decision-21 = Stones, Lanterns and Ensō are unlimited.
zenso-decision-22 = Free actions: in phase 1, in phase 2 before the pick, and in phase 4.
zenso-decision-23-none = Hand limit: none.
zenso-decision-23 = Hand limit: { $limit ->
    [one] { $limit } Harmony card
   *[other] { $limit } Harmony cards
}.
zenso-decision-24 = Running out of Terrain cards is checked at the end of a turn; the row shrinks and the last card's turn is completed.
zenso-decision-25 = Card contents: every starting, Terrain and Harmony card and every shape is the project's design.
zenso-decision-26 = The numbers of the Jizō abilities are the project's, as each card says.
zenso-decision-27 = A stack of Stones goes to the lowest-numbered empty green space, automatically.
zenso-decision-28 = Ranking below first place: total, then Ensō, then a shared rank.
zenso-decision-29 = Cells under a Harmony card are not spaces: no plot, no token, no Terrain card.
zenso-decision-30 = The display refills its empty positions 1 to 6 in order from the top of the deck.
zenso-decision-31 = The cards the Jizō of Insight does not keep go to the bottom of the deck in the order drawn.
zenso-decision-32 = The Jizō of Light moves a Lantern to any other landscape space without a Lantern, for { $cost } Ensō per Lantern.
zenso-decision-33 = Hands are revealed in the final summary.
zenso-decision-34 = Seat order is random.
zenso-decision-35 = A stackable Lantern may join any number of Lanterns on a space of a listed type.
zenso-decision-36 = Stones on the Zen board are not part of the garden for any purpose.
zenso-decision-37 = The Jizō of Stones and the Jizō of Fortune give their extra once per Terrain bonus giving at least one of the resource; not for a card's effect, combining or the Jizō of Continuity.
zenso-decision-38 = Both faces of the row's cards are public.
zenso-decision-39 = Which Terrain cards you may pick is decided at the moment of the pick, after any free actions.
zenso-decision-40 = A bonus alternative that yields nothing may still be chosen: every alternative is always offered.

## Typed moves that are not moves (/zenso …).

zenso-notation-help = Moves look like: `take 3`, `place 1,-1 r90`, `stone 2,0`, `buy D2`, `end`.
zenso-notation-empty = Empty move. { zenso-notation-help }
zenso-notation-unknown = `{ $word }` is not a Zensō move. { zenso-notation-help }
zenso-notation-cell = `{ $word }` is not a cell; write it as `x,y` (for example `1,-2`).
zenso-notation-card = `{ $word }` is not a card of the game; choose one from the list.
zenso-notation-source = `{ $word }` is neither a display position (`D1–D6`) nor `deck`.
zenso-notation-slot = `{ $word }` is not a slot number.
zenso-notation-choice = `{ $word }` is not a choice number.
zenso-notation-swap-deck = A swap takes a display card (D1–D6), not the deck.
zenso-notation-move = Write a Lantern move as: move 1,0 to 2,3.
zenso-notation-rotation = `{ $word }` is not a rotation (`r0`, `r90`, `r180`, `r270`).

## Pictures: the words drawn on the board, garden, decision and hand pictures, and their
## alt text.

zenso-pic-title = Zensō
zenso-pic-title-turn = Zensō · turn { $turn }
zenso-pic-acting = { $who }: { $phase }
zenso-pic-final-round = Final round: the { $count ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $count }th
} Harmony card is placed
zenso-pic-game-over = Game over
zenso-pic-phase-combine = phase 1, combine Stones
zenso-pic-phase-pick = phase 2, choose a project
zenso-pic-phase-harmony = phase 4, bring harmony
zenso-pic-task-or = phase 2, OR bonus
zenso-pic-task-harmony = phase 2, Harmony card
zenso-pic-task-keep = phase 2, keeping a card
zenso-pic-task-place = phase 3, placing
zenso-pic-task-stones = phase 3, Stones
zenso-pic-task-lanterns = phase 3, Lanterns
zenso-pic-task-witness = phase 4, Jizō Stones
zenso-pic-task-pay = phase 4, paying
zenso-pic-row = Inspiration row · Terrain deck { $deck }
zenso-pic-slot = S{ $slot } · costs { $cost } Ensō
zenso-pic-display = Harmony display · deck { $deck }
zenso-pic-display-empty = D{ $position } · empty
zenso-pic-empty = empty
zenso-pic-none = none
zenso-pic-or = OR
zenso-pic-effect-stones = { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-pic-effect-enso = { $count } Ensō
zenso-pic-effect-harmony = { $count ->
    [one] { $count } Harmony card
   *[other] { $count } Harmony cards
}
zenso-pic-effect-lanterns = { $count ->
    [one] { $count } Lantern on
   *[other] { $count } Lanterns on
}
zenso-pic-effect-lanterns-stackable = { $count ->
    [one] { $count } Lantern on
   *[other] { $count } Lanterns on
}
zenso-pic-landscape = 1 landscape
zenso-pic-cond-two-landscapes = 2 landscapes ≥{ $size }
zenso-pic-cond-plot = { $terrain } plot ≥{ $size }
zenso-pic-cond-shape = Shape in { $terrain }
zenso-pic-cond-stone-shape = Shape of Stones
zenso-pic-cond-linked = { $count } linked Stones
zenso-pic-points = { $points } pts
zenso-pic-per-largest-plot = { $points } per largest { $terrain }
zenso-pic-per-plot-count = { $points } per { $terrain } plot
zenso-pic-per-stones-on-sand = { $points } per Stone
zenso-pic-per-lanterns = { $points } per Lantern
zenso-pic-per-harmony-in-garden = { $points } per placed card
zenso-pic-cost = cost { $costs }
zenso-pic-cost-enso = { $count } Ensō
zenso-pic-cost-stones = { $count ->
    [one] { $count } Stone
   *[other] { $count } Stones
}
zenso-pic-kind-plant = Plant
zenso-pic-kind-building = Building
zenso-pic-kind-jizo = Jizō
zenso-pic-ability-bonus-extra-stones = +{ $n } Stone per Terrain bonus
zenso-pic-ability-bonus-extra-enso = +{ $n } Ensō per Terrain bonus
zenso-pic-ability-harmony-cost-reduction = cheaper Harmony cards
zenso-pic-ability-cover-other-landscape = landscape on any landscape
zenso-pic-ability-enso-per-same-cover = +{ $n } Ensō per same cover (max { $max-per-turn })
zenso-pic-ability-swap-hand-display = swap hand ↔ display
zenso-pic-ability-combine-extra-enso = +{ $n } Ensō per combine
zenso-pic-ability-both-alternatives = both sides of OR
zenso-pic-ability-move-lantern = move a Lantern for { $enso-per-lantern } Ensō
zenso-pic-ability-draw-keep = deck: draw { $draw }, keep { $keep }
zenso-pic-ability-terrain-cost-reduction = row costs −{ $n }
zenso-pic-ability-harmony-buy-cost = buying costs { $cost } Ensō
zenso-pic-seat = { $who }
zenso-pic-seat-to-move = { $who } · to move
zenso-pic-seat-numbers = { $points } pts · { $enso } Ensō · hand { $hand } · placed { $placed }
zenso-pic-seat-zen = Zen board: { $used } of { $spaces } green spaces used · Lanterns { $points } pts
zenso-pic-place-at = Place the Terrain card at { $cell }: how it lies
zenso-pic-place-badges = Place the Terrain card: a badge is its top-left cell
zenso-pic-footprints = Harmony card footprints: badges on the top-left cell
zenso-pic-card-footprints = { $card }: { $badges }
zenso-pic-where-stone = Where the Stone goes
zenso-pic-where-lantern = Where the Lantern goes
zenso-pic-where-pay = Which Stone to pay
zenso-pic-where-combine = Stones to combine
zenso-pic-where-move = Where the Lantern moves
zenso-pic-choose = Choose
zenso-pic-ready = ✓ ready
zenso-pic-not-yet = not yet
zenso-pic-hand-title = { $who }'s hand · { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
zenso-pic-hand-ready = ✓ ready: { $count } could be validated now
zenso-pic-hand-none-ready = none can be validated now
zenso-pic-hand-empty = No Harmony card in hand.
zenso-pic-placed-at = { $card } at { $cell }
zenso-pic-garden-alt = { $who }'s garden: { $points } points, { $enso } Ensō, { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand. Plots: { $plots }. Stones at { $stones }. Lanterns at { $lanterns }. Harmony cards: { $placed }. Zen board stacks: { $zen }.
zenso-pic-alt-slot = slot { $slot } cost { $cost } ({ $bonus })
zenso-pic-alt-slot-empty = slot { $slot } empty
zenso-pic-alt-player = { $who } { $points } points, { $enso } Ensō, { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} in hand, { $placed } placed
zenso-pic-alt-turn = Turn { $turn }: { $who }, { $phase }.
zenso-pic-alt-turn-final = Turn { $turn }: { $who }, { $phase }. Final round.
zenso-pic-market-alt = Zensō. { $state } Inspiration row (deck { $deck }): { $row }. Harmony display (deck { $harmony }): { $shown }. Players: { $players }.
zenso-pic-badge = badge { $marker } at { $cells }
zenso-pic-badge-turned = badge { $marker } at { $cells } turned { $degrees }°
zenso-pic-decision-alt = { $who }'s garden for the decision: { $badges }. { $garden }
zenso-pic-alt-ready = { $card }, ready now
zenso-pic-hand-alt = { $who }'s hand, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: { $cards }.
zenso-pic-semicolon = { "; " }
zenso-shape-l5 = an L of 5
zenso-shape-u5 = a U of 5
zenso-shape-x5 = a cross of 5
zenso-shape-o4 = a square of 4
zenso-shape-s4 = an S of 4
zenso-shape-t4 = a T of 4
zenso-shape-l4 = an L of 4
zenso-shape-i4 = a line of 4
zenso-shape-l3 = an L of 3
zenso-shape-i3 = a line of 3
zenso-pic-ranking = { $rank }. { $who } { $points } pts
zenso-pic-title-over = Zensō · final board
zenso-pic-key-lanterns = Lanterns
zenso-pic-key-stone = Stone
zenso-pic-stackable = (may share a space)
zenso-pic-cond-stone-shape-alt = Stones in { $shape }
zenso-pic-cond-shape-alt = { $terrain } in { $shape }

## Credits, table options and setup refusals (/game rules, /game new options:)
zenso-credits = Zensō: designers, publisher and year are unknown to the project; the rules flow follows the Board Game Arena help page, and every card is the project's own design.
zenso-setup-players = Zensō is for { $min } to { $max } players.
