"""``python -m audiogame`` runs the same program as the ``audiogame`` command."""

from audiogame.cli import main

raise SystemExit(main())
