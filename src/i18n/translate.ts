import Polyglot from 'node-polyglot';
import { enMessages } from './en.ts';

// for the screens that load before react-admin (login, hand-off), without pulling it into their bundle
const polyglot = new Polyglot({ phrases: enMessages, locale: 'en' });
export const translate = (key: string, options?: Polyglot.InterpolationOptions) => polyglot.t(key, options);
