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

azul-queens-garden-cmd-acquire-name = acquire
azul-queens-garden-cmd-acquire-description = Acquire every kind of one colour or pattern
azul-queens-garden-cmd-acquire-opt-choice-name = choice
azul-queens-garden-cmd-acquire-opt-choice-description = A colour or pattern, with duplicates: Bird, Yellow 2 from L1

azul-queens-garden-cmd-place-name = place
azul-queens-garden-cmd-place-description = Place a tile from your storage, paying its cost
azul-queens-garden-cmd-place-opt-move-name = move
azul-queens-garden-cmd-place-opt-move-description = Tile, cell and payment, e.g. Blue 2 on F1 pay Yellow 2

azul-queens-garden-cmd-expand-name = expand
azul-queens-garden-cmd-expand-description = Place a face-up expansion from your storage
azul-queens-garden-cmd-expand-opt-move-name = move
azul-queens-garden-cmd-expand-opt-move-description = Expansion, area, orientation, payment: the Blue 3 expansion A0 o2 pay 2 jokers

azul-queens-garden-cmd-buy-name = buy
azul-queens-garden-cmd-buy-description = Buy the supply's top expansion face down (6 points)
azul-queens-garden-cmd-buy-opt-area-name = area
azul-queens-garden-cmd-buy-opt-area-description = An empty area A0 to A5

azul-queens-garden-cmd-pass-name = pass
azul-queens-garden-cmd-pass-description = Pass for the rest of the round

azul-queens-garden-cmd-discard-name = discard
azul-queens-garden-cmd-discard-description = While passing: discard a piece, or every tile and expansion, for their value
azul-queens-garden-cmd-discard-opt-piece-name = piece
azul-queens-garden-cmd-discard-opt-piece-description = A tile like Blue 3, an expansion like the Blue 3 expansion, or all of them

azul-queens-garden-cmd-done-name = done
azul-queens-garden-cmd-done-description = While passing: discard nothing more and pass

azul-queens-garden-cmd-rules-name = rules
azul-queens-garden-cmd-rules-description = The rules in short, with the project's decisions

## Events: what the board message recounts after a move.

azul-queens-garden-game-begins = A { $players }-player game of { azul-queens-garden-title } begins; { $who } starts round 1.
azul-queens-garden-round-goals = Round { $round } goals: { $goals }.
azul-queens-garden-top-shows = The stack's top (T) shows { $tiles }.
azul-queens-garden-new-top-shows = The new top shows { $tiles }.
azul-queens-garden-laid-as = { $label } ({ $expansion })
azul-queens-garden-stack-laid-out = No tile is left to draw, so the rest of the stack is laid out face up as { $expansions }.
azul-queens-garden-flips = { $label } is empty and turns face up: it is { $expansion }.
azul-queens-garden-takes = { $who } takes { $taken }.
azul-queens-garden-taken-from = { $tiles } { $place }
azul-queens-garden-taken-face-up = the face-up { $tile } expansion { $label }
azul-queens-garden-from-top = from the stack's top (T)
azul-queens-garden-from-laid = from the laid-out expansion { $label }
azul-queens-garden-from-label = from { $label }
azul-queens-garden-moves-out-holding = The top expansion moves out as { $label }, still holding { $tiles }.
azul-queens-garden-moves-out-empty = The top expansion moves out as { $label } with no tile left on it.
azul-queens-garden-stack-used-up = The stack is used up for this round.
azul-queens-garden-places = { $who } places { $tile } on { $cell }.
azul-queens-garden-places-paying = { $who } places { $tile } on { $cell }, paying { $payment }.
azul-queens-garden-lays-face-down = { $who } lays { $expansion } face down in the { $area }.
azul-queens-garden-lays-face-down-paying = { $who } lays { $expansion } face down in the { $area }, paying { $payment }.
azul-queens-garden-lays-face-up = { $who } lays { $expansion } face up in the { $area }, its hexagon on { $cell }.
azul-queens-garden-lays-face-up-paying = { $who } lays { $expansion } face up in the { $area }, its hexagon on { $cell }, paying { $payment }.
azul-queens-garden-buys = { $who } buys a face-down expansion from the supply for { $points } points and lays it in the { $area }.
azul-queens-garden-surrounds = { $who } surrounds { $elements }: { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
azul-queens-garden-surrounds-lost = { $who } surrounds { $elements }: { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}, { $lost } lost for lack of room in the storage.
azul-queens-garden-discards = { $who } discards { $piece } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
azul-queens-garden-discards-many = { $who } discards { $pieces } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
azul-queens-garden-passes-may-discard = { $who } passes and may first discard pieces from their storage.
azul-queens-garden-passes = { $who } passes
azul-queens-garden-passes-first = { $who } passes first this round and takes the first player marker
azul-queens-garden-passes-auto = { $who } has nothing to do and nothing to discard, so passes automatically
azul-queens-garden-passes-auto-first = { $who } has nothing to do and nothing to discard, so passes automatically first this round and takes the first player marker
azul-queens-garden-passed = { $head }.
azul-queens-garden-passed-costs = { $head }: { $costs }, { $before } → { $after ->
    [one] { $after } point
   *[other] { $after } points
}.
azul-queens-garden-passed-costs-floor = { $head }: { $costs }, { $before } → { $after ->
    [one] { $after } point
   *[other] { $after } points
} (a score never goes below 0).
azul-queens-garden-cost-discards = −{ $points } for the discards
azul-queens-garden-cost-first = −{ $points } for passing first
azul-queens-garden-round-scores = Round { $round } scores its goals { $goals }, and every face-up expansion's pavilion.
azul-queens-garden-seat-scores = { $who } scores { $goals } for the goals and { $pavilions } for pavilions: { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-seat-scores-limit = { $who } scores { $goals } for the goals and { $pavilions } for pavilions: { $score ->
    [one] { $score } point
   *[other] { $score } points
} (a score stops at { $limit }).
azul-queens-garden-round-begins = Round { $round } begins, with the goals { $goals }; { $who } starts, holding the first player marker.
azul-queens-garden-final-scoring = Final scoring for { $who }: { $storage }, { $groups }; final score { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-final-scoring-limit = Final scoring for { $who }: { $storage }, { $groups }; final score { $score ->
    [one] { $score } point
   *[other] { $score } points
} (a score stops at { $limit }).
azul-queens-garden-final-storage = storage { $amount } ({ $parts })
azul-queens-garden-final-storage-empty = an empty storage
azul-queens-garden-final-jokers = +{ $points } for the jokers
azul-queens-garden-final-left = −{ $points } for the pieces left
azul-queens-garden-final-groups = { $points } for { $count ->
    [one] { $count } scoring group
   *[other] { $count } scoring groups
}
azul-queens-garden-final-no-group = no scoring group

## Prompts: what the deciding player is asked.

azul-queens-garden-prompt-over = The game is over.
azul-queens-garden-prompt-waiting = Waiting for { $who } to take their turn.
azul-queens-garden-prompt-discard = You are passing: discard tiles or expansions one at a time (each costs its value in points; { $points ->
    [one] { $points } point
   *[other] { $points } points
} so far), then choose done.
azul-queens-garden-prompt-turn = Round { $round } (started by { $first }), your turn: acquire, place a tile, expand the garden or pass. This round scores { $goals }. Your storage holds { $tiles }/{ $tile-slots } tiles and jokers and { $expansions }/{ $expansion-slots } expansions.

## Refusals: why a move is not allowed.

azul-queens-garden-fit-touch-element = it would touch the fountain, an ornament or a pavilion, which count as hexagons sharing nothing, and no hexagon sharing its colour or pattern
azul-queens-garden-fit-touch = it would touch hexagons without sharing a colour or a pattern with any of them
azul-queens-garden-fit-identical = it would join two { $tile } in one group, and a group may never hold identical hexagons
azul-queens-garden-pay-count = Placing { $piece } costs { $cost } pieces counting itself, and this payment gives { $given }.
azul-queens-garden-pay-jokers = You have only { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
} to pay with.
azul-queens-garden-pay-itself = You are placing { $piece }, so it cannot pay for itself too.
azul-queens-garden-pay-not-held = Your storage does not hold { $piece } to pay with.
azul-queens-garden-pay-short = Your storage holds { $held ->
    [one] { $held } tile
   *[other] { $held } tiles
} of { $tile }, and this move needs { $needed }.
azul-queens-garden-pay-identical = A payment may not hold two identical hexagons.
azul-queens-garden-pay-mix = A payment must be one colour in different patterns or one pattern in different colours, never a mix.
azul-queens-garden-discarding-only = You are passing: discard a piece from your storage or choose done.
azul-queens-garden-discard-not-now = Pieces are discarded only while passing; pass first.
azul-queens-garden-take-nothing = Nothing in the display shows { $criterion }, so there is nothing to acquire with it.
azul-queens-garden-take-not-among = { $tile } is not among the pieces showing { $criterion }, so there is no copy of it to choose.
azul-queens-garden-take-only = { $tile } lies only { $place }, so there is no copy to choose.
azul-queens-garden-take-not-at = There is no { $tile } at { $label }; it lies { $places }.
azul-queens-garden-take-which = { $tile } lies { $places }; say which copy you take, like `{ $example }`.
azul-queens-garden-take-held = Your storage already holds { $tiles }, and in this game a take may not bring a kind you already hold.
azul-queens-garden-take-no-room = Taking { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} and { $expansions ->
    [one] { $expansions } expansion
   *[other] { $expansions } expansions
} would not fit in your storage ({ $used-tiles }/{ $tile-slots } tile slots and { $used-expansions }/{ $expansion-slots } expansion slots used).
azul-queens-garden-at-top = on the stack's top (T)
azul-queens-garden-at-face-up = as the face-up expansion { $label }
azul-queens-garden-at-laid = on the laid-out expansion { $label }
azul-queens-garden-cell-taken = { $cell } already holds a hexagon ({ $tile }).
azul-queens-garden-cell-not-free = { $cell } is not a free space of your garden.
azul-queens-garden-cell-not-free-area = { $cell } is not a free space of your garden: the { $area } holds no expansion yet.
azul-queens-garden-cannot-go = { $tile } cannot go on { $cell }: { $reason }.
azul-queens-garden-no-tile = Your storage holds no { $tile } tile to place.
azul-queens-garden-expansion-not-held = Your storage does not hold { $expansion }.
azul-queens-garden-area-taken = The { $area } already holds an expansion.
azul-queens-garden-face-up-only = An expansion from your storage goes in face up; choose an orientation o0…o5 for its hexagon.
azul-queens-garden-orientation-bad = With orientation { $orientation } in the { $area }, the hexagon of { $expansion } would lie on { $cell }, where { $reason }.
azul-queens-garden-buy-points = Buying from the supply costs { $cost } points, and you have { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
azul-queens-garden-buy-empty = The supply is empty, so there is nothing to buy.
azul-queens-garden-discard-joker = Jokers cannot be discarded when passing; each one left scores a point at the end.
azul-queens-garden-discard-not-held = Your storage holds no { $piece } to discard.
azul-queens-garden-discard-all-or-one = Discard one piece at a time, or every tile and expansion of your storage at once.

## Typed moves that are not moves (the examples are in the reader's words, which work typed: names as the buttons say them, labels as the pictures draw them).

azul-queens-garden-bad-move = `{ $text }` is not an Azul move: { $why }
azul-queens-garden-bad-piece = `{ $token }` is neither a tile (a colour and a value, like `{ $tile }`) nor an expansion (like `{ $expansion }`).
azul-queens-garden-bad-pay-word = the payment must follow the word “pay”.
azul-queens-garden-bad-jokers-twice = give the jokers once, like `2 jokers`.
azul-queens-garden-bad-pay-empty = “pay” needs at least one piece or joker.
azul-queens-garden-bad-empty = it is empty.
azul-queens-garden-bad-nothing-after = `{ $verb }` takes nothing after it.
azul-queens-garden-bad-discard = name what you discard, like `{ azul-queens-garden-cmd-discard-name } { $tile }`, or every tile and expansion at once.
azul-queens-garden-bad-take-empty = name a colour or a pattern, like `{ azul-queens-garden-cmd-acquire-name } { $colour }` or `{ azul-queens-garden-cmd-acquire-name } { $pattern }`.
azul-queens-garden-bad-criterion = `{ $token }` is neither a colour ({ $colours }) nor a pattern ({ $patterns }).
azul-queens-garden-bad-choice = `{ $token }` should be a tile and the label of where it lies, like `{ $example }`.
azul-queens-garden-bad-chosen-twice = { $token } is chosen twice.
azul-queens-garden-bad-place = write “{ azul-queens-garden-cmd-place-name } <tile> <cell>”, like “{ azul-queens-garden-cmd-place-name } { $tile } F2”.
azul-queens-garden-bad-tile-kind = `{ $token }` is not a tile like `{ $tile }`.
azul-queens-garden-bad-cell = `{ $token }` is not a garden cell like `F2` or `A0.3`.
azul-queens-garden-bad-expand = write “{ azul-queens-garden-cmd-expand-name } <expansion> <area> <orientation>”, like “{ azul-queens-garden-cmd-expand-name } { $expansion } A0 o2”.
azul-queens-garden-bad-expansion = `{ $token }` is not an expansion like `{ $expansion }`.
azul-queens-garden-bad-area = `{ $token }` is not an expansion area `A0`…`A5`.
azul-queens-garden-bad-orientation = `{ $token }` is not an orientation `o0`…`o5`.
azul-queens-garden-bad-buy = write “{ azul-queens-garden-cmd-buy-name } <area>”, like “{ azul-queens-garden-cmd-buy-name } A3”.
azul-queens-garden-bad-verb = it should start with `{ azul-queens-garden-cmd-acquire-name }`, `{ azul-queens-garden-cmd-place-name }`, `{ azul-queens-garden-cmd-expand-name }`, `{ azul-queens-garden-cmd-buy-name }`, `{ azul-queens-garden-cmd-pass-name }`, `{ azul-queens-garden-cmd-discard-name }` or `{ azul-queens-garden-cmd-done-name }`.

## Buttons: move labels and the steps of the turn panel (at most 80 characters).

azul-queens-garden-acquire = Acquire
azul-queens-garden-acquire-label = Acquire { $criterion }
azul-queens-garden-copies = { $parts }
azul-queens-garden-copies-from = { $tiles } from { $label }
azul-queens-garden-copies-face-up = the { $tile } expansion { $label }
azul-queens-garden-criterion-colour = { $colour }: { $count ->
    [one] pattern
   *[other] patterns
} { $values }
azul-queens-garden-criterion-pattern = { $name } ({ $value }): { $colours }
azul-queens-garden-criterion-pattern-all = { $name } ({ $value }): every colour
azul-queens-garden-place-tile = Place a tile
azul-queens-garden-expand = Expand the garden
azul-queens-garden-tile-head = { $tile } (cost { $cost })
azul-queens-garden-place-label = Place { $tile } on { $cell }
azul-queens-garden-step-area = Area { $area }
azul-queens-garden-code = { $code }
azul-queens-garden-pay = Pay { $payment }
azul-queens-garden-pay-colour = Pay { $colour } { $values }
azul-queens-garden-value-expansion = { $value } (expansion)
azul-queens-garden-pay-codes = Pay { $codes }
azul-queens-garden-pay-codes-jokers = Pay { $codes } + { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-short-tile = { $code }{ $value }
azul-queens-garden-short-expansion = { $tile } { azul-queens-garden-mark-expansion }
azul-queens-garden-expansion-head = { $tile } expansion (cost { $cost })
azul-queens-garden-other-payment = Pay another way: { $count ->
    [one] { $count } choice
   *[other] { $count } choices
}
azul-queens-garden-pay-group-colour = Same colour, { $jokers ->
    [0] no joker
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-pay-group-pattern = Same pattern, { $jokers ->
    [0] no joker
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
azul-queens-garden-pay-group-jokers = Jokers only
azul-queens-garden-expand-label = Place { $expansion } face up in the { $area }, its hexagon on { $cell }
azul-queens-garden-expand-down-label = Place { $expansion } face down in the { $area }
azul-queens-garden-step-face-down-in = Face down in { $area }
azul-queens-garden-buy-head = Buy from the supply (−{ $points } points, face down)
azul-queens-garden-buy-label = Buy a face-down expansion (−{ $points } points) for the { $area }
azul-queens-garden-pass = Pass
azul-queens-garden-pass-discards = Pass (choose discards next)
azul-queens-garden-discard-label = Discard { $piece } (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
})
azul-queens-garden-discard-all-label = Discard all { $count } tiles and expansions (−{ $points ->
    [one] { $points } point
   *[other] { $points } points
})
azul-queens-garden-done = Done: pass now

## Pieces, goals and places in words.

azul-queens-garden-a-joker = a joker
azul-queens-garden-jokers = { $count ->
    [one] { $count } joker
   *[other] { $count } jokers
}
azul-queens-garden-pattern = pattern { $value } ({ $name })
azul-queens-garden-direction-e = east
azul-queens-garden-direction-ne = north-east
azul-queens-garden-direction-nw = north-west
azul-queens-garden-direction-w = west
azul-queens-garden-direction-sw = south-west
azul-queens-garden-direction-se = south-east
# Where an ornament lies, with the preposition the sentence needs.
azul-queens-garden-direction-at-ene = east-north-east
azul-queens-garden-direction-at-n = north
azul-queens-garden-direction-at-wnw = west-north-west
azul-queens-garden-direction-at-wsw = west-south-west
azul-queens-garden-direction-at-s = south
azul-queens-garden-direction-at-ese = east-south-east
# An area without its article: sentences say "in the { $area }".
azul-queens-garden-area = { $direction } area ({ $label })
azul-queens-garden-cell-fountain = { $cell } (the fountain's { $direction } space)
azul-queens-garden-cell-centre = { $cell } (the centre of the { $area } area)
azul-queens-garden-cell-ring = { $cell } (the { $direction } cell of the { $area } area)
azul-queens-garden-element-fountain = the fountain
azul-queens-garden-element-statue = the statue { $direction } of the fountain ({ $label })
azul-queens-garden-element-bench = the bench { $direction } of the fountain ({ $label })
azul-queens-garden-element-pavilion = the pavilion of the { $area }

## The end of the game.

azul-queens-garden-end-nobody = Nobody won.
azul-queens-garden-end-wins = { $who } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
azul-queens-garden-end-share = { $who } share the victory with { $points ->
    [one] { $points } point
   *[other] { $points } points
} each; the rules have no tie-break.
azul-queens-garden-detail = { $who }: round { $round } goals { $goals } and pavilions { $pavilions }, storage { $storage }, groups: { $groups }.
azul-queens-garden-detail-no-groups = { $who }: round { $round } goals { $goals } and pavilions { $pavilions }, storage { $storage }, groups: none.
azul-queens-garden-group-colour = { $colour } group of { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } bonus
}
azul-queens-garden-group-pattern = Pattern { $value } ({ $name }) group of { $size } = { $points }{ $bonus ->
    [0] {""}
   *[other] {" "}+ { $bonus } bonus
}
azul-queens-garden-breakdown-start = start
azul-queens-garden-breakdown-round-goals = round goals
azul-queens-garden-breakdown-pavilions = pavilions
azul-queens-garden-breakdown-passing-first = passing first
azul-queens-garden-breakdown-discards = discards
azul-queens-garden-breakdown-supply-purchases = supply purchases
azul-queens-garden-breakdown-storage-at-the-end = storage at the end
azul-queens-garden-breakdown-groups = groups
azul-queens-garden-breakdown-group-of-6-bonus = group-of-6 bonus
azul-queens-garden-breakdown-lifted-to-0-by = lifted to 0 by
azul-queens-garden-breakdown-over-the-score-limit = over the score limit

## Rules help (/game rules): every number comes from the data.

azul-queens-garden-rules-aim-title = Aim
azul-queens-garden-rules-aim = { azul-queens-garden-title }: draft hexagonal tiles and garden expansions into your storage ({ $tile-slots } tile slots shared with jokers, { $expansion-slots } expansion slots), pay for them with other pieces and build a garden around your fountain over { $rounds } rounds. Start with { $start } points; three colours or patterns score each round, and groups of { $group } or more score at the end.
azul-queens-garden-rules-turn-title = A turn
azul-queens-garden-rules-turn = Do one thing: **acquire** (name a colour or a pattern and take one of every kind showing it from the stack's top (T) and the laid-out expansions L1, L2, …; choose the location of a duplicate; everything must fit), **place a tile** (pay its value in pieces: the same colour in different patterns or the same pattern in different colours, jokers filling in), **expand the garden** (place an expansion from storage, paid the same way, face up in one of 6 orientations, or bought face down from the supply for { $supply } points), or **pass** (discard pieces for their value; the first to pass loses { $first } and starts next round). Touching hexagons must share a colour or a pattern, and a group may never join two identical hexagons.
azul-queens-garden-rules-pictures-title = Pictures
azul-queens-garden-rules-pictures = Each hexagon shows its colour, a colour code ({ azul-queens-garden-code-blue } blue, { azul-queens-garden-code-yellow } yellow, { azul-queens-garden-code-lightgreen } light green, { azul-queens-garden-code-darkgreen } dark green, { azul-queens-garden-code-lightpurple } light purple, { azul-queens-garden-code-darkpurple } dark purple) and its pattern value 1–6 (1 { azul-queens-garden-component-p1 }, 2 { azul-queens-garden-component-p2 }, 3 { azul-queens-garden-component-p3 }, 4 { azul-queens-garden-component-p4 }, 5 { azul-queens-garden-component-p5 }, 6 { azul-queens-garden-component-p6 }). Cells are named F0–F5 around the fountain { azul-queens-garden-mark-fountain }, from east anticlockwise (F1 north-east, F2 north-west, F3 west, …), O0–O5 for the ornaments ({ azul-queens-garden-mark-statue } statue, { azul-queens-garden-mark-bench } bench), and Ak.c, Ak.0–Ak.5 in expansion area Ak, which lies beyond Fk, its ring cells in the same directions ({ azul-queens-garden-mark-pavilion }: a face-up expansion's pavilion); messages say where a cell lies, like “F1 (the fountain's north-east space)”. ✓ marks a surrounded element. Storage expansions are framed and marked { azul-queens-garden-mark-expansion }. A free fountain space shows its id (F0–F5) and a free expansion space a ring ○; the key at the foot of the board picture lists every mark.
azul-queens-garden-rules-garden-title = This bot's own decisions: the garden
azul-queens-garden-rules-garden = Surrounding an element pays jokers: the fountain { $fountain }, a statue { $statue }, a bench { $bench }, a pavilion { $pavilion }. Each element pays once, and elements surrounded by one move all pay. Statues stand at { $statues }, benches at { $benches }. { $elements } A face-up expansion from storage cannot be placed face down. The garden's cells lie on a hexagonal grid, and orientation o puts an expansion's printed hexagon on its ring cell o.
azul-queens-garden-rules-elements-not-hexagons = Elements and empty cells are not hexagons when touching hexagons are compared.
azul-queens-garden-rules-elements-hexagons = Elements count as neighbouring hexagons that share nothing; empty cells are not hexagons.
azul-queens-garden-rules-display-title = This bot's own decisions: the display
azul-queens-garden-rules-display = { $storage } Your storage's room is checked after you choose which copy of a duplicate to take. Duplicates are chosen by location, and the laid-out expansions are labelled L1, L2, … anew each round. When the bag is short, the tower is poured into it before drawing. At a round's end, what is left of the current stack is treated like the display. Returned expansions go to the bottom of the supply, whose order is hidden and does not matter.
azul-queens-garden-rules-duplicates = A take may bring kinds your storage already holds.
azul-queens-garden-rules-no-duplicates = A take may not bring a kind your storage already holds.
azul-queens-garden-rules-rounds-title = This bot's own decisions: rounds
azul-queens-garden-rules-rounds = The goals of the { $rounds } rounds are drawn at random for each game from a fixed template of colours and patterns, every colour and pattern once, and are public from the start. The host may choose who starts round 1; otherwise it is random. Seats follow the order of joining, and play goes round in seat order. A player who can only pass and holds no tile or expansion passes automatically. Jokers cannot be discarded when passing. The variant side of the scoring board is not offered.
azul-queens-garden-rules-scoring-title = This bot's own decisions: scoring
azul-queens-garden-rules-scoring = At a round's end every hexagon matching a goal scores its pattern value, for every player at once. Scores never go below 0: a deduction stops there. { $limit } The game ends with round { $last }'s scoring, then the storage as one net amount, then the groups: colours first (blue, yellow, light green, dark green, light purple, dark purple), then patterns 1 to 6. Pattern 5 is the Plant and pattern 6 the Lily; the colours' names are the bot's own.
azul-queens-garden-rules-no-limit = Scores have no upper limit.
azul-queens-garden-rules-limit = Scores stop at { $limit } points.

## Marks and codes the pictures draw (short: they sit inside a hexagon).

azul-queens-garden-code-blue = Bl
azul-queens-garden-code-yellow = Ye
azul-queens-garden-code-lightgreen = LG
azul-queens-garden-code-darkgreen = DG
azul-queens-garden-code-lightpurple = LP
azul-queens-garden-code-darkpurple = DP
azul-queens-garden-mark-fountain = FT
azul-queens-garden-mark-statue = Sta
azul-queens-garden-mark-bench = Ben
azul-queens-garden-mark-pavilion = Pav
azul-queens-garden-mark-expansion = EXP
azul-queens-garden-mark-joker = J

## The pictures: words drawn on them (at most a line; names and numbers fill in).

azul-queens-garden-picture-points = { $score } pts
azul-queens-garden-tag-to-move = TO MOVE
azul-queens-garden-tag-passed = PASSED
azul-queens-garden-tag-first = 1ST ★
azul-queens-garden-tag-now = NOW
azul-queens-garden-picture-storage = Storage
azul-queens-garden-picture-storage-count = { $tiles }/{ $tile-slots } · exp { $expansions }/{ $expansion-slots }
azul-queens-garden-picture-empty = empty
azul-queens-garden-picture-over = Game over: final scores below
azul-queens-garden-picture-to-move = Round { $round }/{ $rounds } · { $who } to move
azul-queens-garden-picture-discarding = Round { $round }/{ $rounds } · { $who } to move (discarding)
azul-queens-garden-picture-round-goals = R{ $round }: { $goals }
azul-queens-garden-picture-colour-goal = { $code } { $colour }
azul-queens-garden-picture-pattern-goal = { $value } { $name }
azul-queens-garden-picture-stack = stack, { $left } left
azul-queens-garden-picture-face-up = face-up expansion
azul-queens-garden-picture-face-down = face down
azul-queens-garden-picture-display-empty = The display is empty.
azul-queens-garden-picture-no-stacks = none
azul-queens-garden-picture-next-stacks = Next stacks: { $stacks } · supply { $supply }
azul-queens-garden-picture-bag = Bag { $bag } tiles · tower { $tower }
azul-queens-garden-picture-score-name = { $who }
azul-queens-garden-picture-score-passed = {" "}· passed
azul-queens-garden-picture-score-first = {" "}· 1st ★
azul-queens-garden-picture-score-started = {" "}· started
azul-queens-garden-picture-choose = { $who }: choose a cell
azul-queens-garden-picture-choose-tile = { $who }: place { $tile }
azul-queens-garden-picture-choose-expansion = { $who }: { $tile } expansion
azul-queens-garden-picture-choose-area = { $who }: buy an expansion
azul-queens-garden-picture-hint-tile = Each number is a space where { $tile } may go.
azul-queens-garden-picture-hint-expansion = Each number is where the expansion's { $tile } hexagon may lie; its pavilion takes the area's centre.
azul-queens-garden-picture-hint-buy = Each number is an empty area for a face-down expansion from the supply (−{ $points } points).
azul-queens-garden-picture-hint-paying = Paying { $payment }.
azul-queens-garden-key-title = In the gardens
azul-queens-garden-key-fountain = fountain
azul-queens-garden-key-statue = statue
azul-queens-garden-key-bench = bench
azul-queens-garden-key-pavilion = pavilion
azul-queens-garden-key-surrounded = surrounded
azul-queens-garden-key-fountain-space = fountain space
azul-queens-garden-key-expansion-space = expansion space
azul-queens-garden-key-no-expansion = no expansion yet
azul-queens-garden-key-joker = joker
azul-queens-garden-key-expansion = expansion in storage

## The pictures' alt text: the position in words.

azul-queens-garden-alt-over = { azul-queens-garden-title }, game over.
azul-queens-garden-alt-round = { azul-queens-garden-title }, round { $round } of { $rounds }, { $who } to move.
azul-queens-garden-alt-started = { $who } started this round.
azul-queens-garden-alt-goals = This round's goals: { $goals }.
azul-queens-garden-alt-top = The stack's top (T) holds { $tiles }; { $left ->
    [one] { $left } expansion
   *[other] { $left } expansions
} left in the stack.
azul-queens-garden-alt-top-empty = The stack's top (T) holds no tiles; { $left ->
    [one] { $left } expansion
   *[other] { $left } expansions
} left in the stack.
azul-queens-garden-alt-laid-up = Laid out as { $label }: { $expansion }, face up.
azul-queens-garden-alt-laid-down = Laid out as { $label }, face down: { $tiles }.
azul-queens-garden-alt-counts = Supply { $supply ->
    [one] { $supply } expansion
   *[other] { $supply } expansions
}, bag { $bag ->
    [one] { $bag } tile
   *[other] { $bag } tiles
}, tower { $tower ->
    [one] { $tower } tile
   *[other] { $tower } tiles
}.
azul-queens-garden-alt-scores = Scores: { $scores }.
azul-queens-garden-alt-score = { $who } { $score }
azul-queens-garden-alt-score-passed = { $who } { $score } (passed)
azul-queens-garden-alt-garden = { $who }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}.
azul-queens-garden-alt-garden-passed = { $who }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}, passed.
azul-queens-garden-alt-cell = { $cell } { $tile }
azul-queens-garden-alt-fountain = Around the fountain: { $cells }.
azul-queens-garden-alt-fountain-empty = Around the fountain: nothing yet.
azul-queens-garden-alt-area-up = The { $area }: { $expansion } face up.
azul-queens-garden-alt-area-up-cells = The { $area }: { $expansion } face up; { $cells }.
azul-queens-garden-alt-area-down = The { $area }: an expansion face down.
azul-queens-garden-alt-area-down-cells = The { $area }: an expansion face down; { $cells }.
azul-queens-garden-alt-surrounded = Surrounded: { $elements }.
azul-queens-garden-alt-tiles = { $tile } ×{ $count }
azul-queens-garden-alt-storage = Storage: { $pieces }.
azul-queens-garden-alt-storage-empty = Storage: empty.
azul-queens-garden-alt-choices = { $who }'s garden with the choices marked: { $choices }.
azul-queens-garden-alt-choice = { $marker } on { $cell }

## Components: colours, patterns, tiles (a colour and a value) and expansions.

azul-queens-garden-component-blue = Blue
azul-queens-garden-component-yellow = Yellow
azul-queens-garden-component-lightgreen = Light green
azul-queens-garden-component-darkgreen = Dark green
azul-queens-garden-component-lightpurple = Light purple
azul-queens-garden-component-darkpurple = Dark purple
azul-queens-garden-component-p1 = Tree
azul-queens-garden-component-p2 = Bird
azul-queens-garden-component-p3 = Butterflies
azul-queens-garden-component-p4 = Flower
azul-queens-garden-component-p5 = Plant
azul-queens-garden-component-p6 = Lily
azul-queens-garden-component-blue-1 = { azul-queens-garden-component-blue } 1
azul-queens-garden-component-blue-2 = { azul-queens-garden-component-blue } 2
azul-queens-garden-component-blue-3 = { azul-queens-garden-component-blue } 3
azul-queens-garden-component-blue-4 = { azul-queens-garden-component-blue } 4
azul-queens-garden-component-blue-5 = { azul-queens-garden-component-blue } 5
azul-queens-garden-component-blue-6 = { azul-queens-garden-component-blue } 6
azul-queens-garden-component-yellow-1 = { azul-queens-garden-component-yellow } 1
azul-queens-garden-component-yellow-2 = { azul-queens-garden-component-yellow } 2
azul-queens-garden-component-yellow-3 = { azul-queens-garden-component-yellow } 3
azul-queens-garden-component-yellow-4 = { azul-queens-garden-component-yellow } 4
azul-queens-garden-component-yellow-5 = { azul-queens-garden-component-yellow } 5
azul-queens-garden-component-yellow-6 = { azul-queens-garden-component-yellow } 6
azul-queens-garden-component-lightgreen-1 = { azul-queens-garden-component-lightgreen } 1
azul-queens-garden-component-lightgreen-2 = { azul-queens-garden-component-lightgreen } 2
azul-queens-garden-component-lightgreen-3 = { azul-queens-garden-component-lightgreen } 3
azul-queens-garden-component-lightgreen-4 = { azul-queens-garden-component-lightgreen } 4
azul-queens-garden-component-lightgreen-5 = { azul-queens-garden-component-lightgreen } 5
azul-queens-garden-component-lightgreen-6 = { azul-queens-garden-component-lightgreen } 6
azul-queens-garden-component-darkgreen-1 = { azul-queens-garden-component-darkgreen } 1
azul-queens-garden-component-darkgreen-2 = { azul-queens-garden-component-darkgreen } 2
azul-queens-garden-component-darkgreen-3 = { azul-queens-garden-component-darkgreen } 3
azul-queens-garden-component-darkgreen-4 = { azul-queens-garden-component-darkgreen } 4
azul-queens-garden-component-darkgreen-5 = { azul-queens-garden-component-darkgreen } 5
azul-queens-garden-component-darkgreen-6 = { azul-queens-garden-component-darkgreen } 6
azul-queens-garden-component-lightpurple-1 = { azul-queens-garden-component-lightpurple } 1
azul-queens-garden-component-lightpurple-2 = { azul-queens-garden-component-lightpurple } 2
azul-queens-garden-component-lightpurple-3 = { azul-queens-garden-component-lightpurple } 3
azul-queens-garden-component-lightpurple-4 = { azul-queens-garden-component-lightpurple } 4
azul-queens-garden-component-lightpurple-5 = { azul-queens-garden-component-lightpurple } 5
azul-queens-garden-component-lightpurple-6 = { azul-queens-garden-component-lightpurple } 6
azul-queens-garden-component-darkpurple-1 = { azul-queens-garden-component-darkpurple } 1
azul-queens-garden-component-darkpurple-2 = { azul-queens-garden-component-darkpurple } 2
azul-queens-garden-component-darkpurple-3 = { azul-queens-garden-component-darkpurple } 3
azul-queens-garden-component-darkpurple-4 = { azul-queens-garden-component-darkpurple } 4
azul-queens-garden-component-darkpurple-5 = { azul-queens-garden-component-darkpurple } 5
azul-queens-garden-component-darkpurple-6 = { azul-queens-garden-component-darkpurple } 6
azul-queens-garden-component-exp-blue-1 = the { azul-queens-garden-component-blue-1 } expansion
azul-queens-garden-component-exp-blue-2 = the { azul-queens-garden-component-blue-2 } expansion
azul-queens-garden-component-exp-blue-3 = the { azul-queens-garden-component-blue-3 } expansion
azul-queens-garden-component-exp-blue-4 = the { azul-queens-garden-component-blue-4 } expansion
azul-queens-garden-component-exp-blue-5 = the { azul-queens-garden-component-blue-5 } expansion
azul-queens-garden-component-exp-blue-6 = the { azul-queens-garden-component-blue-6 } expansion
azul-queens-garden-component-exp-yellow-1 = the { azul-queens-garden-component-yellow-1 } expansion
azul-queens-garden-component-exp-yellow-2 = the { azul-queens-garden-component-yellow-2 } expansion
azul-queens-garden-component-exp-yellow-3 = the { azul-queens-garden-component-yellow-3 } expansion
azul-queens-garden-component-exp-yellow-4 = the { azul-queens-garden-component-yellow-4 } expansion
azul-queens-garden-component-exp-yellow-5 = the { azul-queens-garden-component-yellow-5 } expansion
azul-queens-garden-component-exp-yellow-6 = the { azul-queens-garden-component-yellow-6 } expansion
azul-queens-garden-component-exp-lightgreen-1 = the { azul-queens-garden-component-lightgreen-1 } expansion
azul-queens-garden-component-exp-lightgreen-2 = the { azul-queens-garden-component-lightgreen-2 } expansion
azul-queens-garden-component-exp-lightgreen-3 = the { azul-queens-garden-component-lightgreen-3 } expansion
azul-queens-garden-component-exp-lightgreen-4 = the { azul-queens-garden-component-lightgreen-4 } expansion
azul-queens-garden-component-exp-lightgreen-5 = the { azul-queens-garden-component-lightgreen-5 } expansion
azul-queens-garden-component-exp-lightgreen-6 = the { azul-queens-garden-component-lightgreen-6 } expansion
azul-queens-garden-component-exp-darkgreen-1 = the { azul-queens-garden-component-darkgreen-1 } expansion
azul-queens-garden-component-exp-darkgreen-2 = the { azul-queens-garden-component-darkgreen-2 } expansion
azul-queens-garden-component-exp-darkgreen-3 = the { azul-queens-garden-component-darkgreen-3 } expansion
azul-queens-garden-component-exp-darkgreen-4 = the { azul-queens-garden-component-darkgreen-4 } expansion
azul-queens-garden-component-exp-darkgreen-5 = the { azul-queens-garden-component-darkgreen-5 } expansion
azul-queens-garden-component-exp-darkgreen-6 = the { azul-queens-garden-component-darkgreen-6 } expansion
azul-queens-garden-component-exp-lightpurple-1 = the { azul-queens-garden-component-lightpurple-1 } expansion
azul-queens-garden-component-exp-lightpurple-2 = the { azul-queens-garden-component-lightpurple-2 } expansion
azul-queens-garden-component-exp-lightpurple-3 = the { azul-queens-garden-component-lightpurple-3 } expansion
azul-queens-garden-component-exp-lightpurple-4 = the { azul-queens-garden-component-lightpurple-4 } expansion
azul-queens-garden-component-exp-lightpurple-5 = the { azul-queens-garden-component-lightpurple-5 } expansion
azul-queens-garden-component-exp-lightpurple-6 = the { azul-queens-garden-component-lightpurple-6 } expansion
azul-queens-garden-component-exp-darkpurple-1 = the { azul-queens-garden-component-darkpurple-1 } expansion
azul-queens-garden-component-exp-darkpurple-2 = the { azul-queens-garden-component-darkpurple-2 } expansion
azul-queens-garden-component-exp-darkpurple-3 = the { azul-queens-garden-component-darkpurple-3 } expansion
azul-queens-garden-component-exp-darkpurple-4 = the { azul-queens-garden-component-darkpurple-4 } expansion
azul-queens-garden-component-exp-darkpurple-5 = the { azul-queens-garden-component-darkpurple-5 } expansion
azul-queens-garden-component-exp-darkpurple-6 = the { azul-queens-garden-component-darkpurple-6 } expansion

## Credits, table options and setup refusals (/game rules, /game new options:)
azul-queens-garden-credits = { $title } by { $designer }, illustrated by { $illustrator }; published by { $publishers } (© { $year }).
azul-queens-garden-option-start = Who starts round 1: a seat number, or random
azul-queens-garden-option-start-short = First player of round 1
azul-queens-garden-setup-start = The start player must be a seat from 1 to { $players }, or random.
