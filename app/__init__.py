"""DVONN 3D desktop app: PyQt6 window and OpenGL board view on top of the engine."""

TITLE = "DVONN 3D"  # the program's name in every title and message box
