/**
 * The busy indicator drawn before anything else (index.html holds the same markup and its style): shown at once,
 * unlike react-admin's Loading, which stays empty for its first second. Used while the app's code loads and
 * while react-admin checks the session, so a page is never empty. No words: it is a spinner only.
 */
export function BootBusy() {
  return <div className="boot-busy" aria-busy="true" />;
}
