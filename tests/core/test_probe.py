"""The machine probe against outputs recorded on real machines (tests/data/probe/, each with its source), and on
this machine, which has no NVIDIA GPU."""

import re
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

from gpu_advisor.core.probe import probing as probe
from gpu_advisor.core.probe.probing import (
    GPU_QUERY,
    NO_NVIDIA,
    QUERY_FIELDS,
    MachineFacts,
    PlatformFacts,
    ProbedGpu,
    default_runner,
    match_catalog,
    parse_gpu_query,
    parse_meminfo,
    parse_nvcc,
    parse_smi_banner,
    parse_smi_table,
    parse_torch_version,
    probe_machine,
)

RECORDED = Path(__file__).parents[1] / "data" / "probe"
SOURCE_LINE = re.compile(r"^# source: https://github\.com/\S+.*, \d{4}(-\d{2}){0,2}$")


def recorded(name: str) -> str:
    """A recorded output without its first line, which names where it comes from."""
    first, _, rest = (RECORDED / name).read_text(encoding="utf-8").partition("\n")
    assert first.startswith("# source:"), name
    return rest


def project(query_csv: str, fields=QUERY_FIELDS) -> str:
    """What `nvidia-smi --query-gpu=<fields> --format=csv,noheader,nounits` prints on the machine a full
    `--format=csv` capture came from: its columns, in the asked order, without units (as nvidia-smi drops them)."""
    header, *rows = [line.split(", ") for line in query_csv.splitlines() if line]
    names = [cell.split(" [")[0] for cell in header]
    out = []
    for row in rows:
        values = dict(zip(names, row, strict=True))
        out.append(", ".join(re.sub(r" (MiB|W)$", "", values[f]) for f in fields))
    return "\n".join(out) + "\n"


class Recorded:
    """A runner that replays recorded outputs by program and first argument, and remembers what it was asked."""

    def __init__(self, outputs: dict[tuple[str, ...], str | None]):
        self.outputs, self.calls = outputs, []

    def __call__(self, command: list[str]) -> str | None:
        self.calls.append(command)
        for key, output in self.outputs.items():
            if tuple(command[: len(key)]) == key:
                return output
        return None


def nothing(_command):
    return None


def linux_at(home: Path) -> PlatformFacts:
    return PlatformFacts(os="Linux", os_version="Ubuntu 22.04.5 LTS", arch="x86_64", home=home)


def test_every_recording_names_its_source_and_date():
    files = sorted(RECORDED.iterdir())
    assert len(files) >= 6
    for path in files:
        first = path.read_text(encoding="utf-8").partition("\n")[0]
        assert SOURCE_LINE.match(first), f"{path.name}: {first!r}"


# --- the query form ----------------------------------------------------------------------------------------------


def test_query_csv_with_header_and_units_h200():
    gpus = parse_gpu_query(recorded("h200_query.csv"))
    assert gpus == [
        ProbedGpu(index=0, name="NVIDIA H200", memory_mib=143771, power_limit_w=700.0, pcie_gen=5, pcie_width=16)
    ]


def test_query_csv_as_the_probe_asks_for_it():
    text = project(recorded("h200_query.csv"))
    assert text == "0, NVIDIA H200, 143771, 580.173.02, 700.00, 5, 16\n"
    assert parse_gpu_query(text) == parse_gpu_query(recorded("h200_query.csv"))


def test_query_output_that_is_not_csv_gives_no_gpu():
    assert parse_gpu_query(recorded("smi_failed.txt")) == []
    assert parse_gpu_query("") == []


# --- the table and its banner ------------------------------------------------------------------------------------

BANNERS = {
    "h100_8x_smi.txt": ("565.57.01", "12.7"),
    "rtx4090_8x_smi.txt": ("550.127.05", "12.4"),
    "h200_smi.txt": ("580.173.02", "13.0"),
    "h200_r610_smi.txt": ("610.43.02", "13.3"),
    "rtx4080super_smi.txt": ("595.71.05", "13.2"),
    "a10g_smi.txt": ("535.247.01", "12.2"),
    "rtx_a6000_old_layout_smi.txt": ("515.57", "11.7"),
    "smi_failed.txt": (None, None),
}


@pytest.mark.parametrize("name", BANNERS)
def test_banner(name):
    assert parse_smi_banner(recorded(name)) == BANNERS[name]


TABLES = {
    # file: (count, name, memory MiB, power limit W)
    "h100_8x_smi.txt": (8, "NVIDIA H100 80GB HBM3", 81559, 700.0),
    "rtx4090_8x_smi.txt": (8, "NVIDIA GeForce RTX 4090", 24564, 450.0),
    "h200_smi.txt": (1, "NVIDIA H200", 143771, 700.0),
    "h200_r610_smi.txt": (1, "NVIDIA H200", 143771, 700.0),
    "rtx4080super_smi.txt": (1, "NVIDIA GeForce RTX 4080 ...", 16376, 320.0),
    "a10g_smi.txt": (1, "NVIDIA A10G", 23028, 300.0),
    "rtx_a6000_old_layout_smi.txt": (1, "NVIDIA RTX A6000", 49140, 300.0),
}


@pytest.mark.parametrize("name", TABLES)
def test_table(name):
    count, gpu_name, memory_mib, power_w = TABLES[name]
    gpus = parse_smi_table(recorded(name))
    assert [g.index for g in gpus] == list(range(count))
    for gpu in gpus:
        assert (gpu.name, gpu.memory_mib, gpu.power_limit_w) == (gpu_name, memory_mib, power_w)
        assert (gpu.pcie_gen, gpu.pcie_width) == (None, None)  # the table does not show the link


def test_failed_smi_lists_no_gpu():
    assert parse_smi_table(recorded("smi_failed.txt")) == []


# --- nvcc and PyTorch --------------------------------------------------------------------------------------------


def test_nvcc():
    assert parse_nvcc(recorded("nvcc_12_5.txt")) == "12.5"
    assert parse_nvcc(recorded("nvcc_11_1.txt")) == "11.1"
    assert parse_nvcc(recorded("smi_failed.txt")) is None


@pytest.mark.parametrize(
    ("version", "runtime", "expected"),
    [
        ("2.5.1+cu124", None, ("2.5.1", "12.4")),
        ("2.4.0+cu118", "12.4.127", ("2.4.0", "11.8")),  # the tag wins over a stray runtime wheel
        ("1.8.1+cu102", None, ("1.8.1", "10.2")),
        ("2.7.0+cu128", None, ("2.7.0", "12.8")),
        ("2.1.2+cpu", None, ("2.1.2", None)),
        ("2.3.0+rocm6.0", None, ("2.3.0", None)),
        ("2.5.1", "12.4.127", ("2.5.1", "12.4")),  # PyPI's Linux wheel: CUDA from nvidia-cuda-runtime-cu12
        ("2.5.1", None, ("2.5.1", None)),  # PyPI's macOS or Windows wheel
        ("2.3.0a0+6ddf5cf85e", "12.4.99", ("2.3.0a0", "12.4")),  # NVIDIA container: a git hash, not a CUDA tag
        (None, "12.4.127", (None, None)),
        ("", None, (None, None)),
    ],
)
def test_torch_version(version, runtime, expected):
    assert parse_torch_version(version, runtime) == expected


def test_torch_runtime_wheel_is_read_only_without_a_tag():
    versions = {"torch": "2.5.1", "nvidia-cuda-runtime-cu12": "12.4.127"}
    facts = probe_machine(nothing, versions.get, linux_at(Path.cwd()), nvml=lambda: None)
    assert (facts.torch_version, facts.torch_cuda) == ("2.5.1", "12.4")


def test_meminfo():
    assert parse_meminfo("MemTotal:       32665652 kB\nMemFree:  1 kB\n") == 32665652 * 1024
    assert parse_meminfo("") is None


# --- the whole probe on recorded machines ------------------------------------------------------------------------


def test_h200_server(tmp_path):
    runner = Recorded(
        {
            tuple(GPU_QUERY): project(recorded("h200_query.csv")),
            ("nvidia-smi",): recorded("h200_smi.txt"),
            ("nvcc",): recorded("nvcc_12_5.txt"),
        }
    )
    versions = {"torch": "2.5.1+cu124"}
    facts = probe_machine(runner, versions.get, linux_at(tmp_path), nvml=pytest.fail)
    assert facts.gpus == [
        ProbedGpu(index=0, name="NVIDIA H200", memory_mib=143771, power_limit_w=700.0, pcie_gen=5, pcie_width=16)
    ]
    assert (facts.driver_version, facts.cuda_driver_version) == ("580.173.02", "13.0")
    assert (facts.cuda_toolkit_version, facts.torch_version, facts.torch_cuda) == ("12.5", "2.5.1", "12.4")
    assert facts.disk_free_gb is not None and facts.disk_free_gb > 0
    assert facts.chip is None
    summary = facts.summary()
    assert "GPU: NVIDIA H200, 140 GB of memory." in summary
    assert "NVIDIA driver 580.173.02, which supports CUDA up to 13.0." in summary
    assert "PyTorch 2.5.1 is installed, built for CUDA 12.4." in summary
    assert NO_NVIDIA not in summary


def test_falls_back_to_the_table_when_the_query_fails(tmp_path):
    runner = Recorded({tuple(GPU_QUERY): None, ("nvidia-smi",): recorded("h100_8x_smi.txt")})
    facts = probe_machine(runner, nothing, linux_at(tmp_path), nvml=pytest.fail)
    assert len(facts.gpus) == 8
    assert {g.name for g in facts.gpus} == {"NVIDIA H100 80GB HBM3"}
    assert (facts.driver_version, facts.cuda_driver_version) == ("565.57.01", "12.7")
    assert any("table" in note for note in facts.notes)
    assert "8 GPUs: NVIDIA H100 80GB HBM3, 80 GB of memory each." in facts.summary()


def test_driver_from_the_query_when_the_table_is_missing(tmp_path):
    runner = Recorded({tuple(GPU_QUERY): project(recorded("h200_query.csv"))})
    facts = probe_machine(runner, nothing, linux_at(tmp_path), nvml=pytest.fail)
    assert (facts.driver_version, facts.cuda_driver_version) == ("580.173.02", None)


def test_r610_driver(tmp_path):
    runner = Recorded({tuple(GPU_QUERY): None, ("nvidia-smi",): recorded("h200_r610_smi.txt")})
    facts = probe_machine(runner, nothing, linux_at(tmp_path), nvml=pytest.fail)
    assert (facts.driver_version, facts.cuda_driver_version) == ("610.43.02", "13.3")
    assert [g.name for g in facts.gpus] == ["NVIDIA H200"]


def test_driver_that_cannot_reach_the_gpu(tmp_path):
    failed = recorded("smi_failed.txt")  # as a runner that passes on a failing program's output would see it
    runner = Recorded({("nvidia-smi",): failed})
    facts = probe_machine(runner, nothing, linux_at(tmp_path), nvml=pytest.fail)
    assert facts.gpus == [] and facts.driver_version is None
    assert any("could not talk to the NVIDIA driver" in note for note in facts.notes)
    assert NO_NVIDIA in facts.summary()


def test_pytorch_newer_than_the_driver_is_flagged(tmp_path):
    runner = Recorded({tuple(GPU_QUERY): None, ("nvidia-smi",): recorded("a10g_smi.txt")})
    facts = probe_machine(runner, {"torch": "2.7.0+cu128"}.get, linux_at(tmp_path), nvml=pytest.fail)
    assert "PyTorch needs CUDA 12.8 but the driver supports only 12.2: update the NVIDIA driver." in facts.summary()


def test_a_machine_with_nothing(tmp_path):
    facts = probe_machine(nothing, nothing, linux_at(tmp_path), nvml=lambda: None)
    assert isinstance(facts, MachineFacts)
    assert facts.gpus == []
    assert facts.driver_version is facts.cuda_driver_version is facts.cuda_toolkit_version is None
    assert facts.torch_version is facts.torch_cuda is None
    summary = facts.summary()
    assert NO_NVIDIA in summary
    assert "PyTorch is not installed." in summary
    assert any("nvidia-smi not found" in note for note in facts.notes)
    assert any("nvcc" in note for note in facts.notes)


def test_nothing_raises_even_when_every_source_does(tmp_path):
    def broken(*_args):
        raise RuntimeError("boom")

    facts = probe_machine(broken, broken, PlatformFacts("Windows", "11", "AMD64", tmp_path / "gone"), nvml=broken)
    assert facts.gpus == []
    assert NO_NVIDIA in facts.summary()
    assert any("free disk space" in note for note in facts.notes)


def test_a_mac(tmp_path):
    # what `sysctl -n` prints on a Mac Studio M2 Ultra with 192 GB: 192 x 2^30 bytes, and the chip's name
    runner = Recorded(
        {
            ("sysctl", "-n", "hw.memsize"): "206158430208\n",
            ("sysctl", "-n", "machdep.cpu.brand_string"): "Apple M2 Ultra\n",
        }
    )
    facts = probe_machine(runner, nothing, PlatformFacts("Darwin", "14.5", "arm64", tmp_path), nvml=lambda: None)
    assert facts.chip == "Apple M2 Ultra"
    assert facts.ram_gb == 206.2  # GB are 10^9 bytes
    assert facts.summary().startswith("This computer: macOS 14.5, arm64, 206 GB of memory")


def test_nvml_is_used_only_when_nvidia_smi_is_missing(tmp_path, monkeypatch):
    # the figures of GPU 0 in the recorded `nvidia-smi -q` of the 8x H100 server (thamada/nvidia-smi)
    fake = types.ModuleType("pynvml")
    fake.nvmlInit = fake.nvmlShutdown = lambda: None
    fake.nvmlSystemGetDriverVersion = lambda: "565.57.01"
    fake.nvmlSystemGetCudaDriverVersion = lambda: 12070
    fake.nvmlDeviceGetCount = lambda: 1
    fake.nvmlDeviceGetHandleByIndex = lambda index: index
    fake.nvmlDeviceGetName = lambda handle: b"NVIDIA H100 80GB HBM3"
    fake.nvmlDeviceGetMemoryInfo = lambda handle: types.SimpleNamespace(total=81559 * 2**20)
    fake.nvmlDeviceGetPowerManagementLimit = lambda handle: 700000
    fake.nvmlDeviceGetMaxPcieLinkGeneration = lambda handle: 5
    fake.nvmlDeviceGetMaxPcieLinkWidth = lambda handle: 16
    monkeypatch.setitem(sys.modules, "pynvml", fake)

    facts = probe_machine(nothing, nothing, linux_at(tmp_path))
    assert facts.gpus == [
        ProbedGpu(
            index=0, name="NVIDIA H100 80GB HBM3", memory_mib=81559, power_limit_w=700.0, pcie_gen=5, pcie_width=16
        )
    ]
    assert (facts.driver_version, facts.cuda_driver_version) == ("565.57.01", "12.7")
    assert any("NVML" in note for note in facts.notes)

    runner = Recorded({("nvidia-smi",): recorded("h200_smi.txt")})
    assert [g.name for g in probe_machine(runner, nothing, linux_at(tmp_path)).gpus] == ["NVIDIA H200"]


# --- catalog -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "memory_mib", "catalog_id"),
    [
        ("NVIDIA A100-SXM4-80GB", 81920, "a100-80gb-sxm"),
        ("NVIDIA A100-SXM4-40GB", 40960, "a100-40gb-sxm"),
        ("NVIDIA H100 80GB HBM3", 81559, "h100-sxm"),
        ("NVIDIA H100 PCIe", 81559, "h100-pcie"),
        ("NVIDIA H200", 143771, "h200-sxm"),
        ("Tesla T4", 15360, "t4"),
        ("NVIDIA A10G", 23028, "a10g"),
        ("NVIDIA L40S", 46068, "l40s"),
        ("NVIDIA L4", 23034, "l4"),
        ("NVIDIA GeForce RTX 4090", 24564, "rtx-4090"),
        ("NVIDIA GeForce RTX 4090 D", 24564, "rtx-4090d"),
        ("NVIDIA GeForce RTX 3090", 24576, "rtx-3090"),
        ("NVIDIA RTX A6000", 49140, "rtx-a6000"),
        ("Tesla V100-SXM2-32GB", 32768, "v100-sxm2-32gb"),
        ("NVIDIA A40", 46068, "a40"),  # 48 GB less the ECC reserve, as nvidia-smi reports it
        # not in the catalog, or not knowable: better no match than the wrong card
        ("NVIDIA GeForce RTX 4080 ...", 16376, None),
        ("NVIDIA GeForce RTX 4080 SUPER", 16376, None),
        ("NVIDIA A800-SXM4-80GB", 81920, None),
        ("Tesla V100-SXM2-16GB", 16384, None),
        ("Quadro RTX 4000", 8192, None),
    ],
)
def test_catalog_ids(catalog, name, memory_mib, catalog_id):
    assert probe.find_catalog_gpu(catalog, name, memory_mib) == catalog_id


def test_match_catalog_on_recorded_machines(catalog):
    machines = {
        "h100_8x_smi.txt": "h100-sxm",
        "rtx4090_8x_smi.txt": "rtx-4090",
        "h200_r610_smi.txt": "h200-sxm",
        "a10g_smi.txt": "a10g",
        "rtx_a6000_old_layout_smi.txt": "rtx-a6000",
        "rtx4080super_smi.txt": None,  # the table cut the name short
    }
    for name, catalog_id in machines.items():
        facts = probe_machine(Recorded({("nvidia-smi",): recorded(name)}), nothing, linux_at(Path.cwd()))
        matched = match_catalog(facts, catalog)
        assert {g.catalog_id for g in matched.gpus} == {catalog_id}, name
        assert all(g.catalog_id is None for g in facts.gpus)  # the original is left alone


def test_match_catalog_apple_chip(catalog):
    def mac(ram_gb):
        return MachineFacts(
            os="Darwin",
            os_version="14.5",
            arch="arm64",
            ram_gb=ram_gb,
            disk_free_gb=None,
            chip="Apple M2 Ultra",
            driver_version=None,
            cuda_driver_version=None,
            cuda_toolkit_version=None,
            torch_version=None,
            torch_cuda=None,
        )

    assert match_catalog(mac(206.2), catalog).chip_catalog_id == "m2-ultra-192gb"
    assert match_catalog(mac(68.7), catalog).chip_catalog_id is None  # a 64 GB M2 Ultra is not the 192 GB entry


# --- this machine ------------------------------------------------------------------------------------------------


def test_default_probe_runs_here_quickly():
    start = time.monotonic()
    facts = probe_machine()
    assert time.monotonic() - start < 20
    assert isinstance(facts, MachineFacts)
    assert facts.os and facts.arch
    assert facts.summary().startswith("This computer:")


def test_default_runner():
    assert default_runner(["gpu-advisor-no-such-program"]) is None
    assert default_runner([sys.executable, "-c", "print('hello')"]) == "hello\n"
    assert default_runner([sys.executable, "-c", "import sys; print('partial'); sys.exit(9)"]) is None


def test_default_runner_gives_up_after_the_timeout(monkeypatch):
    monkeypatch.setattr(probe, "TIMEOUT_S", 0.5)
    start = time.monotonic()
    assert default_runner([sys.executable, "-c", "import time; time.sleep(30)"]) is None
    assert time.monotonic() - start < 10


def test_importing_the_probe_loads_no_torch_qt_or_nvml():
    code = (
        "import sys, core.probe\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('torch', 'PySide6', 'pynvml', 'shiboken6')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=Path(__file__).parents[2])
    source = (Path(probe.__file__)).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+(torch|PySide6)\b", source, re.MULTILINE)
