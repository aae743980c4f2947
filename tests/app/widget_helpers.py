"""Reading Qt widgets in tests: the stubs say a row or a button may be missing (None); here
a missing one fails the test with its address instead."""

from __future__ import annotations

from PyQt6.QtWidgets import QAbstractButton, QButtonGroup, QListWidget, QTableWidget


def item_text(widget: QTableWidget | QListWidget, row: int, column: int = 0) -> str:
    """The text of a table's cell (or a list's row); the test fails if there is none."""
    item = widget.item(row, column) if isinstance(widget, QTableWidget) else widget.item(row)
    assert item is not None, f"no item at row {row}, column {column}"
    return item.text()


def button(group: QButtonGroup, button_id: int) -> QAbstractButton:
    """The button of ``group`` with ``button_id``; the test fails if there is none."""
    found = group.button(button_id)
    assert found is not None, f"no button {button_id}"
    return found
