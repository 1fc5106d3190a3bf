/**
 * Jest's default runner for the browser suites: Jest's scheduler runs a runner with `isSerial`
 * after or before the other runners' files, never alongside them (under the full suite's
 * parallel load a page was starved of CPU by other suites). Within that turn its files run
 * `E2E_WORKERS` at a time (default 2: a browser suite waits on its page much of the time, so two
 * share a 2-core machine; 1 runs them one after another, in band).
 */
const TestRunner = require('jest-runner').default;

const workers = Math.max(1, Number(process.env.E2E_WORKERS || 2));

class SerialRunner extends TestRunner {
  constructor(globalConfig, ...rest) {
    super({ ...globalConfig, maxWorkers: Math.min(workers, globalConfig.maxWorkers) }, ...rest);
    // A field of the base class (undefined there), so set on the instance.
    this.isSerial = true;
  }

  runTests(tests, watcher, options) {
    return super.runTests(tests, watcher, { ...options, serial: workers === 1 || tests.length < 2 });
  }
}

module.exports = SerialRunner;
