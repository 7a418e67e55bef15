/**
 * A dialog whose code loads on first opening (lazyDialog): while it loads, a modal dialog that a screen reader
 * names 'Loading...' (axe: aria-dialog-name), then the dialog itself.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { lazyDialog } from './lazyParts.tsx';

function Hello({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="hello-title">
      <DialogTitle id="hello-title">Hello</DialogTitle>
    </Dialog>
  );
}

describe('lazyDialog', () => {
  it('renders nothing while closed, a dialog named Loading... while its code loads, then the dialog', async () => {
    let arrive: (c: typeof Hello) => void = () => {};
    const code = new Promise<typeof Hello>((resolve) => (arrive = resolve));
    const LazyHello = lazyDialog(
      () => code,
      (p: { open: boolean }) => p.open,
    );

    const { rerender } = render(
      <AdminTestContext dataProvider={testDataProvider()}>
        <LazyHello open={false} />
      </AdminTestContext>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(
      <AdminTestContext dataProvider={testDataProvider()}>
        <LazyHello open />
      </AdminTestContext>,
    );
    expect(await screen.findByRole('dialog', { name: 'Loading...' })).toBeVisible();

    arrive(Hello);
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Loading...' })).toBeNull();
  });
});
