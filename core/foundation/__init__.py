"""The bottom layer of the engine, knowing nothing of GPUs: the buyer's language (messages), reading and writing
the buyer's files safely (user_files), the limits of plausible input, amounts of money as typed (amounts) and as
written (money), version numbers (versions), and where the app's resources lie.

Every other package of gpu_advisor.core may import it; it imports nothing else of the core (pyproject.toml's
import contracts)."""

from gpu_advisor.core.foundation.amounts import Amount, AmountError, parse_amount, shown
from gpu_advisor.core.foundation.limits import (
    MAX_GPU_PRICE,
    MAX_HOURLY_PRICE,
    MIN_GPU_PRICE,
    MIN_HOURLY_PRICE,
    USD_TO_CNY_RANGE,
    latest_plausible_date,
)
from gpu_advisor.core.foundation.messages import (
    BIDI_CONTROLS,
    LANGUAGES,
    MESSAGES,
    Text,
    TextError,
    describe_error,
    describe_errors,
    single_line,
)
from gpu_advisor.core.foundation.money import money_text
from gpu_advisor.core.foundation.resources import resource_path
from gpu_advisor.core.foundation.user_files import (
    OutputFileError,
    UserFileError,
    atomic_write_bytes,
    atomic_write_text,
    file_error,
    file_mode_for,
    os_problem,
    output_target,
    refuse_output_that_is_an_input,
    temporary_prefix,
)
from gpu_advisor.core.foundation.versions import major_minor, short_version, version_tuple

__all__ = [
    "BIDI_CONTROLS",
    "LANGUAGES",
    "MAX_GPU_PRICE",
    "MAX_HOURLY_PRICE",
    "MESSAGES",
    "MIN_GPU_PRICE",
    "MIN_HOURLY_PRICE",
    "USD_TO_CNY_RANGE",
    "Amount",
    "AmountError",
    "OutputFileError",
    "Text",
    "TextError",
    "UserFileError",
    "atomic_write_bytes",
    "atomic_write_text",
    "describe_error",
    "describe_errors",
    "file_error",
    "file_mode_for",
    "latest_plausible_date",
    "major_minor",
    "money_text",
    "os_problem",
    "output_target",
    "parse_amount",
    "refuse_output_that_is_an_input",
    "resource_path",
    "short_version",
    "shown",
    "single_line",
    "temporary_prefix",
    "version_tuple",
]
