import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { afterNextPaint } from './afterNextPaint.ts';

export function useDocumentTitle(screen: string | null | undefined) {
  const translate = useTranslate();
  const app = translate('app.title');
  // declared first, so the previous title is read before the screen's is set
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  // Written after the frame that shows the change: the browser redraws its tab strip on each write, delaying the rows.
  useEffect(() => {
    if (!screen) return;
    return afterNextPaint(() => (document.title = translate('app.record.document_title', { screen, app })));
  }, [screen, app, translate]);
}
