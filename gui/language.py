"""Switching the interface language at any time, without a restart.

Qt's own dialogs and buttons speak Chinese through qtbase_zh_CN.qm from the Qt installation; our strings
come from resources/translations/gpu_advisor_zh_CN.qm. Installing or removing translators sends every
widget a LanguageChange event, on which it sets its texts again (retranslate()).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

LANGUAGES = {"zh_CN": "简体中文", "en": "English"}


class LanguageManager(QObject):
    changed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.current = "en"
        self._translators: list[QTranslator] = []

    def switch(self, code: str) -> bool:
        if code not in LANGUAGES:
            code = "en"
        # static in Qt: they act on the application object (report.render_charts calls them so too)
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
        self._translators = []
        if code != "en":
            from gpu_advisor.core.foundation import resource_path  # after the first paint for English

            for path in (
                resource_path("translations", f"gpu_advisor_{code}.qm"),
                Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{code}.qm",
            ):
                translator = QTranslator(self)
                if translator.load(str(path)):
                    QCoreApplication.installTranslator(translator)
                    self._translators.append(translator)
        QLocale.setDefault(
            QLocale(
                QLocale.Language.Chinese if code == "zh_CN" else QLocale.Language.English,
                QLocale.Country.China if code == "zh_CN" else QLocale.Country.UnitedStates,
            )
        )
        self.current = code
        self.changed.emit(code)
        return True


def current_language() -> str:
    """The language the window speaks now: LanguageManager.switch makes it Qt's default locale."""
    return "zh_CN" if QLocale().language() == QLocale.Language.Chinese else "en"


def system_language() -> str:
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"
