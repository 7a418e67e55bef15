import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * A screen's title, once for both places that show it: the app bar (react-admin's <Title>) and the browser tab
 * (useDocumentTitle). `title` is a catalogue key or a text already translated; `documentTitle` names the record on
 * edit pages ('Edit Sunshine Kindy'), and is left empty while the record loads.
 */
export function ScreenTitle({ title, documentTitle }: { title: string; documentTitle?: string | null }) {
  const translate = useTranslate();
  const text = title ? translate(title, { _: title }) : '';
  useDocumentTitle(documentTitle === undefined ? text : documentTitle);
  return <Title title={text} />;
}
