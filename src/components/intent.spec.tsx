/**
 * A pointer resting on a button prepares what the button opens: once per rest, not for a pointer passing over it,
 * not for a touch (which may be the start of a scroll).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { HOVER_INTENT_MS, useHoverIntent } from './intent.ts';

function Opener({ prepare }: { prepare: () => void }) {
  return <button {...useHoverIntent(prepare)}>Choose services</button>;
}

afterEach(() => vi.useRealTimers());

// jsdom has no PointerEvent: the event React hears for enter and leave (pointerover, pointerout), with the
// pointerType a browser's would carry
const pointer = (type: 'pointerOver' | 'pointerOut' | 'pointerDown', el: Element, pointerType: string) =>
  fireEvent(el, Object.assign(createEvent[type](el), { pointerType, button: 0 }));
const enter = (el: Element, pointerType = 'mouse') => pointer('pointerOver', el, pointerType);
const leave = (el: Element) => pointer('pointerOut', el, 'mouse');

/** The button, rendered with the timers faked, and the spy its rest prepares. */
function openerOnFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const prepare = vi.fn();
  const { unmount } = render(<Opener prepare={prepare} />);
  return { prepare, unmount, button: screen.getByRole('button', { name: 'Choose services' }) };
}

describe('useHoverIntent', () => {
  it('prepares once the pointer has rested HOVER_INTENT_MS on the button, not when it passes over or is a touch', () => {
    const { prepare, button } = openerOnFakeTimers();

    enter(button);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    leave(button); // passed over
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prepare).not.toHaveBeenCalled();

    enter(button, 'touch');
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(prepare).not.toHaveBeenCalled();

    enter(button);
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(prepare).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 10);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares at the press when the pointer is pressed before the rest is over, once', () => {
    const { prepare, button } = openerOnFakeTimers();

    enter(button);
    vi.advanceTimersByTime(10);
    pointer('pointerDown', button, 'mouse');
    expect(prepare).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(prepare).toHaveBeenCalledTimes(1); // the rest's own timer does not prepare again

    leave(button);
    enter(button);
    vi.advanceTimersByTime(HOVER_INTENT_MS); // a full rest prepares ...
    pointer('pointerDown', button, 'mouse'); // ... and the press after it adds nothing
    expect(prepare).toHaveBeenCalledTimes(2);

    leave(button);
    enter(button, 'touch');
    pointer('pointerDown', button, 'touch'); // a touch may be a scroll
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('does not prepare after the button has gone', () => {
    const { prepare, button, unmount } = openerOnFakeTimers();
    enter(button, 'pen');
    unmount();
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(prepare).not.toHaveBeenCalled();
  });
});
