/** The cross-engine suite (./suite.ts) in Webkit. */
import { defineEngineSuite } from './suite';

jest.setTimeout(60000);
defineEngineSuite('webkit');
