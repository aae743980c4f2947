"""The analysis board: a game tree to try moves in, the engine's lines and proven results on
whatever it shows (``window``), its model (``session``), its move list (``tree_view``,
``tree_text``) and the ways in from the main window (``boards``)."""
