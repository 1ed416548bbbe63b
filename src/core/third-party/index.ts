/** Third parties: one loader per page, provider URLs, and the consent gate (README "Third parties"). */
export {
  createThirdPartyLoader,
  FOLLOW_TIMEOUT_MS,
  THIRD_PARTY_TIMEOUT_MS,
  pageNonce,
  type LoadOptions,
  type ThirdPartyLoader,
  type Timers,
} from './third-party-loader';
export { thirdPartyFor } from './page-third-party';
export { providerUrl } from './provider-url';
export { whenThirdPartyAllowed } from './consent-gate';
export { showConsentOffer } from './consent-offer';
