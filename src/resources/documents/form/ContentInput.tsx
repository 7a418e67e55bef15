import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';

/** Spec §2, §9. The editing area is named after the field, so assistive technology finds it as a textbox. */
export function ContentInput({ label }: { label: string }) {
  const translate = useTranslate();
  const name = translate(label);
  // a new options object would recreate the editor on every render
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: {
          ...DefaultEditorOptions.editorProps?.attributes,
          'aria-label': name,
          role: 'textbox',
          'aria-multiline': 'true',
        },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source="content"
      label={label}
      fullWidth
      editorOptions={editorOptions}
      sx={{ '& .ProseMirror': { minHeight: 500 } }}
    />
  );
}
