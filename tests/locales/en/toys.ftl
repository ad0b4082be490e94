# The tests' toy games (tests/toys.py, tests/toy_engine.py): English only, read through
# bot.i18n.add_folder; every other language falls back to these words.
toy-added = { $who } added { $amount }.
toy-ended-turn = { $who } ended the turn.
toy-grew = { $who } grew { $amount }.
toy-took-bonus = { $who } took the bonus.
toy-passed = { $who } passed.
toy-round-begins = Round { $round } begins.
toy-stepped = { $who } stepped.
toy-picked = { $who } picked cell { $cell }.
toy-solo-won = { $who } reached { $score } and won.
toy-solo-lost = { $who } lost with { $score }, short of the target of { $target }.
