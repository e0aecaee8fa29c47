import { type DecksmithDB, type ProfileRow, getDb } from './db';

/**
 * Local (on-device) accounts. Only src/auth uses this repository; screens go
 * through the auth client and never see a passcode hash.
 */

export interface NewProfileRow {
  fullName: string;
  email: string;
  /** Already hashed by the caller (src/auth/passcode); never a plain passcode. */
  passcode?: { hash: string; salt: string };
}

/** Thrown when the e-mail already belongs to an account on this device. */
export class ProfileEmailTakenError extends Error {
  constructor(email: string) {
    super(`A local profile with the email ${email} already exists`);
    this.name = 'ProfileEmailTakenError';
  }
}

/** E-mails are compared trimmed and lower-cased, so 'Ada@X.org ' and 'ada@x.org' are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Adds an account; the unique e-mail index refuses a second one with the same address. */
export async function addProfile(input: NewProfileRow, db: DecksmithDB = getDb()): Promise<ProfileRow> {
  const now = Date.now();
  const row: ProfileRow = {
    id: crypto.randomUUID(),
    email: normaliseEmail(input.email),
    fullName: input.fullName.trim(),
    createdAt: now,
    lastSignedInAt: now,
    ...(input.passcode ? { passcodeHash: input.passcode.hash, passcodeSalt: input.passcode.salt } : {}),
  };
  try {
    await db.profiles.add(row);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConstraintError') throw new ProfileEmailTakenError(row.email);
    throw error;
  }
  return row;
}

export async function getProfile(id: string, db: DecksmithDB = getDb()): Promise<ProfileRow | undefined> {
  return db.profiles.get(id);
}

export async function findProfileByEmail(email: string, db: DecksmithDB = getDb()): Promise<ProfileRow | undefined> {
  return db.profiles.where('email').equals(normaliseEmail(email)).first();
}

/** Every account on this device, the most recently used first. */
export async function listProfiles(db: DecksmithDB = getDb()): Promise<ProfileRow[]> {
  const rows = await db.profiles.toArray();
  return rows.sort((a, b) => b.lastSignedInAt - a.lastSignedInAt);
}

export async function markSignedIn(id: string, at: number = Date.now(), db: DecksmithDB = getDb()): Promise<void> {
  await db.profiles.update(id, { lastSignedInAt: at });
}
