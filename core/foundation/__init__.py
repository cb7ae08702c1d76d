"""The bottom layer of the engine, knowing nothing of GPUs: the buyer's language (messages), reading and writing
the buyer's files safely (user_files), the limits of plausible input, and where the app's resources lie.

Every other package of gpu_advisor.core may import it; it imports nothing else of the core (pyproject.toml's
import contracts)."""

from gpu_advisor.core.foundation.messages import LANGUAGES, MESSAGES, Text, TextError, single_line
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
    "os_problem",
    "output_target",
    "resource_path",
    "single_line",
]
