"""This machine's processors and memory for the wizard's "This server's processors" (core.probe.processors).

Fixtures (tests/data/processors): cpuinfo_epyc_2vcpu.txt is /proc/cpuinfo as this project's build machine printed it
(2026-12-02); cpuinfo_xeon_gold_6248_2s.txt is two of the eighty blocks of a dual Xeon Gold 6248, its fields as a real
machine's lscpu printed them (RHEL 8.3: 2 sockets, 20 cores each, 'Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz', flags
with avx512f, no amx; a public log, GitHub code index id 36424694427; Intel lists the 6248 at 20 cores, 2.50 GHz);
dmidecode_t17_ddr4_rdimm.txt is `dmidecode -t 17` of a server's Micron RDIMMs as a public note printed one (code index
id 6049292290: 32 GB DDR4, rated 3200, configured 2933 MT/s), two of them, and an empty slot in dmidecode's words
(code index id 29329637138). The Windows replies are ConvertTo-Json of the CIM classes' documented properties."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor.core.probe.processors import (
    MOST_CHANNELS,
    parse_cpuinfo,
    parse_dmidecode_memory,
    parse_win32_physical_memory,
    parse_win32_processor,
    read_processors,
    short_cpu_name,
)
from gpu_advisor.core.scenario.model import OwnedHost

DATA = Path(__file__).parent.parent / "data" / "processors"


def recorded(name: str) -> str:
    """A recording without its first line, which says where it comes from."""
    first, _, rest = (DATA / name).read_text(encoding="utf-8").partition("\n")
    assert first.startswith("# source:"), name
    return rest


def test_a_dual_xeon_is_read_from_proc_cpuinfo():
    cpus = parse_cpuinfo(recorded("cpuinfo_xeon_gold_6248_2s.txt"))
    assert cpus is not None
    assert (cpus.vendor, cpus.sockets, cpus.cores_per_socket, cpus.base_ghz) == ("intel", 2, 20, 2.5)
    assert cpus.avx512 and not cpus.amx
    assert short_cpu_name(cpus.name, cpus.sockets) == "2 × Intel Xeon Gold 6248"


def test_this_build_machines_own_cpuinfo():
    """A 2-vCPU cloud VM: one socket, two cores, AMD, no clock in its name (left for the buyer), no AVX-512."""
    cpus = parse_cpuinfo(recorded("cpuinfo_epyc_2vcpu.txt"))
    assert cpus is not None
    assert (cpus.vendor, cpus.sockets, cpus.cores_per_socket, cpus.base_ghz, cpus.avx512) == ("amd", 1, 2, None, False)


def test_not_cpuinfo_reads_as_nothing():
    assert parse_cpuinfo("") is None
    assert parse_cpuinfo("processor : 0\nHardware : BCM2835\n") is None  # an ARM board: no model name, no cores


def test_the_memory_modules_from_dmidecode():
    """Two modules installed (the empty slot is not one), DDR4, at their configured 2933 MT/s, not their rated 3200."""
    memory = parse_dmidecode_memory(recorded("dmidecode_t17_ddr4_rdimm.txt"))
    assert memory == {"modules": 2, "memory_type": "ddr4", "memory_mt_s": 2933}
    assert (
        parse_dmidecode_memory("# dmidecode 3.3\n/sys/firmware/dmi/tables/smbios_entry_point: Permission denied\n")
        == {}
    )


def test_the_facts_fill_the_own_server_as_the_scenario_takes_them():
    """Two sockets and twelve modules: six channels a socket (the Xeon Gold 6248 has six); the facts validate as the
    wizard's own server."""
    cpus = parse_cpuinfo(recorded("cpuinfo_xeon_gold_6248_2s.txt"))
    assert cpus is not None
    cpus = cpus.model_copy(update={"modules": 12, "memory_type": "ddr4", "memory_mt_s": 2933})
    facts = cpus.host_facts()
    assert facts["channels_per_socket"] == 6
    host = OwnedHost.model_validate(facts)
    assert (host.sockets, host.cores_per_socket, host.base_ghz, host.memory_mt_s, host.avx512) == (
        2,
        20,
        2.5,
        2933,
        True,
    )
    # two modules a channel on a 12-channel socket would read as 24: the count stops at the most any socket has
    assert cpus.model_copy(update={"modules": 48}).channels_per_socket == MOST_CHANNELS == 12


def test_what_the_machine_did_not_say_is_left_out_for_the_buyer():
    cpus = parse_cpuinfo(recorded("cpuinfo_epyc_2vcpu.txt"))
    assert cpus is not None
    facts = cpus.host_facts()
    assert not {"base_ghz", "channels_per_socket", "memory_type", "memory_mt_s"} & set(facts)


def test_windows_cim_classes():
    processors = json.dumps([
        {"Manufacturer": "GenuineIntel", "Name": "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz", "NumberOfCores": 20,
         "MaxClockSpeed": 2494},
        {"Manufacturer": "GenuineIntel", "Name": "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz", "NumberOfCores": 20,
         "MaxClockSpeed": 2494},
    ])  # fmt: skip
    cpus = parse_win32_processor(processors)
    assert cpus is not None and (cpus.sockets, cpus.cores_per_socket, cpus.base_ghz) == (2, 20, 2.49)
    one_module = json.dumps({"SMBIOSMemoryType": 34, "ConfiguredClockSpeed": 4800, "Speed": 5600})  # DDR5
    assert parse_win32_physical_memory(one_module) == {"modules": 1, "memory_type": "ddr5", "memory_mt_s": 4800}
    assert parse_win32_processor(None) is None and parse_win32_processor("not json") is None


@pytest.mark.parametrize("os_name", ["Darwin", "FreeBSD"])
def test_nothing_is_read_off_linux_and_windows(os_name):
    assert read_processors(os_name, lambda command: pytest.fail(f"ran {command}")) is None


def test_linux_reads_cpuinfo_and_asks_dmidecode(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(recorded("cpuinfo_xeon_gold_6248_2s.txt"))
    dmidecode = recorded("dmidecode_t17_ddr4_rdimm.txt")
    asked: list[list[str]] = []

    def runner(command: list[str]) -> str | None:
        asked.append(command)
        return dmidecode

    cpus = read_processors("Linux", runner, cpuinfo)
    assert asked == [["dmidecode", "-t", "17"]]
    assert cpus is not None and (cpus.sockets, cpus.modules, cpus.memory_mt_s) == (2, 2, 2933)
    # without an administrator dmidecode gives nothing: the processors are still read
    cpus = read_processors("Linux", lambda command: None, cpuinfo)
    assert cpus is not None and cpus.modules is None and cpus.sockets == 2
