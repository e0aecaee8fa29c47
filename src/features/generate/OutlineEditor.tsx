import { useId, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { addTopic, describeOutlineProblem, moveTopic, outlineProblems, removeTopic, renameTopic, setTopicOverview, MAX_OUTLINE_TOPICS } from '../../core/outline/edit';
import type { OutlineTopic } from '../../core/schemas/outline';
import { commitTopics, type OutlineDraft } from '../../state/create-form';
import { TopicDataPreview } from './TopicData';

/** Puts focus back on an element after React has re-ordered or re-rendered the rows. */
function refocus(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The outline's topics, editable before approval: heading and overview
 * inline, move up/down (buttons or Alt+Arrow
 * keys), add and delete. Every change is a pure function of
 * core/outline/edit.ts applied through commitTopics; rows are keyed by
 * topic id, so a moved row keeps its inputs (and focus is put back).
 */
export function OutlineEditor({ outline }: { outline: OutlineDraft }) {
  const snap = useSnapshot(outline);
  const prefix = useId();
  const count = snap.topics.length;
  const headingId = (topicId: string): string => `${prefix}-${topicId}-heading`;

  const move = (from: number, to: number, focusId: string): void => {
    if (to < 0 || to >= count) return;
    commitTopics(outline, (topics) => moveTopic(topics, from, to));
    refocus(focusId);
  };
  const remove = (index: number): void => {
    const neighbour = snap.topics[index + 1] ?? snap.topics[index - 1];
    commitTopics(outline, (topics) => removeTopic(topics, index));
    refocus(neighbour ? headingId(neighbour.topic_id) : `${prefix}-add`);
  };
  const add = (): void => {
    commitTopics(outline, (topics) => addTopic(topics, ''));
    const added = outline.topics.at(-1);
    if (added) refocus(headingId(added.topic_id));
  };

  return (
    <div>
      <p id={`${prefix}-help`} className="m-0 mb-3 text-xs text-slate-500">
        Edit headings and overviews directly. Reorder with the arrow buttons or Alt+Arrow Up/Down.
      </p>
      <ol className="m-0 grid list-none gap-3 p-0" aria-describedby={`${prefix}-help`}>
        {snap.topics.map((topic, index) => {
          const proxyTopic = outline.topics[index];
          if (!proxyTopic) return null;
          return (
            <TopicRow
              key={topic.topic_id}
              topic={proxyTopic}
              outline={outline}
              index={index}
              count={count}
              idPrefix={`${prefix}-${topic.topic_id}`}
              onMove={(to, focusId) => move(index, to, focusId)}
              onDelete={() => remove(index)}
            />
          );
        })}
      </ol>
      <button type="button" id={`${prefix}-add`} className="btn-ghost mt-3 border border-dashed border-slate-300" disabled={count >= MAX_OUTLINE_TOPICS} onClick={add}>
        <span aria-hidden="true">+</span> Add topic
      </button>
      <OutlineProblems outline={outline} />
    </div>
  );
}

interface TopicRowProps {
  topic: OutlineTopic;
  outline: OutlineDraft;
  index: number;
  count: number;
  idPrefix: string;
  onMove(to: number, focusId: string): void;
  onDelete(): void;
}

function TopicRow({ topic, outline, index, count, idPrefix, onMove, onDelete }: TopicRowProps) {
  // sync: controlled inputs must see each keystroke at once, or the caret jumps.
  const snap = useSnapshot(topic, { sync: true });
  const n = index + 1;
  const blank = snap.heading.trim() === '';
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>): void => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const focused = document.activeElement?.id;
    onMove(e.key === 'ArrowUp' ? index - 1 : index + 1, focused || `${idPrefix}-heading`);
  };
  return (
    <li onKeyDown={onKeyDown} data-testid="outline-topic" className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-2 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700">
          {n}
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <input
            id={`${idPrefix}-heading`}
            aria-label={`Topic ${n} heading`}
            aria-invalid={blank || undefined}
            placeholder="Topic heading"
            value={snap.heading}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base font-semibold text-slate-900 aria-[invalid]:border-red-400"
            onChange={(e) => commitTopics(outline, (topics) => renameTopic(topics, index, e.currentTarget.value))}
          />
          <textarea
            id={`${idPrefix}-overview`}
            aria-label={`Topic ${n} overview`}
            placeholder="What this slide covers"
            rows={2}
            value={snap.overview}
            className="w-full resize-y rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700"
            onChange={(e) => commitTopics(outline, (topics) => setTopicOverview(topics, index, e.currentTarget.value))}
          />
          {snap.data && topic.data && <TopicDataPreview data={topic.data} topicNumber={n} />}
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <button type="button" id={`${idPrefix}-up`} className="btn-ghost px-2 py-1" aria-label={`Move topic ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1, `${idPrefix}-up`)}>
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            id={`${idPrefix}-down`}
            className="btn-ghost px-2 py-1"
            aria-label={`Move topic ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, `${idPrefix}-down`)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className="btn-ghost px-2 py-1 text-red-700" aria-label={`Delete topic ${n}`} onClick={onDelete}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** Why Continue to Visuals is unavailable, next to the list it is about. */
function OutlineProblems({ outline }: { outline: OutlineDraft }) {
  const snap = useSnapshot(outline);
  const problems = outlineProblems(snap.topics, { allowEmpty: snap.titleOnly });
  return (
    <div role="status" aria-live="polite">
      {problems.length > 0 && (
        <ul className="m-0 mt-3 list-disc pl-5 text-sm text-red-700">
          {problems.map((problem) => {
            const text = describeOutlineProblem(problem);
            return <li key={text}>{text}</li>;
          })}
        </ul>
      )}
    </div>
  );
}
