/**
 * DataRouter tells the portal of every move to another screen, whatever made it, and not of a screen writing its
 * own state into the address (the documents list's tab, sort and page), which must not ask for its rows again.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, useNavigate } from 'react-router-dom';
import { DataRouter } from './DataRouter.tsx';
import { HOVER_INTENT_MS } from './intent.ts';

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

  it('hears a press on a link to another screen before the click, and not a press that cannot be a move there', async () => {
    window.history.replaceState(null, '', '/nqa-documents');
    const onNavigate = vi.fn();
    render(
      <DataRouter onNavigate={onNavigate}>
        <Link to="/user-management?filter=admin">Users</Link>
        <Link to="/nqa-documents?tab=2">Tab 2</Link>
        <a href="https://hub.example.org/messages" target="_blank" rel="noreferrer">
          Messages
        </a>
        <button>Not a link</button>
      </DataRouter>,
    );
    // jsdom has no PointerEvent: a MouseEvent named pointerdown carries the button and modifiers a browser's would
    const pointerDown = (el: Element, init: MouseEventInit) =>
      el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, ...init }));
    const users = await screen.findByRole('link', { name: 'Users' });
    pointerDown(users, { button: 0, ctrlKey: true }); // a new tab: not this page's move
    pointerDown(users, { button: 2 });
    users.dispatchEvent(
      Object.assign(new MouseEvent('pointerdown', { bubbles: true, button: 0 }), { pointerType: 'touch' }),
    );
    pointerDown(screen.getByRole('link', { name: 'Tab 2' }), { button: 0 }); // the same screen
    pointerDown(screen.getByRole('link', { name: 'Messages' }), { button: 0 });
    pointerDown(screen.getByRole('button', { name: 'Not a link' }), { button: 0 });
    expect(onNavigate).not.toHaveBeenCalled();
    pointerDown(users, { button: 0 });
    expect(onNavigate.mock.calls).toEqual([['/user-management?filter=admin']]);
    expect(window.location.pathname).toBe('/nqa-documents'); // only a press: no move yet
  });

  it('takes a mouse resting on a link to another screen for HOVER_INTENT_MS as intent, not one passing over it or a touch', async () => {
    window.history.replaceState(null, '', '/nqa-documents');
    const onNavigate = vi.fn();
    render(
      <DataRouter onNavigate={onNavigate}>
        <Link to="/user-management?filter=admin">
          <span>Users</span>
        </Link>
        <Link to="/services">Services</Link>
        <Link to="/nqa-documents?tab=2">Tab 2</Link>
      </DataRouter>,
    );
    const users = await screen.findByText('Users');
    const services = screen.getByRole('link', { name: 'Services' });
    // jsdom has no PointerEvent: a MouseEvent of the pointer's name, with the pointerType a browser's would carry
    const pointer = (type: string, el: Element, relatedTarget: Element | null = null, pointerType = 'mouse') =>
      el.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget }), { pointerType }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      pointer('pointerover', services); // passing over Services on the way to Users
      vi.advanceTimersByTime(HOVER_INTENT_MS - 10);
      pointer('pointerout', services, users);
      pointer('pointerover', users);
      pointer('pointerover', screen.getByRole('link', { name: 'Users' })); // its own label: still resting
      vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
      expect(onNavigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onNavigate.mock.calls).toEqual([['/user-management?filter=admin']]);

      pointer('pointerover', services, null, 'touch');
      pointer('pointerover', screen.getByRole('link', { name: 'Tab 2' })); // the same screen
      vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
      expect(onNavigate.mock.calls).toHaveLength(1);
      expect(window.location.pathname).toBe('/nqa-documents'); // only intent: no move
    } finally {
      vi.useRealTimers();
    }
  });
});
