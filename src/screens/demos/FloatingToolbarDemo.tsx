import { useRef } from 'react';
import { DemoLayout } from '../../features/demos/DemoLayout';
import { FloatingToolbar, SELECTION_MAX, SELECTION_MIN } from './FloatingToolbar';

/** /floating-toolbar-demo: select text in the paragraph to format it. */
export function FloatingToolbarDemo() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <DemoLayout
      title="Floating toolbar demo"
      description={`Select between ${SELECTION_MIN} and ${SELECTION_MAX} characters of the text below: a toolbar appears above the selection. Escape or × closes it; Alt+F10 reaches it from the keyboard.`}
    >
      <div className="card p-8">
        <div
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label="Editable slide text"
          onKeyDown={(event) => {
            if (event.key !== 'F10' || !event.altKey) return;
            event.preventDefault();
            document.querySelector<HTMLElement>('[role="toolbar"] button')?.focus();
          }}
          className="rounded-lg p-3 text-lg leading-9 text-slate-800 outline-none ring-indigo-200 focus:ring-2"
        >
          <p className="m-0">
            Urban farms grow food where people live. Vertical farms stack crops indoors under LED light, rooftop gardens turn
            unused space into green space, and hydroponic systems use up to ninety percent less water than fields.
          </p>
        </div>
      </div>
      <FloatingToolbar containerRef={ref} />
    </DemoLayout>
  );
}
