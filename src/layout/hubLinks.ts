import { config } from '../config.ts';

/** portal-core §2 Layout: the top bar's outside links. */
export const hubLinks = () => [
  { label: 'app.topbar.messages', href: `${config.hubUrl}/messages` },
  { label: 'app.topbar.subscriptions', href: `${config.hubUrl}/subscriptions` },
  { label: 'app.topbar.help', href: config.helpUrl },
];
