/** The slide card's 'Data' button: opens and closes the slide's data grid; the grid closing hands focus back to it. */
import { useEffect, useRef } from 'react';

export function DataToggle({ open, onToggle, number }: { open: boolean; onToggle: () => void; number: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <button ref={ref} type="button" className="btn-ghost px-2 py-1" aria-expanded={open} aria-label={`Edit the data of slide ${number}`} onClick={onToggle}>
      Data
    </button>
  );
}
