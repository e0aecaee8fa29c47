import { describe, expect, it } from 'vitest';
import { presentKeyAction } from './keys';

describe('presentKeyAction', () => {
  it('moves back with ArrowLeft, ArrowUp and PageUp', () => {
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) expect(presentKeyAction({ key })).toEqual({ type: 'previous' });
  });

  it('moves on with ArrowRight, ArrowDown, PageDown and Space', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown', ' ']) expect(presentKeyAction({ key })).toEqual({ type: 'next' });
  });

  it('exits with Escape, toggles fullscreen with f and auto-play with a (either case)', () => {
    expect(presentKeyAction({ key: 'Escape' })).toEqual({ type: 'exit' });
    expect(presentKeyAction({ key: 'f' })).toEqual({ type: 'fullscreen' });
    expect(presentKeyAction({ key: 'F' })).toEqual({ type: 'fullscreen' });
    expect(presentKeyAction({ key: 'a' })).toEqual({ type: 'autoplay' });
    expect(presentKeyAction({ key: 'A' })).toEqual({ type: 'autoplay' });
  });

  it('jumps to slide number 1-9 (index 0-8); 0 and other keys do nothing', () => {
    expect(presentKeyAction({ key: '1' })).toEqual({ type: 'goto', index: 0 });
    expect(presentKeyAction({ key: '9' })).toEqual({ type: 'goto', index: 8 });
    expect(presentKeyAction({ key: '0' })).toBeNull();
    expect(presentKeyAction({ key: 'x' })).toBeNull();
    expect(presentKeyAction({ key: 'Tab' })).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt to the browser', () => {
    expect(presentKeyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(presentKeyAction({ key: 'a', metaKey: true })).toBeNull();
    expect(presentKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });

  it('lets a focused control take Space and Enter, but not the other keys', () => {
    expect(presentKeyAction({ key: ' ', onControl: true })).toBeNull();
    expect(presentKeyAction({ key: 'Enter', onControl: true })).toBeNull();
    expect(presentKeyAction({ key: 'ArrowRight', onControl: true })).toEqual({ type: 'next' });
    expect(presentKeyAction({ key: 'Escape', onControl: true })).toEqual({ type: 'exit' });
  });
});
