/** The cross-engine suite (./suite.ts) in Firefox. */
import { defineEngineSuite } from './suite';

jest.setTimeout(60000);
defineEngineSuite('firefox');
