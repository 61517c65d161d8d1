#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of the package's parsers.
#
# Usage, from anywhere:
#   bash Fuzz/run.sh                      build and fuzz every target for 60 seconds each
#   bash Fuzz/run.sh filters              build and fuzz one target
#   FUZZ_SECONDS=20 bash Fuzz/run.sh      a shorter pass (about 2 minutes once built)
#   FUZZ_BUILD_ONLY=1 bash Fuzz/run.sh    build without fuzzing
#
# Targets (one harness each in Fuzz/<target>.swift):
#   filters    LocalSearch's `filters` string parser, and its expressions rendered as text parsing back to them
#   params     Query(paramsString:) and its paramsString round trip
#   queryjson  Query JSON decoding (JSONDecoder and JSON.parse agreeing) and its jsonFields round trip
#   loaders    IndexSettings(data:) and its json round trip, and LocalIndex built from JSON records
#   highlight  TaggedString / HighlightedString tag parsing
#   v1filters  v1 SearchParameters.buildFilters() output parsed by LocalSearch, selecting on generated records
#              exactly what a brute-force reading of the refinements selects
#   indexfile  saved index files read by LocalSearch (as they are, and with their checksums made to hold): an
#              IndexFileError or an index that answers, saves and reads back answering alike
#
# Environment:
#   FUZZ_SECONDS  seconds of fuzzing per target (default 60), passed as -max_total_time
#   FUZZ_LOCK     lock file taken around every compile and fuzz run (default /tmp/swiftbuild.lock), so only
#                 one heavy job runs on the machine at a time; do not run this script under the same lock.
#                 `flock -o` keeps the lock's descriptor out of the command, so a process the command leaves
#                 behind cannot hold the lock.
#   SWIFTC        compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#
# Each library module is compiled once with swiftc into a static archive in .build-fuzz/ (instrumented with
# -sanitize=fuzzer,address; an archive is not linked, so libFuzzer's main only enters the executables) and
# rebuilt when one of its sources is newer. Each harness is linked against the archives it needs into
# .build-fuzz/<target>. LocalSearch is built with -enable-testing because the filters parser is internal.
#
# Seed inputs live in Fuzz/corpus/<target>/ (kept in git). Inputs libFuzzer finds go to
# Fuzz/corpus-generated/<target>/ and crashing inputs to Fuzz/crashes/<target>/ (both git-ignored).
# Reproduce a crash with: .build-fuzz/<target> Fuzz/crashes/<target>/crash-<sha1>
# Minimise it with:      .build-fuzz/<target> -minimize_crash=1 -runs=100000 Fuzz/crashes/<target>/crash-<sha1>
#
# Prints executions and crashes per target; exits 1 when any target crashed, 2 on a usage error.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds="${FUZZ_SECONDS:-60}"
lock="${FUZZ_LOCK:-/tmp/swiftbuild.lock}"
if [[ -n "${SWIFTC:-}" ]]; then
  swiftc="$SWIFTC"
elif command -v swiftc >/dev/null 2>&1; then
  swiftc="$(command -v swiftc)"
else
  swiftc=/opt/swift/usr/bin/swiftc
fi
out=.build-fuzz
mkdir -p "$out"

all_targets=(filters params queryjson loaders highlight v1filters indexfile)

# The library modules a target links, dependencies first.
modules_of() {
  case "$1" in
    params | queryjson | highlight) echo InstantSearchCore ;;
    filters | loaders | indexfile) echo InstantSearchCore LocalSearch ;;
    v1filters) echo InstantSearchCore LocalSearch HeadlessUIKit InstantSearch ;;
    *) return 1 ;;
  esac
}

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -j2)

# Compiles Sources/<module> into $out/lib<module>.a and its .swiftmodule, unless the archive is newer than
# every source and than the InstantSearchCore archive it imports.
build_module() {
  local module="$1" archive="$out/lib$1.a"
  if [[ -f "$archive" && -f "$out/$module.swiftmodule" ]] &&
    [[ -z "$(find "Sources/$module" -name '*.swift' -newer "$archive" -print -quit)" ]] &&
    [[ "$module" == InstantSearchCore || ! "$out/libInstantSearchCore.a" -nt "$archive" ]]; then
    return 0
  fi
  local sources=()
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
  echo "building $module (${#sources[@]} files)"
  local extra=()
  [[ "$module" == LocalSearch ]] && extra=(-enable-testing)
  if ! flock -o "$lock" "$swiftc" "${flags[@]}" "${extra[@]}" -I "$out" -module-name "$module" \
    -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -emit-library -static -o "$archive" "${sources[@]}" >"$out/$module.log" 2>&1; then
    cat "$out/$module.log" >&2
    echo "build of $module failed" >&2
    rm -f "$archive"
    exit 1
  fi
}

# Links Fuzz/<target>.swift with the archives of its modules into $out/<target>.
build_target() {
  local target="$1" modules=() libs=() module
  read -r -a modules <<<"$(modules_of "$target")"
  for module in "${modules[@]}"; do build_module "$module"; done
  # Later modules depend on earlier ones, so they come first on the link line.
  for ((i = ${#modules[@]} - 1; i >= 0; i--)); do libs+=("-l${modules[i]}"); done
  echo "building $target"
  if ! flock -o "$lock" "$swiftc" "${flags[@]}" -I "$out" -L "$out" "${libs[@]}" -module-name "FuzzTarget" \
    "Fuzz/$target.swift" -o "$out/$target" >"$out/$target.log" 2>&1; then
    cat "$out/$target.log" >&2
    echo "build of $target failed" >&2
    exit 1
  fi
}

# Fuzzes one target for $seconds; prints its summary line and returns 1 when it crashed.
run_target() {
  local target="$1" crashes="Fuzz/crashes/$1" generated="Fuzz/corpus-generated/$1" log="$out/$1.fuzz.log"
  mkdir -p "$crashes" "$generated"
  local before
  before="$(find "$crashes" -type f | wc -l)"
  local status=0
  # libFuzzer reports crashes itself. Swift's backtracer, started on a trap, misreads memory under
  # AddressSanitizer and can outlive the fuzzer, so it is turned off.
  SWIFT_BACKTRACE=enable=no flock -o "$lock" "$out/$target" "$generated" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -max_len=4096 -timeout=20 -print_final_stats=1 \
    -artifact_prefix="$crashes/" >"$log" 2>&1 || status=$?
  local runs new
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  new=$(($(find "$crashes" -type f | wc -l) - before))
  if ((status != 0 && new == 0)); then new=1; fi
  printf '%-10s executions: %-10s crashes: %s\n' "$target" "${runs:-?}" "$new"
  if ((new > 0)); then
    grep -E 'ERROR: |Fatal error|SUMMARY|Test unit written' "$log" | head -n 8 | sed 's/^/    /' >&2 || true
    return 1
  fi
}

targets=("${all_targets[@]}")
if (($# > 0)); then
  if ! modules_of "$1" >/dev/null; then
    echo "unknown target '$1'; targets: ${all_targets[*]}" >&2
    exit 2
  fi
  targets=("$1")
fi

for target in "${targets[@]}"; do build_target "$target"; done
[[ -n "${FUZZ_BUILD_ONLY:-}" ]] && exit 0

failed=0
for target in "${targets[@]}"; do run_target "$target" || failed=1; done
exit "$failed"
