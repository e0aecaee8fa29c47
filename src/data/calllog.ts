/**
 * The API call log: the console shows the latest 50 calls;
 * completed calls are kept up to 1000, the oldest pruned as new ones arrive.
 * The log is telemetry: a failed write is logged and never breaks a call.
 */
import { apiCallLogEntrySchema, API_CALL_LOG_LIMIT, COMPLETED_CALL_LOG_LIMIT, type ApiCallLogEntry, type ApiCallLogEntryInput } from '../core/schemas/telemetry';
import { getDb, type CallLogRow, type DecksmithDB } from './db';
import { guardWrite, WRITE_CALL_LOG_FAILED } from './errors';
import { keyField, parseRows } from './validate';

/** Stored entries carry Dexie's numeric id. */
export type CallLogEntry = ApiCallLogEntry & { id: number };

function isCompleted(row: CallLogRow): boolean {
  return row.status !== 'pending';
}

/** Typed access to the `calllog` table. */
export class CallLogRepository {
  constructor(private readonly db: DecksmithDB) {}

  /**
   * Adds an entry and prunes: completed entries beyond 1000 and pending ones
   * beyond 50 (left by closed tabs) go, oldest first. Returns the new id, or
   * undefined when the write failed (already logged).
   */
  async append(entry: ApiCallLogEntryInput): Promise<number | undefined> {
    const { id: _ignored, ...row } = apiCallLogEntrySchema.parse(entry);
    try {
      return await guardWrite(WRITE_CALL_LOG_FAILED, () =>
        this.db.transaction('rw', this.db.calllog, async () => {
          const id = await this.db.calllog.add(row as CallLogRow);
          await this.prune(true, COMPLETED_CALL_LOG_LIMIT);
          await this.prune(false, API_CALL_LOG_LIMIT);
          return id;
        }),
      );
    } catch {
      return undefined;
    }
  }

  /**
   * Adds several entries in one transaction, then prunes as {@link append}
   * does. Returns how many were added (0 when the write failed, logged).
   */
  async appendMany(entries: readonly ApiCallLogEntryInput[]): Promise<number> {
    if (entries.length === 0) return 0;
    const rows = entries.map((entry) => {
      const { id: _ignored, ...row } = apiCallLogEntrySchema.parse(entry);
      return row as CallLogRow;
    });
    try {
      return await guardWrite(WRITE_CALL_LOG_FAILED, () =>
        this.db.transaction('rw', this.db.calllog, async () => {
          await this.db.calllog.bulkAdd(rows);
          await this.prune(true, COMPLETED_CALL_LOG_LIMIT);
          await this.prune(false, API_CALL_LOG_LIMIT);
          return rows.length;
        }),
      );
    } catch {
      return 0;
    }
  }

  /** Records how a pending call ended; false when the entry is gone or the write failed. */
  async complete(id: number, outcome: Pick<ApiCallLogEntry, 'status' | 'responseTime' | 'details'>): Promise<boolean> {
    try {
      const updated = await guardWrite(WRITE_CALL_LOG_FAILED, () => this.db.calllog.update(id, outcome));
      return updated > 0;
    } catch {
      return false;
    }
  }

  /** The newest entries first, at most `limit` (the console's 50 by default). */
  async latest(limit: number = API_CALL_LOG_LIMIT): Promise<CallLogEntry[]> {
    const rows = await this.db.calllog.orderBy('timestamp').reverse().limit(limit).toArray();
    return parseRows(apiCallLogEntrySchema, rows, 'calllog', keyField('id')) as CallLogEntry[];
  }

  /** Completed entries, newest first. */
  async completed(limit: number = COMPLETED_CALL_LOG_LIMIT): Promise<CallLogEntry[]> {
    const rows = await this.db.calllog.orderBy('timestamp').reverse().filter(isCompleted).limit(limit).toArray();
    return parseRows(apiCallLogEntrySchema, rows, 'calllog', keyField('id')) as CallLogEntry[];
  }

  /** How many entries are stored. */
  async count(): Promise<number> {
    return this.db.calllog.count();
  }

  /** Empties the log. */
  async clear(): Promise<void> {
    await guardWrite(WRITE_CALL_LOG_FAILED, () => this.db.calllog.clear());
  }

  /**
   * Deletes the oldest rows beyond `keep` among completed or pending ones;
   * runs inside append's transaction. Counting by 'pending' alone and walking
   * the timestamp index avoids anyOf(), which is slow on large tables.
   */
  private async prune(completed: boolean, keep: number): Promise<void> {
    const pending = await this.db.calllog.where('status').equals('pending').count();
    const matching = completed ? (await this.db.calllog.count()) - pending : pending;
    const excess = matching - keep;
    if (excess <= 0) return;
    const keys = await this.db.calllog
      .orderBy('timestamp')
      .filter((row) => isCompleted(row) === completed)
      .limit(excess)
      .primaryKeys();
    await this.db.calllog.bulkDelete(keys);
  }
}

/** The call-log repository of `db` (the app's database by default). */
export function callLogRepository(db: DecksmithDB = getDb()): CallLogRepository {
  return new CallLogRepository(db);
}
