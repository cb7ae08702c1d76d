import os

# Before anything imports Qt: no display on CI or the developers' machines.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from core.catalog import load_catalog  # noqa: E402


@pytest.fixture(scope="session")
def catalog():
    return load_catalog()
