"""RangeScope API v2 from Python 3 with requests: one asset, several assets, your lists and a
page of the signal feed, printed.

    RANGESCOPE_URL=https://your-host RANGESCOPE_TOKEN=rs_... python3 rangescope.py
"""
import os
import sys

import requests

BASE = os.environ.get("RANGESCOPE_URL", "http://localhost:8080").rstrip("/")
TOKEN = os.environ.get("RANGESCOPE_TOKEN")
if not TOKEN:
    sys.exit("Set RANGESCOPE_TOKEN to a token from /extras/api")

session = requests.Session()
session.headers["Authorization"] = f"Bearer {TOKEN}"


def call(path, **params):
    res = session.get(f"{BASE}/api/v2{path}", params=params, timeout=30)
    if not res.ok:
        body = res.json()
        raise RuntimeError(f"{res.status_code} {body.get('code', '')}: {body['message']}")
    return res.json()


spy = call("/asset/SPY")
print(f"asset {spy['ticker']}: price {spy.get('latestPrice')} range {spy.get('lowerVolatilityRange')} - {spy.get('upperVolatilityRange')}")
for asset in call("/asset", idIn="SPY,QQQ,GLD"):
    print(f"asset {asset['ticker']}: {'revealed' if asset['isActive'] else 'preview'}")
for wl in call("/watchlist"):
    print(f"list {wl['name']}: {len(wl['includedTicker'])} tickers")
page = call("/signals", limit=5)
for s in page["signals"]:
    print(f"signal {s['date']} {s['ticker']} {s['signalClass']} -> {s['signalDirectionNew']}")
print(f"next cursor: {page['nextCursor']}")
