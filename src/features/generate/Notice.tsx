import { useSnapshot } from 'valtio';
import type { CreateFormState } from '../../state/create-form';

/** The flow's refusal of the last action (credits, not ready, storage), announced when it appears. */
export function Notice({ form }: { form: CreateFormState }) {
  const { notice } = useSnapshot(form);
  // The live region stays in the page so a new text is announced, not just inserted.
  return (
    <div role="alert" className={notice ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800' : 'sr-only'}>
      {notice}
    </div>
  );
}
