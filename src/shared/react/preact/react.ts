/**
 * What the CDN build gives the components for `react`: the few calls they
 * use, straight from Preact's core and hooks, without preact/compat (about
 * 1.5 KB gzip of React emulation: class-component shims, Children, Suspense,
 * event renaming, none of which the components need).
 *
 * The components are written against React's API and the React flavour
 * builds them with real React 19 (rollup.config.mjs), so this list is the
 * contract: a component that imports anything else from 'react' fails the
 * CDN build (rollup: "is not exported"), never a visitor's page. Event props
 * are the DOM's own events here (`onFocus` is `focus`, which does not
 * bubble); components use them on the element itself.
 */
export { createElement, createRef } from 'preact';
export { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
