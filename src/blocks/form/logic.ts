/**
 * The form block's pure logic (spec §3 "Form field values", "Field summary
 * formats", "Form submission payloads"; §5; §8 "Form"): reading fields from
 * the markup, collecting values, validating, building payloads and the
 * messages. The block (mounting, the submission flow) builds on this.
 * Deliberately not named index.ts: the build makes a chunk of any
 * `src/blocks/<name>/index.ts`.
 */
export * from './types';
export { readFields, titleOf } from './fields';
export { fieldTypeOf } from './field-type';
export { collectValues, fieldValue } from './values';
export { EMPTY_SUMMARY, LIKERT_LABELS, summaryText } from './summary';
export {
  isEmptyValue,
  NUMBER_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  REQUIRED_UNTITLED_MESSAGE,
  validateField,
  validateFields,
  WEBSITE_INVALID_MESSAGE,
} from './validate';
export {
  FORM_MESSAGES,
  formErrorMessage,
  serverErrorMessage,
  type FormMessageKind,
  type ServerError,
} from './messages';
export { safeRedirect } from './redirect';
export {
  DEFAULT_IN_PROGRESS_TEXT,
  DEFAULT_SUBMIT_TEXT,
  readSettings,
  type ContentSource,
  type FormSettings,
} from './settings';
export {
  analyticsFields,
  buildPayload,
  payloadVariant,
  readPageFacts,
  type FormPayload,
  type PageFacts,
  type PayloadVariant,
  type SubmissionTokens,
} from './payload';
