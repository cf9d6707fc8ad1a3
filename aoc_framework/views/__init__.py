"""How results look, in words and cells that every face paints its own way.

- `table`: columns and cells; text for a terminal or a pipe, Markdown and HTML;
- `plural`: a count written (`1 day`, `2 days`).
"""
