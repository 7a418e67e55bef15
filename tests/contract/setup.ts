/**
 * The provider reads files with the browser's FileReader (src/dataProvider/files.ts); Node has Blob and File but
 * no FileReader, so this gives it the one method the provider uses, readAsDataURL, on Node's own Blob.
 */
class NodeFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  readAsDataURL(blob: Blob): void {
    blob.arrayBuffer().then(
      (buf) => {
        this.result = `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(buf).toString('base64')}`;
        this.onload?.();
      },
      (e: unknown) => {
        this.error = e instanceof Error ? e : new Error(String(e));
        this.onerror?.();
      },
    );
  }
}

if (typeof globalThis.FileReader === 'undefined') {
  globalThis.FileReader = NodeFileReader as unknown as typeof FileReader;
}
