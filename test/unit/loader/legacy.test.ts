/**
 * spec §8 console and system messages the runtime's second stage says at its
 * start: the deprecated JSTween global, and a not-found page's system error
 * carrying its path.
 */
import { JSTWEEN_MESSAGE } from '../../../src/loader/runtime/legacy';
import { describeError } from '../../../src/telemetry/error-data';
import { bootLoader, settle, shutDown, useFakeClock } from './helpers';

useFakeClock();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  shutDown();
  jest.restoreAllMocks();
});

describe('the deprecated JSTween global (spec §8 "Console-only")', () => {
  it('reading window.JSTween logs that it is no longer supported', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    bootLoader();
    await settle();
    expect((window as unknown as { JSTween?: unknown }).JSTween).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(`[site-runtime] ${JSTWEEN_MESSAGE}`);
  });
});

describe('the not-found system error carries its path (spec §8 "System errors")', () => {
  it('a page of type 100 reports it, and the error reporter sends it as a system error with the path', async () => {
    window.history.replaceState(null, '', '/no/such/page?secret=1');
    const context = document.createElement('script');
    context.type = 'application/json';
    context.id = 'site-context';
    context.textContent = '{"pageType":100}';
    document.head.append(context);
    const heard: unknown[] = [];
    const booted = bootLoader();
    window.SiteRuntime!.onError((error) => heard.push(error));
    await settle();
    expect(booted.errors).toContainEqual({ message: 'not found', block: undefined, phase: 'page' });
    const error = heard.find((each) => (each as { code?: string }).code === 'not-found');
    expect(describeError(error, 'not found')).toEqual(['system', { type: 'not-found', path: '/no/such/page' }]);
  });

  it('another page type reports nothing', async () => {
    const booted = bootLoader();
    await settle();
    expect(booted.errors).toEqual([]);
  });
});
