import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes a sweep's figures as JSON: into SWEEP_REPORT_DIR if set, else into .ci-results when CI
 * made it, else the temporary folder. Answers the file's path.
 */
export function writeSweepReport(name: string, report: object): string {
  const dir = process.env.SWEEP_REPORT_DIR || (fs.existsSync('.ci-results') ? '.ci-results' : os.tmpdir());
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sweep-${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
