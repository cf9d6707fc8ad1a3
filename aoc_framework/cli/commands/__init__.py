"""The commands of `aoc`, one module each (`<name>_command.py`): each parses its
flags into its action's request, calls the action and paints its report."""
