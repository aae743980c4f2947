"""Qt's accessibility layer as a screen reader sees it, for tests: a widget's
QAccessibleInterface (name, description, role, children) and the QAccessibleEvents Qt sends.

PyQt6 wraps none of QAccessible, so this reaches Qt's own C++ functions through ctypes:
``QAccessible::queryAccessibleInterface`` and ``installUpdateHandler`` (exported from
libQt6Gui), and the interface's virtual functions by their place in its vtable (Qt 6's
qaccessible.h: text() is the 13th entry, after two destructors and ten others).  Only on
x86-64 Linux, where the Itanium C++ ABI passes a returned QString's address as the first
argument; elsewhere ``available()`` is False and the tests that need it skip.
"""

from __future__ import annotations

import ctypes
import platform
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import PyQt6
from PyQt6 import sip
from PyQt6.QtCore import QObject

# QAccessible::Text, QAccessible::Event (qaccessible_base.h)
NAME, DESCRIPTION = 0, 1
NAME_CHANGED, DESCRIPTION_CHANGED, FOCUS = 0x800C, 0x800D, 0x8005
# slots of QAccessibleInterface's vtable
_OBJECT, _CHILD, _CHILD_COUNT, _TEXT, _ROLE = 3, 9, 10, 12, 15


class _QString(ctypes.Structure):
    _fields_ = [("d", ctypes.c_void_p), ("ptr", ctypes.c_void_p), ("size", ctypes.c_ssize_t)]


def address(target: QObject) -> int:
    """The C++ object's address (PyQt6's stubs wrongly say unwrapinstance gives None)."""
    unwrap: Any = sip.unwrapinstance
    return int(unwrap(target))


def available() -> bool:
    return sys.platform.startswith("linux") and platform.machine() in ("x86_64", "AMD64")


def _gui() -> ctypes.CDLL:
    path = Path(PyQt6.__file__).parent / "Qt6" / "lib" / "libQt6Gui.so.6"
    return ctypes.CDLL(str(path) if path.exists() else "libQt6Gui.so.6")


def _virtual(iface: int, slot: int, restype: object, *argtypes: object) -> Any:
    table = ctypes.cast(ctypes.c_void_p(iface), ctypes.POINTER(ctypes.POINTER(ctypes.c_void_p)))
    return ctypes.CFUNCTYPE(restype, *argtypes)(table[0][slot])  # type: ignore[arg-type]


@dataclass(frozen=True)
class Event:
    kind: int  # QAccessible::Event
    target: int  # the QObject's address
    text: str  # the object's accessible name or description when the event came


_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


class Accessibility:
    """QAccessible for a test: interfaces of widgets and the events Qt reports."""

    def __init__(self) -> None:
        self._gui = _gui()
        self._query = self._gui._ZN11QAccessible24queryAccessibleInterfaceEP7QObject
        self._query.restype = ctypes.c_void_p
        self._query.argtypes = [ctypes.c_void_p]
        self._set_active = self._gui._ZN11QAccessible9setActiveEb
        self._set_active.argtypes = [ctypes.c_bool]
        self._install = self._gui._ZN11QAccessible20installUpdateHandlerEPFvP16QAccessibleEventE
        self._install.argtypes = [ctypes.c_void_p]
        self.events: list[Event] = []
        self._handler = _HANDLER(self._on_event)

    def interface(self, target: QObject | int) -> int:
        where = target if isinstance(target, int) else address(target)
        iface = self._query(where)
        assert iface, f"no accessible interface for {target!r}"
        return int(iface)

    def text(self, target: QObject | int, which: int) -> str:
        iface = self.interface(target)
        result = _QString()
        function = _virtual(
            iface, _TEXT, None, ctypes.POINTER(_QString), ctypes.c_void_p, ctypes.c_int
        )
        function(ctypes.byref(result), iface, which)
        if not result.size:
            return ""
        return ctypes.string_at(result.ptr, result.size * 2).decode("utf-16-le")

    def name(self, target: QObject | int) -> str:
        return self.text(target, NAME)

    def description(self, target: QObject | int) -> str:
        return self.text(target, DESCRIPTION)

    def role(self, target: QObject | int) -> int:
        iface = self.interface(target)
        return int(_virtual(iface, _ROLE, ctypes.c_int, ctypes.c_void_p)(iface))

    def children(self, target: QObject | int) -> list[int]:
        """The addresses of the objects of the interface's children, in the order a screen
        reader walks them."""
        iface = self.interface(target)
        count = _virtual(iface, _CHILD_COUNT, ctypes.c_int, ctypes.c_void_p)(iface)
        child = _virtual(iface, _CHILD, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)
        objects = []
        for index in range(count):
            child_iface = child(iface, index)
            if child_iface:
                get = _virtual(child_iface, _OBJECT, ctypes.c_void_p, ctypes.c_void_p)
                objects.append(int(get(child_iface) or 0))
        return objects

    def _on_event(self, event: int) -> None:
        kind = ctypes.c_int.from_address(event + 8).value  # QAccessibleEvent::m_type
        target = ctypes.c_void_p.from_address(event + 16).value or 0  # m_object
        text = ""
        if target and kind in (NAME_CHANGED, DESCRIPTION_CHANGED):
            text = self.text(target, NAME if kind == NAME_CHANGED else DESCRIPTION)
        self.events.append(Event(kind, target, text))

    def said(self, target: QObject, kind: int = NAME_CHANGED) -> list[str]:
        """The texts of ``kind`` events about ``target``, oldest first."""
        where = address(target)
        return [e.text for e in self.events if e.target == where and e.kind == kind]

    @contextmanager
    def active(self) -> Iterator[Accessibility]:
        """Accessibility switched on (as when a screen reader runs) with Qt's events
        going to ``events`` instead of the platform's bridge; off again afterwards."""
        self._install(ctypes.cast(self._handler, ctypes.c_void_p))
        self._set_active(True)
        try:
            yield self
        finally:
            self._set_active(False)
            self._install(None)
