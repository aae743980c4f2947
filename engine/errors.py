"""Exceptions raised by the engine, each with a message a player can read."""


class DvonnError(ValueError):
    """Base class of every error the engine raises on bad input."""


class NotationError(DvonnError):
    """A cell, move or position text could not be read."""


class IllegalMoveError(DvonnError):
    """A move that the rules do not allow in the current position."""


class ShellError(Exception):
    """A ``dvonn-engine shell`` command that cannot be carried out; its message becomes the
    ``?`` answer."""


class RecordParseError(DvonnError):
    """A game record that cannot be read; the message names the line and the problem."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)
