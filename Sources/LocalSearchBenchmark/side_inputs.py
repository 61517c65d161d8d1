"""The inputs every side script of LocalSearchBenchmark reads from its work folder."""

import json
import os


def read_inputs(workdir):
    """The folder's config.json and records.json (an array of JSON objects, the records the engine indexes)."""
    with open(os.path.join(workdir, "config.json"), encoding="utf-8") as handle:
        config = json.load(handle)
    with open(os.path.join(workdir, "records.json"), encoding="utf-8") as handle:
        records = json.load(handle)
    return config, records
