# shellcheck shell=bash
# Shared by scripts/serve, scripts/test and scripts/size (sourced, not run): step headers with
# timings, and installs of whatever the build and the browser test need, each skipped when present.
#
# Pinned versions (see README.md, "A tour of the code"):
#   trunk 0.21.14, wasm-bindgen-cli = the wasm-bindgen in Cargo.lock (0.2.130),
#   wasm-split-cli from wasm_split_cli_support 0.2.3 (the splitter for Leptos's wasm_split_helpers),
#   wasm-opt from npm binaryen@132.0.0 (tests/e2e), never Debian's binaryen (its wasm-opt 108
#   silently breaks wasm-bindgen output), Debian's chromium for the browser test.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
E2E="$ROOT/tests/e2e"
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
CARGO_FUZZ_VERSION=0.13.2
WASM_SPLIT_VERSION=0.2.3
WASM_OPT_VERSION=version_132

export PATH="$E2E/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export DEBIAN_FRONTEND=noninteractive
export NO_UPDATE_NOTIFIER=1 NPM_CONFIG_UPDATE_NOTIFIER=false

STEP_NAMES=()
STEP_SECONDS=()
STEP_CPU=()
_step_name=""
_step_start=0
_step_cpu=""
_work=""

# A directory for this run's logs and timings.
_work_dir() {
  [ -n "$_work" ] || _work=$(mktemp -d)
}

# Ends the running step (if any) and records its time.
_step_end() {
  if [ -n "$_step_name" ]; then
    STEP_NAMES+=("$_step_name")
    STEP_SECONDS+=($((SECONDS - _step_start)))
    STEP_CPU+=("$_step_cpu")
    _step_name=""
  fi
}

# step "title": prints a header; the step lasts until the next `step`, `await` or
# `steps_summary`.
step() {
  _step_end
  _step_name="$*"
  _step_start=$SECONDS
  _step_cpu=""
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}

# The processor time (user + system, whole seconds) of the finished children of the shell whose
# `times` output is in file $1.
_cpu_seconds() {
  awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%d", n }' "$1"
}

# timed command [args]: runs a step's command and adds its processor time (user + system, every
# process it ran) to the step's, which the step times show beside the time it took. The
# processor time hardly depends on what else the machine runs meanwhile.
timed() {
  local file
  _work_dir
  file=$(mktemp "$_work/times.XXXXXX")
  (
    trap 'times >"$file"' EXIT
    "$@"
  )
  _step_cpu=$((${_step_cpu:-0} + $(_cpu_seconds "$file")))
}

# Steps run in the background (`background`), by title: the process, its log and its start.
declare -A BG_PID=() BG_LOG=() BG_START=()
_bg_count=0

# background "title" command [args]: runs a step in the background, both cores being shared with
# the steps that follow; its output goes to a log of its own, printed whole by `await`. The
# step's time is its own run's. The command must use no build directory that another running
# step uses (cargo locks it): give it a CARGO_TARGET_DIR of its own.
background() {
  local title=$1 log
  shift
  _work_dir
  log="$_work/background-$_bg_count.log"
  _bg_count=$((_bg_count + 1))
  printf '\n\033[1m==> %s\033[0m (in the background, log: %s)\n' "$title" "$log"
  # Its own process group (job control), so that a failure elsewhere can stop all of it.
  set -m
  (
    trap 'date +%s >"$log.end"; times >"$log.times"' EXIT
    "$@"
  ) >"$log" 2>&1 &
  set +m
  BG_PID[$title]=$!
  BG_LOG[$title]=$log
  BG_START[$title]=$(date +%s)
}

# await "title": waits for a background step, prints its log and records its time; a failed
# step fails the script here.
await() {
  local title=$1 log status=0 seconds cpu=""
  log=${BG_LOG[$title]}
  _step_end
  wait "${BG_PID[$title]}" || status=$?
  unset 'BG_PID[$title]'
  seconds=$(($(cat "$log.end" 2>/dev/null || date +%s) - BG_START[$title]))
  [ ! -s "$log.times" ] || cpu=$(_cpu_seconds "$log.times")
  printf '\n\033[1m==> %s\033[0m (ran in the background: %ss)\n' "$title" "$seconds"
  cat "$log"
  STEP_SECONDS+=("$seconds")
  STEP_CPU+=("$cpu")
  if [ "$status" -ne 0 ]; then
    STEP_NAMES+=("$title (background, FAILED)")
    die "background step failed (exit status $status): $title"
  fi
  STEP_NAMES+=("$title (background)")
}

# Stops the background steps still running (after a failure elsewhere), each by its process
# group.
_stop_background() {
  local title
  for title in "${!BG_PID[@]}"; do
    kill -TERM -- "-${BG_PID[$title]}" 2>/dev/null || true
    STEP_NAMES+=("$title (background, stopped)")
    STEP_SECONDS+=($(($(date +%s) - BG_START[$title])))
    STEP_CPU+=("")
  done
}

# Prints the time of every step (and, where measured, its processor time: user + system over
# every process it ran), and the whole run's. A step cut short by a failure is marked so.
steps_summary() {
  local status=${1:-0} i
  if [ -n "$_step_name" ] && [ "$status" -ne 0 ]; then
    _step_name="$_step_name (FAILED)"
  fi
  _step_end
  _stop_background
  [ "${#STEP_NAMES[@]}" -gt 0 ] || return 0
  printf '\n\033[1m==> Step times\033[0m (wall clock; processor time; background steps ran beside the others)\n'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%6ss %7s  %s\n' "${STEP_SECONDS[$i]}" "${STEP_CPU[$i]:+${STEP_CPU[$i]}s cpu}" "${STEP_NAMES[$i]}"
  done
  printf '%6ss %7s  in all\n' "$SECONDS" ""
}

die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    die "need root to run: $*"
  fi
}

_apt_updated=""
# apt_install PKG...: installs Debian packages (never binaryen: see the top of this file).
apt_install() {
  if [ -z "$_apt_updated" ]; then
    as_root apt-get update -q
    _apt_updated=1
  fi
  as_root apt-get install -y -q "$@"
}

# ensure_commands "CMD:PACKAGE"...: installs the packages whose command is missing, in one go.
ensure_commands() {
  local pair missing=()
  for pair in "$@"; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "installing Debian packages: ${missing[*]}"
    apt_install "${missing[@]}"
  fi
}

ensure_node() {
  ensure_commands node:nodejs npm:npm
}

# Chromium for the browser test, ChromeDriver for wasm-bindgen-test, brotli for scripts/size.
ensure_browser() {
  ensure_commands chromium:chromium chromedriver:chromium-driver
  [ -x /usr/bin/chromium ] || die "/usr/bin/chromium is missing after installing chromium"
}

ensure_brotli() {
  ensure_commands brotli:brotli
}

ensure_rust_components() {
  local missing=()
  cargo fmt --version >/dev/null 2>&1 || missing+=(rustfmt)
  cargo clippy --version >/dev/null 2>&1 || missing+=(clippy)
  if [ "${#missing[@]}" -gt 0 ]; then
    rustup component add "${missing[@]}"
  fi
}

ensure_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_trunk() {
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    echo "installing trunk $TRUNK_VERSION (about 12 minutes on 2 cores)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
}

# Trunk refuses a wasm-bindgen that differs from Cargo.lock, and offline it cannot download one.
ensure_wasm_bindgen() {
  local locked
  locked=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print }' "$ROOT/Cargo.lock")
  [ "$locked" = "$WASM_BINDGEN_VERSION" ] ||
    die "Cargo.lock has wasm-bindgen '$locked', scripts/lib.sh expects $WASM_BINDGEN_VERSION: keep them equal"
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
    echo "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 3 minutes on 2 cores)"
    # no --locked: its lock file wants a webpki-roots that the registry here does not serve
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

# The splitter of the page's WebAssembly (scripts/page-build.mjs), of the release that matches the
# wasm_split_helpers in Cargo.lock.
ensure_wasm_split() {
  local locked
  locked=$(awk '/^name = "wasm_split_helpers"$/ { getline; gsub(/version = |"/, ""); print }' "$ROOT/Cargo.lock")
  [ "$locked" = "$WASM_SPLIT_VERSION" ] ||
    die "Cargo.lock has wasm_split_helpers '$locked', scripts/lib.sh expects $WASM_SPLIT_VERSION: keep them equal"
  # The tool prints no version of its own: cargo's list of installed crates has it.
  if ! command -v wasm-split-cli >/dev/null ||
    ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    echo "installing wasm-split-cli $WASM_SPLIT_VERSION (about 1 minute on 2 cores)"
    cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
  fi
}

# npm ci in tests/e2e (binaryen.js's wasm-opt and playwright-core), when the lock file changed.
ensure_node_modules() {
  ensure_node
  local stamp="$E2E/node_modules/.package-lock.json"
  if [ ! -x "$E2E/node_modules/.bin/wasm-opt" ] || [ ! -d "$E2E/node_modules/playwright-core" ] ||
    [ "$E2E/package-lock.json" -nt "$stamp" ]; then
    (cd "$E2E" && npm ci --no-audit --no-fund)
  fi
  local found
  found=$(wasm-opt --version 2>/dev/null | awk '{ print $3 }')
  [ "version_$found" = "$WASM_OPT_VERSION" ] ||
    die "wasm-opt first on PATH is '$(command -v wasm-opt)' (version $found), need $WASM_OPT_VERSION from tests/e2e/node_modules"
}

# Everything `trunk build --release` needs.
ensure_build_tools() {
  ensure_wasm_target
  ensure_node_modules
  ensure_wasm_bindgen
  ensure_wasm_split
  ensure_trunk
}

# The nightly toolchain and cargo-fuzz, for the fuzz targets in fuzz/.
ensure_fuzz_tools() {
  if ! rustup toolchain list | grep -q '^nightly'; then
    rustup toolchain install nightly --profile minimal
  fi
  if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
    echo "installing cargo-fuzz $CARGO_FUZZ_VERSION (about 2 minutes on 2 cores)"
    cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
  fi
}

# Each fuzz target for `seconds` seconds from the project's own files (fuzz/README.md), one
# after the other; a crash fails, with libFuzzer's report.
fuzz_smoke() (
  local seconds=$1 log target
  cd "$ROOT/fuzz"
  ./seed-corpus
  cargo +nightly fuzz build
  for target in save_replay scenario apply_action record_import fb_files wc_files; do
    log=$(mktemp)
    if ! cargo +nightly fuzz run "$target" -- -max_total_time="$seconds" >"$log" 2>&1; then
      tail -n 60 "$log"
      die "fuzz target $target failed (its input is in fuzz/artifacts/$target/)"
    fi
    echo "$target: $(grep -E '^Done' "$log")"
    rm -f "$log"
  done
)

# The release build into dist/; cargo's files in the directory given, if one is (default:
# target/). Offline: trunk downloads no tools and passes --offline to cargo.
build_release() {
  local target_dir=${1:-}
  (
    cd "$ROOT"
    if [ -n "$target_dir" ]; then export CARGO_TARGET_DIR="$target_dir"; fi
    cargo fetch
    trunk build --release --offline
  )
}
