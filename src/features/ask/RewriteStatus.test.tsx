// @vitest-environment happy-dom
/** A slide's rewrite on its card: running, waiting for the network, failed; nothing when there is none. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RewriteStatus } from './RewriteStatus';
import { fakeRewriter } from './test-rewriter';

afterEach(cleanup);

describe('RewriteStatus', () => {
  it('shows nothing for a slide with no rewrite', () => {
    const { container } = render(<RewriteStatus rewriter={fakeRewriter()} slideId={3} />);
    expect(container.textContent).toBe('');
  });

  it('says Rewriting... while it runs, and Cancel rewrite stops it', () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[3] = { state: 'rewriting', action: 'shorter' };
    render(<RewriteStatus rewriter={rewriter} slideId={3} />);
    expect(screen.getByRole('status').textContent).toBe('Rewriting...');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel rewrite' }));
    expect(rewriter.cancel).toHaveBeenCalledWith(3);
  });

  it('says it waits for the network while queued, with Cancel rewrite', () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[3] = { state: 'queued', action: 'regenerate' };
    render(<RewriteStatus rewriter={rewriter} slideId={3} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for the network to rewrite this slide');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel rewrite' }));
    expect(rewriter.cancel).toHaveBeenCalledWith(3);
  });

  it('shows the error as text with Dismiss when it failed', () => {
    const rewriter = fakeRewriter();
    const error = '<b>The writer stopped mid-answer.</b> The slide is unchanged.';
    rewriter.state.slides[3] = { state: 'failed', action: 'longer', error };
    render(<RewriteStatus rewriter={rewriter} slideId={3} />);
    expect(screen.getByRole('alert').textContent).toBe(error);
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(rewriter.dismiss).toHaveBeenCalledWith(3);
  });

  it('follows the runner: the status goes when the rewrite is done', async () => {
    const rewriter = fakeRewriter();
    rewriter.state.slides[3] = { state: 'rewriting', action: 'shorter' };
    render(<RewriteStatus rewriter={rewriter} slideId={3} />);
    // valtio tells its subscribers a microtask later.
    await act(async () => {
      delete rewriter.state.slides[3];
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
