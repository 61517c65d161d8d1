#!/usr/bin/env python3
"""Converts the airports of the `airportsdata` package (MIT licence) into the demo's Algolia-format dataset.

Usage:
    pip download --no-deps -d /tmp/airports airportsdata
    python3 Scripts/convert_airports.py /tmp/airports/airportsdata-*.whl Sources/InstantSearchDemoKit/Resources

Keeps the airports with an IATA code. Each record: objectID (the ICAO code), name, city, region, country
(ISO 3166-1 alpha-2 code, as the package gives it), iata, icao, elevation (feet), tz, _geoloc, and
`international` (true when the name contains "International"). Writes airports.json,
airports_settings.json and NOTICE (source, version and the package's licence text).
"""
import csv
import io
import json
import os
import sys
import zipfile


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    wheel_path, out_dir = sys.argv[1], sys.argv[2]
    with zipfile.ZipFile(wheel_path) as wheel:
        names = wheel.namelist()
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = wheel.read(metadata_name).decode("utf-8")
        fields = dict(line.split(": ", 1) for line in metadata.splitlines() if ": " in line and not line.startswith(" "))
        licence = fields.get("License-Expression") or fields.get("License")
        if licence != "MIT":
            sys.exit(f"expected the MIT licence in the package metadata, found {licence!r}")
        licence_name = next(n for n in names if "/licenses/" in n or n.endswith(".dist-info/LICENSE"))
        licence_text = wheel.read(licence_name).decode("utf-8")
        rows = list(csv.DictReader(io.StringIO(wheel.read("airportsdata/airports.csv").decode("utf-8"))))

    records = []
    for row in rows:
        if not row["iata"]:
            continue
        record = {
            "objectID": row["icao"],
            "name": row["name"],
            "city": row["city"],
            "region": row["subd"],
            "country": row["country"],
            "iata": row["iata"],
            "icao": row["icao"],
            "tz": row["tz"],
            "international": "International" in row["name"],
            "_geoloc": {"lat": float(row["lat"]), "lng": float(row["lon"])},
        }
        if row["elevation"] != "":
            record["elevation"] = round(float(row["elevation"]))
        records.append(record)
    records.sort(key=lambda r: r["objectID"])

    settings = {
        "searchableAttributes": ["iata", "name", "city", "unordered(region)", "country", "icao"],
        "attributesForFaceting": ["searchable(country)", "international", "elevation"],
        "attributesToHighlight": ["name", "city", "iata"],
    }
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "airports.json"), "w", encoding="utf-8") as out:
        out.write("[\n")
        out.write(",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records))
        out.write("\n]\n")
    with open(os.path.join(out_dir, "airports_settings.json"), "w", encoding="utf-8") as out:
        json.dump(settings, out, indent=2)
        out.write("\n")
    with open(os.path.join(out_dir, "NOTICE"), "w", encoding="utf-8") as out:
        out.write(
            f"airports.json is converted by Scripts/convert_airports.py from the airportsdata package, version\n"
            f"{fields['Version']} (https://github.com/mborsetti/airportsdata, https://pypi.org/project/airportsdata/):\n"
            f"the {len(records)} airports that have an IATA code. The package's licence, MIT, follows.\n\n{licence_text}")
    print(f"{len(records)} records written to {out_dir}")


if __name__ == "__main__":
    main()
