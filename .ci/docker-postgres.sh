#!/usr/bin/env bash
# Makes a Docker engine and a PostgreSQL image for the tests' Testcontainers path on a machine
# that reaches the Debian mirror but no image registry (CI):
#   1. installs Debian's docker.io and debootstrap when missing;
#   2. starts dockerd (as root, in the background, default bridge) when no engine answers;
#   3. builds the image named by TEST_POSTGRES_IMAGE (default elite-test-postgres:15) from
#      deploy/test-postgres/Dockerfile on a debootstrap'd Debian bookworm (minbase, from the
#      mirror apt uses), unless it already exists and was built from the same files.
# Prints what it did; exits non-zero, saying why, when it cannot give an engine and the image.
# A dockerd it started keeps running; its pid is in /var/run/dockerd-ci.pid (.ci/run stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
image="${TEST_POSTGRES_IMAGE:-elite-test-postgres:15}"
base="elite-test-debian:bookworm"
log() { printf 'docker-postgres: %s\n' "$*"; }
started=$SECONDS

# 1. Packages.
missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  log "docker.io and debootstrap already installed"
fi

# 2. Engine.
if docker info >/dev/null 2>&1; then
  log "a Docker engine already answers"
else
  log "starting dockerd (log: /var/log/dockerd-ci.log, pid in /var/run/dockerd-ci.pid)"
  setsid nohup dockerd >/var/log/dockerd-ci.log 2>&1 < /dev/null &
  echo $! > /var/run/dockerd-ci.pid
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  if ! docker info >/dev/null 2>&1; then
    tail -n 20 /var/log/dockerd-ci.log || true
    docker info 2>&1 | tail -n 3 || true
    log "no Docker engine answers${DOCKER_HOST:+ at DOCKER_HOST=${DOCKER_HOST}} after starting dockerd (its log above)"
    exit 1
  fi
  log "dockerd answers"
fi

# 3. Image. Its label holds a hash of the files it is built from: a change rebuilds it.
hash="$(cat deploy/test-postgres/Dockerfile deploy/test-postgres/entrypoint.sh | sha256sum | cut -c1-16)"
if [ "$(docker image inspect -f '{{ index .Config.Labels "elite.test-postgres.hash" }}' "$image" 2>/dev/null || true)" = "$hash" ]; then
  log "image ${image} already built (${hash}): not rebuilding"
  exit 0
fi
if ! docker image inspect "$base" >/dev/null 2>&1; then
  # The Debian mirror apt already uses (deb822 sources first, then sources.list).
  mirror="$(grep -h -E '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v -e security -e nodesource -e google | head -n 1 || true)"
  [ -n "$mirror" ] || mirror="$(grep -h -E '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' | grep -v security | head -n 1 || true)"
  mirror="${mirror:-http://deb.debian.org/debian}"
  root="$(mktemp -d)"
  trap 'rm -rf "$root"' EXIT
  log "debootstrap bookworm (minbase) from ${mirror}"
  debootstrap --variant=minbase bookworm "$root" "$mirror" > /tmp/debootstrap-ci.log 2>&1 || { tail -n 20 /tmp/debootstrap-ci.log; log "debootstrap failed"; exit 1; }
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | docker import - "$base" >/dev/null
  rm -rf "$root"
  log "imported ${base}"
else
  log "base ${base} already imported"
fi
log "building ${image}"
docker build --network host -q --build-arg "BASE=${base}" --label "elite.test-postgres.hash=${hash}" -t "$image" deploy/test-postgres >/dev/null
log "built ${image} (${hash}) in $((SECONDS - started))s"
