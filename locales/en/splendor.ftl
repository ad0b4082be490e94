## Splendor: the game's own words. Message ids start with "splendor-".

## Slash commands
## What Discord's command picker shows: command, option and choice names and descriptions.
## Discord receives them only when the commands are synced (`python -m bot sync`).
## bot/discord_app/translator.py derives the ids. Names are lowercase, without spaces, at
## most 32 characters, unique among their siblings, and never another option's English
## name. Descriptions are at most 100 characters. English repeats the code's defaults.

splendor-title = Splendor

splendor-cmd-name = splendor
splendor-cmd-description = Play Splendor by typing moves

splendor-cmd-take-name = take
splendor-cmd-take-description = Take 3 different gems, or 2 of one colour
splendor-cmd-take-opt-gems-name = gems
splendor-cmd-take-opt-gems-description = The gems, e.g. W U G or R R

splendor-cmd-reserve-name = reserve
splendor-cmd-reserve-description = Reserve a market card or a deck's top card
splendor-cmd-reserve-opt-card-name = card
splendor-cmd-reserve-opt-card-description = A market slot like T2-3, or a deck like D1

splendor-cmd-buy-name = buy
splendor-cmd-buy-description = Buy a market card or one you reserved
splendor-cmd-buy-opt-card-name = card
splendor-cmd-buy-opt-card-description = A market slot like T2-3, or 'reserved 1' for your first reserved card

splendor-cmd-return-name = return
splendor-cmd-return-description = Give back the tokens above the limit
splendor-cmd-return-opt-tokens-name = tokens
splendor-cmd-return-opt-tokens-description = The tokens to return, e.g. R K or W W

splendor-cmd-noble-name = noble
splendor-cmd-noble-description = Choose which qualifying noble visits you
splendor-cmd-noble-opt-noble-name = noble
splendor-cmd-noble-opt-noble-description = The noble by what it needs, e.g. 4W 4U

splendor-cmd-rules-name = rules
splendor-cmd-rules-description = Splendor's rules in short, with this bot's choices

## Components
## Colours, cards and nobles by what they are: players never see the data ids. A card is
## named with its indefinite article ("a 2-point red card (Level 2, cost 3W 5K)"), a noble
## without one ("noble needing 4W 4U"): the sentences add it.

-splendor-card = { $points ->
    [0] a { $bonus ->
        [white] white
        [blue] blue
        [green] green
        [red] red
       *[black] black
    } card (Level { $tier }, cost { $cost })
   *[other] a { $points }-point { $bonus ->
        [white] white
        [blue] blue
        [green] green
        [red] red
       *[black] black
    } card (Level { $tier }, cost { $cost })
}
-splendor-noble = noble needing { $need }

splendor-component-white = white
splendor-component-blue = blue
splendor-component-green = green
splendor-component-red = red
splendor-component-black = black
splendor-component-gold = gold
splendor-component-1-w-01 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3W 1U 1K") }
splendor-component-1-w-02 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "3U") }
splendor-component-1-w-03 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2G 1K") }
splendor-component-1-w-04 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2U 2K") }
splendor-component-1-w-05 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 2G 1R 1K") }
splendor-component-1-w-06 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "1U 1G 1R 1K") }
splendor-component-1-w-07 = { -splendor-card(tier: 1, points: 0, bonus: "white", cost: "2R 1K") }
splendor-component-1-w-08 = { -splendor-card(tier: 1, points: 1, bonus: "white", cost: "4G") }
splendor-component-1-u-01 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2G 2R") }
splendor-component-1-u-02 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 2R 1K") }
splendor-component-1-u-03 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 1G 1R 1K") }
splendor-component-1-u-04 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1W 2K") }
splendor-component-1-u-05 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "1U 3G 1R") }
splendor-component-1-u-06 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "2G 2K") }
splendor-component-1-u-07 = { -splendor-card(tier: 1, points: 0, bonus: "blue", cost: "3K") }
splendor-component-1-u-08 = { -splendor-card(tier: 1, points: 1, bonus: "blue", cost: "4R") }
splendor-component-1-g-01 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2W 1U") }
splendor-component-1-g-02 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 3U 1G") }
splendor-component-1-g-03 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 2K") }
splendor-component-1-g-04 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1W 1U 1R 1K") }
splendor-component-1-g-05 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "2U 2R") }
splendor-component-1-g-06 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "1U 2R 2K") }
splendor-component-1-g-07 = { -splendor-card(tier: 1, points: 0, bonus: "green", cost: "3R") }
splendor-component-1-g-08 = { -splendor-card(tier: 1, points: 1, bonus: "green", cost: "4K") }
splendor-component-1-r-01 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "3W") }
splendor-component-1-r-02 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1U 1G 1K") }
splendor-component-1-r-03 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 1G 2K") }
splendor-component-1-r-04 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2W 2R") }
splendor-component-1-r-05 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1U 1G 1K") }
splendor-component-1-r-06 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "1W 1R 3K") }
splendor-component-1-r-07 = { -splendor-card(tier: 1, points: 0, bonus: "red", cost: "2U 1G") }
splendor-component-1-r-08 = { -splendor-card(tier: 1, points: 1, bonus: "red", cost: "4W") }
splendor-component-1-k-01 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2U 1R") }
splendor-component-1-k-02 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2W 2G") }
splendor-component-1-k-03 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 2U 1G 1R") }
splendor-component-1-k-04 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1W 1U 1G 1R") }
splendor-component-1-k-05 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "3G") }
splendor-component-1-k-06 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "2G 1R") }
splendor-component-1-k-07 = { -splendor-card(tier: 1, points: 0, bonus: "black", cost: "1G 3R 1K") }
splendor-component-1-k-08 = { -splendor-card(tier: 1, points: 1, bonus: "black", cost: "4U") }
splendor-component-2-w-01 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "2W 3U 3R") }
splendor-component-2-w-02 = { -splendor-card(tier: 2, points: 1, bonus: "white", cost: "3G 2R 2K") }
splendor-component-2-w-03 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "1G 4R 2K") }
splendor-component-2-w-04 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R 3K") }
splendor-component-2-w-05 = { -splendor-card(tier: 2, points: 2, bonus: "white", cost: "5R") }
splendor-component-2-w-06 = { -splendor-card(tier: 2, points: 3, bonus: "white", cost: "6W") }
splendor-component-2-u-01 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 3G 3K") }
splendor-component-2-u-02 = { -splendor-card(tier: 2, points: 1, bonus: "blue", cost: "2U 2G 3R") }
splendor-component-2-u-03 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5W 3U") }
splendor-component-2-u-04 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "2W 1R 4K") }
splendor-component-2-u-05 = { -splendor-card(tier: 2, points: 2, bonus: "blue", cost: "5U") }
splendor-component-2-u-06 = { -splendor-card(tier: 2, points: 3, bonus: "blue", cost: "6U") }
splendor-component-2-g-01 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "3W 2G 3R") }
splendor-component-2-g-02 = { -splendor-card(tier: 2, points: 1, bonus: "green", cost: "2W 3U 2K") }
splendor-component-2-g-03 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "4W 2U 1K") }
splendor-component-2-g-04 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5U 3G") }
splendor-component-2-g-05 = { -splendor-card(tier: 2, points: 2, bonus: "green", cost: "5G") }
splendor-component-2-g-06 = { -splendor-card(tier: 2, points: 3, bonus: "green", cost: "6G") }
splendor-component-2-r-01 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "2W 2R 3K") }
splendor-component-2-r-02 = { -splendor-card(tier: 2, points: 1, bonus: "red", cost: "3U 2R 3K") }
splendor-component-2-r-03 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "3W 5K") }
splendor-component-2-r-04 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "1W 4U 2G") }
splendor-component-2-r-05 = { -splendor-card(tier: 2, points: 2, bonus: "red", cost: "5K") }
splendor-component-2-r-06 = { -splendor-card(tier: 2, points: 3, bonus: "red", cost: "6R") }
splendor-component-2-k-01 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 2U 2G") }
splendor-component-2-k-02 = { -splendor-card(tier: 2, points: 1, bonus: "black", cost: "3W 3G 2K") }
splendor-component-2-k-03 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5W") }
splendor-component-2-k-04 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "1U 4G 2R") }
splendor-component-2-k-05 = { -splendor-card(tier: 2, points: 2, bonus: "black", cost: "5G 3R") }
splendor-component-2-k-06 = { -splendor-card(tier: 2, points: 3, bonus: "black", cost: "6K") }
splendor-component-3-w-01 = { -splendor-card(tier: 3, points: 3, bonus: "white", cost: "3U 3G 5R 3K") }
splendor-component-3-w-02 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "3W 3R 6K") }
splendor-component-3-w-03 = { -splendor-card(tier: 3, points: 4, bonus: "white", cost: "7K") }
splendor-component-3-w-04 = { -splendor-card(tier: 3, points: 5, bonus: "white", cost: "3W 7K") }
splendor-component-3-u-01 = { -splendor-card(tier: 3, points: 3, bonus: "blue", cost: "3W 3G 3R 5K") }
splendor-component-3-u-02 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "7W") }
splendor-component-3-u-03 = { -splendor-card(tier: 3, points: 4, bonus: "blue", cost: "6W 3U 3K") }
splendor-component-3-u-04 = { -splendor-card(tier: 3, points: 5, bonus: "blue", cost: "7W 3U") }
splendor-component-3-g-01 = { -splendor-card(tier: 3, points: 3, bonus: "green", cost: "5W 3U 3R 3K") }
splendor-component-3-g-02 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "3W 6U 3G") }
splendor-component-3-g-03 = { -splendor-card(tier: 3, points: 4, bonus: "green", cost: "7U") }
splendor-component-3-g-04 = { -splendor-card(tier: 3, points: 5, bonus: "green", cost: "7U 3G") }
splendor-component-3-r-01 = { -splendor-card(tier: 3, points: 3, bonus: "red", cost: "3W 5U 3G 3K") }
splendor-component-3-r-02 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "3U 6G 3R") }
splendor-component-3-r-03 = { -splendor-card(tier: 3, points: 4, bonus: "red", cost: "7G") }
splendor-component-3-r-04 = { -splendor-card(tier: 3, points: 5, bonus: "red", cost: "7G 3R") }
splendor-component-3-k-01 = { -splendor-card(tier: 3, points: 3, bonus: "black", cost: "3W 3U 5G 3R") }
splendor-component-3-k-02 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "3G 6R 3K") }
splendor-component-3-k-03 = { -splendor-card(tier: 3, points: 4, bonus: "black", cost: "7R") }
splendor-component-3-k-04 = { -splendor-card(tier: 3, points: 5, bonus: "black", cost: "7R 3K") }
splendor-component-n-wu = { -splendor-noble(need: "4W 4U") }
splendor-component-n-ug = { -splendor-noble(need: "4U 4G") }
splendor-component-n-gr = { -splendor-noble(need: "4G 4R") }
splendor-component-n-rk = { -splendor-noble(need: "4R 4K") }
splendor-component-n-kw = { -splendor-noble(need: "4W 4K") }
splendor-component-n-wug = { -splendor-noble(need: "3W 3U 3G") }
splendor-component-n-ugr = { -splendor-noble(need: "3U 3G 3R") }
splendor-component-n-grk = { -splendor-noble(need: "3G 3R 3K") }
splendor-component-n-rkw = { -splendor-noble(need: "3W 3R 3K") }
splendor-component-n-kwu = { -splendor-noble(need: "3W 3U 3K") }

## Cards, colours and amounts in labels

splendor-card-short = L{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
}
splendor-card-label = L{ $tier } · { $points ->
    [0] { $bonus }
   *[other] { $points }★ { $bonus }
} · costs { $cost }
splendor-colour-title = { $colour ->
    [white] White
    [blue] Blue
    [green] Green
    [red] Red
    [black] Black
   *[gold] Gold
}
splendor-amount = { $count } { $colour }
splendor-amounts = { $amounts }
splendor-nothing = nothing
splendor-pay-gems = { $gems }
splendor-pay-gold = { $gold } gold
splendor-pay-gems-gold = { $gems } + { $gold } gold
splendor-the-noble = the { $noble }

## Events

splendor-game-begins = A { $players }-player game of Splendor begins; { $who } starts.
splendor-passes-stuck = { $who } has no legal action and passes.
splendor-passes = { $who } passes.
splendor-nobles-could-visit = { $count } nobles could visit { $who }, who chooses { $nobles }.
splendor-noble-visits = The { $noble } visits { $who } (+{ $points } prestige).
splendor-reached-at-round-end = { $who } reached { $points } prestige at the end of the round.
splendor-reached = { $who } reached { $points } prestige: the game ends after { $last }'s turn.
splendor-game-over = The game is over: { $reason }.
splendor-reason-prestige = the round in which a player reached { $prestige } prestige is complete
splendor-reason-deadlock = nobody could act for { $turns } turns in a row
splendor-reason-round-cap = round { $rounds } is complete, the last round this bot allows
splendor-refilled = Slot { $slot } was refilled with { $card }.
splendor-deck-empty-slot = The Level { $tier } deck is empty, so slot { $slot } stays empty.
splendor-row-closes-refilled = The Level { $tier } row closes up to the left; slot { $slot } gets { $card }.
splendor-row-closes-empty = The Level { $tier } row closes up to the left; the Level { $tier } deck is empty, so { $slot } stays empty.
splendor-must-return = { $who } holds { $held } tokens and must return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}.
splendor-took-same = { $who } took { $count } { $colour }.
splendor-took = { $who } took { $count ->
    [one] { $gems }
   *[other] { $gems }
}.
splendor-reserved-slot = { $who } reserved { $card } from slot { $slot } and took { $gold } gold.
splendor-reserved-slot-no-gold = { $who } reserved { $card } from slot { $slot }; the gold pile is empty, so no gold.
splendor-reserved-deck = { $who } reserved a Level { $tier } card from the deck and took { $gold } gold.
splendor-reserved-deck-no-gold = { $who } reserved a Level { $tier } card from the deck; the gold pile is empty, so no gold.
splendor-paying = paying { $amounts }
splendor-for-free = for free
splendor-bought-slot = { $who } bought { $card } from slot { $slot }, { $paid }.
splendor-bought-hand = { $who } bought { $card } from their reserved cards, { $paid }.
splendor-bought-hand-blind = { $who } bought { $card } from their reserved cards (reserved blind from the deck), { $paid }.
splendor-returned = { $who } returned { $amounts }.
splendor-you-drew = You drew { $card }; only you can see it.

## The board's "Last:" line (after the player's name)

splendor-last-took = took { $tokens }
splendor-last-reserved = reserved { $card } from { $slot }
splendor-last-reserved-deck = reserved a Level { $tier } card from the deck
splendor-last-bought = bought { $card } from { $slot }
splendor-last-bought-hand = bought { $card } from their hand
splendor-last-passed = passed
splendor-last-returned = returned { $tokens }
splendor-last-then = { $first }, then { $then }
splendor-last-noble = chose the { $noble }

## Prompts

splendor-prompt-over = The game is over.
splendor-waiting-return = Waiting for { $who } to return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}.
splendor-waiting-noble = Waiting for { $who } to choose which noble visits them.
splendor-waiting-turn = Waiting for { $who } to take their turn.
splendor-prompt-return = You hold { $held } tokens; return exactly { $count ->
    [one] { $count } token
   *[other] { $count } tokens
} to get back to { $limit }.
splendor-prompt-noble = Several nobles want to visit you; choose { $nobles }.
splendor-prompt-turn = Your turn: take gems, reserve a card or buy a card. You hold { $held ->
    [one] { $held } token
   *[other] { $held } tokens
} and { $reserved } of { $max } reserved cards.
splendor-prompt-turn-limit = Your turn: take gems, reserve a card or buy a card. You hold { $held ->
    [one] { $held } token
   *[other] { $held } tokens
} and { $reserved } of { $max } reserved cards. The limit is { $limit }: { $notes }.
splendor-note-taking = taking { $gems } gems, you will hold { $held } and must return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
splendor-note-reserving = reserving, you will hold { $held } and must return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
splendor-two-notes = { $first }; { $second }

## Move labels and menu steps

splendor-step-take-different = { $count ->
    [one] Take 1 gem
   *[other] Take { $count } different gems
}
splendor-step-take-same = Take { $count } of one gem
splendor-step-then-return = { $step } · then return { $count }
splendor-label-then-return = { $label } (you will hold { $held } and must return { $count })
splendor-label-take = Take { $gems }
splendor-label-take-same = Take { $count } { $colour }
splendor-choice-dot = { $first } · { $rest }
splendor-choice-plus = { $first } + { $rest }
splendor-choice-colour-times = { $colour } ×{ $count }
splendor-step-reserve = Reserve
splendor-step-level-market = Level { $tier } market
splendor-step-from-deck = From a deck
splendor-step-level-deck = Level { $tier } deck (blind)
splendor-label-reserve-slot = Reserve { $slot }: { $card }
splendor-label-reserve-deck = Reserve the top card of the Level { $tier } deck (blind)
splendor-step-buy = Buy
splendor-step-from-market = From the market
splendor-step-from-hand = From your hand
splendor-step-auto-pay = Auto pay: { $amount }
splendor-step-pay = Pay: { $amount }
splendor-step-using-gold = Using { $gold } gold
splendor-place-slot = { $slot }
splendor-place-reserved = reserved { $number }
splendor-label-buy-pay = Buy { $where }: { $card } · pay { $amount }
splendor-label-buy-free = Buy { $where }: { $card } · free
splendor-step-card-pay = { $card } · pay { $amount }
splendor-step-card-free = { $card } · free
splendor-label-buy-auto = Buy { $where }: { $card } · auto: { $amount }
splendor-step-return = Return tokens
splendor-step-return-first = { $colour } + …
splendor-label-return = Return { $tokens }
splendor-step-noble = Choose a noble
splendor-choice-noble = Needs { $need } · { $points }★
splendor-label-noble = Choose the { $noble } (+{ $points } prestige)
splendor-label-pass = Pass (take no action this turn)
splendor-step-pass = Pass

## Refusals

splendor-no-noble-needs = No noble needs { $need }; name one as its label shows it, e.g. 'noble 4W 4U'.
splendor-reserved-needs-game = 'buy reserved { $number }' names one of your reserved cards, so it needs the game it is played in.
splendor-no-reserved-card = You hold { $held ->
    [one] { $held } reserved card
   *[other] { $held } reserved cards
}, so there is no reserved card { $number }.
splendor-no-return-due = You hold { $held } tokens; tokens are returned only when a turn ends above { $limit }.
splendor-no-noble-pending = No noble choice is pending; nobles visit at the end of a turn.
splendor-pass-not-allowed = You may pass only when no other action is legal, and you have legal actions.
splendor-no-gold-take = Gold is never taken with a take action; you gain gold only by reserving a card.
splendor-pile-too-small = The { $colour } pile has { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}; taking { $take } needs at least { $pile }.
splendor-pile-empty = The { $colour } pile is empty.
splendor-cannot-take-different = With { $colours ->
    [one] { $colours } gem colour
   *[other] { $colours } gem colours
} in the supply you cannot take different gems: that needs { $needed } colours.
splendor-must-take-exactly = With { $colours ->
    [one] { $colours } gem colour
   *[other] { $colours } gem colours
} in the supply you must take exactly { $count ->
    [one] { $count } different gem
   *[other] { $count } different gems
}.
splendor-must-take-up-to = With { $colours ->
    [one] { $colours } gem colour
   *[other] { $colours } gem colours
} in the supply you must take 1 to { $count ->
    [one] { $count } different gem
   *[other] { $count } different gems
}.
splendor-reserve-limit = You already hold { $held } reserved cards; the limit is { $limit }.
splendor-slot-empty = Market slot { $slot } is empty.
splendor-deck-empty = The Level { $tier } deck is empty.
splendor-need-more = You need { $count } more { $colour } { $count ->
    [one] token
   *[other] tokens
} or gold to buy { $card }.
splendor-short-for = You are { $count ->
    [one] { $count } token
   *[other] { $count } tokens
} short for { $card } ({ $gaps }) and hold { $gold } gold, so you need { $missing } more.
splendor-card-in-market = That card ({ $card }) is in the market; buy it by its slot: 'buy { $slot }'.
splendor-not-in-hand = That card is not one of your reserved cards; you can buy only market cards and your own reserved cards.
splendor-colour-not-due = No { $colour } is due for this card, and tokens of one colour never pay for another.
splendor-pay-too-much = Only { $due } { $colour } is due for this card, so you cannot pay { $pay }.
splendor-hold-only = You hold only { $count ->
    [one] { $count } { $colour } token
   *[other] { $count } { $colour } tokens
}.
splendor-gold-too-much = That pays { $gold } gold more than is due; gold may only cover what the gems leave unpaid.
splendor-payment-short = That payment leaves { $count ->
    [one] { $count } token
   *[other] { $count } tokens
} unpaid; gold must cover exactly the rest.
splendor-automatic-payment = That is the automatic payment; send `{ $move }` without `pay`.
splendor-return-first = First return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}: you hold { $held } and the limit is { $limit }.
splendor-return-exactly = You must return exactly { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}, not { $given }: you hold { $held } and the limit is { $limit }.
splendor-return-too-many = You hold only { $have } { $colour }, so you cannot return { $count }.
splendor-noble-first = First choose which noble visits you: { $nobles }.
splendor-noble-not-offered = The { $noble } is not one you can choose now; choose { $nobles }.

## Typed moves that are not Splendor moves

splendor-bad-colour = `{ $word }` is not a token colour; use `W`, `U`, `G`, `R`, `K` (or `*` for gold).
splendor-bad-slot = `{ $word }` is not a market slot; slots run from { $first } to { $last }.
splendor-bad-deck = `{ $word }` is not a deck; decks are { $first } to { $last }.
splendor-bad-card = No card is called `{ $word }`; buy a reserved card as `buy reserved 1`.
splendor-bad-amount = `{ $word }` is not an amount; write a colour letter and a count, as in `{ $verb } U1 R2 *1`.
splendor-bad-colour-twice = Name each colour once in `{ $verb }`, e.g. `{ $verb } U2 *1`.
splendor-bad-empty-payment = A payment names at least one token, as in '{ $verb } U1 R2 *1'.
splendor-bad-take-nothing = Name the gems to take, e.g. 'take W U G' or 'take R R'.
splendor-bad-take-too-many = Take at most { $count } gems: 'take W U G', or 'take R R' for two of one colour.
splendor-bad-take-mix = Take different colours ('take W U G') or two of one colour ('take R R'), not a mix.
splendor-bad-reserve-one = Reserve names one market slot or deck, e.g. 'reserve T2-3' or 'reserve D1'.
splendor-bad-reserve-card = Reserve by market slot ('reserve T2-3') or deck ('reserve D2').
splendor-bad-reserve-target = `{ $word }` is neither a market slot (`T2-3`) nor a deck (`D1`).
splendor-bad-buy-nothing = Name the card to buy: a market slot ('buy T2-3') or one of your reserved cards ('buy reserved 1').
splendor-bad-buy-rest = After the card, only a payment may follow, as in 'buy T2-3 pay U1 R2 *1'.
splendor-bad-buy-deck = Cards in a deck cannot be bought; reserve the top card first.
splendor-bad-buy-target = `{ $word }` is neither a market slot (`T2-3`) nor one of your reserved cards (`buy reserved 1`).
splendor-bad-return-nothing = Name the tokens to return, one letter per token, e.g. 'return R K'.
splendor-bad-return-token = `{ $word }` is not a token; name one letter per token, as in `return W W`.
splendor-bad-return-none = Return at least one token, e.g. 'return R'.
splendor-bad-noble = Name one noble by what it needs, e.g. 'noble 4W 4U'.
splendor-bad-noble-id = No noble is called `{ $word }`; name one by what it needs, e.g. `noble 4W 4U`.
splendor-bad-not-text = A move is text, such as 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' or 'noble 4W 4U'.
splendor-bad-empty = Type a move, such as 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T1-4' or 'noble 4W 4U'.
splendor-bad-pass = 'pass' takes nothing after it.
splendor-bad-verb = `{ $word }` is not a Splendor move; moves start with `take`, `reserve`, `buy`, `return` or `noble`.

## Results

splendor-nobody-won = Nobody won.
splendor-wins = { $who } wins with { $score } prestige.
splendor-share-victory = { $names } share the victory with { $score } prestige.
splendor-share-victory-cards = { $names } share the victory with { $score } prestige and { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} each.
splendor-wins-fewer-cards = { $tied } { $count ->
    [2] both
   *[other] all
} have { $score }; { $who } wins with fewer cards ({ $cards } against { $others }).
splendor-end-deadlock = Nobody could act any more, so the game stopped. { $winner }
splendor-end-round-cap = The game stopped after round { $rounds }, the last this bot allows. { $winner }
splendor-detail-reserved = { $who } reserved cards: { $cards }.
splendor-detail-no-reserved = { $who } reserved cards: none.
splendor-reserved-open = { $card }
splendor-reserved-blind = { $card } (blind)
splendor-hidden-card = a Level { $tier } card
splendor-breakdown-cards = prestige from cards
splendor-breakdown-nobles = prestige from nobles
splendor-breakdown-purchased = cards bought (fewer breaks a tie)

## Rules help (/game rules): the numbers come from the data

splendor-rules-title-aim = The aim
splendor-rules-title-turn = A turn
splendor-rules-title-letters = Letters and symbols
splendor-rules-title-own = This bot's own choices
splendor-rules-title-typing = Typing moves
splendor-rules-aim = Buy development cards and attract nobles to earn prestige (★). When someone ends a turn with { $prestige } or more, the round is played to its end so everyone has had as many turns; then the most prestige wins, and a tie goes to the player who bought fewer cards.
splendor-rules-aim-no-tiebreak = Buy development cards and attract nobles to earn prestige (★). When someone ends a turn with { $prestige } or more, the round is played to its end so everyone has had as many turns; then the most prestige wins.
splendor-rules-turn = Do one of these: take { $distinct } gems of different colours; take { $same } gems of one colour from a pile of at least { $pile }; reserve a card from the market or the top of a deck (unseen by the others), gaining { $gold } gold, with at most { $reserved } reserved at a time; or buy a card from the market or from your reserved cards. Every card you own is a permanent bonus of its colour: 1 less to pay of that colour ever after. End your turn with at most { $limit } tokens (return the rest). A noble whose needs your bonuses meet then visits you: +{ $noble }, one per turn, your choice when several could.
splendor-rules-letters = W white (diamond), U blue (sapphire), G green (emerald), R red (ruby), K black (onyx), * gold, which stands in for any colour. ★ is prestige. 'L2 · 2★ red · costs 3W 5K' is a Level 2 card worth 2 that gives a red bonus and costs 3 white and 5 black. T2-3 is a market slot: row of Level 2, third from the left; D1 to D3 are the decks. A noble 'needing 4W 4U' wants bonuses (cards), not tokens.
splendor-rules-fewer-exactly = When fewer than { $distinct } colours are left, you take exactly one of each colour left.
splendor-rules-fewer-up-to = When fewer than { $distinct } colours are left, you take one gem of as many of those colours as you like.
splendor-rules-fewer-never = Different gems can be taken only while { $distinct } colours are left.
splendor-rules-pay-gems-first = pays with your gems first and uses gold only for what they leave unpaid
splendor-rules-pay-gold-first = spends your gold first, then gems
splendor-rules-refill-same-slot = A card taken from the market is replaced in the same slot.
splendor-rules-refill-close-up = When a card leaves the market, its row closes up to the left and the new card enters the last slot.
splendor-rules-reserves-public = Cards reserved from the market stay face up for everyone; cards reserved from a deck show only their level.
splendor-rules-reserves-hidden = Reserved cards show only their level to the other players.
splendor-rules-pass-automatic = A player who can do nothing passes automatically
splendor-rules-pass-automatic-anytime = A player who can do nothing passes automatically, and anyone may pass on their turn
splendor-rules-pass-manual = A player who can do nothing must pass
splendor-rules-pass-manual-anytime = A player who can do nothing must pass, and anyone may pass on their turn
splendor-rules-deadlock-every = every player
splendor-rules-deadlock-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
splendor-rules-reveal = Cards reserved unseen are shown to everyone at the end.
splendor-rules-no-reveal = Cards reserved unseen stay secret at the end.
splendor-rules-below-by-cards = Below the winner, players are ranked by prestige, then by fewer cards.
splendor-rules-below-share = Below the winner, players with equal prestige share a place.
splendor-rules-own = Seats are in random order and the first seat starts. { $fewer } 'buy' { $payment }, unless you pick another payment. { $refill } { $shown } { $passing }. The game stops if { $deadlock } in a row had to pass with no noble arriving, or after round { $rounds }. { $reveal } { $below } There is no undo: an action is final as soon as you choose it.
splendor-rules-typing = Tap Play on the board, or type: 'take W U G', 'take R R', 'reserve T2-3', 'reserve D1', 'buy T2-3', 'buy reserved 1', 'return R K', 'noble 4W 4U'. A different payment: 'buy T2-3 pay U1 R2 *1'. The words on the buttons work too, in any language ('take Red ×2', 'buy T2-3 Pay: 1U + 1 gold').

## Pictures: the words drawn on the board, choice and hand pictures, and their alt text

splendor-pic-empty = empty
splendor-pic-bonus-amount = { $count } { $colour }
splendor-pic-seat = Seat { $number }
splendor-pic-last-tag = LAST
splendor-pic-level = Level
splendor-pic-left = { $count ->
    [one] left
   *[other] left
}
splendor-pic-blind = blind
splendor-pic-hidden-card = hidden card
splendor-pic-game-over = Game over · { $who } { $count ->
    [one] wins
   *[other] share the win
}
splendor-pic-must-return = { $who } must return { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
splendor-pic-chooses-noble = { $who } chooses a noble
splendor-pic-to-move = { $who } to move
splendor-pic-last = Last: { $who } { $move }
splendor-pic-ended = { $reason ->
    [prestige] Ended because a player reached { $prestige } prestige
    [deadlock] Ended because nobody could move any more
    [round_cap] Ended because the round limit was reached
   *[other] Ended because the game finished
}
splendor-pic-new-game = New game: nobody has moved yet.
splendor-pic-colour = { $colour ->
    [white] white
    [blue] blue
    [green] green
    [red] red
    [black] black
   *[gold] gold
}
splendor-pic-key-gem = ◆ the gem a card gives · top left: its prestige
splendor-pic-key-cost = 3W: costs 3 white (less your bonuses)
splendor-pic-key-slot = T2-3: level II, 3rd card · D2: level II deck
splendor-pic-key-tokens = ● tokens held · Σ their total (at most { $limit } after a turn)
splendor-pic-key-bonuses = ■ bonuses: gems of bought cards · ▮ cards bought
splendor-pic-key-nobles = ♛ nobles · ★ prestige ({ $prestige } ends the game)
splendor-pic-key-buyable = ✓ and a green frame: you can buy it now
splendor-pic-key-badges = numbered badges (1, 2, …): the buttons of your panel
splendor-pic-bank = Bank
splendor-pic-pick = PICK
splendor-pic-no-nobles = No nobles left on display
splendor-pic-round = Round { $round }
splendor-pic-final-round = FINAL ROUND
splendor-pic-players = Players
splendor-pic-winner = WINNER
splendor-pic-to-move-tag = TO MOVE
splendor-pic-ends-the-game = { $prestige }★ ends the game
splendor-pic-no-reserved = No reserved cards
splendor-pic-noble = a noble asking for { $need } bonuses ({ $points } prestige)
splendor-pic-none = none
splendor-pic-can-buy = You can buy { $count ->
    [one] { $count } card
   *[other] { $count } cards
} now (✓).
splendor-pic-cannot-buy = You cannot buy any card yet.
splendor-pic-your-choice = Your choice · { $who }
# three short lines beside the reserved cards, split at "|"
splendor-pic-your-reserved-cards = your|reserved|cards
splendor-pic-private = PRIVATE
splendor-pic-your-hand = Your hand · { $who }
splendor-pic-reserved = reserved
splendor-pic-pay = Pay
splendor-pic-free = free
splendor-pic-can-buy-short = can buy
splendor-pic-with-gold = with { $gold } gold
splendor-pic-no-gold-needed = no gold needed
splendor-pic-short = { $count } short
splendor-pic-gold-need-have = gold: need { $need }, have { $have }
splendor-pic-market-buyable = Market cards you can buy now: { $slots }
splendor-pic-can-buy-now = can buy now
splendor-pic-alt-market = Splendor market, { $players } players, round { $round }.
splendor-pic-alt-final-round = Final round.
splendor-pic-alt-prestige = Prestige: { $scores }.
splendor-pic-alt-bank = Bank: { $tokens }.
splendor-pic-alt-nobles = Nobles: { $nobles }.
splendor-pic-alt-level = Level { $tier } ({ $left } in the deck): { $cards }.
splendor-pic-alt-level-empty = Level { $tier } ({ $left } in the deck): no cards.
splendor-pic-alt-reserved-unseen = { $card }, reserved unseen
splendor-pic-alt-hidden-card = a level { $tier } card reserved unseen
splendor-pic-alt-players = Splendor players.
splendor-pic-alt-player = { $who }: { $prestige } prestige; bonuses { $bonuses }; tokens { $tokens } ({ $total } in all); { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $reserved } reserved, { $nobles ->
    [one] { $nobles } noble
   *[other] { $nobles } nobles
}.
splendor-pic-alt-player-reserved = { $who } reserved: { $cards }.
splendor-pic-alt-choices = { $who }'s choices on the Splendor market.
splendor-pic-alt-your-reserved = your reserved card
splendor-pic-alt-choice-card = { $where }, { $card } (can buy now)
splendor-pic-alt-choice-card-not-yet = { $where }, { $card } (cannot buy yet)
splendor-pic-alt-deck = the level { $tier } deck
splendor-pic-alt-yours = Your bonuses: { $bonuses }. Your tokens: { $tokens }.
splendor-pic-alt-hand = { $who }'s hand (private).
splendor-pic-alt-tokens = Tokens: { $tokens }.
splendor-pic-alt-bonuses = Bonuses: { $bonuses }.
splendor-pic-alt-reserved = Reserved card { $number }: { $card }, { $verdict }.
splendor-pic-alt-reserved-blind = Reserved card { $number } (reserved unseen): { $card }, { $verdict }.

## Credits, table options and setup refusals (/game rules, /game new options:)
splendor-credits = { $title } ({ $year }) is a game by { $designer }, illustrated by { $illustrator }, published by { $publisher }.
