"""The SQLite FTS5 side of LocalSearchBenchmark's comparison.

Usage: python3 fts5_side.py WORKDIR

WORKDIR holds records.json (an array of JSON objects, the records the engine indexes) and config.json:
  {"searchable": [attribute, ...], "facet": attribute, "queries": [text, ...],
   "hits": 20, "rounds": 3, "check_limit": 1000}

It builds an in-memory FTS5 table (unicode61 tokenizer without diacritics, prefix index on 1, 2 and 3
characters) over the searchable attributes, plus a plain table holding each record's facet value, then answers
every query as a keystroke would: the first `hits` rows by bm25 with their stored columns, the number of
matches, and the facet's value counts (one GROUP BY). Queries are plain prefixes: the text followed by `*`.

It prints one JSON object on stdout:
  {"build_ms": float, "rss_peak_kib": int, "samples": [[query_index, milliseconds], ...],
   "checks": [{"count": int, "ids": [record index, ...] or null}, ...]}
`checks` holds, per query, the matching set (record indices from 0, sorted) when it has at most `check_limit`
records, so the caller can compare it with the engine's.
"""

import json
import resource
import sqlite3
import sys
import time

from side_inputs import read_inputs


def text_of(value):
    """The searchable text of a JSON value: strings, numbers and booleans; arrays and objects walked in order."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return " ".join(text_of(element) for element in value)
    if isinstance(value, dict):
        return " ".join(text_of(value[key]) for key in sorted(value))
    return ""


def facet_value(value):
    """The facet value a record contributes: the first element of an array, a scalar as text."""
    if isinstance(value, list):
        return facet_value(value[0]) if value else None
    if value is None or isinstance(value, (dict,)):
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def quoted(text):
    """The text as an FTS5 string, quotes doubled."""
    return '"' + text.replace('"', '""') + '"'


def main():
    config, records = read_inputs(sys.argv[1])
    searchable = config["searchable"]
    facet = config["facet"]
    hits = config.get("hits", 20)
    rounds = config.get("rounds", 3)
    check_limit = config.get("check_limit", 1000)

    started = time.perf_counter()
    db = sqlite3.connect(":memory:")
    columns = ", ".join(f"c{index}" for index in range(len(searchable)))
    db.execute(
        f"CREATE VIRTUAL TABLE docs USING fts5({columns}, prefix='1 2 3', "
        "tokenize='unicode61 remove_diacritics 2')")
    db.execute("CREATE TABLE meta(id INTEGER PRIMARY KEY, facet TEXT)")
    placeholders = ", ".join("?" for _ in range(len(searchable) + 1))
    db.executemany(
        f"INSERT INTO docs(rowid, {columns}) VALUES ({placeholders})",
        ([index + 1] + [text_of(record.get(name)) for name in searchable] for index, record in enumerate(records)))
    db.executemany(
        "INSERT INTO meta(id, facet) VALUES (?, ?)",
        ((index + 1, facet_value(record.get(facet))) for index, record in enumerate(records)))
    db.commit()
    build_ms = (time.perf_counter() - started) * 1000

    page_sql = f"SELECT rowid, {columns} FROM docs WHERE docs MATCH ? ORDER BY rank LIMIT {int(hits)}"
    count_sql = "SELECT count(*) FROM docs WHERE docs MATCH ?"
    facet_sql = (
        "SELECT meta.facet, count(*) AS n FROM docs JOIN meta ON meta.id = docs.rowid "
        "WHERE docs MATCH ? GROUP BY meta.facet ORDER BY n DESC, meta.facet LIMIT 100")

    expressions = [quoted(text) + "*" for text in config["queries"]]

    def answer(expression):
        db.execute(page_sql, (expression,)).fetchall()
        db.execute(count_sql, (expression,)).fetchone()
        db.execute(facet_sql, (expression,)).fetchall()

    for expression in expressions:
        answer(expression)
    samples = []
    for _ in range(rounds):
        for number, expression in enumerate(expressions):
            start = time.perf_counter_ns()
            answer(expression)
            samples.append([number, (time.perf_counter_ns() - start) / 1e6])

    checks = []
    for expression in expressions:
        count = db.execute(count_sql, (expression,)).fetchone()[0]
        ids = None
        if count <= check_limit:
            ids = sorted(row[0] - 1 for row in db.execute("SELECT rowid FROM docs WHERE docs MATCH ?", (expression,)))
        checks.append({"count": count, "ids": ids})

    json.dump({
        "build_ms": build_ms,
        "rss_peak_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "samples": samples,
        "checks": checks,
    }, sys.stdout)


if __name__ == "__main__":
    main()
