#!/usr/bin/env node
/**
 * npm run test:stress: the browser suites (Jest project e2e) STRESS_RUNS times (default 5)
 * while a CPU burner spins on the machine's other cores (STRESS_BURNERS child processes,
 * default one fewer than the cores, at least one; each at nice 0), then a table of how many
 * runs each test failed in, read from Jest's JSON results. A test that fails here is fixed, or
 * quarantined with its reason in docs/testing.md; nothing is retried. The built client is served
 * by the tests: run after `npm run build` (the npm script builds first).
 *
 * Further arguments go to Jest (e.g. a path pattern: `npm run test:stress -- accessibility`).
 * Exit status 1 when any test failed in any run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Math.max(1, Number(process.env.STRESS_RUNS ?? 5) || 5);
const cores = os.availableParallelism?.() ?? os.cpus().length;
const burnerCount = Math.max(1, Number(process.env.STRESS_BURNERS ?? cores - 1) || 1);
const jestArgs = process.argv.slice(2);

if (!fs.existsSync(path.join(root, 'client/dist/index.html')) || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('The client and server are not built: run `npm run build` first (npm run test:stress does).');
  process.exit(2);
}

/** A process that keeps one core busy, at nice 0 (as busy as the tests' own processes). */
function startBurner() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    os.setPriority(child.pid, 0);
  } catch {
    // Already at 0 unless this script runs niced; raising priority needs privileges.
  }
  return child;
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stress-'));
/** test name -> { runs, failed, firstError } */
const tests = new Map();
const seen = (name) => {
  if (!tests.has(name)) tests.set(name, { runs: 0, failed: 0, firstError: '' });
  return tests.get(name);
};

function runJest(i) {
  const file = path.join(out, `run-${i}.json`);
  // Jest's own arguments first: --selectProjects takes every word after it as a project name.
  const args = [path.join(root, 'node_modules/jest/bin/jest.js'), ...jestArgs, '--json', `--outputFile=${file}`, '--selectProjects', 'e2e'];
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
    child.on('exit', (code) => resolve({ code, file, seconds: Math.round((Date.now() - t0) / 1000) }));
  });
}

function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const clean = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (clean.split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('●')) ?? '').slice(0, 220);
}

function record(file) {
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of result.testResults) {
    const rel = path.relative(root, suite.name);
    if (suite.assertionResults.length === 0 || suite.testExecError) {
      // The file failed outside its tests (beforeAll, import, crash): counted as its own line.
      const entry = seen(`${rel} (file)`);
      entry.runs++;
      if (suite.status === 'failed') {
        entry.failed++;
        entry.firstError ||= firstLine(suite.failureMessage ?? suite.message);
      }
    }
    for (const t of suite.assertionResults) {
      const entry = seen(`${rel} > ${t.fullName}`);
      if (t.status === 'pending' || t.status === 'skipped' || t.status === 'todo') continue;
      entry.runs++;
      if (t.status === 'failed') {
        entry.failed++;
        entry.firstError ||= firstLine(t.failureMessages?.[0]);
      }
    }
  }
  return result;
}

const burners = Array.from({ length: burnerCount }, startBurner);
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`stress: ${runs} run(s) of the browser suites, ${burnerCount} CPU burner(s) on ${cores} core(s); Jest results in ${out}`);
const summary = [];
for (let i = 1; i <= runs; i++) {
  console.log(`\n== stress run ${i}/${runs}`);
  const { code, file, seconds } = await runJest(i);
  if (!fs.existsSync(file)) {
    summary.push(`run ${i}: jest exited ${code} in ${seconds}s without results`);
    seen('(jest run, no results)').runs++;
    seen('(jest run, no results)').failed++;
    continue;
  }
  const r = record(file);
  summary.push(`run ${i}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numFailedTestSuites} file(s) failed, ${seconds}s (jest exit ${code})`);
}
stopBurners();

const rows = [...tests.entries()].sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]));
const width = Math.min(110, Math.max(...rows.map(([n]) => n.length), 4));
console.log(`\n${summary.join('\n')}\n`);
console.log(`| ${'test'.padEnd(width)} | failed | runs |`);
console.log(`| ${'-'.repeat(width)} | ------ | ---- |`);
for (const [name, t] of rows) console.log(`| ${(name.length > width ? name.slice(0, width - 1) + '…' : name).padEnd(width)} | ${String(t.failed).padStart(6)} | ${String(t.runs).padStart(4)} |`);
const failing = rows.filter(([, t]) => t.failed > 0);
if (failing.length) {
  console.log('\nfirst error of each failing test:');
  for (const [name, t] of failing) console.log(`- ${name}: ${t.firstError}`);
}
console.log(`\n${failing.length ? `${failing.length} test(s) failed in at least one run` : `every test passed in all ${runs} runs`}`);
process.exit(failing.length ? 1 : 0);
