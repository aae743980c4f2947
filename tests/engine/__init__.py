"""Tests of the engine: rules, notation, records, search core, AI and review."""
