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
bonsai-cmd-cultivate-description = Start placing tiles one by one (or place the first with /bonsai place)

bonsai-cmd-place-name = place
bonsai-cmd-place-description = Place one tile: its type and cell
bonsai-cmd-place-opt-tile-name = tile
bonsai-cmd-place-opt-tile-description = Tile and cell: leaf -1,2, or wood 3 (a number on the picture)

bonsai-cmd-finish-name = finish
bonsai-cmd-finish-description = Stop placing (end the Cultivate or Helper); at turn start, place nothing

bonsai-cmd-gain-name = gain
bonsai-cmd-gain-description = Choose the tile a Master card's 'any' gives
bonsai-cmd-gain-opt-tile-name = tile
bonsai-cmd-gain-opt-tile-description = wood, leaf, flower or fruit

bonsai-cmd-claim-name = claim
bonsai-cmd-claim-description = Claim a goal tile your tree meets
bonsai-cmd-claim-opt-goal-name = goal
bonsai-cmd-claim-opt-goal-description = The goal, e.g. green small

bonsai-cmd-renounce-name = renounce
bonsai-cmd-renounce-description = Give up for good every pending goal of a colour
bonsai-cmd-renounce-opt-colour-name = colour
bonsai-cmd-renounce-opt-colour-description = The goal colour, e.g. green

bonsai-cmd-return-name = return
bonsai-cmd-return-description = Give back tiles above your capacity
bonsai-cmd-return-opt-tile-name = tile
bonsai-cmd-return-opt-tile-description = The tiles, e.g. wood leaf

bonsai-cmd-mirror-name = mirror
bonsai-cmd-mirror-description = Mirror your pot (only while the bud stands alone)

bonsai-cmd-prune-name = prune
bonsai-cmd-prune-description = Remove one tile beside wood when no wood fits
bonsai-cmd-prune-opt-cell-name = cell
bonsai-cmd-prune-opt-cell-description = The tile's cell x,y or its number on the picture

bonsai-cmd-rules-name = rules
bonsai-cmd-rules-description = Bonsai's rules in short, with project decisions

## Components: the tile types, the card types and the card kinds of data/bonsai.json
## (bonsai-component-<id>). Tiles are named as running text names them; a card is named
## by its kind and effect, never by its id.

bonsai-component-wood = wood
bonsai-component-leaf = leaf
bonsai-component-flower = flower
bonsai-component-fruit = fruit
bonsai-component-tool = Tool card
bonsai-component-growth = Growth card
bonsai-component-master = Master card
bonsai-component-helper = Helper card
bonsai-component-parchment = Parchment card
bonsai-component-growth-wood = Growth card (wood)
bonsai-component-growth-leaf = Growth card (leaf)
bonsai-component-growth-flower = Growth card (flower)
bonsai-component-growth-fruit = Growth card (fruit)
bonsai-component-master-any = Master card (1 tile of your choice)
bonsai-component-master-wood-wood = Master card (wood + wood)
bonsai-component-master-wood-leaf = Master card (wood + leaf)
bonsai-component-master-wood-leaf-flower = Master card (wood + leaf + flower)
bonsai-component-master-wood-leaf-fruit = Master card (wood + leaf + fruit)
bonsai-component-master-leaf-leaf = Master card (leaf + leaf)
bonsai-component-master-leaf-flower = Master card (leaf + flower)
bonsai-component-master-leaf-flower-flower = Master card (leaf + flower + flower)
bonsai-component-master-leaf-fruit = Master card (leaf + fruit)
bonsai-component-helper-wood = Helper card (place 1 any + 1 wood)
bonsai-component-helper-leaf = Helper card (place 1 any + 1 leaf)
bonsai-component-helper-flower = Helper card (place 1 any + 1 flower)
bonsai-component-helper-fruit = Helper card (place 1 any + 1 fruit)
bonsai-component-parchment-wood = Parchment card (1 point per wood tile)
bonsai-component-parchment-leaf = Parchment card (1 point per leaf tile)
bonsai-component-parchment-flower = Parchment card (2 points per flower tile)
bonsai-component-parchment-fruit = Parchment card (2 points per fruit tile)
bonsai-component-parchment-growth = Parchment card (2 points per Growth card)
bonsai-component-parchment-helper = Parchment card (2 points per Helper card)
bonsai-component-parchment-master = Parchment card (2 points per Master card)
# The solo levels and the goal colours' bonsai styles keep their Japanese names in every
# language (glossary), named here all the same so that no word reaches a player from the data.
bonsai-component-seito = Seito
bonsai-component-gakusei = Gakusei
bonsai-component-senmon = Senmon
bonsai-component-sensei = Sensei
bonsai-component-yusha = Yūsha
bonsai-component-style-brown = Bujin-ji
bonsai-component-style-green = Moyogi
bonsai-component-style-orange = Chokkan
bonsai-component-style-pink = Shakan
bonsai-component-style-blue = Kengai

## Small pieces other messages are made of. $tile is a tile type id (wood, leaf, flower,
## fruit; "any" for the allowance's symbol), $colour a goal colour id, $size a goal size.

bonsai-tile-count = { $tile ->
    [wood] { $count } wood
    [leaf] { $count ->
        [one] { $count } leaf
       *[other] { $count } leaves
    }
    [flower] { $count ->
        [one] { $count } flower
       *[other] { $count } flowers
    }
    [fruit] { $count ->
        [one] { $count } fruit
       *[other] { $count } fruits
    }
   *[any] { $count ->
        [one] { $count } tile of any type
       *[other] { $count } tiles of any type
    }
}
bonsai-tile-button = { $tile ->
    [wood] Wood
    [leaf] Leaf
    [flower] Flower
   *[fruit] Fruit
}
bonsai-nothing = nothing
bonsai-none = none
bonsai-supply-empty = empty
bonsai-size = { $size ->
    [small] small
    [medium] medium
   *[large] large
}
bonsai-goal = the { $size ->
    [small] small
    [medium] medium
   *[large] large
} { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} goal ({ $points } points)
bonsai-goals = the { $sizes } { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} { $count ->
    [one] goal
   *[other] goals
}
bonsai-goals-to = the { $sizes } { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} { $count ->
    [one] goal
   *[other] goals
}
bonsai-a-card = a { $card }
bonsai-parchment-name = { $counts ->
    [wood_tiles] Wood Parchment
    [leaf_tiles] Leaf Parchment
    [flower_tiles] Flower Parchment
    [fruit_tiles] Fruit Parchment
    [growth_cards] Growth Parchment
    [helper_cards] Helper Parchment
   *[master_cards] Master Parchment
}
bonsai-source-slot = slot { $slot }
bonsai-source-master = Master card
bonsai-bonus-all = { $tiles }
bonsai-bonus-either = { $tiles }

## Events: what the board recounts

bonsai-game-begins = { $players ->
    [1] A solo game
   *[other] A { $players }-player game
} of Bonsai begins; { $first } starts.
bonsai-common-empty = The common supply has no { $tile } left, so { $who } does not receive one ({ $source }).
bonsai-mirrored = { $who } mirrored the pot: the bud is at { $bud }, the gold crack on the { $side ->
    [left] left
   *[right] right
}.
bonsai-cultivates = { $who } cultivates.
bonsai-places-nothing = { $who } can place no tile and passes.
bonsai-passes = { $who } places no tile and passes.
bonsai-pruned = { $who } pruned the { $tile } at { $cell }.
bonsai-meditated = { $who } meditated on slot { $slot }: took the { $card } and { $count ->
    [0] no tile
   *[other] { $tiles }
}.
bonsai-solo-discarded = Solo: the { $card } is discarded from slot { $slot }.
bonsai-solo-top-discarded = Solo: the top card of the deck, a { $card }, is revealed and discarded.
bonsai-display-revealed = The display slides outward; { $count ->
    [one] revealed
   *[other] { $count } cards revealed
}: { $cards }.
bonsai-display-slides = The display slides outward; the deck is empty, so nothing is revealed.
bonsai-last-card = The last card of the deck is revealed: after this turn everyone has { $players ->
    [1] one more turn
   *[other] one more turn each
}.
bonsai-capacity-now = { $who }'s capacity is now { $capacity }.
bonsai-master-gains = { $who } gains { $tiles } (Master card).
bonsai-helper-nothing = { $who } can place nothing with the Helper card.
bonsai-master-gains-any = { $who } gains a { $tile } (Master card, any tile).
bonsai-helper-stops = { $who } stops placing with the Helper card.
bonsai-placed = { $who } placed a { $tile } at { $cell }.
bonsai-placed-helper = { $who } placed a { $tile } at { $cell } with the Helper card.
bonsai-finished-cultivating = { $who } finished cultivating ({ $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} placed).
bonsai-claimed = { $who } claimed { $goal }.
bonsai-renounced = { $who } renounced { $goals } for good.
bonsai-returned-forced = { $who } returned { $tiles } to the common supply (capacity { $capacity }).
bonsai-must-return = { $who } holds { $held } tiles and must return { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} (capacity { $capacity }).
bonsai-returned = { $who } returned { $tiles }.
bonsai-final-turns = Final turns: { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} left; { $next } plays next.
bonsai-game-over = The game is over: every player has had their final turn.

## Prompts: what the seat is asked now

bonsai-prompt-waiting = Waiting for { $who } to play their turn.
bonsai-prompt-action = Your turn: Meditate (take a card) or Cultivate: tap a number on your tree to place that tile (supply { $supply }).
bonsai-prompt-action-mirror = Your turn: Meditate (take a card) or Cultivate: tap a number on your tree to place that tile (supply { $supply }). You may first mirror the pot.
bonsai-prompt-action-prune = Your turn: Meditate (take a card) or Cultivate: tap a number on your tree to place that tile (supply { $supply }). No wood fits any more: you may first prune one tile.
bonsai-prompt-master = Choose the tile your Master card gives you.
bonsai-prompt-cultivate = Cultivate: tap a number to place that tile (left to place: { $left }; supply: { $supply }), or finish.
bonsai-prompt-helper = Helper: tap a number to place that tile (left to place: { $left }; supply: { $supply }), or finish.
bonsai-prompt-goals = Your tree meets { $goals }: claim one per colour or renounce them.
bonsai-prompt-return = Your supply ({ $supply }) is over your capacity of { $capacity }: return { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}.

## Buttons: move labels and the steps of the menus

bonsai-gain-label = Gain 1 { $tile } (Master card)
bonsai-step-master-choose = Master card: choose a tile
bonsai-mirror-label = Mirror the pot (bud to { $bud }, gold crack { $side ->
    [left] left
   *[right] right
})
bonsai-step-mirror = Mirror the pot (gold crack to the { $side ->
    [left] left
   *[right] right
})
bonsai-prune-label = Prune the { $tile } at { $cell }
bonsai-step-prune = Prune one tile first (no wood fits)
bonsai-step-prune-cell = Prune { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
}
bonsai-meditate-label = Meditate, slot { $slot } · { $card }
bonsai-meditate-choice-label = Meditate, slot { $slot } · { $card } · { $choice }
bonsai-step-take = Meditate { $slot } · { $card }
bonsai-step-take-bonus = Meditate { $slot } · { $card } + { $tiles }
bonsai-step-decline = Meditate without some slot tiles
bonsai-step-slot = Slot { $slot } · { $card }
bonsai-bonus-take = Take { $tile }
bonsai-bonus-take-none = Take no tile
bonsai-bonus-keep-all = Keep { $tiles }
bonsai-bonus-keep-only = Keep { $tile } only
bonsai-bonus-keep-neither = Keep neither
bonsai-place-first-label = Cultivate: place a { $tile } at { $cell }{ $ends ->
    [turn] ; your turn ends
    [placing] ; no other tile fits
   *[no] {""}
}
bonsai-place-label = Place a { $tile } at { $cell }{ $ends ->
    [turn] ; your turn ends
    [placing] ; no more tiles to place
   *[no] {""}
}
bonsai-step-place = Place { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
}{ $ends ->
    [turn] , end turn
    [placing] , end Cultivate
    [helper-placing] , end Helper
   *[no] {""}
}
bonsai-step-place-group = Place { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
} · { $count ->
    [one] { $count } place
   *[other] { $count } places
}
bonsai-pass-label = Cultivate placing no tile (pass)
bonsai-step-pass = Finish: place no tile (pass)
bonsai-step-pass-confirm = Yes: pass, placing no tile this turn
bonsai-stop-helper-label = Stop: no more Helper placements
bonsai-step-stop-helper = Finish the Helper early
bonsai-step-stop-helper-confirm = Yes: finish, leaving the Helper's other tile unplaced
bonsai-finish-label = Finish cultivating
bonsai-step-finish = Finish cultivating early
bonsai-step-finish-confirm = Yes: finish, placing no more tiles this turn
bonsai-claim-label = Claim { $goal }
bonsai-step-claim = Claim { bonsai-size } { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} · { $points } pts
bonsai-renounce-label = Renounce { $goals } for good
bonsai-step-renounce = Renounce { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} { $count ->
    [one] goal
   *[other] goals
}
bonsai-step-renounce-confirm = Yes: renounce { $goals } for good
bonsai-return-label = Return 1 { $tile }
bonsai-step-return-one = Return 1 { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
} ({ $held } held; { $count } to return)
bonsai-return-tiles-label = Return { $tiles }

## Typed words: what a typed move (/bonsai …) accepts in this language besides the English
## notation, so the words on the buttons and pictures work when typed. Comma-separated,
## any case; a word may stand for one thing only, across all three languages.

bonsai-typed-wood = wood, woods, w, wd
bonsai-typed-leaf = leaf, leaves, l, lf
bonsai-typed-flower = flower, flowers, fl
bonsai-typed-fruit = fruit, fruits, fr
bonsai-typed-none = none, nothing, neither, no
bonsai-typed-brown = brown
bonsai-typed-green = green
bonsai-typed-orange = orange
bonsai-typed-pink = pink
bonsai-typed-blue = blue
bonsai-typed-small = small
bonsai-typed-medium = medium
bonsai-typed-large = large
bonsai-typed-filler = goal, goals, the, claim, renounce, tile, tiles, and, a, an, of, pts, points, place, return, gain, meditate, slot, keep, take

## Refusals

bonsai-not-now = `{ $verb }` is not possible now. { $asked }
bonsai-no-such-slot = There are { $count } display slots; slot { $slot } does not exist.
bonsai-number-needs-position = A picture number needs the current position; give x,y.
bonsai-number-not-shown = Number { $number } is not on the picture; it shows 1 to { $count }.
bonsai-mirror-off = Mirroring the pot is switched off in this game.
bonsai-mirror-only-bud = The pot can be mirrored only while the tree holds only the bud.
bonsai-mirror-once = You already mirrored the pot this turn.
bonsai-prune-not-yet = Pruning is allowed only when no wood tile can be placed anywhere on your tree.
bonsai-prune-wood = Only a leaf, flower or fruit can be pruned; the wood there never is ({ $cell }).
bonsai-prune-empty = Only a leaf, flower or fruit can be pruned; there is no tile there ({ $cell }).
bonsai-prune-not-beside-wood = The { $tile } at { $cell } does not touch a wood tile; only tiles beside wood can be pruned.
bonsai-display-empty = The display is empty, so you can only Cultivate.
bonsai-slot-empty = Slot { $slot } is empty; choose a slot that holds a card.
bonsai-slot-gives-none = Slot { $slot } gives no tiles; write 'meditate { $slot }'.
bonsai-bonus-not-declinable = Bonus tiles cannot be declined in this game.
bonsai-slot-gives-one = Slot { $slot } gives one { $tiles }: write `{ $example }`.
bonsai-slot-gives-all = Slot { $slot } gives { $tiles }; keep those, one of them, or none.
bonsai-no-tile-in-supply = You have no { $tile } tile in your supply.
bonsai-no-symbol = No { $tile } or 'any' symbol of your allowance is left for this tile.
bonsai-no-symbol-helper = No { $tile } or 'any' symbol of the Helper card's allowance is left for this tile.
bonsai-place-pot-cell = { $cell } is a pot cell; nothing is ever placed there.
bonsai-place-taken = { $cell } already holds a { $tile } tile.
bonsai-place-needs-neighbour = A { $tile } tile must share a side with a { $wanted } tile, and no neighbour of { $cell } holds one.
bonsai-place-forbidden-neighbour = A { $tile } tile may not share a side with a { $forbidden } tile, and { $cell } touches one.
bonsai-place-needs-pair = A { $tile } tile needs { $pair ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
} tiles on two consecutive sides, which { $cell } lacks.
bonsai-not-a-goal = `{ $name }` is not a goal tile in this game.
bonsai-cannot-claim = You cannot claim { $goal } now: it must be open, met by your tree, not renounced by you, and you may hold one goal per colour.
bonsai-nothing-to-renounce = No `{ $colour }` goal is pending for you, so there is nothing to renounce.
bonsai-nothing-to-return = { $count ->
    [one] You hold no { $tile } tile to return.
   *[other] You hold fewer than { $count } { $tile } tiles to return.
}
bonsai-return-too-many = Return only { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}: that brings your supply down to your capacity.
bonsai-bad-tile = `{ $word }` is not a tile type; use `wood`, `leaf`, `flower` or `fruit`.
bonsai-bad-cell = Give the cell of `{ $verb }` as `x,y` (for example `0,1`) or as the number shown on the picture.
bonsai-bad-not-text = A move is text, such as 'cultivate' or 'place leaf 0,1'.
bonsai-bad-empty = Type a move, such as 'cultivate' or 'meditate 2 wood'.
bonsai-bad-verb = `{ $word }` is not a Bonsai move; moves start with one of: { $verbs }.
bonsai-bad-extra = `{ $verb }` takes nothing after it.
bonsai-bad-slot = Name the slot to meditate on: 'meditate 1' to 'meditate 4'.
bonsai-bad-none = 'none' stands alone: it declines every bonus tile.
bonsai-bad-twice = Name each kept bonus tile once.
bonsai-bad-return = Write `return` and the tiles to give back, e.g. `return wood leaf`.
bonsai-bad-one-tile = `{ $verb }` takes one tile type, e.g. `{ $verb } leaf`.
bonsai-bad-place = Write 'place <tile> <x,y>', e.g. 'place leaf -1,2'.
bonsai-bad-prune = Write 'prune <x,y>', the tile to remove.
bonsai-bad-one-name = `{ $verb }` takes one name, e.g. `{ $example }`.
bonsai-example-claim = claim green small
bonsai-example-renounce = renounce green

## The end: the end sentence, each seat's details and the breakdown's names

bonsai-solo-won = { $who } won at { $level }: { $claimed } goals claimed and { $score } points (at least { $needed } needed).
bonsai-solo-lost = { $who } lost: { $reasons }.
bonsai-solo-lost-goals = only { $claimed } of the { $need } goals { $claimed ->
    [one] was
   *[other] were
} claimed
bonsai-solo-lost-points = { $score } points is below the { $needed } of { $level }
bonsai-solo-resigned = { $who } resigned, so the solo game is lost.
bonsai-wins-after-resignation = { $who } wins with { $score } points after a resignation.
bonsai-wins-tie = { $tied } { $count ->
    [2] both have { $score } points; { $who } wins, seated later in turn order (tie-break).
   *[other] all have { $score } points; { $who } wins, seated latest in turn order (tie-break).
}
bonsai-wins = { $who } wins with { $score } points.
bonsai-details = { $who }: leaves { $leaves }×{ $leaf-value } = { $leaf-points }; flowers { $flowers } = { $flower-points }; fruits { $fruits }×{ $fruit-value } = { $fruit-points }; goals: { $goals }; Parchments: { $parchments }; total { $total }.
bonsai-details-goal = { $size ->
    [small] small
    [medium] medium
   *[large] large
} { $colour ->
    [brown] brown
    [green] green
    [orange] orange
    [pink] pink
   *[blue] blue
} goal { $points ->
    [one] { $points } point
   *[other] { $points } points
}
bonsai-details-parchment = { $name } { $points ->
    [one] { $points } point
   *[other] { $points } points
}
bonsai-breakdown-leaves = leaves
bonsai-breakdown-flowers = flowers
bonsai-breakdown-fruits = fruits
bonsai-breakdown-wood = wood
bonsai-breakdown-goal-tiles = goal tiles
bonsai-breakdown-parchments = Parchments
bonsai-breakdown-goals-claimed = goals claimed

## Rules help (/game rules): section titles and texts; numbers come from the data

bonsai-rules-aim-title = Aim
bonsai-rules-aim = Grow the best bonsai. Leaves score { $leaf }, fruits { $fruit }, each flower { $flower } per free side; goal tiles and face-down Parchment cards add points at the end.
bonsai-rules-turn-title = A turn
bonsai-rules-turn = Meditate (take a display card with the tiles under its slot; the card's effect follows) or Cultivate (place tiles from your supply with your Seishi + Growth allowance, the turn goes on while a tile fits; Finish stops early). Then claim or renounce goals you meet, and return tiles above your capacity.
bonsai-rules-placing-title = Placing
bonsai-rules-placing = Wood and leaves touch wood, flowers touch a leaf, a fruit touches leaves on two consecutive sides and no fruit. The bud on the pot is wood. On the picture every cell where a tile fits is numbered, top row first, and shaded with the colours of the tiles that fit there.
bonsai-rules-pictures-title = Pictures
bonsai-rules-pictures = Tiles carry letters: { bonsai-letter-wood } wood, { bonsai-letter-leaf } leaf, { bonsai-letter-flower } flower, { bonsai-letter-fruit } fruit, { bonsai-letter-any } a tile of any type; the pot is grey with a gold zig-zag on its gold-crack side.
bonsai-rules-end-title = End
bonsai-rules-end = When the last card is revealed, everyone (the trigger player last) has one more turn. Ties go to the player seated later. Solo: win with { $goals } goals and the level's points ({ $levels }).
bonsai-rules-level = { $level } { $points }
bonsai-rules-decisions-title = Project decisions
bonsai-rules-decisions = Unlimited tile supply; return excess tiles after the refill; mirror the pot while only the bud stands; pot sides count as free for flowers; bonus tiles may be declined; claimed goals stay after pruning; pruning removes one tile touching wood, only when no wood fits; random seats; per colour claim one goal or renounce all; ranking like the tie-break; default solo level { $level } ({ $points }); Tokonoma: the extra card goes on top; the first cards go to slots 1–{ $slots }; no grid bounds; a card's effect follows the refill; a tile uses its own symbol before 'any'; renounced goals are public; the public score leaves out Parchments.

## Pictures: letters, titles, legends and alt text

bonsai-letter-wood = W
bonsai-letter-leaf = L
bonsai-letter-flower = Fl
bonsai-letter-fruit = Fr
bonsai-letter-any = ✱
bonsai-card-letter = { $type ->
    [tool] T
    [growth] G
    [master] M
    [helper] H
   *[parchment] P
}
bonsai-picture-card-type = { $type ->
    [tool] Tool:
    [growth] Growth:
    [master] Master:
    [helper] Helper:
   *[parchment] Parchment:
}
bonsai-picture-name = { $who }
bonsai-picture-tree-title = { $who } · { $score } pts
bonsai-picture-turn = Bonsai · turn { $turn } · { $who } to play
bonsai-picture-winner = Game over · { $who } wins with { $score } points
bonsai-picture-winner-tie = Game over · { $tied } have { $score } points: { $who } wins, seated later
bonsai-picture-solo-won = Game over · { $who } won the solo game at { $level }
bonsai-picture-solo-lost = Game over · { $who } lost the solo game at { $level }
bonsai-picture-ended = The deck ran out and everyone has had one more turn ({ $turns } turns in all)
bonsai-picture-ended-solo = The deck ran out and the last turn is over: { $claimed } of { $need } goals claimed, { $score } points ({ $needed } needed)
bonsai-picture-deck-count = { $count ->
    [one] { $count } card left in the deck
   *[other] { $count } cards left in the deck
}
bonsai-picture-final-turns = final turns: { $count } left
bonsai-picture-last-card-out = the last card is out: one more turn each after this one
bonsai-picture-solo = solo at { $level }: win with { $goals } goals and { $points } points · { $discards } discarded
bonsai-picture-display = Meditate: take a card and the tiles under its slot
bonsai-picture-slot = Slot { $slot }
bonsai-picture-empty = empty
bonsai-picture-bonus-none = no tiles
bonsai-picture-or = or
bonsai-picture-times = ×{ $count }
bonsai-picture-any-tile = 1 tile of your choice
bonsai-picture-effect-tool = keep { $capacity } more tiles each turn
bonsai-picture-effect-growth = +1 { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
   *[fruit] fruit
} per Cultivate
bonsai-picture-effect-master = gain { $tiles }
bonsai-picture-effect-helper = place any tile + 1 { $tile } now
bonsai-picture-effect-parchment = at the end, { $points } { $points ->
    [one] point
   *[other] points
} per { $counts ->
    [wood_tiles] wood tile
    [leaf_tiles] leaf tile
    [flower_tiles] flower tile
    [fruit_tiles] fruit tile
    [growth_cards] Growth card
    [helper_cards] Helper card
   *[master_cards] Master card
}
bonsai-picture-goals-legend = Goals: one per colour, claimed when your tree meets it
bonsai-picture-goal-measure = { $metric ->
    [wood_count] wood tiles, the bud included
    [largest_leaf_group] the largest group of touching leaves
    [fruit_count] fruit tiles
    [flowers_protruding_one_side] flowers beyond one side line of the pot
    [protrude_gold_crack_side] tiles beyond the pot's side lines
    [protrude_both_sides] tiles beyond the pot's side lines
   *[protrude_high_one_side_and_low_other_side] tiles beyond the pot's side lines
}
bonsai-picture-goal-need = { $metric ->
    [wood_count] { $threshold } wood
    [largest_leaf_group] { $threshold } leaves
    [fruit_count] { $threshold } fruits
    [flowers_protruding_one_side] { $threshold } flowers
    [protrude_gold_crack_side] one on the gold-crack side
    [protrude_both_sides] one on each side
   *[protrude_high_one_side_and_low_other_side] high on one side, low on the other
}: { $points } pts
bonsai-picture-goal-claimed = ✓ { $who }
bonsai-picture-goal-renounced = ✗ { $who }
bonsai-picture-goal-open = open
bonsai-picture-colour = { $colour ->
    [brown] Brown
    [green] Green
    [orange] Orange
    [pink] Pink
   *[blue] Blue
}
bonsai-picture-player-stats = { $score } points · { $pile ->
    [one] { $pile } face-down card
   *[other] { $pile } face-down cards
}
bonsai-picture-held = holds { $held } (max { $capacity })
bonsai-picture-places = Cultivate places
bonsai-picture-key-tile = { $tile ->
    [wood] wood
    [leaf] leaf
    [flower] flower
    [fruit] fruit
   *[any] any tile
}
bonsai-picture-key-sides = Dashed lines on the trees: the pot's sides (a tile beyond them sticks out).
bonsai-picture-prune-title = { $who }: tile to prune
bonsai-picture-place-title = { $who }: where your tiles fit
bonsai-picture-fits = Each number's colours: the tiles that fit there
bonsai-picture-pile-title = { $who }: your face-down pile
bonsai-picture-pile-points = Parchments { $points } pts · projected total { $total }
bonsai-picture-no-cards = No cards yet.
bonsai-picture-card = { $card }
bonsai-picture-empty-slot = empty
bonsai-alt-sentence = { $text }.
bonsai-alt-deck = Deck: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
bonsai-alt-final-turns = Final turns left: { $count }.
bonsai-alt-display = Display: { $slots }.
bonsai-alt-slot = slot { $slot } { $card }
bonsai-alt-slot-bonus = slot { $slot } { $card } (bonus { $bonus })
bonsai-alt-goal-open = Goal: { $goal }, needing { $threshold }, open.
bonsai-alt-goal-claimed = Goal: { $goal }, needing { $threshold }, claimed by { $who }.
bonsai-alt-goal-renounced = Goal: { $goal }, needing { $threshold }, open, renounced by { $who }.
bonsai-alt-seat = { $who }: { $score } points, supply { $supply } (capacity { $capacity }), face-down pile { $pile }.
bonsai-alt-discards = Solo discards: { $cards }.
bonsai-alt-tree = { $who }'s bonsai: { $tiles } (the bud included);
bonsai-alt-pot = pot normal, gold crack on the { $side ->
    [left] left
   *[right] right
}.
bonsai-alt-pot-mirrored = pot mirrored, gold crack on the { $side ->
    [left] left
   *[right] right
}.
bonsai-alt-cells = { $tile } at { $cells }
bonsai-alt-choices = { $who }'s bonsai with numbered choices: { $choices }.
bonsai-alt-choice = { $number } at { $cell }
bonsai-alt-pile = { $who }'s face-down pile: { $cards }.
bonsai-alt-pile-points = Parchments { $points } points; projected total { $total }.

## Credits, table options and setup refusals (/game rules, /game new options:)
bonsai-credits = { $title } by { $designers }; art by { $artist }; published by { $publisher } ({ $year }). Values marked as project decisions are this bot's own.
bonsai-option-goals = Goal tiles in play (2–4 players; solo always uses them)
bonsai-option-goals-short = Goal tiles
bonsai-option-tokonoma = Tokonoma variant: Parchments in the top part of the deck
bonsai-option-tokonoma-short = Tokonoma variant
bonsai-option-solo-level = Solo difficulty (points needed with 3 goals)
bonsai-option-solo-level-short = Solo level
bonsai-setup-solo-goals = The solo game always uses goal tiles, so goals=off needs 2–4 players.
bonsai-setup-goals-off = Goals can be switched off only with { $counts } players.
bonsai-setup-level = { $level } is not a solo level; choose { $levels }.
