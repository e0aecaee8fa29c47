import { Typewriter } from '../../../ui/Typewriter';

/** A slide deck drawn with CSS: stacked slides, a live slide being typed, and a filmstrip. */
export function HeroDeck() {
  return (
    <div className="relative mx-auto w-full max-w-[560px]" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[40px] bg-gradient-to-tr from-indigo-200/60 via-violet-200/40 to-sky-200/60 blur-2xl" />
      <div className="relative">
        <div className="absolute inset-0 translate-x-6 -translate-y-5 rotate-3 rounded-2xl bg-gradient-to-br from-violet-500 to-fuchsia-500 opacity-70 shadow-xl" />
        <div className="absolute inset-0 translate-x-3 -translate-y-2.5 rotate-[1.5deg] rounded-2xl bg-gradient-to-br from-sky-400 to-indigo-500 opacity-80 shadow-xl" />
        <LiveSlide />
      </div>
      <Filmstrip />
      <Chip className="-left-4 bottom-[88px] sm:-left-10" dot="bg-emerald-500" text="Outline ready · 8 topics" />
      <Chip className="-right-2 -top-4 sm:-right-6" dot="bg-indigo-500" text="Export · PPTX & PDF" />
    </div>
  );
}

function LiveSlide() {
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-indigo-950 to-indigo-800 p-[6%] text-white shadow-2xl ring-1 ring-white/10">
      <div className="flex items-center justify-between">
        <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-[10px] font-semibold uppercase tracking-widest text-indigo-100">Slide 2 of 8</span>
        <span className="flex items-center gap-1.5 rounded-full bg-rose-500 px-2 py-0.5 text-[10px] font-bold tracking-wider">
          <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />
          LIVE
        </span>
      </div>
      <div className="mt-[5%] grid grid-cols-[1.35fr_1fr] gap-[6%]">
        <div className="min-w-0">
          <Typewriter as="p" text="Why solar pays off for small businesses" timing="normal" className="m-0 min-h-[2.6em] text-[clamp(13px,2.6vw,21px)] font-bold leading-tight" />
          <ul className="mb-0 mt-[8%] list-none space-y-[7%] p-0">
            {['bg-amber-400', 'bg-emerald-400', 'bg-sky-400'].map((c, i) => (
              <li key={c} className="flex items-center gap-2.5">
                <span className={`h-4 w-4 shrink-0 rounded-md ${c}`} />
                <span className="flex-1 space-y-1">
                  <span className="block h-1.5 rounded-full bg-white/80" style={{ width: `${85 - i * 12}%` }} />
                  <span className="block h-1.5 rounded-full bg-white/35" style={{ width: `${65 - i * 8}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <SunArt />
      </div>
    </div>
  );
}

/** The slide's "AI image": a sun over hills and panels, in gradients. */
function SunArt() {
  return (
    <div className="relative overflow-hidden rounded-xl bg-gradient-to-b from-amber-200 via-orange-300 to-rose-400">
      <span className="absolute left-1/2 top-[18%] h-[34%] w-[34%] -translate-x-1/2 rounded-full bg-yellow-100 shadow-[0_0_30px_10px_rgba(254,249,195,0.7)]" />
      <span className="absolute -bottom-[30%] -left-[20%] h-[70%] w-[90%] rounded-[50%] bg-emerald-600/80" />
      <span className="absolute -bottom-[35%] -right-[25%] h-[75%] w-[90%] rounded-[50%] bg-emerald-700" />
      <span className="absolute bottom-[12%] left-[18%] h-[14%] w-[40%] -skew-x-12 rounded-sm bg-gradient-to-br from-sky-700 to-indigo-900 ring-1 ring-white/40" />
    </div>
  );
}

function Filmstrip() {
  const thumbs = ['from-indigo-500 to-violet-500', 'from-slate-900 to-indigo-800', 'from-sky-400 to-indigo-500', 'from-amber-400 to-rose-500'];
  return (
    <div className="relative mx-auto mt-5 flex w-[82%] gap-2.5 rounded-xl bg-white/80 p-2 shadow-lg ring-1 ring-slate-200 backdrop-blur">
      {thumbs.map((g, i) => (
        <div key={g} className={`aspect-video flex-1 rounded-md bg-gradient-to-br ${g} ${i === 1 ? 'ring-2 ring-indigo-500 ring-offset-2' : 'opacity-80'}`}>
          <span className="ml-[12%] mt-[14%] block h-1 w-1/2 rounded-full bg-white/80" />
          <span className="ml-[12%] mt-1 block h-1 w-1/3 rounded-full bg-white/50" />
        </div>
      ))}
    </div>
  );
}

function Chip({ className, dot, text }: { className: string; dot: string; text: string }) {
  return (
    <div className={`absolute hidden items-center gap-2 rounded-full bg-white px-3.5 py-2 text-xs font-semibold text-slate-700 shadow-lg ring-1 ring-slate-200 sm:flex ${className}`}>
      <span className={`h-2 w-2 rounded-full ${dot}`} />
      {text}
    </div>
  );
}
