"""Entry script of the frozen app (PyInstaller's analysis starts here; see dvonn.spec).

It does what the ``dvonn`` gui-script entry point does, in the order a frozen build needs:

- ``multiprocessing.freeze_support()`` first: a child process started by the computer player
  ("spawn" runs the frozen binary again with ``--multiprocessing-fork``) or by
  multiprocessing's resource tracker does its job and exits, instead of opening a window;
- a windowed build on Windows has no standard streams (``sys.stdout`` is None); they go to
  the null device so that a ``print`` or a logged warning cannot crash the game;
- ``--engine`` as the first argument runs the ``dvonn-engine`` command line instead of the
  game (``dvonn --engine perft STATE 3``): the packages' ``dvonn-engine`` command is a
  two-line script that runs the bundle that way, so there is no second copy of Python.
"""

import multiprocessing
import os
import sys

ENGINE_FLAG = "--engine"  # the first argument that makes the bundle dvonn-engine


def _streams() -> None:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _streams()
    if sys.argv[1:2] == [ENGINE_FLAG]:
        from engine.cli import main as engine_main

        sys.exit(engine_main(sys.argv[2:]))
    from app.__main__ import main

    sys.exit(main())
