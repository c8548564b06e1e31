// Sums the JSON reports of the vitest and Playwright runs into the one closing line CI reads.
// A suite whose report is missing counts as one failure: it did not run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { slowestFiles } from './slowest-tests.mjs';

const dir = process.argv[2] ?? '.ci-results';
const suites = [
  ['unit (embedded)', 'unit.json', 'vitest'],
  ['server (PostgreSQL)', 'postgres.json', 'vitest'],
  ['browser (Chromium)', 'e2e.json', 'playwright'],
  ['faults on purpose', 'chaos.json', 'chaos'],
];

let passed = 0;
let failed = 0;
for (const [name, file, kind] of suites) {
  const full = path.join(dir, file);
  if (!existsSync(full)) {
    console.log(`${name}: no report (did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(full, 'utf8'));
  const counts =
    kind === 'chaos'
      ? {
          passed: report.checks.filter((check) => check.held).length,
          failed: report.checks.filter((check) => !check.held).length,
        }
      : kind === 'vitest'
        ? {
            passed: report.numPassedTests,
            failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
          }
        : {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected + (report.errors?.length ?? 0),
          };
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
  // A browser test that passed only on its retry passed, but it is not deterministic: named here.
  if (kind === 'playwright')
    for (const title of retriedTitles(report)) console.log(`  passed on its retry only: ${title}`);
  passed += counts.passed;
  failed += counts.failed;
}
/** "file › title (project)" of every Playwright test whose outcome was flaky. */
function retriedTitles(report) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') titles.push(`${spec.file} › ${spec.title} (${test.projectName})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

console.log('The ten slowest test files (seconds, a browser file per project, all its tries):');
for (const { suite, file, seconds } of slowestFiles(dir)) {
  console.log(`${seconds.toFixed(1).padStart(7)}  ${suite.padEnd(8)}  ${file}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
