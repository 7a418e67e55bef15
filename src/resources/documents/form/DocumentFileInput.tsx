import { FileInput, useTranslate, type FileInputProps } from 'react-admin';
import { useDropZoneRule } from '../../../components/useDropZoneRule.tsx';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { PartLoading } from '../../../components/lazyParts.tsx';

// the file's name and its preview load with the first file shown (picked, or stored on an edit page), not with
// every empty create form: MUI's Link and the preview's code stay out of /create-new-document
const FilePreviewLink = lazyComponent(
  () => import('./FilePreviewLink.tsx').then((m) => m.FilePreviewLink),
  PartLoading,
);

/**
 * A document's file input, the same on every document form: the shared document upload rule in the drop zone (its
 * refusal shown below), the file name opening the preview, and the input named by its label (react-admin's
 * FileInput labels its drop zone, not the input inside it, which axe reports).
 */
export function DocumentFileInput({
  label,
  validateFileRemoval,
}: {
  label: string;
  validateFileRemoval?: FileInputProps['validateFileRemoval'];
}) {
  const translate = useTranslate();
  const rule = useDropZoneRule('document');
  return (
    <>
      <FileInput
        source="file"
        label={label}
        inputProps={{ 'aria-label': translate(label) }}
        validateFileRemoval={validateFileRemoval}
        accept={rule.accept}
        options={rule.options}
      >
        <FilePreviewLink />
      </FileInput>
      {rule.refusal}
    </>
  );
}
