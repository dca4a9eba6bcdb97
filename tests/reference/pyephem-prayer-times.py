#!/usr/bin/python3
"""Independent reference figures for tests/unit prayer-times comparison.

Computes prayer start times for the campus with PyEphem (XEphem's libastro; Debian package
python3-ephem 4.1.4), not with adhan: ISNA angles (fajr and isha with the sun's centre 15 degrees
below the horizon, no refraction), sunrise and sunset when the upper limb touches the horizon with
34' of refraction, dhuhr at transit, Hanafi asr when an object's shadow is twice its length plus its
noon shadow. Prints local times (America/Toronto, offset given per date) rounded to the minute.

Run: /usr/bin/python3 tests/reference/pyephem-prayer-times.py
"""
import math
import ephem

LAT, LON = "43.4723", "-80.5449"
# (date, UTC offset in hours that day in America/Toronto)
DATES = [
    ("2026-01-21", -5), ("2026-02-14", -5), ("2026-03-08", -4), ("2026-03-20", -4),
    ("2026-04-15", -4), ("2026-05-10", -4), ("2026-06-21", -4), ("2026-07-15", -4),
    ("2026-08-09", -4), ("2026-09-22", -4), ("2026-10-18", -4), ("2026-11-01", -5),
    ("2026-11-27", -5), ("2026-12-21", -5),
]


def observer(date_utc, horizon, pressure=0):
    o = ephem.Observer()
    o.lat, o.lon = LAT, LON
    o.elevation = 0
    o.pressure = pressure
    o.horizon = horizon
    o.date = date_utc
    return o


def local(d, offset):
    t = ephem.Date(d + offset * ephem.hour).datetime()
    t = t.replace(microsecond=0)
    minutes = t.hour * 60 + t.minute + (1 if t.second >= 30 else 0)
    return "%02d:%02d" % (minutes // 60, minutes % 60)


for date, offset in DATES:
    # Local noon as the search start, in UTC.
    noon = ephem.Date(date.replace("-", "/") + " 12:00") - offset * ephem.hour
    sun = ephem.Sun()
    o = observer(noon, "0")
    transit = o.next_transit(sun, start=noon - 0.5)
    o.date = transit
    sun.compute(o)
    decl = float(sun.dec)
    lat = math.radians(float(LAT))
    asr_alt = math.degrees(math.atan(1 / (2 + math.tan(abs(lat - decl)))))
    fajr = observer(noon, "-15").previous_rising(ephem.Sun(), start=transit, use_center=True)
    sunrise = observer(noon, "-0:34").previous_rising(ephem.Sun(), start=transit)
    asr = observer(noon, str(asr_alt)).next_setting(ephem.Sun(), start=transit, use_center=True)
    sunset = observer(noon, "-0:34").next_setting(ephem.Sun(), start=transit)
    isha = observer(noon, "-15").next_setting(ephem.Sun(), start=transit, use_center=True)
    print(date, " ".join(local(x, offset) for x in (fajr, sunrise, transit, asr, sunset, isha)))
