/** The studio's badge naming the deck's writer. (Markup from react-dom/server: this suite has no DOM.) */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WriterBadge, writerLabel } from './WriterBadge';

describe('WriterBadge', () => {
  it('names the built-in composer, a model or an unknown generator', () => {
    expect(writerLabel('builtin')).toMatch(/built-in composer/);
    expect(writerLabel('openai')).toBe('Written by OpenAI');
    expect(writerLabel('my-llm')).toBe('Written by my-llm');
    // Provider names carry the model after the kind.
    expect(writerLabel('local:qwen2.5-1.5b.gguf')).toBe('Written by a local model on the server (qwen2.5-1.5b.gguf)');
    expect(writerLabel('openai:gpt-4o-mini')).toBe('Written by OpenAI (gpt-4o-mini)');
  });

  it('says a topic deck without a model is a skeleton, and offers a local model', () => {
    expect(writerLabel('builtin:skeleton')).toBe('A skeleton drafted offline: no model wrote this deck, so each slide says what to add');
    const markup = renderToStaticMarkup(<WriterBadge writer="builtin:skeleton" />);
    expect(markup).toContain('data-testid="skeleton-offer"');
    expect(markup).toContain('Get a local model');
    // A deck from a document, or written by a model, has no offer.
    expect(renderToStaticMarkup(<WriterBadge writer="builtin" />)).not.toContain('skeleton-offer');
    expect(renderToStaticMarkup(<WriterBadge writer="local:qwen2.5-1.5b.gguf" />)).not.toContain('skeleton-offer');
  });

  it('shows nothing for a deck that names no writer', () => {
    expect(writerLabel(undefined)).toBe('');
    expect(renderToStaticMarkup(<WriterBadge writer={undefined} />)).toBe('');
    expect(renderToStaticMarkup(<WriterBadge writer="builtin" />)).toContain('data-testid="writer-badge"');
  });
});
