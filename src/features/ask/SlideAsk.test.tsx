// @vitest-environment happy-dom
/**
 * On a card: the Ask button opens the box; `/` opens the selected card's
 * box and puts the cursor in it, not while the user types elsewhere or on a
 * card that is not selected; Escape in the empty box closes it and gives
 * the focus back to the Ask button.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rewriter } from '../../state/rewrite/types';
import { AskPanel, AskToggle, useSlideAsk } from './SlideAsk';
import { fakeRewriter } from './test-rewriter';

afterEach(cleanup);

function Card({ rewriter, number, current }: { rewriter: Rewriter; number: number; current: boolean }) {
  const ask = useSlideAsk({ current, enabled: true });
  return (
    <article aria-label={`Slide ${number}`}>
      <AskToggle ask={ask} number={number} />
      <AskPanel ask={ask} rewriter={rewriter} slideId={number * 10} number={number} />
    </article>
  );
}

function renderCards() {
  const rewriter = fakeRewriter();
  render(
    <>
      <input aria-label="Elsewhere" />
      <Card rewriter={rewriter} number={1} current={false} />
      <Card rewriter={rewriter} number={2} current />
    </>,
  );
  return rewriter;
}

const slash = (target: Element = document.body) => act(() => void fireEvent.keyDown(target, { key: '/' }));

describe('the Ask box on a card', () => {
  it('stays closed behind the Ask button until pressed', () => {
    renderCards();
    expect(screen.queryByRole('group', { name: 'Ask slide 2' })).toBeNull();
    const [, second] = screen.getAllByRole('button', { name: 'Ask' });
    fireEvent.click(second!);
    expect(screen.getByRole('group', { name: 'Ask slide 2' })).toBeTruthy();
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ask to change slide 2' }));
  });

  it('opens the selected slide\'s box on "/" and puts the cursor in it', () => {
    renderCards();
    slash();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ask to change slide 2' }));
    expect(screen.queryByRole('group', { name: 'Ask slide 1' })).toBeNull();
  });

  it('leaves "/" alone while the user types in a field', () => {
    renderCards();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    slash(elsewhere);
    expect(screen.queryByRole('group', { name: 'Ask slide 2' })).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('closes on Escape in the empty box and gives the focus back to the Ask button', () => {
    renderCards();
    slash();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Ask to change slide 2' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Ask slide 2' })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Ask' })[1]);
  });
});
