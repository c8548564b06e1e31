import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 is argon2id; the cost parameters are the library's defaults (OWASP's minimum).
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// Verifying against this keeps "unknown user" as slow as "wrong password", so timing tells nothing.
const dummyHash = hashPassword('petal-timing-equaliser');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// Only sign-ups and password changes need the list: it is unpacked on the first of them, not at
// every start (a few MB that an idle server would hold for nothing, docs/decisions/030).
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );

/** The rules of the server beyond length: not common, not the e-mail. Returns what to fix, or null. */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  const lower = password.toLowerCase();
  commonPasswords ??= loadCommonPasswords();
  if ((await commonPasswords).has(lower))
    return 'This password is too common; choose one that is harder to guess';
  const normalisedEmail = email.trim().toLowerCase();
  const localPart = normalisedEmail.split('@')[0] ?? '';
  if (
    lower === normalisedEmail ||
    lower.includes(normalisedEmail) ||
    (localPart.length >= 4 && lower.includes(localPart))
  ) {
    return 'Your password must not contain your e-mail address';
  }
  return null;
}
