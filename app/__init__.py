"""DVONN 3D desktop app: PyQt6 window and OpenGL board view on top of the engine."""
