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
kokeshi-cmd-side-opt-effect-description = The Kokeshi or animal the side moves, e.g. granny or fox, or its code (A*)

kokeshi-cmd-first-name = first
kokeshi-cmd-first-description = Choose which effect of a tile runs first
kokeshi-cmd-first-opt-effect-name = effect
kokeshi-cmd-first-opt-effect-description = The Kokeshi or animal of the effect to run first, or its code

kokeshi-cmd-move-name = move
kokeshi-cmd-move-description = Choose the Kokeshi a tile lets you move
kokeshi-cmd-move-opt-kokeshi-name = kokeshi
kokeshi-cmd-move-opt-kokeshi-description = The Kokeshi, e.g. sumo

kokeshi-cmd-animal-name = animal
kokeshi-cmd-animal-description = Choose the animal a tile lets you move
kokeshi-cmd-animal-opt-animal-name = animal
kokeshi-cmd-animal-opt-animal-description = The animal, e.g. fox

kokeshi-cmd-take-name = take
kokeshi-cmd-take-description = After an empty landing: a market slot or Quality
kokeshi-cmd-take-opt-tile-name = tile
kokeshi-cmd-take-opt-tile-description = A market slot 1-5, or q1/q2/q3 for a Quality tile

kokeshi-cmd-gain-name = gain
kokeshi-cmd-gain-description = Choose the market slot of a tile you gain
kokeshi-cmd-gain-opt-slot-name = slot
kokeshi-cmd-gain-opt-slot-description = A market slot 1-5

kokeshi-cmd-place-name = place
kokeshi-cmd-place-description = Place a gained tile on a track (lowest empty row)
kokeshi-cmd-place-opt-tile-name = tile
kokeshi-cmd-place-opt-tile-description = The tile and its track, e.g. samurai-01-a granny

kokeshi-cmd-rules-name = rules
kokeshi-cmd-rules-description = Kokeshi's rules in short, with project choices

## Components: the Kokeshi (each also names a track and a tile colour) and the animals.

kokeshi-component-princess = Princess
kokeshi-component-granny = Granny
kokeshi-component-fisherman = Fisherman
kokeshi-component-samurai = Samurai
kokeshi-component-sumo = Sumo wrestler
kokeshi-component-panda = Panda
kokeshi-component-fox = Fox
kokeshi-component-cat = Cat
kokeshi-component-rabbit = Rabbit

## Positions, effects and tiles: the pieces other sentences are made of.
## $case is "upper" when the words open a sentence or a button, else "lower".

kokeshi-where-home = home
kokeshi-where-top = the top
kokeshi-where-row = row { $row }
kokeshi-effect-kokeshi = { $case ->
    [upper] Move
   *[lower] move
} { $kokeshi }
kokeshi-effect-any = { $case ->
    [upper] Move
   *[lower] move
} any Kokeshi
kokeshi-effect-right = { $case ->
    [upper] Move
   *[lower] move
} a Kokeshi right of this track
kokeshi-effect-right-of = { $case ->
    [upper] Move
   *[lower] move
} a Kokeshi right of { $kokeshi }
kokeshi-effect-left = { $case ->
    [upper] Move
   *[lower] move
} a Kokeshi left of this track
kokeshi-effect-left-of = { $case ->
    [upper] Move
   *[lower] move
} a Kokeshi left of { $kokeshi }
kokeshi-effect-spaces = { $effect } { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
}
kokeshi-effect-animal = { $case ->
    [upper] Move
   *[lower] move
} { $animal }
kokeshi-effect-animal-any = { $case ->
    [upper] Move
   *[lower] move
} any animal
kokeshi-effect-gain-this = { $case ->
    [upper] Gain
   *[lower] gain
} a tile for this track
kokeshi-effect-gain-for = { $case ->
    [upper] Gain
   *[lower] gain
} a tile for { $kokeshi }
kokeshi-effect-gain-any = { $case ->
    [upper] Gain
   *[lower] gain
} a tile for any track
kokeshi-effects-either = { $first }, or { $second }
kokeshi-effects-both = { $first } and { $second }
kokeshi-quality-words = level { $level }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
kokeshi-tile-name-normal = { $colour } tile
kokeshi-tile-name-starting = { $colour } starting tile
kokeshi-tile-name-quality = { $colour } Quality tile
kokeshi-tile = a { $name } ({ $words })
kokeshi-tile-label-normal = { $colour } tile · { $words }
kokeshi-tile-label-starting = { $colour } starting tile · { $words }
kokeshi-pending-label = { $tile } (gained { $order }.)
kokeshi-start-name = { $case ->
    [upper] Tile
   *[lower] tile
} moving { $kokeshi }
kokeshi-start-name-tile = { $case ->
    [upper] { $colour } starting tile
   *[lower] { $colour } starting tile
}
kokeshi-for-track = for { $kokeshi }
kokeshi-for-any-track = for any track
kokeshi-typed = `{ $typed }`
kokeshi-typed-choice = { $effect } (`{ $typed }`)

## Buttons and menu steps of the turn panel.

kokeshi-step-start = Starting tiles
kokeshi-step-start-tile = { $tile } → { $kokeshi }
kokeshi-start-label = { $first } on { $first-track }; { $second } on { $second-track }
kokeshi-step-advance = Advance
kokeshi-advance-label = Advance { $kokeshi } ({ $start } → { $end })
kokeshi-step-kokeshi = { $number } · { $kokeshi }: { $start } → { $end }
kokeshi-first-label = First { $effect }
kokeshi-move-label = Move { $kokeshi } ({ $start } → { $end })
kokeshi-animal-label = Move { $animal } ({ $start } → { $end })
kokeshi-step-animal = { $animal }: { $start } → { $end }
kokeshi-take-nothing = Take nothing
kokeshi-take-slot-label = Take slot { $slot }: { $tile }
kokeshi-step-slot = Slot { $slot }: { $tile }
kokeshi-take-quality-label = Take Quality level { $level } ({ $points } points)
kokeshi-step-quality = Quality level { $level }: { $points } points
kokeshi-gain-label = Gain slot { $slot } { $where }: { $tile }
kokeshi-place-label = Place on { $kokeshi } row { $row }: { $tile }
kokeshi-step-place = Place a gained tile
kokeshi-step-landing = { $number } · { $kokeshi }, row { $row }
# one tap for two questions of a chain: the first answer, then the one asked right after it
kokeshi-step-then = { $first }, then { $then }
kokeshi-then-first-kokeshi = { $number } · { $kokeshi } → { $end }
kokeshi-then-kokeshi = { $kokeshi } → { $end }

## Prompts.

kokeshi-prompt-over = The game is over.
kokeshi-prompt-wait-setup = Waiting for the other players to place their starting tiles.
kokeshi-prompt-wait = Waiting for { $who } to play their turn.
kokeshi-prompt-start = Place your starting tiles on row { $row } of two different tracks: { $first } and { $second }.
kokeshi-prompt-advance = Your turn: choose a Kokeshi to advance one space.
kokeshi-so-far = So far: { $chain } { $question }
kokeshi-sentence = { $sentence }
kokeshi-sentences = { $first } { $rest }
kokeshi-ask-side = Choose one side of the { $tile }: { $sides }.
kokeshi-ask-first = Choose which effect of the { $tile } runs first: { $sides }.
kokeshi-ask-kokeshi = { $effect }: choose the Kokeshi.
kokeshi-ask-animal = Move any animal: choose which.
kokeshi-ask-take = Take a tile for { $kokeshi } row { $row }: a market slot or an eligible Quality tile.
kokeshi-ask-gain = Gain a tile { $where }: choose the market tile.
kokeshi-ask-place = Place your gained tiles, one at a time: choose a tile and its track (it goes on the lowest empty row).

## Events: what a move did, automatic steps included.

kokeshi-begins = A { $players }-player game of Kokeshi begins: every player places their two starting tiles.
kokeshi-placed-start = { $who } placed { $first } on { $first-track } row { $row } and { $second } on { $second-track } row { $row }.
kokeshi-round-one = Round 1 begins; { $who } plays first.
kokeshi-advances = { $who } advances { $kokeshi }.
kokeshi-chooses = { $who } chooses to { $effect }.
kokeshi-chooses-first = { $who } chooses to { $effect } first.
kokeshi-reaches-top = { $kokeshi } reaches the top: +{ $reward } Happiness, and goes home.
kokeshi-lands-empty = { $kokeshi } lands on the empty row { $row } and goes home.
kokeshi-lands-quality = { $kokeshi } lands on the Quality tile on row { $row } and moves on.
kokeshi-lands-tile = { $kokeshi } lands on { $tile } on row { $row }.
kokeshi-nothing-to-take = There is no tile to take for { $kokeshi } row { $row }; the space stays empty.
kokeshi-takes-nothing = { $who } takes nothing for { $kokeshi } row { $row }.
kokeshi-takes-slot-chosen = { $who } takes { $tile } from slot { $slot } for { $kokeshi } row { $row }.
kokeshi-takes-slot-only = { $who } takes { $tile } from slot { $slot } (the only option) for { $kokeshi } row { $row }.
kokeshi-takes-quality-chosen = { $who } takes the level-{ $level } Quality tile of { $kokeshi } ({ $points } points) for row { $row }.
kokeshi-takes-quality-only = { $who } takes the level-{ $level } Quality tile of { $kokeshi } ({ $points } points) (the only option) for row { $row }.
kokeshi-quality-removed = { $holders ->
    [one] { $holders } player now holds
   *[other] { $holders } players now hold
} a { $kokeshi } Quality tile, so { $count ->
    [one] the level-{ $levels } { $kokeshi } Quality tile is
   *[other] the { $kokeshi } Quality tiles of levels { $levels } are
} removed from the game.
kokeshi-refilled = Slot { $slot } is refilled with { $tile }.
kokeshi-supply-empty = The supply is empty, so slot { $slot } stays empty; the end of the game is triggered at the end of this turn.
kokeshi-cannot-move-again = { $effect }: { $kokeshi } cannot move again this turn.
kokeshi-no-kokeshi-can-move = { $effect }: no Kokeshi can move, so nothing happens.
kokeshi-only-kokeshi = { $effect }: { $kokeshi } is the only Kokeshi it can move.
kokeshi-every-marker-at-end = { $effect }: every marker is at the last position, so nothing happens.
kokeshi-gain-ignored-track = { $effect }: that track is full, so the gain is ignored.
kokeshi-gain-ignored-every-track = { $effect }: every track is full, so the gain is ignored.
kokeshi-gain-market-empty = { $effect }: the market is empty, so nothing happens.
kokeshi-kokeshi-moves-step = { $kokeshi } advances from { $start ->
    [home] home
    [top] the top
   *[row] row { $start-row }
} to { $end ->
    [home] home
    [top] the top
   *[row] row { $end-row }
}.
kokeshi-kokeshi-moves-jump = { $kokeshi } advances from { $start ->
    [home] home
    [top] the top
   *[row] row { $start-row }
} to { $end ->
    [home] home
    [top] the top
   *[row] row { $end-row }
} (the space passed over is ignored).
kokeshi-animal-at-end = { $animal } is already at { $last }, so it does not move.
kokeshi-animal-moves-plain = { $animal } moves to { $position }.
kokeshi-animal-moves-red-line = { $animal } moves to { $position } and passes the red line (an achievement).
kokeshi-bonus-claimed = { $who } claims the bonus tile of { $animals } at { $position }: { $tile } waits to be placed on any track.
kokeshi-gains-chosen = { $who } gains { $tile } from slot { $slot }, { $where }.
kokeshi-gains-only = { $who } gains { $tile } from slot { $slot } (the only tile), { $where }.
kokeshi-no-room = The gained { $name } ({ $words }) has no room left and is removed from the game.
kokeshi-places-chosen = { $who } places { $tile } on { $kokeshi } row { $row }.
kokeshi-places-only = { $who } places { $tile } on { $kokeshi } row { $row } (the only place).
kokeshi-end-triggered = The end is triggered ({ $reasons }): round { $round } is played to its end, then round { $last } is the last.
kokeshi-trigger-achievements = a player has { $target } achievements
kokeshi-trigger-supply = the supply could not refill the market
kokeshi-trigger-round-cap = round { $round } is complete

## The end: who won and why, each score's sum, the breakdown's categories (by stored key).

kokeshi-share-win = { $winners } share the win with { $score } Happiness, equal on achievements and track values too.
kokeshi-wins-on-achievements = { $who } wins: { $score } Happiness, tied with { $rival } and ahead on the tie-break ({ $mine ->
    [one] { $mine } achievement
   *[other] { $mine } achievements
} against { $theirs }).
kokeshi-wins-on-tracks = { $who } wins: { $score } Happiness, tied with { $rival } and ahead on the tie-break (equal achievements and track values { $mine } against { $theirs }).
kokeshi-wins = { $who } wins with { $score } Happiness.
kokeshi-end-why = { $winner } The game ended because { $why }.
kokeshi-ended-achievements = a player reached { $target } achievements
kokeshi-ended-supply = the supply could not refill the market
kokeshi-ended-round-cap = round { $round } was reached, the limit this bot sets
kokeshi-detail = { $who }: { $total } Happiness = top rewards { $happiness } + animals { $animals } + animal leads { $leaders } + Quality tiles { $quality } + track rows { $tracks } − same-colour pairs { $pairs }; { $achievements ->
    [one] { $achievements } achievement
   *[other] { $achievements } achievements
}.
kokeshi-breakdown-top-rewards = top rewards
kokeshi-breakdown-animals = animals
kokeshi-breakdown-animal-leads = animal leads
kokeshi-breakdown-quality-tiles = Quality tiles
kokeshi-breakdown-track-rows = track rows
kokeshi-breakdown-same-colour-pairs = same-colour pairs
kokeshi-breakdown-achievements = achievements

## Refusals: a move the rules forbid, or typed text that is no move.

kokeshi-expect-start = Place your two starting tiles first: 'start <track> <track>'.
kokeshi-expect-advance = Your turn starts by advancing one Kokeshi: 'advance <kokeshi>'.
kokeshi-expect-side = Choose one side of the slash tile first: 'side <code>'.
kokeshi-expect-first = Choose which effect of the tile runs first: 'first <code>'.
kokeshi-expect-move = Choose which Kokeshi the effect advances: 'move <kokeshi>'.
kokeshi-expect-animal = Choose which animal moves: 'animal <animal>'.
kokeshi-expect-take = Your Kokeshi landed on an empty space: take a tile for it.
kokeshi-expect-gain = Choose the market tile your gain takes: 'gain <slot>'.
kokeshi-expect-place = Place your gained tiles first: 'place <tile> <track>'.
kokeshi-refuse-same-track = Your two starting tiles must go on two different tracks.
kokeshi-refuse-side = This { $tile } offers { $choices }; a slash tile resolves exactly one of its sides.
kokeshi-refuse-first = This { $tile } has no such effect; choose which of its two effects runs first: { $choices }.
kokeshi-refuse-advance-now = A turn is exactly one chosen advance; now choose the Kokeshi for `{ $effect }`: `move <kokeshi>`.
kokeshi-refuse-move = `{ $effect }` cannot move { $kokeshi } here ({ $why }); choose { $allowed }.
kokeshi-why-right = it moves only a Kokeshi right of { $kokeshi }
kokeshi-why-left = it moves only a Kokeshi left of { $kokeshi }
kokeshi-why-guarded = it returned home this turn or still awaits its arrival
kokeshi-refuse-animal-at-end = Your { $animal } marker is at { $last }, the last position, so it cannot move.
kokeshi-refuse-take-compulsory = Taking a tile on an empty landing is compulsory.
kokeshi-refuse-slot-empty = Market slot { $slot } is empty.
kokeshi-refuse-quality-held = Your { $kokeshi } track already holds a Quality tile; a track holds only one.
kokeshi-refuse-quality-row = A level-{ $level } Quality tile needs row { $row } or higher; your Kokeshi landed on row { $landed }.
kokeshi-refuse-quality-gone = The level-{ $level } Quality tile of { $kokeshi } is no longer on display.
kokeshi-refuse-not-pending = `{ $typed }` is not one of your gained tiles waiting to be placed.
kokeshi-refuse-gained-for = That { $tile } was gained for { $tracks } only.
kokeshi-refuse-track-full = Your { $kokeshi } track is full.
kokeshi-bad-kokeshi = `{ $typed }` is not a Kokeshi; use one of { $names }.
kokeshi-bad-track = `{ $typed }` is not a track; use one of { $names }.
kokeshi-bad-slot = `{ $typed }` is not a market slot; slots are numbered 1 to { $slots }.
kokeshi-bad-empty = Type a move, for example 'advance granny'.
kokeshi-bad-verb = `{ $typed }` is not a Kokeshi move; moves start with { $verbs }.
kokeshi-bad-count = `{ $verb }` needs { $count ->
    [one] one word
   *[other] { $count } words
} after it, for example `{ $example }`.
kokeshi-bad-code = `{ $typed }` is not an effect code; codes look like `K:granny`, `K*`, `K**`, `K>`, `K<`, `A:fox`, `A*`, `T=` or `T*`.
kokeshi-bad-animal = `{ $typed }` is not an animal; use one of { $names }.
kokeshi-bad-quality = `{ $typed }` is not a Quality level; use { $levels }.
kokeshi-bad-tile = `{ $typed }` is not a tile id (tiles look like `samurai-01-a` or `start-granny-1`).

## Rules help (/kokeshi rules, /game rules): section titles and texts; the numbers come
## from the data.

kokeshi-help-aim-title = Aim
kokeshi-help-aim = Each player's { $tracks } Kokeshi ({ $kokeshi }) climb their own track of { $rows } rows on your workshop. Score Happiness with tall tracks, Quality tiles, animal markers and tops; avoid same-colour neighbours.
kokeshi-help-turn-title = A turn
kokeshi-help-turn = Advance one Kokeshi one space. An empty space sends it home and you take a market tile (or a Quality tile, if the row is high enough) for that space. A tile is activated; a Quality tile makes it move on; the top scores { $reward } and sends it home. Effects chain: each Kokeshi moved is resolved completely, in order, before the next. Tiles gained on the way are placed at the end, in the order you choose, on the lowest empty row.
kokeshi-help-symbols-title = Symbols
kokeshi-help-symbols = On the pictures a tile shows its effects as icons, and a key under the tiles says what the icons mean: a Kokeshi's shape (or a disc of the five colours for any Kokeshi) with an arrow up for each space it moves; a white arrow across the disc for a Kokeshi right or left of the tile; an animal (paw prints for any animal); a small tile with a plus for a tile to gain, with an arrow down for this track or the disc for any track. A slash (/) means one side only; + means both; ★ and a number is a Quality level. Kokeshi letters and shapes: P { kokeshi-component-princess } (circle), G { kokeshi-component-granny } (square), F { kokeshi-component-fisherman } (house), S { kokeshi-component-samurai } (diamond), W { kokeshi-component-sumo } (hexagon). Typed moves take the names on the screen, in any language ('advance fisher', 'side fox'); effect codes such as K:granny or A* work too.
kokeshi-help-end-title = End and scoring
kokeshi-help-end = The end is triggered when a player has enough achievements (Quality tiles plus animals past the red line: { $targets }) or when the market cannot be refilled; that round and one more are played. Score: tops, animal positions, +{ $leader-bonus } per animal you lead outright, Quality points, the row value of each track's highest tile, −{ $penalty } per same-colour pair. Ties: achievements, then track values.
kokeshi-help-target = { $target } with { $players } players
kokeshi-help-decisions-title = Project decisions
kokeshi-help-decisions = The printed numbers are not public, so these are this project's own and may differ from the box: { $rows } rows; names and colours; row values { $values }; Quality thresholds { $thresholds } and points { $quality-points }; { $animals } animals with values { $animal-values } and the red line at { $red-line }; bonus slots { $slots }; a strict animal lead; a market of { $market }; the tile designs and sets; starting tiles dealt at random on row { $start-row }; taking on an empty landing is compulsory; gained tiles wait for the end of the turn, lowest empty row; the exact cascade order; K** from the last row loses its second step; effects are mandatory; markers stop at { $animal-max }; a Kokeshi sent home cannot move again that turn; the end is triggered after round { $round-cap } at the latest; the tie-breaks.
kokeshi-help-threshold = level { $level } from row { $row }
kokeshi-help-slot = { $animals } at { $position }
kokeshi-help-readings-title = Project readings
kokeshi-help-readings = Where the published text is silent this bot decides: the scoring's recognition tiles are the Quality tiles; Quality tiles have no colour for the neighbour penalty; seat order is random and the first seat starts; “the tiles cannot be refilled” means a refill found the supply empty; tiles cost nothing; the end is checked at the end of every turn; starting tiles are placed by everyone at once, in any order; K> and K< count from the tile's track, Kokeshi at home included; K* and K** may pick the Kokeshi standing on the tile.

## Pictures: the words drawn on the table and the workshops (short: they must fit their
## place at the pictures' smallest font), and the alt texts.

kokeshi-short-princess = Princess
kokeshi-short-granny = Granny
kokeshi-short-fisherman = Fisher
kokeshi-short-samurai = Samurai
kokeshi-short-sumo = Sumo
kokeshi-picture-market = Market
kokeshi-picture-quality = Quality tiles on display
kokeshi-picture-animals = Animals
kokeshi-picture-bonus = Bonus slots
kokeshi-picture-red-line = red line = achievement
kokeshi-picture-taken = taken
kokeshi-picture-turn = Round { $round } · { $name } to play
kokeshi-picture-over = Game over
kokeshi-picture-winner = Game over · { $name } wins
kokeshi-picture-shared = Game over · { $names } share the win
kokeshi-picture-ended = Ended because { $why }
kokeshi-picture-setup = Everyone places their starting tiles
kokeshi-picture-supply = Supply: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
kokeshi-picture-last-round = last round: { $round }
kokeshi-picture-home = home
kokeshi-picture-to-place = To place:
kokeshi-picture-row = row { $row }
kokeshi-picture-score = { $total } { $total ->
    [one] point
   *[other] points
} · { $achievements }/{ $target } achievements
kokeshi-picture-points = { $points } pts
kokeshi-key-step = any Kokeshi, 1 space up
kokeshi-key-up = 1 space up
kokeshi-key-two-steps = 2 spaces
kokeshi-key-sides = one to the right / left
kokeshi-key-any-animal = any animal
kokeshi-key-tile-here = a tile for this track
kokeshi-key-tile-any = for any track
kokeshi-key-or = or
kokeshi-key-and = and
kokeshi-key-quality = Quality level
kokeshi-picture-two-tracks = on two different tracks
kokeshi-picture-any-track = any track
kokeshi-alt-over = Game over.
kokeshi-alt-won = Game over: { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
}. It ended because { $why }.
kokeshi-alt-setup = Setup: everyone places their two starting tiles.
kokeshi-alt-turn = Round { $round }, { $name } to play.
kokeshi-alt-supply = Supply { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}.
kokeshi-alt-end = The end is triggered; round { $round } is the last.
kokeshi-alt-market = Market: { $slots }.
kokeshi-alt-market-empty = Market: empty.
kokeshi-alt-cell = { $row }: { $tile }
kokeshi-alt-quality = Quality levels on display: { $levels }.
kokeshi-alt-quality-levels = { $kokeshi } { $levels }
kokeshi-alt-quality-none = { $kokeshi } none
kokeshi-alt-animal = { $animal } { $position }
kokeshi-alt-animals = { $name }: { $marks }.
kokeshi-alt-bonus = Bonus slots: { $tiles }.
kokeshi-alt-bonus-tile = { $animals } at { $position }: { $tile }
kokeshi-alt-bonus-taken = Bonus slots: all taken.
kokeshi-alt-workshop = { $name }'s workshop: { $total } points, { $achievements ->
    [one] { $achievements } achievement
   *[other] { $achievements } achievements
}, { $happiness } Happiness from tops.
kokeshi-alt-at-home = home
kokeshi-alt-on-row = on row { $row }
kokeshi-alt-track = { $kokeshi } ({ $where }): { $tiles }.
kokeshi-alt-track-empty = { $kokeshi } ({ $where }): empty.
kokeshi-alt-to-place = To place: { $tiles }.
kokeshi-alt-start = Starting tiles to place on row { $row } of two tracks: { $tiles }.
kokeshi-alt-choice = { $marker } = { $kokeshi }
kokeshi-alt-decision = Your workshop with the choices numbered: { $choices }.

## Credits, table options and setup refusals (/game rules, /game new options:)
kokeshi-credits = Kokeshi by { $designers }, art by { $artist }, published by { $publisher } ({ $year }).
kokeshi-setup-players = Kokeshi is played by { $min } to { $max } players, not { $players }.
