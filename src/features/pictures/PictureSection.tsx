/**
 * The picture menu in the Edit Slide modal: the slide's picture, where it
 * came from (its credit), and the same items as the menu on the slide, as
 * buttons. Picture changes apply at once (each its own undo step); the
 * modal's Save is for its text fields.
 */
import { useRef } from 'react';
import { useCachedImageSrc } from '../../ui/slide/useCachedImageSrc';
import { PictureFileInput } from './PictureMenu';
import { usePictureActions } from './usePictureActions';

function Thumb({ url }: { url: string }) {
  const src = useCachedImageSrc(url);
  return <img src={src} alt="" className="h-24 w-40 rounded-lg object-cover" />;
}

export function PictureSection({ index }: { index: number }) {
  const { url, origin, items, run, takeFile } = usePictureActions(index);
  const file = useRef<HTMLInputElement>(null);
  return (
    <section aria-label="Picture" className="flex flex-col gap-2" data-picture-section="">
      <p className="m-0 text-sm font-medium text-slate-800">Picture</p>
      <div className="flex items-start gap-3">
        {url ? <Thumb url={url} /> : <div className="flex h-24 w-40 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500">No picture</div>}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="m-0 text-xs text-slate-600" data-picture-credit="">
            {origin}
          </p>
          <div className="flex flex-wrap gap-2">
            {items.map((item) => (
              <button key={item.id} type="button" className={`rounded-lg border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:border-indigo-300 ${item.id === 'remove' ? 'text-rose-700' : 'text-slate-800'}`} onClick={() => void run(item.id, () => file.current?.click())}>
                {item.label}
              </button>
            ))}
          </div>
          <p className="m-0 text-xs text-slate-500">Picture changes apply at once; Undo takes them back.</p>
        </div>
      </div>
      <PictureFileInput inputRef={file} onFile={(f) => void takeFile(f, f.name)} />
    </section>
  );
}
