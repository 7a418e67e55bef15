import Polyglot from 'node-polyglot';
import { enMessages } from './en.ts';

/**
 * Translation for the screens that load before react-admin (login, hand-off): the same polyglot library and the
 * same catalogue react-admin's i18nProvider uses, without pulling react-admin into the login bundle.
 */
const polyglot = new Polyglot({ phrases: enMessages, locale: 'en' });
export const translate = (key: string, options?: Polyglot.InterpolationOptions) => polyglot.t(key, options);
