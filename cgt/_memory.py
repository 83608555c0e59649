"""How much memory the machine has free, and sizes in words: for the checks that refuse work too large."""

from __future__ import annotations

import os

__all__ = ["available_memory", "format_bytes"]


def available_memory() -> int | None:
    """Bytes of memory available to a new allocation (Linux MemAvailable), if known.

    Examples
    --------
    >>> n = available_memory()
    >>> n is None or n > 0
    True
    """
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def format_bytes(n: int) -> str:
    """`n` bytes in words, in binary units.

    Examples
    --------
    >>> format_bytes(512), format_bytes(3 * 2**30)
    ('512 bytes', '3.0 GiB')
    """
    units = ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB")
    size, unit = float(n), 0
    while size >= 1024 and unit < len(units) - 1:
        size /= 1024
        unit += 1
    return f"{n} bytes" if unit == 0 else f"{size:.1f} {units[unit]}"
