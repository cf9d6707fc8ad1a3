"""`aoc time`'s policy: which days, from what state, what is compared, written and
saved. The face builds a `TimeRequest`, plans it (`plan_timing`: every check that can
fail before any day runs), shows its progress while `time_planned` runs the days, and
renders the `TimeReport`."""

from __future__ import annotations

from dataclasses import dataclass

from aoc_framework.model.errors import UsageError
from aoc_framework.model.puzzle import PuzzleDay
from aoc_framework.project.answers import KnownAnswers
from aoc_framework.project.layout import Project
from aoc_framework.project.readme_sections import TIME_SECTION, require_sections, rewrite_sections
from aoc_framework.project.settings import TIME_BUDGET_S, Limits, Network
from aoc_framework.timing.baseline import Baseline, compare, load_baseline, save_baseline
from aoc_framework.timing.measure import RepeatPlan
from aoc_framework.timing.results import DayTiming
from aoc_framework.timing.selection import select_days
from aoc_framework.timing.timed_days import OnDone, OnMore, OnStart, TimingOptions, time_days
from aoc_framework.views.timing import readme_table

#: The fraction slower than the baseline's minimum that counts as a regression: run-to-run
#: noise on a desktop is often 5-10 %.
DEFAULT_THRESHOLD = 0.2


@dataclass(frozen=True)
class TimeRequest:
    """What to time and what to do with the results. `budget_s` None: the default
    budget; `runs`: exactly that many runs instead; `threshold`: the fraction slower
    that counts as a regression (0.2 is 20 %); `variants`: time every solution of each
    day, not only the main one (None: when one day is asked)."""

    limits: Limits
    network: Network
    year: int | None = None
    day: int | None = None
    examples: bool = False
    fetch: bool = False
    budget_s: float | None = None
    runs: int | None = None
    compare: bool = False
    threshold: float = DEFAULT_THRESHOLD
    readme: bool = False
    save: bool = False
    variants: bool | None = None


@dataclass(frozen=True)
class TimingPlan:
    """A request checked: the days to time, those left out for want of an input, the
    baseline to compare with (None: no comparison), how each day is timed and how many
    workers that starts at first (one per day, and one per variant file of it; the
    further classes in the files are found as they run: `timed_days.OnMore`)."""

    request: TimeRequest
    days: list[PuzzleDay]
    without_input: list[PuzzleDay]
    baseline: Baseline | None
    options: TimingOptions
    workers: int


@dataclass(frozen=True)
class TimeReport:
    """What a timing found and did: a row per day and input (compared with the
    baseline when asked), the options as `aoc-time/1`'s `settings`, whether the README
    changed (None: not asked) and how many rows were saved (None: not asked)."""

    rows: list[DayTiming]
    settings: dict[str, object]
    compared: bool
    readme_changed: bool | None
    saved: int | None


def plan_timing(project: Project, request: TimeRequest) -> TimingPlan:
    """The days `request` times (their missing inputs fetched when it asks), after what
    would fail once they ran: a baseline to compare with that cannot be read, a README
    without its timing section, or another account's times kept where the default
    account's are (`UsageError`)."""
    if not project.account.is_default and (request.readme or request.save or request.compare):
        raise UsageError(
            "the baseline (timings.json) and the README's table are the default account's: "
            "drop --save, --compare, --fail-on-regression and --readme with --account"
        )
    timings_name = project.relative(project.timings_path)
    baseline = load_baseline(project.timings_path, timings_name) if request.compare else None
    if request.readme:
        readme_name = project.relative(project.readme_path)
        require_sections(project.readme_path, [TIME_SECTION], readme_name)
    selection = select_days(
        project,
        request.year,
        request.day,
        need_input=not request.examples,
        fetch=request.network if request.fetch else None,
    )
    plan = RepeatPlan(request.budget_s or TIME_BUDGET_S, request.runs)
    variants = request.day is not None if request.variants is None else request.variants
    options = TimingOptions(request.limits, plan, request.examples, variants)
    days = selection.days
    workers = len(days) + (sum(len(project.variant_files(d)) for d in days) if variants else 0)
    return TimingPlan(request, days, selection.without_input, baseline, options, workers)


def time_planned(
    project: Project,
    plan: TimingPlan,
    on_start: OnStart,
    on_done: OnDone,
    on_more: OnMore | None = None,
) -> TimeReport:
    """Time the planned days, each in its own worker (`on_start` and `on_done` hear of
    each, `on_more` of the workers added for further solutions), judged against
    answers.toml (not the examples: their answers are their own); then compare, rewrite
    the README's table and save the baseline as the request asks."""
    request = plan.request
    known = None if request.examples else KnownAnswers.of(project)
    rows = time_days(project, plan.days, plan.options, known, on_start, on_done, on_more)
    if plan.baseline is not None:
        rows = compare(rows, plan.baseline, request.threshold)
    readme_changed = _write_readme(project, rows) if request.readme else None
    saved = None
    if request.save:
        saved = save_baseline(project, rows, plan.options.settings())
    compared = plan.baseline is not None
    return TimeReport(rows, plan.options.settings(), compared, readme_changed, saved)


def _write_readme(project: Project, rows: list[DayTiming]) -> bool:
    """Rewrite the README's timing section; whether it changed."""
    return rewrite_sections(project, {TIME_SECTION: readme_table(rows).markdown()})
