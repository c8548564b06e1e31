// The ten slowest test files of a CI run, from the JSON reports of vitest and Playwright: where
// the minutes go (docs/performance.md, CI time).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Seconds per file of a vitest report: each file's results carry when it started and ended. */
function vitestFiles(report, suite) {
  return (report.testResults ?? []).map((file) => ({
    suite,
    file: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** Seconds per file of a Playwright report: the durations of every try of its tests, added up. */
function playwrightFiles(report, suite) {
  const totals = new Map();
  const walk = (node, file) => {
    const here = node.file ?? file;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const key = `${here} (${test.projectName})`;
        totals.set(key, (totals.get(key) ?? 0) + ms);
      }
    }
    for (const child of node.suites ?? []) walk(child, here);
  };
  for (const top of report.suites ?? []) walk(top, top.file);
  return [...totals].map(([file, ms]) => ({ suite, file, seconds: ms / 1000 }));
}

export function slowestFiles(dir, count = 10) {
  const read = (file) => {
    const full = path.join(dir, file);
    return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
  };
  const files = [];
  const unit = read('unit.json');
  const postgres = read('postgres.json');
  const browser = read('e2e.json');
  if (unit) files.push(...vitestFiles(unit, 'unit'));
  if (postgres) files.push(...vitestFiles(postgres, 'postgres'));
  if (browser) files.push(...playwrightFiles(browser, 'browser'));
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
