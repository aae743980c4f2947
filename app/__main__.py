"""Entry point of the desktop app (`dvonn`, `python -m app`).

Placeholder until the real app exists: it says so and exits with status 1.
"""

import sys


def main() -> int:
    print("The DVONN 3D desktop app is not built yet; see README", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
