"""Solutions, one module per day, grouped by year: `solutions/2023/day07.py`."""
