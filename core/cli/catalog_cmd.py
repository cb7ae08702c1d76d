"""`catalog SECTION`: the entries of one section of the catalog, with their ids and aliases (the hosts with their
memory system); `catalog status | update FILE | rollback | pack FOLDER`: which catalog is in use, and a catalog update
an integrator sends (core.catalog.update); `scenario template`: an example scenario file."""

from __future__ import annotations

import argparse
import datetime as dt
import json
from typing import Any

from gpu_advisor.core.catalog import (
    Catalog,
    CatalogUpdateError,
    PreparedUpdate,
    catalog_in_use,
    default_data_folder,
    install_update,
    pack_update,
    prepare_update,
    rollback_update,
)
from gpu_advisor.core.cli.arguments import UsageError, add_lang
from gpu_advisor.core.cli.inputs import not_empty, quote_date
from gpu_advisor.core.foundation import Text

SECTIONS = ["gpus", "models", "quants", "runtimes", "hosts", "networks"]
UPDATE_ACTIONS = ["status", "update", "rollback", "pack"]


def add_catalog(commands: Any) -> None:
    listing = commands.add_parser(
        "catalog",
        help="list catalog entries; say which catalog is in use; install, undo or make a catalog update",
        description="catalog SECTION lists entries; catalog status | update FILE | rollback | pack FOLDER --out FILE "
        "handle a catalog update (a zip with manifest.toml and catalog TOML files, resources/catalog/README.md)",
    )
    listing.add_argument("section", choices=SECTIONS + UPDATE_ACTIONS)
    listing.add_argument("path", nargs="?", help="update: the update file; pack: the folder of catalog TOML files")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.add_argument("--check", action="store_true", help="update: validate and show the changes, install nothing")
    listing.add_argument("--out", type=not_empty("--out"), help="pack: the update file to write (.zip)")
    listing.add_argument("--version", dest="catalog_version", help="pack: the catalog version, YYYY.MM.DD[.N]")
    listing.add_argument("--maker", help="pack: who makes the update (your company)")
    listing.add_argument("--date", type=quote_date, help="pack: the update's date, YYYY-MM-DD (default today)")
    listing.add_argument("--note", default="", help="pack: what the update changes, in a few words")
    add_lang(listing)


def add_scenario(commands: Any) -> None:
    scen = commands.add_parser("scenario", help="write an example scenario file")
    scen.add_argument("action", choices=["template"])


def cmd_catalog(args: argparse.Namespace, catalog: Catalog) -> int:
    if args.section in UPDATE_ACTIONS:
        try:
            return _update_action(args, catalog)
        except CatalogUpdateError as exc:
            raise UsageError(exc.render(args.lang)) from None
    if args.path is not None:
        raise UsageError(Text("cli.unrecognized", {"arguments": args.path}))
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
            f"{row['channels_per_socket']} x {row['memory_type'].upper()}-{row['memory_mt_s']} per socket "
            f"({row['peak_memory_bandwidth_gbps']:g} GB/s), {row['memory_gb']:g} of {row['max_memory_gb']:g} GB, {flags}"
        )
    return 0


def cmd_scenario(args: argparse.Namespace, catalog: Catalog) -> int:
    from gpu_advisor.core.scenario import template

    print(template().model_dump_json(indent=2))
    return 0


def _update_action(args: argparse.Namespace, catalog: Catalog) -> int:
    lang = args.lang
    needs_path = {"update": "FILE", "pack": "FOLDER"}
    if args.section in needs_path and not args.path:
        raise UsageError(Text("cli.required", {"arguments": needs_path[args.section]}))
    if args.section not in needs_path and args.path:
        raise UsageError(Text("cli.unrecognized", {"arguments": args.path}))
    folder = default_data_folder()
    if args.section == "status":
        return _status(args, folder)
    if args.section == "rollback":
        rollback_update(folder)
        now = catalog_in_use(folder).catalog
        assert now.origin is not None
        print(Text("catalog_update.rolled_back", {"catalog": now.origin.text}).render(lang))
        return 0
    if args.section == "pack":
        missing = [
            name
            for name, value in (("--out", args.out), ("--version", args.catalog_version), ("--maker", args.maker))
            if not value
        ]
        if missing:
            raise UsageError(Text("cli.required", {"arguments": ", ".join(missing)}))
        manifest = pack_update(args.path, args.out, args.catalog_version, args.maker, args.date, args.note)
        print(
            Text(
                "catalog_update.packed",
                {"file": args.out, "version": manifest.catalog_version, "files": sorted(manifest.files)},
            ).render(lang)
        )
        return 0
    update = prepare_update(args.path, catalog)
    if args.json:
        print(json.dumps(update_summary(update, lang), ensure_ascii=False, indent=1))
    else:
        print(format_update(update, lang))
    if args.check:
        return 0
    install_update(update, folder)
    print(Text("catalog_update.installed", {"catalog": update.origin.text}).render(lang))
    return 0


def _status(args: argparse.Namespace, folder: Any) -> int:
    used = catalog_in_use(folder)
    origin = used.catalog.origin
    assert origin is not None
    if args.json:
        row = origin.to_dict(args.lang)
        row["previous"] = used.previous.catalog_version if used.previous else None
        row["problem"] = used.problem.render(args.lang) if used.problem else None
        print(json.dumps(row, ensure_ascii=False, indent=1))
        return 0
    lines = [origin.text.render(args.lang)]
    if origin.kind == "update":
        lines.append(Text("catalog_update.how_applied").render(args.lang))
        back = (
            Text("catalog_update.back_to_update", {"version": used.previous.catalog_version})
            if used.previous
            else Text("catalog_update.back_to_bundled")
        )
        lines.append(back.render(args.lang))
    if used.problem is not None:
        lines.append(used.problem.render(args.lang))
    print("\n".join(lines))
    return 0


def update_summary(update: PreparedUpdate, lang: str) -> dict[str, Any]:
    """What an update changes, as `catalog update --json` prints it."""
    return {
        **update.origin.to_dict(lang),
        "note": update.manifest.note,
        "compared_with": update.compared_with.to_dict(lang) if update.compared_with else None,
        "older_than_bundled": update.older_than_bundled,
        "files": [
            {"file": c.file, "added": list(c.added), "changed": list(c.changed), "removed": list(c.removed)}
            for c in update.changes
        ],
    }


def format_update(update: PreparedUpdate, lang: str) -> str:
    """The summary the GUI's confirmation shows, as lines of text: which catalog, what each file changes."""
    manifest = update.manifest
    lines = [
        Text(
            "catalog_update.summary",
            {"version": manifest.catalog_version, "date": manifest.date.isoformat(), "maker": manifest.maker},
        ).render(lang)
    ]
    if manifest.note:
        lines.append(Text("catalog_update.note", {"note": manifest.note}).render(lang))
    origin = update.origin
    lines.append(
        Text(
            "catalog_update.price_span",
            {"oldest": _iso(origin.oldest_price), "newest": _iso(origin.newest_price)},
        ).render(lang)
    )
    if update.compared_with is not None:
        lines.append(Text("catalog_update.compared_with", {"catalog": update.compared_with.name}).render(lang))
    for change in update.changes:
        lines.append(
            "  "
            + Text(
                "catalog_update.file_changes",
                {
                    "file": change.file,
                    "added": len(change.added),
                    "changed": len(change.changed),
                    "removed": len(change.removed),
                },
            ).render(lang)
        )
    lines.append(Text("catalog_update.how_applied").render(lang))
    if update.older_than_bundled and update.bundled_date is not None:
        lines.append(Text("catalog_update.older", {"date": update.bundled_date.isoformat()}).render(lang))
    return "\n".join(lines)


def _iso(date: dt.date | None) -> str:
    return date.isoformat() if date is not None else "?"
