"""Computer players that see only their observation."""

from engine.bots.base import Bot
from engine.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]
