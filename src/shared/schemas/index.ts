export * from './codecs.ts';
export * from './services.ts';
export * from './users.ts';
export * from './newsletters.ts';
export * from './documents.ts';
