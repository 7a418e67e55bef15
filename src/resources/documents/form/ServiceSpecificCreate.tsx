import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { ServiceSpecificFormValues } from '../../../dataProvider/documentForms.ts';
import { UPLOAD_OR_GENERATE } from '../../../shared/constants.ts';
import { ServiceSpecificForm } from './ServiceSpecificForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { emptyServiceSpecificValues } from './formValues.ts';
import { serverErrors } from './serverErrors.ts';
import { UploadProgress, useUploadProgress } from '../../../components/UploadProgress.tsx';

export function ServiceSpecificCreate({
  uploadOrGenerate,
  service,
  onCreated,
}: {
  uploadOrGenerate?: (typeof UPLOAD_OR_GENERATE)[keyof typeof UPLOAD_OR_GENERATE];
  service?: { id: number; name: string };
  onCreated: () => void;
}) {
  const dp = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const upload = useUploadProgress();
  // once per visit, as DocumentCreate's nqaDefaults
  const [defaults] = useState(
    () =>
      ({
        ...emptyServiceSpecificValues(),
        upload_or_generate: uploadOrGenerate ?? UPLOAD_OR_GENERATE.upload,
        services: service ? [service.id] : [],
      }) satisfies ServiceSpecificFormValues,
  );
  const submit = async (v: ServiceSpecificFormValues) => {
    try {
      await dp.createServiceSpecific(v, upload.onUploadProgress);
      onCreated();
      return undefined;
    } catch (e) {
      return serverErrors(e, (m) => notify(m, { type: 'error' }));
    } finally {
      upload.done();
    }
  };
  return (
    <ServiceSpecificForm
      defaultValues={defaults}
      onSubmit={submit}
      actions={
        <>
          <SubmitButton />
          <UploadProgress percent={upload.percent} />
        </>
      }
    />
  );
}
