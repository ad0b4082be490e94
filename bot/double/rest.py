"""The wire between the bot and the double: every REST call the bot makes is captured here.

The bot's HTTP client keeps its own ``HTTPClient.request`` (rate-limit buckets, retries
after a 429 with its ``retry_after``, retries after a 502, the multipart encoding of
files); only the aiohttp session underneath is replaced by :class:`FakeSession`, which
hands each request to :class:`Transport`. Interaction replies go through discord.py's
webhook adapter the same way. So when the double answers 429, discord.py's own retry
path runs, as it would against Discord.

``Transport`` records the call (:class:`CapturedRequest`), attributes it to the
interaction whose handler made it, injects the failures a test asked for, and lets
``routes.py`` answer it.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import re
import urllib.parse
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.double.interactions import SCOPE, InteractionRecord
from bot.double.routes import Call, Reject, Routes
from bot.double.world import (
    ERROR_TEXT,
    REQUEST_LIMIT,
    CapturedFile,
    CapturedRequest,
    DoubleError,
    World,
)

__all__ = ["FakeSession", "Transport"]

#: the route (with its template) of the request being made in this task; discord.py's
#: session call only carries the URL, and the template names the endpoint in reports
_ROUTE: contextvars.ContextVar[Any] = contextvars.ContextVar("double_route", default=None)

_REASONS = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    413: "Payload Too Large",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
}


class FakeResponse:
    """What discord.py reads of an aiohttp response: status, headers and the body."""

    def __init__(
        self, status: int, method: str, url: str, body: Any, headers: dict[str, str] | None = None
    ) -> None:
        self.status = status
        self.reason = _REASONS.get(status, "Error")
        self.method = method
        self.url = url
        self.headers: dict[str, str] = dict(headers or {})
        if body == "" or body is None:
            self._text = ""
        else:
            self._text = json.dumps(body)
            self.headers.setdefault("content-type", "application/json")

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def json(self) -> Any:
        return json.loads(self._text) if self._text else None

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class _Pending:
    """``session.request(...)``: an awaitable context manager, as aiohttp's is."""

    def __init__(self, transport: Transport, source: str, method: str, url: str,
                 kwargs: dict[str, Any]) -> None:
        self._answer = transport.answer(source, method, url, kwargs)
        self._response: FakeResponse | None = None

    async def __aenter__(self) -> FakeResponse:
        self._response = await self._answer
        return self._response

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeSession:
    """Stands in for the aiohttp session; every request goes to the double."""

    closed = False

    def __init__(self, transport: Transport, source: str) -> None:
        self._transport = transport
        self._source = source

    def request(self, method: str, url: str, **kwargs: Any) -> _Pending:
        return _Pending(self._transport, self._source, method, url, kwargs)

    async def close(self) -> None:
        self.closed = True

    def __getattr__(self, name: str) -> Any:
        raise DoubleError(f"network access through the HTTP session ({name}) in the Discord double")


@dataclass
class Failure:
    method: str
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    times: int
    retry_after: float | None = None


class CapturingWebhookAdapter(AsyncWebhookAdapter):
    """The webhook adapter discord.py uses for interaction replies; its own request code
    (locks, 429 retries) runs over the double's session."""

    def __init__(self, transport: Transport) -> None:
        super().__init__()
        self._transport = transport
        self._session = FakeSession(transport, "webhook")

    async def request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:
        token = _ROUTE.set(route)
        try:
            return await AsyncWebhookAdapter.request(self, route, self._session, **kwargs)
        finally:
            _ROUTE.reset(token)


class Transport:
    """Captures, attributes and answers REST calls."""

    def __init__(self, world: World, routes: Routes) -> None:
        self.world = world
        self.routes = routes
        self.requests: list[CapturedRequest] = []
        self.failures: list[Failure] = []
        self.adapter = CapturingWebhookAdapter(self)

    # --- the bot's HTTP client ------------------------------------------------------------
    def install(self, http: Any) -> None:
        """Route ``http`` (a ``discord.http.HTTPClient``) through the double, keeping its
        own request logic."""
        original = type(http).request

        async def request(route: Route, **kwargs: Any) -> Any:
            token = _ROUTE.set(route)
            try:
                return await original(http, route, **kwargs)
            finally:
                _ROUTE.reset(token)

        http.request = request
        http._HTTPClient__session = FakeSession(self, "http")
        if not isinstance(http._global_over, asyncio.Event):  # static_login makes it
            http._global_over = asyncio.Event()
            http._global_over.set()

    # --- answering --------------------------------------------------------------------------
    async def answer(
        self, source: str, method: str, url: str, kwargs: dict[str, Any]
    ) -> FakeResponse:
        route = _ROUTE.get()
        base = Route.BASE
        path = url[len(base):] if url.startswith(base) else url
        path = urllib.parse.unquote(path.split("?")[0])
        payload, files = _decode_body(kwargs.get("data"))
        params = kwargs.get("params")
        reason = (kwargs.get("headers") or {}).get("X-Audit-Log-Reason")
        scope = SCOPE.get()
        record = scope if isinstance(scope, InteractionRecord) else None
        if record is None and source == "webhook":
            record = self.record_from_path(path)
        template = route.path if route is not None else path
        captured = CapturedRequest(
            method=method,
            path=path,
            route=template.replace("{webhook_id}", "{id}").replace("{webhook_token}", "{token}"),
            source=source,
            json=payload,  # kept pickled: a copy
            files=tuple(files),
            params=dict(params or {}) or None,
            reason=urllib.parse.unquote(reason) if reason else None,
            user_id=record.user_id if record else None,
            interaction_id=record.id if record else None,
        )
        self.requests.append(captured)
        if record is not None:
            record.requests.append(captured)
        call = Call(method, path, payload, files, dict(params or {}), record, captured)
        # A real request yields to the loop while it travels; so do we, which lets other
        # interactions interleave and lets gateway events (our call_soon echoes) arrive.
        await asyncio.sleep(self.routes.switches.rest_latency)
        try:
            self.inject_failure(call)
            size = sum(f.size for f in files) + len(json.dumps(payload or {}))
            if size > REQUEST_LIMIT and self.routes.switches.reject_invalid:
                # Discord refuses the whole request, however the files share it out.
                text = (f"{method} {captured.route}: the request is {size} bytes "
                        f"(Discord takes {REQUEST_LIMIT})")
                captured.violations += (text,)
                self.routes.violation(text)
                raise Reject(413, 40005)
            status, response = self.routes.dispatch(call)
        except Reject as rej:
            captured.status = rej.status
            captured.error = f"{rej.code} {rej.message}"
            await asyncio.sleep(0)
            return FakeResponse(rej.status, method, url, rej.body(), rej.headers())
        captured.status = status
        captured.response = response  # kept pickled: a copy
        await asyncio.sleep(0)  # the echo of this call (e.g. THREAD_CREATE) arrives first
        return FakeResponse(status, method, url, response)

    def record_from_path(self, path: str) -> InteractionRecord | None:
        m = re.match(r"/(?:interactions|webhooks)/\d+/([^/]+)", path)
        return self.world.interactions.get(m.group(1)) if m else None

    # --- failures -------------------------------------------------------------------------
    def fail_next(
        self,
        method: str,
        path_regex: str,
        status: int,
        code: int,
        message: str | None = None,
        *,
        times: int = 1,
        retry_after: float | None = None,
    ) -> None:
        if status == 429 and retry_after is None:
            retry_after = 0.05
        default = "You are being rate limited." if status == 429 else ERROR_TEXT.get(code, "Error")
        self.failures.append(
            Failure(method.upper(), re.compile(path_regex), status, code, message or default,
                    times, retry_after)
        )

    def inject_failure(self, call: Call) -> None:
        for failure in self.failures:
            if failure.method in ("*", call.method) and failure.pattern.search(call.path):
                failure.times -= 1
                if failure.times <= 0:
                    self.failures.remove(failure)
                raise Reject(failure.status, failure.code, failure.message,
                             retry_after=failure.retry_after)


def _decode_body(data: Any) -> tuple[Any, list[CapturedFile]]:
    """The JSON payload and the files of a request body as discord.py encodes it: a JSON
    string, or multipart form data with ``payload_json`` and ``files[n]`` parts."""
    if data is None:
        return None, []
    if isinstance(data, str | bytes):
        return json.loads(data), []
    if not isinstance(data, aiohttp.FormData):
        raise DoubleError(f"unexpected request body {type(data).__name__}")
    payload: Any = None
    files: list[CapturedFile] = []
    for type_options, _headers, value in data._fields:
        name = type_options.get("name")
        if name == "payload_json":
            payload = json.loads(value)
            continue
        raw = value.read() if hasattr(value, "read") else value
        if isinstance(raw, str):
            raw = raw.encode()
        filename = type_options.get("filename") or name or "file"
        files.append(CapturedFile(filename=filename, data=bytes(raw),
                                  spoiler=filename.startswith("SPOILER_")))
    # Alt text travels in the payload's attachments list, matched by index.
    for entry in (payload or {}).get("attachments") or []:
        index = entry.get("id")
        if isinstance(index, int) and 0 <= index < len(files):
            files[index].description = entry.get("description")
    return payload, files


def discord_exception(status: int, code: int, message: str, method: str,
                      url: str) -> discord.HTTPException:
    """The exception discord.py raises for such an answer (for code outside the REST path)."""
    response = FakeResponse(status, method, url, None)
    body = {"code": code, "message": message}
    if status == 403:
        return discord.Forbidden(response, body)  # type: ignore[arg-type]
    if status == 404:
        return discord.NotFound(response, body)  # type: ignore[arg-type]
    if status >= 500:
        return discord.DiscordServerError(response, body)  # type: ignore[arg-type]
    return discord.HTTPException(response, body)  # type: ignore[arg-type]
