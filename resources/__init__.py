"""The app's data as package data of gpu_advisor.resources (the catalog, fonts, translations, icons), read
through importlib.resources so it is found wherever the app is installed: a wheel, an editable checkout, or a
PyInstaller bundle."""
