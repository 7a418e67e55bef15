/**
 * The user actions of portal-core §4 on the users list, rendered inside react-admin's CoreAdminContext with the
 * app's messages and a fake data provider: approve and revoke ask Yes/No first; delete asks Yes/No, then shows
 * the OK/UNDO modal and sends the delete only on OK. The fake provider records which calls happen and when.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  Notification,
  testDataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type Identifier,
  type DataProvider,
} from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { AdminTestContext } from '../../test/AdminTestContext.tsx';
import UserList from './UserList.tsx';

const user = (id: number, first_name: string, last_name: string, access_approved: boolean): UserRecord => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.com`,
  description: '',
  user_type: 'member',
  notify_email: false,
  access_approved,
  services: [],
});

/** A back end of two users, Ann (waiting for access) and Bob (approved); the spies record the calls. */
function fakeBackEnd() {
  let users = [user(1, 'Ann', 'Lee', false), user(2, 'Bob', 'Ray', true)];
  const setAccess = async (ids: Identifier[], approved: boolean) => {
    users = users.map((u) => (ids.includes(u.id) ? { ...u, access_approved: approved } : u));
    return true;
  };
  // react-admin's methods are generic in the record type; these answer with users, hence the one assertion.
  const methods = {
    getList: async () => ({ data: users, total: users.length }),
    delete: async (_resource: string, params: DeleteParams) => {
      const gone = users.find((u) => u.id === params.id);
      users = users.filter((u) => u.id !== params.id);
      return { data: gone };
    },
    deleteMany: async (_resource: string, params: DeleteManyParams) => {
      users = users.filter((u) => !params.ids.includes(u.id));
      return { data: params.ids };
    },
    approveAccess: (ids: Identifier[]) => setAccess(ids, true),
    revokeAccess: (ids: Identifier[]) => setAccess(ids, false),
  } as Partial<DataProvider>;
  const dataProvider = testDataProvider(methods);
  const calls = {
    approveAccess: vi.spyOn(dataProvider, 'approveAccess'),
    revokeAccess: vi.spyOn(dataProvider, 'revokeAccess'),
    delete: vi.spyOn(dataProvider, 'delete'),
    deleteMany: vi.spyOn(dataProvider, 'deleteMany'),
  };
  return { calls, dataProvider };
}

function renderUsers() {
  const backEnd = fakeBackEnd();
  render(
    <AdminTestContext dataProvider={backEnd.dataProvider}>
      <UserList />
      <Notification />
    </AdminTestContext>,
  );
  return backEnd.calls;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name), hidden: true });

async function chooseFromRowMenu(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
  return screen.findByRole('dialog', { name: action === 'Delete' ? 'Delete user' : action });
}

describe('users list: user actions', { timeout: 30_000 }, () => {
  it('approve asks first: No sends nothing, Yes approves and says so', async () => {
    const calls = renderUsers();
    let question = await chooseFromRowMenu('Ann Lee', 'Approve access');
    expect(question).toHaveTextContent('Are you sure you want to approve access to this user?');
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.approveAccess).not.toHaveBeenCalled();

    question = await chooseFromRowMenu('Ann Lee', 'Approve access');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.approveAccess).toHaveBeenCalledWith([1]));
    expect(await screen.findByText('The user access is now approve/revoke.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Ann Lee')).getByText('Approved')).toBeInTheDocument());
  });

  it('revoke asks first, then revokes the one user', async () => {
    const calls = renderUsers();
    const question = await chooseFromRowMenu('Bob Ray', 'Revoke access');
    expect(question).toHaveTextContent('Are you sure you want to revoke access to this user?');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.revokeAccess).toHaveBeenCalledWith([2]));
    await waitFor(() => expect(within(rowOf('Bob Ray')).getByText('Revoked')).toBeInTheDocument());
    expect(calls.approveAccess).not.toHaveBeenCalled();
  });

  it('delete: Yes shows OK/UNDO and sends nothing yet; UNDO keeps the user', async () => {
    const calls = renderUsers();
    const question = await chooseFromRowMenu('Ann Lee', 'Delete');
    expect(question).toHaveTextContent('Are you sure you want to permanently delete this user?');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    const done = await screen.findByRole('dialog', { description: 'This user is now permanently deleted' });
    expect(calls.delete).not.toHaveBeenCalled();
    fireEvent.click(within(done).getByRole('button', { name: 'UNDO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.delete).not.toHaveBeenCalled();
    expect(rowOf('Ann Lee')).toBeInTheDocument();
  });

  it('delete: OK sends the delete of that user and the row leaves the list', async () => {
    const calls = renderUsers();
    fireEvent.click(within(await chooseFromRowMenu('Ann Lee', 'Delete')).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('dialog', { description: 'This user is now permanently deleted' });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('users', { id: 1 }));
    expect(calls.deleteMany).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ann Lee/, hidden: true })).toBeNull());
    expect(rowOf('Bob Ray')).toBeInTheDocument();
  });

  it('the bulk menu deletes the ticked users together, after Yes and OK', async () => {
    const calls = renderUsers();
    await screen.findByRole('button', { name: 'Actions for Ann Lee' });
    for (const name of ['Ann Lee', 'Bob Ray']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Yes' }),
    );
    // more than one: the count is named (spec §5 'Counts above 1 use plural wording')
    const done = await screen.findByRole('dialog', { description: 'This user is now permanently deleted' });
    expect(within(done).getByText('2 users selected')).toBeInTheDocument();
    expect(calls.deleteMany).not.toHaveBeenCalled();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.deleteMany).toHaveBeenCalledWith('users', { ids: [1, 2] }));
  });
});
