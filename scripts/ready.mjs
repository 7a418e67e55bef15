/**
 * The portal's address that answers only when the fixture answers too (vite.config.ts, under scripts/start.mjs).
 * Waited for by start.mjs before its ready line and by playwright.config.ts.
 */
export const READY_PATH = '/__ready__';
