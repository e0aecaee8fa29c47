import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, hashPasscode, verifyPasscode } from './passcode';

const FAST = 1_000;

describe('passcode hashing', () => {
  it('uses PBKDF2-SHA256 with at least 100k iterations by default and never keeps the passcode', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    const stored = await hashPasscode('correct horse');
    expect(stored.hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{43}=$`));
    expect(stored.hash).not.toContain('correct horse');
    expect(stored.salt).not.toContain('correct horse');
    expect(atob(stored.salt)).toHaveLength(16);
    expect(await verifyPasscode('correct horse', stored)).toBe(true);
  });

  it('accepts the right passcode and refuses a wrong one', async () => {
    const stored = await hashPasscode('1234', FAST);
    expect(await verifyPasscode('1234', stored)).toBe(true);
    expect(await verifyPasscode('1235', stored)).toBe(false);
    expect(await verifyPasscode('', stored)).toBe(false);
  });

  it('salts every hash, so one passcode never gives the same hash twice', async () => {
    const a = await hashPasscode('same', FAST);
    const b = await hashPasscode('same', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('reads the iteration count from the stored hash', async () => {
    const stored = await hashPasscode('1234', 2_000);
    expect(stored.hash.startsWith('pbkdf2-sha256$2000$')).toBe(true);
    expect(await verifyPasscode('1234', stored)).toBe(true);
    // The same digest claimed under another count no longer matches.
    expect(await verifyPasscode('1234', { ...stored, hash: stored.hash.replace('$2000$', '$2001$') })).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    const stored = await hashPasscode('1234', FAST);
    for (const hash of ['', 'plain-1234', 'md5$1000$abc', 'pbkdf2-sha256$abc$xyz', 'pbkdf2-sha256$0$AAAA', 'pbkdf2-sha256$1000']) {
      expect(await verifyPasscode('1234', { ...stored, hash })).toBe(false);
    }
    expect(await verifyPasscode('1234', { ...stored, salt: '%%%not base64' })).toBe(false);
  });
});
