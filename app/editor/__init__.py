"""The board editor (Game → Set up a position): ``window.EditorWindow``, its position
``setup_board.SetupBoard``, its words ``words``, and ``opener.EditorOpener``, which opens it
from the main window and starts what its buttons ask for."""
