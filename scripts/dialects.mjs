// here so that scripts/test.mjs, which runs without a TypeScript loader, reads the same list
export const DIALECTS = ['spec', 'legacy'];
// test mode only: a test's own reads of what the fixture stored ask for the spec dialect
export const DIALECT_HEADER = 'X-Fixture-Dialect';
