/**
 * The banner's one import of the shared element maker (src/core/ui/dom.ts).
 * The build copies that module into each module importing it (it is tagged
 * build-inline), so the banner's files import it from here and the banner
 * chunk carries one copy.
 */
export { css, make, withAttributes } from '../../core/ui/dom';
