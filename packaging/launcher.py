"""Entry script of the frozen app (PyInstaller's analysis starts here; see dvonn.spec).

It does what the ``dvonn`` gui-script entry point does, in the order a frozen build needs:

- ``multiprocessing.freeze_support()`` first: a child process started by the computer player
  ("spawn" runs the frozen binary again with ``--multiprocessing-fork``) or by
  multiprocessing's resource tracker does its job and exits, instead of opening a window;
- a windowed build on Windows has no standard streams (``sys.stdout`` is None); they go to
  the null device so that a ``print`` or a logged warning cannot crash the game.
"""

import multiprocessing
import os
import sys


def _streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _streams()
    from app.__main__ import main

    sys.exit(main())
