import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * Names the screen in the browser tab ('Edit Sunshine Kindy | NQA Admin Portal'), so tabs, history and bookmarks
 * say what they hold. `screen` is already translated (it often names a record); nothing changes while it is empty,
 * e.g. while the record loads. The tab goes back to the title it had before the screen when the screen goes.
 */
export function useDocumentTitle(screen: string | null | undefined) {
  const translate = useTranslate();
  const app = translate('app.title');
  // The title before the screen, put back when it goes; declared first, so it is read before the screen's is set.
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  // One write per change (a tab switch on the documents list renames it), made after the frame that shows the
  // change: the browser redraws its tab strip on each write, which would delay the rows.
  useEffect(() => {
    if (!screen) return;
    return afterNextPaint(() => (document.title = translate('app.record.document_title', { screen, app })));
  }, [screen, app, translate]);
}
