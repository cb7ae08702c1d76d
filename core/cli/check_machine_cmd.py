"""`check-machine`: what this machine has (its GPUs matched to the catalog) and whether it is compatible."""

from __future__ import annotations

import argparse
import json
from typing import Any

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.cli.arguments import add_lang


def add_check_machine(commands: Any) -> None:
    probe = commands.add_parser("check-machine", help="what this machine has, and whether it is compatible")
    add_lang(probe)
    probe.add_argument("--json", action="store_true", help="print one JSON object")


def cmd_check_machine(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core import probe  # probe.machine_checks: the function, not its module's name

    facts = probe.match_catalog(probe.probe_machine(), catalog)
    checks = probe.machine_checks(catalog, facts)
    if args.json:
        data = facts.model_dump(mode="json")
        data["checks"] = [c.to_dict(args.lang) for c in checks]
        print(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        print(facts.summary(args.lang))
        for check in checks:
            fix = f" → {check.fix.render(args.lang)}" if check.fix and check.status != "pass" else ""
            print(f"  [{check.status}] {check.message.render(args.lang)}{fix}")
    return 0
