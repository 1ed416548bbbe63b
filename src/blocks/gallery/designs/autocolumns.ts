/** CONTRACT STUB for the autocolumns design (replaced by the design work). */
import type { Design, DesignContext } from '../types';

export function create(context: DesignContext): Design {
  context.container.classList.add('sqs-gallery-design-autocolumns');
  return {
    show() {},
    destroy() {
      context.container.classList.remove('sqs-gallery-design-autocolumns');
    },
  };
}
