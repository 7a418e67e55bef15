/**
 * Runs `fn` once the browser has drawn its next frame (a task after the frame's callbacks), so work the person does
 * not see at once (writing the address, the tab's title) stays out of the input-to-frame time. A tab in the
 * background draws no frames: there `fn` runs at once, or as the tab goes to the background. Returns a cancel.
 */
export function afterNextPaint(fn: () => void): () => void {
  if (document.hidden) {
    fn();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', run);
  };
  const run = () => {
    cancel();
    fn();
  };
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  document.addEventListener('visibilitychange', run);
  return cancel;
}
