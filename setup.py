"""setuptools' entry point: the packages are found as ``[tool.setuptools.packages.find]`` in
pyproject.toml says, and to them are added the packages that ``[tool.setuptools.package-dir]``
maps from another folder (``locales/`` as ``audiogame.locales``), which discovery cannot find."""

from typing import Any

from setuptools import setup
from setuptools.dist import Distribution


class _Distribution(Distribution):
    def parse_config_files(self, *args: Any, **kwargs: Any) -> None:
        super().parse_config_files(*args, **kwargs)
        found = list(self.packages or [])
        mapped = [name for name in self.package_dir or {} if name and name not in found]
        self.packages = found + mapped


setup(distclass=_Distribution)
