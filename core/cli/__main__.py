"""`python -m gpu_advisor.core.cli`: the engine's commands without the GUI's `report`."""

import sys

from gpu_advisor.core.cli import main

if __name__ == "__main__":
    sys.exit(main())
