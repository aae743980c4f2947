"""``python -m engine``: the same as the ``dvonn-engine`` command (engine.cli)."""

import sys

from engine.cli import main

sys.exit(main())
