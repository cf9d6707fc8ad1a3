"""The machine a benchmark ran on, for the first line it prints."""

from __future__ import annotations

import os
import platform
import re
from pathlib import Path


def machine() -> str:
    """The processor, how many of them this process may use, the system and Python."""
    model = platform.processor() or platform.machine()
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
    except OSError:
        pass
    else:
        found = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.MULTILINE)
        model = found.group(1).strip() if found else model
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (
        f"{model}, {cores} processors, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()} ({platform.python_implementation()})"
    )


def load() -> str:
    """The load average, which says how busy a shared machine was during a run."""
    try:
        return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "load average unknown"
