export declare const DIALECTS: readonly ['spec', 'legacy'];
export declare const DIALECT_HEADER: 'X-Fixture-Dialect';
