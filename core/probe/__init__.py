"""What this machine has (probing: nvidia-smi, NVML, the host, PyTorch; matched to the catalog), and the checks of a
probed machine against what its GPUs need (machine_checks). It sits above core.checks."""

from gpu_advisor.core.probe.machine_checks import machine_checks
from gpu_advisor.core.probe.probing import MachineFacts, match_catalog, probe_machine

__all__ = ["MachineFacts", "machine_checks", "match_catalog", "probe_machine"]
