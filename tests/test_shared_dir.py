"""The `shared_dir` fixture finds the reference material next to the repository, or skips."""

from pathlib import Path


def test_shared_dir_holds_the_rules(shared_dir: Path) -> None:
    assert (shared_dir / "rules" / "RULES.md").is_file()
