/**
 * Publishing states (spec §3 "Workflow states", "Item publish status",
 * "Post statuses in strings").
 */
import { keyOf } from './lookup';

/** Workflow state to the label a person sees. */
export const WORKFLOW_STATE_LABELS = {
  PUBLISHED: 'Available',
  SCHEDULED: 'Scheduled',
  DRAFT: 'Hidden',
} as const;

/** The label for any other workflow state (spec §3: "anything else = Unsupported"). */
export const UNSUPPORTED_WORKFLOW_STATE_LABEL = 'Unsupported';

/** One workflow state the spec names. */
export type WorkflowState = keyof typeof WORKFLOW_STATE_LABELS;

/** `'Available'` for PUBLISHED, `'Scheduled'`, `'Hidden'` for DRAFT, else `'Unsupported'`. */
export function workflowStateLabel(state: unknown): string {
  const known = typeof state === 'string' && Object.prototype.hasOwnProperty.call(WORKFLOW_STATE_LABELS, state);
  return known ? WORKFLOW_STATE_LABELS[state as WorkflowState] : UNSUPPORTED_WORKFLOW_STATE_LABEL;
}

/** Numeric item publish status. */
export const ITEM_PUBLISH_STATUS = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

/** The name of a publish status, or `undefined` (the spec gives no default). */
export function itemPublishStatusName(value: unknown): keyof typeof ITEM_PUBLISH_STATUS | undefined {
  return keyOf(ITEM_PUBLISH_STATUS, value, undefined);
}

/** Visibility names also seen in data. */
export const VISIBILITY_NAMES = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
} as const;

/** Post status labels shown in strings. */
export const POST_STATUS_LABELS = {
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  DRAFT: 'Draft',
  PRIVATE: 'Private',
} as const;
