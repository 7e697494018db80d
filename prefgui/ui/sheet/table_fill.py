"""A sheet's table of deals filled from its header and rows of text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

__all__ = ["fill_table", "two_lines"]


def fill_table(table: QTableWidget, header: list[str], rows: list[list[str]],
               right_from: int) -> None:
    """``header`` and ``rows`` in ``table``, the columns from ``right_from`` on (the figures)
    aligned right, every column as wide as its contents."""
    table.setColumnCount(len(header))
    table.setHorizontalHeaderLabels(header)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for col, text in enumerate(row):
            item = QTableWidgetItem(text)
            if col >= right_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, col, item)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def two_lines(title: str) -> str:
    """A column's title on two lines, broken at the space nearest its middle (one word
    stays whole): a narrow sheet shows every title whole without cutting it."""
    spaces = [i for i, ch in enumerate(title) if ch == " "]
    if not spaces:
        return title
    cut = min(spaces, key=lambda i: abs(len(title) - 2 * i - 1))
    return title[:cut] + "\n" + title[cut + 1:]
