"""Checkpoints of Grundy sequences: a ``.npy`` file that also says which game it is of.

The file is a plain NPY (version 1.0) array of the values of heaps ``0..n-1``,
so ``numpy.load`` reads it as is. The array header, a Python dict literal, is
followed by a comment that numpy's header parser skips::

    {'descr': '|u1', 'fortran_order': False, 'shape': (1000,), } # cgt-checkpoint {"game": ..., "crc32": ...}

recording the game (its repr) and a CRC-32 of the values, so that a file of
another game, a truncated file or flipped bytes are refused rather than
silently mixed with new values. Files are written to a temporary name and
renamed, so an interrupted save leaves the previous checkpoint intact.
"""

from __future__ import annotations

import ast
import json
import os
import zlib
from typing import Optional

import numpy as np

from ..errors import CheckpointError

__all__ = ["load_checkpoint", "save_checkpoint"]

_MAGIC = b"\x93NUMPY\x01\x00"
_TAG = "# cgt-checkpoint "


def _crc(values: np.ndarray) -> int:
    return zlib.crc32(memoryview(np.ascontiguousarray(values)).cast("B"))


def save_checkpoint(path: str, game: object, values: np.ndarray) -> None:
    """Write `values` (unsigned, 1-d) of `game` to `path` atomically."""
    values = np.ascontiguousarray(values)
    meta = json.dumps({"game": repr(game), "heaps": len(values), "crc32": _crc(values)})
    header = f"{{'descr': '{values.dtype.str}', 'fortran_order': False, 'shape': ({len(values)},), }} {_TAG}{meta}"
    # The header, newline included, pads the preamble to a multiple of 64 bytes.
    header += " " * ((-(len(_MAGIC) + 2 + len(header) + 1)) % 64) + "\n"
    temporary = f"{path}.tmp"
    with open(temporary, "wb") as f:
        f.write(_MAGIC + np.uint16(len(header)).tobytes() + header.encode("latin1"))
        values.tofile(f)
    os.replace(temporary, path)


def load_checkpoint(path: str, game: object) -> Optional[np.ndarray]:
    """Return the values saved in `path` for `game`; ``None`` if there is no file.

    Raises
    ------
    CheckpointError
        If the file is not a cgt checkpoint, is of another game, or its
        values do not match their recorded size and checksum.
    """
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        if f.read(len(_MAGIC)) != _MAGIC:
            raise CheckpointError(f"checkpoint {path!r} is not a .npy file of version 1.0 written by cgt")
        size = int(np.frombuffer(f.read(2), np.uint16)[0])
        header = f.read(size).decode("latin1")
        array, tag, meta_text = header.partition(_TAG)
        if not tag:
            raise CheckpointError(
                f"checkpoint {path!r} is a .npy file without cgt's record of the game; "
                "only files written by grundy_sequence(resume=...) or 'cgt grundy --out' can be resumed"
            )
        try:
            fields = ast.literal_eval(array.strip())
            meta = json.loads(meta_text)
            dtype = np.dtype(fields["descr"])
            (heaps,) = fields["shape"]
            recorded_game, recorded_heaps, crc = meta["game"], meta["heaps"], meta["crc32"]
        except (ValueError, SyntaxError, KeyError, TypeError) as exc:
            raise CheckpointError(f"checkpoint {path!r}: its header is corrupted ({exc})") from None
        if recorded_game != repr(game):
            raise CheckpointError(
                f"checkpoint {path!r} holds the values of {recorded_game}, not of {game!r}"
            )
        if dtype.kind != "u" or heaps != recorded_heaps:
            raise CheckpointError(
                f"checkpoint {path!r}: its header is corrupted (dtype {dtype}, {heaps} heaps, "
                f"record says {recorded_heaps})"
            )
        values = np.fromfile(f, dtype=dtype)
    if len(values) != heaps:
        raise CheckpointError(
            f"checkpoint {path!r} is corrupted: it holds {len(values)} values where its header says {heaps}"
            + (" (truncated?)" if len(values) < heaps else "")
        )
    if _crc(values) != crc:
        raise CheckpointError(
            f"checkpoint {path!r} is corrupted: its {heaps} values do not match their recorded checksum"
        )
    return values
