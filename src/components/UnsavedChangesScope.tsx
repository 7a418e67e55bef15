import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { WarnWhenUnsavedChanges, useBlocker, useCanBlock, useTranslate } from 'react-admin';

type Report = (form: string, dirty: boolean) => void;
const Scope = createContext<Report | null>(null);

/**
 * react-admin's warnWhenUnsavedChanges for a page that holds several forms (the service pages: details, branding,
 * ...). Each form asks react-router for its own blocker, but a router honours only one blocker at a time (the last
 * registered), so with two forms the first one's changes would be lost without a word. Here the forms only report
 * whether they hold unsaved changes, and the page holds the one blocker: leaving the page (another path, or another
 * record's address) with any form dirty asks react-admin's question, and closing the tab asks the browser's.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<Record<string, boolean>>({});
  const dirty = Object.values(dirtyForms).some(Boolean);
  const report = useCallback<Report>(
    (form, value) => setDirtyForms((d) => (!!d[form] === value ? d : { ...d, [form]: value })),
    [],
  );
  // As react-admin's own warning, only where the router can block (a data router); elsewhere nothing is asked.
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
  // As react-admin judges it (changed fields, not just saved), and not while saving: a save that moves to another
  // address (CREATE SERVICE to the new service's edit page) leaves before the form has been marked saved.
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;
  useEffect(() => report(form, dirty), [report, form, dirty]);
  useEffect(() => () => report(form, false), [report, form]);
  return null;
}

/**
 * A form's `WarnWhenUnsavedChangesComponent` (with `warnWhenUnsavedChanges`): inside an UnsavedChangesScope it
 * reports to the page's one blocker; elsewhere it is react-admin's own warning.
 */
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
