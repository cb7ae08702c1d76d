"""The Chinese of the GUI's strings as the message catalog holds them (resources/translations/gpu_advisor_zh_CN.ts),
{"Context|source": translation}, for tests that build a translator of their own or compare with lupdate."""

import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "resources" / "translations" / "gpu_advisor_zh_CN.ts"


def words(*contexts: str) -> dict[str, str]:
    found = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name")
        if name in contexts:
            for message in context.iter("message"):
                found[f"{name}|{message.findtext('source')}"] = message.findtext("translation") or ""
    return found
