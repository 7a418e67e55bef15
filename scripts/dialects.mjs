/**
 * The fixture's dialects (mock-api/lib/dialect.ts), here so that scripts/test.mjs, which runs without a TypeScript
 * loader, runs the suites once per dialect from the same list.
 */
export const DIALECTS = ['spec', 'legacy'];
/** A test's own reads of what the fixture stored ask for the spec dialect with this header (test mode only). */
export const DIALECT_HEADER = 'X-Fixture-Dialect';
