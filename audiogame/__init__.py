"""audiogame: the accessible table where people play the engine's games by ear and by keyboard."""

__all__ = ["__version__"]

__version__: str
"""The distribution's version (``engine.__version__``, read when first asked for)."""


def __getattr__(name: str) -> str:
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import engine

    return engine.__version__
