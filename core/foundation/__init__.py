"""The bottom layer of the engine, knowing nothing of GPUs: the buyer's language (messages), reading and writing
the buyer's files safely (user_files), the limits of plausible input, amounts of money as typed (amounts) and as
written (money), version numbers (versions), and where the app's resources lie.

Every other package of gpu_advisor.core may import it; it imports nothing else of the core (pyproject.toml's
import contracts)."""

from gpu_advisor.core.foundation.messages import LANGUAGES, MESSAGES, Text, TextError, single_line
from gpu_advisor.core.foundation.money import money_text
from gpu_advisor.core.foundation.resources import resource_path
from gpu_advisor.core.foundation.user_files import (
    OutputFileError,
    UserFileError,
    atomic_write_bytes,
    atomic_write_text,
    file_error,
    os_problem,
    output_target,
)
from gpu_advisor.core.foundation.versions import major_minor, short_version, version_tuple

__all__ = [
    "LANGUAGES",
    "MESSAGES",
    "OutputFileError",
    "Text",
    "TextError",
    "UserFileError",
    "atomic_write_bytes",
    "atomic_write_text",
    "file_error",
    "major_minor",
    "money_text",
    "os_problem",
    "output_target",
    "resource_path",
    "short_version",
    "single_line",
    "version_tuple",
]
