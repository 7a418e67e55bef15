import { useCallback, useState, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import { type NqaFormValues } from '../../dataProvider/documentForms.ts';
import { TOAST_MS, isWebinarType } from '../../shared/constants.ts';
import { NqaDocumentForm } from './form/NqaDocumentForm.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { emptyNqaValues } from './form/formValues.ts';
import { serverErrors } from './form/serverErrors.ts';
import { UploadProgress, useUploadProgress } from '../../components/UploadProgress.tsx';
import { CREATE_TABS, type CreateDocumentState, type CreateTab } from './paths.ts';
import { customPaths } from '../../customRoutes/index.ts';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { lazyComponent } from '../../loading/lazyScreen.ts';
import { PartLoading, lazyDialog } from '../../components/lazyParts.tsx';
import { TabStrip } from '../../components/TabStrip.tsx';
import { useDocumentsChanged } from './list/documentsQuery.ts';
import { UnsavedChangesScope } from '../../components/UnsavedChangesScope.tsx';

const SuccessDialog = lazyDialog<{ open: boolean; onClose: () => void }>(
  () => import('./form/SuccessDialog.tsx').then((m) => m.SuccessDialog),
  (p) => p.open,
);

const FocusOfTheMonth = lazyComponent(
  () => import('./form/FocusOfTheMonth.tsx').then((m) => m.FocusOfTheMonth),
  PartLoading,
);
const ServiceSpecificCreate = lazyComponent(
  () => import('./form/ServiceSpecificCreate.tsx').then((m) => m.ServiceSpecificCreate),
  PartLoading,
);

type TabName = CreateTab;

/** Spec §2. A tab's panel stays mounted, hidden, once shown, so its form keeps what was typed. */
export default function DocumentCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useDataProvider<PortalDataProvider>();
  const state = (useLocation().state ?? {}) as CreateDocumentState;
  const [tab, setTab] = useState<TabName>(state.tab && CREATE_TABS.includes(state.tab) ? state.tab : 'nqa');
  const [shown, setShown] = useState<ReadonlySet<TabName>>(() => new Set([tab]));
  const show = useCallback((next: TabName) => {
    setTab(next);
    setShown((s) => (s.has(next) ? s : new Set([...s, next])));
  }, []);
  // once per visit: react-admin resets a form on new defaults, and a panel kept mounted must not be reset
  const [nqaDefaults] = useState(emptyNqaValues);
  const [added, setAdded] = useState(false);
  const upload = useUploadProgress();

  const documentsChanged = useDocumentsChanged();
  const created = () => {
    void documentsChanged(); // the kept lists do not have it yet
    notify('app.documents.created', { type: 'success', autoHideDuration: TOAST_MS });
    setAdded(true);
  };
  const submitNqa = async (v: NqaFormValues) => {
    try {
      await (isWebinarType(v.document_type_id)
        ? dp.createWebinar(v, upload.onUploadProgress)
        : dp.createNqaDocument(v, upload.onUploadProgress));
      created();
      return undefined;
    } catch (e) {
      return serverErrors(e, (m) => notify(m, { type: 'error' }));
    } finally {
      upload.done();
    }
  };

  const labels: Record<TabName, string> = {
    nqa: translate('app.documents.tab_nqa'),
    focus: translate('app.documents.tab_focus'),
    service_specific: translate('app.documents.tab_service_specific'),
  };
  const panels: Record<TabName, ReactNode> = {
    nqa: (
      <NqaDocumentForm
        defaultValues={nqaDefaults}
        onSubmit={submitNqa}
        actions={
          <>
            <SubmitButton />
            <UploadProgress percent={upload.percent} />
          </>
        }
      />
    ),
    focus: <FocusOfTheMonth />,
    service_specific: (
      <ServiceSpecificCreate uploadOrGenerate={state.upload_or_generate} service={state.service} onCreated={created} />
    ),
  };

  return (
    <>
      <ScreenTitle title={translate('app.documents.create_title')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        {translate('app.documents.create_title')}
      </Typography>
      <Card>
        <TabStrip tabs={CREATE_TABS.map((value) => ({ value, label: labels[value] }))} value={tab} onChange={show} />
        <UnsavedChangesScope>
          {CREATE_TABS.filter((t) => shown.has(t)).map((t) => (
            <div key={t} role="tabpanel" hidden={t !== tab}>
              {panels[t]}
            </div>
          ))}
        </UnsavedChangesScope>
      </Card>
      <SuccessDialog
        open={added}
        onClose={() => {
          setAdded(false);
          navigate(customPaths.dashboard);
        }}
      />
    </>
  );
}
