/**
 * react-hotkeys-hook as the portal uses it: react-admin's menu item (MenuItemLink) is its only importer and calls
 * `useHotkeys(keyboardShortcut ?? [], handler, { enabled: keyboardShortcut != null })`. No menu item of the portal
 * has a keyboard shortcut, so the hook is always disabled and the library (about 4 KB gzip on every signed-in page)
 * stays out of the bundle. vite.config.ts resolves the import to this module. A shortcut given to a menu item would
 * fail loudly here rather than be silently ignored: then drop the alias.
 */
import type { RefCallback } from 'react';

const noRef: RefCallback<HTMLElement> = () => undefined;

export function useHotkeys(keys: string | readonly string[], _callback: unknown, options?: { enabled?: boolean }) {
  if (keys.length > 0 && options?.enabled !== false)
    throw new Error('Keyboard shortcuts are not supported: remove the react-hotkeys-hook alias in vite.config.ts.');
  return noRef;
}
