import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle.ts';

const TITLE_CONTAINER_ID = 'react-admin-title';
const WRAPPER_STYLE = { position: 'relative', display: 'inline-block' } as const;
const titleSlot = () => document.getElementById(TITLE_CONTAINER_ID);
const noSubscription = () => () => undefined;

/**
 * A screen's title, once for both places that show it: the app bar and the browser tab (useDocumentTitle). `title`
 * is a catalogue key or a text already translated; `documentTitle` names the record on edit pages ('Edit Sunshine
 * Kindy'), and is left empty while the record loads.
 *
 * In the app bar it renders what react-admin's <Title> renders there (a portal into the bar's title slot, the same
 * spans, the same inline-block wrapper), without <Title>'s title preference (its Configurable wrapper and editor,
 * which the portal never opens): the screens do not import <Title> (only react-admin's error pages still do) and
 * the shell's chunks come out smaller on every signed-in page.
 */
export function ScreenTitle({ title, documentTitle }: { title: string; documentTitle?: string | null }) {
  const translate = useTranslate();
  const text = title ? translate(title, { _: title }) : '';
  useDocumentTitle(documentTitle === undefined ? text : documentTitle);
  // The app bar's title slot may be drawn in the same commit as this screen: React reads the slot again once
  // committed and renders once more if it appeared (what <Title>'s mount effect does).
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
