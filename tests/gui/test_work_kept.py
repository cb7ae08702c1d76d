"""Nothing lost at start-up, nothing shared between instances, nothing planted in the data folder
(issue 11, items 2, 3 and 9).

A crashed instance is simulated the way it leaves its files: an autosave and a lock naming a process
that no longer runs (or, once, by a real process that dies without closing its window)."""

import json
import os
import socket
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.scenario import Scenario, load_scenario, save_scenario
from gpu_advisor.gui import safety
from gpu_advisor.gui.language import LanguageManager
from gpu_advisor.gui.window import MainWindow, data_dir

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(qapp, tmp_path):
    """A data folder of this test's own (the data folder follows the application name)."""
    qapp.setOrganizationName("GPU Advisor Tests")
    qapp.setApplicationName(f"kept-{tmp_path.name}")
    path = data_dir()
    yield path


@pytest.fixture
def open_windows(qtbot):
    windows = []
    yield windows
    for win in windows:
        if win.state is not None:
            win.state.dirty = False
        win.autosave_timer.stop()
        win.close()


def start(qtbot, tmp_path, open_windows, ini="settings.ini", finish=True) -> MainWindow:
    language = LanguageManager()
    language.switch("en")
    win = MainWindow(language, QSettings(str(tmp_path / ini), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    open_windows.append(win)
    if finish:
        win.finish_loading()
    return win


def dead_pid() -> int:
    """A process id that nothing uses now."""
    for pid in range(4_000_000, 3_000_000, -7):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            continue
    raise RuntimeError("no free pid")


def plant_crashed_instance(folder: Path, users: int, token: str = "crashed") -> Path:
    """An autosave and its lock, as an instance that crashed leaves them (QLockFile's own format)."""
    pid = dead_pid()
    autosave = folder / f"autosave-{pid}-{token}.gpuadvisor"
    save_scenario(Scenario(concurrent_users=users), autosave)
    (folder / f"autosave-{pid}-{token}.lock").write_text(f"{pid}\npython3\n{socket.gethostname()}\n", encoding="utf-8")
    return autosave


def answer(monkeypatch, *replies, asked=None):
    """QMessageBox.question answers these replies in turn (then No), and keeps what was asked."""
    replies = list(replies)
    asked = [] if asked is None else asked

    def question(parent, title, text, *args, **kwargs):
        asked.append((title, text))
        return replies.pop(0) if replies else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def own_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("autosave"))


# ---------------------------------------------------------------- item 2: start-up never destroys the autosave


def bad_cloud_region(path: Path) -> None:
    """A price file the override schema accepts but the catalog does not (an empty region)."""
    path.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "cloud_prices": [
                    {
                        "instance": "aws-p5.48xlarge",
                        "region": "",
                        "market": "us",
                        "currency": "USD",
                        "on_demand_per_hour": 90.0,
                        "as_of": "2026-01-10",
                    }
                ],
            }
        ),
        encoding="utf-8",
    )


def deeply_nested(path: Path) -> None:
    path.write_text('{"gpu_prices": ' + "[" * 5000 + "]" * 5000 + "}", encoding="utf-8")


@pytest.mark.parametrize("plant", [bad_cloud_region, deeply_nested], ids=["catalog-refuses", "nested"])
def test_an_unusable_price_file_is_set_aside_and_the_work_offered_back(
    plant, folder, qtbot, tmp_path, monkeypatch, open_windows, no_modal_dialogs
):
    autosave = plant_crashed_instance(folder, users=77)
    plant(folder / "prices.json")
    original = (folder / "prices.json").read_text(encoding="utf-8")
    answer(monkeypatch, YES, asked=no_modal_dialogs)
    win = start(qtbot, tmp_path, open_windows)  # must not raise
    assert win.state.scenario.concurrent_users == 77  # offered back and restored
    assert not (folder / "prices.json").exists()
    aside = list(folder.glob("prices.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == original  # set aside, not deleted
    assert any("set aside" in text for _title, text in no_modal_dialogs)
    assert win.session.priced_catalog is None
    assert all(page.session.catalog is not None for page in win.pages.values())
    assert win.next_button.isEnabled()  # the wizard works with the catalog prices
    assert not autosave.exists()  # restored into this window, which now keeps it in its own autosave
    assert load_scenario(win.autosave_path).concurrent_users == 77


def test_nothing_is_autosaved_before_the_restore_question(folder, qtbot, tmp_path, monkeypatch, open_windows):
    """A crash during start-up (before the question) must not write the blank scenario over the work, and
    the crash dialog must not claim it was saved."""
    autosave = plant_crashed_instance(folder, users=55)
    before = autosave.read_bytes()
    win = start(qtbot, tmp_path, open_windows, finish=False)
    shown = []
    original = sys.excepthook
    try:
        safety.install_crash_handler(win.autosave, lambda title, text: shown.append(text))
        try:
            raise RuntimeError("boom during start-up")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = original
    assert autosave.read_bytes() == before
    assert own_files(folder) == sorted([autosave.name, autosave.with_suffix(".lock").name])
    assert "could not be saved" in shown[0] and "has been saved" not in shown[0]
    answer(monkeypatch, YES)
    win.finish_loading()
    assert win.state.scenario.concurrent_users == 55
    assert win.autosave()  # answered: autosave works from now on


def test_the_crash_handler_says_not_saved_when_saving_failed():
    saved_flag, shown = [], []
    original = sys.excepthook
    try:
        safety.install_crash_handler(lambda: saved_flag.append(1) or False, lambda title, text: shown.append(text))
        try:
            raise ValueError("x")
        except ValueError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = original
    assert saved_flag and "could not be saved" in shown[0]


def test_settings_of_the_wrong_type_are_ignored(folder, qtbot, tmp_path, open_windows):
    (tmp_path / "settings.ini").write_text(
        "[General]\nrecent=@ByteArray(xx)\nlanguage=@ByteArray(zz)\n\n[window]\ngeometry=12\n", encoding="latin-1"
    )
    win = start(qtbot, tmp_path, open_windows)  # neither __init__ nor finish_loading raises
    assert win.recent_files() == []
    assert win.next_button.isEnabled()
    from gpu_advisor.gui.window import setting_text

    assert setting_text(win.settings, "language", "en") == "en"
    (tmp_path / "plan.gpuadvisor").write_text(Scenario().model_dump_json(), encoding="utf-8")
    assert win.open_scenario(str(tmp_path / "plan.gpuadvisor"))
    assert win.recent_files() == [str(tmp_path / "plan.gpuadvisor")]  # the bad value replaced, not kept


def test_a_recent_list_with_odd_entries_keeps_the_good_ones(folder, qtbot, tmp_path, open_windows):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("recent", ["/a/plan.gpuadvisor", "", "/b/plan.gpuadvisor"])
    settings.sync()
    del settings
    win = start(qtbot, tmp_path, open_windows)
    assert win.recent_files() == ["/a/plan.gpuadvisor", "/b/plan.gpuadvisor"]


# ---------------------------------------------------------------- item 3: two instances at once


def test_two_instances_keep_their_own_autosave(folder, qtbot, tmp_path, monkeypatch, open_windows):
    asked = answer(monkeypatch)
    first = start(qtbot, tmp_path, open_windows, ini="first.ini")
    second = start(qtbot, tmp_path, open_windows, ini="second.ini")
    first.state.update(concurrent_users=11)
    second.state.update(concurrent_users=22)
    assert first.autosave() and second.autosave()
    assert first.autosave_path != second.autosave_path
    assert load_scenario(first.autosave_path).concurrent_users == 11
    assert load_scenario(second.autosave_path).concurrent_users == 22
    third = start(qtbot, tmp_path, open_windows, ini="third.ini")
    assert asked == []  # both owners are running: nothing is offered
    first.state.dirty = False
    first.close()  # a normal close removes its own files only
    assert not first.autosave_path.exists()
    assert second.autosave_path.exists() and load_scenario(second.autosave_path).concurrent_users == 22
    third.close()
    fourth = start(qtbot, tmp_path, open_windows, ini="fourth.ini")
    assert asked == []  # the second is still running
    assert fourth.state.scenario.concurrent_users != 22


def test_the_autosave_of_a_window_open_in_another_process_is_left_alone(
    folder, qtbot, tmp_path, monkeypatch, open_windows
):
    """Its lock is held by a live process: nothing is offered and nothing is touched (unpacking getLockInfo() as the
    four values of PySide6 6.6 raised ValueError at start-up with later versions, which return three)."""
    autosave = folder / "autosave-1-other.gpuadvisor"
    save_scenario(Scenario(concurrent_users=55), autosave)
    code = (
        "import sys\n"
        "from PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)\n"
        "print('locked' if lock.tryLock(0) else 'not locked', flush=True)\n"
        "sys.stdin.read()\n"  # holds the lock until the test closes its input
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(autosave.with_suffix(".lock"))],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        asked = answer(monkeypatch, YES)
        win = start(qtbot, tmp_path, open_windows)
        assert asked == [] and win.state.scenario.concurrent_users != 55
        assert autosave.exists() and autosave.with_suffix(".lock").exists()
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)


def test_an_instance_that_really_crashed_is_offered_back(folder, qtbot, qapp, tmp_path, monkeypatch, open_windows):
    code = (
        "import os, sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from gui.app import Application\n"
        "app = Application([]); app.setOrganizationName(sys.argv[1]); app.setApplicationName(sys.argv[2])\n"
        "from gui.language import LanguageManager\n"
        "from gui.window import MainWindow\n"
        "win = MainWindow(LanguageManager(), QSettings(sys.argv[3], QSettings.Format.IniFormat))\n"
        "win.finish_loading()\n"
        "win.state.update(concurrent_users=33)\n"
        "assert win.autosave()\n"
        "os._exit(3)\n"  # a crash: no close, no clean-up
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code, qapp.organizationName(), qapp.applicationName(), str(tmp_path / "crashed.ini")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 3, done.stderr[-2000:]
    assert len(list(folder.glob("autosave-*.gpuadvisor"))) == 1
    asked = answer(monkeypatch, YES)
    win = start(qtbot, tmp_path, open_windows)
    assert len(asked) == 1 and win.state.scenario.concurrent_users == 33
    assert own_files(folder) == sorted([win.autosave_path.name, win.autosave_path.with_suffix(".lock").name])


def test_every_orphaned_autosave_is_offered(folder, qtbot, tmp_path, monkeypatch, open_windows):
    older = plant_crashed_instance(folder, users=41, token="older")
    newer = plant_crashed_instance(folder, users=42, token="newer")
    os.utime(older, (1_700_000_000, 1_700_000_000))
    asked = answer(monkeypatch, NO, YES)
    win = start(qtbot, tmp_path, open_windows)
    assert len(asked) == 2  # one question each, the newest first
    assert win.state.scenario.concurrent_users == 41  # declined the newer, restored the older
    assert not newer.exists() and not older.exists()


def test_after_a_restore_the_other_orphans_wait_for_the_next_start(folder, qtbot, tmp_path, monkeypatch, open_windows):
    plant_crashed_instance(folder, users=41, token="one")
    plant_crashed_instance(folder, users=42, token="two")
    asked = answer(monkeypatch, YES)
    first = start(qtbot, tmp_path, open_windows)
    assert len(asked) == 1 and first.state.scenario.concurrent_users in (41, 42)
    left = [p for p in folder.glob("autosave-*.gpuadvisor") if p != first.autosave_path]
    assert len(left) == 1  # not thrown away: a window can hold one scenario
    answer(monkeypatch, YES)
    second = start(qtbot, tmp_path, open_windows, ini="second.ini")
    assert {first.state.scenario.concurrent_users, second.state.scenario.concurrent_users} == {41, 42}


def test_the_autosave_of_an_earlier_version_is_still_offered(folder, qtbot, tmp_path, monkeypatch, open_windows):
    save_scenario(Scenario(concurrent_users=64), folder / "autosave.json")
    (folder / "session.open").write_text("12345", encoding="utf-8")
    asked = answer(monkeypatch, YES)
    win = start(qtbot, tmp_path, open_windows)
    assert len(asked) == 1 and win.state.scenario.concurrent_users == 64
    assert not (folder / "autosave.json").exists() and not (folder / "session.open").exists()


def test_a_damaged_orphan_is_set_aside(folder, qtbot, tmp_path, monkeypatch, open_windows, no_modal_dialogs):
    autosave = plant_crashed_instance(folder, users=5)
    autosave.write_text("{not json", encoding="utf-8")
    win = start(qtbot, tmp_path, open_windows)
    aside = list(folder.glob("autosave.broken-*.gpuadvisor"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{not json"
    assert any("damaged" in text for _title, text in no_modal_dialogs)
    assert win.next_button.isEnabled()


def test_the_recent_list_is_merged_with_another_instance(folder, qtbot, tmp_path, open_windows):
    ini = tmp_path / "settings.ini"
    win = start(qtbot, tmp_path, open_windows)
    mine = tmp_path / "mine.gpuadvisor"
    mine.write_text(Scenario().model_dump_json(), encoding="utf-8")
    assert win.open_scenario(str(mine))
    code = (
        "import sys\nfrom PySide6.QtCore import QSettings\n"
        "s = QSettings(sys.argv[1], QSettings.Format.IniFormat)\n"
        "old = s.value('recent', [])\nold = [old] if isinstance(old, str) else list(old)\n"
        "s.setValue('recent', ['/elsewhere/theirs.gpuadvisor'] + old)\ns.sync()\n"
    )
    subprocess.run([sys.executable, "-c", code, str(ini)], check=True, timeout=60)
    also = tmp_path / "also.gpuadvisor"
    also.write_text(Scenario().model_dump_json(), encoding="utf-8")
    win.state.dirty = False
    assert win.open_scenario(str(also))
    win.settings.sync()
    assert win.recent_files() == [str(also), "/elsewhere/theirs.gpuadvisor", str(mine)]


# ---------------------------------------------------------------- item 9: a private data folder


@pytest.fixture
def read_only_home(tmp_path, monkeypatch):
    """The writable location cannot be created, and the system's temporary folder is tmp_path."""
    blocker = tmp_path / "home-is-read-only"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda location: str(blocker / "GPU Advisor")))
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(temp))
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(safety, "_fallback_used", [])
    return temp / f"gpu-advisor-{safety._user()}"


def assert_private(path: Path) -> None:
    info = os.lstat(path)
    assert stat.S_ISDIR(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o700
    if hasattr(os, "getuid"):
        assert info.st_uid == os.getuid()


def test_the_fallback_folder_is_created_private(read_only_home):
    path = safety.data_dir()
    assert path == read_only_home and safety.fallback_data_dir() == path
    assert_private(path)
    assert safety.data_dir() == path  # the same folder for the whole session


@pytest.mark.skipif(not hasattr(os, "chown") or os.geteuid() != 0, reason="planting another user's folder needs root")
def test_a_fallback_folder_owned_by_another_user_is_not_used(read_only_home):
    read_only_home.mkdir(mode=0o777)
    os.chmod(read_only_home, 0o777)
    planted = read_only_home / "prices.json"
    planted.write_text('{"gpu_prices": []}', encoding="utf-8")
    os.chown(read_only_home, 54321, 54321)
    os.chown(planted, 54321, 54321)
    path = safety.data_dir()
    assert path != read_only_home and not (path / "prices.json").exists()
    assert_private(path)


def test_a_fallback_folder_that_is_a_symlink_is_not_used(read_only_home, tmp_path):
    target = tmp_path / "someone-elses"
    target.mkdir(mode=0o700)
    read_only_home.symlink_to(target, target_is_directory=True)
    path = safety.data_dir()
    assert path != read_only_home and target not in (path, path.resolve())
    assert_private(path)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_a_fallback_folder_others_may_write_is_not_used(read_only_home):
    read_only_home.mkdir()
    os.chmod(read_only_home, 0o777)
    path = safety.data_dir()
    assert path != read_only_home
    assert_private(path)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_an_own_fallback_folder_others_may_read_is_made_private(read_only_home):
    read_only_home.mkdir()
    os.chmod(read_only_home, 0o755)  # left by an earlier version
    assert safety.data_dir() == read_only_home
    assert_private(read_only_home)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_files_in_the_data_folder_are_private(folder, qtbot, tmp_path, monkeypatch, open_windows):
    old = os.umask(0o022)
    try:
        win = start(qtbot, tmp_path, open_windows)
        win.state.update(concurrent_users=12)
        assert win.autosave()
        assert stat.S_IMODE(win.autosave_path.stat().st_mode) == 0o600
        from gpu_advisor.core.buyer_prices.overrides import PriceOverrides
        from gpu_advisor.gui import prices

        monkeypatch.setattr(prices.PriceEditor, "exec", lambda self: prices.PriceEditor.DialogCode.Accepted)
        monkeypatch.setattr(prices.PriceEditor, "accepted_overrides", lambda self: PriceOverrides(usd_to_cny=7.1))
        win.edit_prices()
        assert stat.S_IMODE((folder / "prices.json").stat().st_mode) == 0o600
        # an autosave left 0644 by an earlier version becomes private at the next write
        os.chmod(win.autosave_path, 0o644)
        win.state.update(concurrent_users=13)
        assert win.autosave()
        assert stat.S_IMODE(win.autosave_path.stat().st_mode) == 0o600
    finally:
        os.umask(old)


@pytest.fixture
def fresh_log(monkeypatch):
    """setup_logging as at a first start: no handler yet (the ones of this test run are put back after)."""
    monkeypatch.setattr(safety.log, "handlers", [])
    yield
    for handler in safety.log.handlers:
        handler.close()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX permissions")
def test_the_log_is_private(folder, fresh_log):
    old = os.umask(0o022)
    try:
        path = safety.setup_logging()
    finally:
        os.umask(old)
    assert path is not None
    safety.log.info("hello")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_log_path_that_is_a_symlink_is_refused(folder, tmp_path, fresh_log):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n", encoding="utf-8")
    link = safety.log_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    link.unlink(missing_ok=True)
    link.symlink_to(victim)
    assert safety.setup_logging() is None  # stderr only
    safety.log.warning("this must not reach the victim")
    assert victim.read_text(encoding="utf-8") == "precious\n"


def test_an_edit_is_autosaved_at_once_not_a_moment_later(folder, qtbot, tmp_path, open_windows):
    """A hard crash (the process killed, a native fault) runs no handler: an edit made just before it must already be
    on disk. The first change is written at once; a burst's last change once the burst goes quiet."""
    win = start(qtbot, tmp_path, open_windows)
    win.state.update(concurrent_users=41)
    assert load_scenario(win.autosave_path).concurrent_users == 41  # no event processed: written synchronously
    win.state.update(concurrent_users=42)  # within the burst
    qtbot.waitUntil(lambda: load_scenario(win.autosave_path).concurrent_users == 42, timeout=5000)


def test_a_failure_in_another_thread_is_shown_on_the_gui_thread(qtbot):
    """A dialog built off the GUI thread crashes Qt: a thread's failure waits for the GUI thread to show it."""
    import threading

    shown, threads = [], []
    original, original_for_threads = sys.excepthook, threading.excepthook
    try:
        safety.install_crash_handler(
            lambda: True, lambda title, text: shown.append(text) or threads.append(threading.current_thread())
        )
        worker = threading.Thread(target=lambda: 1 / 0)
        worker.start()
        worker.join()
        assert not shown  # nothing was built on the worker
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    finally:
        sys.excepthook, threading.excepthook = original, original_for_threads
    assert threads == [threading.main_thread()] and "division by zero" in shown[0]
