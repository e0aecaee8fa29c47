/**
 * The quick actions a slide can be asked, in the order the Ask box shows
 * them, and how a price reads. The labels are the buttons' names.
 */
import type { EditAction } from '../../protocol/edit';

export interface QuickAction {
  action: Exclude<EditAction, 'instruction' | 'translate'>;
  label: string;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { action: 'regenerate', label: 'Regenerate' },
  { action: 'shorter', label: 'Shorter' },
  { action: 'longer', label: 'Longer' },
  { action: 'simpler', label: 'Simpler' },
  { action: 'more-formal', label: 'More formal' },
  { action: 'add-example', label: 'Add an example' },
  { action: 'split', label: 'Split into two slides' },
  { action: 'steps', label: 'Turn into steps' },
  { action: 'timeline', label: 'Turn into a timeline' },
  { action: 'comparison', label: 'Turn into a comparison' },
  { action: 'speaker-notes', label: 'Write speaker notes' },
];

/** 'Free', '1 credit', '3 credits'. */
export function creditsText(credits: number): string {
  if (credits <= 0) return 'Free';
  return credits === 1 ? '1 credit' : `${credits} credits`;
}

/** How the user's words name an action, for the status line ('Shorter', 'Your instruction'). */
export function actionLabel(action: EditAction): string {
  if (action === 'instruction') return 'Your instruction';
  if (action === 'translate') return 'Translate';
  return QUICK_ACTIONS.find((a) => a.action === action)?.label ?? action;
}
