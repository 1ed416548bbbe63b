/**
 * The metrics of a page view, in the shape web-vitals gives them (the fields
 * performance records keep), measured by the runtime's own few lines instead
 * of the web-vitals library: the same definitions (web.dev "Core Web Vitals"),
 * a third of the bytes on every page whose load is recorded.
 */

export type MetricName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

export interface Metric {
  name: MetricName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The change since this metric was last reported (the value, the first time). */
  delta: number;
  /** Unique per metric and page view. */
  id: string;
  navigationType: string;
}

/** The published good / poor thresholds of each metric (web.dev; ms, CLS unitless). */
const THRESHOLDS: Record<MetricName, [good: number, poor: number]> = {
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** How a page view began: the navigation entry's type, `prerender` when it was activated from one. */
export function navigationType(win: Window): string {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  if (!entry) return 'navigate';
  if ((win.document as { prerendering?: boolean }).prerendering || (entry.activationStart ?? 0) > 0) return 'prerender';
  return entry.type.replace(/_/g, '-');
}

/** When a prerendered page was shown (0 for an ordinary load): metrics count from then. */
export function activationStart(win: Window): number {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as { activationStart?: number } | undefined;
  return entry?.activationStart ?? 0;
}

/**
 * A reporter for one metric of one page view: each call gives the value, the
 * delta since the last call and the rating; calls with an unchanged value
 * after the first are dropped.
 */
export function metricReporter(
  name: MetricName,
  report: (metric: Metric) => void,
  win: Window,
  type = navigationType(win),
): (value: number) => void {
  const id = `v1-${Date.now()}-${Math.floor(Math.random() * 1e12)}`;
  let last: number | undefined;
  return (value) => {
    if (value < 0 || value === last) return;
    const [good, poor] = THRESHOLDS[name];
    const delta = value - (last ?? 0);
    last = value;
    report({
      name,
      value,
      delta,
      id,
      navigationType: type,
      rating: value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good',
    });
  };
}
