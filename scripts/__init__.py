"""Maintenance scripts: tuning and calibrating the computer player, mining puzzles, measuring.

Run them from the repository root with the project installed (``make test`` sets up .venv):
``python -m scripts.NAME [options]``; each one's docstring says what it does.
"""
