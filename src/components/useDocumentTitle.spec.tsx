/**
 * The browser tab names the screen ('Edit Sunshine Kindy | NQA Admin Portal'), written once the frame showing the
 * screen is drawn (at once in a tab in the background, which draws no frames, or as the tab goes there), and the
 * tab's earlier title comes back when the screen goes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

function Screen({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}
const renderScreen = (name: string) =>
  render(
    <AdminTestContext dataProvider={testDataProvider()}>
      <Screen name={name} />
    </AdminTestContext>,
  );

afterEach(() => {
  Reflect.deleteProperty(document, 'hidden'); // the page's own `hidden` again (from Document.prototype)
  document.title = '';
});

describe('useDocumentTitle', () => {
  it("names the screen in the tab, and puts the tab's earlier title back when the screen goes", async () => {
    document.title = 'Before';
    const { rerender, unmount } = renderScreen('Edit Sunshine Kindy');
    await waitFor(() => expect(document.title).toBe('Edit Sunshine Kindy | NQA Admin Portal'));
    rerender(
      <AdminTestContext dataProvider={testDataProvider()}>
        <Screen name="NQA2 - Children's Health and Safety" />
      </AdminTestContext>,
    );
    await waitFor(() => expect(document.title).toBe("NQA2 - Children's Health and Safety | NQA Admin Portal"));
    unmount();
    expect(document.title).toBe('Before');
  });

  it('writes the title as the tab goes to the background, which draws no frames', () => {
    renderScreen('Upload a newsletter');
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('Upload a newsletter | NQA Admin Portal');
  });

  it('writes the title at once in a tab in the background', () => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    renderScreen('All services');
    expect(document.title).toBe('All services | NQA Admin Portal');
  });
});
