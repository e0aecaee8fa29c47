/**
 * The studio's side panels (customise, slide navigator, Smart layouts)
 * collapse to a button in an icon rail and expand again. Their ids, which
 * the toggles name in aria-controls, and where the keyboard focus goes when
 * the button that was pressed goes away with the panel.
 */
import { useEffect, useRef } from 'react';

/** Ids of the panels whose toggles sit apart from them (in the viewer's rail). */
export const PANEL_IDS = { customise: 'customise-panel', layouts: 'smart-layouts-panel' } as const;

/**
 * After `open` changes, focus that fell to the page because the focused
 * button left the DOM with the panel goes to `target(open)`, so a keyboard
 * user stays at the panel instead of starting again at the top of the page.
 * Focus that is somewhere else (say, on the button that started presenting)
 * stays where it is.
 */
export function useFocusAfterToggle(open: boolean, target: (open: boolean) => HTMLElement | null | undefined): void {
  const previous = useRef(open);
  const find = useRef(target);
  useEffect(() => {
    find.current = target;
  });
  useEffect(() => {
    if (previous.current === open) return;
    previous.current = open;
    const active = document.activeElement;
    if (active === null || active === document.body) find.current(open)?.focus();
  }, [open]);
}

/**
 * From this width the customise and layouts panels sit beside the slide
 * (the `xl` breakpoint of their column); below it they would squeeze the
 * slide, so they cover it instead and start closed.
 */
export const PANELS_BESIDE_SLIDE = '(min-width: 1280px)';

/** From this width the slide navigator fits beside the slide; below it, it starts collapsed to its rail. */
export const NAVIGATOR_BESIDE_SLIDE = '(min-width: 1024px)';
