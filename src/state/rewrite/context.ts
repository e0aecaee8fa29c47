/** What the rewrite runner's parts share: its state, the editor, the call, the credits and the clock. */
import type { EditCall } from '../../api/edit';
import type { ExcerptQuery } from '../../core/source/types';
import type { Clock } from '../../lib/clock';
import type { Editor } from '../editor';
import type { RewriteLedger } from './ledger';
import type { RewriteState } from './types';

export interface RewriteContext {
  readonly state: RewriteState;
  readonly editor: Editor;
  readonly edit: EditCall;
  readonly ledger: RewriteLedger;
  readonly clock: Clock;
  readonly random: () => number;
  /** Passages of the open deck's source about a slide; none when the deck has no source (or it cannot be read). */
  excerpts(query: ExcerptQuery): Promise<string[]>;
}

export const CANCELLED = 'Cancelled.';
