"""A command at the terminal: its standard streams, its output written safely (in the
terminal's encoding, and ended cleanly when it cannot be written), and Ctrl+C from its first
instant.

``guarded_output`` is what the entry points of ``dvonn-engine`` (``engine.cli``) and ``dvonn``
(``app.__main__``) run their work through, once:

* a standard stream the program was started without (``<&-``, ``>&-``, ``2>&-``) gets a
  stand-in (``standard_streams``): a closed stdin reads as the end of the input, a closed
  stdout is output that cannot be written (below), a closed stderr swallows the messages
  (usage errors never go to stdout instead);
* standard output and standard error keep the terminal's encoding but replace what it cannot
  encode ("…" reads "?" in a Latin-1 terminal) instead of raising UnicodeEncodeError;
* output that cannot be written ends the command with one line on stderr, ``PROGRAM: cannot
  write its output (No space left on device)``, and exit status 1 (``WRITE_FAILED``);
* a closed pipe (``| head -1``) ends it in silence with exit status 141 (``PIPE_CLOSED``,
  128 + SIGPIPE, what a shell reports for a Unix tool that a closed pipe stopped).

Either way no traceback is printed, not even by the interpreter's last flush: what is left
to write goes to the null device.

``hold_interrupts`` and ``interruptible`` let ``dvonn-engine`` count Ctrl+C from the first
line of its entry point: held (pending, by the signal mask) while the command starts up —
its heavy imports, its arguments — and acted on (KeyboardInterrupt) from the moment the
command runs, a held one at once.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import signal
import sys
from collections.abc import Callable, Iterator

WRITE_FAILED = 1
PIPE_CLOSED = 141  # 128 + SIGPIPE


class _ClosedOutput(io.TextIOBase):
    """Standard output the program was started without: every write fails as a write to a
    closed descriptor does (EBADF), so the command ends as for any output it cannot write."""

    def writable(self) -> bool:
        return True

    def write(self, text: str, /) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


class _Discarded(io.TextIOBase):
    """Standard error the program was started without: what is written there is dropped."""

    def writable(self) -> bool:
        return True

    def write(self, text: str, /) -> int:
        return len(text)


def _occupy(descriptor: int) -> None:
    """Open the null device on ``descriptor`` if it is closed, so that no file opened later
    takes its number (and a child process gets the null device as that standard stream)."""
    try:
        os.fstat(descriptor)
    except OSError:
        null = os.open(os.devnull, os.O_RDWR)
        if null == descriptor:
            os.set_inheritable(null, True)
        else:
            os.dup2(null, descriptor)  # inheritable, as a standard stream is
            os.close(null)


def standard_streams() -> None:
    """Give each standard stream the program was started without its stand-in: a closed
    stdin reads as an empty input, a closed stdout fails every write (``_ClosedOutput``), a
    closed stderr drops every message.  The interpreter leaves such a stream None, which
    ``print`` ignores and argparse takes for "write the usage on stdout"."""
    if sys.stdin is None:
        _occupy(0)
        sys.stdin = io.StringIO()
    if sys.stdout is None:
        _occupy(1)
        sys.stdout = _ClosedOutput()
    if sys.stderr is None:
        _occupy(2)
        sys.stderr = _Discarded()


def hold_interrupts() -> set[int] | None:
    """Hold Ctrl+C (SIGINT) pending, in the system's signal mask, until ``interruptible``;
    the mask before (for ``restore_interrupts``).  Where there is no signal mask (Windows),
    Python's own handling stays as it is."""
    if hasattr(signal, "pthread_sigmask"):
        return set(signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}))
    return None


def restore_interrupts(mask: set[int] | None) -> None:
    """The signal mask ``hold_interrupts`` found, once the command is done: a caller in the
    same process (a script, a test) gets Ctrl+C back, and so do the programs it starts later
    (they inherit the mask).  A Ctrl+C held since the command's end is dropped with it."""
    if mask is None or not hasattr(signal, "pthread_sigmask"):
        return
    if signal.SIGINT not in mask and signal.SIGINT in signal.sigpending():
        if not hasattr(signal, "sigtimedwait"):  # macOS: it cannot be taken quietly
            return  # held on: the process is ending
        signal.sigtimedwait({signal.SIGINT}, 0)  # taken, not raised as the command returns
    signal.pthread_sigmask(signal.SIG_SETMASK, mask)


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """Let Ctrl+C through while the block runs (as KeyboardInterrupt; a held one is raised
    at once), and hold it again after."""
    try:
        if hasattr(signal, "pthread_sigmask"):
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # a held one raises
        yield
    finally:
        hold_interrupts()


def tolerant_output() -> None:
    """Make stdout and stderr replace the characters their encoding cannot write."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            with contextlib.suppress(ValueError, io.UnsupportedOperation):  # closed, or detached
                stream.reconfigure(errors="replace")


def _exit_status(code: object) -> int:
    """The exit status a SystemExit's ``code`` stands for (as the interpreter reads it)."""
    if code is None:
        return 0
    return code if isinstance(code, int) else 1


# What writing a command's output fails with: its only writes are to stdout and stderr
# (records are read through engine.records, outside programs talked to by engine.ai.players).
WRITE_ERRORS = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EPIPE, errno.EBADF, errno.EROFS}
)


def _output_broken(error: OSError) -> bool:
    """Whether ``error`` is standard output failing: a write error, or a second try to
    write what stdout holds fails too."""
    if error.errno in WRITE_ERRORS:
        return True
    if sys.stdout is None:
        return False
    try:
        sys.stdout.flush()
    except OSError:
        return True
    return False


def _discard_output() -> None:
    """Send what is left to write, and anything written later, to the null device."""
    try:
        descriptor = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return  # not a real file (a test's capture): nothing will fail at exit
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)


def guarded_output(program: str, body: Callable[[], int]) -> int:
    """Run ``body`` (the whole command, argument parsing included) and return its exit status,
    or the status for output that could not be written (see the module docstring)."""
    standard_streams()
    tolerant_output()
    try:
        try:
            code = body()
        except SystemExit as stop:  # argparse's --help and usage errors
            code = _exit_status(stop.code)
        if sys.stdout is not None:
            sys.stdout.flush()
    except BrokenPipeError:
        _discard_output()
        return PIPE_CLOSED
    except OSError as error:
        if not _output_broken(error):
            raise  # not about the output: a bug to report as it is
        _discard_output()
        with contextlib.suppress(OSError, ValueError):
            reason = error.strerror or error
            print(f"{program}: cannot write its output ({reason})", file=sys.stderr)
            sys.stderr.flush()
        return WRITE_FAILED
    return code
