/**
 * The reference API's chart rendering (server/api-widgets.mjs): an SVG bar,
 * line or pie chart of one series, with a caption and its data as a table
 * (the picture is `role="img"`; the table is what a screen reader reads).
 * Only SVG presentation attributes, no inline styles: the pages' CSP has no
 * 'unsafe-inline'.
 */
import { escapeHtml as esc } from './api-forms.mjs';

const WIDTH = 400;
const HEIGHT = 240;
const PAD = 24;
const COLOURS = ['#2b6cb0', '#2f855a', '#b7791f', '#c53030', '#6b46c1', '#2c7a7b'];

/**
 * @param {{ title: string, labels: string[], values: number[] }} series
 * @param {string} kind
 */
function shapes(series, kind) {
  const max = Math.max(...series.values);
  const step = (WIDTH - 2 * PAD) / series.values.length;
  const y = (v) => HEIGHT - PAD - ((HEIGHT - 2 * PAD) * v) / max;
  if (kind === 'line') {
    const points = series.values.map((v, i) => `${Math.round(PAD + step * (i + 0.5))},${Math.round(y(v))}`);
    return `<polyline fill="none" stroke="${COLOURS[0]}" stroke-width="3" points="${points.join(' ')}"/>`;
  }
  if (kind === 'pie') {
    const total = series.values.reduce((a, b) => a + b, 0);
    const [cx, cy, r] = [WIDTH / 2, HEIGHT / 2, HEIGHT / 2 - PAD / 2];
    let angle = -Math.PI / 2;
    return series.values
      .map((v, i) => {
        const from = angle;
        angle += (2 * Math.PI * v) / total;
        const at = (a) => `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        const large = angle - from > Math.PI ? 1 : 0;
        return `<path fill="${COLOURS[i % COLOURS.length]}" d="M${cx},${cy}L${at(from)}A${r},${r} 0 ${large} 1 ${at(angle)}Z"/>`;
      })
      .join('');
  }
  return series.values
    .map((v, i) => {
      const top = Math.round(y(v));
      return `<rect fill="${COLOURS[0]}" x="${Math.round(PAD + step * i + 4)}" y="${top}" width="${Math.round(step - 8)}" height="${HEIGHT - PAD - top}"/>`;
    })
    .join('');
}

/**
 * @param {string} id the widget's id (word characters only), for the title's id
 * @param {{ title: string, labels: string[], values: number[] }} series
 * @param {unknown} chartType bar (default), line or pie
 */
export function renderChart(id, series, chartType) {
  const kind = ['bar', 'line', 'pie'].includes(String(chartType)) ? String(chartType) : 'bar';
  const titleId = `${id}-chart-title`;
  const rows = series.labels.map(
    (label, i) => `<tr><th scope="row">${esc(label)}</th><td>${series.values[i]}</td></tr>`,
  );
  return (
    `<figure class="chart chart-${kind}">` +
    `<svg class="chart-picture" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="${titleId}">` +
    `<title id="${titleId}">${esc(series.title)} (${kind} chart)</title>${shapes(series, kind)}</svg>` +
    `<figcaption>${esc(series.title)}</figcaption>` +
    `<table class="chart-data"><thead><tr><th scope="col">Month</th><th scope="col">Visitors</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></figure>`
  );
}
