"""A supplier's quote, as CSV or Excel (.xlsx), turned into the buyer's price file.

    quote = read_quote("quote.xlsx", catalog)            # or as_of=dt.date(2026, 11, 20)
    quote.lines                                          # rows matched to a catalog GPU or cloud instance
    quote.problems                                       # rows not matched or ambiguous, with the reason
    prices = merge_quote(existing_overrides, quote)      # the buyer's price file with the quote's prices

What is read and how:
- CSV: UTF-8 (with or without the BOM Excel writes), UTF-16 with a BOM (Excel's "Unicode text"), or GBK (GB18030),
  which Chinese Excel writes; the encoding is said (`Quote.encoding`). Comma, semicolon or tab separated: the
  separator that gives a header row is used. Cells are text: "=HYPERLINK(...)" is a name that matches nothing.
- .xlsx: opened with zipfile and parsed with xml.etree, nothing else: the first worksheet, shared and inline
  strings, numbers, dates (a number styled with a date format, 1900 or 1904 date system, read as YYYY-MM-DD);
  formulas are never evaluated (a cell's cached value is read, as Excel shows it); a boolean is TRUE or FALSE,
  never a number. A part that declares another encoding than UTF-8 (GBK, GB2312 or GB18030 from some Chinese
  tools) is decoded with Python's codec for it (GB2312 and GBK as GB18030, their superset). Refused, each in one
  line: macro-enabled workbooks (.xlsm or a VBA part), old .xls / .xlsb / password-protected files, a workbook
  that unpacks to more than MAX_UNPACKED_BYTES (a zip bomb), XML with a DTD or entities, a damaged workbook (cut
  short, a corrupt or unknown compression, a wrong checksum), a part in an unknown encoding or not in the one it
  declares, a row number or cell reference not written in the digits 0-9, a shared string that does not exist.
- Both: at most MAX_QUOTE_ROWS rows; the header row is found in the first HEADER_SEARCH_ROWS rows by column names
  in English and Chinese (item / 型号 / 名称, price / 单价 / 价格, currency / 币种, condition / 新旧 / 成色;
  qty / 数量 is ignored).
- A row's item is matched to a GPU or cloud instance by its catalog name, id or alias (normalized as
  core.catalog.normalize does); a name that only contains a catalog name ("RTX 4090 48G 魔改") is not matched,
  it is reported with the name it resembles. Amounts are read as every amount in the app is, strictly
  (core.foundation.amounts.parse_amount): commas or spaces only between thousands ("24,992", "24 992"; "2499 2"
  is refused), a currency ("¥", "$", "元", "USD", "CNY", "RMB", ...), a multiplier ("万", "k", ...), and, with its
  per_unit option, what the price is per ("/小时", "/台", ...); a price below MIN_GPU_PRICE (one card) or
  MIN_HOURLY_PRICE (one hour) is refused as a mistake.
- The prices are dated by the caller, else by a date found above the header, else by the file's modification
  date; `Quote.date_from` says which. Each price's source is "quote: <file name>, row N".

A file that cannot be read at all raises QuoteError (a TextError: one line, in the buyer's language).
"""

from __future__ import annotations

import codecs
import csv
import dataclasses
import datetime as dt
import difflib
import io
import math
import os
import posixpath
import re
import struct
import unicodedata
import xml.etree.ElementTree as ET
import zipfile
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Literal

from gpu_advisor.core.buyer_prices.overrides import CloudPriceOverride, GpuPriceOverride, PriceOverrides
from gpu_advisor.core.catalog import Catalog, normalize
from gpu_advisor.core.foundation.amounts import AmountError
from gpu_advisor.core.foundation.amounts import normalize as normalize_typed
from gpu_advisor.core.foundation.amounts import parse_amount as parse_typed_amount
from gpu_advisor.core.foundation.limits import (
    MAX_GPU_PRICE,
    MAX_HOURLY_PRICE,
    MIN_GPU_PRICE,
    MIN_HOURLY_PRICE,
    latest_plausible_date,
)
from gpu_advisor.core.foundation.messages import Text, TextError
from gpu_advisor.core.foundation.user_files import UTF8_BOM, UserFileError, read_user_bytes

try:  # as zipfile does: a Python built without lzma cannot unpack an lzma member, which is then "damaged"
    import lzma

    _LZMA_ERRORS: tuple[type[Exception], ...] = (lzma.LZMAError,)
except ImportError:  # pragma: no cover
    _LZMA_ERRORS = ()

MAX_QUOTE_BYTES = 10_000_000  # the file as it is on disk, CSV or .xlsx
MAX_UNPACKED_BYTES = 50_000_000  # all the parts of an .xlsx together, as their sizes say before anything is read
MAX_ZIP_MEMBERS = 1_000
MAX_QUOTE_ROWS = 10_000  # every row, blank or not
MAX_COLUMNS = 256  # cells further right are ignored
MAX_CELL_CHARS = 1_000  # longer cells are cut; no name or price is that long
HEADER_SEARCH_ROWS = 30
CSV_SUFFIXES = (".csv", ".tsv", ".txt")
XLSX_SUFFIXES = (".xlsx",)

Kind = Literal["gpu", "cloud"]
DateFrom = Literal["given", "file", "modified"]


class QuoteError(TextError):
    """A quote that cannot be read at all; one line naming the file (and the row where there is one)."""


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class QuoteLine:
    """A row matched to the catalog."""

    row: int
    item: str  # as the quote writes it
    kind: Kind
    id: str  # catalog id
    name: str  # catalog name
    amount: float
    currency: Literal["CNY", "USD"]
    condition: Literal["new", "used"]  # "new" for cloud instances
    market: str | None = None  # cloud instances: the market the hourly price is for

    def to_dict(self) -> dict[str, object]:
        return {
            "row": self.row,
            "item": self.item,
            "kind": self.kind,
            "id": self.id,
            "name": self.name,
            "amount": self.amount,
            "currency": self.currency,
            "condition": self.condition,
            "market": self.market,
        }


@dataclass(frozen=True)
class QuoteProblem:
    """A row that is not used, and why (not in the catalog, ambiguous, a price that is not an amount...)."""

    row: int
    item: str
    reason: Text
    ambiguous: bool = False
    # a near miss ("RTX4090 D", a name close to several): the row read as each entry it may mean, for the buyer to
    # accept one with a click; the app never picks one on its own
    choices: tuple[QuoteLine, ...] = ()

    @property
    def text(self) -> Text:
        return Text("quote.row.line", {"row": str(self.row), "item": self.item, "reason": self.reason})

    def to_dict(self, lang: str = "en") -> dict[str, object]:
        return {"row": self.row, "item": self.item, "reason": self.reason.render(lang), "ambiguous": self.ambiguous}


@dataclass(frozen=True)
class Quote:
    file: str  # the file's name, as in each price's source
    as_of: dt.date
    date_from: DateFrom
    encoding: str  # "UTF-8", "UTF-8 with BOM", "UTF-16", "GBK" or "xlsx"
    lines: list[QuoteLine] = field(default_factory=list)
    problems: list[QuoteProblem] = field(default_factory=list)

    def source(self, row: int) -> str:
        return f"quote: {self.file}, row {row}"

    def with_choices(self, chosen: dict[int, int]) -> Quote:
        """The quote with the buyer's choices for near misses: `chosen` maps a row to the index of the entry accepted
        among that row's choices. A choice that repeats a price already matched (the same entry and condition) is
        refused as a duplicate, as the reader refuses one."""
        lines, problems = list(self.lines), []
        seen = {(line.id, line.condition, line.market or ""): line.row for line in lines}
        for problem in self.problems:
            index = chosen.get(problem.row)
            if index is None or not 0 <= index < len(problem.choices):
                problems.append(problem)
                continue
            line = problem.choices[index]
            key = (line.id, line.condition, line.market or "")
            if key in seen:
                problems.append(
                    QuoteProblem(problem.row, problem.item, Text("quote.row.duplicate", {"row": str(seen[key])}))
                )
                continue
            seen[key] = line.row
            lines.append(line)
        return dataclasses.replace(self, lines=sorted(lines, key=lambda line: line.row), problems=problems)

    @property
    def date_text(self) -> Text:
        return Text(f"quote.date.{self.date_from}", {"date": self.as_of.isoformat()})

    @property
    def summary(self) -> Text:
        return Text(
            "quote.summary",
            {
                "file": self.file,
                "matched": str(len(self.lines)),
                "unmatched": str(len(self.problems)),
                "encoding": self.encoding,
                "date": self.date_text,
            },
        )

    def overrides(self) -> PriceOverrides:
        """The quote's prices alone, as a price file."""
        gpus: list[GpuPriceOverride] = []
        cloud: list[CloudPriceOverride] = []
        for line in self.lines:
            if line.kind == "gpu":
                gpus.append(
                    GpuPriceOverride(
                        gpu=line.id,
                        condition=line.condition,
                        currency=line.currency,
                        amount=line.amount,
                        as_of=self.as_of,
                        source=self.source(line.row),
                    )
                )
            else:
                cloud.append(
                    CloudPriceOverride(
                        instance=line.id,
                        market=line.market or "other",
                        currency=line.currency,
                        on_demand_per_hour=line.amount,
                        as_of=self.as_of,
                        source=self.source(line.row),
                    )
                )
        return PriceOverrides(gpu_prices=gpus, cloud_prices=cloud)


def merge_quote(existing: PriceOverrides | None, quote: Quote, catalog: Catalog) -> PriceOverrides:
    """The buyer's price file with the quote's prices: a quoted GPU and condition, or cloud instance and market,
    replaces what the file had for it; everything else (other prices, the exchange rate) is kept."""
    new = quote.overrides()
    if existing is None:
        return new

    def gpu_key(gpu: str, condition: str) -> tuple[str, str]:
        found = catalog.gpus.find(gpu)
        return (found.id if found else gpu, condition)

    def cloud_key(instance: str, market: str) -> tuple[str, str]:
        found = catalog.cloud.find(instance)
        return (found.id if found else instance, market)

    quoted_gpus = {gpu_key(p.gpu, p.condition) for p in new.gpu_prices}
    quoted_cloud = {cloud_key(p.instance, p.market) for p in new.cloud_prices}
    return existing.model_copy(
        update={
            "gpu_prices": [p for p in existing.gpu_prices if gpu_key(p.gpu, p.condition) not in quoted_gpus]
            + new.gpu_prices,
            "cloud_prices": [p for p in existing.cloud_prices if cloud_key(p.instance, p.market) not in quoted_cloud]
            + new.cloud_prices,
        }
    )


# ---------------------------------------------------------------- the header

_ROLES: dict[str, set[str]] = {
    "item": {
        "item",
        "items",
        "model",
        "name",
        "product",
        "productname",
        "itemname",
        "description",
        "gpu",
        "instance",
        "part",
        "partnumber",
        "sku",
        "型号",
        "名称",
        "产品",
        "品名",
        "商品",
        "产品名称",
        "商品名称",
        "规格型号",
        "产品型号",
        "设备",
        "设备名称",
        "显卡",
        "显卡型号",
        "型号规格",
        "实例",
        "实例规格",
        "规格",
    },
    "price": {
        "price",
        "unitprice",
        "unitcost",
        "cost",
        "priceperhour",
        "hourlyprice",
        "pricehour",
        "rate",
        "单价",
        "价格",
        "报价",
        "含税单价",
        "单价含税",
        "未税单价",
        "不含税单价",
        "销售单价",
        "每小时价格",
        "小时单价",
        "单价/小时",
        "按量单价",
    },
    "currency": {"currency", "ccy", "cur", "币种", "货币", "币别"},
    "condition": {"condition", "newused", "new/used", "cond", "新旧", "成色", "新旧程度", "新/旧", "品相"},
    "qty": {"qty", "quantity", "count", "pcs", "units", "数量", "台数", "张数"},
}
_HEADER_CLEAN = re.compile(r"\(.*?\)|\[.*?\]|[\s_:*.#]")
_CURRENCY_HINTS = (
    ("CNY", re.compile(r"元|rmb|cny|人民币|¥", re.IGNORECASE)),
    ("USD", re.compile(r"usd|\$|美元|us\$", re.IGNORECASE)),
)


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def _header_role(cell: str) -> str | None:
    cleaned = _HEADER_CLEAN.sub("", _nfkc(cell).lower())
    for role, names in _ROLES.items():
        if cleaned in names:
            return role
    return None


def _currency_hint(text: str) -> str | None:
    text = _nfkc(text)
    found = [code for code, pattern in _CURRENCY_HINTS if pattern.search(text)]
    return found[0] if len(found) == 1 else None


@dataclass
class _Header:
    row_index: int  # position in the list of rows
    items: list[int]
    price: int
    currency: int | None
    condition: int | None
    price_currency: str | None  # "单价(元)", "Price (USD)"

    @property
    def score(self) -> int:
        return len(self.items) + 1 + (self.currency is not None) + (self.condition is not None)


def _find_header(rows: list[tuple[int, list[str]]]) -> _Header | None:
    for index, (_number, cells) in enumerate(rows[:HEADER_SEARCH_ROWS]):
        roles: dict[str, list[int]] = {}
        for column, cell in enumerate(cells):
            role = _header_role(cell)
            if role:
                roles.setdefault(role, []).append(column)
        if "item" in roles and "price" in roles:
            price = roles["price"][0]
            return _Header(
                index,
                roles["item"],
                price,
                roles.get("currency", [None])[0],
                roles.get("condition", [None])[0],
                _currency_hint(cells[price]),
            )
    return None


# ---------------------------------------------------------------- cells

_DIGIT_SPACE = re.compile(r"[0-9] [0-9]")  # two digits a space apart: said as "not a thousands separator"
_CURRENCY_WORDS = {
    "cny": "CNY",
    "rmb": "CNY",
    "¥": "CNY",
    "元": "CNY",
    "人民币": "CNY",
    "yuan": "CNY",
    "usd": "USD",
    "$": "USD",
    "us$": "USD",
    "美元": "USD",
    "dollar": "USD",
    "dollars": "USD",
}
_CONDITIONS = {
    "": "new",
    "new": "new",
    "全新": "new",
    "新": "new",
    "新品": "new",
    "brandnew": "new",
    "newinbox": "new",
    "used": "used",
    "二手": "used",
    "旧": "used",
    "refurbished": "used",
    "翻新": "used",
    "拆机": "used",
    "preowned": "used",
    "secondhand": "used",
    "二手/拆机": "used",
}


@dataclass
class _Amount:
    value: float | None = None
    currency: str | None = None
    problem: Text | None = None


def parse_amount(text: str, limit: float, least: float = 0.0) -> _Amount:
    """A price cell, read by the app's one amount reader (core.foundation.amounts.parse_amount) with per_unit=True:
    "¥12,999", "1.2万元", "USD 2,500", "3.5 元/小时", "24 992". Commas, or spaces (a no-break space too), only
    between thousands: "2499 2" is refused, it may be 2499 or 24992. At least `least`, less than `limit`. A refusal
    is a problem in the quote's words (quote.row.*), not an exception: the row is reported and the rest read."""
    shown = text.strip()[:40]
    try:
        amount = parse_typed_amount(text, per_unit=True)
    except AmountError as error:
        if error.reason == "empty":
            return _Amount(problem=Text("quote.row.no_price"))
        if error.reason == "negative":
            return _Amount(problem=Text("quote.row.price_not_positive", {"value": shown}))
        if error.reason == "absurd":
            return _Amount(problem=Text("quote.row.price_too_large", {"value": shown, "limit": f"{limit:,.0f}"}))
        if error.reason in ("space", "comma", "points") and _DIGIT_SPACE.search(normalize_typed(text)):
            return _Amount(problem=Text("quote.row.price_spaced", {"value": shown}))
        return _Amount(problem=Text("quote.row.bad_price", {"value": shown}))
    value = amount.value
    if value <= 0:
        return _Amount(problem=Text("quote.row.price_not_positive", {"value": shown}))
    if value >= limit:
        return _Amount(problem=Text("quote.row.price_too_large", {"value": shown, "limit": f"{limit:,.0f}"}))
    if value < least:
        return _Amount(problem=Text("quote.row.price_too_small", {"value": shown, "least": f"{least:g}"}))
    return _Amount(value, amount.currency)


def _display(text: str) -> str:
    """A cell as one line of plain text: no control characters, at most 80 characters."""
    line = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in text).strip()
    return line if len(line) <= 80 else line[:77] + "..."


# ---------------------------------------------------------------- matching

_NOISE = re.compile(r"nvidia|英伟达|geforce|显卡|加速卡|graphicscard|gpu卡", re.IGNORECASE)


@dataclass
class _Match:
    kind: Kind | None = None
    id: str = ""
    name: str = ""
    problem: Text | None = None
    ambiguous: bool = False
    candidates: tuple[tuple[Kind, str], ...] = ()  # the entries a near miss may mean, for the buyer to choose from


_CLOSE_CUTOFF = 0.75


def _char_slots(text: str) -> set[tuple[str, int]]:
    """Each character with how many of it came before: two strings share as many slots as difflib's quick_ratio
    counts matching characters, so a set intersection bounds its ratio."""
    seen: Counter[str] = Counter()
    slots = set()
    for char in text:
        slots.add((char, seen[char]))
        seen[char] += 1
    return slots


class _Matcher:
    """Matches an item to the catalog. Linear in the rows: what a row resembles is worked out once per distinct
    name (a quote of 9,999 rows often repeats them), and the close-match search looks only at the catalog names
    that share enough characters to pass difflib's cutoff, found through an index, not by trying all of them."""

    def __init__(self, catalog: Catalog):
        self.catalog = catalog
        self.names: list[tuple[str, Kind, str]] = []  # (normalized name or alias, kind, id)
        for kind, section in (("gpu", catalog.gpus), ("cloud", catalog.cloud)):
            for entry in section:
                for text in {entry.id, entry.name, *entry.aliases}:
                    key = normalize(_nfkc(text))
                    if len(key) >= 3:
                        self.names.append((key, kind, entry.id))  # type: ignore[arg-type]
        self._owner: dict[str, tuple[Kind, str]] = {}  # each distinct key: the first entry that has it
        for key, kind, entry_id in self.names:
            self._owner.setdefault(key, (kind, entry_id))
        self._keys = sorted(self._owner)
        self._lengths = [len(key) for key in self._keys]
        self._long = [(name, kind, entry_id) for name, kind, entry_id in self.names if len(name) >= 4]
        self._slots: dict[tuple[str, int], list[int]] = {}  # a character slot: the keys that have it
        for index, key in enumerate(self._keys):
            for slot in _char_slots(key):
                self._slots.setdefault(slot, []).append(index)
        self._near_cache: dict[str, _Match] = {}

    def _name(self, kind: Kind, entry_id: str) -> str:
        return (self.catalog.gpus if kind == "gpu" else self.catalog.cloud).entries[entry_id].name

    def _exact(self, text: str) -> _Match | None:
        variants = [_nfkc(text)]
        stripped = _NOISE.sub(" ", variants[0])
        if stripped.strip() and stripped != variants[0]:
            variants.append(stripped)
        for variant in variants:
            gpu = self.catalog.gpus.find(variant)
            cloud = self.catalog.cloud.find(variant)
            if gpu and cloud:
                return _Match(
                    problem=Text("quote.row.ambiguous", {"candidates": Text.plain(f"{gpu.name}, {cloud.name}")}),
                    ambiguous=True,
                )
            if gpu:
                return _Match("gpu", gpu.id, gpu.name)
            if cloud:
                return _Match("cloud", cloud.id, cloud.name)
        return None

    def match(self, texts: list[str]) -> _Match:
        """The entry named by one of the item cells (several item columns: 名称 and 型号)."""
        found: list[_Match] = []
        for text in texts:
            if text.strip():
                exact = self._exact(text)
                if exact:
                    found.append(exact)
        ids = {(m.kind, m.id) for m in found if m.problem is None}
        if len(ids) == 1 and not any(m.problem for m in found):
            return found[0]
        if len(ids) > 1:
            names = ", ".join(self._name(kind, entry) for kind, entry in sorted(ids) if kind)
            return _Match(
                problem=Text("quote.row.ambiguous", {"candidates": Text.plain(names)}),
                ambiguous=True,
                candidates=tuple((kind, entry) for kind, entry in sorted(ids) if kind),
            )
        if found:
            return found[0]
        return self._near(" ".join(t for t in texts if t.strip()))

    def _close(self, key: str) -> list[str]:
        """difflib.get_close_matches(key, the catalog's keys), given only the keys its quick_ratio would pass."""
        shared = Counter(chain.from_iterable(self._slots.get(slot, ()) for slot in _char_slots(key)))
        lengths, length = self._lengths, len(key) - 1e-9 / _CLOSE_CUTOFF  # never fewer than difflib keeps
        candidates = [
            self._keys[index]
            for index, count in shared.items()
            if 2 * count >= _CLOSE_CUTOFF * (length + lengths[index])
        ]
        return difflib.get_close_matches(key, candidates, n=6, cutoff=_CLOSE_CUTOFF) if candidates else []

    def _near(self, text: str) -> _Match:
        key = normalize(_NOISE.sub(" ", _nfkc(text))) or normalize(_nfkc(text))
        cached = self._near_cache.get(key)
        if cached is None:
            cached = self._near_cache[key] = self._near_key(key)
        return cached

    def _near_key(self, key: str) -> _Match:
        inside = [(name, kind, entry) for name, kind, entry in self._long if name in key]
        # a name inside a longer one of another entry ("rtx4090" inside "rtx4090d") says nothing of its own
        kept = {
            (kind, entry)
            for name, kind, entry in inside
            if not any(name != other and name in other and entry != e for other, _, e in inside)
        }
        if len(kept) > 1:
            names = ", ".join(self._name(kind, entry) for kind, entry in sorted(kept))
            return _Match(
                problem=Text("quote.row.ambiguous", {"candidates": Text.plain(names)}),
                ambiguous=True,
                candidates=tuple(sorted(kept)),
            )
        if len(kept) == 1:
            kind, entry = next(iter(kept))
            return _Match(
                problem=Text("quote.row.not_exact", {"candidate": Text.plain(self._name(kind, entry))}),
                candidates=((kind, entry),),
            )
        suggestions: list[str] = []
        owners: list[tuple[Kind, str]] = []
        for name in self._close(key):
            kind, entry = self._owner[name]
            if self._name(kind, entry) not in suggestions:
                suggestions.append(self._name(kind, entry))
                owners.append((kind, entry))
        if suggestions:
            return _Match(
                problem=Text("quote.row.unknown_closest", {"suggestions": Text.plain(", ".join(suggestions[:3]))}),
                candidates=tuple(owners[:3]),
            )
        return _Match(problem=Text("quote.row.unknown"))


# ---------------------------------------------------------------- dates

_DATE = re.compile(r"(20\d{2})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})")


def _date_in(rows: list[tuple[int, list[str]]], file: str) -> dt.date | None:
    for number, cells in rows:
        for cell in cells:
            found = _DATE.search(_nfkc(cell))
            if not found:
                continue
            try:
                day = dt.date(int(found.group(1)), int(found.group(2)), int(found.group(3)))
            except ValueError:
                continue
            if day > latest_plausible_date():
                raise QuoteError(Text("quote.date_future", {"file": file, "row": str(number), "date": day.isoformat()}))
            return day
    return None


# ---------------------------------------------------------------- reading rows: CSV


def _decode(raw: bytes, file: str) -> tuple[str, str]:
    if raw.startswith(UTF8_BOM):
        if not _utf8(raw[len(UTF8_BOM) :]):
            raise QuoteError(Text("quote.encoding", {"file": file}))
        return raw[len(UTF8_BOM) :].decode("utf-8"), "UTF-8 with BOM"
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return raw.decode("utf-16"), "UTF-16"
        except UnicodeDecodeError:
            raise QuoteError(Text("quote.encoding", {"file": file})) from None
    if b"\x00" in raw:
        raise QuoteError(Text("quote.binary", {"file": file}))
    if _utf8(raw):
        return raw.decode("utf-8"), "UTF-8"
    try:
        return raw.decode("gb18030"), "GBK"
    except UnicodeDecodeError:
        raise QuoteError(Text("quote.encoding", {"file": file})) from None


def _utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _csv_rows(text: str, file: str) -> tuple[list[tuple[int, list[str]]], _Header]:
    text = text.rstrip("\x1a")  # the end-of-file mark of old DOS programs
    if _CONTROL.search(text):
        raise QuoteError(Text("quote.binary", {"file": file}))
    best: tuple[list[tuple[int, list[str]]], _Header] | None = None
    error: QuoteError | None = None
    for delimiter in (",", ";", "\t"):
        try:
            rows = list(_csv_records(text, delimiter, file))
        except QuoteError as exc:
            error = error or exc
            continue
        header = _find_header(rows)
        if header and (best is None or header.score > best[1].score):
            best = (rows, header)
    if best is None:
        if error is not None:
            raise error
        raise QuoteError(Text("quote.no_header", {"file": file, "rows": str(HEADER_SEARCH_ROWS)}))
    return best


def _csv_records(text: str, delimiter: str, file: str) -> Iterator[tuple[int, list[str]]]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    number = 0
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise QuoteError(
                Text("quote.csv_error", {"file": file, "row": str(number + 1), "detail": _csv_problem(exc)})
            ) from None
        number += 1
        if number > MAX_QUOTE_ROWS:
            raise QuoteError(Text("quote.too_many_rows", {"file": file, "limit": f"{MAX_QUOTE_ROWS:,}"}))
        yield number, [c[:MAX_CELL_CHARS] for c in cells[:MAX_COLUMNS]]


def _csv_problem(error: csv.Error) -> Text:
    """What is wrong, in the buyer's language: the csv module says it in English only."""
    said = str(error)
    if "unexpected end of data" in said:  # strict: the file ends inside a quoted cell
        return Text("quote.csv.open_quote")
    if "expected after" in said:  # strict: '"RTX 5090"x'
        return Text("quote.csv.after_quote")
    if "field larger than field limit" in said:
        return Text("quote.csv.too_long", {"limit": f"{csv.field_size_limit():,}"})
    return Text("quote.csv.other")


# ---------------------------------------------------------------- reading rows: .xlsx

_MAIN = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_DTD = re.compile(rb"<!\s*(doctype|entity)", re.IGNORECASE)
# Numbers in the XML as Excel writes them, in the digits 0-9 only: str.isdigit() and int() also take "²", "٣", "３"
_ROW_NUMBER = re.compile(r"[0-9]{1,7}", re.ASCII)
_CELL_REF = re.compile(r"([A-Za-z]{1,3})([0-9]{1,7})", re.ASCII)
_INDEX = re.compile(r"[0-9]{1,9}", re.ASCII)
_NUMBER = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?", re.ASCII)
MAX_SHEET_ROW = 1_048_576  # Excel's last row
# What a damaged archive raises while it is opened or a member unpacked: a zip cut short or with a wrong checksum
# (BadZipFile, EOFError, struct.error), a corrupt deflate, bzip2 or lzma stream (zlib.error, OSError, LZMAError),
# a compression zipfile does not know or a zip version it does not read (NotImplementedError), a member it cannot
# unpack without lzma (RuntimeError), bad sizes or names (ValueError, OverflowError).
_DAMAGED: tuple[type[Exception], ...] = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    zlib.error,
    EOFError,
    OSError,
    ValueError,
    OverflowError,
    struct.error,
    NotImplementedError,
    RuntimeError,
    *_LZMA_ERRORS,
)
_XML_DECLARATION = re.compile(rb"<\?xml[ \t\r\n][^>]*?\?>")
_DECLARED_ENCODING = re.compile(rb"""[ \t\r\n]encoding[ \t\r\n]*=[ \t\r\n]*(["'])(.*?)\1""", re.DOTALL)
# Python's codecs that are no way to write XML (escapes, domain names): refused as unknown encodings
_NOT_XML_ENCODINGS = {"unicode-escape", "raw-unicode-escape", "idna", "punycode", "utf-7", "undefined"}
# Built-in number formats that show a date (ECMA-376 18.8.30): 14-17 and 22 everywhere, and the East Asian ones
# (27-31, 36, 50-54, 57, 58: yyyy"年"m"月"d"日" and the like; 32-35, 55 and 56 there are times of day, not dates)
_DATE_FORMAT_IDS = frozenset({14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 57, 58})
_FORMAT_LITERALS = re.compile(r'"[^"]*"|\\.|\[[^\]]*\]|[_*].')  # quoted text, escapes, [Red] / [$-804], padding


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _small_int(text: str | None) -> int | None:
    return int(text) if text is not None and _INDEX.fullmatch(text) else None


def _is_date_format(code: str) -> bool:
    """A custom number format that shows a date: a y or a d outside quoted text ("yyyy/m/d", "d-mmm")."""
    return bool(re.search(r"[yYdD]", _FORMAT_LITERALS.sub("", code)))


def _excel_date(serial: float, date1904: bool) -> dt.date | None:
    """The day of an Excel date serial. In the 1900 date system day 1 is 1900-01-01 and day 60 is 1900-02-29,
    which never was (Lotus 1-2-3's leap-year bug, which Excel keeps), so from day 61 the count is from 1899-12-30;
    in the 1904 date system (old Mac workbooks, date1904="1") day 0 is 1904-01-01. None for no such day."""
    if not math.isfinite(serial) or serial < 0:
        return None
    day = int(serial)  # the fraction is the time of day
    if date1904:
        start = dt.date(1904, 1, 1)
    elif day < 1 or day == 60:
        return None
    elif day < 60:
        start = dt.date(1899, 12, 31)
    else:
        start = dt.date(1899, 12, 30)
    try:
        return start + dt.timedelta(days=day)
    except OverflowError:  # past 9999-12-31
        return None


class _Workbook:
    def __init__(self, raw: bytes, file: str):
        self.file = file
        if raw.startswith(b"\xd0\xcf\x11\xe0"):
            raise QuoteError(Text("quote.ole", {"file": file}))
        try:
            self.zip = zipfile.ZipFile(io.BytesIO(raw))
            members = self.zip.infolist()
        except _DAMAGED:
            # a zip's first bytes and no readable directory: a workbook cut short (a download, a mail)
            raise QuoteError(
                Text("quote.damaged_zip" if raw.startswith(b"PK") else "quote.not_xlsx", {"file": file})
            ) from None
        if len(members) > MAX_ZIP_MEMBERS or sum(m.file_size for m in members) > MAX_UNPACKED_BYTES:
            raise QuoteError(Text("quote.zip_too_large", {"file": file, "limit": f"{MAX_UNPACKED_BYTES:,}"}))
        self.names = {m.filename for m in members}
        lowered = {n.lower() for n in self.names}
        if any(n.endswith("vbaproject.bin") or n.endswith(".bin") and "vba" in n for n in lowered):
            raise QuoteError(Text("quote.macros", {"file": file}))
        types = self.part("[Content_Types].xml") if "[Content_Types].xml" in self.names else b""
        if b"macroenabled" in types.lower():
            raise QuoteError(Text("quote.macros", {"file": file}))
        if "xl/workbook.xml" not in self.names:
            raise QuoteError(Text("quote.not_xlsx", {"file": file}))
        self.strings: list[str] = []
        self.date_styles: list[bool] = []  # by cell style (the s of a <c>): whether it shows a date
        self.date1904 = False

    def part(self, name: str) -> bytes:
        """A part's bytes as UTF-8, checked before any XML parser sees them: no DTD, no entities."""
        info = self.zip.getinfo(name)
        if info.flag_bits & 0x1:  # an encrypted member: a password-protected archive
            raise QuoteError(Text("quote.ole", {"file": self.file}))
        try:
            with self.zip.open(info) as handle:
                data = handle.read(MAX_UNPACKED_BYTES + 1)
        except _DAMAGED:
            raise QuoteError(Text("quote.damaged", {"file": self.file, "part": name})) from None
        if len(data) > MAX_UNPACKED_BYTES:
            raise QuoteError(Text("quote.zip_too_large", {"file": self.file, "limit": f"{MAX_UNPACKED_BYTES:,}"}))
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            raise QuoteError(Text("quote.xml_broken", {"file": self.file, "part": name}))
        data = self._as_utf8(name, data)
        if b"\x00" in data:
            raise QuoteError(Text("quote.xml_broken", {"file": self.file, "part": name}))
        if _DTD.search(data):
            raise QuoteError(Text("quote.xml_dtd", {"file": self.file, "part": name}))
        return data

    def _as_utf8(self, name: str, data: bytes) -> bytes:
        """The part in UTF-8. expat reads UTF-8, UTF-16 and Latin-1 only ("multi-byte encodings are not
        supported"), so a part that declares another encoding (encoding="GBK") is decoded here with Python's codec
        for it, GB2312 and GBK as GB18030 (their superset: tools that say GB2312 write GBK), and its declaration
        is dropped. A BOM says UTF-8 whatever the declaration says; expat judges that."""
        if data.startswith(UTF8_BOM):
            return data
        declaration = _XML_DECLARATION.match(data)
        said = _DECLARED_ENCODING.search(declaration.group()) if declaration else None
        if declaration is None or said is None:
            return data
        label = said.group(2).decode("ascii", "replace")
        shown = Text.plain(_display(label)[:40])
        try:
            codec = codecs.lookup(label).name
        except (LookupError, ValueError):  # ValueError: a NUL in the name
            raise QuoteError(
                Text("quote.xml_unknown_encoding", {"file": self.file, "part": name, "encoding": shown})
            ) from None
        if codec == "utf-8":
            return data
        if codec in _NOT_XML_ENCODINGS:
            raise QuoteError(Text("quote.xml_unknown_encoding", {"file": self.file, "part": name, "encoding": shown}))
        if codec in ("gb2312", "gbk"):
            codec = "gb18030"
        try:
            text = data[declaration.end() :].decode(codec)
        except LookupError:  # a codec that is not a text encoding: rot13, base64
            raise QuoteError(
                Text("quote.xml_unknown_encoding", {"file": self.file, "part": name, "encoding": shown})
            ) from None
        except (UnicodeError, ValueError):
            raise QuoteError(Text("quote.xml_bad_text", {"file": self.file, "part": name, "encoding": shown})) from None
        return text.encode("utf-8")

    def _parse(self, name: str) -> Iterator[tuple[str, ET.Element]]:
        data = self.part(name)
        parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
        try:
            for start in range(0, len(data), 1 << 16):
                parser.feed(data[start : start + (1 << 16)])
                yield from parser.read_events()  # type: ignore[misc]
            parser.close()
            yield from parser.read_events()  # type: ignore[misc]
        except ET.ParseError:
            raise QuoteError(Text("quote.xml_broken", {"file": self.file, "part": name})) from None

    def _tree(self, name: str) -> ET.Element:
        root: ET.Element | None = None
        for event, element in self._parse(name):
            if event == "start" and root is None:
                root = element
        if root is None:
            raise QuoteError(Text("quote.xml_broken", {"file": self.file, "part": name}))
        return root

    def _relationships(self) -> list[tuple[str, str, str]]:
        """The workbook's parts inside the archive: (id, type, path)."""
        rels = "xl/_rels/workbook.xml.rels"
        if rels not in self.names:
            return []
        found: list[tuple[str, str, str]] = []
        for rel in self._tree(rels).iter():
            if _local(rel.tag) != "Relationship" or rel.get("TargetMode", "").lower() == "external":
                continue
            target = rel.get("Target", "")
            path = target[1:] if target.startswith("/") else posixpath.normpath(posixpath.join("xl", target))
            found.append((rel.get("Id", ""), rel.get("Type", ""), path))
        return found

    def _read_workbook(self) -> str:
        """The first worksheet's part; reads the date system and the cell styles that show dates on the way."""
        workbook = self._tree("xl/workbook.xml")
        self.date1904 = any(
            _local(e.tag) == "workbookPr" and e.get("date1904", "").strip().lower() in ("1", "true")
            for e in workbook.iter()
        )
        rels = self._relationships()
        styles = next((path for _, kind, path in rels if kind.endswith("/styles") and path in self.names), None)
        if styles is None and "xl/styles.xml" in self.names:
            styles = "xl/styles.xml"
        if styles is not None:
            self.date_styles = self._date_styles(styles)
        sheet = next((e for e in workbook.iter() if _local(e.tag) == "sheet"), None)
        if sheet is None:
            raise QuoteError(Text("quote.no_sheet", {"file": self.file}))
        rel_id = sheet.get(_MAIN) or next((v for k, v in sheet.attrib.items() if _local(k) == "id"), None)
        for found_id, _kind, path in rels:
            if rel_id and found_id == rel_id and path in self.names:
                return path
        if "xl/worksheets/sheet1.xml" in self.names:
            return "xl/worksheets/sheet1.xml"
        raise QuoteError(Text("quote.no_sheet", {"file": self.file}))

    def _date_styles(self, name: str) -> list[bool]:
        """For each cell style (styles.xml's cellXfs, in order), whether its number format shows a date."""
        formats: dict[int, str] = {}  # the workbook's own formats, numFmtId 164 and up (or a built-in redefined)
        styles: list[int | None] = []
        in_cell_styles = False
        for event, element in self._parse(name):
            tag = _local(element.tag)
            if tag == "cellXfs":
                in_cell_styles = event == "start"
            elif event == "end" and tag == "numFmt":
                number = _small_int(element.get("numFmtId"))
                if number is not None:
                    formats[number] = element.get("formatCode", "")
            elif event == "end" and tag == "xf" and in_cell_styles:
                styles.append(_small_int(element.get("numFmtId", "0")))
        return [
            number is not None
            and (_is_date_format(formats[number]) if number in formats else number in _DATE_FORMAT_IDS)
            for number in styles
        ]

    def shared_strings(self) -> list[str]:
        name = "xl/sharedStrings.xml"
        if name not in self.names:
            return []
        strings: list[str] = []
        for event, element in self._parse(name):
            if event == "end" and _local(element.tag) == "si":
                strings.append(_text_of(element)[:MAX_CELL_CHARS])
                element.clear()
        return strings

    def _bad_reference(self, part: str, value: str) -> QuoteError:
        return QuoteError(Text("quote.bad_reference", {"file": self.file, "part": part, "value": _display(value)[:20]}))

    def _row_number(self, given: str | None, last_row: int, part: str) -> int:
        """A row's r: the row after the last one when there is none, as the format allows."""
        if not given:
            return last_row + 1
        if _ROW_NUMBER.fullmatch(given) and 1 <= int(given) <= MAX_SHEET_ROW:
            return int(given)
        raise self._bad_reference(part, given)

    def _column(self, ref: str, part: str) -> int:
        found = _CELL_REF.fullmatch(ref)
        if not found:
            raise self._bad_reference(part, ref)
        column = 0
        for letter in found.group(1).upper():
            column = column * 26 + ord(letter) - 64
        return column - 1

    def rows(self) -> list[tuple[int, list[str]]]:
        self.strings = self.shared_strings()
        sheet = self._read_workbook()
        rows: list[tuple[int, list[str]]] = []
        cells: dict[int, str] = {}
        last_row = 0
        number = 1
        for event, element in self._parse(sheet):
            tag = _local(element.tag)
            if event == "start" and tag == "row":
                cells = {}
                number = self._row_number(element.get("r"), last_row, sheet)
            elif event == "end" and tag == "c":
                ref = element.get("r")
                column = self._column(ref, sheet) if ref else len(cells)
                if column < MAX_COLUMNS:
                    cells[column] = self._cell_value(element, number, sheet)[:MAX_CELL_CHARS]
                element.clear()
            elif event == "end" and tag == "row":
                last_row = number
                if len(rows) >= MAX_QUOTE_ROWS:
                    raise QuoteError(Text("quote.too_many_rows", {"file": self.file, "limit": f"{MAX_QUOTE_ROWS:,}"}))
                width = max(cells, default=-1) + 1
                rows.append((number, [cells.get(c, "") for c in range(width)]))
                element.clear()
        return rows

    def _cell_value(self, cell: ET.Element, row: int, part: str) -> str:
        """A cell as Excel shows it: its text, a number ("12999", never "1.2999e+04"), a date (YYYY-MM-DD), TRUE
        or FALSE, an error (#N/A)."""
        kind = cell.get("t", "n")
        value = next((c.text or "" for c in cell if _local(c.tag) == "v"), "")
        if kind == "s":
            if not value.strip():
                return ""
            index = _small_int(value.strip())
            if index is None or index >= len(self.strings):
                raise QuoteError(
                    Text(
                        "quote.bad_string_index",
                        {
                            "file": self.file,
                            "part": part,
                            "row": str(row),
                            "value": _display(value)[:20],
                            "count": str(len(self.strings)),
                        },
                    )
                )
            return self.strings[index]
        if kind == "inlineStr":
            inline = next((c for c in cell if _local(c.tag) == "is"), None)
            return _text_of(inline) if inline is not None else ""
        if kind == "b":  # a boolean is never a number: 1 is TRUE, as Excel shows it
            return {"1": "TRUE", "true": "TRUE", "0": "FALSE", "false": "FALSE"}.get(value.strip().lower(), value)
        if kind == "n" and value:
            if not _NUMBER.fullmatch(value.strip()):
                return value  # not a number as Excel writes one (float() would take "1_000", "٣", "inf")
            number = float(value)
            style = _small_int(cell.get("s"))
            if style is not None and style < len(self.date_styles) and self.date_styles[style]:
                day = _excel_date(number, self.date1904)
                if day is not None:
                    return day.isoformat()
            return f"{number:.10g}" if abs(number) < 1e15 else value  # 12999.0 -> "12999", never "1.2999e+04"
        return value  # "str" (a formula's cached text), "e" (#N/A), "d" (an ISO 8601 date): as written


def _text_of(element: ET.Element) -> str:
    """The text of a shared or inline string: its <t>, or its runs' <t>, not the phonetic guide (<rPh>)."""
    parts: list[str] = []
    for child in element:
        tag = _local(child.tag)
        if tag == "t":
            parts.append(child.text or "")
        elif tag == "r":
            parts.extend(t.text or "" for t in child if _local(t.tag) == "t")
    return "".join(parts)


# ---------------------------------------------------------------- the quote


def read_quote(path: Path | str, catalog: Catalog, as_of: dt.date | None = None) -> Quote:
    """The quote in `path`, its rows matched to `catalog` (the plain one). QuoteError when it cannot be read."""
    path = Path(path)
    file = path.name
    suffix = path.suffix.lower()
    if suffix in (".xlsm", ".xltm", ".xlam"):
        raise QuoteError(Text("quote.macros", {"file": file}))
    if suffix in (".xls", ".xlsb", ".et", ".ods", ".numbers"):
        raise QuoteError(Text("quote.old_format", {"file": file}))
    if suffix not in CSV_SUFFIXES + XLSX_SUFFIXES:
        raise QuoteError(Text("quote.unknown_type", {"file": file}))
    try:
        raw = read_user_bytes(path, MAX_QUOTE_BYTES, "supplier quote")
    except UserFileError as exc:
        raise QuoteError(exc.text) from None
    if not raw.strip():
        raise QuoteError(Text("quote.empty", {"file": file}))
    if suffix in XLSX_SUFFIXES or raw.startswith(b"PK\x03\x04"):
        rows = _Workbook(raw, file).rows()
        encoding = "xlsx"
        header = _find_header(rows)
        if header is None:
            raise QuoteError(Text("quote.no_header", {"file": file, "rows": str(HEADER_SEARCH_ROWS)}))
    else:
        text, encoding = _decode(raw, file)
        rows, header = _csv_rows(text, file)
    date_from: DateFrom = "given"
    if as_of is None:
        as_of = _date_in(rows[: header.row_index], file)
        date_from = "file"
    if as_of is None:
        as_of = dt.date.fromtimestamp(os.stat(path).st_mtime)
        date_from = "modified"
    lines, problems = _rows_to_prices(rows[header.row_index + 1 :], header, _Matcher(catalog), catalog)
    return Quote(file, as_of, date_from, encoding, lines, problems)


def _rows_to_prices(
    rows: list[tuple[int, list[str]]], header: _Header, matcher: _Matcher, catalog: Catalog
) -> tuple[list[QuoteLine], list[QuoteProblem]]:
    lines: list[QuoteLine] = []
    problems: list[QuoteProblem] = []
    seen: dict[tuple[str, str, str], int] = {}

    for number, cells in rows:
        items = [_cell(cells, c) for c in header.items]
        price_text = _cell(cells, header.price)
        if not any(c.strip() for c in cells):
            continue  # a blank row
        item = _display(" / ".join(t.strip() for t in items if t.strip()))
        if not item:
            if price_text.strip():
                problems.append(QuoteProblem(number, "", Text("quote.row.no_item")))
            continue  # a note or a total line without a name
        match = matcher.match(items)
        if match.problem is not None or match.kind is None:
            choices = []
            for kind, entry in match.candidates:
                name = (catalog.gpus if kind == "gpu" else catalog.cloud).entries[entry].name
                read = _priced(number, item, cells, header, catalog, kind, entry, name)
                if isinstance(read, QuoteLine):
                    choices.append(read)
            problems.append(
                QuoteProblem(number, item, match.problem or Text("quote.row.unknown"), match.ambiguous, tuple(choices))
            )
            continue
        read = _priced(number, item, cells, header, catalog, match.kind, match.id, match.name)
        if isinstance(read, QuoteProblem):
            problems.append(read)
            continue
        key = (read.id, read.condition, read.market or "")
        if key in seen:
            problems.append(QuoteProblem(number, item, Text("quote.row.duplicate", {"row": str(seen[key])})))
            continue
        seen[key] = number
        lines.append(read)
    return lines, problems


def _cell(cells: list[str], column: int | None) -> str:
    """A row's cell in `column`, "" where the row is shorter or the header has no such column."""
    return cells[column] if column is not None and column < len(cells) else ""


def _priced(
    number: int,
    item: str,
    cells: list[str],
    header: _Header,
    catalog: Catalog,
    kind: Kind,
    entry: str,
    name: str,
) -> QuoteLine | QuoteProblem:
    """One row read as a price of the catalog entry `entry`: its amount, currency, condition and (cloud) market."""

    price_text = _cell(cells, header.price)
    if kind == "gpu":
        amount = parse_amount(price_text, MAX_GPU_PRICE, MIN_GPU_PRICE)
    else:
        amount = parse_amount(price_text, MAX_HOURLY_PRICE, MIN_HOURLY_PRICE)
    if amount.problem is not None or amount.value is None:
        return QuoteProblem(number, item, amount.problem or Text("quote.row.no_price"))
    currency_cell = _cell(cells, header.currency).strip()
    currency = amount.currency
    if currency_cell:
        said = _CURRENCY_WORDS.get(_nfkc(currency_cell).strip().lower())
        if said is None:
            return QuoteProblem(number, item, Text("quote.row.bad_currency", {"value": currency_cell[:20]}))
        if currency and said != currency:
            return QuoteProblem(number, item, Text("quote.row.currency_conflict", {"price": currency, "column": said}))
        currency = said
    currency = currency or header.price_currency
    if currency not in ("CNY", "USD"):
        return QuoteProblem(number, item, Text("quote.row.no_currency"))
    condition_cell = re.sub(r"\s+", "", _nfkc(_cell(cells, header.condition)).lower())
    condition = _CONDITIONS.get(condition_cell)
    if condition is None:
        return QuoteProblem(
            number, item, Text("quote.row.bad_condition", {"value": _cell(cells, header.condition)[:20]})
        )
    market: str | None = None
    if kind == "cloud":
        condition = "new"
        markets = [p.market for p in catalog.cloud.entries[entry].prices]
        if currency == "CNY" and "cn" in markets:
            market = "cn"
        else:
            market = next((m for m in markets if m != "cn"), markets[0] if markets else "other")
    return QuoteLine(
        number,
        item,
        kind,
        entry,
        name,
        amount.value,
        currency,  # type: ignore[arg-type]  # checked above
        condition,  # type: ignore[arg-type]
        market,
    )


__all__ = [
    "MAX_QUOTE_BYTES",
    "MAX_QUOTE_ROWS",
    "MAX_UNPACKED_BYTES",
    "Quote",
    "QuoteError",
    "QuoteLine",
    "QuoteProblem",
    "merge_quote",
    "parse_amount",
    "read_quote",
]
