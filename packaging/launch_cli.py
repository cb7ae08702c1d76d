"""PyInstaller entry point of the command line (gpu-advisor, gpu-advisor.exe), `report` included."""

import sys

from gpu_advisor.gui.cli import main

sys.exit(main())
