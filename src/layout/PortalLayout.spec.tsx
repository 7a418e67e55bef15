/**
 * The portal's layout, put together from react-admin's parts: the bar, the menu, the screen and the footer; a
 * screen that fails to render shows react-admin's error page inside the layout, whose bar and menu stay usable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { PortalLayout } from './PortalLayout.tsx';

function Broken(): never {
  throw new Error('a screen that cannot render');
}

afterEach(() => vi.restoreAllMocks());

const renderLayout = (screenContent: React.ReactNode) =>
  render(
    <AdminTestContext dataProvider={testDataProvider()}>
      <PortalLayout>{screenContent}</PortalLayout>
    </AdminTestContext>,
  );

describe('PortalLayout', () => {
  it('shows the bar, the menu, the screen and the footer', async () => {
    renderLayout(<h1>Dashboard</h1>);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^logout$/i, hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy(); // the sidebar toggle
    expect(screen.getByRole('menuitem', { name: 'DOCUMENTS' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2021');
    expect(document.querySelector('main #main-content')).not.toBeNull(); // where the skip link leads
  });

  it("shows react-admin's error page in place of a screen that fails, with the bar and menu still there", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error it caught
    renderLayout(<Broken />);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^logout$/i, hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy(); // the sidebar toggle
    expect(screen.getByRole('menuitem', { name: 'DASHBOARD' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2021');
  });
});
