/* global module */
// The `hasown` helper node-polyglot requires, without the function-bind polyfill (see NATIVE_SHIMS in vite.config.ts).
module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
