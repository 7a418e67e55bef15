import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle.ts';

const TITLE_CONTAINER_ID = 'react-admin-title';
const WRAPPER_STYLE = { position: 'relative', display: 'inline-block' } as const;
const titleSlot = () => document.getElementById(TITLE_CONTAINER_ID);
const noSubscription = () => () => undefined;

// `title`: a catalogue key or translated text; `documentTitle`: the browser tab's title when it differs (empty while
// the record loads). Renders what react-admin's <Title> does, minus its Configurable wrapper and that wrapper's code.
export function ScreenTitle({ title, documentTitle }: { title: string; documentTitle?: string | null }) {
  const translate = useTranslate();
  const text = title ? translate(title, { _: title }) : '';
  useDocumentTitle(documentTitle === undefined ? text : documentTitle);
  // The app bar's title slot may appear in the same commit as this screen; React re-reads it after commit.
  const container = useSyncExternalStore(noSubscription, titleSlot);
  if (!container) return null;
  return createPortal(
    <span style={WRAPPER_STYLE}>
      <span>
        <span>{text}</span>
      </span>
    </span>,
    container,
  );
}
