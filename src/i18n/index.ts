import polyglotI18nProvider from 'ra-i18n-polyglot';
import { enMessages } from './en.ts';

export const i18nProvider = polyglotI18nProvider(() => enMessages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: false,
});
