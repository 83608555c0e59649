"""The catalogue of games shipped with cgt."""

from .nim import Nim

__all__ = ["Nim"]
