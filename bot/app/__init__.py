"""The platform-independent application: tables, store, clocks, stats, replay and
messages. Nothing in this package imports discord."""
