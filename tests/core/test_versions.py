"""Issue 21 "One of each": one reader of version numbers (core/foundation/versions.py) where the checks, the probe and
the catalog each had their own. The odd inputs the copies met: local build tags, pre-releases, a "v", nothing."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gpu_advisor.core.foundation import major_minor, short_version, version_tuple

TUPLES = [
    ("12.4", (12, 4)),
    ("2.5.1+cu124", (2, 5, 1)),  # PyTorch's local build tag is not part of the version
    ("2.5.1+cpu", (2, 5, 1)),
    ("v550.54.15", (550, 54, 15)),
    ("550.54.15", (550, 54, 15)),
    ("470.82.01", (470, 82, 1)),
    ("12.4.127", (12, 4, 127)),
    ("2.6.0a0", (2, 6, 0)),  # a pre-release ends the numbers
    ("2.6.0a0+git1234", (2, 6, 0)),
    ("2.5.0rc1", (2, 5, 0)),  # not 2.5.1: the rc's number is not the patch release
    ("2.6.0.dev20241112", (2, 6, 0)),
    ("12", (12,)),
    ("12.", (12,)),
    (" 12.4 ", (12, 4)),
    ("8.9", (8, 9)),  # a compute capability
    ("12.0", (12, 0)),
    ("", None),
    ("   ", None),
    (None, None),
    ("abc", None),
    ("N/A", None),
    ("+cu124", None),
    ("CUDA 12.4", None),  # a word first: not a version
    ("١٢.٤", None),  # ASCII digits only
]


@pytest.mark.parametrize(("text", "expected"), TUPLES)
def test_version_tuple(text, expected):
    assert version_tuple(text) == expected


def test_versions_compare_as_numbers():
    assert version_tuple("12.10") > version_tuple("12.9")
    assert version_tuple("550.54.15") > version_tuple("550.54")
    assert version_tuple("2.5.1+cu124") == version_tuple("2.5.1")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2.5.1+cu124", "2.5.1"),
        ("2.6.0.dev20241112", "2.6.0"),
        ("550.54.15", "550.54.15"),
        ("v550.54.15", "550.54.15"),
        ("470.82.01", "470.82.1"),  # as a scenario holds it: digits and dots, each number an integer
        ("12.4", "12.4"),
        ("12", "12"),
        ("", None),
        (None, None),
        ("abc", None),
    ],
)
def test_short_version(text, expected):
    assert short_version(text) == expected


def test_short_version_to_two_numbers():
    assert short_version("2.3.1", parts=2) == "2.3"
    assert short_version("2", parts=2) == "2"
    assert short_version(None, parts=2) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12.4.127", "12.4"),
        ("12.4", "12.4"),
        (" 12.4 ", "12.4"),
        ("12.04", "12.04"),  # the numbers as written
        ("v12.4", "12.4"),
        ("12", None),  # one number is not a CUDA release
        ("12.x", None),
        ("", None),
        (None, None),
        ("abc", None),
    ],
)
def test_major_minor(text, expected):
    assert major_minor(text) == expected


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789.+-vVabcr ", max_size=20))
def test_any_text_reads_as_a_version_or_none_and_never_raises(text):
    numbers = version_tuple(text)
    assert numbers is None or (numbers and all(n >= 0 for n in numbers))
    short = short_version(text)
    assert short is None or short.replace(".", "").isdigit()
    assert (major_minor(text) is None) == (numbers is None or len(numbers) < 2)
