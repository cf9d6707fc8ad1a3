"""Showing your years (issue 24, items 2 and 3): the calendar's stars from what the project
holds, the picture checked by rendering it (resvg) and reading the image back (Pillow),
and `aoc readme` filling the README's sections, a second time changing nothing."""

from __future__ import annotations

import io
import json
import os
import xml.etree.ElementTree as ElementTree
from datetime import datetime, timezone
from pathlib import Path

import pytest
import resvg_py
from PIL import Image

from aoc_framework.model.results import Verdict
from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import SECTIONS, markers
from aoc_framework.showcase.calendar import YearPicture, calendar_years
from aoc_framework.showcase.svg import calendar_svg
from tests.conftest import RunAoc
from tests.forked_aoc import start_aoc

GOLD = (0xFF, 0xFF, 0x66)
BACKGROUND = (0x0F, 0x0F, 0x23)


def answers(project: Path, solved: dict[tuple[int, int], tuple[int, ...]]) -> None:
    """An answers.toml with an answer for each (year, day) -> parts."""
    entries = []
    for (year, day), parts in sorted(solved.items()):
        lines = "".join(f'part_{part} = "{year}{day}{part}"\n' for part in parts)
        entries.append(f"[{year}.day{day:02d}]\n{lines}")
    (project / "answers.toml").write_text("\n".join(entries), encoding="utf-8")


def kept_stats(project: Path, year: int, days: dict[int, dict[int, int]]) -> None:
    """A copy of the stats page as `aoc stats` keeps it: day -> part -> seconds."""
    document = {
        str(day): {str(p): {"seconds": s, "rank": None, "score": None} for p, s in parts.items()}
        for day, parts in days.items()
    }
    path = Project.at(project).stats_path(year)
    path.parent.mkdir(parents=True, exist_ok=True)
    fetched = datetime(2025, 12, 20, tzinfo=timezone.utc).isoformat()
    path.write_text(json.dumps({"fetched_at": fetched, "stats": document}), encoding="utf-8")


def rendered(svg: str, background: str = "#ffffff") -> Image.Image:
    """The picture as a real renderer draws it."""
    return Image.open(
        io.BytesIO(bytes(resvg_py.svg_to_bytes(svg_string=svg, background=background)))
    ).convert("RGB")


def gold_pixels(image: Image.Image) -> int:
    colours = image.getcolors(image.width * image.height) or []
    return sum(
        count
        for count, colour in colours
        if all(abs(a - b) <= 8 for a, b in zip(colour, GOLD, strict=True))
    )


def test_stars_come_from_answers_and_the_kept_stats_and_the_free_star_comes_last(
    fixture_project: Path,
) -> None:
    answers(fixture_project, {(2023, 1): (1, 2), (2023, 25): (1,)})
    kept_stats(
        fixture_project, 2025, {day: {1: 60, 2: 600} for day in range(1, 12)} | {12: {1: 90}}
    )
    by_year = {year.year: year for year in calendar_years(Project.at(fixture_project))}

    assert sorted(by_year) == [2023, 2025]  # the fixture day's year and the stats' year
    days_2023 = by_year[2023].days
    assert days_2023[0].stars == (Verdict.CORRECT, Verdict.CORRECT)
    assert days_2023[1].stars == (None, None)
    assert days_2023[24].stars == (Verdict.CORRECT, Verdict.FREE_STAR_LATER)  # 47 stars missing
    year_2025 = by_year[2025]
    assert len(year_2025.days) == 12 and year_2025.recorded_stars == 24 == year_2025.possible
    assert year_2025.days[11].stars == (Verdict.CORRECT, Verdict.FREE_STAR)
    assert year_2025.days[0].solve_seconds == 600 and year_2025.days[11].solve_seconds == 90


def test_the_picture_is_valid_svg_that_a_renderer_draws_at_its_size(fixture_project: Path) -> None:
    answers(fixture_project, {(2023, 1): (1, 2)})
    years = calendar_years(Project.at(fixture_project))
    svg = calendar_svg(years, solve_times=True, run_times=True)
    root = ElementTree.fromstring(svg)  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    image = rendered(svg)
    assert image.size == (int(root.get("width")), int(root.get("height")))
    # Not blank: the picture's own background, and gold where the stars are.
    assert image.getpixel((image.width // 2, 8)) == BACKGROUND
    assert gold_pixels(image) > 0


def test_more_stars_draw_more_gold(fixture_project: Path) -> None:
    def gold(solved: dict[tuple[int, int], tuple[int, ...]]) -> int:
        answers(fixture_project, solved)
        return gold_pixels(rendered(calendar_svg(calendar_years(Project.at(fixture_project)))))

    none = gold({})  # the title and the year's count are gold too
    one_day = gold({(2023, 1): (1, 2)})
    ten_days = gold({(2023, day): (1, 2) for day in range(1, 11)})
    assert ten_days - none > 8 * (one_day - none) > 0


def test_it_reads_the_same_in_light_and_dark_themes(fixture_project: Path) -> None:
    # It draws its own background: on GitHub's white page or its dark one, the same.
    answers(fixture_project, {(2023, 1): (1, 2)})
    svg = calendar_svg(calendar_years(Project.at(fixture_project)))
    light, dark = rendered(svg, "#ffffff"), rendered(svg, "#0d1117")
    inner = (8, 8, light.width - 8, light.height - 8)  # inside the rounded corners
    assert light.crop(inner).tobytes() == dark.crop(inner).tobytes()


def test_aoc_calendar_writes_the_picture(aoc_in_process: RunAoc, fixture_project: Path) -> None:
    answers(fixture_project, {(2023, 1): (1, 2)})
    result = aoc_in_process("calendar", "2023", "--solve-times")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "wrote calendar-2023.svg: 1 year, 2 recorded stars\n"
    picture = (fixture_project / "calendar-2023.svg").read_text()
    assert gold_pixels(rendered(picture)) > 0


def test_aoc_calendar_with_nothing_to_draw_says_so(aoc_in_process: RunAoc, tmp_path: Path) -> None:
    (tmp_path / "empty" / "solutions").mkdir(parents=True)
    result = aoc_in_process("calendar", env={"AOC_PROJECT_DIR": str(tmp_path / "empty")})
    assert result.returncode == 2
    assert result.stderr.startswith("aoc: error: nothing to draw yet")


def readme_with_every_section(project: Path) -> Path:
    readme = project / "README.md"
    blocks = ["\n".join(markers(section)) for section in SECTIONS]
    readme.write_text("# Mine\n\n" + "\n\nText between.\n\n".join(blocks) + "\n\nThe end.\n")
    return readme


def test_aoc_readme_fills_every_section_and_a_second_run_changes_nothing(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path
) -> None:
    # The fixture day's answers on this input: 12 and 12 (a row timed with a wrong
    # answer is not saved).
    (fixture_project / "answers.toml").write_text('[2023.day01]\npart_1 = "12"\npart_2 = "12"\n')
    kept_stats(fixture_project, 2023, {1: {1: 61, 2: 62}})
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text("1abc2\n")
    saved = aoc_in_process("time", "2023", "--save", "--runs", "2")
    assert saved.returncode == 0, saved.stderr  # timings.json now holds the day
    readme = readme_with_every_section(fixture_project)

    first = aoc_in_process("readme")
    assert first.returncode == 0, first.stderr
    assert first.stdout.splitlines()[0] == (
        "README.md: updated (aoc-stars, aoc-calendar, aoc-stats, aoc-time)"
    )
    text = readme.read_text()
    assert "](https://img.shields.io/badge/2023-2%2F50%20%E2%AD%90-yellow)" in text
    assert "![My Advent of Code calendar: the stars of each day](calendar.svg)" in text
    assert "| 1 | 00:01:01 | 00:01:02 |" in text  # the kept stats, as Markdown
    assert "| 2023 | 1 | Trebuchet?! |" in text  # the saved timings
    assert text.startswith("# Mine\n") and text.endswith("\n\nThe end.\n")
    picture = fixture_project / "calendar.svg"
    assert gold_pixels(rendered(picture.read_text())) > 0

    before = (readme.read_bytes(), picture.read_bytes(), picture.stat().st_mtime_ns)
    again = aoc_in_process("readme")
    assert again.returncode == 0, again.stderr
    assert again.stdout.startswith("README.md: already up to date")
    assert (readme.read_bytes(), picture.read_bytes(), picture.stat().st_mtime_ns) == before


def test_a_table_aoc_time_wrote_is_kept_and_an_empty_section_left(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path
) -> None:
    # A table written by `aoc time --readme` stays when no timings.json was saved; the
    # stars' section, with no star recorded, has nothing to show yet.
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text("1abc2\n")
    readme = fixture_project / "README.md"
    readme.write_text("\n".join([*markers("aoc-stars"), *markers("aoc-time")]) + "\n")
    timed = aoc_in_process("time", "2023", "--readme", "--runs", "2")
    assert timed.returncode == 0, timed.stderr
    table = readme.read_text()
    assert "| 2023 | 1 | Trebuchet?! |" in table

    result = aoc_in_process("readme")

    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[1:] == [
        "left as they were, nothing to show yet: aoc-stars (filled by a right answer)",
        "kept as they were, nothing newer to fill them: aoc-time (filled by aoc time --save)",
        "sections it does not have: aoc-calendar, aoc-stats",
    ], result.stdout
    assert readme.read_text() == table


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("# No markers at all\n", "has none of the sections aoc readme fills"),
        (
            "<!-- aoc-stars:end -->\n<!-- aoc-stars:start -->\n",
            "needs one <!-- aoc-stars:start -->",
        ),
    ],
)
def test_readme_markers_missing_or_out_of_order_are_one_line(
    aoc_in_process: RunAoc, fixture_project: Path, text: str, message: str
) -> None:
    (fixture_project / "README.md").write_text(text)
    result = aoc_in_process("readme")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and message in result.stderr


def test_badges_are_left_out_for_years_without_stars() -> None:
    from aoc_framework.showcase.readme import star_badges

    empty = YearPicture(2024, ())
    assert star_badges([empty]) is None


def test_readme_and_time_readme_at_once_lose_nothing(
    fixture_project: Path, inputs_dir: Path
) -> None:
    # Each rewrites its own section of the one README under its lock: both stay.
    (fixture_project / "answers.toml").write_text('[2023.day01]\npart_1 = "12"\npart_2 = "12"\n')
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text("1abc2\n")
    readme = fixture_project / "README.md"
    stars, time = markers("aoc-stars"), markers("aoc-time")
    readme.write_text(f"# Mine\n{stars[0]}\n{stars[1]}\nMiddle.\n{time[0]}\n{time[1]}\nEnd.\n")
    env = {**os.environ, "AOC_PROJECT_DIR": str(fixture_project)}
    commands = [["readme"], ["time", "2023", "--readme", "--runs", "2"]] * 2
    processes = [start_aoc(command, env=env, cwd=fixture_project) for command in commands]
    for process in processes:
        _, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
    text = readme.read_text()
    assert "](https://img.shields.io/badge/2023-2%2F50%20%E2%AD%90-yellow)" in text
    assert "| 2023 | 1 | Trebuchet?! |" in text
    assert text.startswith("# Mine\n") and "\nMiddle.\n" in text and text.endswith("\nEnd.\n")


#: A title from another's page or another's day: a line separator then the time
#: section's end marker, raw HTML, a javascript: link, backticks and a cell's `|`.
HOSTILE_TITLE = (
    "Tre\u2028<!-- aoc-time:end -->\u2028<img src=x onerror=alert(1)><script>alert(2)</script>"
    "[click](javascript:alert(3)) `code` a|b"
)


def test_a_hostile_title_is_text_in_the_readme_and_its_crlf_stays(
    aoc_in_process: RunAoc, run_aoc: RunAoc, fixture_project: Path, inputs_dir: Path
) -> None:
    day = fixture_project / "solutions" / "2023" / "day01.py"
    source = day.read_text(encoding="utf-8")
    assert '"Trebuchet?!"' in source
    day.write_text(source.replace('"Trebuchet?!"', repr(HOSTILE_TITLE)), encoding="utf-8")
    (fixture_project / "answers.toml").write_text('[2023.day01]\npart_1 = "12"\npart_2 = "12"\n')
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text("1abc2\n")
    start, end = markers("aoc-time")
    readme = fixture_project / "README.md"
    readme.write_bytes(f"# Mine\r\n\r\n{start}\r\n{end}\r\n\r\nThe end.\r\n".encode())

    for command in (["time", "2023", "--save", "--readme", "--runs", "2"], ["readme"]) * 2:
        result = aoc_in_process(*command)
        assert result.returncode == 0, (command, result.stdout, result.stderr)

    text = readme.read_bytes().decode()
    assert "\n" not in text.replace("\r\n", "")  # every line still ends in CRLF
    assert text.startswith("# Mine\r\n\r\n") and text.endswith(f"{end}\r\n\r\nThe end.\r\n")
    section = text.split(start)[1].split(end)[0]
    assert text.count(end) == 1 and "\u2028" not in section
    row = next(line for line in section.split("\r\n") if line.startswith("| 2023 | 1 |"))
    assert (
        "Tre &lt;!-- aoc-time:end --&gt; &lt;img src=x onerror=alert(1)&gt;"
        "&lt;script&gt;alert(2)&lt;/script&gt;\\[click\\](javascript:alert(3)) \\`code\\` a\\|b"
    ) in row
    assert row.count(" | ") == 6  # seven cells: the title's `|` made no extra one


def test_a_400_digit_time_in_timings_json_is_named_by_readme_and_ignored_by_calendar(
    aoc_in_process: RunAoc, fixture_project: Path, inputs_dir: Path
) -> None:
    (fixture_project / "answers.toml").write_text('[2023.day01]\npart_1 = "12"\npart_2 = "12"\n')
    (inputs_dir / "2023").mkdir(parents=True)
    (inputs_dir / "2023" / "01.txt").write_text("1abc2\n")
    assert aoc_in_process("time", "2023", "--save", "--runs", "2").returncode == 0
    timings = fixture_project / "timings.json"
    document = json.loads(timings.read_text())
    document["days"][0]["steps"]["part_1"]["median_ns"] = 10**400
    timings.write_text(json.dumps(document))
    start, end = markers("aoc-time")
    (fixture_project / "README.md").write_text(f"{start}\n{end}\n")

    readme = aoc_in_process("readme")
    assert readme.returncode == 2 and "Traceback" not in readme.stderr, readme.stderr
    assert readme.stderr.count("\n") == 1
    assert "timings.json is not a baseline written by aoc time --save" in readme.stderr
    assert readme.stderr.rstrip().endswith("delete it and save a new one")

    calendar = aoc_in_process("calendar", "--run-times")
    assert calendar.returncode == 0, calendar.stderr  # drawn without the run times
