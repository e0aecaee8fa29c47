/**
 * Passcodes of local accounts: salted PBKDF2-HMAC-SHA256 through WebCrypto.
 * The iteration count is stored inside the hash string so it can be raised
 * later without breaking accounts created today.
 */

/**
 * OWASP's 2021 figure for PBKDF2-HMAC-SHA256. Their 2023 figure (600k) took
 * over 3 s per sign-in on a slow 2-core machine; the count travels with each
 * hash, so it can be raised for new passcodes without breaking old ones.
 */
export const PBKDF2_ITERATIONS = 310_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = 'pbkdf2-sha256';

export interface PasscodeHash {
  /** `pbkdf2-sha256$<iterations>$<base64 digest>` */
  hash: string;
  /** base64 of the random salt */
  salt: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(passcode: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(passcode), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Hashes a passcode with a fresh random salt. */
export async function hashPasscode(passcode: string, iterations = PBKDF2_ITERATIONS): Promise<PasscodeHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const digest = await derive(passcode, salt, iterations);
  return { hash: `${PREFIX}$${iterations}$${toBase64(digest)}`, salt: toBase64(salt) };
}

/** Compares every byte, so the time taken does not reveal how much of a guess matched. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Whether `passcode` matches a stored hash; a malformed hash never matches. */
export async function verifyPasscode(passcode: string, stored: PasscodeHash): Promise<boolean> {
  const [prefix, iterText, digestText] = stored.hash.split('$');
  const iterations = Number(iterText);
  if (prefix !== PREFIX || !Number.isInteger(iterations) || iterations < 1 || digestText === undefined) return false;
  try {
    const expected = fromBase64(digestText);
    const actual = await derive(passcode, fromBase64(stored.salt), iterations);
    return sameBytes(actual, expected);
  } catch {
    return false;
  }
}
