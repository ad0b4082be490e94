"""Pure drawing: a game's view in, PNG bytes and alt text out."""
