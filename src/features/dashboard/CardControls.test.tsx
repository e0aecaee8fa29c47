import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONFIRM_DELETE_PRESENTATION } from '../../core/errors';
import { CardMenu } from './CardMenu';
import { DeleteDeckDialog } from './DeleteDeckDialog';
import { RenameField } from './RenameField';
import { neighbourOf } from './useCardActions';

const noop = () => undefined;

describe('card controls', () => {
  it('offers a closed menu button named after the deck', () => {
    const html = renderToStaticMarkup(<CardMenu title="Tides" mac={false} className="" onAction={noop} />);
    expect(html).toContain('aria-label="Actions for Tides"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('⋯');
  });

  it('asks before a delete in an alert dialog that names the deck and says it cannot be undone', () => {
    const html = renderToStaticMarkup(<DeleteDeckDialog title="Tides" onConfirm={noop} onCancel={noop} />);
    expect(html).toContain(CONFIRM_DELETE_PRESENTATION);
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('Delete “Tides”?');
  });

  it('edits the title in a labelled field holding the current title', () => {
    const html = renderToStaticMarkup(<RenameField initial={'Tides & waves'} onSave={noop} onCancel={noop} />);
    expect(html).toContain('aria-label="Presentation name"');
    expect(html).toContain('value="Tides &amp; waves"');
    expect(html).toContain('aria-invalid="false"');
  });

  it('moves the focus to the next card after a delete, else the one before', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(neighbourOf(list, 'b')).toBe('c');
    expect(neighbourOf(list, 'c')).toBe('b');
    expect(neighbourOf([{ id: 'a' }], 'a')).toBeUndefined();
    expect(neighbourOf(list, 'x')).toBeUndefined();
  });
});
