"""A fake adventofcode.com on 127.0.0.1, reached by aocd's unmodified HTTP client.

aocd honours `https_proxy`: the fake is an HTTP proxy that answers CONNECT for
adventofcode.com and then terminates TLS itself, with a certificate from a `trustme`
test CA (the client trusts it through `SSL_CERT_FILE`). Inside the tunnel it serves the
pages aocd uses: the settings page (the token's owner), inputs, puzzle pages, answer
posts, private leaderboards' JSON and the login page a dead token is sent to. Every
request is logged, so tests can count them and read their headers. Tests change
`FakeAdventOfCode`'s state directly.
"""

from __future__ import annotations

import functools
import html
import re
import select
import socket
import ssl
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs

if TYPE_CHECKING:
    import trustme

HOST = "adventofcode.com"
#: In `FakeAdventOfCode.catching_up`: a request the site never answers.
NO_ANSWER = 0
_DAY_PATH = re.compile(r"/(\d{4})/day/(\d{1,2})(/input|/answer)?")
_LEADERBOARD_PATH = re.compile(r"/(\d{4})/leaderboard/private/view/(\d+)\.json")

# The server's replies to answer posts, worded as adventofcode.com words them.
RIGHT = "That's the right answer!  You are one gold star closer to saving the day."
WRONG = (
    "That's not the right answer{hint}.  If you're stuck, make sure you're using the full "
    "input data.  Please wait one minute before trying again."
)
TOO_RECENT = (
    "You gave an answer too recently; you have to wait after submitting an answer before "
    "trying again.  You have {wait} left to wait."
)
PART_1_COMPLETE = "The first half of this puzzle is complete! It provides one gold star: *"
BOTH_COMPLETE = "Both parts of this puzzle are complete! They provide two gold stars: **"
WRONG_LEVEL = "You don't seem to be solving the right level.  Did you already complete it?"
# The reply to the final day's part 2 ("done", posted by aocd once every other star is
# in). No body the real site served for it is on record: assembled from the site's own
# wording as aocd recognises it (before 2025) and as users quote it (2025 on).
YEAR_COMPLETE = {
    "until 2024": (
        "Congratulations!  You've finished every puzzle in Advent of Code {year}!  I hope "
        "you had as much fun solving them as I had making them for you."
    ),
    "from 2025": "You help the Elves decorate the tree with all {stars} stars!",
}
NO_STARS = "You haven't collected any stars yet."


@dataclass(frozen=True)
class PuzzleText:
    """A puzzle's text as the site marks it up: its title and each part's article body
    (HTML). The page shows part 2's only once part 1 is solved."""

    title: str
    part_1: str
    part_2: str


@dataclass(frozen=True)
class Request:
    """One request the fake received."""

    method: str
    path: str
    user_agent: str | None
    token: str | None
    #: When it arrived (time.monotonic).
    at: float = field(default_factory=time.monotonic)
    #: Its query string's parameters (a leaderboard's view_key).
    query: dict[str, str] = field(default_factory=dict)


@dataclass
class OwnPuzzles:
    """One user's own puzzles, as another account of the user's sees other ones: inputs
    by (year, day), right answers by (year, day, part), and the parts they solved."""

    inputs: dict[tuple[int, int], str] = field(default_factory=dict)
    solutions: dict[tuple[int, int, int], str] = field(default_factory=dict)
    solved: set[tuple[int, int, int]] = field(default_factory=set)


@dataclass
class FakeAdventOfCode:
    """The state of the fake site. Puzzles are keyed by (year, day)."""

    #: Valid tokens and the user id the settings page shows for each.
    tokens: dict[str, int] = field(default_factory=dict)
    inputs: dict[tuple[int, int], str] = field(default_factory=dict)
    #: The right answers, by (year, day, part).
    solutions: dict[tuple[int, int, int], str] = field(default_factory=dict)
    #: Parts the user has solved (their puzzle page shows "Your puzzle answer was").
    solved: set[tuple[int, int, int]] = field(default_factory=set)
    #: The text of each puzzle's page (default: a title and a line of our own).
    texts: dict[tuple[int, int], PuzzleText] = field(default_factory=dict)
    #: Puzzles whose page comes without the puzzle text (no <article>, as a maintenance
    #: page would).
    unreadable: set[tuple[int, int]] = field(default_factory=set)
    #: Private leaderboards by (year, id): the body served and the user ids who may see it.
    leaderboards: dict[tuple[int, int], tuple[str, frozenset[int]]] = field(default_factory=dict)
    #: The read-only key of a leaderboard, by (year, id): its `?view_key=` lets anyone
    #: read it, logged in or not (the site's read-only link, from 2025).
    view_keys: dict[tuple[int, int], str] = field(default_factory=dict)
    #: Page kind ("settings", "input", "puzzle", "answer", "leaderboard", "stats", "free
    #: star": the final day's part 2 post) -> HTTP status to fail with.
    failures: dict[str, int] = field(default_factory=dict)
    #: Waits, in seconds, the next answer posts are told ("too recently"), in order.
    too_recent: list[int] = field(default_factory=list)
    #: Bodies served as they are, by (method, path): (status, body). They come before
    #: every other rule: a page the real site served, replayed.
    served: dict[tuple[str, str], tuple[int, bytes]] = field(default_factory=dict)
    #: The site's first seconds after an unlock, by (method, path): the statuses the
    #: next requests get, one each, before it answers as usual (404 while a server has
    #: not the puzzle yet, 503 while it catches up; `NO_ANSWER`: none, the request held
    #: until the client gives up, at most `hang_for_s`).
    catching_up: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    hang_for_s: float = 60.0
    #: Paths whose body is sent one byte every `drip_s` seconds (a server, or a link,
    #: that answers but never finishes), for at most `drip_for_s` seconds.
    drip: set[str] = field(default_factory=set)
    drip_s: float = 0.5
    drip_for_s: float = 30.0
    #: Users (by id) with puzzles of their own (`OwnPuzzles`); every other valid token
    #: gets the puzzles above.
    own: dict[int, OwnPuzzles] = field(default_factory=dict)
    requests: list[Request] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add_puzzle(self, year: int, day: int, text: str, part_1: str, part_2: str) -> None:
        """Serve `text` as the input of `year`/`day`, with these right answers."""
        self.inputs[(year, day)] = text
        self.solutions[(year, day, 1)] = part_1
        self.solutions[(year, day, 2)] = part_2

    def puzzles_of(self, token: str | None) -> OwnPuzzles:
        """The inputs, answers and solved parts the owner of `token` sees."""
        own = self.own.get(self.tokens.get(token or "", -1))
        return own or OwnPuzzles(self.inputs, self.solutions, self.solved)

    def add_leaderboard(self, year: int, board_id: int, body: str, viewers: set[int]) -> None:
        """Serve `body` as the JSON of leaderboard `board_id` of `year` to `viewers`."""
        self.leaderboards[(year, board_id)] = (body, frozenset(viewers))

    def count(self, method: str | None = None, path: str | None = None) -> int:
        """How many requests matched `method` and `path` (None: any)."""
        with self._lock:
            return sum(
                (method is None or r.method == method) and (path is None or r.path == path)
                for r in self.requests
            )

    def log(self, request: Request) -> None:
        with self._lock:
            self.requests.append(request)

    # The pages. Each returns (status, headers, body).

    def respond(
        self,
        method: str,
        path: str,
        token: str | None,
        form: dict[str, str],
        query: dict[str, str] | None = None,
    ) -> tuple | None:
        if self.catching_up.get((method, path)):
            status = self.catching_up[(method, path)].pop(0)
            if status == NO_ANSWER:
                return None
            return status, {}, (b"404 Not Found" if status == 404 else b"Service Unavailable")
        if (method, path) in self.served:
            status, body = self.served[(method, path)]
            return status, {}, body
        if path == "/auth/login":
            return 200, {}, _page('<a href="/auth/login">[Log In]</a> to Advent of Code')
        if path == "/settings":
            return self._settings(token)
        if stats := re.fullmatch(r"/(\d{4})/leaderboard/self", path):
            return self._stats(int(stats[1]), token)
        if board := _LEADERBOARD_PATH.fullmatch(path):
            view_key = (query or {}).get("view_key")
            return self._leaderboard(int(board[1]), int(board[2]), token, view_key)
        match = _DAY_PATH.fullmatch(path)
        if not match:
            return 404, {}, b"404 Not Found"
        year, day, kind = int(match[1]), int(match[2]), match[3]
        if kind == "/input":
            return self._input(year, day, token)
        if kind == "/answer" and method == "POST":
            return self._answer(year, day, token, form)
        return self._puzzle(year, day, token)

    def _fail(self, kind: str) -> tuple | None:
        status = self.failures.get(kind)
        return (status, {}, f"{status} Server Error".encode()) if status else None

    def _settings(self, token: str | None) -> tuple:
        if failure := self._fail("settings"):
            return failure
        if token not in self.tokens:
            return 302, {"Location": "/"}, b""  # how the real site treats a dead token
        user_id = self.tokens[token]
        body = (
            f"<p>Your user id is <code>ownerproof-{user_id}-1700000000-5a5a5a</code></p>"
            f"<span>Link to https://github.com/someone{user_id}</span>"
        )
        return 200, {}, _page(body)

    def _leaderboard(
        self, year: int, board_id: int, token: str | None, view_key: str | None = None
    ) -> tuple:
        if failure := self._fail("leaderboard"):
            return failure
        if view_key is not None and self.view_keys.get((year, board_id)) == view_key:
            body = self.leaderboards[(year, board_id)][0]
            return 200, {"Content-Type": "application/json"}, body.encode()
        # A wrong key: no body of the real site's answer is on record; answered as a
        # leaderboard one may not see (below).
        # How the real site answers: a dead token is sent to the global leaderboard, a
        # leaderboard one may not see (or that does not exist) to one's private ones.
        if token not in self.tokens:
            return 302, {"Location": f"/{year}/leaderboard"}, b""
        body, viewers = self.leaderboards.get((year, board_id), ("", frozenset()))
        if self.tokens[token] not in viewers:
            return 302, {"Location": f"/{year}/leaderboard/private"}, b""
        return 200, {"Content-Type": "application/json"}, body.encode()

    def _stats(self, year: int, token: str | None) -> tuple:
        """The personal stats page, in the layout of `year` (see `stats_table`)."""
        if failure := self._fail("stats"):
            return failure
        if token not in self.tokens:
            return 302, {"Location": f"/{year}/leaderboard"}, b""  # as for leaderboards
        days = {(d, p) for (y, d, p) in self.puzzles_of(token).solved if y == year}
        if not days:
            return 200, {}, _page(NO_STARS)
        return 200, {}, _page(f"<article>{stats_table(year, days)}</article>")

    def _input(self, year: int, day: int, token: str | None) -> tuple:
        if failure := self._fail("input"):
            return failure
        if token not in self.tokens:
            return 400, {}, b"Puzzle inputs differ by user.  Please log in to get yours."
        inputs = self.puzzles_of(token).inputs
        if (year, day) not in inputs:
            return 404, {}, b"404 Not Found"
        return 200, {"Content-Type": "text/plain"}, inputs[(year, day)].encode()

    def _puzzle(self, year: int, day: int, token: str | None) -> tuple:
        if failure := self._fail("puzzle"):
            return failure
        if (year, day) not in self.inputs:
            return 404, {}, b"404 Not Found"
        title = f"Day {day} - Advent of Code {year}"
        if (year, day) in self.unreadable:
            return 200, {}, _page("<p>Back soon.</p>", title)
        text = self.texts.get((year, day), PuzzleText("Fake Puzzle", "<p>Part one.</p>", ""))
        own = self.puzzles_of(token)
        done = [p for p in (1, 2) if token in self.tokens and (year, day, p) in own.solved]
        articles = (
            (f"--- Day {day}: {text.title} ---", text.part_1),
            ("--- Part Two ---", text.part_2),
        )
        parts = []
        for part, (heading, body) in enumerate(articles[: 1 + bool(done)], start=1):
            parts.append(
                f'<article class="day-desc"><h2>{html.escape(heading)}</h2>{body}</article>'
            )
            if part in done:
                answer = html.escape(own.solutions[(year, day, part)])
                parts.append(f"<p>Your puzzle answer was <code>{answer}</code>.</p>")
        if done == [1]:
            parts.append(f"<p>{PART_1_COMPLETE}</p>")
        if done == [1, 2]:
            parts.append(f'<p class="day-success">{BOTH_COMPLETE}</p>')
        # The site shows a visitor who is not logged in the puzzle with a [Log In] link.
        return 200, {}, _page("".join(parts), title, logged_out=token not in self.tokens)

    def _answer(self, year: int, day: int, token: str | None, form: dict[str, str]) -> tuple:
        if failure := self._fail("answer"):
            return failure
        if token not in self.tokens:
            return 302, {"Location": "/auth/login"}, b""
        if (year, day) not in self.inputs:
            return 404, {}, b"404 Not Found"
        if self.too_recent:
            seconds = self.too_recent.pop(0)
            wait = f"{seconds // 60}m {seconds % 60}s" if seconds >= 60 else f"{seconds}s"
            return 200, {}, _article(TOO_RECENT.format(wait=wait))
        level = int(form.get("level", "0"))
        own = self.puzzles_of(token)
        if (year, day) == (year, _last_day(year)) and level == 2:
            return self._free_star(year, day, own.solved)
        next_part = 1 if (year, day, 1) not in own.solved else 2
        if level != next_part or (year, day, 2) in own.solved:
            return 200, {}, _article(WRONG_LEVEL)
        answer, right = form.get("answer", ""), own.solutions[(year, day, level)]
        if answer == right:
            own.solved.add((year, day, level))
            return 200, {}, _article(RIGHT)
        hint = ""
        if answer.isdigit() and right.isdigit():
            hint = (
                "; your answer is too high"
                if int(answer) > int(right)
                else ("; your answer is too low")
            )
        return 200, {}, _article(WRONG.format(hint=hint))

    def _free_star(self, year: int, day: int, solved: set[tuple[int, int, int]]) -> tuple:
        """The final day's part 2: the star that comes when every other one is in."""
        if failure := self._fail("free star"):
            return failure
        stars = 2 * _last_day(year)
        others = {(d, p) for (y, d, p) in solved if y == year and (d, p) != (day, 2)}
        if len(others) != stars - 1 or (year, day, 2) in solved:
            return 200, {}, _article(WRONG_LEVEL)
        solved.add((year, day, 2))
        layout = "until 2024" if year < 2025 else "from 2025"
        return 200, {}, _article(YEAR_COMPLETE[layout].format(year=year, stars=stars))


def _last_day(year: int) -> int:
    return 12 if year >= 2025 else 25


def stats_table(year: int, solved: set[tuple[int, int]]) -> str:
    """The stats page's table of the days in `solved` ((day, part) pairs), in the markup
    of the real pages in ../shared/aoc-pages: with rank and score until 2024, times only
    from 2025. Times are made up (00:0D:0P)."""
    if year < 2025:
        lines = [
            "<p>These are your personal leaderboard statistics.</p><pre>      "
            '<span class="leaderboard-daydesc-first">-------Part 1--------</span>\n'
            '           <span class="leaderboard-daydesc-both">-------Part 2--------</span>\n'
            'Day   <span class="leaderboard-daydesc-first">    Time  Rank  Score</span>\n'
            '<span class="leaderboard-daydesc-both">    Time  Rank  Score</span>'
        ]
        cell, none = "  00:{:02d}:{:02d}  {:4d}  {:5d}", "         -     -      -"
    else:
        lines = [
            "<p>These are your personal leaderboard times:</p><pre>Day   "
            '<span class="leaderboard-daydesc-first">-Part 1-</span>\n'
            '            <span class="leaderboard-daydesc-both">-Part 2-</span>'
        ]
        cell, none = "   00:{:02d}:{:02d}", "   -"
    for day in sorted({d for d, _ in solved}, reverse=True):
        cells = [
            cell.format(day % 60, part, 100 * day + part, 0) if (day, part) in solved else none
            for part in (1, 2)
        ]
        lines.append(f"{day:3d}{''.join(cells)}")
    return "\n".join(lines) + "\n</pre>"


def _page(body: str, title: str = "Advent of Code", *, logged_out: bool = False) -> bytes:
    header = '<header><a href="/auth/login">[Log In]</a></header>' if logged_out else ""
    return (
        f"<!DOCTYPE html><html><head><title>{title}</title></head>"
        f"<body>{header}<main>{body}</main></body></html>"
    ).encode()


def _article(message: str) -> bytes:
    return _page(f"<article><p>{html.escape(message)}</p></article>")


class _SiteHandler(BaseHTTPRequestHandler):
    """Serves the fake site over the TLS end of a CONNECT tunnel."""

    protocol_version = "HTTP/1.1"
    fake: FakeAdventOfCode

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        form = {key: values[0] for key, values in parse_qs(body).items()}
        cookie = self.headers.get("Cookie") or ""
        match = re.search(r"session=([^;]*)", cookie)
        token = match[1] if match else None
        path, _, query_string = self.path.partition("?")
        query = {key: values[0] for key, values in parse_qs(query_string).items()}
        agent = self.headers.get("User-Agent")
        self.fake.log(Request(self.command, path, agent, token, query=query))
        response = self.fake.respond(self.command, path, token, form, query)
        if response is None:
            self._hold()
            return
        status, headers, payload = response
        self.send_response(status)
        for name, value in {"Content-Type": "text/html", **headers}.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if path in self.fake.drip:
            self._drip(payload)
        else:
            self.wfile.write(payload)

    def _hold(self) -> None:
        """Answer nothing until the client hangs up (or `hang_for_s` has passed: bounded,
        as every loop of a test server is), then close the connection."""
        self.close_connection = True
        deadline = time.monotonic() + self.fake.hang_for_s
        while (left := deadline - time.monotonic()) > 0:
            readable, _, _ = select.select([self.connection], [], [], min(left, 0.1))
            try:
                if readable and not self.connection.recv(1):
                    return
            except (OSError, ssl.SSLError):
                return

    def _drip(self, payload: bytes) -> None:
        """Send `payload` a byte at a time, slowly; stop once the client hangs up, or
        after `drip_for_s` (bounded, as every loop of a test server is)."""
        deadline = time.monotonic() + self.fake.drip_for_s
        for byte in payload:
            if time.monotonic() > deadline:
                return
            try:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
            except OSError:
                return
            time.sleep(self.fake.drip_s)

    def do_GET(self) -> None:
        self._serve()

    def do_POST(self) -> None:
        self._serve()

    def log_message(self, format: str, *args: object) -> None:
        pass


class _ProxyHandler(BaseHTTPRequestHandler):
    """Answers CONNECT adventofcode.com:443, then speaks TLS as adventofcode.com."""

    protocol_version = "HTTP/1.1"
    site: type[_SiteHandler]
    tls: ssl.SSLContext

    def do_CONNECT(self) -> None:
        if self.path.split(":")[0] != HOST:
            self.send_error(502, "this proxy only reaches adventofcode.com")
            return
        self.send_response(200, "Connection established")
        self.end_headers()
        try:
            tunnel = self.tls.wrap_socket(self.connection, server_side=True)
        except (ssl.SSLError, OSError):
            self.close_connection = True
            return
        self.site(tunnel, self.client_address, self.server)
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        pass


class FakeServer:
    """The running fake: its proxy URL, the CA bundle to trust, and its state."""

    def __init__(self, fake: FakeAdventOfCode, ca_bundle: Path) -> None:
        ca, tls = _certificates()
        ca.cert_pem.write_to_path(str(ca_bundle))
        site = type("SiteHandler", (_SiteHandler,), {"fake": fake})
        proxy = type("ProxyHandler", (_ProxyHandler,), {"site": site, "tls": tls})
        self.fake = fake
        self.ca_bundle = ca_bundle
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), proxy)
        self._server.daemon_threads = True
        # A short poll interval: `close` (shutdown) waits for the loop to notice.
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()

    @property
    def proxy_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def env(self, token: str | None = None) -> dict[str, str]:
        """The environment that sends `aoc`'s requests here (with `token`, if given)."""
        env = {"https_proxy": self.proxy_url, "SSL_CERT_FILE": str(self.ca_bundle)}
        if token is not None:
            env["AOC_SESSION"] = token
        return env

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@functools.cache
def _certificates() -> tuple[trustme.CA, ssl.SSLContext]:
    """The test CA and the site's TLS context with its certificate: made once per test
    process (two key pairs for each of the suite's hundreds of servers were seconds of
    processor time), each server's clients trusting it through a bundle of their own.
    trustme is imported here: a test worker that starts no site does not pay its 30 ms."""
    import trustme

    ca = trustme.CA()
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert(HOST).configure_cert(tls)
    return ca, tls


def closed_port() -> int:
    """A local port nothing listens on (connection refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
