/**
 * One schema per record and answer of the spec (§3 of both documents). Each decodes what a back end may plausibly
 * send into the one typed record the UI uses; the record types are inferred from them (src/types.ts re-exports).
 */
export * from './codecs.ts';
export * from './services.ts';
export * from './users.ts';
export * from './newsletters.ts';
export * from './documents.ts';
