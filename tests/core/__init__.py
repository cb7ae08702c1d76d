"""The engine's tests: they import nothing of Qt and run where PySide6 is not installed (make test-core)."""
