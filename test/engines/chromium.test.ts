/** The cross-engine suite (./suite.ts) in Chromium. */
import { defineEngineSuite } from './suite';

jest.setTimeout(60000);
defineEngineSuite('chromium');
