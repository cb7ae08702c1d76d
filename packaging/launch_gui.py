"""PyInstaller entry point of the desktop app (gpu-advisor-gui, GPU Advisor.exe, gpu-advisor-debug.exe)."""

import sys

from gpu_advisor.gui.app import main

sys.exit(main())
