import { useEffect, useRef } from 'react';
import { useEvent } from 'react-admin';

/**
 * Intent to press: a mouse or pen pointer that rests on a link or button for this long is taken as a person about
 * to press it, and what the press needs can be on its way (instant.page's rule: a pointer that only passes over a
 * menu on its way elsewhere rests on each item for less; one that will press usually rests longer than that). A
 * touch is never taken as intent (it may be the start of a scroll).
 */
export const HOVER_INTENT_MS = 65;

export const isTouch = (e: { pointerType?: string }) => e.pointerType === 'touch';

/** A mouse or pen press of the main button: the start of a click (a touch may be the start of a scroll). */
export const isPrimaryPress = (e: { pointerType?: string; button?: number }) => !isTouch(e) && e.button === 0;

/**
 * Pointer handlers for a button that prepares what its press opens (a dialog's code and rows) once the pointer has
 * rested on it: `prepare` runs at most once per rest, and not at all if the pointer leaves first. A mouse or pen
 * press that begins before the rest is over prepares at once (as DataRouter does for links): the click comes only
 * with the release, and what it opens is on its way from the press. Preparing must be idempotent: the press itself
 * asks again and finds it on its way.
 */
export function useHoverIntent(prepare: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const run = useEvent(prepare); // the latest `prepare` when the rest is over
  const stop = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stop, []);
  return {
    onPointerEnter: (e: { pointerType?: string }) => {
      if (isTouch(e)) return;
      stop();
      timer.current = window.setTimeout(() => {
        timer.current = undefined; // prepared: a press after the rest has nothing more to start
        run();
      }, HOVER_INTENT_MS);
    },
    onPointerLeave: stop,
    // a rest still under way when the press begins: prepare now
    onPointerDown: (e: { pointerType?: string; button?: number }) => {
      if (!isPrimaryPress(e) || timer.current === undefined) return;
      stop();
      run();
    },
  };
}
