/**
 * The documents list's delete flow (document-management §4), rendered inside react-admin's CoreAdminContext with
 * the app's messages and a fake data provider: the question, the soft delete, then OK (permanent delete) or UNDO
 * (restore). The fake provider records which calls happen and when.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { testDataProvider } from 'react-admin';
import { documentsList } from '../../../dataProvider/documentsList.ts';
import { startMove } from '../../../loading/visit.ts';
import type { Id } from '../../../types.ts';
import { translate } from '../../../i18n/translate.ts';
import { toDocumentRow, type DocumentRow, type LoadedDocument } from '../../../dataProvider/documentFields.ts';
import { AdminTestContext } from '../../../test/AdminTestContext.tsx';
import DocumentList from '../DocumentList.tsx';
import { loadedDocument } from '../../../test/documents.ts';

/** A generated NQA1 document with the spec's loaded fields (§3). */
const loaded = (id: number, title: string): LoadedDocument => loadedDocument(id, { file_title: title });

const ok = { status: true, message: 'ok', data: [] };

/** A back end of two documents where a soft delete hides the document until it is restored. */
function fakeBackEnd() {
  const hidden = new Set<Id>();
  const docs = [loaded(1, 'Hand hygiene'), loaded(2, 'Sun safety')];
  const calls = {
    listDocuments: vi.fn(async (): Promise<DocumentRow[]> =>
      docs.filter((d) => !hidden.has(d.id)).map((d) => toDocumentRow(d, translate)),
    ),
    deleteDocument: vi.fn(async (id: Id) => {
      hidden.add(id);
      return ok;
    }),
    softDeleteDocuments: vi.fn(async (ids: Id[]) => {
      ids.forEach((id) => hidden.add(id));
      return ok;
    }),
    permanentDeleteDocuments: vi.fn(async (_ids: Id[]) => ok),
    undoDeleteDocuments: vi.fn(async (ids: Id[]) => {
      ids.forEach((id) => hidden.delete(id));
      return ok;
    }),
  };
  return calls;
}

function renderList() {
  const calls = fakeBackEnd();
  const queryClient = new QueryClient();
  // the list's getList, over the fake's answer kept for this visit
  const { getList } = documentsList(calls.listDocuments, queryClient);
  const dataProvider = testDataProvider({ ...calls, getList });
  startMove('/nqa-documents');
  render(
    <AdminTestContext dataProvider={dataProvider} queryClient={queryClient}>
      <DocumentList />
    </AdminTestContext>,
  );
  return calls;
}

const rowMenu = (title: string) => screen.queryByRole('button', { name: `Actions for ${title}`, hidden: true });

async function askToDelete(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete file' }));
  return screen.findByRole('dialog');
}

describe('documents list: delete flow', { timeout: 30_000 }, () => {
  it('asks first; CANCEL sends nothing', async () => {
    const calls = renderList();
    const question = await askToDelete('Hand hygiene');
    expect(question).toHaveTextContent('Are you sure you want to permanently delete this document?');
    fireEvent.click(within(question).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.deleteDocument).not.toHaveBeenCalled();
    expect(calls.permanentDeleteDocuments).not.toHaveBeenCalled();
  });

  it('REMOVE soft-deletes at once and the row leaves the list; OK then deletes it permanently', async () => {
    const calls = renderList();
    const question = await askToDelete('Hand hygiene');
    fireEvent.click(within(question).getByRole('button', { name: 'REMOVE' }));

    const done = await screen.findByRole('dialog', { description: 'Document permanently deleted!' });
    expect(calls.deleteDocument).toHaveBeenCalledWith(1);
    expect(calls.permanentDeleteDocuments).not.toHaveBeenCalled();
    // The modal hides the page from assistive technology, hence `hidden` for the rows behind it.
    await waitFor(() => expect(rowMenu('Hand hygiene')).toBeNull());
    expect(rowMenu('Sun safety')).toBeInTheDocument();

    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.permanentDeleteDocuments).toHaveBeenCalledWith([1]));
    expect(calls.undoDeleteDocuments).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the row left the kept list: the documents were not read again
    expect(calls.listDocuments).toHaveBeenCalledTimes(1);
  });

  it('UNDO restores the document instead: no permanent delete, the row comes back', async () => {
    const calls = renderList();
    const question = await askToDelete('Hand hygiene');
    fireEvent.click(within(question).getByRole('button', { name: 'REMOVE' }));
    const done = await screen.findByRole('dialog', { description: 'Document permanently deleted!' });
    await waitFor(() => expect(rowMenu('Hand hygiene')).toBeNull());

    fireEvent.click(within(done).getByRole('button', { name: 'UNDO' }));
    await waitFor(() => expect(calls.undoDeleteDocuments).toHaveBeenCalledWith([1]));
    expect(calls.permanentDeleteDocuments).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Actions for Hand hygiene' })).toBeInTheDocument();
    expect(calls.listDocuments).toHaveBeenCalledTimes(1);
  });

  it('the bulk delete asks once for the ticked rows and soft-deletes them together', async () => {
    const calls = renderList();
    await screen.findByRole('button', { name: 'Actions for Hand hygiene' });
    for (const title of ['Hand hygiene', 'Sun safety'])
      fireEvent.click(within(screen.getByRole('row', { name: new RegExp(title) })).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete files' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'REMOVE' }));

    const done = await screen.findByRole('dialog', { description: 'Documents permanently deleted!' });
    expect(within(done).getByText('2 documents selected')).toBeInTheDocument();
    expect(calls.softDeleteDocuments).toHaveBeenCalledWith([1, 2]);
    expect(calls.deleteDocument).not.toHaveBeenCalled();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.permanentDeleteDocuments).toHaveBeenCalledWith([1, 2]));
  });
});
