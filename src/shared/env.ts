// vite.config.ts refuses a production build without them
export const REQUIRED_ENV = [
  'VITE_PORTAL_API_URL',
  'VITE_QIP_API_URL',
  'VITE_HUB_URL',
  'VITE_HELP_URL',
  'VITE_SERVICE_PORTAL_URL',
  'VITE_CLIENT_ID',
  'VITE_CLIENT_SECRET',
  'VITE_HANDOFF_PASSPHRASE',
] as const;
