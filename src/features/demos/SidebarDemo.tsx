import { useState } from 'react';
import { DemoLayout } from './DemoLayout';
import { Sidebar, SidebarToggle, useSidebar } from './Sidebar';

const SECTIONS = [
  { id: 'slides', label: 'Slides', text: 'Eight slides, from the title to the summary. Select one to edit it.' },
  { id: 'outline', label: 'Outline', text: 'The storyline the deck was written from: one topic per slide.' },
  { id: 'themes', label: 'Themes', text: 'Pick a theme, fonts and an image style for the whole deck.' },
  { id: 'saved', label: 'Saved decks', text: 'Decks saved on this device, newest first.' },
] as const;

/** /sidebar-demo: the collapsible sidebar, open by default, toggled by button or Ctrl+B. */
export function SidebarDemo() {
  const { open, toggle } = useSidebar(true);
  const [active, setActive] = useState<string>(SECTIONS[0].id);
  const section = SECTIONS.find((s) => s.id === active) ?? SECTIONS[0];
  return (
    <DemoLayout title="Sidebar demo" description="A collapsible sidebar, open by default. Toggle it with the button or Ctrl+B (Cmd+B on a Mac).">
      <div className="card flex h-[420px] overflow-hidden p-0">
        <Sidebar id="demo-sidebar" open={open} label="Generator sidebar">
          <nav className="p-3" aria-label="Sidebar sections">
            <p className="m-0 px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-slate-400">Studio</p>
            <ul className="m-0 list-none space-y-1 p-0">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-current={s.id === active ? 'page' : undefined}
                    onClick={() => setActive(s.id)}
                    className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${s.id === active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100'}`}
                  >
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
            <h2 className="m-0 text-base font-semibold text-slate-900">{section.label}</h2>
            <SidebarToggle open={open} onToggle={toggle} controls="demo-sidebar" />
          </div>
          <div className="flex-1 p-5">
            <p className="m-0 text-[15px] leading-7 text-slate-600">{section.text}</p>
            <p className="mb-0 mt-4 text-sm text-slate-500" data-testid="sidebar-state">Sidebar is {open ? 'open' : 'closed'}.</p>
          </div>
        </div>
      </div>
    </DemoLayout>
  );
}
