import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Pino's numeric levels of the names LOG_LEVEL takes. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** One descriptor a process for the test log: every app of a test worker appends to it. */
const openLogFiles = new Map<string, number>();

function testLogFile(file: string): number {
  let fd = openLogFiles.get(file);
  if (fd === undefined) {
    fd = fs.openSync(file, 'a', 0o600);
    openLogFiles.set(file, fd);
  }
  return fd;
}

/**
 * A stream that appends every line to the test log (one write each, so lines of several workers
 * never interleave) and passes the lines at `level` and up on to where they would have gone.
 */
function teeToTestLog(file: string, onward: NodeJS.WritableStream | undefined, level: number) {
  const fd = testLogFile(file);
  return new Writable({
    write(chunk, _encoding, done) {
      const text = String(chunk);
      fs.writeSync(fd, text.endsWith('\n') ? text : `${text}\n`);
      const lineLevel = Number(/"level":(\d+)/.exec(text)?.[1] ?? 0);
      if (!onward || lineLevel < level) return done();
      onward.write(chunk) ? done() : onward.once('drain', () => done());
    },
  });
}

/**
 * The app's logger: the configured level to stdout (or a test's stream), or nothing; with a test
 * log (PETAL_TEST_LOG) every app also writes debug and up there, even one built without a logger,
 * so that one scan of a whole test run shows whether anything personal reached a log.
 */
export function appLoggerOptions({
  config,
  logger,
  logStream,
}: {
  config: Config;
  logger: boolean;
  logStream?: NodeJS.WritableStream;
}): FastifyServerOptions['logger'] {
  if (config.testLogFile) {
    const onward = logger ? (logStream ?? process.stdout) : undefined;
    const level = LEVELS[config.logLevel] ?? Number.POSITIVE_INFINITY;
    return { level: 'debug', stream: teeToTestLog(config.testLogFile, onward, level) };
  }
  return logger ? { level: config.logLevel, ...(logStream && { stream: logStream }) } : false;
}
