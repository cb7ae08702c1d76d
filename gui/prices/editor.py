"""The buyer's own prices: a dialog that edits a core.buyer_prices PriceOverrides.

One table row per GPU (catalog new and used price, the buyer's new and used price, a currency per row)
and one per cloud instance and market. What the buyer types is kept as typed and checked on every
keystroke: a bad cell turns red, says why in its tooltip and in the line above the buttons, and OK
stays disabled until it is fixed or emptied. An empty cell means "use the catalog's price".

    dialog = PriceEditor(catalog, overrides, usd_to_cny=scenario.budget.usd_to_cny, parent=window)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        save_overrides(dialog.accepted_overrides(), path)

The catalog passed in should be the plain catalog, not one with the overrides already applied.
"""

from __future__ import annotations

import datetime as dt
import functools

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpu_advisor.core.buyer_prices import PriceOverrides
from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.foundation import MIN_GPU_PRICE, money_text
from gpu_advisor.gui.prices.cells import (
    CURRENCIES,
    GPU_PRICE_LIMIT,
    HOURLY_PRICE_LIMIT,
    LEAST_PRICE,
    RATE_RANGE,
)
from gpu_advisor.gui.prices.rows import cloud_rows, gpu_rows, overrides_of, sort_loaded
from gpu_advisor.gui.prices.table import ERROR_RED, SEARCH_ROLE, FilterModel, PriceDelegate, PriceModel, PriceTable


class PriceEditor(QDialog):
    """Edits the buyer's own GPU and cloud prices and the exchange rate.

    accepted_overrides() gives the PriceOverrides after OK (only the cells the buyer filled; usd_to_cny only when
    the buyer set a rate, here or in the file); before OK or after Cancel it gives what was passed in. The catalog
    column shows the price the engine uses for a buyer in `region` (the scenario's market).
    """

    def __init__(
        self,
        catalog: Catalog,
        overrides: PriceOverrides | None,
        usd_to_cny: float,
        parent=None,
        *,
        default_currency: str = "CNY",
        today: dt.date | None = None,
        region: str = "cn",
    ):
        super().__init__(parent)
        self._given = overrides or PriceOverrides()
        self._base_rate = min(max(float(usd_to_cny), RATE_RANGE[0]), RATE_RANGE[1])
        self._today_fixed = today
        self._default_currency = default_currency if default_currency in CURRENCIES else "CNY"
        self._result = self._given
        self._rate_set = self._given.usd_to_cny is not None

        loaded = sort_loaded(catalog, self._given)
        self._unknown = loaded.unknown
        self.gpu_model = PriceModel(
            gpu_rows(catalog, loaded, self._default_currency, self._today(), region),
            [
                ("name", 0),
                ("catalog", 0),
                ("catalog", 1),
                ("mine", 0),
                ("mine", 1),
                ("currency", 0),
                ("date", 0),
                ("source", 0),
            ],
            GPU_PRICE_LIMIT,
            self._today,
            self,
        )
        self.cloud_model = PriceModel(
            cloud_rows(catalog, loaded, self._given.usd_to_cny or self._base_rate, self._today()),
            [
                ("name", 0),
                ("market", 0),
                ("catalog", 0),
                ("mine", 0),
                ("currency", 0),
                ("date", 0),
                ("source", 0),
            ],
            HOURLY_PRICE_LIMIT,
            self._today,
            self,
        )

        self._build()
        self.retranslate()
        self._update_state()
        self.resize(self._preferred_size())

    # -- the day a typed price is dated

    def _today(self) -> dt.date:
        return self._today_fixed or dt.date.today()

    # -- widgets

    def _build(self) -> None:
        self.intro = QLabel()
        self.intro.setWordWrap(True)

        self.find_label = QLabel()
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.find_label.setBuddy(self.filter_edit)
        self.rate_label = QLabel()
        self.rate_spin = QDoubleSpinBox()
        self.rate_spin.setRange(*RATE_RANGE)
        self.rate_spin.setDecimals(4)
        self.rate_spin.setSingleStep(0.01)
        self.rate_spin.setValue(self._given.usd_to_cny or self._base_rate)
        self.rate_spin.setKeyboardTracking(True)
        self.rate_label.setBuddy(self.rate_spin)

        top = QHBoxLayout()
        top.addWidget(self.find_label)
        top.addWidget(self.filter_edit, 1)
        top.addSpacing(self.fontMetrics().horizontalAdvance("MM"))
        top.addWidget(self.rate_label)
        top.addWidget(self.rate_spin)

        self.gpu_proxy, self.gpu_view = self._table(self.gpu_model)
        self.cloud_proxy, self.cloud_view = self._table(self.cloud_model)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.gpu_view, "")
        self.tabs.addTab(self.cloud_view, "")

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        palette = self.message.palette()
        palette.setColor(QPalette.ColorRole.WindowText, ERROR_RED)
        self.message.setPalette(palette)

        # own buttons, not StandardButton.Ok/Cancel: the box would put Qt's own (untranslated without
        # qtbase_*.qm) texts back on them at every LanguageChange
        self.buttons = QDialogButtonBox()
        self.reset_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ok_button.setDefault(True)
        for button in (self.reset_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter in a field means OK, never "reset" or "throw away"
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset_to_catalog)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.notice)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.filter_edit.textChanged.connect(self._filter)
        self.rate_spin.valueChanged.connect(self._rate_changed)
        self.gpu_model.edited.connect(self._update_state)
        self.cloud_model.edited.connect(self._update_state)

        # reading order: find, rate, the tables, then the buttons (Reset, OK, Cancel)
        QWidget.setTabOrder(self.filter_edit, self.rate_spin)
        QWidget.setTabOrder(self.rate_spin, self.tabs)
        QWidget.setTabOrder(self.tabs, self.gpu_view)
        QWidget.setTabOrder(self.gpu_view, self.cloud_view)
        QWidget.setTabOrder(self.cloud_view, self.reset_button)
        QWidget.setTabOrder(self.reset_button, self.ok_button)
        QWidget.setTabOrder(self.ok_button, self.cancel_button)
        self.filter_edit.setFocus()

    def _table(self, model: PriceModel) -> tuple[FilterModel, PriceTable]:
        proxy = FilterModel(self)
        proxy.setSourceModel(model)
        proxy.setFilterRole(SEARCH_ROLE)
        proxy.setFilterKeyColumn(0)
        view = PriceTable()
        view.setModel(proxy)
        view.setItemDelegate(PriceDelegate(model, view))
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        view.setAlternatingRowColors(True)
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("0000000000"))
        # rows tall enough for the currency combo box, whatever the font and screen scale
        combo_height = QComboBox().sizeHint().height() + 4
        view.verticalHeader().setDefaultSectionSize(max(view.verticalHeader().defaultSectionSize(), combo_height))
        tint = self.palette().color(QPalette.ColorRole.Highlight)
        tint.setAlpha(22)
        model.editable_tint = tint
        return proxy, view

    def _preferred_size(self) -> QSize:
        """Wide enough for every column and a readable GPU name, tall enough for a dozen rows; never
        larger than the screen."""
        view = self.gpu_view
        header = view.horizontalHeader()
        columns = range(1, self.gpu_model.columnCount())
        width = sum(max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in columns)
        # the GPU names, up to about "NVIDIA GeForce RTX 5090D 32GB (China, V1)"; longer ones are elided
        width += min(view.sizeHintForColumn(0), self.fontMetrics().horizontalAdvance("x" * 52))
        width += view.verticalScrollBar().sizeHint().width() + 4 * view.frameWidth()
        width += 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
        height = self.sizeHint().height() + 12 * view.verticalHeader().defaultSectionSize()
        size = QSize(width, height)
        screen = self.screen()
        if screen is not None:
            size = size.boundedTo(screen.availableGeometry().size() * 0.9)
        return size

    # -- texts

    def changeEvent(self, event):  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("My prices"))
        self.intro.setText(
            self.tr(
                "Type the prices you were quoted. Your price replaces the catalog's price in every recommendation; "
                "leave a cell empty to use the catalog's price."
            )
        )
        self.find_label.setText(self.tr("&Find:"))
        self.filter_edit.setPlaceholderText(self.tr("GPU or cloud instance name, e.g. 4090"))
        self.filter_edit.setAccessibleName(self.tr("Find a GPU or cloud instance by name"))
        self.rate_label.setText(self.tr("E&xchange rate (CNY per USD):"))
        self.rate_spin.setAccessibleName(self.tr("Exchange rate, yuan per US dollar"))
        self.rate_spin.setToolTip(
            self.tr("How many yuan one US dollar buys; used wherever prices in two currencies are compared.")
        )
        self.tabs.setAccessibleName(self.tr("Price tables"))
        self.gpu_view.setAccessibleName(self.tr("GPU prices"))
        self.cloud_view.setAccessibleName(self.tr("Cloud instance prices"))
        self.reset_button.setText(self.tr("&Reset to catalog"))
        self.reset_button.setAccessibleName(self.tr("Reset to catalog"))
        self.reset_button.setToolTip(
            self.tr("Clear all your prices and use the catalog's prices and the exchange rate you started with.")
        )
        self.ok_button.setText(self.tr("OK"))
        self.ok_button.setAccessibleName(self.ok_button.text())
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.cancel_button.text())

        self.gpu_model.headers = [
            self.tr("GPU"),
            self.tr("Catalog: new"),
            self.tr("Catalog: used"),
            self.tr("My price: new"),
            self.tr("My price: used"),
            self.tr("Currency"),
            self.tr("Date of my price"),
            self.tr("Price from"),
        ]
        self.cloud_model.headers = [
            self.tr("Cloud instance"),
            self.tr("Market"),
            self.tr("Catalog: per hour"),
            self.tr("My price per hour"),
            self.tr("Currency"),
            self.tr("Date of my price"),
            self.tr("Price from"),
        ]
        texts = {
            "source": self.tr("Source: {0}"),
            "stale": self.tr("Older than six months: ask for a current quote."),
            "no_catalog_price": self.tr("The catalog has no price for this."),
            "mine_tip": self.tr("Type your price, e.g. a supplier's quote. Leave it empty to use the catalog's price."),
            "currency_tip": self.tr("Currency of your prices in this row."),
            "mixed_currency": self.tr(
                "Your new and used prices are in different currencies; choosing one here sets both."
            ),
            # {0}: a column such as "My price: new", {1}: a GPU or cloud instance
            "for": self.tr("{0} for {1}"),
            "from_catalog": self.tr("catalog"),
            "typed": self.tr("typed by you"),
            # {0}: a quote's file name and row, e.g. "quote.xlsx, row 4"
            "from_quote": self.tr("quote {0}"),
        }
        markets = {
            "cn": self.tr("China"),
            "us": self.tr("United States"),
            "eu": self.tr("Europe"),
            "other": self.tr("Other"),
        }
        for model in (self.gpu_model, self.cloud_model):
            model.texts = texts
            model.market_names = markets
            model.error_text = functools.partial(self._error_text, limit=model.limit)
            model.refresh_texts()
        self._update_state()

    def _error_text(self, code: str, limit: float | None = None) -> str:
        if code == "not_number":
            return self.tr("Not a number: type it as 12000, 12,000.50, 1.2万 or 12k.")
        if code == "not_positive":
            return self.tr("A price must be more than zero.")
        if code == "currency_mark":
            return self.tr("Type the number only: the currency is chosen in the Currency column.")
        if code == "too_small":
            least = LEAST_PRICE.get(limit or GPU_PRICE_LIMIT, MIN_GPU_PRICE)
            return self.tr("Too small to be a price: at least {0}.").format(f"{least:g}")
        if code == "too_large":
            return self.tr("Too large: a price must be less than {0}.").format(money_text(limit or GPU_PRICE_LIMIT))
        return code

    # -- state

    def _filter(self, text: str) -> None:
        self.gpu_proxy.set_query(text)
        self.cloud_proxy.set_query(text)
        # show the tab that has something when the other has nothing
        if text and self.tabs.currentIndex() == 0 and not self.gpu_proxy.rowCount() and self.cloud_proxy.rowCount():
            self.tabs.setCurrentIndex(1)
        elif text and self.tabs.currentIndex() == 1 and not self.cloud_proxy.rowCount() and self.gpu_proxy.rowCount():
            self.tabs.setCurrentIndex(0)

    def _rate_changed(self, _value: float) -> None:
        self._rate_set = True

    def errors(self) -> list[str]:
        """One line per cell to fix, in the current language."""
        lines = []
        for model in (self.gpu_model, self.cloud_model):
            for row, column, cell in model.errors():
                assert cell.error is not None  # model.errors() lists the cells that have one
                what = model.headers[column]
                if row.market:
                    what = f"{what}, {model.market_names.get(row.market, row.market)}"
                lines.append(
                    self.tr("{0} ({1}): {2}").format(row.name, what, self._error_text(cell.error, model.limit))
                )
        return lines

    def is_valid(self) -> bool:
        return not (self.gpu_model.errors() or self.cloud_model.errors())

    def _update_state(self) -> None:
        if not hasattr(self, "ok_button"):
            return
        errors = self.errors()
        self.ok_button.setEnabled(not errors)
        if errors:
            text = errors[0]
            if len(errors) > 1:
                text += "  " + self.tr("Other prices to fix: {0}.").format(len(errors) - 1)
            self.message.setText(text)
        self.message.setVisible(bool(errors))
        self.message.setAccessibleName(self.message.text() if errors else "")
        if self._unknown:
            self.notice.setText(
                self.tr(
                    "Your price file has prices for {0}, which the catalog no longer lists; they are left out when you press OK."
                ).format(", ".join(self._unknown))
            )
        self.notice.setVisible(bool(self._unknown))
        gpus, cloud = self.gpu_model.filled(), self.cloud_model.filled()
        # the number of prices the buyer filled in on each tab
        self.tabs.setTabText(0, self.tr("&GPUs ({0})").format(gpus) if gpus else self.tr("&GPUs"))
        self.tabs.setTabText(
            1, self.tr("C&loud instances ({0})").format(cloud) if cloud else self.tr("C&loud instances")
        )

    def current_overrides(self) -> PriceOverrides | None:
        """The overrides the tables hold now, or None while a cell is invalid."""
        if not self.is_valid():
            return None
        rate = round(self.rate_spin.value(), self.rate_spin.decimals()) if self._rate_set else None
        return overrides_of(self.gpu_model.rows, self.cloud_model.rows, rate, self._today())

    def accepted_overrides(self) -> PriceOverrides:
        """The overrides accepted with OK; what was passed in until then. (Not result(): that is QDialog's code.)"""
        return self._result

    # -- actions

    def reset_to_catalog(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset to catalog"),
            self.tr(
                "Clear all your prices and set the exchange rate back to {0}? The catalog's prices will be used again."
            ).format(f"{self._base_rate:g}"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.gpu_model.clear_mine()  # a model reset also closes an open cell editor
        self.cloud_model.clear_mine()
        self._unknown = []
        self.rate_spin.setValue(self._base_rate)
        self._rate_set = False
        self._update_state()
        return True

    def accept(self) -> None:
        overrides = self.current_overrides()
        if overrides is None:  # Enter pressed in a cell while another one is wrong
            self._update_state()
            return
        self._result = overrides
        super().accept()
