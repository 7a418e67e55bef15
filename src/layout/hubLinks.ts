import { config } from '../config.ts';

/** The top bar's outside links (portal-core §2 Layout), shared by the app bar and the phone drawer. */
export const hubLinks = () => [
  { label: 'app.topbar.messages', href: `${config.hubUrl}/messages` },
  { label: 'app.topbar.subscriptions', href: `${config.hubUrl}/subscriptions` },
  { label: 'app.topbar.help', href: config.helpUrl },
];
