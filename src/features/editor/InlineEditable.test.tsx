import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SlideEditContext, type SlideEditContextValue } from '../../ui/slide/edit-context';
import { createInlineEditContext } from './inline-context';
import { InlineEditable } from './InlineEditable';

/** What a renderer does: draw the text through the context. */
function Renderer({ value }: { value: string }) {
  return (
    <SlideEditContext.Consumer>
      {(ctx: SlideEditContextValue | null) => (ctx ? ctx.renderText({ slideIndex: 2, field: 'heading', value, multiline: false }) : <p>{value}</p>)}
    </SlideEditContext.Consumer>
  );
}

function render(value: string, ctx: SlideEditContextValue | null) {
  return renderToStaticMarkup(
    <SlideEditContext.Provider value={ctx}>
      <Renderer value={value} />
    </SlideEditContext.Provider>,
  );
}

describe('inline editing context', () => {
  it('draws a focusable editor named after the field and slide', () => {
    const html = render('Tides', createInlineEditContext(vi.fn()));
    expect(html).toContain('data-inline-editor=""');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('role="button"');
    expect(html).toContain('aria-label="Edit heading of slide 3"');
    expect(html).toContain('contentEditable="false"');
    expect(html).toContain('>Tides</div>');
  });

  it('without the context the renderer draws plain text', () => {
    expect(render('Tides', null)).toBe('<p>Tides</p>');
  });

  it('shows plain text as text, never as markup', () => {
    const html = render('<img src=x onerror=alert(1)> & more', createInlineEditContext(vi.fn()));
    expect(html).not.toMatch(/<img/i);
  });
});

describe('InlineEditable', () => {
  it('shows multi-line plain text with its line breaks', () => {
    const html = renderToStaticMarkup(<InlineEditable slideIndex={0} field="description" value={'one\ntwo'} multiline onCommit={vi.fn()} />);
    expect(html).toContain('aria-label="Edit description of slide 1"');
    expect(html).toContain('>one<br>two</div>');
  });

  it('shows a typed "<b>" and generated "Vec<T>" as the text they are', () => {
    const html = renderToStaticMarkup(<InlineEditable slideIndex={1} field="heading" value="<b>x</b> Vec<T> & a<b" multiline={false} onCommit={vi.fn()} />);
    expect(html).toContain('>&lt;b&gt;x&lt;/b&gt; Vec&lt;T&gt; &amp; a&lt;b</div>');
  });
});
