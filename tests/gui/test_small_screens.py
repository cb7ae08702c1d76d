"""Issue 11, item 10: at 200% scaling a 1280 x 800 screen is 640 x 400 logical pixels; before, the window could
not be made smaller than 859 x 433 (the widest page), so Back and Next were off the screen."""

from PySide6.QtCore import QPoint

from tests.gui.test_gui import window  # noqa: F401 (the fixture)

SMALL = (640, 400)  # 1280 x 800 at 200%


def test_back_and_next_stay_on_a_small_screen_on_every_page(window, qapp):  # noqa: F811
    for step, page in window.pages.items():
        window.stack.setCurrentWidget(page)
        window.resize(*SMALL)
        qapp.processEvents()
        hint = window.minimumSizeHint()
        assert hint.width() <= SMALL[0] and hint.height() <= SMALL[1], (step, hint)
        assert (window.width(), window.height()) == SMALL, step
        for button in (window.back_button, window.next_button):
            corner = button.mapTo(window, QPoint(button.width() - 1, button.height() - 1))
            assert window.rect().contains(corner), (step, button.text(), corner)


def test_a_window_saved_on_a_bigger_screen_opens_inside_this_one(window):  # noqa: F811
    free = window.screen().availableGeometry()
    window.resize(free.width() + 900, free.height() + 700)
    window.move(free.right() + 50, free.bottom() + 50)
    window.fit_on_screen()
    assert window.width() <= free.width() and window.height() <= free.height()
    assert free.contains(window.frameGeometry().topLeft())
