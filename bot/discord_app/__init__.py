"""The Discord-facing application: the client, the notifier, the buttons and turn
panels, and the local console."""
