"""The tantivy side of LocalSearchBenchmark's comparison (tantivy through its Python bindings, `pip install tantivy`).

Usage: python3 tantivy_side.py WORKDIR

WORKDIR holds records.json (an array of JSON objects, the records the engine indexes) and config.json:
  {"searchable": [attribute, ...], "facets": [attribute, ...], "queries": [text, ...], "hits": 20}

It builds an in-memory index in one segment (one writer thread, one commit): one text field per searchable attribute
(split on non-alphanumeric characters, lower-cased, folded to ASCII), and one raw fast text field per facet. Each
query is answered as a keystroke on the engine is: every word must match in some searchable field, with the typo
tolerance of Algolia's defaults (none below 4 letters, 1 from 4, 2 from 8, a transposition counting as one) and the
last word as a prefix; the answer holds the best `hits` documents by score with their stored fields, the number of
matches, and the counts of the 100 most frequent values of each facet among the matches.

It talks in JSON lines so that the caller can alternate timed rounds with its own. Once built, and the queries
answered once untimed, it prints
  {"version": str, "build_ms": float, "segments": int, "counts": [matches per query, ...]}
then, for each line `round` read on stdin, one timed round over every query:
  {"samples": [milliseconds per query, ...]}
and at the end of input {"rss_peak_kib": int}. When the bindings are not installed, it prints {"missing": "why"}.
"""

import json
import resource
import sys
import time

from side_inputs import read_inputs

try:
    import tantivy
except ImportError as error:
    print(json.dumps({"missing": f"the tantivy module is not installed ({error}); pip install tantivy"}), flush=True)
    sys.exit(0)


def texts_of(value):
    """The strings a JSON value holds for indexing: strings, numbers and booleans; arrays and objects walked."""
    if value is None:
        return []
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if isinstance(value, (int, float)):
        return [repr(value)]
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [text for element in value for text in texts_of(element)]
    if isinstance(value, dict):
        return [text for key in sorted(value) for text in texts_of(value[key])]
    return []


def allowed_typos(word):
    """Algolia's default typo tolerance: minWordSizefor1Typo 4, minWordSizefor2Typos 8."""
    return 2 if len(word) >= 8 else 1 if len(word) >= 4 else 0


def main():
    config, records = read_inputs(sys.argv[1])
    searchable = config["searchable"]
    facets = config["facets"]
    hits = config.get("hits", 20)

    started = time.perf_counter()
    analyzer = (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .build())
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("objectID", stored=True, tokenizer_name="raw")
    text_fields = [f"t{index}" for index in range(len(searchable))]
    for field in text_fields:
        builder.add_text_field(field, stored=True, tokenizer_name="folded")
    facet_fields = [f"f{index}" for index in range(len(facets))]
    for field in facet_fields:
        builder.add_text_field(field, fast=True, tokenizer_name="raw")
    schema = builder.build()
    index = tantivy.Index(schema)
    index.register_tokenizer("folded", analyzer)
    writer = index.writer(heap_size=1 << 30, num_threads=1)
    for number, record in enumerate(records):
        document = tantivy.Document()
        document.add_text("objectID", str(record.get("objectID", number)))
        for field, attribute in zip(text_fields, searchable):
            for text in texts_of(record.get(attribute)):
                document.add_text(field, text)
        for field, attribute in zip(facet_fields, facets):
            for text in texts_of(record.get(attribute)):
                document.add_text(field, text)
        writer.add_document(document)
    writer.commit()
    writer.wait_merging_threads()
    index.reload()
    searcher = index.searcher()
    build_ms = (time.perf_counter() - started) * 1000

    aggregation = {field: {"terms": {"field": field, "size": 100}} for field in facet_fields}

    def make_query(text):
        words = [token for token in analyzer.analyze(text)]
        if not words:
            return tantivy.Query.all_query()
        clauses = []
        for position, word in enumerate(words):
            is_last = position == len(words) - 1
            per_field = [
                (tantivy.Occur.Should, tantivy.Query.fuzzy_term_query(
                    schema, field, word, distance=allowed_typos(word), transposition_cost_one=True, prefix=is_last))
                for field in text_fields]
            clauses.append((tantivy.Occur.Must, tantivy.Query.boolean_query(per_field)))
        return tantivy.Query.boolean_query(clauses)

    def answer(text):
        query = make_query(text)
        result = searcher.search(query, limit=hits, count=True)
        for _, address in result.hits:
            searcher.doc(address)
        searcher.aggregate(query, aggregation)
        return result.count

    def say(members):
        sys.stdout.write(json.dumps(members) + "\n")
        sys.stdout.flush()

    counts = [answer(text) for text in config["queries"]]
    say({"version": tantivy.__version__, "build_ms": build_ms, "segments": searcher.num_segments, "counts": counts})
    for line in sys.stdin:
        if line.strip() != "round":
            continue
        samples = []
        for text in config["queries"]:
            start = time.perf_counter_ns()
            answer(text)
            samples.append((time.perf_counter_ns() - start) / 1e6)
        say({"samples": samples})
    say({"rss_peak_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss})


if __name__ == "__main__":
    main()
