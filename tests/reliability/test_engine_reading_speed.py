"""Issue 15, item 8: reading a record is linear in its size.

20,000 distinct LittleGolem headers took 37 s and 20,000 DVN tags 26 s (a duplicate check per
header); a 1 MiB hostile record would have taken minutes.  Each case here runs in a child
process under a generous time limit, so a quadratic reader fails the test instead of hanging
it.  The figures themselves are measured by ``benchmarks/hostile_records.py``.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from engine.errors import RecordParseError
from engine.records import read_record

# name: Python expression for the text of the case, with N the number of repetitions
CASES = {
    "LittleGolem headers": '"".join(f"H{i} [v]\\n" for i in range(N)) + "1. e3"',
    "DVN tags": '"".join(f\'[T{i} "v"]\\n\' for i in range(N)) + "1. E3"',
    "SGF properties": '"(;GM[Dvonn]" + "".join(f"X{i}[v]" for i in range(N)) + ")"',
    "SGF nodes": '"(;GM[Dvonn]" + "".join(f";X{i}[v]" for i in range(N)) + ")"',
    "DVN comments": '"1. E3 " + "{c}" * N',
    "DVN escapes": "'[X \"' + \"\\\\a\" * N + '\"]'",
    "SGF comments": '"(;GM[Dvonn];P0[0 Start P0]" + ";C[c]" * N + ")"',
    "SGF result text": '"(;GM[Dvonn]PW[a]PB[b]RE[" + "a" * (N * 40) + "])"',
}


def timed_in_child(expression: str, counts: tuple[int, int], timeout: float) -> list[float]:
    """Seconds the child needed to read the case at each count: the best of five readings,
    taken in turns, so that a burst of load on a shared machine does not skew one size."""
    script = textwrap.dedent(f"""
        import time
        from engine.errors import RecordParseError
        from engine.records import read_record
        texts = [{expression} for N in {counts!r}]
        best = [float("inf")] * len(texts)
        for _ in range(5):
            for index, text in enumerate(texts):
                began = time.perf_counter()
                try:
                    read_record(text)
                except RecordParseError:
                    pass
                best[index] = min(best[index], time.perf_counter() - began)
        print(*best)
    """)
    process = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout
    )
    assert process.returncode == 0, process.stderr
    return [float(value) for value in process.stdout.split()]


@pytest.mark.parametrize("name", CASES)
def test_twenty_thousand_items_read_quickly_and_in_linear_time(name: str) -> None:
    # Quadratic reading took 26-37 s for 20,000 items, and ten readings are made here: the
    # time limit catches it with a wide margin for a loaded machine.
    small, large = timed_in_child(CASES[name], (10_000, 20_000), timeout=90)
    # Twice the items: about twice the time when linear, four times when quadratic.  Loose,
    # with an allowance for timer noise on tiny figures.
    assert large <= 3.2 * small + 0.05, (name, small, large)


def test_distinct_headers_and_tags_are_all_kept() -> None:
    text = "".join(f"H{i} [v{i}]\n" for i in range(20_000)) + "1. e3"
    assert len(read_record(text).extra_tags) == 20_000
    text = "".join(f'[T{i} "v{i}"]\n' for i in range(20_000)) + "1. E3"
    assert read_record(text).extra_tags[-1] == ("T19999", "v19999")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("White [a]\n" + "".join(f"H{i} [v]\n" for i in range(5000)) + "WHITE [b]", "twice"),
        ('[Event "a"]\n' + "".join(f'[T{i} "v"]\n' for i in range(5000)) + '[event "b"]', "twice"),
        ("E3 " * 2000, "no DVONN game is that long"),
        ("{c}" * 200_000, "no game has so many"),
        ("(;GM[Dvonn]" + ";C[c]" * 200_000 + ")", "no game has so many"),
    ],
)
def test_duplicates_and_absurd_sizes_are_still_refused(text: str, message: str) -> None:
    with pytest.raises(RecordParseError, match=message):
        read_record(text)


MORE_1MIB = {
    "DVN moves": '"E3 " * N',
    "SGF empty nodes": '"(;" + ";" * N + ")"',
    "SGF variations": '"(;GM[Dvonn]" + "(;A[b])" * N + ")"',
}


def test_one_mib_hostile_records_are_read_or_refused_in_a_child_under_a_limit() -> None:
    cases = [*CASES.values(), *MORE_1MIB.values()]
    script = "\n".join(
        [
            "from engine.errors import RecordParseError",
            "from engine.records import MAX_RECORD_BYTES, read_record",
            "N = 400_000",
            "for text in (" + ", ".join(cases) + ",):",
            "    try:",
            "        read_record(text[:MAX_RECORD_BYTES])",
            "    except RecordParseError:",
            "        pass",
            "print('done')",
        ]
    )
    # 11 records of 1 MiB: about 0.1-0.3 s each here; minutes when quadratic.
    process = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=90
    )
    assert process.stdout.strip() == "done", process.stderr
