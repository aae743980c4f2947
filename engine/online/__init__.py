"""Online play between two DVONN 3D peers: the messages they exchange (``messages``), one
side's game as a pure state machine (``match``), the inviter's terms (``terms``), the lines a
program and its peer process exchange (``wire``), and ``dvonn-engine online`` (``runner``,
``command``).  The network itself lives in the app's headless peer process
(``app.online.peer``), started as a child process by module name; nothing here opens a
connection."""
