/**
 * DataRouter tells the portal of every move to another screen, whatever made it, and not of a screen writing its
 * own state into the address (the documents list's tab, sort and page), which must not ask for its rows again.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { DataRouter } from './DataRouter.tsx';

const MOVES = {
  'tab 3': '/nqa-documents?tab=3&page=2',
  'tab 4': '/nqa-documents?tab=4',
  users: '/user-management?filter=admin',
};

function Screen() {
  const navigate = useNavigate();
  return (
    <>
      {Object.entries(MOVES).map(([name, to]) => (
        <button key={name} onClick={() => void navigate(to)}>
          {name}
        </button>
      ))}
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

describe('DataRouter', () => {
  it('calls onNavigate with the address of each move to another path, not for a new query on the same path', async () => {
    window.history.replaceState(null, '', '/nqa-documents');
    const onNavigate = vi.fn();
    render(
      <DataRouter onNavigate={onNavigate}>
        <Screen />
      </DataRouter>,
    );
    const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
    await screen.findByRole('button', { name: 'users' });
    await press('tab 3');
    await press('tab 4');
    expect(onNavigate).not.toHaveBeenCalled();
    await press('users');
    expect(onNavigate.mock.calls).toEqual([['/user-management?filter=admin']]);
    await press('back'); // the browser's back: its popstate comes later
    await waitFor(() =>
      expect(onNavigate.mock.calls).toEqual([['/user-management?filter=admin'], ['/nqa-documents?tab=4']]),
    );
  });
});
