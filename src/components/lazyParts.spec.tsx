/**
 * A dialog whose code loads on first opening (lazyDialog): while it loads, a modal dialog that a screen reader
 * names 'Loading...' (axe: aria-dialog-name), then the dialog itself.
 */
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { lazyComponent } from '../loading/lazyScreen.ts';
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

describe('lazyComponent', () => {
  const Loading = () => <p>Loading part</p>;
  const Part = ({ name }: { name: string }) => <p>Part of {name}</p>;

  it('shows its fallback while the code loads, then the part, as a plain update (no Suspense)', async () => {
    let arrive: (c: typeof Part) => void = () => {};
    const LazyPart = lazyComponent(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), Loading);
    render(<LazyPart name="Acacia" />);
    expect(screen.getByText('Loading part')).toBeVisible();
    arrive(Part);
    expect(await screen.findByText('Part of Acacia')).toBeVisible();
    expect(screen.queryByText('Loading part')).toBeNull();
  });

  it('draws a preloaded part in its first render, without the fallback', async () => {
    const LazyPart = lazyComponent(() => Promise.resolve(Part), Loading);
    await LazyPart.preload();
    render(<LazyPart name="Banksia" />);
    // synchronously: getBy, not findBy
    expect(screen.getByText('Part of Banksia')).toBeVisible();
  });

  it('hands a chunk that failed to load to the error boundary, and loads it again on the next mount', async () => {
    let calls = 0;
    const LazyPart = lazyComponent(
      () => (++calls === 1 ? Promise.reject(new Error('chunk lost')) : Promise.resolve(Part)),
      Loading,
    );
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      state = { error: null };
      static getDerivedStateFromError(e: Error) {
        return { error: e.message };
      }
      render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(
      <Boundary>
        <LazyPart name="Callistemon" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk lost');
    first.unmount();
    quiet.mockRestore();
    render(<LazyPart name="Callistemon" />);
    expect(await screen.findByText('Part of Callistemon')).toBeVisible();
    expect(calls).toBe(2);
  });
});
