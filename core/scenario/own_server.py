"""The buyer's own server picked from the catalog's typical servers (hosts.toml) instead of typed in fact by fact: a
buyer who knows their Dell R740 holds two Xeon Gold 6138 need not know its memory channels. The wizard offers these
presets; the facts a preset fills stay the buyer's to edit, and the memory installed is never taken from the catalog
(existing.system_ram_gb: the catalog's memory_gb is only the build it sizes by default)."""

from __future__ import annotations

from dataclasses import dataclass

from gpu_advisor.core.catalog import Catalog, Host
from gpu_advisor.core.scenario.model import OwnedHost


@dataclass(frozen=True)
class HostPreset:
    id: str  # the catalog host's id
    name: str  # the catalog host's name: CPUs and memory, the same in every language
    facts: OwnedHost


def owned_host_of(host: Host) -> OwnedHost:
    """The facts of a catalog host as the buyer's own server, named after its processors ("2 × Intel Xeon Gold 6138";
    the engine adds the figures: core.sizing.host_from_facts)."""
    return OwnedHost(
        name=f"{host.sockets} × {host.cpu}",
        sockets=host.sockets,
        cores_per_socket=host.cores_per_socket,
        base_ghz=host.base_ghz,
        channels_per_socket=host.channels_per_socket,
        memory_type=host.memory_type,
        memory_mt_s=host.memory_mt_s,
        avx512=host.avx512,
        amx=host.amx,
        vendor=host.vendor,
    )


def host_presets(catalog: Catalog) -> list[HostPreset]:
    """Every catalog host a buyer may own, servers before workstations, each in the catalog's order."""
    hosts = sorted(catalog.hosts, key=lambda host: host.kind != "server")  # a stable sort keeps the catalog's order
    return [HostPreset(host.id, host.name, owned_host_of(host)) for host in hosts]


def same_facts(first: OwnedHost, second: OwnedHost) -> bool:
    """Whether two descriptions are of the same processors and memory, whatever the buyer calls the server."""
    return first.model_dump(exclude={"name"}) == second.model_dump(exclude={"name"})


def matching_preset(presets: list[HostPreset], facts: OwnedHost | None) -> HostPreset | None:
    """The preset with exactly these facts (a preset chosen and left as it was), or None (facts of the buyer's own)."""
    if facts is None:
        return None
    return next((preset for preset in presets if same_facts(preset.facts, facts)), None)


def is_preset_name(presets: list[HostPreset], name: str) -> bool:
    """Whether `name` is one a preset gave (so choosing another preset may replace it), not one the buyer typed."""
    return any(preset.facts.name == name for preset in presets)
