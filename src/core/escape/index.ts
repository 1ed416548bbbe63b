export {
  CONTROL_AREAS,
  ESCAPE_DELAY,
  createEscapeManager,
  type CloseReason,
  type EscapeManager,
  type EscapeOptions,
  type EscapeTarget,
} from './escape-manager';
export { escapeManagerFor } from './page-escape-manager';
