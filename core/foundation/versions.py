"""Version numbers as tools and catalogs write them: the one reader of "12.4", "2.5.1+cu124" or "550.54.15".

The compatibility checks compare the driver, CUDA and PyTorch a machine has with what a GPU needs (core.checks),
the probe reads what nvidia-smi, nvcc and the installed PyTorch say (core.probe), and the catalog compares compute
capabilities ("8.9" against "7.5"); all of them read a version here.
"""

from __future__ import annotations

import functools
import re

# The numbers a version starts with: a "v" before them is allowed (v550.54.15), anything after them ends them: a
# local build tag (+cu124), a pre-release (a0, rc1, .dev20240101), a word. ASCII digits only.
_LEADING_NUMBERS = re.compile(r"[vV]?(\d+(?:\.\d+)*)", re.ASCII)


def _numbers(text: str | None) -> tuple[str, ...] | None:
    found = _LEADING_NUMBERS.match(text.strip()) if text else None
    return tuple(found[1].split(".")) if found else None


@functools.lru_cache(maxsize=1024)  # a few dozen distinct strings, compared thousands of times per recommendation
def version_tuple(text: str | None) -> tuple[int, ...] | None:
    """A version as numbers that compare the way versions do: "12.4" -> (12, 4), "2.5.1+cu124" -> (2, 5, 1),
    "v550.54.15" -> (550, 54, 15), "2.5.0rc1" -> (2, 5, 0), " 12.4 " -> (12, 4). None where the text does not
    start with a number: None, "", "abc", "N/A"."""
    numbers = _numbers(text)
    return tuple(int(n) for n in numbers) if numbers else None


def short_version(text: str | None, parts: int = 3) -> str | None:
    """The first `parts` numbers of a version, as a scenario holds it (at most three numbers, digits and dots only):
    "2.5.1+cu124" -> "2.5.1", "2.6.0.dev20241112" -> "2.6.0", "550.54.15" -> "550.54.15", "12.4" -> "12.4";
    each number as an integer ("470.82.01" -> "470.82.1"). None where there is no version."""
    numbers = version_tuple(text)
    return ".".join(str(n) for n in numbers[:parts]) if numbers else None


def major_minor(text: str | None) -> str | None:
    """A CUDA release as PyTorch's wheels name it, from a longer version: "12.4.127" -> "12.4", the two numbers as
    written. None with fewer than two numbers ("12", "abc")."""
    numbers = _numbers(text)
    return f"{numbers[0]}.{numbers[1]}" if numbers and len(numbers) >= 2 else None
