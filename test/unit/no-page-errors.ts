import type { ErrorCatcher } from '../../src/core/error-catcher';

/** A feature context's `pageErrors` for features that never read it: it catches nothing. */
export const noPageErrors: ErrorCatcher = { attach: () => 0, detach() {}, whenFirst() {}, destroy() {} };
