"""What this machine has: NVIDIA GPUs, driver and CUDA versions, CUDA toolkit, PyTorch, OS, memory and disk.

The probe only reads. It runs `nvidia-smi`, `nvcc` and (on a Mac) `sysctl` with a short timeout, reads package
metadata, never imports torch, never touches the network and never raises: whatever it cannot read becomes a
plain-English line in `MachineFacts.notes` (for the JSON and the log). What the buyer reads is `summary(lang)`, made
of the catalog's messages (probe.*) in their language.

Every outside call goes through an injectable `runner` (a command in, its stdout or None out) and `version_of`
(a distribution name in, its version or None out), and the platform facts can be passed in, so the tests replay
outputs recorded on real machines (tests/data/probe/).
"""

from __future__ import annotations

import csv
import importlib.metadata
import io
import os
import platform
import re
import shutil
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from gpu_advisor.core.foundation import major_minor, version_tuple
from gpu_advisor.core.foundation.messages import Text
from gpu_advisor.core.probe.processors import ProbedProcessors, read_processors, short_cpu_name

if TYPE_CHECKING:  # the catalog is needed only by match_catalog(), which imports it when called
    from gpu_advisor.core.catalog import Catalog

T = TypeVar("T")
Runner = Callable[[list[str]], str | None]
VersionOf = Callable[[str], str | None]

TIMEOUT_S = 5.0  # nvidia-smi can hang for a long time on a wedged driver; the window must not wait on it
QUERY_FIELDS = (
    "index",
    "name",
    "memory.total",
    "driver_version",
    "power.limit",
    "pcie.link.gen.max",
    "pcie.link.width.max",
)
GPU_QUERY = ["nvidia-smi", f"--query-gpu={','.join(QUERY_FIELDS)}", "--format=csv,noheader,nounits"]
SMI_TABLE = ["nvidia-smi"]
NVCC_VERSION = ["nvcc", "--version"]
# When PyTorch's version carries no "+cu124" tag (the default Linux wheels from PyPI), the CUDA it was built
# for shows in the runtime wheel it depends on; CUDA 13 wheels dropped the -cuXX suffix.
CUDA_RUNTIME_DISTRIBUTIONS = ("nvidia-cuda-runtime-cu12", "nvidia-cuda-runtime-cu11", "nvidia-cuda-runtime")
NO_NVIDIA = "No NVIDIA GPU or driver found on this machine."  # the English of the message probe.no_nvidia
MIB = 2**20
GIB = 2**30


class ProbedGpu(BaseModel):
    model_config = ConfigDict(extra="forbid")

    index: int
    name: str  # as nvidia-smi prints it, e.g. "NVIDIA GeForce RTX 4090"
    memory_mib: int | None
    power_limit_w: float | None
    pcie_gen: int | None
    pcie_width: int | None
    catalog_id: str | None = None  # filled by match_catalog()


class MachineFacts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    os: str  # "Linux" | "Windows" | "Darwin"
    os_version: str
    arch: str
    ram_gb: float | None
    disk_free_gb: float | None
    chip: str | None  # Apple chip name, else None
    driver_version: str | None
    cuda_driver_version: str | None  # the highest CUDA the driver supports (nvidia-smi banner)
    cuda_toolkit_version: str | None  # nvcc
    torch_version: str | None
    torch_cuda: str | None
    gpus: list[ProbedGpu] = Field(default_factory=list)
    processors: ProbedProcessors | None = None  # the CPUs and memory modules (core.probe.processors)
    notes: list[str] = Field(default_factory=list)  # plain English lines on what could not be read
    chip_catalog_id: str | None = None  # filled by match_catalog() for an Apple chip

    def summary(self, lang: str = "en") -> str:
        """A few plain lines a non-technical person understands, in `lang`."""
        return "\n".join(line.render(lang) for line in self.summary_lines())

    def summary_lines(self) -> list[Text]:
        lines = [self._computer_line()]
        if self.processors is not None:
            lines.append(self._processors_line(self.processors))
        if self.chip:
            lines.append(Text("probe.chip", {"chip": self.chip}))
        lines += self._gpu_lines()
        if self.driver_version:
            if self.cuda_driver_version:
                lines.append(
                    Text("probe.driver_cuda", {"driver": self.driver_version, "cuda": self.cuda_driver_version})
                )
            else:
                lines.append(Text("probe.driver", {"driver": self.driver_version}))
        if self.cuda_toolkit_version:
            lines.append(Text("probe.toolkit", {"version": self.cuda_toolkit_version}))
        lines.append(self._torch_line())
        mismatch = self._driver_too_old_line()
        if mismatch:
            lines.append(mismatch)
        return lines

    def _computer_line(self) -> Text:
        name = {"Darwin": "macOS"}.get(self.os, self.os)
        # a Linux version is the distribution's full name ("Ubuntu 22.04.5 LTS"): "Linux" before it says nothing
        system = self.os_version if self.os == "Linux" and self.os_version else f"{name} {self.os_version}".strip()
        parts: list[str | Text] = [p for p in (system, self.arch) if p]
        if self.ram_gb is not None:
            parts.append(Text("probe.ram", {"gb": round(self.ram_gb)}))
        if self.disk_free_gb is not None:
            parts.append(Text("probe.disk", {"gb": round(self.disk_free_gb)}))
        return Text("probe.computer", {"parts": parts})

    @staticmethod
    def _processors_line(cpus: ProbedProcessors) -> Text:
        name = short_cpu_name(cpus.name, 1)
        params: dict[str, object] = {"sockets": cpus.sockets, "name": name, "cores": cpus.cores_per_socket}
        if cpus.modules and cpus.memory_type and cpus.memory_mt_s:
            memory = f"{cpus.modules} × {cpus.memory_type.upper()}-{cpus.memory_mt_s}"
            return Text("probe.processors_memory", {**params, "memory": memory})
        return Text("probe.processors", params)

    def _gpu_lines(self) -> list[Text]:
        if not self.gpus:
            if self.driver_version:
                return [Text("probe.driver_no_gpu", {"driver": self.driver_version})]
            return [Text("probe.no_nvidia")]
        lines = []
        for (name, memory_mib), count in _group_gpus(self.gpus):
            memory = {"gb": _marketing_gb(memory_mib)} if memory_mib else {}
            key = "probe.gpu" if count == 1 else "probe.gpus"
            lines.append(Text(key + ("_memory" if memory else ""), {"name": name, "count": count, **memory}))
        return lines

    def _torch_line(self) -> Text:
        if not self.torch_version:
            return Text("probe.no_torch")
        if self.torch_cuda:
            return Text("probe.torch_cuda", {"version": self.torch_version, "cuda": self.torch_cuda})
        return Text("probe.torch_cpu", {"version": self.torch_version})

    def _driver_too_old_line(self) -> Text | None:
        needed, offered = version_tuple(self.torch_cuda), version_tuple(self.cuda_driver_version)
        if needed and offered and needed > offered:
            return Text("probe.driver_too_old", {"need": self.torch_cuda, "have": self.cuda_driver_version})
        return None


@dataclass(frozen=True)
class PlatformFacts:
    """What Python's platform module says; passed in by tests to play another OS."""

    os: str  # platform.system(): "Linux", "Windows", "Darwin"
    os_version: str
    arch: str  # platform.machine(): "x86_64", "AMD64", "arm64"
    home: Path  # whose disk's free space counts: where models get downloaded
    environ: Mapping[str, str] = field(default_factory=dict)  # CUDA_PATH / CUDA_HOME point at nvcc


@dataclass(frozen=True)
class NvmlReading:
    gpus: list[ProbedGpu]
    driver_version: str | None
    cuda_driver_version: str | None


# --- running things -------------------------------------------------------------------------------------------


def default_runner(command: list[str]) -> str | None:
    """stdout of `command`, or None when it is missing, fails or runs past TIMEOUT_S."""
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=TIMEOUT_S,
            stdin=subprocess.DEVNULL,
            # the GUI has no console on Windows; without this each call flashes a console window
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
            check=False,
        )
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    return done.stdout if done.returncode == 0 else None


def default_version_of(distribution: str) -> str | None:
    """Installed version of a distribution, read from its metadata (never by importing it)."""
    try:
        return importlib.metadata.version(distribution)
    except Exception:  # PackageNotFoundError, or a half-removed package whose METADATA is unreadable
        return None


def current_platform() -> PlatformFacts:
    return PlatformFacts(
        os=platform.system() or "unknown",
        os_version=_os_version(),
        arch=platform.machine() or "unknown",
        home=Path.home(),
        environ=dict(os.environ),
    )


def _os_version() -> str:
    system = platform.system()
    if system == "Linux":
        try:
            return platform.freedesktop_os_release().get("PRETTY_NAME") or platform.release()
        except OSError:  # no /etc/os-release (containers, old distributions)
            return platform.release()
    if system == "Darwin":
        return platform.mac_ver()[0] or platform.release()
    if system == "Windows":
        return _windows_version(platform.release(), platform.version())
    return platform.release()


def _windows_version(release: str, version: str) -> str:
    # Windows 11 still calls itself release "10" to older Pythons; its build number (22000 and up) tells them apart
    build = version.rsplit(".", 1)[-1]
    if release == "10" and build.isdigit() and int(build) >= 22000:
        release = "11"
    return f"{release} (build {version})" if version else release


# --- pure parsers ---------------------------------------------------------------------------------------------


def parse_gpu_query(csv_text: str) -> list[ProbedGpu]:
    """GPUs from `nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits]`.

    Without a header the columns are QUERY_FIELDS in order; with one (the plain `--format=csv`), they are found
    by name, so any field list that includes `name` works. Rows that do not fit the columns are skipped.
    """
    return [gpu for position, row in enumerate(_query_rows(csv_text)) if (gpu := _gpu_from_row(row, position))]


def parse_smi_banner(text: str) -> tuple[str | None, str | None]:
    """(driver version, highest CUDA version the driver supports) from plain `nvidia-smi` or `nvidia-smi -q`."""
    # R610 drivers renamed the banner fields to "KMD Version" and "CUDA UMD Version"
    driver = re.search(r"\b(?:Driver|KMD) Version\s*:\s*(\d[\w.\-]*)", text)
    cuda = re.search(r"\bCUDA (?:UMD )?Version\s*:\s*(\d+\.\d+)", text)
    return (driver[1] if driver else None, cuda[1] if cuda else None)


_GPU_ROW = re.compile(
    r"^\|\s+(?P<index>\d+)\s+(?P<name>.+?)\s+(?:On|Off|WDDM|TCC|MCDM|N/A)\s*\|\s*[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:"
)
_MEMORY_CELL = re.compile(r"(\d+)\s*MiB\s*/\s*(\d+)\s*MiB")
_POWER_CAP = re.compile(r"/\s*(\d+(?:\.\d+)?)\s*W\s*\|")


def parse_smi_table(text: str) -> list[ProbedGpu]:
    """GPUs from the table plain `nvidia-smi` prints: the fallback when the query form fails.

    The table cuts long names short ("NVIDIA GeForce RTX 4080 ...") and shows no PCIe link, so the query form
    is always tried first.
    """
    gpus: list[ProbedGpu] = []
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if "Processes:" in line or "MIG devices:" in line:
            break  # below the GPU rows: process and MIG rows also show MiB figures
        row = _GPU_ROW.match(line)
        if not row:
            continue
        stats = lines[number + 1] if number + 1 < len(lines) else ""
        memory = _MEMORY_CELL.search(stats)
        power = _POWER_CAP.search(stats)
        gpus.append(
            ProbedGpu(
                index=int(row["index"]),
                name=row["name"].strip(),
                memory_mib=int(memory[2]) if memory else None,
                power_limit_w=float(power[1]) if power else None,
                pcie_gen=None,
                pcie_width=None,
            )
        )
    return gpus


def parse_nvcc(text: str) -> str | None:
    """CUDA toolkit version ("12.5") from `nvcc --version`."""
    found = re.search(r"\brelease\s+(\d+\.\d+)", text)
    return found[1] if found else None


def parse_torch_version(version: str | None, cuda_runtime_version: str | None = None) -> tuple[str | None, str | None]:
    """(PyTorch version, CUDA it was built for) from its package version: "2.5.1+cu124" -> ("2.5.1", "12.4").

    A "+cpu", "+rocm6.1" or "+xpu" build has no CUDA. With no local tag, the CUDA runtime wheel installed beside
    it (`cuda_runtime_version`, e.g. "12.4.127") tells.
    """
    if not version or not version.strip():
        return None, None
    public, _, local = version.strip().partition("+")
    cuda_tag = re.match(r"cu(\d+)(\d)(?!\d)", local)
    if cuda_tag:
        return public, f"{cuda_tag[1]}.{cuda_tag[2]}"
    if local.startswith(("cpu", "rocm", "xpu")):
        return public, None
    # no tag, or a source build's git hash (NVIDIA's containers): the runtime wheel is the best evidence left
    return public, major_minor(cuda_runtime_version)


def parse_meminfo(text: str) -> int | None:
    """Total RAM in bytes from Linux's /proc/meminfo."""
    found = re.search(r"^MemTotal:\s*(\d+)\s*kB", text, re.MULTILINE)
    return int(found[1]) * 1024 if found else None


def _query_rows(csv_text: str) -> list[dict[str, str]]:
    rows = [row for row in csv.reader(io.StringIO(csv_text), skipinitialspace=True) if any(c.strip() for c in row)]
    if not rows:
        return []
    header = [_field_name(cell) for cell in rows[0]]
    if "name" in header:
        fields, data = header, rows[1:]
    else:
        fields, data = list(QUERY_FIELDS), rows
    # a row of another width is an error message or a cut line: skipping it beats guessing its columns
    return [dict(zip(fields, (cell.strip() for cell in row), strict=True)) for row in data if len(row) == len(fields)]


def _field_name(header_cell: str) -> str:
    return header_cell.split("[", 1)[0].strip()  # "memory.total [MiB]" -> "memory.total"


def _gpu_from_row(row: dict[str, str], position: int) -> ProbedGpu | None:
    name = _text(row.get("name"))
    if not name:
        return None
    index = _number(row.get("index"))
    return ProbedGpu(
        index=int(index) if index is not None else position,
        name=name,
        memory_mib=_integer(row.get("memory.total")),
        power_limit_w=_number(row.get("power.limit")),
        pcie_gen=_integer(row.get("pcie.link.gen.max")),
        pcie_width=_integer(row.get("pcie.link.width.max")),
    )


def _text(value: str | None) -> str | None:
    """None for nvidia-smi's ways of saying 'no value': "", "N/A", "[N/A]", "[Not Supported]", "ERR!"."""
    if value is None:
        return None
    value = value.strip()
    if not value or value.upper() in ("N/A", "ERR!") or (value.startswith("[") and value.endswith("]")):
        return None
    return value


def _number(value: str | None) -> float | None:
    text = _text(value)
    found = re.match(r"-?\d+(?:\.\d+)?", text) if text else None  # "700.00 W" and "700.00" alike
    return float(found[0]) if found else None


def _integer(value: str | None) -> int | None:
    number = _number(value)
    return int(number) if number is not None else None


def _marketing_gb(memory_mib: int) -> int:
    # nvidia-smi counts in MiB; in GiB it gives the size printed on the box (24 for an RTX 4090), which is
    # what a buyer recognises
    return round(memory_mib / 1024)


def _group_gpus(gpus: list[ProbedGpu]) -> list[tuple[tuple[str, int | None], int]]:
    groups: list[tuple[tuple[str, int | None], int]] = []
    for gpu in gpus:
        key = (gpu.name, gpu.memory_mib)
        if groups and groups[-1][0] == key:
            groups[-1] = (key, groups[-1][1] + 1)
        else:
            groups.append((key, 1))
    return groups


# --- reading the machine --------------------------------------------------------------------------------------


def read_nvml() -> NvmlReading | None:
    """GPUs through NVML, only if the optional `nvidia-ml-py` package (module `pynvml`) is importable."""
    try:
        import pynvml  # type: ignore[import-not-found]  # optional; loaded only when nvidia-smi is missing
    except Exception:
        return None
    try:
        pynvml.nvmlInit()
    except Exception:  # NVML present but no driver to talk to
        return None
    try:
        gpus = [_nvml_gpu(pynvml, index) for index in range(pynvml.nvmlDeviceGetCount())]
        cuda = _optional(pynvml.nvmlSystemGetCudaDriverVersion)
        return NvmlReading(
            gpus=gpus,
            driver_version=_decoded(_optional(pynvml.nvmlSystemGetDriverVersion)),
            cuda_driver_version=f"{cuda // 1000}.{cuda % 1000 // 10}" if isinstance(cuda, int) else None,
        )
    except Exception:
        return None
    finally:
        _optional(pynvml.nvmlShutdown)


def _nvml_gpu(pynvml: Any, index: int) -> ProbedGpu:
    handle = pynvml.nvmlDeviceGetHandleByIndex(index)
    memory = _optional(pynvml.nvmlDeviceGetMemoryInfo, handle)
    power_mw = _optional(pynvml.nvmlDeviceGetPowerManagementLimit, handle)
    return ProbedGpu(
        index=index,
        name=_decoded(pynvml.nvmlDeviceGetName(handle)) or f"GPU {index}",
        memory_mib=int(memory.total) // MIB if memory is not None else None,
        power_limit_w=power_mw / 1000 if isinstance(power_mw, int | float) else None,
        pcie_gen=_optional(pynvml.nvmlDeviceGetMaxPcieLinkGeneration, handle),
        pcie_width=_optional(pynvml.nvmlDeviceGetMaxPcieLinkWidth, handle),
    )


def _optional(call: Callable[..., Any], *args: Any) -> Any:
    try:
        return call(*args)
    except Exception:  # NVML raises for anything a card does not support
        return None


def _decoded(value: Any) -> str | None:
    if isinstance(value, bytes):  # older pynvml releases return bytes
        value = value.decode("utf-8", "replace")
    return value.strip() if isinstance(value, str) and value.strip() else None


def read_ram_bytes(facts: PlatformFacts, runner: Runner) -> int | None:
    if facts.os == "Darwin":
        return _integer(runner(["sysctl", "-n", "hw.memsize"]))
    if facts.os == "Windows":
        return _windows_ram_bytes()
    return _linux_ram_bytes()


def _linux_ram_bytes() -> int | None:
    try:
        total = parse_meminfo(Path("/proc/meminfo").read_text(encoding="ascii", errors="replace"))
        if total:
            return total
    except OSError:
        pass
    try:  # BSDs and containers without /proc
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, OSError, ValueError):
        return None


def _windows_ram_bytes() -> int | None:
    import ctypes  # here, not at the top: only Windows has windll

    class MemoryStatusEx(ctypes.Structure):
        _fields_ = [
            ("dwLength", ctypes.c_ulong),
            ("dwMemoryLoad", ctypes.c_ulong),
            ("ullTotalPhys", ctypes.c_ulonglong),
            ("ullAvailPhys", ctypes.c_ulonglong),
            ("ullTotalPageFile", ctypes.c_ulonglong),
            ("ullAvailPageFile", ctypes.c_ulonglong),
            ("ullTotalVirtual", ctypes.c_ulonglong),
            ("ullAvailVirtual", ctypes.c_ulonglong),
            ("ullAvailExtendedVirtual", ctypes.c_ulonglong),
        ]

    status = MemoryStatusEx()
    status.dwLength = ctypes.sizeof(MemoryStatusEx)
    if not ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):  # type: ignore[attr-defined]
        return None
    return int(status.ullTotalPhys)


def read_apple_chip(facts: PlatformFacts, runner: Runner) -> str | None:
    if facts.os != "Darwin":
        return None
    brand = (runner(["sysctl", "-n", "machdep.cpu.brand_string"]) or "").strip()
    return brand if brand.startswith("Apple") else None  # an Intel Mac says "Intel(R) Core(TM) i9-..."


def nvcc_commands(facts: PlatformFacts) -> list[list[str]]:
    """Where nvcc may be: on PATH, under CUDA_PATH/CUDA_HOME, or in Linux's default install folder, which the
    toolkit installer does not add to PATH."""
    exe = "nvcc.exe" if facts.os == "Windows" else "nvcc"
    commands = [NVCC_VERSION]
    for variable in ("CUDA_PATH", "CUDA_HOME"):
        if facts.environ.get(variable):
            commands.append([str(Path(facts.environ[variable]) / "bin" / exe), "--version"])
    if facts.os == "Linux":
        commands.append(["/usr/local/cuda/bin/nvcc", "--version"])
    return commands


def _gb(byte_count: int | None) -> float | None:
    return round(byte_count / 1e9, 1) if byte_count else None


def _safe(runner: Runner) -> Runner:
    """A runner that cannot raise: an injected one might."""

    def run(command: list[str]) -> str | None:
        try:
            output = runner(command)
        except Exception:
            return None
        return output if isinstance(output, str) else None

    return run


def _read(work: Callable[[], T], notes: list[str], missing: str | None) -> T | None:
    """The value `work` reads, or None with the note `missing`: one fact that cannot be read never costs the others."""
    try:
        value = work()
    except Exception:
        value = None
    if value is None and missing:
        notes.append(missing)
    return value


@dataclass
class _NvidiaFacts:
    gpus: list[ProbedGpu] = field(default_factory=list)
    driver_version: str | None = None
    cuda_driver_version: str | None = None


def _read_nvidia(runner: Runner, nvml: Callable[[], NvmlReading | None], notes: list[str]) -> _NvidiaFacts:
    query, table = runner(GPU_QUERY), runner(SMI_TABLE)
    facts = _NvidiaFacts(gpus=parse_gpu_query(query) if query else [])
    if table:
        facts.driver_version, facts.cuda_driver_version = parse_smi_banner(table)
    if facts.driver_version is None and query:
        facts.driver_version = next((d for row in _query_rows(query) if (d := _text(row.get("driver_version")))), None)
    if not facts.gpus and table:
        facts.gpus = parse_smi_table(table)
        if facts.gpus:
            notes.append(
                "Read the GPUs from nvidia-smi's table because its query form failed; long names may be cut short."
            )
    if query is None and table is None:
        return _read_nvml_instead(nvml, notes)
    if _smi_failed(query) or _smi_failed(table):
        notes.append(
            "nvidia-smi is installed but could not talk to the NVIDIA driver: the driver is not loaded, "
            "or is too old for this GPU (a restart after installing it often helps)."
        )
    elif not facts.gpus:
        notes.append("nvidia-smi ran but listed no GPU.")
    return facts


def _smi_failed(output: str | None) -> bool:
    return output is not None and ("has failed" in output or "couldn't communicate" in output)


def _read_nvml_instead(nvml: Callable[[], NvmlReading | None], notes: list[str]) -> _NvidiaFacts:
    try:
        reading = nvml()
    except Exception:
        reading = None
    if reading is None or not reading.gpus:
        notes.append("nvidia-smi not found or not working: no working NVIDIA driver on this machine.")
        return _NvidiaFacts()
    notes.append("nvidia-smi not found; read the GPUs through NVML (the nvidia-ml-py package) instead.")
    return _NvidiaFacts(reading.gpus, reading.driver_version, reading.cuda_driver_version)


def _read_toolkit(runner: Runner, facts: PlatformFacts) -> str | None:
    for command in nvcc_commands(facts):
        version = parse_nvcc(runner(command) or "")
        if version:
            return version
    return None


def _read_torch(version_of: VersionOf) -> tuple[str | None, str | None]:
    def safe_version(name: str) -> str | None:
        try:
            return version_of(name)
        except Exception:
            return None

    torch = safe_version("torch")
    if not torch:
        return None, None
    runtime = next((v for name in CUDA_RUNTIME_DISTRIBUTIONS if (v := safe_version(name))), None)
    return parse_torch_version(torch, runtime)


def probe_machine(
    runner: Runner = default_runner,
    version_of: VersionOf = default_version_of,
    platform_facts: PlatformFacts | None = None,
    nvml: Callable[[], NvmlReading | None] = read_nvml,
) -> MachineFacts:
    """Everything the probe can read about this machine; never raises."""
    notes: list[str] = []
    try:
        return _probe(_safe(runner), version_of, platform_facts or current_platform(), nvml, notes)
    except Exception as exc:  # a last guard: the GUI calls this on start-up and must always get an answer
        notes.append(f"The machine check stopped early ({type(exc).__name__}: {exc}).")
        return MachineFacts(
            os=platform.system() or "unknown",
            os_version="",
            arch=platform.machine() or "unknown",
            ram_gb=None,
            disk_free_gb=None,
            chip=None,
            driver_version=None,
            cuda_driver_version=None,
            cuda_toolkit_version=None,
            torch_version=None,
            torch_cuda=None,
            notes=notes,
        )


def _probe(
    runner: Runner,
    version_of: VersionOf,
    facts: PlatformFacts,
    nvml: Callable[[], NvmlReading | None],
    notes: list[str],
) -> MachineFacts:
    nvidia = _read_nvidia(runner, nvml, notes)
    toolkit = _read(
        lambda: _read_toolkit(runner, facts),
        notes,
        "No CUDA toolkit (nvcc) found; running models does not need it, PyTorch brings its own CUDA libraries.",
    )
    torch_version, torch_cuda = _read_torch(version_of)
    ram = _read(lambda: read_ram_bytes(facts, runner), notes, "Could not read the size of the memory (RAM).")
    disk = _read(
        lambda: shutil.disk_usage(facts.home).free, notes, f"Could not read the free disk space of {facts.home}."
    )
    chip = _read(lambda: read_apple_chip(facts, runner), notes, None)  # None is the normal answer off a Mac
    processors = _read(lambda: read_processors(facts.os, runner), notes, None)  # a Mac: None
    return MachineFacts(
        os=facts.os,
        os_version=facts.os_version,
        arch=facts.arch,
        ram_gb=_gb(ram),
        disk_free_gb=_gb(disk),
        chip=chip,
        driver_version=nvidia.driver_version,
        cuda_driver_version=nvidia.cuda_driver_version,
        cuda_toolkit_version=toolkit,
        torch_version=torch_version,
        torch_cuda=torch_cuda,
        gpus=nvidia.gpus,
        processors=processors,
        notes=notes,
    )


# --- matching against the catalog -----------------------------------------------------------------------------

_BRAND_WORDS = re.compile(r"\b(?:NVIDIA|GeForce|Tesla|Quadro)\b\s*", re.IGNORECASE)
_FAMILY = re.compile(r"^([A-Z]\d{1,3}[A-Z]?)(?![A-Za-z0-9])")  # A100, H100, V100, L40S: not RTX 4090
_MEMORY_TOLERANCE = 0.12  # a T4 reports 15 GiB for its 16 GB, an A10 22.5 for 24


def match_catalog(facts: MachineFacts, catalog: Catalog | None = None) -> MachineFacts:
    """A copy of `facts` with `catalog_id` filled for each GPU and `chip_catalog_id` for an Apple chip."""
    if catalog is None:
        from gpu_advisor.core.catalog import default_catalog  # here: probing needs no catalog

        catalog = default_catalog()
    gpus = [
        gpu.model_copy(update={"catalog_id": find_catalog_gpu(catalog, gpu.name, gpu.memory_mib)}) for gpu in facts.gpus
    ]
    chip_id = find_catalog_chip(catalog, facts.chip, facts.ram_gb) if facts.chip else None
    return facts.model_copy(update={"gpus": gpus, "chip_catalog_id": chip_id})


def find_catalog_gpu(catalog: Catalog, name: str, memory_mib: int | None = None) -> str | None:
    """Catalog id for a GPU name as nvidia-smi prints it, or None when the catalog has no such card."""
    if not name or name.rstrip().endswith("..."):
        return None  # a name the table cut short ("RTX 4080 ...") could be the SUPER or not: do not guess
    for text in (name, _strip_brand(name)):
        entry = catalog.gpus.find(text)
        if entry is not None:
            return entry.id
    return _match_family(catalog, name, memory_mib)


def find_catalog_chip(catalog: Catalog, chip: str, ram_gb: float | None = None) -> str | None:
    """Catalog id for an Apple chip ("Apple M2 Ultra"), if the catalog entry has this machine's memory.

    Apple entries are whole machines of one memory size; a 32 GB M2 Max is not the 96 GB entry.
    """
    for text in (chip, re.sub(r"^Apple\s+", "", chip)):
        entry = catalog.gpus.find(text)
        if entry is not None and entry.vendor == "apple":
            if ram_gb is None or _same_size(entry.memory_gb, ram_gb * 1e9 / GIB, 0.05):
                return entry.id
            return None
    return None


def _strip_brand(name: str) -> str:
    return _BRAND_WORDS.sub("", name).strip()


def _match_family(catalog: Catalog, name: str, memory_mib: int | None) -> str | None:
    """Data-centre names the aliases miss, like "NVIDIA H100 80GB HBM3": same family, form factor and memory."""
    family = _FAMILY.match(_strip_brand(name))
    if not family:
        return None
    candidates = [g for g in catalog.gpus if g.vendor == "nvidia" and g.id.split("-")[0] == family[1].lower()]
    form = _form_factor(name)
    if form:
        candidates = [g for g in candidates if g.form_factor == form]
    size = _name_memory_gb(name) or (memory_mib / 1024 if memory_mib else None)
    if size is None:
        return candidates[0].id if len(candidates) == 1 else None
    fitting = [g for g in candidates if _same_size(g.memory_gb, size, _MEMORY_TOLERANCE)]
    best = min(fitting, key=lambda g: abs(g.memory_gb - size), default=None)
    return best.id if best else None


def _form_factor(name: str) -> str | None:
    if re.search(r"SXM", name, re.IGNORECASE):
        return "sxm"
    if re.search(r"PCIe|NVL", name, re.IGNORECASE):
        return "pcie"
    if re.search(r"\bHBM3\b", name):
        return "sxm"  # "H100 80GB HBM3" is how nvidia-smi names the SXM5 part; the PCIe card has HBM2e
    return None


def _name_memory_gb(name: str) -> float | None:
    found = re.search(r"(\d+)\s*GB\b", name, re.IGNORECASE)
    return float(found[1]) if found else None


def _same_size(catalog_gb: float, measured_gb: float, tolerance: float) -> bool:
    return abs(catalog_gb - measured_gb) <= tolerance * catalog_gb
