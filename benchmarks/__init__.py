"""Measurements (speed, memory, latency) and the board demo, run from the repository root."""
