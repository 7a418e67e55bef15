/* global module */
// The `object.entries` polyfill node-polyglot requires, as the built-in (see NATIVE_SHIMS in vite.config.ts).
module.exports = Object.entries;
