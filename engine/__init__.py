"""DVONN rules engine: board, positions, rules, notation, game records and the AI.

Standard library only: the desktop app and outside tools build on it.
"""
