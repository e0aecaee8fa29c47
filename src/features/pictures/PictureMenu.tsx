/**
 * A slide picture's menu on the slide (drawn over the picture's box on the
 * canvas): a "Picture" button that shows on hover or keyboard focus and
 * opens a menu (Replace, Upload from device, Paste, Crop and focal point,
 * Regenerate, Remove) with the picture's credit at its head. A file dropped
 * on the picture, or pasted (Ctrl+V) while the button has focus, replaces
 * it. The menu is a popover, so it sits in the top layer and is not scaled
 * with the slide.
 */
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import type { SlidePictureMenuProps } from '../../ui/slide/picture-context';
import { firstFile } from './file-input';
import { usePictureActions, type PictureItemId } from './usePictureActions';

/** The hidden file input the Upload item opens; it takes the accepted picture types only. */
export function PictureFileInput({ inputRef, onFile }: { inputRef: React.RefObject<HTMLInputElement | null>; onFile: (file: File) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
      hidden
      data-picture-file=""
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        event.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

function moveFocus(menu: HTMLElement, by: number): void {
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + by + items.length) % items.length]?.focus();
}

export function PictureMenu({ slideIndex, box, name }: SlidePictureMenuProps) {
  const { origin, items, run, takeFile } = usePictureActions(slideIndex);
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const menuId = useId();

  useEffect(() => {
    const el = menu.current;
    const button = trigger.current;
    if (!el || !button || !open) return;
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    // Below the button when it fits, else above it; always whole on screen.
    const r = button.getBoundingClientRect();
    const { width, height } = el.getBoundingClientRect();
    const below = r.bottom + 6;
    const top = below + height <= window.innerHeight - 8 ? below : r.top - 6 - height;
    el.style.left = `${Math.max(8, Math.min(window.innerWidth - width - 8, r.right - width))}px`;
    el.style.top = `${Math.max(8, Math.min(window.innerHeight - height - 8, top))}px`;
    el.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (id: PictureItemId) => {
    close(id !== 'upload');
    void run(id, () => file.current?.click(), box.w / box.h);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (!menu.current) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(menu.current, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = firstFile(event.dataTransfer);
    if (dropped) void takeFile(dropped, dropped.name);
  };
  const onPaste = (event: ClipboardEvent) => {
    const pasted = firstFile(event.clipboardData);
    if (!pasted) return;
    event.preventDefault();
    void takeFile(pasted, pasted.name && pasted.name !== 'image.png' ? pasted.name : 'Pasted picture');
  };
  const label = `Picture options${name ? ` for ${name}` : ''}`;
  return (
    <div
      data-picture-menu=""
      className="group"
      style={{ position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h }}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      {dragging && (
        <div aria-hidden="true" style={{ position: 'absolute', inset: 0, borderRadius: 16, border: '6px dashed #6366f1', background: 'rgba(99,102,241,0.25)', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 36, fontWeight: 700, color: '#fff', textShadow: '0 2px 6px rgba(0,0,0,0.6)' }}>
          Drop to use this picture
        </div>
      )}
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        className="opacity-0 transition-opacity group-hover:opacity-100 focus:opacity-100"
        style={{ position: 'absolute', right: 16, top: 16, font: '600 24px system-ui, sans-serif', padding: '10px 20px', borderRadius: 999, border: 'none', background: 'rgba(15,23,42,0.78)', color: '#fff', cursor: 'pointer' }}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        Picture ▾
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={label}
        popover="manual"
        onKeyDown={onMenuKey}
        onBlur={(event) => {
          if (!menu.current?.contains(event.relatedTarget as Node | null)) close(false);
        }}
        className="m-0 w-64 rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-xl"
        style={{ position: 'fixed', inset: 'auto' }}
      >
        <p className="m-0 px-3 py-2 text-xs text-slate-600" data-picture-credit="">
          {origin}
        </p>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`block w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 focus:bg-slate-100 focus:outline-none ${item.id === 'remove' ? 'text-rose-700' : 'text-slate-800'}`}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <PictureFileInput inputRef={file} onFile={(f) => void takeFile(f, f.name)} />
    </div>
  );
}
