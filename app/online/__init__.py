"""Playing a friend online: the headless peer process that holds the magic-wormhole connection
(``peer``, no Qt), the window's side of it (``client``, ``session``) and the game, dialog and
bar in the window.  The game's own protocol, and the lines a program and its peer exchange,
are the engine's (``engine.online``)."""
