"""Reliability tests: hostile input, full disks, broken settings, Ctrl+C, orphaned processes."""
