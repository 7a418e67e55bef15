import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names the screen in the browser tab ('Edit Sunshine Kindy | NQA Admin Portal'), so tabs, history and bookmarks
 * say what they hold. `screen` is already translated (it often names a record); nothing changes while it is empty,
 * e.g. while the record loads. The tab goes back to its previous title when the screen goes.
 */
export function useDocumentTitle(screen: string | null | undefined) {
  const translate = useTranslate();
  const app = translate('app.title');
  useEffect(() => {
    if (!screen) return;
    const previous = document.title;
    document.title = translate('app.record.document_title', { screen, app });
    return () => {
      document.title = previous;
    };
  }, [screen, app, translate]);
}
