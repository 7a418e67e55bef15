import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { WarnWhenUnsavedChanges, useBlocker, useCanBlock, useTranslate } from 'react-admin';

type Report = (form: string, dirty: boolean) => void;
const Scope = createContext<Report | null>(null);

// A router honours only the last registered blocker, so with one blocker per form the first form's changes would be
// lost without a word. The forms report here and the page holds the one blocker.
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<Record<string, boolean>>({});
  const dirty = Object.values(dirtyForms).some(Boolean);
  const report = useCallback<Report>(
    (form, value) => setDirtyForms((d) => (!!d[form] === value ? d : { ...d, [form]: value })),
    [],
  );
  // useBlocker needs a data router, as react-admin's own warning does
  const canBlock = useCanBlock();
  return (
    <Scope.Provider value={report}>
      {canBlock && <PageBlocker dirty={dirty} />}
      {children}
    </Scope.Provider>
  );
}

function PageBlocker({ dirty }: { dirty: boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save that redirects clears the form in the same tick as the navigation: then leave without asking.
    if (!dirty) {
      blocker.proceed?.();
      return;
    }
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, dirty, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  return null;
}

function ReportToScope({ report, formControl }: { report: Report; formControl?: Control }) {
  const form = useId();
  const { isSubmitSuccessful, isSubmitting, dirtyFields } = useFormState(
    formControl ? { control: formControl } : undefined,
  );
  // Not while saving: a save that redirects leaves before the form is marked saved.
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;
  useEffect(() => report(form, dirty), [report, form, dirty]);
  useEffect(() => () => report(form, false), [report, form]);
  return null;
}

/** Inside an UnsavedChangesScope it reports to the page's one blocker; elsewhere it is react-admin's own warning. */
export function ScopedWarnWhenUnsavedChanges({
  enable,
  formRootPathName,
  formControl,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) {
  const report = useContext(Scope);
  if (!report)
    return <WarnWhenUnsavedChanges enable={enable} formRootPathName={formRootPathName} formControl={formControl} />;
  return <ReportToScope report={report} formControl={formControl} />;
}
