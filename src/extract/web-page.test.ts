import { describe, expect, it } from 'vitest';
import { extractWebPage } from './index';
import { webPageText } from './web-page';

const PAGE = `<!doctype html>
<html><head><title>Ocean Plastic | Example News</title>
<style>h1 { color: red }</style><script>document.write("<h2>Injected</h2>")</script></head>
<body>
<header><a href="/">Example News</a><nav><ul><li>Home</li><li>Sport</li></ul></nav></header>
<main>
  <h1>Ocean Plastic</h1>
  <p>Eight million tonnes of plastic reach the sea every year &amp; most of it sinks.</p>
  <h2>Sources</h2>
  <ul><li>Rivers carry <b>most</b> of it.</li><li>Fishing gear is lost at sea.</li></ul>
  <div>A paragraph written as a div.</div>
  <!-- <h2>Commented out</h2> -->
  <h2>Solutions</h2>
  <p>Deposit schemes return 90% of bottles.</p>
  <form><button>Subscribe</button></form>
</main>
<aside>Related: celebrity news</aside>
<footer>Copyright Example News</footer>
</body></html>`;

describe('webPageText', () => {
  it('keeps the main content as Markdown headings, paragraphs and lists, and leaves the furniture out', () => {
    const page = webPageText(PAGE);
    expect(page.title).toBe('Ocean Plastic');
    expect(page.text).toContain('## Sources');
    expect(page.text).toContain('## Solutions');
    expect(page.text).toContain('Eight million tonnes of plastic reach the sea every year & most of it sinks.');
    expect(page.text).toContain('- Rivers carry most of it.');
    expect(page.text).toContain('A paragraph written as a div.');
    for (const furniture of ['Injected', 'Sport', 'Subscribe', 'celebrity', 'Copyright', 'Commented out', 'color: red']) expect(page.text).not.toContain(furniture);
  });

  it('reads a page without <main> whole, titled by its <title> without the site name', () => {
    const page = webPageText('<html><head><title>Bees and Pollination - Garden Club</title></head><body><h2>Why bees</h2><p>They pollinate a third of our crops.</p></body></html>');
    expect(page.title).toBe('Bees and Pollination');
    expect(page.text).toBe('## Why bees\n\nThey pollinate a third of our crops.');
  });

  it('scans hostile markup in one pass (unclosed tags, comments and scripts end the scan)', () => {
    // Quadratic scanning of these would run for minutes, far past the test's time limit.
    const hostile = '<a'.repeat(300_000) + '<!--' + '<script>'.repeat(50_000);
    expect(webPageText(`<p>ok</p>${hostile}`).text).toBe('ok');
    expect(webPageText('<p>fine</p><p>' + '<b x="'.repeat(200_000)).text).toBe('fine');
  });
});

describe('extractWebPage', () => {
  it('gives the deck Markdown of a page, its title first', async () => {
    const result = await extractWebPage(new TextEncoder().encode(PAGE));
    expect(result.kind).toBe('html');
    expect(result.text.split('\n')[0]).toBe('# Ocean Plastic');
    expect(result.text).toContain('## Sources');
  });

  it('refuses a page with no text', async () => {
    await expect(extractWebPage(new TextEncoder().encode('<html><body><script>app()</script></body></html>'))).rejects.toMatchObject({ code: 'empty' });
  });
});
