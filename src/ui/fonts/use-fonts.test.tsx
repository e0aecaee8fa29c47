import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fontStatus } from '../../state/fonts';
import { useDeckFonts, useFont } from './use-fonts';

// Rendered to static markup, so no effect runs: no font is asked for, and the
// statuses read are the ones the test sets on the store.
describe('useFont and useDeckFonts', () => {
  it('read the status of the resolved font, idle before any load', () => {
    function Probe({ title, body }: { title?: string; body?: string }) {
      const deck = useDeckFonts({ selectedTitleFont: title, selectedBodyFont: body });
      return <p>{`${useFont(title)} ${deck.title} ${deck.body}`}</p>;
    }
    expect(renderToStaticMarkup(<Probe title="font-lora" body="font-poppins" />)).toBe('<p>idle idle idle</p>');
    fontStatus['font-lora'] = 'loading';
    fontStatus['font-inter'] = 'loaded';
    expect(renderToStaticMarkup(<Probe title="lora" body="font-nope" />)).toBe('<p>loading loading loaded</p>');
  });
});
