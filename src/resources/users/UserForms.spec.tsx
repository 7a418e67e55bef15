/**
 * What the user forms do with a refused save or an unknown user, rendered inside react-admin's CoreAdminContext:
 * the answer is shown on the page (under the field, or as the edit page's load error) and nothing is logged on the
 * console; an error no screen handles (a server failure) is still logged.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import type { UserRecord } from '../../dataProvider/users.ts';
import { AdminTestContext } from '../../test/AdminTestContext.tsx';
import { quietHandledAnswers } from '../../components/quietHandledAnswers.ts';
import UserCreate from './UserCreate.tsx';
import UserEdit from './UserEdit.tsx';

const ann: UserRecord = {
  id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  description: '',
  user_type: 'member',
  notify_email: false,
  access_approved: true,
  services: [],
};

// react-admin's methods are generic in the record type; these answer with users, hence the one assertion.
function backEnd(methods: Record<string, (...args: never[]) => Promise<unknown>>) {
  return testDataProvider({ getList: async () => ({ data: [], total: 0 }), ...methods } as Partial<DataProvider>);
}

function renderAt(path: string, dataProvider: DataProvider, screenElement: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminTestContext dataProvider={dataProvider}>{screenElement}</AdminTestContext>
    </MemoryRouter>,
  );
}

async function createAnn() {
  fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: 'Ann' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'CREATE USER' }));
}

describe('the user forms handle what the server refuses without logging it', () => {
  // what reaches the console, behind the filter App.tsx puts in front of it
  let consoleError: MockInstance<typeof console.error>;
  let unquiet: () => void;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unquiet = quietHandledAnswers();
  });
  afterEach(() => {
    unquiet();
    consoleError.mockRestore();
  });

  it("a 422 on create shows the server's message under the field and logs nothing", async () => {
    const create = vi.fn(() =>
      Promise.reject(
        new HttpError('The email has already been taken.', 422, {
          errors: { email: 'This email is already taken.' },
        }),
      ),
    );
    renderAt('/create-new-user', backEnd({ create }), <UserCreate />);
    await createAnn();
    expect(await screen.findByText('This email is already taken.')).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an unknown user is said on the page and logs nothing', async () => {
    const getOne = vi.fn(() => Promise.reject(new HttpError('app.users.not_found', 404, {})));
    renderAt('/update-user?id=999', backEnd({ getOne }), <UserEdit />);
    expect(await screen.findByText('This user could not be loaded.')).toBeVisible();
    expect(getOne).toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a server failure on create is still logged', async () => {
    const failure = new HttpError('Internal server error.', 500, {});
    renderAt('/create-new-user', backEnd({ create: () => Promise.reject(failure) }), <UserCreate />);
    await createAnn();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));
  });

  it('the edit form of a known user shows it', async () => {
    renderAt('/update-user?id=1', backEnd({ getOne: async () => ({ data: ann }) }), <UserEdit />);
    expect(await screen.findByDisplayValue('ann@example.com')).toBeVisible();
  });
});
