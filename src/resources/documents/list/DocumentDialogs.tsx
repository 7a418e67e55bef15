import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import type { Id } from '../../../types.ts';
import { DocumentActionsContext, type DocumentActions } from './DocumentActionsContext.tsx';
import type { CollectionsMode } from './CollectionsDialog.tsx';
import { DeleteFlow } from './DeleteFlow.tsx';
import { MarkReviewedDialog } from '../review/lazy.ts';
import { CollectionsDialog, DocumentServicesDialog, ServicesFlow } from '../listDialogs.ts';
import { serviceChoicesQuery, useDocumentsChanged, useDocumentsRemoved } from './documentsQuery.ts';

export function DocumentDialogs({ onChanged, children }: { onChanged: () => void; children: ReactNode }) {
  const [deleting, setDeleting] = useState<{ ids: Id[]; everyone: boolean } | null>(null);
  const [servicesFlow, setServicesFlow] = useState<{ mode: 'add' | 'remove'; docs: DocumentRow[] } | null>(null);
  const [collections, setCollections] = useState<{ mode: CollectionsMode; ids: Id[] } | null>(null);
  const [seeAll, setSeeAll] = useState<DocumentRow | null>(null);
  const [reviewing, setReviewing] = useState<DocumentRow[] | null>(null);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const actions = useMemo<DocumentActions>(
    () => ({
      startDelete: (ids, everyone = false) => setDeleting({ ids, everyone }),
      startServices: (mode, d) => {
        // one document's choices are its own call's answer: asked for now, beside the flow's code
        if (d.length === 1) void queryClient.prefetchQuery(serviceChoicesQuery(dataProvider, mode, d[0].id));
        setServicesFlow({ mode, docs: d });
      },
      startCollections: (mode, ids) => setCollections({ mode, ids }),
      showServices: (doc) => setSeeAll(doc),
      startMarkReviewed: (docs) => setReviewing(docs),
      prepare: (doc) => {
        for (const dialog of [ServicesFlow, CollectionsDialog]) void dialog.preload().catch(() => undefined);
        if (doc) void queryClient.prefetchQuery(serviceChoicesQuery(dataProvider, 'add', doc.id));
      },
    }),
    [queryClient, dataProvider],
  );
  const documentsChanged = useDocumentsChanged();
  const changed = () => {
    onChanged();
    return documentsChanged();
  };
  const documentsRemoved = useDocumentsRemoved();
  const deleted = (ids: Id[]) => {
    onChanged();
    return documentsRemoved(ids);
  };

  return (
    <DocumentActionsContext.Provider value={actions}>
      {children}
      {deleting && (
        <DeleteFlow
          ids={deleting.ids}
          everyone={deleting.everyone}
          onClose={() => setDeleting(null)}
          onDeleted={deleted}
        />
      )}
      {servicesFlow && (
        <ServicesFlow
          mode={servicesFlow.mode}
          docs={servicesFlow.docs}
          onClose={() => setServicesFlow(null)}
          onChanged={changed}
        />
      )}
      {collections && (
        <CollectionsDialog
          mode={collections.mode}
          ids={collections.ids}
          onClose={() => setCollections(null)}
          onChanged={changed}
        />
      )}
      {seeAll && <DocumentServicesDialog doc={seeAll} onClose={() => setSeeAll(null)} />}
      {reviewing && (
        <MarkReviewedDialog
          docs={reviewing.map((d) => ({ id: d.id, name: d.filename }))}
          onClose={() => setReviewing(null)}
          onChanged={changed}
        />
      )}
    </DocumentActionsContext.Provider>
  );
}
