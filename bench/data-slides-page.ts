/**
 * The page side of the data-slides bench, bundled for Chromium: mounts the
 * real slide component (SlideRenderer, which lays the slide out and draws
 * SlideTable / SlideChart) and times it to the commit and to the browser's
 * style and layout of the result.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { RenderSlide } from '../src/core/slide/geometry';
import { SlideRenderer } from '../src/ui/slide/SlideRenderer';
import { slideLook } from '../src/ui/slide/slide-look';

export interface PageTiming {
  /** From `render` to React's commit, ms. */
  commit: number;
  /** Plus the browser's style and layout of the slide, ms. */
  laidOut: number;
  /** Table cells and chart marks drawn. */
  parts: number;
}

const look = slideLook({ selectedTheme: 'corporate-blue', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });

/** Mounts `slide` into a fresh host, times it, and takes it down again. */
function renderOnce(slide: RenderSlide): PageTiming {
  const host = document.createElement('div');
  host.style.width = '1280px';
  document.body.appendChild(host);
  // A fresh slide object each time: nothing is memoised across mounts, as when a deck opens.
  const fresh = { ...slide, topic: slide.topic ? { ...slide.topic } : undefined };
  const root = createRoot(host);
  const start = performance.now();
  flushSync(() => root.render(createElement(SlideRenderer, { slide: fresh, slideIndex: 1, look, measure: false })));
  const commit = performance.now() - start;
  // Reading a box forces the style and layout the next frame would do.
  void host.getBoundingClientRect().height;
  void host.querySelector('table, svg')?.getBoundingClientRect();
  const laidOut = performance.now() - start;
  const parts = host.querySelectorAll('td, th, svg > *').length;
  root.unmount();
  host.remove();
  return { commit, laidOut, parts };
}

(window as unknown as { benchRender: (slide: RenderSlide) => PageTiming }).benchRender = renderOnce;
