"""Playing a friend online: the headless peer process that holds the magic-wormhole connection
(``peer``, no Qt), the lines the window and the peer exchange (``wire``).  The game's own
protocol is the engine's (``engine.online``)."""
