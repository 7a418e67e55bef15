/**
 * The data provider's modules, one per group of calls, each loaded with the first call it serves
 * (src/dataProvider/index.ts) or ahead of it: a page load on a list asks for the module its first read needs beside
 * that read (PortalRoute.dataModule, src/boot/preload.ts), instead of once the portal has drawn the screen and its
 * query has run (the module's request would then leave well after the answer it is to read had arrived).
 * Kept apart from index.ts so the boot code can name them without taking the data provider.
 */
export const dataModules = {
  services: () => import('./services.ts'),
  users: () => import('./users.ts'),
  newsletters: () => import('./newsletters.ts'),
  documents: () => import('./documents.ts'),
  documentForms: () => import('./documentForms.ts'),
};

export type DataModuleName = keyof typeof dataModules;
