/**
 * Jest's default runner, in one worker: the files of a project that names this runner run one
 * after another (Jest's scheduler runs a runner with `isSerial` in band, after or before the
 * other runners' files, never alongside them). The browser suites use it: each starts the app
 * and a Chromium, and under the full suite's parallel load they starved each other (jest.config.js).
 */
const TestRunner = require('jest-runner').default;

class SerialRunner extends TestRunner {
  constructor(...args) {
    super(...args);
    // A field of the base class (undefined there), so set on the instance.
    this.isSerial = true;
  }
}

module.exports = SerialRunner;
