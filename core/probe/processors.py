"""This machine's processors and memory, for the wizard's "This server's processors" (a CPU+GPU plan keeps a big MoE
model's experts in the server's own memory, so its cores, clock and memory channels set the speed). Read where the
system tells without asking: /proc/cpuinfo on Linux, with dmidecode's memory table where it may be read (it needs an
administrator: without one the memory is left for the buyer to fill in), Windows' CIM classes through PowerShell.
A Mac is never the server of such a plan: nothing is read there."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

Runner = Callable[[list[str]], str | None]

# A socket's memory channels are counted from the modules installed, one a channel; a server with two modules on a
# channel would count twice, so the count stops at the most channels any server socket of the catalog's hosts has
# (AMD EPYC 9004/9005: 12).
MOST_CHANNELS = 12
_BASE_CLOCK = re.compile(r"@\s*([\d.]+)\s*GHz", re.IGNORECASE)  # "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz"
_RATE = re.compile(r"(\d+)\s*(?:MT/s|MHz)")
_SMBIOS_MEMORY_TYPES = {26: "ddr4", 34: "ddr5"}  # SMBIOS type 17 'Memory Type' (Win32_PhysicalMemory.SMBIOSMemoryType)
_POWERSHELL = ["powershell", "-NoProfile", "-NonInteractive", "-Command"]


class ProbedProcessors(BaseModel):
    """What the machine says of its processors and memory; None where it did not say."""

    model_config = ConfigDict(extra="forbid")

    name: str  # as the system names the CPU, e.g. "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz"
    vendor: Literal["intel", "amd"] | None
    sockets: int
    cores_per_socket: int
    base_ghz: float | None
    avx512: bool
    amx: bool
    memory_type: Literal["ddr4", "ddr5"] | None = None
    memory_mt_s: int | None = None  # the rate the modules run at (the slowest of them)
    modules: int | None = None  # memory modules installed

    @property
    def channels_per_socket(self) -> int | None:
        """Memory channels of a socket, one module a channel (at most MOST_CHANNELS)."""
        if not self.modules:
            return None
        return max(1, min(MOST_CHANNELS, self.modules // self.sockets))

    def host_facts(self) -> dict[str, Any]:
        """The facts core.scenario.OwnedHost takes, those the machine told; the others are left out for the buyer."""
        facts: dict[str, Any] = {
            "name": short_cpu_name(self.name, self.sockets),
            "vendor": self.vendor,
            "sockets": self.sockets,
            "cores_per_socket": self.cores_per_socket,
            "avx512": self.avx512,
            "amx": self.amx,
        }
        optional = {
            "base_ghz": self.base_ghz,
            "channels_per_socket": self.channels_per_socket,
            "memory_type": self.memory_type,
            "memory_mt_s": self.memory_mt_s,
        }
        return facts | {key: value for key, value in optional.items() if value}


def short_cpu_name(name: str, sockets: int) -> str:
    """'2 × Intel Xeon Gold 6248' from 'Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz' on two sockets."""
    plain = re.sub(r"\((?:R|TM)\)", "", name, flags=re.IGNORECASE)
    plain = _BASE_CLOCK.sub("", plain)
    plain = re.sub(r"\b(?:CPU|Processor|\d+-Core)\b", "", plain, flags=re.IGNORECASE)
    plain = " ".join(plain.split())
    return f"{sockets} × {plain}" if sockets > 1 else plain


def read_processors(os_name: str, runner: Runner, cpuinfo: Path = Path("/proc/cpuinfo")) -> ProbedProcessors | None:
    """This machine's processors and memory, or None where the system does not say (a Mac, a container without
    /proc)."""
    memory: dict[str, Any] | None
    if os_name == "Linux":
        processors = parse_cpuinfo(cpuinfo.read_text(encoding="utf-8", errors="replace"))
        table = runner(["dmidecode", "-t", "17"])  # None without an administrator: the memory is the buyer's to say
        memory = parse_dmidecode_memory(table) if table is not None else None
    elif os_name == "Windows":
        processors = parse_win32_processor(runner([*_POWERSHELL, _CIM_PROCESSOR]))
        memory = parse_win32_physical_memory(runner([*_POWERSHELL, _CIM_MEMORY]))
    else:
        return None
    if processors is None or not memory:
        return processors
    return processors.model_copy(update=memory)


def parse_cpuinfo(text: str) -> ProbedProcessors | None:
    """/proc/cpuinfo on x86 Linux: one block a logical CPU; the sockets are the distinct 'physical id's, the cores of
    one its 'cpu cores', the vector units its flags (avx512f; amx_tile for Intel's AMX)."""
    blocks = [dict(_fields(block)) for block in re.split(r"\n\s*\n", text) if "processor" in block]
    if not blocks or "model name" not in blocks[0] or "cpu cores" not in blocks[0]:
        return None
    first = blocks[0]
    flags = set(first.get("flags", "").split())
    clock = _BASE_CLOCK.search(first["model name"])
    return ProbedProcessors(
        name=first["model name"],
        vendor={"GenuineIntel": "intel", "AuthenticAMD": "amd"}.get(first.get("vendor_id", "")),
        sockets=len({b["physical id"] for b in blocks if "physical id" in b}) or 1,
        cores_per_socket=int(first["cpu cores"]),
        base_ghz=float(clock.group(1)) if clock else None,
        avx512="avx512f" in flags,
        amx="amx_tile" in flags,
    )


def _fields(block: str) -> list[tuple[str, str]]:
    pairs = []
    for line in block.splitlines():
        key, colon, value = line.partition(":")
        if colon:
            pairs.append((key.strip(), value.strip()))
    return pairs


def parse_dmidecode_memory(text: str) -> dict[str, Any]:
    """dmidecode's 'Memory Device' entries (DMI type 17): the modules installed, their type (the most common) and the
    rate they run at (each one's configured speed, else its rated one; the slowest, which all then run at)."""
    modules: list[dict[str, str]] = []
    for block in text.split("Memory Device")[1:]:
        fields = dict(_fields(block.split("\nHandle ")[0]))
        size = fields.get("Size", "")
        if not size or "No Module" in size or "Not Installed" in size or size.startswith("0"):
            continue
        modules.append(fields)
    if not modules:
        return {}
    kinds = Counter(m.get("Type", "").lower() for m in modules)
    kind = next((k for k, _ in kinds.most_common() if k in ("ddr4", "ddr5")), None)
    rates = [
        int(rate.group(1))
        for m in modules
        if (
            rate := _RATE.search(
                m.get("Configured Memory Speed") or m.get("Configured Clock Speed") or m.get("Speed", "")
            )
        )
    ]
    return {"modules": len(modules), "memory_type": kind, "memory_mt_s": min(rates) if rates else None}


_CIM_PROCESSOR = (
    "Get-CimInstance Win32_Processor | Select-Object Manufacturer,Name,NumberOfCores,MaxClockSpeed | ConvertTo-Json"
)
_CIM_MEMORY = (
    "Get-CimInstance Win32_PhysicalMemory | Select-Object SMBIOSMemoryType,ConfiguredClockSpeed,Speed | ConvertTo-Json"
)


def _json_rows(text: str | None) -> list[dict[str, Any]]:
    """ConvertTo-Json's output: an object for one instance, a list for several."""
    if not text:
        return []
    try:
        data = json.loads(text)
    except ValueError:
        return []
    rows = data if isinstance(data, list) else [data]
    return [row for row in rows if isinstance(row, dict)]


def parse_win32_processor(text: str | None) -> ProbedProcessors | None:
    """Win32_Processor, one instance a socket. MaxClockSpeed is the base clock (MHz); Windows does not list the vector
    units, so AVX-512 and AMX are left unticked for the buyer to tick."""
    rows = _json_rows(text)
    if not rows or not rows[0].get("Name") or not rows[0].get("NumberOfCores"):
        return None
    first = rows[0]
    maker = str(first.get("Manufacturer", ""))
    clock = first.get("MaxClockSpeed")
    return ProbedProcessors(
        name=str(first["Name"]).strip(),
        vendor={"GenuineIntel": "intel", "AuthenticAMD": "amd"}.get(maker),
        sockets=len(rows),
        cores_per_socket=int(first["NumberOfCores"]),
        base_ghz=round(clock / 1000, 2) if isinstance(clock, int | float) and clock else None,
        avx512=False,
        amx=False,
    )


def parse_win32_physical_memory(text: str | None) -> dict[str, Any] | None:
    """Win32_PhysicalMemory, one instance a module installed: their count, type and rate (as dmidecode's)."""
    rows = _json_rows(text)
    if not rows:
        return None
    kinds = Counter(_SMBIOS_MEMORY_TYPES.get(int(row.get("SMBIOSMemoryType") or 0)) for row in rows)
    kind = next((k for k, _ in kinds.most_common() if k), None)
    rates = [int(r) for row in rows if (r := row.get("ConfiguredClockSpeed") or row.get("Speed"))]
    return {"modules": len(rows), "memory_type": kind, "memory_mt_s": min(rates) if rates else None}
