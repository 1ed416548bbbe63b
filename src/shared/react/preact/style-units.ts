/**
 * Numbers in a `style` prop are pixels, as in React (`{ top: 20 }` is
 * `top: 20px`), except for the properties that take a plain number (opacity,
 * z-index, font weight, line height, flex, …). Preact 11 leaves that to
 * preact/compat, which the CDN build does without (./react.ts), so this hook
 * does the one part of it the components need, for every element created.
 * Style objects are shared constants: a new object is made, never written to.
 */
import { options, type VNode } from 'preact';

const UNITLESS =
  /^(opacity|zIndex|fontWeight|lineHeight|flex(Grow|Shrink)?|order|zoom|scale|orphans|widows|tabSize|aspectRatio|columnCount|animationIterationCount|grid(Row|Column)(Start|End)?)$/;

type Style = Record<string, unknown>;

/** `style` with each number that needs a unit given `px` (the same object when none does). */
export function withUnits(style: Style): Style {
  let out: Style | undefined;
  for (const name in style) {
    const value = style[name];
    if (typeof value == 'number' && value !== 0 && name[0] !== '-' && !UNITLESS.test(name))
      (out ??= { ...style })[name] = `${value}px`;
  }
  return out ?? style;
}

const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { style?: unknown };
  if (typeof vnode.type == 'string' && props.style && typeof props.style == 'object')
    props.style = withUnits(props.style as Style);
  next?.(vnode);
};
