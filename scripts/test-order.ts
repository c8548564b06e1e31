import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The order in which the test files start. A clean clone has no record of how long each file took,
 * so Vitest starts them by size, and the few that take half a minute or more (a server started in a
 * child process, a sweep of every route) could start last: the other workers then waited for them
 * with nothing to do (first-start.test.ts ran 50 s after the rest of its group had ended in one run).
 * These start first; the rest keep Vitest's order. A file slower than these belongs in the list.
 */
const SLOWEST = [
  'server/src/first-start.test.ts',
  'server/src/test/crash/crash-safety.test.ts',
  'server/src/test/sweeps/bad-input.test.ts',
  'server/src/backup/backup-cli.test.ts',
  'server/src/backup/backup-encrypted.test.ts',
  'server/src/modules/payments/money-reconciles.test.ts',
];

const rank = (file: TestSpecification) => SLOWEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slowest = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slowest, ...sorted.filter((file) => rank(file) < 0)];
  }
}
