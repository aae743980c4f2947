"""DVONN rules engine: pure standard-library Python, no GUI or third-party imports."""
