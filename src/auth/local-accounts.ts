/**
 * The work behind local sign-in, loaded on first use so the app's first
 * screen does not carry the database and validation code.
 */
import { z } from 'zod';
import { UNEXPECTED_ERROR } from '../core/errors';
import type { DecksmithDB, ProfileRow } from '../data/db';
import { ProfileEmailTakenError, addProfile, findProfileByEmail, getProfile, listProfiles, markSignedIn } from '../data/profiles';
import {
  LOCAL_EMAIL_INVALID,
  LOCAL_EMAIL_TAKEN,
  LOCAL_NAME_REQUIRED,
  LOCAL_NO_ACCOUNT,
  LOCAL_PASSCODE_MIN,
  LOCAL_PASSCODE_REQUIRED,
  LOCAL_PASSCODE_TOO_SHORT,
  LOCAL_PASSCODE_WRONG,
} from './messages';
import { hashPasscode, verifyPasscode } from './passcode';
import type { AuthUser, LocalProfileSummary, NewLocalProfile } from './types';

export type AccountOutcome = { ok: true; user: AuthUser } | { ok: false; error: string };

const newProfileSchema = z.object({
  fullName: z.string().trim().min(1, LOCAL_NAME_REQUIRED),
  email: z.string().trim().pipe(z.email(LOCAL_EMAIL_INVALID)),
  // An empty passcode field means "no passcode".
  passcode: z
    .string()
    .optional()
    .transform((p) => (p === undefined || p === '' ? undefined : p))
    .pipe(z.string().min(LOCAL_PASSCODE_MIN, LOCAL_PASSCODE_TOO_SHORT).optional()),
});

function userOf(row: ProfileRow): AuthUser {
  return { id: row.id, email: row.email, fullName: row.fullName };
}

function failure(error: unknown): AccountOutcome {
  console.error('[auth] local account operation failed', error);
  return { ok: false, error: UNEXPECTED_ERROR };
}

/** Validates, hashes the passcode (if any) and stores a new account. */
export async function createAccount(input: NewLocalProfile, db?: DecksmithDB, iterations?: number): Promise<AccountOutcome> {
  const parsed = newProfileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? UNEXPECTED_ERROR };
  try {
    const { fullName, email, passcode } = parsed.data;
    const hashed = passcode === undefined ? undefined : await hashPasscode(passcode, iterations);
    return { ok: true, user: userOf(await addProfile({ fullName, email, passcode: hashed }, db)) };
  } catch (error) {
    if (error instanceof ProfileEmailTakenError) return { ok: false, error: LOCAL_EMAIL_TAKEN };
    return failure(error);
  }
}

/** Finds the account and checks its passcode when it has one. */
export async function checkAccount(email: string, passcode: string | undefined, db?: DecksmithDB): Promise<AccountOutcome> {
  try {
    const row = await findProfileByEmail(email, db);
    if (!row) return { ok: false, error: LOCAL_NO_ACCOUNT };
    if (row.passcodeHash !== undefined && row.passcodeSalt !== undefined) {
      if (passcode === undefined || passcode === '') return { ok: false, error: LOCAL_PASSCODE_REQUIRED };
      const matches = await verifyPasscode(passcode, { hash: row.passcodeHash, salt: row.passcodeSalt });
      if (!matches) return { ok: false, error: LOCAL_PASSCODE_WRONG };
    }
    await markSignedIn(row.id, Date.now(), db);
    return { ok: true, user: userOf(row) };
  } catch (error) {
    return failure(error);
  }
}

/** The account of a stored session id, or undefined when it is gone. */
export async function loadAccount(id: string, db?: DecksmithDB): Promise<AuthUser | undefined> {
  const row = await getProfile(id, db);
  return row ? userOf(row) : undefined;
}

export async function listAccounts(db?: DecksmithDB): Promise<LocalProfileSummary[]> {
  return (await listProfiles(db)).map((row) => ({
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    hasPasscode: row.passcodeHash !== undefined,
  }));
}
