"""The prompt-toolkit table: menus, game screen, key bindings."""
