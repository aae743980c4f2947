"""The test suite: engine/ (rules, records, AI), app/ (the window under Xvfb), reliability/,
packaging/; the tests/test_*.py files check the tree as a whole (layering, import cycles,
docstrings, the reference folder) and the calibration table."""
