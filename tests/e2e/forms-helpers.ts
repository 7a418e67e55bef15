/** Shared steps of the forms-*.spec files: leaving a page with unsaved changes, dropping files on a drop zone. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** react-admin's question (ra-language-english), asked when a page with unsaved changes is left. */
export const UNSAVED_QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/**
 * Clicks something that leaves the page and answers the unsaved-changes question. The answer is given inside the
 * dialog listener, registered before the click: the router may open window.confirm while the click is still being
 * dispatched, and a click waiting on its own confirm, answered only after the click returns, never finishes.
 */
export async function leaveAnswering(page: Page, leave: Locator, answer: 'stay' | 'leave'): Promise<void> {
  const asked = new Promise<{ type: string; message: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
    });
  });
  await leave.click();
  const dialog = await asked;
  expect(dialog.type).toBe('confirm');
  expect(dialog.message).toBe(UNSAVED_QUESTION);
}

export const menuLink = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/**
 * Drops one file on a drop zone the way a browser does (a drop event whose DataTransfer holds the file), so the
 * drop zone's own checks run. `size` makes a file of that many bytes.
 */
export async function dropFile(zone: Locator, file: { name: string; type: string; size?: number; text?: string }) {
  const dataTransfer = await zone.page().evaluateHandle(({ name, type, size, text }) => {
    const dt = new DataTransfer();
    const body = size !== undefined ? new Uint8Array(size) : (text ?? '');
    dt.items.add(new File([body], name, { type }));
    return dt;
  }, file);
  await zone.dispatchEvent('drop', { dataTransfer });
}
