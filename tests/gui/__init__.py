"""The desktop app's tests: pytest-qt, offscreen."""
