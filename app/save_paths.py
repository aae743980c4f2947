"""Asking where to save: the one Save dialog of the app (Save as…, Export in My games, Export
the board as a picture), and writing a picture the way records are written.

The file dialog's own question "Replace?" is about the name as typed; the app adds the type's
suffix to a name without one, so the dialog could ask about ``precious`` and the app then write
over ``precious.dvn``.  Here the suffix is added first and the question is asked about the name
that will be written.  Writing itself replaces the name, never a link's target
(``engine.records.write_atomically``).
"""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PyQt6.QtGui import QImage
from PyQt6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app import records_io
from app.i18n import fill
from app.records_io import FileType
from engine.records import write_atomically

translate = QCoreApplication.translate
PNG_SUFFIX = ".png"


def ask_save_path(
    parent: QWidget, title: str, start: Path, suffixes: dict[str, str]
) -> tuple[Path, str] | None:
    """The file to write and the filter chosen (a key of ``suffixes``, filter → suffix), or None
    when the player cancels.  A name without a suffix gets the chosen filter's; a file that
    exists under the final name is replaced only when the player says so."""
    chosen, selected = QFileDialog.getSaveFileName(
        parent,
        title,
        str(start),
        ";;".join(suffixes),
        "",
        QFileDialog.Option.DontConfirmOverwrite,
    )
    if not chosen:
        return None
    path = Path(chosen)
    if not path.suffix:
        path = path.with_name(path.name + suffixes.get(selected, next(iter(suffixes.values()))))
    if path.is_symlink() or path.is_file():  # a folder or a FIFO: the writer says why not
        question = fill(
            translate("SavePaths", "%1 already exists.\nDo you want to replace it?"), path.name
        )
        answer = QMessageBox.question(parent, title, question)
        if answer != QMessageBox.StandardButton.Yes:
            return None
    return path, selected


def record_filters() -> dict[str, FileType]:
    """The file dialogs' filters, one a type of record file, in the player's language."""
    return {
        f"{records_io.file_type_label(file_type)} (*{file_type.suffix})": file_type
        for file_type in records_io.available_file_types()
    }


def ask_record_path(
    parent: QWidget, title: str, folder: Path, name: str
) -> tuple[Path, FileType] | None:
    """Where to save a record and in which type (``app.save_paths.ask_save_path``: the type's
    suffix added to a name without one before asking whether to replace a file), starting at
    ``folder/name`` in our own format; None when the player cancels."""
    by_filter = record_filters()
    start = folder / f"{name}{records_io.FILE_TYPES[0].suffix}"
    suffixes = {label: file_type.suffix for label, file_type in by_filter.items()}
    asked = ask_save_path(parent, title, start, suffixes)
    if asked is None:
        return None
    path, selected = asked
    return path, by_filter.get(selected, records_io.file_type_for_path(path))


class PictureError(Exception):
    """A picture that could not be written; the message says why."""


def write_png(image: QImage, path: str | Path) -> None:
    """Write ``image`` as a PNG file at ``path``, whole or not at all (a temporary file renamed
    over the name: a link there is replaced, never written through, and a FIFO, a folder or
    a device is refused); PictureError saying why it could not."""
    if Path(path).suffix.lower() != PNG_SUFFIX:
        raise PictureError(f"{path}: the file name does not end in {PNG_SUFFIX}")
    if image.isNull():
        raise PictureError(f"{path}: there is no picture (the board could not be drawn)")
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise PictureError(f"{path}: the picture could not be encoded as PNG")
    buffer.close()
    try:
        write_atomically(path, data.data())
    except OSError as error:
        raise PictureError(f"cannot write {path}: {error.strerror or error}") from None
