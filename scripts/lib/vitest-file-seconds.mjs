// A vitest reporter for `npm test`'s summary: each test file's seconds from its preparation to its last
// hook (imports and beforeAll included, which vitest's JSON report leaves out), written as JSON to the file
// VITEST_FILE_SECONDS names.
import { writeFileSync } from 'node:fs';

export default class FileSecondsReporter {
  onTestRunEnd(testModules) {
    const file = process.env.VITEST_FILE_SECONDS;
    if (!file) return;
    const seconds = {};
    for (const testModule of testModules) {
      const time = testModule.diagnostic();
      const ms = time.environmentSetupDuration + time.prepareDuration + time.setupDuration + time.collectDuration + time.duration;
      seconds[testModule.moduleId] = ms / 1000;
    }
    writeFileSync(file, JSON.stringify(seconds));
  }
}
