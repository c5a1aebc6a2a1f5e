// node-polyglot (ra-i18n-polyglot) requires the `object.entries` polyfill package, which brings
// ~25 kB of ES-spec helpers (get-intrinsic, define-properties…) into the admin's first load for a
// function every browser the admin supports has natively. vite.config.ts points it here.
/* global module -- CommonJS: the package it stands in for is required, not imported */
module.exports = Object.entries;
