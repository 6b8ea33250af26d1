"""The players' page and the director's remote, served on the local network (aiohttp).

:mod:`dealer_app.web.server` runs the server in a thread of its own; :mod:`dealer_app.web.page`
holds the pages (no outside script, font or style: everything inline).
"""
