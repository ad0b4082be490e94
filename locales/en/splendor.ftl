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
