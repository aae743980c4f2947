"""Packaging tests: the files in packaging/, and the frozen app and its packages
(make test-frozen)."""
