// @vitest-environment happy-dom
/**
 * The Ask box of a slide: Enter sends the user's words, Escape clears them
 * (and closes an empty box), every quick action shows its price before it
 * is pressed, and one the writer cannot do is disabled with the reason.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskBox } from './AskBox';
import { QUICK_ACTIONS } from './actions';
import { fakeRewriter } from './test-rewriter';

afterEach(cleanup);

const NAMES = ['Regenerate', 'Shorter', 'Longer', 'Simpler', 'More formal', 'Add an example', 'Split into two slides', 'Turn into steps', 'Turn into a timeline', 'Turn into a comparison', 'Write speaker notes'];

describe('AskBox', () => {
  it('is a group named after the slide, holding its text box and the eleven quick actions', () => {
    render(<AskBox rewriter={fakeRewriter()} slideId={7} number={2} />);
    const group = screen.getByRole('group', { name: 'Ask slide 2' });
    expect(group.contains(screen.getByRole('textbox', { name: 'Ask to change slide 2' }))).toBe(true);
    for (const name of NAMES) expect(group.contains(screen.getByRole('button', { name }))).toBe(true);
    expect(QUICK_ACTIONS.map((a) => a.label)).toEqual(NAMES);
  });

  it('sends the words on Enter as an instruction for the slide, and empties the box', () => {
    const rewriter = fakeRewriter();
    const asked = vi.fn();
    render(<AskBox rewriter={rewriter} slideId={7} number={2} onAsked={asked} />);
    const box = screen.getByRole('textbox', { name: 'Ask to change slide 2' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '  focus on costs ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(rewriter.rewrite).toHaveBeenCalledWith({ slideId: 7, action: 'instruction', instruction: 'focus on costs' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('');
  });

  it('submits nothing around it on Enter (the Edit Slide modal is a form)', () => {
    const rewriter = fakeRewriter();
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <AskBox rewriter={rewriter} slideId={7} number={2} />
      </form>,
    );
    const box = screen.getByRole('textbox', { name: 'Ask to change slide 2' });
    fireEvent.change(box, { target: { value: 'focus on costs' } });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(rewriter.rewrite).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends nothing for an empty box', () => {
    const rewriter = fakeRewriter();
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    const box = screen.getByRole('textbox', { name: 'Ask to change slide 2' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(rewriter.rewrite).not.toHaveBeenCalled();
  });

  it('clears the words on Escape, then closes the empty box on the next Escape', () => {
    const close = vi.fn();
    render(<AskBox rewriter={fakeRewriter()} slideId={7} number={2} onClose={close} />);
    const box = screen.getByRole('textbox', { name: 'Ask to change slide 2' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'more figures' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(close).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('asks a quick action for the slide', () => {
    const rewriter = fakeRewriter();
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shorter' }));
    expect(rewriter.rewrite).toHaveBeenCalledWith({ slideId: 7, action: 'shorter' });
  });

  it('shows each price before a button is pressed', () => {
    render(<AskBox rewriter={fakeRewriter()} slideId={7} number={2} />);
    const shorter = screen.getByRole('button', { name: 'Shorter' });
    expect(shorter.getAttribute('title')).toBe('1 credit');
    expect(screen.getByRole('button', { name: 'Split into two slides' }).getAttribute('title')).toBe('2 credits');
    expect(screen.getByText('Quick actions: 1 credit each; Split into two slides: 2 credits.')).toBeTruthy();
    expect(screen.getByText('Enter sends (1 credit), Escape clears.')).toBeTruthy();
  });

  it('disables what the writer cannot do, described by its reason written beside it', () => {
    const reason = 'The builtin writer cannot make a slide more formal.';
    const rewriter = fakeRewriter({ refuses: { 'more-formal': reason, simpler: reason } });
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    const formal = screen.getByRole('button', { name: 'More formal' }) as HTMLButtonElement;
    expect(formal.disabled).toBe(true);
    const note = document.getElementById(formal.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe(`Simpler, More formal: ${reason}`);
    expect(formal.getAttribute('title')).toBe(reason);
    expect(screen.getByText('Not with this writer: Simpler, More formal. Why?')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Shorter' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says under the box when the writer takes no instructions, and sends none', () => {
    const reason = 'The built-in writer cannot follow free instructions.';
    const rewriter = fakeRewriter({ refuses: { instruction: reason } });
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    const box = screen.getByRole('textbox', { name: 'Ask to change slide 2' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(reason);
    fireEvent.change(box, { target: { value: 'focus on costs' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(rewriter.rewrite).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits while the slide rewrites, saying why', () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[7] = { state: 'rewriting', action: 'shorter' };
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    const longer = screen.getByRole('button', { name: 'Longer' }) as HTMLButtonElement;
    expect(longer.disabled).toBe(true);
    expect(document.getElementById(longer.getAttribute('aria-describedby')!)?.textContent).toMatch(/being rewritten/);
  });

  it('shows a refusal that came before the slide had any status', async () => {
    const rewriter = fakeRewriter();
    rewriter.rewrite.mockResolvedValueOnce({ ok: false, error: 'Not enough credits: 1 needed, 0 left.' } as never);
    render(<AskBox rewriter={rewriter} slideId={7} number={2} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Shorter' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Not enough credits: 1 needed, 0 left.');
  });
});
