import { Writable } from 'node:stream';

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

/** A stream for the app's logger that keeps every line, parsed, for tests to read what was logged. */
export function captureLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}

/** Pino's numeric levels. */
export const LOG_LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
