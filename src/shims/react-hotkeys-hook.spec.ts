import { describe, expect, it } from 'vitest';
import { useHotkeys } from './react-hotkeys-hook.ts';

// react-admin's MenuItemLink calls useHotkeys(keyboardShortcut ?? [], handler, { enabled: keyboardShortcut != null })
describe('react-hotkeys-hook shim', () => {
  it('accepts the call of a menu item without a shortcut', () => {
    expect(() => useHotkeys([], () => undefined, { enabled: false })).not.toThrow();
  });

  it('refuses a shortcut instead of ignoring it', () => {
    expect(() => useHotkeys('ctrl+k', () => undefined, { enabled: true })).toThrow(/not supported/);
    expect(() => useHotkeys(['g', 'd'], () => undefined)).toThrow(/not supported/);
  });
});
