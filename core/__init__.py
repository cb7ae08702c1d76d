"""GPU Advisor engine: catalog, sizing, cost and recommendations. Pure Python, no Qt."""

__version__ = "0.1.0"
