/** Shown at once, unlike react-admin's Loading, which starts empty; index.html holds the same markup and style. */
export function BootBusy() {
  return <div className="boot-busy" aria-busy="true" />;
}
