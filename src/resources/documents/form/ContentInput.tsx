import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';

/**
 * The generated document's content: react-admin's rich-text editor, 500px high (spec §2, §9). The editing area
 * itself is named after the field, so assistive technology (and tests) find it as the 'Content' textbox.
 */
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
