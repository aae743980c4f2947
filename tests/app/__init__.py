"""Tests of the desktop app: the real window, the board views and their pure geometry."""
