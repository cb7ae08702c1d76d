"""`catalog SECTION`: the entries of one section of the catalog, with their ids and aliases (the hosts with their
memory system); `scenario template`: an example scenario file."""

from __future__ import annotations

import argparse
import json
from typing import Any

from gpu_advisor.core.catalog import Catalog


def add_catalog(commands: Any) -> None:
    listing = commands.add_parser("catalog", help="list catalog entries")
    listing.add_argument("section", choices=["gpus", "models", "quants", "runtimes", "hosts", "networks"])
    listing.add_argument("--json", action="store_true", help="print JSON")


def add_scenario(commands: Any) -> None:
    scen = commands.add_parser("scenario", help="write an example scenario file")
    scen.add_argument("action", choices=["template"])


def cmd_catalog(args: argparse.Namespace, catalog: Catalog) -> int:
    if args.section == "hosts":
        return _catalog_hosts(args, catalog)
    section = getattr(catalog, "fabrics" if args.section == "networks" else args.section)
    rows = [{"id": e.id, "name": e.name, "aliases": list(e.aliases)} for e in section]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        width = max(len(r["id"]) for r in rows) if rows else 0
        for row in rows:
            print(f"{row['id']:<{width}}  {row['name']}  ({', '.join(row['aliases'])})")
    return 0


def _catalog_hosts(args: argparse.Namespace, catalog: Catalog) -> int:
    """The CPU platforms of hybrid CPU+GPU machines, with their memory system (what decides decode speed)."""
    rows = []
    for host in catalog.hosts:
        peak = host.channels_per_socket * host.memory_mt_s * 8 / 1000 * host.sockets
        row = host.model_dump(mode="json")
        row["peak_memory_bandwidth_gbps"] = round(peak, 1)
        rows.append(row)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    for row in rows:
        flags = ", ".join(name for name in ("amx", "avx512") if row[name]) or "-"
        print(
            f"{row['id']:<26} {row['sockets']} x {row['cpu']}, {row['cores_per_socket']} cores, "
            f"{row['channels_per_socket']} x DDR5-{row['memory_mt_s']} per socket "
            f"({row['peak_memory_bandwidth_gbps']:g} GB/s), {row['memory_gb']:g} of {row['max_memory_gb']:g} GB, {flags}"
        )
    return 0


def cmd_scenario(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core.scenario import template

    print(template().model_dump_json(indent=2))
    return 0
