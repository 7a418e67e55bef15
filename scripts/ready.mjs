// answered by the portal's server only when the fixture answers too (vite.config.ts)
export const READY_PATH = '/__ready__';
