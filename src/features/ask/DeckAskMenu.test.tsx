// @vitest-environment happy-dom
/**
 * The toolbar's Ask the deck: its items, the dialogs of Translate, Change
 * tone and Add a slide about with their prices, the writer's refusal, and
 * the progress of a running deck action with Cancel.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeckAskMenu } from './DeckAskMenu';
import { DeckAskStatus } from './DeckAskStatus';
import { fakeRewriter } from './test-rewriter';

afterEach(cleanup);

beforeAll(() => {
  // happy-dom has no modal top layer: showModal() and close() only flip `open` and fire close.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void };
  if (!proto.showModal) proto.showModal = function (this: HTMLDialogElement) { this.setAttribute('open', ''); };
});

const LANGUAGES = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'de-DE', label: 'German' },
  { value: 'fr-FR', label: 'French' },
];

function renderMenu(rewriter = fakeRewriter()) {
  render(<DeckAskMenu rewriter={rewriter} slideCount={10} languages={LANGUAGES} language="en-US" tone="casual" />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask the deck' }));
  return rewriter;
}

const dialog = () => screen.getByRole('dialog');

describe('Ask the deck', () => {
  it('offers the four deck actions, speaker notes with its price', () => {
    renderMenu();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Write speaker notes', 'Translate...', 'Change tone...', 'Add a slide about...']);
    const notes = screen.getByRole('menuitem', { name: 'Write speaker notes' });
    expect(document.getElementById(notes.getAttribute('aria-describedby')!)?.textContent).toBe('10 credits');
  });

  it('writes speaker notes for the deck at once', () => {
    const rewriter = renderMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Write speaker notes' }));
    expect(rewriter.rewriteDeck).toHaveBeenCalledWith({ kind: 'speaker-notes' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('translates into the language chosen, the price on the button', () => {
    const rewriter = renderMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Translate...' }));
    const language = within(dialog()).getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...language.options].map((o) => o.text)).toEqual(['English (US)', 'German', 'French']);
    expect(language.value).toBe('de-DE');
    fireEvent.change(language, { target: { value: 'fr-FR' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Translate (10 credits)' }));
    expect(rewriter.rewriteDeck).toHaveBeenCalledWith({ kind: 'translate', targetLanguage: 'fr-FR' });
  });

  it("shows the writer's refusal to translate and asks nothing", () => {
    const refusal = 'The builtin writer cannot translate: choose a model writer in Settings.';
    const rewriter = renderMenu(fakeRewriter({ refuses: { translate: refusal } }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Translate...' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(refusal);
    const button = within(dialog()).getByRole('button', { name: 'Translate (10 credits)' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(refusal);
    fireEvent.click(button);
    expect(rewriter.rewriteDeck).not.toHaveBeenCalled();
  });

  it("shows the writer's refusal of a new tone and of a new slide, which go through an instruction and a fresh slide", () => {
    const instruction = 'The built-in writer cannot follow free instructions.';
    const regenerate = 'The built-in writer cannot write a slide afresh.';
    const rewriter = renderMenu(fakeRewriter({ refuses: { instruction, regenerate } }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change tone...' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(instruction);
    expect((within(dialog()).getByRole('button', { name: 'Change tone (10 credits)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask the deck' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add a slide about...' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(regenerate);
    expect(rewriter.rewriteDeck).not.toHaveBeenCalled();
  });

  it('changes the tone to the one chosen', () => {
    const rewriter = renderMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Change tone...' }));
    const tone = within(dialog()).getByRole('combobox', { name: 'Tone' }) as HTMLSelectElement;
    expect(tone.value).toBe('formal');
    fireEvent.change(tone, { target: { value: 'educational' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Change tone (10 credits)' }));
    expect(rewriter.rewriteDeck).toHaveBeenCalledWith({ kind: 'tone', tone: 'educational' });
  });

  it('adds a slide about the topic typed, not before one is typed', () => {
    const rewriter = renderMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add a slide about...' }));
    const add = within(dialog()).getByRole('button', { name: 'Add slide (1 credit)' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Slide topic' }), { target: { value: ' Costs of the first year ' } });
    fireEvent.click(add);
    expect(rewriter.rewriteDeck).toHaveBeenCalledWith({ kind: 'add-slide', about: 'Costs of the first year' });
  });

  it('waits while a deck action runs', () => {
    const rewriter = fakeRewriter();
    rewriter.state.deck = { kind: 'speaker-notes', done: 3, total: 10 };
    renderMenu(rewriter);
    const notes = screen.getByRole('menuitem', { name: 'Write speaker notes' });
    expect(notes.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(notes.getAttribute('aria-describedby')!)?.textContent).toBe('Another deck action is running.');
    fireEvent.click(notes);
    expect(rewriter.rewriteDeck).not.toHaveBeenCalled();
  });
});

describe('DeckAskStatus', () => {
  it('shows the progress with Cancel, then the error until dismissed', async () => {
    const rewriter = fakeRewriter();
    rewriter.state.deck = { kind: 'speaker-notes', done: 3, total: 10 };
    render(<DeckAskStatus rewriter={rewriter} />);
    expect(screen.getByRole('status').textContent).toBe('Writing speaker notes: 3 of 10 slides');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rewriter.cancel).toHaveBeenCalledWith();
    await act(async () => {
      rewriter.state.deck = null;
      rewriter.state.deckError = 'Speaker notes stopped after 3 of 10 slides: the writer did not answer.';
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Speaker notes stopped after 3 of 10 slides: the writer did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a deck action waiting for the network as a status with Cancel, not as an alert', () => {
    const rewriter = fakeRewriter();
    rewriter.state.deck = { kind: 'translate', done: 0, total: 10, queued: true };
    render(<DeckAskStatus rewriter={rewriter} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for the network: Translating the deck');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rewriter.cancel).toHaveBeenCalledWith();
  });

  it('shows nothing when no deck action runs or failed', () => {
    const { container } = render(<DeckAskStatus rewriter={fakeRewriter()} />);
    expect(container.textContent).toBe('');
  });
});
