"""Table codes and seat tokens.

A table code is seven letters from an alphabet without look-alikes (no I, L, O) and without
digits (which need Shift on French keyboards): 23**7, about 31.7 bits, drawn with ``secrets``.
People type it in any case, with spaces or dashes; :func:`normalize_code` takes those away.
A seat token names its table and holds 128 random bits (``KMRTXQW.<22 characters>``): a
program coming back with it reaches the server process that holds the table wherever that now
is (:func:`table_path`); the server keeps only its SHA-256 (:func:`token_hash`).
"""

from __future__ import annotations

import hashlib
import secrets

__all__ = [
    "ALPHABET",
    "CODE_LENGTH",
    "new_code",
    "new_token",
    "normalize_code",
    "route_of",
    "table_path",
    "token_hash",
    "token_table",
]

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ"
"""Letters of a table code: no I, L or O (read as 1, 1 and 0)."""
CODE_LENGTH = 7
"""Letters in a code: 23**7 > 2**31."""


def new_code() -> str:
    """A random table code."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str | None:
    """The code typed as ``text`` (any case, spaces and dashes ignored), or ``None`` when it
    cannot be one."""
    code = "".join(ch for ch in text.upper() if ch not in " -.")
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


def new_token(code: str) -> str:
    """A seat token at the table of ``code``: the code, a dot, 128 random bits (URL-safe)."""
    return f"{code}.{secrets.token_urlsafe(16)}"


def token_table(token: str) -> str | None:
    """The code of the table a token names (``None``: a token of an older server, or none)."""
    code, dot, _ = token.partition(".")
    return normalize_code(code) if dot and code.isupper() else None


def table_path(code: str) -> str:
    """The path of a table's connections (``/t/KMRTXQW``), which a proxy in front of several
    server processes routes to the one holding the table."""
    return f"/t/{code}"


def route_of(path: str) -> str | None:
    """The table code a connection's path names (``/t/KMRTXQW``, after any prefix and before
    any query), or ``None``."""
    path = path.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    head, _, code = path.rpartition("/")
    if not head.endswith("/t") and head != "/t":
        return None
    clean = normalize_code(code)
    return clean if clean == code else None


def token_hash(token: str) -> str:
    """What the server stores of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()
