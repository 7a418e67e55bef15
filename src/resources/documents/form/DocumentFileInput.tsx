import { FileInput, useTranslate, type FileInputProps } from 'react-admin';
import { useDropZoneRule } from '../../../components/useDropZoneRule.tsx';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { PartLoading } from '../../../components/lazyParts.tsx';

const FilePreviewLink = lazyComponent(
  () => import('./FilePreviewLink.tsx').then((m) => m.FilePreviewLink),
  PartLoading,
);

/** The input is named by its label: react-admin's FileInput labels its drop zone, not the input (axe reports it). */
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
