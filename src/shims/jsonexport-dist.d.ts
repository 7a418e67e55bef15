// The untyped CommonJS entry of jsonexport that src/shims/jsonexport.ts loads on demand.
declare module 'jsonexport/dist/index' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
