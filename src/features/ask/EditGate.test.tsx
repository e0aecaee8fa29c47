// @vitest-environment happy-dom
/** Editing a slide whose rewrite waits for the network asks first; keeping on editing cancels the rewrite. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditGate } from './EditGate';
import { fakeRewriter } from './test-rewriter';

afterEach(cleanup);

const form = <form aria-label="Edit slide form" />;

describe('EditGate', () => {
  it('shows the form at once when no rewrite waits', () => {
    render(<EditGate rewriter={fakeRewriter()} slideId={4} number={3} onLeave={vi.fn()} titleId="edit-title">{form}</EditGate>);
    expect(screen.getByRole('form', { name: 'Edit slide form' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks first when a rewrite waits; Keep editing cancels it and shows the form', async () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[4] = { state: 'queued', action: 'shorter' };
    render(<EditGate rewriter={rewriter} slideId={4} number={3} onLeave={vi.fn()} titleId="edit-title">{form}</EditGate>);
    // The question's heading names the modal it stands in.
    expect(document.getElementById('edit-title')?.textContent).toBe('Edit slide 3 now?');
    expect(screen.getByRole('alert').textContent).toBe('Slide 3 has a rewrite waiting for the network (Shorter). Editing the slide now cancels that rewrite.');
    expect(screen.queryByRole('form')).toBeNull();
    rewriter.cancel.mockImplementation((id?: number) => {
      if (id !== undefined) delete rewriter.state.slides[id];
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    });
    expect(rewriter.cancel).toHaveBeenCalledWith(4);
    expect(screen.getByRole('form', { name: 'Edit slide form' })).toBeTruthy();
  });

  it('leaves the slide and its rewrite alone on Keep the rewrite', () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[4] = { state: 'queued', action: 'shorter' };
    const leave = vi.fn();
    render(<EditGate rewriter={rewriter} slideId={4} number={3} onLeave={leave} titleId="edit-title">{form}</EditGate>);
    fireEvent.click(screen.getByRole('button', { name: 'Keep the rewrite' }));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(rewriter.cancel).not.toHaveBeenCalled();
  });
});
