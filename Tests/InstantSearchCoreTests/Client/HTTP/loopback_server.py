#!/usr/bin/env python3
"""A scripted Algolia-like HTTP server on loopback, for the HTTP client's tests.

Usage: loopback_server.py BEHAVIOUR [BEHAVIOUR ...]
Each behaviour gets its own port on 127.0.0.1:
  ok          answers searches like Algolia (hits echo the index name and query)
  status:N    answers every request with HTTP status N and {"message": "...", "status": N}
  correlated:N  the same, with the X-Algolia-Correlation-Id header corr-N
  slow:S      waits S seconds, then answers like ok
  malformed   answers 200 with a body that is not JSON
  truncated   answers 200 with a JSON body cut in the middle (consistent length)
  cut         announces a longer body than it sends, then closes the connection
  refuse      a port nobody listens on (connection refused)
  mirror:N    an index of N generated records (objectID rN, name, city, country, rank): GET .../settings returns
              its settings, POST .../browse pages through the records matching `filters` (country:X only) with a
              cursor, hitsPerPage (default 1000); searches answer like ok
  mirror:N:failAt:K   the same, but the K-th browse request it receives fails with status 500
  blackhole   a port whose connections are never accepted: its listen queue is kept full, so a new
              connection attempt gets no answer (as from a host behind a dropping firewall)
Prints one JSON line {"ports": [...]} once every port is ready, then serves until stdin closes.
GET /__log on any served port returns every request received so far (method, path with its query string,
headers, body, port). A hits answer's `params` echoes the request's `params`, or else its other members
url-encoded, as Algolia's echo does.
Only the Python standard library is used; nothing leaves 127.0.0.1.
"""
import json
import socket
import urllib.parse
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOG = []
LOG_LOCK = threading.Lock()
HELD = []


STRUCTURAL = ("indexName", "type", "facet", "facetQuery", "params", "cursor")


def params_echo(request):
    if "params" in request:
        return request["params"]
    pairs = sorted((k, v if isinstance(v, str) else json.dumps(v, separators=(",", ":")))
                   for k, v in request.items() if k not in STRUCTURAL)
    return "&".join(urllib.parse.quote(k, safe="") + "=" + urllib.parse.quote(v, safe="") for k, v in pairs)


def ok_body(path, body):
    path = path.split("?", 1)[0]
    try:
        request = json.loads(body or b"{}")
    except ValueError:
        request = {}
    if path.endswith("/synonyms/batch") or path.endswith("/rules/batch"):
        return {"taskID": 1, "updatedAt": "2026-01-01T00:00:00.000Z"}
    if not isinstance(request, dict):
        request = {}
    if path.endswith("/queries"):
        results = []
        for sub in request.get("requests", []):
            if sub.get("type") == "facet":
                results.append({"facetHits": [{"value": "loopback", "highlighted": "<em>loop</em>back", "count": 1}],
                                "exhaustiveFacetsCount": True, "processingTimeMS": 1})
            else:
                results.append({"hits": [{"objectID": "1", "name": "loopback"}], "nbHits": 1, "page": 0,
                                "nbPages": 1, "hitsPerPage": 20, "processingTimeMS": 1,
                                "query": "", "params": params_echo(sub), "index": sub.get("indexName")})
        return {"results": results}
    if path.endswith("/batch"):
        ids = [str((sub.get("body") or {}).get("objectID", "")) for sub in request.get("requests", [])]
        return {"taskID": 1, "objectIDs": ids}
    if path.endswith("/objects"):
        return {"results": [{"objectID": sub.get("objectID"), "name": "loopback"} for sub in request.get("requests", [])]}
    if "/facets/" in path:
        return {"facetHits": [{"value": "loopback", "highlighted": "<em>loop</em>back", "count": 1}],
                "exhaustiveFacetsCount": True, "processingTimeMS": 1}
    return {"hits": [{"objectID": "1", "name": "loopback"}], "nbHits": 1, "page": 0, "nbPages": 1,
            "hitsPerPage": 20, "processingTimeMS": 1, "params": params_echo(request)}


COUNTRIES = ["France", "Japan", "Peru"]
BROWSES = [0]


def mirror_record(i):
    return {"objectID": "r%d" % i, "name": "Record %d" % i, "city": "City %d" % (i % 7),
            "country": COUNTRIES[i % len(COUNTRIES)], "rank": i}


# A mirror's synonyms: one that searches show, and enough others to need two pages of 1000.
MIRROR_SYNONYMS = [{"objectID": "town", "type": "synonym", "synonyms": ["city", "town"]}] + [
    {"objectID": "filler%d" % i, "type": "synonym", "synonyms": ["filler%da" % i, "filler%db" % i]} for i in range(1200)]
MIRROR_RULES = [{"objectID": "featured", "conditions": [{"pattern": "featured", "anchoring": "is"}],
                 "consequence": {"params": {"query": ""}, "promote": [{"objectID": "r5", "position": 0}],
                                 "userData": {"banner": "featured"}}}]


def mirror_page(items, request):
    page, per_page = int(request.get("page", 0)), int(request.get("hitsPerPage", 100))
    hits = [dict(item, _highlightResult={}) for item in items[page * per_page:(page + 1) * per_page]]
    return {"hits": hits, "nbHits": len(items), "page": page, "nbPages": (len(items) + per_page - 1) // per_page}


MIRROR_SETTINGS = {"searchableAttributes": ["name", "city"], "attributesForFaceting": ["country"],
                   "customRanking": ["desc(rank)"], "version": 1}


def mirror_browse(count, request):
    fields = dict(request)
    for name, value in urllib.parse.parse_qsl(fields.pop("params", ""), keep_blank_values=True):
        fields[name] = value
    if "cursor" in fields:
        offset, country, per_page = fields["cursor"].split("|")
        offset, per_page = int(offset), int(per_page)
    else:
        filters = fields.get("filters", "")
        country = filters.split(":", 1)[1] if filters.startswith("country:") else ""
        offset, per_page = 0, int(fields.get("hitsPerPage", 1000))
    if country:
        step = len(COUNTRIES)
        ids = list(range(COUNTRIES.index(country), count, step)) if country in COUNTRIES else []
    else:
        ids = range(count)
    total = len(ids)
    page = [mirror_record(i) for i in ids[offset:offset + per_page]]
    body = {"hits": page, "nbHits": total, "page": offset // per_page, "hitsPerPage": per_page,
            "nbPages": (total + per_page - 1) // per_page, "query": "", "params": ""}
    if offset + per_page < total:
        body["cursor"] = "%d|%s|%d" % (offset + per_page, country, per_page)
    return body


def make_handler(behaviour):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body go out as separate writes; without TCP_NODELAY each answer waits for a delayed ACK.
        disable_nagle_algorithm = True

        def log_message(self, *args):
            pass

        def send_json(self, status, payload):
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            if self.path == "/__log":
                with LOG_LOCK:
                    self.send_json(200, LOG)
                return
            self.log_request_received(b"")
            if self.path.split("?")[0].endswith("/settings") and behaviour.startswith("mirror:"):
                self.send_json(200, MIRROR_SETTINGS)
            elif "/task/" in self.path and behaviour == "ok":
                self.send_json(200, {"status": "published", "pendingTask": False})
            elif self.path.startswith("/1/indexes/") and behaviour == "ok":
                object_id = urllib.parse.unquote(self.path.split("?")[0].rsplit("/", 1)[-1])
                self.send_json(200, {"objectID": object_id, "name": "loopback"})
            else:
                self.answer(b"")

        def log_request_received(self, body):
            with LOG_LOCK:
                LOG.append({"method": self.command, "path": self.path, "port": self.server.server_address[1],
                            "headers": {k.lower(): v for k, v in self.headers.items()},
                            "body": body.decode("utf-8", "replace")})

        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            self.log_request_received(body)
            self.answer(body)

        do_PUT = do_POST
        do_DELETE = do_POST

        def answer(self, body):
            kind, _, argument = behaviour.partition(":")
            if kind == "mirror":
                return self.answer_mirror(argument, body)
            if kind == "status":
                status = int(argument)
                self.send_json(status, {"message": "scripted status %d" % status, "status": status})
            elif kind == "correlated":
                status = int(argument)
                data = json.dumps({"message": "scripted status %d" % status, "status": status}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("X-Algolia-Correlation-Id", "corr-%d" % status)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            elif kind == "slow":
                time.sleep(float(argument))
                self.send_json(200, ok_body(self.path, body))
            elif kind == "malformed":
                data = b"{\"hits\": [this is not json"
                self.send_response(200)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            elif kind == "truncated":
                data = b"{\"results\": [{\"hits\": ["
                self.send_response(200)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            elif kind == "cut":
                data = b"{\"results\": [{\"hits\": ["
                self.send_response(200)
                self.send_header("Content-Length", "4096")
                self.end_headers()
                self.wfile.write(data)
                self.wfile.flush()
                self.close_connection = True
            else:
                self.send_json(200, ok_body(self.path, body))

        def answer_mirror(self, argument, body):
            parts = argument.split(":")
            count = int(parts[0])
            fail_at = int(parts[2]) if len(parts) == 3 and parts[1] == "failAt" else None
            path = self.path.split("?")[0]
            if path.endswith("/synonyms/search") or path.endswith("/rules/search"):
                request = json.loads(body or b"{}")
                items = MIRROR_SYNONYMS if path.endswith("/synonyms/search") else MIRROR_RULES
                self.send_json(200, mirror_page(items, request))
                return
            if not path.endswith("/browse"):
                self.send_json(200, ok_body(self.path, body))
                return
            with LOG_LOCK:
                BROWSES[0] += 1
                number = BROWSES[0]
            if fail_at is not None and number == fail_at:
                self.send_json(500, {"message": "scripted failure of browse %d" % number, "status": 500})
                return
            try:
                request = json.loads(body or b"{}")
            except ValueError:
                request = {}
            self.send_json(200, mirror_browse(count, request))

    return Handler


def main():
    ports = []
    servers = []
    for behaviour in sys.argv[1:]:
        if behaviour == "refuse":
            probe = socket.socket()
            probe.bind(("127.0.0.1", 0))
            ports.append(probe.getsockname()[1])
            probe.close()
            continue
        if behaviour == "blackhole":
            listener = socket.socket()
            listener.bind(("127.0.0.1", 0))
            listener.listen(0)
            port = listener.getsockname()[1]
            # Fill the accept queue with connections nobody accepts; Linux then drops new SYNs.
            for _ in range(4):
                filler = socket.socket()
                filler.setblocking(False)
                try:
                    filler.connect(("127.0.0.1", port))
                except BlockingIOError:
                    pass
                HELD.append(filler)
            HELD.append(listener)
            ports.append(port)
            continue
        server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(behaviour))
        server.daemon_threads = True
        servers.append(server)
        ports.append(server.server_address[1])
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print(json.dumps({"ports": ports}), flush=True)
    sys.stdin.read()
    for server in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
