#!/usr/bin/env bash
# Make sure the Debian/Ubuntu packages the project needs are installed.
#
# Usage: ensure-system-packages.sh [--python PYTHON] [GROUP...]
#
# GROUPs name sections of apt-packages.txt (next to this script): "build" for compiling the
# search core, "runtime" for the game, "test" for the headless GUI tests. The venv package for
# PYTHON (default python3) is added when that interpreter cannot create a virtual environment
# (Debian's python3 without python3-venv lacks ensurepip); with "build", its headers package
# (python3-dev) when it has no Python.h.
#
# Installed packages are detected with dpkg-query. Missing ones are installed with apt-get when
# running as root; otherwise the exact command is printed and the script exits 1.
# On systems without dpkg it only prints what it would need and carries on.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
list="$here/apt-packages.txt"
python=python3
groups=()

usage() { sed -n '2,13s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }

while [ $# -gt 0 ]; do
  case "$1" in
    --python) python=${2:?--python needs a value}; shift 2 ;;
    --python=*) python=${1#--python=}; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "ensure-system-packages: unknown option $1" >&2; usage >&2; exit 2 ;;
    *) groups+=("$1"); shift ;;
  esac
done

# Packages of the requested groups, in file order.
wanted=()
known_groups=" "
while read -r group pkg _; do
  case "$group" in ''|'#'*) continue ;; esac
  known_groups+="$group "
  for g in ${groups[@]+"${groups[@]}"}; do
    if [ "$g" = "$group" ]; then wanted+=("$pkg"); fi
  done
done < "$list"
for g in ${groups[@]+"${groups[@]}"}; do
  case "$known_groups" in
    *" $g "*) ;;
    *) echo "ensure-system-packages: no group '$g' in $list" >&2; exit 2 ;;
  esac
done

# The interpreter must be able to create a venv (python3 -m venv needs ensurepip).
venv_pkg=""
py_name=$(basename "$python")
if ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  if [[ "$py_name" =~ ^python3(\.[0-9]+)?$ ]]; then
    venv_pkg="$py_name-venv"
    if ! command -v "$python" >/dev/null 2>&1; then wanted+=("$py_name"); fi
    wanted+=("$venv_pkg")
  else
    echo "ensure-system-packages: $python cannot create a virtual environment" \
         "(no ensurepip); use another interpreter: make PYTHON=python3 ..." >&2
    exit 1
  fi
fi

# The "build" group compiles the search core: it also needs PYTHON's own C headers.
headers_pkg=""
has_headers() {
  "$python" -c 'import os, sys, sysconfig
sys.exit(not os.path.isfile(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    >/dev/null 2>&1
}
if [[ " ${groups[*]-} " == *" build "* ]] && command -v "$python" >/dev/null 2>&1 \
   && ! has_headers; then
  if [[ "$py_name" =~ ^python3(\.[0-9]+)?$ ]]; then
    headers_pkg="$py_name-dev"
    wanted+=("$headers_pkg")
  else
    echo "ensure-system-packages: $python has no C headers (Python.h) to build the search" \
         "core with; use another interpreter: make PYTHON=python3 ..." >&2
    exit 1
  fi
fi

[ ${#wanted[@]} -gt 0 ] || exit 0

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "note: not a Debian-based system, system packages not checked." >&2
  echo "      Make sure the equivalents of these are installed: ${wanted[*]}" >&2
  exit 0
fi

# Names of installed packages, plus the names they provide (Ubuntu 24.04 renamed many
# libraries, e.g. libglib2.0-0t64, which still provides libglib2.0-0).
declare -A installed=()
while IFS='|' read -r status name provides; do
  [ "${status:0:2}" = "ii" ] || continue
  installed[$name]=1
  IFS=',' read -ra provided <<< "$provides"
  for p in ${provided[@]+"${provided[@]}"}; do
    p=${p# }; p=${p%% *}; p=${p%%:*}
    [ -n "$p" ] && installed[$p]=1
  done
done < <(dpkg-query -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n')

missing=()
for p in "${wanted[@]}"; do
  [ -n "${installed[$p]+x}" ] || missing+=("$p")
done
[ ${#missing[@]} -gt 0 ] || exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them, then run make again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "Installing missing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"

if [ -n "$headers_pkg" ] && ! has_headers; then
  echo "ensure-system-packages: installed $headers_pkg, but $python still has no Python.h" >&2
  exit 1
fi

if [ -n "$venv_pkg" ] && ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  echo "ensure-system-packages: installed $venv_pkg, but $python still cannot create a" \
       "virtual environment (is $python the system interpreter?)" >&2
  exit 1
fi
