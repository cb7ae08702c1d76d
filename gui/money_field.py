"""A field for an amount of money that reads what the buyer types as the command line does
(core.foundation.amounts): 150000, 150,000, 15万, 1.5万, 150k, ¥15万, a Chinese input method's full-width digits. A
text it cannot read is never cut down to digits (QDoubleSpinBox dropped 万 and k, so 15万 became a budget of 15):
the value stays as it was, and the field says why next to it (AmountProblem) when the buyer presses Enter or
leaves the field."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QWidget

from gpu_advisor.core.foundation import AmountError, Text, parse_amount, shown


class MoneySpinBox(QDoubleSpinBox):
    """A QDoubleSpinBox whose text is read by core.foundation.amounts.parse_amount.

    While the buyer types, a text the parser reads (15, 15万) is Acceptable and one it does not (15万k, 1,0 on the
    way to 1,000, abc) Intermediate: nothing typed is refused or deleted, and an Intermediate text leaves the value
    as it was. When editing finishes (Enter, or the focus leaves), the field shows the number it read (150,000),
    or, for a text it could not read, goes back to the value it had and emits `problem` with the reason;
    `problem` emits None once the text can be read again. `currency`, when set, is the budget's: an amount typed
    in another currency ($60,000 in a budget in CNY) is a problem, not a number of yuan."""

    problem = Signal(object)  # Text | None
    misread = Signal(bool)  # whether there is a problem now (the first version of this field's signal)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.currency: str | None = None
        # the value before the buyer began typing: Qt sets the value at every readable step of the typing (1, 15,
        # 15万 on the way to 15万k), and a text refused in the end puts this one back
        self._kept = self.value()

    def read(self, text: str) -> tuple[float | None, Text | None]:
        """The value `text` means in this field, or the reason it means none (None for an empty text)."""
        typed = text.strip().removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if not typed:
            return None, None
        try:
            amount = parse_amount(typed)
        except AmountError as exc:
            return None, exc.text
        if self.currency and amount.currency and amount.currency != self.currency:
            return None, Text(
                "amount.currency", {"value": shown(typed), "typed": amount.currency, "currency": self.currency}
            )
        if not self.minimum() <= amount.value <= self.maximum():
            return None, Text("amount.at_most", {"value": shown(typed), "limit": self.maximum()})
        return amount.value, None

    def validate(self, text: str, position: int):  # noqa: N802 (Qt naming)
        value, _ = self.read(text)
        if value is None:
            return QValidator.State.Intermediate, text, position  # not a value: the previous one stays
        self._say(None)
        return QValidator.State.Acceptable, text, position

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt naming)
        value, _ = self.read(text)
        return self.value() if value is None else value

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt naming)
        # the parser's own notation in every locale: a locale that groups with "." would write 150.000, which
        # reads back as 150
        grouping = "," if self.isGroupSeparatorShown() else ""
        return f"{value:{grouping}.{self.decimals()}f}"

    def fixup(self, text: str) -> str:
        # QDoubleSpinBox's own fixup deletes what it does not understand (1234,50 became 123450, 15万 became 15):
        # the text stays as typed, and the spin box keeps its previous value
        return text

    def setValue(self, value: float) -> None:  # noqa: N802 (Qt naming)
        super().setValue(value)
        self._kept = self.value()

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt naming)
        super().stepBy(steps)  # the arrows and the wheel
        self._kept = self.value()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)
            return
        typed = self.lineEdit().displayText()
        super().keyPressEvent(event)
        self._finish(typed)

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        typed = self.lineEdit().displayText()
        super().focusOutEvent(event)
        self._finish(typed)

    def _finish(self, typed: str) -> None:
        """Editing has finished with `typed`: keep the value it means, or put back the one from before and say
        why (nothing, for an empty field)."""
        value, problem = self.read(typed)
        if value is None:
            self.setValue(self._kept)
        self._kept = self.value()
        self._say(problem)

    def _say(self, problem: Text | None) -> None:
        self.problem.emit(problem)
        self.misread.emit(problem is not None)


class AmountProblem(QLabel):
    """Why the money field above it could not read what was typed, in the buyer's language; hidden when there
    is nothing to say. It keeps the message, not its words, so that a language switch says it again."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("amountProblem")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # the message quotes what was typed
        self.setStyleSheet("color: #b3261e;")
        self.message: Text | None = None
        self.hide()

    def say(self, message: Text | None, lang: str) -> None:
        self.message = message
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.setText(self.message.render(lang) if self.message else "")
        self.setVisible(self.message is not None)
