"""Fluent message files, one folder per language; installed as the package ``audiogame.locales``."""
