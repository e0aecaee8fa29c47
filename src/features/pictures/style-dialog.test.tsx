/**
 * The image style question reads the change waiting in
 * src/state/image-style-request, which the customise panel leaves there, and
 * the Edit Slide modal's picture section comes through PICTURE_MENU. (Markup
 * from react-dom/server: this suite has no DOM.)
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { picturedDoc } from '../../core/commands/picture-fixtures';
import { imageStyleAnswered, requestImageStyle } from '../../state/image-style-request';
import { ServicesProvider } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { PICTURE_MENU } from './index';
import { PictureSection } from './PictureSection';
import { StyleChangeDialog } from './StyleChangeDialog';

const services = testServices();
const { editor } = services;
const inApp = (node: ReactNode) => <ServicesProvider services={services}>{node}</ServicesProvider>;

afterEach(() => imageStyleAnswered());

describe('StyleChangeDialog', () => {
  it('asks about the image style change waiting in the request, and nothing without one', () => {
    const doc = picturedDoc(3);
    editor.store.load({ deckId: null, title: doc.title, slides: doc.slides, settings: doc.settings });
    expect(renderToStaticMarkup(inApp(<StyleChangeDialog />))).not.toContain('data-style-change');
    requestImageStyle(editor, 'sketch');
    const html = renderToStaticMarkup(inApp(<StyleChangeDialog />));
    expect(html).toContain('Change the image style to Hand Drawn? 3 pictures');
    expect(html).toContain('Redraw 3 pictures');
  });
});

describe('PICTURE_MENU', () => {
  it("renders the Edit Slide modal's picture section for a slide", () => {
    const doc = picturedDoc(2);
    editor.store.load({ deckId: null, title: doc.title, slides: doc.slides, settings: doc.settings });
    const section = renderToStaticMarkup(inApp(PICTURE_MENU.renderSection(1)));
    expect(section).toContain('data-picture-section');
    expect(section).toBe(renderToStaticMarkup(inApp(<PictureSection index={1} />)));
  });
});
