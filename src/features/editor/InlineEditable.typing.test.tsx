// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MS, InlineEditable } from './InlineEditable';

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const onDraft = vi.fn();
  const onCommit = vi.fn();
  const pending: boolean[] = [];
  const view = render(
    <InlineEditable slideIndex={0} field="heading" value="Tides" multiline={false} onCommit={onCommit} onDraft={onDraft} onTyping={(p) => pending.push(p)} />,
  );
  const editor = screen.getByRole('button', { name: 'Edit heading of slide 1' });
  fireEvent.mouseDown(editor);
  const type = (text: string) => {
    const box = screen.getByRole('textbox', { name: 'Edit heading of slide 1' });
    box.textContent = text;
    fireEvent.input(box);
  };
  return { view, onDraft, onCommit, pending, type };
}

describe('typed text waiting for its draft', () => {
  it('is reported at the keystroke and cleared once the deck has the draft', () => {
    const { pending, onDraft, type } = setup();
    type('Still');
    expect(pending).toEqual([true]);
    expect(onDraft).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(DRAFT_MS));
    expect(onDraft).toHaveBeenCalledTimes(1);
    expect(pending).toEqual([true, false]);
  });

  it('is cleared when the edit is committed or the editor goes away before the draft', () => {
    const first = setup();
    first.type('Still typing');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edit heading of slide 1' }), { key: 'Enter' });
    expect(first.onCommit).toHaveBeenCalledTimes(1);
    expect(first.pending).toEqual([true, false]);
    cleanup();

    const second = setup();
    second.type('Gone');
    second.view.unmount();
    expect(second.pending).toEqual([true, false]);
  });
});
