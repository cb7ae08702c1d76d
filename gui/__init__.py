"""PySide6 front end. Thin: it shows what core/ computes."""
