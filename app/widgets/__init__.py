"""The window's widgets besides the board: side panel, move list, menus, dialogs, review pane."""
