"""The board view, 3D (OpenGL) or flat (QPainter): it draws an immutable Scene and reports cells;
it knows geometry, not rules."""
