/**
 * The performance part of telemetry asks the settings call first and
 * downloads the recorder and the metrics only for a page view that has a
 * pageLoadId (spec §9 "Performance"): an unsampled page pays one small GET.
 */
import { startPerformanceTelemetry } from '../../../src/features/telemetry/start-performance';
import { fetchPageLoadId } from '../../../src/telemetry/performance-settings';
import { createPerformanceRecords, startMeasuredPageView } from '../../../src/telemetry/performance-records';
import { fakeContext, setVisibility } from './helpers';

jest.mock('../../../src/telemetry/performance-settings', () => ({
  ...jest.requireActual('../../../src/telemetry/performance-settings'),
  fetchPageLoadId: jest.fn(),
}));
// The recorder, as the measured page view's start (the real one) calls it.
const mockRecords = jest.fn<() => void, Parameters<typeof createPerformanceRecords>>(() => jest.fn());
jest.mock('../../../src/telemetry/performance-records', () => {
  const actual = jest.requireActual('../../../src/telemetry/performance-records');
  return {
    startMeasuredPageView: (...[context, first]: Parameters<typeof startMeasuredPageView>) =>
      actual.startMeasuredPageView(context, first, mockRecords),
  };
});

const fetchId = fetchPageLoadId as jest.MockedFunction<typeof fetchPageLoadId>;
const records = mockRecords;
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  fetchId.mockReset();
  records.mockClear();
});
afterEach(() => setVisibility('visible', false));

describe('performance records start only for a measured page view', () => {
  it('no pageLoadId: the recorder is never started', async () => {
    fetchId.mockResolvedValue(null);
    const stop = startPerformanceTelemetry(fakeContext().context);
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(1);
    expect(records).not.toHaveBeenCalled();
    stop();
  });

  it('a pageLoadId: the recorder starts with it, and a later page view (bfcache) asks again', async () => {
    fetchId.mockResolvedValueOnce('view-1').mockResolvedValueOnce('view-2');
    const stop = startPerformanceTelemetry(fakeContext().context);
    await settle();
    expect(records).toHaveBeenCalledTimes(1);
    const { getPageLoadId } = records.mock.calls[0][1];
    await expect(getPageLoadId?.()).resolves.toBe('view-1');
    await expect(getPageLoadId?.()).resolves.toBe('view-2');
    expect(fetchId).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stopped before the answer: nothing starts', async () => {
    fetchId.mockResolvedValue('view-1');
    startPerformanceTelemetry(fakeContext().context)();
    await settle();
    expect(records).not.toHaveBeenCalled();
  });

  it('a page that loaded hidden asks for no id at all', async () => {
    setVisibility('hidden');
    startPerformanceTelemetry(fakeContext().context)();
    await settle();
    expect(fetchId).not.toHaveBeenCalled();
  });
});
