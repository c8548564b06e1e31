// Scans a log file (NDJSON, as a test run writes it with PETAL_TEST_LOG) for what must never be
// logged: e-mail addresses, tokens, gift-card and discount codes, passwords, SQL parameters,
// cookies and authorization headers. Exits 1 and lists the lines (with the finds masked) when it
// finds any, 2 when there is nothing to scan. Usage: node scripts/scan-logs.mjs <file>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GIFT = '[2-9A-HJ-NP-Z]';

/** Patterns found anywhere in a line's text. */
const textRules = [
  ['e-mail address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g],
  ['JWT', /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}/g],
  ['bearer token', /\bbearer\s+[A-Za-z0-9._~+/=-]{8,}/gi],
  // Refresh, reset, verification and invitation tokens: 32 random bytes as base64url.
  [
    'random token',
    /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
  ],
  ['gift-card code', new RegExp(`(?<![A-Za-z0-9])(?:${GIFT}{4}-){3}${GIFT}{4}(?![A-Za-z0-9])`, 'g')],
  ['gift-card code', new RegExp(`(?<![A-Za-z0-9_])(?=${GIFT}*\\d)${GIFT}{16}(?![A-Za-z0-9_])`, 'g')],
  ['password hash', /\$argon2(?:id|i|d)\$[^\s"]+/g],
  // Drizzle's "Failed query: …\nparams: …" (the newline is written as \n in JSON).
  ['SQL parameters', /(?:\\n|\b)params:\s*[^"\s][^"]*/g],
  ['authorization header', /\bauthorization:\s*\S+/gi],
  ['cookie header', /\b(?:set-)?cookie:\s*\S+/gi],
];

/** Fields whose mere presence with a value is a leak. */
const secretKeys =
  /^(?:password|newPassword|currentPassword|passwordHash|token|refreshToken|accessToken|secret|authorization|cookie|set-cookie|email|to|recipient)$/i;
const parameterKeys = /^(?:params|parameters)$/i;
const codeKeys = /^(?:code|discountCode|giftCardCode)$/i;

/**
 * A `code` field is most often an error's code: ours (UPPER_SNAKE), Node's and nodemailer's
 * (ENOENT, EAUTH, ERR_…), PostgreSQL's (five characters, a digit among them), a provider's
 * (lower case). Anything else there may be a discount code somebody typed.
 */
const errorCode =
  /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|CONFLICT|E[A-Z]{3,}|ERR_[A-Z0-9_]+|(?=.*\d)[0-9A-Z]{5}|[a-z][a-z0-9_.-]*|\d+)$/;

/** Passwords the tests sign up with: in a test run's log, any of them is a leak. */
export function fixturePasswords(root) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(test\.ts|ts)$/.test(entry.name) && full.includes(`${path.sep}src${path.sep}`)) {
        const text = readFileSync(full, 'utf8');
        for (const match of text.matchAll(/(?:password|PASSWORD)\w*['"]?\s*[:=]\s*'([^']{8,})'/g)) {
          if (!/\s/.test(match[1] ?? '')) found.add(match[1]);
        }
      }
    }
  };
  walk(path.join(root, 'server', 'src'));
  return [...found];
}

function fieldFinds(value, key, finds) {
  if (Array.isArray(value)) {
    if (parameterKeys.test(key) && value.length > 0)
      finds.push({ rule: 'SQL parameters', text: JSON.stringify(value) });
    for (const item of value) fieldFinds(item, key, finds);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [inner, innerValue] of Object.entries(value)) fieldFinds(innerValue, inner, finds);
    return;
  }
  if (typeof value !== 'string' || value === '' || value === '[Redacted]') return;
  if (secretKeys.test(key)) finds.push({ rule: `field "${key}"`, text: value });
  else if (codeKeys.test(key) && !errorCode.test(value))
    finds.push({ rule: 'discount or gift-card code', text: value });
}

/** What is wrong with one log line: [{ rule, text }], empty when it is clean. */
export function findLeaks(line, passwords = []) {
  const finds = [];
  for (const [rule, pattern] of textRules) {
    for (const match of line.matchAll(pattern)) finds.push({ rule, text: match[0] });
  }
  for (const password of passwords)
    if (line.includes(password)) finds.push({ rule: 'fixture password', text: password });
  try {
    fieldFinds(JSON.parse(line), '', finds);
  } catch {
    // Not JSON: the text rules have seen it.
  }
  return finds;
}

/** The line with every find masked, short enough to read in a CI log. */
export function redact(line, finds) {
  let masked = line;
  for (const { rule, text } of finds) masked = masked.split(text).join(`[${rule}]`);
  return masked.length > 400 ? `${masked.slice(0, 400)}…` : masked;
}

export function scanLog(text, passwords = []) {
  const lines = text.split('\n').filter((line) => line.trim());
  const leaks = [];
  lines.forEach((line, index) => {
    const finds = findLeaks(line, passwords);
    if (finds.length > 0)
      leaks.push({
        number: index + 1,
        rules: [...new Set(finds.map((f) => f.rule))],
        line: redact(line, finds),
      });
  });
  return { lines: lines.length, leaks };
}

function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/scan-logs.mjs <log file>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { lines, leaks } = scanLog(readFileSync(file, 'utf8'), fixturePasswords(root));
  if (lines === 0) {
    console.error(`${file}: no log lines to scan (was PETAL_TEST_LOG set for the run?)`);
    process.exit(2);
  }
  if (leaks.length === 0) {
    console.log(`${file}: ${lines} lines, nothing personal or secret`);
    return;
  }
  console.error(`${file}: ${leaks.length} of ${lines} lines carry what a log must not:`);
  for (const leak of leaks.slice(0, 200))
    console.error(`  line ${leak.number} (${leak.rules.join(', ')}): ${leak.line}`);
  if (leaks.length > 200) console.error(`  … and ${leaks.length - 200} more`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
