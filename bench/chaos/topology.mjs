// The chaos harness's machines on this one machine (Linux, as root): network namespaces on a
// bridge, each with its own address. Three API hosts (the production start, 2 processes each),
// PostgreSQL 15 primary and a synchronous streaming replica, Redis, and HAProxy in front on the
// bridge's own address. Everything is torn down (processes, namespaces, data) by teardown(),
// which the harness runs on exit, on Ctrl-C and before it starts (a run interrupted hard).
/* global AbortSignal */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const NET = '10.77.0';
export const BRIDGE = 'chaosbr0';
export const GATEWAY = `${NET}.1`;
export const BALANCER_PORT = 8080;
export const BALANCER = `http://${GATEWAY}:${BALANCER_PORT}`;
export const API_PORT = 3000;
export const HOSTS = ['h1', 'h2', 'h3'];
/** The last octet of each namespace's address. */
const ADDRESS = { h1: 11, h2: 12, h3: 13, pg1: 21, pg2: 22, redis: 31 };
export const addressOf = (name) => `${NET}.${ADDRESS[name]}`;
const ns = (name) => `chaos-${name}`;
const PG_BIN = process.env.CHAOS_PG_BIN || '/usr/lib/postgresql/15/bin';
export const DB_NAME = 'marketplace';
/** What every API process is given: both database hosts, the writable one chosen (server/src/db/database-hosts.ts). */
export const DATABASE_URL = `postgres://postgres@${addressOf('pg1')}:5432,${addressOf('pg2')}:5432/${DB_NAME}?target_session_attrs=read-write`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function sh(cmd, args, { quiet = false } = {}) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    if (quiet) return '';
    throw new Error(`${cmd} ${args.join(' ')}: ${err.stderr || err.message}`);
  }
}

export class Topology {
  constructor({ log }) {
    this.log = log;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-'));
    fs.chmodSync(this.dir, 0o755);
    this.children = [];
    this.hosts = new Map();
    this.env = {};
  }

  // ------------------------------------------------------------ network

  network() {
    Topology.teardownNetwork();
    sh('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
    sh('ip', ['addr', 'add', `${GATEWAY}/24`, 'dev', BRIDGE]);
    sh('ip', ['link', 'set', BRIDGE, 'up']);
    // Traffic between the namespaces crosses the bridge; where the host's FORWARD policy drops
    // bridged packets (a Docker engine sets it to DROP and turns on br_netfilter), this lets the
    // bridge's own traffic through. Removed again by teardownNetwork().
    sh('iptables', ['-I', 'FORWARD', '-i', BRIDGE, '-o', BRIDGE, '-j', 'ACCEPT', '-m', 'comment', '--comment', 'chaos-harness'], { quiet: true });
    for (const name of Object.keys(ADDRESS)) {
      const outer = `chx-${name}`;
      const inner = `chi-${name}`;
      sh('ip', ['netns', 'add', ns(name)]);
      sh('ip', ['link', 'add', outer, 'type', 'veth', 'peer', 'name', inner]);
      sh('ip', ['link', 'set', inner, 'netns', ns(name)]);
      sh('ip', ['-n', ns(name), 'link', 'set', inner, 'name', 'eth0']);
      sh('ip', ['-n', ns(name), 'addr', 'add', `${addressOf(name)}/24`, 'dev', 'eth0']);
      sh('ip', ['-n', ns(name), 'link', 'set', 'eth0', 'up']);
      sh('ip', ['-n', ns(name), 'link', 'set', 'lo', 'up']);
      sh('ip', ['link', 'set', outer, 'master', BRIDGE]);
      sh('ip', ['link', 'set', outer, 'up']);
    }
  }

  /** Every process in the namespace killed (kill -9): a machine gone. */
  killNamespace(name) {
    const pids = sh('ip', ['netns', 'pids', ns(name)], { quiet: true }).split(/\s+/).filter(Boolean);
    for (const pid of pids) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    return pids.length;
  }

  /** The host's database traffic refused inside its namespace (both database hosts), or let through again. */
  partitionDatabase(host, on) {
    for (const db of ['pg1', 'pg2']) {
      sh('ip', ['netns', 'exec', ns(host), 'iptables', on ? '-A' : '-D', 'OUTPUT', '-d', addressOf(db), '-j', 'REJECT', '--reject-with', 'tcp-reset', '-p', 'tcp']);
    }
  }

  spawnIn(name, label, cmd, args, env = {}) {
    const logFile = path.join(this.dir, `${label}.log`);
    const fd = fs.openSync(logFile, 'a');
    const child = spawn('ip', ['netns', 'exec', ns(name), ...cmd, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
    fs.closeSync(fd);
    child.label = label;
    child.logFile = logFile;
    child.output = () => {
      try {
        return fs.readFileSync(logFile, 'utf8').slice(-4000);
      } catch {
        return '';
      }
    };
    this.children.push(child);
    return child;
  }

  // ------------------------------------------------------------ PostgreSQL

  pgDir(name) {
    return path.join(this.dir, name);
  }

  /** Its own socket directory, outside the data directory (a base backup would copy the lock). */
  socketDir(name) {
    const dir = path.join(this.dir, `${name}-socket`);
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(dir);
      sh('chown', ['postgres:postgres', dir]);
    }
    return dir;
  }

  pgArgs(name, extra = []) {
    return ['-D', this.pgDir(name), '-c', `listen_addresses=${addressOf(name)}`, '-c', 'port=5432', '-c', `unix_socket_directories=${this.socketDir(name)}`, '-c', 'wal_level=replica', '-c', 'max_wal_senders=5',
      '-c', 'max_connections=300', '-c', 'hot_standby=on', '-c', 'wal_keep_size=512MB', '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=on', '-c', 'log_min_messages=warning',
      // CHAOS_PG_STATEMENTS=1: pg_stat_statements counts every statement (create extension pg_stat_statements, then read it).
      ...(process.env.CHAOS_PG_STATEMENTS ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []), ...extra];
  }

  async waitPg(name, { standby }) {
    for (let i = 0; i < 120; i++) {
      const out = sh('ip', ['netns', 'exec', ns(name), `${PG_BIN}/psql`, '-h', addressOf(name), '-U', 'postgres', '-At', '-c', 'select pg_is_in_recovery()'], { quiet: true }).trim();
      if (out === (standby ? 't' : 'f')) return;
      await sleep(250);
    }
    throw new Error(`PostgreSQL ${name} did not start:\n${this.children.find((c) => c.label === name)?.output()}`);
  }

  async postgres() {
    const asPostgres = (name, args) => ['runuser', '-u', 'postgres', '--', ...args];
    const pg1 = this.pgDir('pg1');
    fs.mkdirSync(pg1, { mode: 0o700 });
    sh('chown', ['postgres:postgres', pg1]);
    sh('runuser', ['-u', 'postgres', '--', `${PG_BIN}/initdb`, '-D', pg1, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    fs.appendFileSync(path.join(pg1, 'pg_hba.conf'), `host all all ${NET}.0/24 trust\nhost replication all ${NET}.0/24 trust\n`);
    // Commits wait for the replica (application_name pg2): a committed payment is on both.
    this.spawnIn('pg1', 'pg1', asPostgres('pg1', [`${PG_BIN}/postgres`]), this.pgArgs('pg1', ['-c', 'synchronous_standby_names=pg2']));
    await this.waitPg('pg1', { standby: false });
    const pg2 = this.pgDir('pg2');
    fs.mkdirSync(pg2, { mode: 0o700 });
    sh('chown', ['postgres:postgres', pg2]);
    sh('ip', ['netns', 'exec', ns('pg2'), 'runuser', '-u', 'postgres', '--', `${PG_BIN}/pg_basebackup`, '-h', addressOf('pg1'), '-U', 'postgres', '-D', pg2, '-X', 'stream', '-c', 'fast']);
    fs.writeFileSync(path.join(pg2, 'standby.signal'), '');
    fs.appendFileSync(path.join(pg2, 'postgresql.auto.conf'), `primary_conninfo = 'host=${addressOf('pg1')} port=5432 user=postgres application_name=pg2'\n`);
    sh('chown', ['-R', 'postgres:postgres', pg2]);
    this.spawnIn('pg2', 'pg2', asPostgres('pg2', [`${PG_BIN}/postgres`]), this.pgArgs('pg2'));
    await this.waitPg('pg2', { standby: true });
    for (let i = 0; i < 80; i++) {
      const state = this.psql('pg1', "select sync_state from pg_stat_replication where application_name = 'pg2'").trim();
      if (state === 'sync') break;
      if (i === 79) throw new Error(`the replica is not synchronous (${state || 'not connected'})`);
      await sleep(250);
    }
    this.psql('pg1', `create database ${DB_NAME}`);
  }

  psql(name, sql, db = 'postgres') {
    return sh('ip', ['netns', 'exec', ns(name), `${PG_BIN}/psql`, '-h', addressOf(name), '-U', 'postgres', '-d', db, '-At', '-c', sql]);
  }

  /** The replica made the primary (pg_ctl promote), committing alone from now on (no standby left to wait for). */
  async promoteReplica() {
    sh('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, 'promote', '-D', this.pgDir('pg2'), '-w', '-t', '30']);
    await this.waitPg('pg2', { standby: false });
  }

  // ------------------------------------------------------------ Redis and the balancer

  redis() {
    this.spawnIn('redis', 'redis', ['redis-server'], ['--bind', addressOf('redis'), '--port', '6379', '--save', '', '--appendonly', 'no', '--protected-mode', 'no']);
    return `redis://${addressOf('redis')}:6379`;
  }

  async balancer() {
    this.statsSocket = path.join(this.dir, 'haproxy.sock');
    const cfg = path.join(this.dir, 'haproxy.cfg');
    fs.writeFileSync(cfg, `global
  maxconn 9000
  stats socket ${this.statsSocket} mode 600 level admin

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout tunnel 1h
  timeout http-request 10s

frontend api
  bind ${GATEWAY}:${BALANCER_PORT}
  use_backend sockets if { hdr(upgrade) -i websocket }
  default_backend hosts

# Websockets in a backend of their own, so the harness can count each host's (socketCounts), balanced
# round robin by default. CHAOS_SOCKET_BALANCE=leastconn sends the sockets of a host going away to the
# host that came back last, which holds none: measured in docs/chaos.md, its cold start then takes the
# whole catch-up at once.
backend sockets
  balance ${process.env.CHAOS_SOCKET_BALANCE ?? 'roundrobin'}
${HOSTS.map((h) => `  server ${h} ${addressOf(h)}:${API_PORT} track hosts/${h}`).join('\n')}

backend hosts
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A dead host refuses the check at once, a host without its database answers 503 within 2 s
  # and a host that is stopping answers 503 at once; a host slow to answer is busy, not gone:
  # taking it out moves its load onto the others, which then time out in turn (CHAOS_CHECK_TIMEOUT).
  timeout check ${process.env.CHAOS_CHECK_TIMEOUT ?? '30s'}
  default-server inter 500ms fastinter 500ms downinter 500ms fall 3 rise 2
${HOSTS.map((h) => `  server ${h} ${addressOf(h)}:${API_PORT} check`).join('\n')}
`);
    const logFile = path.join(this.dir, 'haproxy.log');
    const fd = fs.openSync(logFile, 'a');
    const child = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', fd, fd], detached: true });
    fs.closeSync(fd);
    child.label = 'haproxy';
    child.output = () => fs.readFileSync(logFile, 'utf8').slice(-4000);
    this.children.push(child);
    this.haproxy = child;
    for (let i = 0; i < 40 && !fs.existsSync(this.statsSocket); i++) await sleep(100);
  }

  /** HAProxy's view of each host: { h1: 'UP' | 'DOWN' | ... }. */
  async serverStates() {
    const checks = await this.serverChecks();
    return Object.fromEntries(Object.entries(checks).map(([h, c]) => [h, c.status]));
  }

  /** HAProxy's view of each host with its last health check: { h1: { status: 'DOWN', check: 'L7TOUT', code: '' } }. */
  async serverChecks() {
    const states = {};
    for (const row of await this.stats()) {
      if (row.pxname === 'hosts' && HOSTS.includes(row.svname)) states[row.svname] = { status: row.status, check: row.check_status, code: row.check_code };
    }
    return states;
  }

  /** The websockets each host holds now, as HAProxy counts them: { h1: 333, ... }. */
  async socketCounts() {
    const counts = {};
    for (const row of await this.stats()) if (row.pxname === 'sockets' && HOSTS.includes(row.svname)) counts[row.svname] = Number(row.scur);
    return counts;
  }

  /** HAProxy's `show stat`, a row object per proxy and server. */
  stats() {
    return new Promise((resolve) => {
      const sock = net.connect(this.statsSocket);
      let text = '';
      sock.on('data', (d) => (text += d));
      sock.on('error', () => resolve([]));
      sock.on('end', () => {
        const lines = text.trim().split('\n');
        const header = lines[0].replace(/^# /, '').split(',');
        resolve(lines.slice(1).map((line) => {
          const f = line.split(',');
          return Object.fromEntries(header.map((name, i) => [name, f[i]]));
        }));
      });
      sock.end('show stat\n');
    });
  }

  // ------------------------------------------------------------ the API hosts

  apiEnv(extra) {
    this.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
    return { ...this.env, DATABASE_URL, PORT: String(API_PORT), HOST: '0.0.0.0', NODE_ENV: 'production', WEB_CONCURRENCY: '2', DATABASE_POOL_MAX: '8', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn',
      // Every simulated client arrives from the balancer's one address: the per-address limits are scaled for a crowd behind it.
      RATE_LIMIT_SCALE: '1000', TRUST_PROXY: GATEWAY, SHUTDOWN_DELAY_SECONDS: '2', PUBLIC_URL: BALANCER,
      // The load's callers give up after 20 s (load.mjs): a request that waited longer for its turn is not worked.
      API_QUEUE_PATIENCE_SECONDS: '25', ...extra };
  }

  /** One host's API: the product's production start (node server/dist/main.js, as npm start), 2 processes. */
  startHost(host, main, extraEnv = {}) {
    // CHAOS_CPU_PROFILE=dir: every API process writes a V8 CPU profile there when it exits (the hosts are stopped with SIGTERM at the end).
    const profile = process.env.CHAOS_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAOS_CPU_PROFILE}`] : [];
    const child = this.spawnIn(host, host, [process.execPath, '--max-semi-space-size=32', ...profile], [main], this.apiEnv(extraEnv));
    this.hosts.set(host, child);
    return child;
  }

  async waitHostReady(host, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`http://${addressOf(host)}:${API_PORT}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        /* not yet */
      }
      const child = this.hosts.get(host);
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`${host} exited:\n${child.output()}`);
      await sleep(250);
    }
    throw new Error(`${host} did not become ready:\n${this.hosts.get(host)?.output()}`);
  }

  /** SIGTERM to the host's primary process (a deploy's stop), resolving when every process of it has exited. */
  stopHost(host) {
    const child = this.hosts.get(host);
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  // ------------------------------------------------------------ teardown

  teardown() {
    for (const name of Object.keys(ADDRESS)) this.killNamespace(name);
    for (const c of this.children) {
      try {
        if (c.exitCode === null) process.kill(c.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    Topology.teardownNetwork();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** The namespaces and the bridge removed (their processes killed first), whoever made them. */
  static teardownNetwork() {
    for (const name of Object.keys(ADDRESS)) {
      const pids = sh('ip', ['netns', 'pids', ns(name)], { quiet: true }).split(/\s+/).filter(Boolean);
      for (const pid of pids) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          /* gone */
        }
      }
      sh('ip', ['netns', 'del', ns(name)], { quiet: true });
      sh('ip', ['link', 'del', `chx-${name}`], { quiet: true });
    }
    sh('ip', ['link', 'del', BRIDGE], { quiet: true });
    // The FORWARD rule network() added (as often as a killed run left it).
    for (let i = 0; i < 10 && iptablesHasChaosRule(); i++) {
      sh('iptables', ['-D', 'FORWARD', '-i', BRIDGE, '-o', BRIDGE, '-j', 'ACCEPT', '-m', 'comment', '--comment', 'chaos-harness'], { quiet: true });
    }
  }
}

/** Whether the FORWARD chain still holds the harness's rule. */
function iptablesHasChaosRule() {
  return sh('iptables', ['-S', 'FORWARD'], { quiet: true }).includes('chaos-harness');
}
