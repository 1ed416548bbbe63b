/**
 * The designs that own slide clicks (stacked) follow click-through URLs with
 * the block's own helper, so there is one implementation of the rules (spec
 * §4 "Gallery": only http(s) or relative URLs; inside the editor's frame the
 * `site-runtime:gallery-click-through-bypass` event {url} fires on the block
 * root instead of navigating). The block keeps it in a small chunk of its
 * own; the stacked design fetches it only when a slide has such a URL.
 */
export { followClickThrough } from '../../click';
