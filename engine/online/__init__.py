"""Online play between two DVONN 3D peers: the messages they exchange (``messages``) and one
side's game as a pure state machine (``match``).  The network itself lives in the app's
headless peer process (``app.online.peer``); nothing here opens a connection."""
