import { useEffect, useState } from 'react';
import { Typewriter } from '../../ui/Typewriter';
import { DemoLayout, Panel } from './DemoLayout';
import { AUTO_ADVANCE_MS, DEMO_DESCRIPTION_MS, DEMO_TITLE_MS } from './timings';

const SLIDES = [
  { title: 'Coral Reefs', description: 'Rainforests of the sea: less than one percent of the ocean floor, home to about a quarter of all marine species.' },
  { title: 'Why They Matter', description: 'Reefs protect coastlines from storms, feed hundreds of millions of people and support tourism worth billions every year.' },
  { title: 'What Threatens Them', description: 'Warming water causes bleaching, while pollution, overfishing and acidification make recovery slower each time.' },
] as const;

type Phase = 'title' | 'description' | 'done';

/**
 * /typewriter-demo-old: the earlier sequence demo. Each slide types its title,
 * then its description, and the deck moves on by itself 1.2 s later.
 */
export function TypewriterSequence() {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('title');
  const [run, setRun] = useState(0);
  const slide = SLIDES[index] ?? SLIDES[0];
  const last = index === SLIDES.length - 1;

  useEffect(() => {
    if (phase !== 'done' || last) return undefined;
    const timer = setTimeout(() => {
      setIndex((i) => i + 1);
      setPhase('title');
    }, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [phase, last]);

  const go = (i: number) => {
    setIndex(i);
    setPhase('title');
    setRun((r) => r + 1);
  };

  return (
    <DemoLayout
      title="Typewriter sequence (original demo)"
      description={`Three slides typed one after another: titles in ${DEMO_TITLE_MS / 1000} s, descriptions in ${DEMO_DESCRIPTION_MS / 1000} s, then the next slide ${AUTO_ADVANCE_MS / 1000} s later.`}
    >
      <Panel
        title={`Slide ${index + 1} of ${SLIDES.length}`}
        actions={
          <div className="flex gap-2">
            <button type="button" className="btn-ghost border border-slate-200" disabled={index === 0} onClick={() => go(index - 1)}>Previous</button>
            <button type="button" className="btn-ghost border border-slate-200" disabled={last} onClick={() => go(index + 1)}>Next</button>
            <button type="button" className="btn-primary" onClick={() => go(0)}>Restart</button>
          </div>
        }
      >
        <div key={`${run}-${index}`} className="flex aspect-video flex-col justify-center rounded-xl bg-gradient-to-br from-cyan-700 via-sky-800 to-indigo-900 p-[6%] text-white">
          <Typewriter as="h2" text={slide.title} timing={{ durationMs: DEMO_TITLE_MS }} onDone={() => setPhase('description')} className="m-0 text-[clamp(24px,4vw,44px)] font-bold" />
          {phase !== 'title' && (
            <Typewriter as="p" text={slide.description} timing={{ durationMs: DEMO_DESCRIPTION_MS }} onDone={() => setPhase('done')} className="mb-0 mt-4 max-w-3xl text-[clamp(15px,2vw,22px)] leading-relaxed text-sky-100" />
          )}
        </div>
        <ol className="mb-0 mt-4 flex list-none gap-2 p-0" aria-label="Slides">
          {SLIDES.map((s, i) => (
            <li key={s.title} className={`h-1.5 flex-1 rounded-full ${i < index || (i === index && phase === 'done') ? 'bg-indigo-500' : i === index ? 'bg-indigo-200' : 'bg-slate-200'}`}>
              <span className="sr-only">{s.title}{i === index ? ' (current)' : ''}</span>
            </li>
          ))}
        </ol>
      </Panel>
    </DemoLayout>
  );
}
