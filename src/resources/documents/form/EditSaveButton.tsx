import { useWatch } from 'react-hook-form';
import { isGenerated, isWebinarType } from '../../../shared/constants.ts';
import { SubmitButton } from './SubmitButton.tsx';

export function EditSaveButton({ label }: { label?: string }) {
  const file = useWatch({ name: 'file' });
  const generate = isGenerated(useWatch({ name: 'upload_or_generate' }));
  const docType = useWatch({ name: 'document_type_id' }) as number | null;
  const needsFile = !isWebinarType(docType) && !generate && !file;
  return <SubmitButton label={label} disabledLabel={needsFile ? 'app.documents.cant_save_yet' : undefined} />;
}
