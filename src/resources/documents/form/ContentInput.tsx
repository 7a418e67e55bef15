import { TextInput } from 'react-admin';

/**
 * The generated document's content (spec §2: a rich-text editor, height 500).
 *
 * ra-input-rich-text's RichTextInput is the intended editor, but the locked dependency tree does not build:
 * package-lock.json nests @tiptap/core 3.31.3 under ra-input-rich-text while its @tiptap/extension-highlight and
 * extension-text-align are 3.34.0 and import `isValidCSSStyleValue`, which that core lacks (vite build fails with
 * MISSING_EXPORT). Until the lockfile is fixed (e.g. `npm dedupe` or an override pinning @tiptap/core and
 * @tiptap/pm to 3.34.0), the content is a 500px-high multi-line text box; this is the one place to swap in
 * `<RichTextInput source="content" sx={{ '& .ProseMirror': { minHeight: 500 } }} />`.
 */
export function ContentInput({ label }: { label: string }) {
  return (
    <TextInput
      source="content"
      label={label}
      multiline
      fullWidth
      sx={{ '& textarea': { minHeight: 500 } }}
      slotProps={{ htmlInput: { style: { minHeight: 500 } } }}
    />
  );
}
