/**
 * 'Your templates' in the theme gallery: drop or choose a company template
 * (.pptx, .potx, .pptm) to make it a theme, then pick, rename or delete it,
 * or make it the theme new decks start in. Each card is drawn in the
 * template's own background, logo, fonts and text colours, and says what
 * was adjusted (a font drawn by a look-alike, a colour that did not read).
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import { templateFontEntry } from '../../core/templates/fonts';
import { themeBackgroundCss } from '../../core/themes/projections';
import type { TemplatePlacedShape, Theme } from '../../core/themes/types';
import { usePreferences } from '../../data/prefs';
import { deleteTemplate, importFailure, importTemplateFile, makeDefaultTheme, renameTemplate, templateThemes, type TemplateSummary } from '../../state/templates';

export const TEMPLATE_ACCEPT = '.pptx,.potx,.pptm';

interface Props {
  value: string;
  onChange(themeId: string): void;
  /** The gallery's radio group, so a template and a built-in theme are one choice. */
  name: string;
}

export function TemplateThemes({ value, onChange, name }: Props) {
  const id = useId();
  const { list } = useSnapshot(templateThemes);
  const [busy, setBusy] = useState(false);
  /** Steps of the read done and in all, while a template is read. */
  const [progress, setProgress] = useState<[number, number]>([0, 1]);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined): Promise<void> => {
    if (!file || busy) return;
    setBusy(true);
    setProgress([0, 1]);
    setError(null);
    try {
      const imported = await importTemplateFile(file, undefined, { onProgress: (done, total) => setProgress([done, total]) });
      onChange(imported.id);
    } catch (e) {
      setError(`${file.name}: ${importFailure(e)}`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const onDrop = (e: DragEvent<HTMLDivElement>): void => {
    e.preventDefault();
    setDragging(false);
    void read(e.dataTransfer.files[0]);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h4 id={`${id}-title`} className="m-0 mb-2 text-sm font-semibold text-slate-900">
        Your templates
      </h4>
      <div
        data-template-drop=""
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-wrap items-center gap-2 rounded-lg border-2 border-dashed p-3 text-sm text-slate-700 ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300'}`}
      >
        <span>Drop your company template (.pptx or .potx) here, or</span>
        <button type="button" className="rounded-md border border-slate-300 bg-white px-2 py-1 font-medium hover:bg-slate-50" onClick={() => input.current?.click()} disabled={busy}>
          Choose a template…
        </button>
        <input ref={input} type="file" accept={TEMPLATE_ACCEPT} aria-label="Import a company template" className="sr-only" tabIndex={-1} onChange={(e) => void read(e.target.files?.[0])} />
      </div>
      {busy && (
        <div className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <p role="status" className="m-0">Reading the template…</p>
          <progress aria-label="Reading the template" max={progress[1]} value={progress[0]} className="h-2 w-32" />
        </div>
      )}
      {error && <p role="alert" className="m-0 mt-2 text-sm text-red-700">{error}</p>}
      {list.length > 0 && (
        <ul className="m-0 mt-3 grid list-none gap-3 p-0" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}>
          {list.map((template) => (
            <TemplateCard key={template.id} template={template as TemplateSummary} name={name} checked={value === template.id} onSelect={() => onChange(template.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

const pct = (px: number, of: number): string => `${(px / of) * 100}%`;

/** A band or rule of the master on the swatch; text boxes are too small to read there and are left out. */
function SwatchShape({ shape }: { shape: TemplatePlacedShape }) {
  const color = shape.geometry === 'line' ? shape.line?.color : shape.fill;
  if (!color) return null;
  const { x, y, w, h } = shape.box;
  return (
    <span
      className="absolute"
      style={{ left: pct(x, 1280), top: pct(y, 720), width: pct(w, 1280), height: shape.geometry === 'line' ? 1 : pct(h, 720), background: color, borderRadius: shape.geometry === 'ellipse' ? '50%' : 0 }}
    />
  );
}

/** The card's swatch: background, the master's bands, logo and a title and body sample, as a slide of the template shows them. */
function Swatch({ theme }: { theme: Theme }) {
  const look = theme.template;
  const titleFont = look ? templateFontEntry(look.fonts.title).stack : undefined;
  const bodyFont = look ? templateFontEntry(look.fonts.body).stack : undefined;
  return (
    <span aria-hidden="true" className="relative block aspect-video overflow-hidden p-3" style={{ background: themeBackgroundCss(theme) }}>
      {look?.shapes?.map((shape, i) => <SwatchShape key={i} shape={shape} />)}
      {look?.pictures.map((p) => (
        <img key={p.src} src={p.src} alt="" className="absolute object-contain" style={{ left: `${(p.box.x / 1280) * 100}%`, top: `${(p.box.y / 720) * 100}%`, width: `${(p.box.w / 1280) * 100}%`, height: `${(p.box.h / 720) * 100}%` }} />
      ))}
      <span className="block text-base font-bold" style={{ color: theme.colors.title, fontFamily: titleFont }}>
        Aa Title
      </span>
      <span className="block text-xs" style={{ color: theme.colors.body, fontFamily: bodyFont }}>
        Body text
      </span>
    </span>
  );
}

function TemplateCard({ template, name, checked, onSelect }: { template: TemplateSummary; name: string; checked: boolean; onSelect(): void }) {
  const prefs = usePreferences();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [draft, setDraft] = useState(template.name);
  const isDefault = prefs?.defaultTheme === template.id;
  const notes = template.theme.template?.notes ?? [];
  return (
    <li data-template-id={template.id} className={`overflow-hidden rounded-xl border-2 ${checked ? 'border-indigo-600' : 'border-slate-200'}`}>
      <label className="block cursor-pointer">
        <input type="radio" name={name} value={template.id} checked={checked} className="peer sr-only" onChange={onSelect} />
        <Swatch theme={template.theme} />
        <span className="block bg-white px-2 pt-1 text-xs font-medium text-slate-800">
          {template.name}
          {isDefault && <span className="ml-1 font-normal text-indigo-700">(default theme)</span>}
        </span>
      </label>
      {notes.length > 0 && (
        <ul aria-label={`About ${template.name}`} className="m-0 list-disc bg-white py-1 pl-6 pr-2 text-[11px] leading-snug text-slate-600">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-1 bg-white px-2 pb-2 pt-1 text-xs">
        {renaming ? (
          <form
            className="flex w-full gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              setRenaming(false);
              void renameTemplate(template.id, draft);
            }}
          >
            <input aria-label="Template name" value={draft} maxLength={80} onChange={(e) => setDraft(e.target.value)} className="min-w-0 flex-1 rounded border border-slate-300 px-1" />
            <button type="submit" className="rounded border border-slate-300 px-2">Save</button>
            <button type="button" className="rounded border border-slate-300 px-2" onClick={() => setRenaming(false)}>Cancel</button>
          </form>
        ) : (
          <>
            <button type="button" className="rounded border border-slate-300 px-2 py-0.5" onClick={() => (setDraft(template.name), setRenaming(true))}>Rename</button>
            {!isDefault && (
              <button type="button" className="rounded border border-slate-300 px-2 py-0.5" onClick={() => void makeDefaultTheme(template.id)}>Use as default</button>
            )}
            <button type="button" className="rounded border border-red-300 px-2 py-0.5 text-red-700" onClick={() => (confirmDelete ? void deleteTemplate(template.id) : setConfirmDelete(true))}>
              {confirmDelete ? `Delete ${template.name}?` : 'Delete'}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
