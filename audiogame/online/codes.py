"""Table codes and seat tokens.

A table code is seven letters from an alphabet without look-alikes (no I, L, O) and without
digits (which need Shift on French keyboards): 23**7, about 31.7 bits, drawn with ``secrets``.
People type it in any case, with spaces or dashes; :func:`normalize_code` takes those away.
A seat token is 128 random bits; the server keeps only its SHA-256 (:func:`token_hash`).
"""

from __future__ import annotations

import hashlib
import secrets

__all__ = ["ALPHABET", "CODE_LENGTH", "new_code", "new_token", "normalize_code", "token_hash"]

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


def new_token() -> str:
    """A random seat token (128 bits, URL-safe text)."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    """What the server stores of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()
