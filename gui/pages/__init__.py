"""One page per wizard step (core/scenario/wizard.py); each can be built and driven on its own in a test."""
