/**
 * The two ways the command line fails, kept apart because they exit
 * differently: a usage error (bad flags, exit 2, usage text follows) and a
 * runtime failure (missing file, generator or export failure, exit 1).
 */

/** Exit codes: 0 ok, 1 runtime failure, 2 usage error. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** The command line was used wrongly; the message says how, the usage text follows. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Something went wrong while running a well-formed command; the message is for the user. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** The message of a thrown value, never empty. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Unknown error';
}
