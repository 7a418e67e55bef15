// Keeps work not seen at once (the address, the tab's title) out of the input-to-frame time. A background tab draws
// no frames, so there `fn` runs at once, or as the tab hides.
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
