/**
 * The data layer's public API (spec §7 "Calls", "Generic data layer";
 * §8 "Data layer"). Documented in docs/services/data-layer.md.
 */
export { createDataLayer } from './create-data-layer';
export { DataLayerError, isDataLayerError, type DataLayerErrorKind } from './data-layer-error';
export { MESSAGES as DATA_LAYER_MESSAGES } from './messages';
export { RETRY_DELAY_MS } from '../enums/timings';
export { SESSION_PATH } from './session';
export type { FieldValue } from './encode';
export type {
  CrumbStore,
  DataLayer,
  DataLayerEventName,
  DataLayerOptions,
  DataLayerSession,
  EscapeStack,
  FetchLike,
  LoginDetails,
  Method,
  MethodCall,
  RequestOptions,
  Sleep,
} from './types';
