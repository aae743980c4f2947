"""A deliberately simple reference implementation of the DVONN rules, for cross-checking.

Everything here is written from RULES.md with plain loops over a dict ``cell name -> stack``
(stacks are strings of ``W``, ``B``, ``D`` from bottom to top).  It shares nothing with
``engine`` — not even the cell table: coordinates are computed here from the cell names.
Slow and obvious on purpose.
"""

from __future__ import annotations

COLUMNS = "ABCDEFGHIJK"
SIX_DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)]


def on_board(x: int, y: int) -> bool:
    # Five rows (the hexagon formula of RULES.md alone would also admit rows 0 and 6-8).
    return 0 <= y <= 4 and max(abs(x - 5), abs(y - 2), abs((y - 2) - (x - 5))) <= 5


def name(x: int, y: int) -> str:
    return COLUMNS[x] + str(y + 1)


def coordinates(cell: str) -> tuple[int, int]:
    return COLUMNS.index(cell[0]), int(cell[1]) - 1


# CodeCup order: row by row from row 1, each row left to right.
ALL_CELLS: list[str] = [name(x, y) for y in range(5) for x in range(11) if on_board(x, y)]
assert len(ALL_CELLS) == 49


def neighbour_cells(cell: str) -> list[str]:
    x, y = coordinates(cell)
    result = []
    for dx, dy in SIX_DIRECTIONS:
        if on_board(x + dx, y + dy):
            result.append(name(x + dx, y + dy))
    return result


def top_colour(stack: str) -> str | None:
    """'W' or 'B' for the owner, None for an empty cell or a lone DVONN piece."""
    if stack == "" or stack[-1] == "D":
        return None
    return stack[-1]


def other(colour: str) -> str:
    return "B" if colour == "W" else "W"


def is_surrounded(stacks: dict[str, str], cell: str) -> bool:
    """All six neighbours occupied; a neighbour off the board counts as free."""
    x, y = coordinates(cell)
    for dx, dy in SIX_DIRECTIONS:
        nx, ny = x + dx, y + dy
        if not on_board(nx, ny):
            return False
        if stacks.get(name(nx, ny), "") == "":
            return False
    return True


def jumps(stacks: dict[str, str], colour: str) -> set[str]:
    """Every stacking move of ``colour`` as text like 'E3F4' (passes not included)."""
    result = set()
    for cell in ALL_CELLS:
        stack = stacks.get(cell, "")
        if top_colour(stack) != colour:
            continue
        if is_surrounded(stacks, cell):
            continue
        height = len(stack)
        x, y = coordinates(cell)
        for dx, dy in SIX_DIRECTIONS:
            tx, ty = x + dx * height, y + dy * height
            if on_board(tx, ty) and stacks.get(name(tx, ty), "") != "":
                result.add(cell + name(tx, ty))
    return result


def movement_moves(stacks: dict[str, str], colour: str) -> set[str]:
    """Legal moves in the movement phase: the jumps, or {'PASS'} when forced, or {} at the end."""
    own = jumps(stacks, colour)
    if own:
        return own
    if jumps(stacks, other(colour)):
        return {"PASS"}
    return set()


def connected_to_dvonn(stacks: dict[str, str]) -> set[str]:
    """Cells linked through adjacent occupied cells to a stack holding a DVONN piece."""
    reached = [cell for cell in ALL_CELLS if "D" in stacks.get(cell, "")]
    seen = set(reached)
    while reached:
        cell = reached.pop()
        for neighbour in neighbour_cells(cell):
            if stacks.get(neighbour, "") != "" and neighbour not in seen:
                seen.add(neighbour)
                reached.append(neighbour)
    return seen


def play_jump(stacks: dict[str, str], move: str) -> tuple[dict[str, str], dict[str, str]]:
    """Apply a stacking move (assumed legal); return (new stacks, removed stacks by cell)."""
    source, target = move[:2], move[2:]
    after = {cell: stack for cell, stack in stacks.items() if stack != ""}
    after[target] = after[target] + after.pop(source)
    keep = connected_to_dvonn(after)
    removed = {cell: stack for cell, stack in after.items() if cell not in keep}
    for cell in removed:
        del after[cell]
    return after, removed


def placement_piece(placed: int) -> tuple[str, str]:
    """(who places, what) for placement number ``placed`` (0-based)."""
    who = "W" if placed % 2 == 0 else "B"
    if placed < 3:
        return who, "D"
    return who, who


def score(stacks: dict[str, str]) -> tuple[int, int]:
    white = black = 0
    for stack in stacks.values():
        if top_colour(stack) == "W":
            white += len(stack)
        elif top_colour(stack) == "B":
            black += len(stack)
    return white, black


def perft(stacks: dict[str, str], colour: str, depth: int) -> int:
    """Movement-phase perft by plain recursion (a forced PASS counts as a move)."""
    if depth == 0:
        return 1
    total = 0
    for move in movement_moves(stacks, colour):
        if move == "PASS":
            total += perft(stacks, other(colour), depth - 1)
        else:
            total += perft(play_jump(stacks, move)[0], other(colour), depth - 1)
    return total
