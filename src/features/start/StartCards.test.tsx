import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { START_CARD_DELAY_MS, StartCardsView } from './StartCards';

const render = (selected: Parameters<typeof StartCardsView>[0]['selected']) => renderToStaticMarkup(<StartCardsView selected={selected} onPick={() => {}} />);

describe('StartCardsView', () => {
  it('shows the three cards as buttons, Generate marked LAST USED', () => {
    const html = render(null);
    const buttons = html.match(/<button type="button"/g) ?? [];
    expect(buttons).toHaveLength(3);
    expect(html).toMatch(/data-testid="start-card-generate"[\s\S]*LAST USED[\s\S]*Generate/);
    expect(html).toContain('Paste in text');
    expect(html).toContain('Import file or URL');
    expect(html.match(/LAST USED/g)).toHaveLength(1);
    expect(html).not.toContain('opacity-40');
  });

  it('marks the selected card and fades the other two', () => {
    const html = render('generate');
    expect(html).toMatch(/data-testid="start-card-generate" data-selected="true"/);
    expect(html.match(/opacity-40/g)).toHaveLength(2);
  });

  it('says "Import file" where the server does not import web addresses', () => {
    const html = renderToStaticMarkup(<StartCardsView selected={null} onPick={() => {}} urlImport={false} />);
    expect(html).toContain('>Import file<');
    expect(html).not.toContain('Import file or URL');
    expect(html).not.toContain('web page');
  });

  it('waits 0.4 s before leaving', () => {
    expect(START_CARD_DELAY_MS).toBe(400);
  });
});
