"""A catalog source as the reader of a memo expects it: the document, not the researcher's notes. The catalog keeps its
full source strings (URLs, quotes, where a figure was copied from: what a reviewer checks); a buyer's boss reads
"Newegg (newegg.com)" with the date beside it, never "GitHub code index id 56273774781: 'quotedPrice: {'"."""

from __future__ import annotations

import re

from gpu_advisor.core.foundation.messages import Text

_URL = re.compile(r"https?://([^/\s)\]'\"]+)")
_DOMAIN = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|cn|io|sh|ai|co|de|vn|jp|uk|info|tech|cz|ca|news))\b", re.I)

# Publishers a buyer knows by name, by the end of the address their documents are at
PUBLISHERS = {
    "nvidia.com": "NVIDIA",
    "apple.com": "Apple",
    "huawei.com": "Huawei",
    "hiascend.com": "Huawei Ascend",
    "amd.com": "AMD",
    "intel.com": "Intel",
    "newegg.com": "Newegg",
    "jd.com": "JD.com",
    "tomshardware.com": "Tom's Hardware",
    "servethehome.com": "ServeTheHome",
    "techpowerup.com": "TechPowerUp",
    "aliyun.com": "Alibaba Cloud",
    "alibabacloud.com": "Alibaba Cloud",
    "tencent.com": "Tencent Cloud",
    "tencentcloud.com": "Tencent Cloud",
    "amazon.com": "AWS",
    "vantage.sh": "Vantage EC2 price list",
    "azure.com": "Microsoft Azure",
    "microsoft.com": "Microsoft",
    "google.com": "Google Cloud",
    "deepseek.com": "DeepSeek",
    "siliconflow.cn": "SiliconFlow",
    "volcengine.com": "Volcano Engine",
    "kunlunxin.com": "Kunlunxin",
}
_GITHUB = re.compile(r"github\.com/([\w.-]+/[\w.-]+)", re.I)
_REPOSITORY = re.compile(r"^([\w.-]+/[\w.-]+)\s")  # "sugarlxn/skypilot-catalog catalogs/v8/...": a repository's file
_NAMED_REPOSITORY = re.compile(
    r"\b(?:public )?repo(?:sitory)?\s+([\w.-]+/[\w.-]+)"
)  # "... in the public repo owner/name"
# the researcher's warning that leads a source ("LOW CONFIDENCE (secondhand). ..."): the memo says how sure a price is
# in its own words, so it is no part of the document's name
_CONFIDENCE_MARK = re.compile(r"^LOW CONFIDENCE(?:\s*\([^)]*\))?[.,:]?\s*(?:approximate[.,:]?\s*)?")
_CLAUSE_END = re.compile(r"\s[(\[]|[:;,]\s|\s[-–]\s")
_MOST = 60  # characters of a document named by its first words


def _publisher(domain: str) -> str:
    domain = domain.lower().removeprefix("www.")
    for end, name in PUBLISHERS.items():
        if domain == end or domain.endswith("." + end):
            return f"{name} ({domain})" if name.lower().replace(" ", "") not in domain.replace(".", "") else name
    return domain


def document_name(source: str, lang: str = "en") -> str:
    """The document a catalog source names, as a reader recognises it: the buyer's own price, GPU Advisor's own
    estimate, the publisher of the first address the source gives, else its first words."""
    text = source.strip()
    if text.startswith("user:"):
        return Text("source.user").render(lang)
    if text.startswith("GPU Advisor"):
        return Text("source.indicative").render(lang)
    text = _CONFIDENCE_MARK.sub("", text)
    repository = _GITHUB.search(text) or _REPOSITORY.match(text) or _NAMED_REPOSITORY.search(text)
    first = _URL.search(text) or _DOMAIN.search(text)
    if repository is not None and (first is None or first.group(1).lower().endswith("github.com")):
        return Text("source.repository", {"repository": repository.group(1)}).render(lang)
    if first is not None:
        return _publisher(first.group(1))
    clause = _CLAUSE_END.split(text, maxsplit=1)[0].strip()
    if len(clause) > _MOST:
        clause = clause[:_MOST].rsplit(" ", 1)[0] + "…"
    return clause
