"""The compiled Qt translations, ``prefgui_<lang>.qm`` (one per ``translations/*.ts``).

The ``.qm`` files are built from the translation sources in the top-level ``translations/``
folder when the package is built (``setup.py``): into the wheel, and into this folder for an
editable install. They are found at run time with ``importlib.resources`` (see
``prefgui.ui.system.paths.translations_dir``), wherever the package is installed.
"""
