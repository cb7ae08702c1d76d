"""One page per wizard step (core/wizard.py); each can be built and driven on its own in a test."""
