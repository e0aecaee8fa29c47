import { useState } from 'react';
import { DEFAULT_BLOCK_MS, DEMO_DURATION_RANGE, SPEED_MS_PER_WORD, type TypewriterSpeed } from '../../ui/Typewriter';
import { DemoLayout, Panel } from './DemoLayout';
import { TimedTypewriter } from './TimedTypewriter';
import { DEMO_DESCRIPTION_MS, DEMO_TITLE_MS } from './timings';

const TITLE = 'The Future of Urban Farming';
const DESCRIPTION =
  'Vertical farms, rooftop gardens and hydroponics are moving food production into cities, cutting transport, water use and waste while bringing fresh produce closer to the people who eat it.';

function ReplayButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn-ghost border border-slate-200" onClick={onClick}>
      Replay
    </button>
  );
}

/** /typewriter-demo: a slide typed at the demo timings, and a block typed at a chosen duration. */
export function TypewriterPlayground() {
  const [run, setRun] = useState(0);
  const [titleDone, setTitleDone] = useState(false);
  const [durationMs, setDurationMs] = useState(DEFAULT_BLOCK_MS);
  const [text, setText] = useState(DESCRIPTION);
  const [custom, setCustom] = useState(0);
  const replay = () => {
    setTitleDone(false);
    setRun((r) => r + 1);
  };
  return (
    <DemoLayout
      title="Typewriter demo"
      description={`Text typed word by word. The slide types its title in ${DEMO_TITLE_MS / 1000} s, then its description in ${DEMO_DESCRIPTION_MS / 1000} s. Below, pick any duration from ${DEMO_DURATION_RANGE.min / 1000} to ${DEMO_DURATION_RANGE.max / 1000} s.`}
    >
      <div className="space-y-6">
        <Panel title="Slide preview" actions={<ReplayButton onClick={replay} />}>
          <div key={run} className="rounded-xl bg-gradient-to-br from-slate-900 to-indigo-900 p-8 text-white">
            <TimedTypewriter as="h2" text={TITLE} timing={{ durationMs: DEMO_TITLE_MS }} onDone={() => setTitleDone(true)} className="m-0 text-3xl font-bold" />
            {titleDone && <TimedTypewriter text={DESCRIPTION} timing={{ durationMs: DEMO_DESCRIPTION_MS }} className="mb-0 mt-4 text-lg leading-8 text-indigo-100" />}
          </div>
        </Panel>
        <Panel title="Your text, your timing" actions={<ReplayButton onClick={() => setCustom((c) => c + 1)} />}>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="space-y-4">
              <label className="block text-sm font-medium text-slate-700">
                Text
                <textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} className="mt-1.5 w-full rounded-lg border border-slate-300 p-3 text-sm" />
              </label>
              <label className="block text-sm font-medium text-slate-700">
                Duration: <output>{(durationMs / 1000).toFixed(1)} s</output>
                <input
                  type="range"
                  min={DEMO_DURATION_RANGE.min}
                  max={DEMO_DURATION_RANGE.max}
                  step={500}
                  value={durationMs}
                  onChange={(e) => setDurationMs(Number(e.target.value))}
                  className="mt-2 w-full accent-indigo-600"
                />
              </label>
            </div>
            <div key={`${custom}-${durationMs}-${text}`} className="rounded-xl bg-slate-50 p-5">
              <TimedTypewriter text={text} timing={{ durationMs }} className="m-0 text-[15px] leading-7 text-slate-800" />
            </div>
          </div>
        </Panel>
      </div>
    </DemoLayout>
  );
}

const SPEED_SAMPLE = 'Every word appears on its own beat, so you can compare the three speeds side by side.';

/** /typewriter-test: the named speeds and a custom rate, each with its measured time. */
export function TypewriterSpeedTest() {
  const [run, setRun] = useState(0);
  const [wps, setWps] = useState(5);
  const speeds = Object.keys(SPEED_MS_PER_WORD) as TypewriterSpeed[];
  return (
    <DemoLayout title="Typewriter speed test" description="Slow is 200 ms per word, normal 100 ms, fast 50 ms; or set a rate in words per second.">
      <Panel
        title="Speeds"
        actions={
          <div className="flex items-center gap-3">
            <label className="text-sm text-slate-600">
              Words per second{' '}
              <input type="number" min={1} max={30} value={wps} onChange={(e) => setWps(Math.max(1, Number(e.target.value) || 1))} className="w-16 rounded-md border border-slate-300 px-2 py-1" />
            </label>
            <ReplayButton onClick={() => setRun((r) => r + 1)} />
          </div>
        }
      >
        <div key={`${run}-${wps}`} className="grid gap-4 md:grid-cols-2">
          {speeds.map((s) => (
            <div key={s} className="rounded-xl bg-slate-50 p-5">
              <p className="m-0 mb-2 text-xs font-semibold uppercase tracking-wider text-indigo-600">{s} · {SPEED_MS_PER_WORD[s]} ms/word</p>
              <TimedTypewriter text={SPEED_SAMPLE} timing={s} className="m-0 text-[15px] leading-7 text-slate-800" />
            </div>
          ))}
          <div className="rounded-xl bg-slate-50 p-5">
            <p className="m-0 mb-2 text-xs font-semibold uppercase tracking-wider text-indigo-600">custom · {wps} words/s</p>
            <TimedTypewriter text={SPEED_SAMPLE} timing={{ wordsPerSecond: wps }} className="m-0 text-[15px] leading-7 text-slate-800" />
          </div>
        </div>
      </Panel>
    </DemoLayout>
  );
}

/** /simple-typewriter-test: one block at the hook's default duration. */
export function SimpleTypewriterTest() {
  const [run, setRun] = useState(0);
  const [instant, setInstant] = useState(false);
  return (
    <DemoLayout title="Simple typewriter test" description={`One block at the default duration of ${DEFAULT_BLOCK_MS / 1000} s. Tick the box to see what users who prefer reduced motion get.`}>
      <Panel
        title="Default timing"
        actions={
          <div className="flex items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-600">
              <input type="checkbox" checked={instant} onChange={(e) => setInstant(e.target.checked)} />
              Show at once
            </label>
            <ReplayButton onClick={() => setRun((r) => r + 1)} />
          </div>
        }
      >
        <div key={`${run}-${instant}`}>
          <TimedTypewriter text={DESCRIPTION} timing={{ durationMs: DEFAULT_BLOCK_MS }} instant={instant} className="m-0 text-lg leading-8 text-slate-800" />
        </div>
      </Panel>
    </DemoLayout>
  );
}
