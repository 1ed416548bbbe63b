/**
 * How a field's value reads in a summary (spec §3 "Field summary formats").
 * Empty values read 'N/A'. The words (the likert answers, 'N/A') are the
 * catalogue's, in the page's language (issue 27).
 */
import { say } from '../../core/message-format/page-words';
import { SUMMARY_WORDS } from '../../core/words/forms';
import { isCompound } from './field-type';
import type { FormField } from './types';
import { asEntries, asList, asText, isBlank, partMap } from './value-shape';

/** What an empty value shows. */
export const emptySummary = (): string => say('summary.empty', SUMMARY_WORDS.empty);

/** The likert scale, -2 to 2 (spec §3): an answer's words; undefined outside the scale. */
export function likertLabel(answer: string): string | undefined {
  switch (answer) {
    case '-2':
      return say('summary.stronglyDisagree', SUMMARY_WORDS.stronglyDisagree);
    case '-1':
      return say('summary.disagree', SUMMARY_WORDS.disagree);
    case '0':
      return say('summary.neutral', SUMMARY_WORDS.neutral);
    case '1':
      return say('summary.agree', SUMMARY_WORDS.agree);
    case '2':
      return say('summary.stronglyAgree', SUMMARY_WORDS.stronglyAgree);
    default:
      return undefined;
  }
}

/** Non-blank texts joined; `''` when none. */
const join = (texts: readonly (string | undefined)[], separator: string): string =>
  texts
    .filter((item): item is string => item !== undefined && !isBlank(item))
    .map((item) => item.trim())
    .join(separator);

/** `10:30:15 PM`: the clock parts joined by `:`, then AM/PM; AM/PM alone (a select's default) is empty. */
function timeSummary(parts: Map<string, string>): string {
  const clock = join([parts.get('hour'), parts.get('minute'), parts.get('second')], ':');
  return clock ? join([clock, parts.get('ampm')], ' ') : '';
}

/** The compound formats: name "First Last", phone "Country Areacode Prefix Line", address with commas, date M/D/Y. */
function compoundSummary(field: FormField, value: unknown): string {
  const parts = partMap(field, value);
  const pick = (...names: string[]) => names.map((name) => parts.get(name));
  switch (field.type) {
    case 'name':
      return join(pick('first-name', 'last-name'), ' ');
    case 'phone':
      return join(pick('country-code', 'areacode', 'prefix', 'line'), ' ');
    case 'address':
      return join(pick('address1', 'address2', 'city', 'state-province', 'zip', 'country'), ', ');
    case 'date':
      return join(pick('month', 'day', 'year'), '/');
    default:
      return parts.size > 0 ? timeSummary(parts) : join(asList(value), ' ');
  }
}

/** `Question: Agree; Other question: Neutral`; an answer outside -2…2 shows as sent. */
function likertSummary(value: unknown): string {
  const answers = asEntries(value).filter(([, answer]) => !isBlank(answer));
  return answers.map(([question, answer]) => `${question}: ${likertLabel(answer.trim()) ?? answer}`).join('; ');
}

/**
 * The summary text of one value (spec §3 "Field summary formats"): name,
 * phone, address, date, time and likert as above; checkbox choices joined by
 * `, `; any other value as text. Empty → 'N/A'. Never throws.
 */
export function summaryText(field: FormField, value: unknown): string {
  let summary: string;
  if (field.type === 'likert') summary = likertSummary(value);
  else if (isCompound(field.type)) summary = compoundSummary(field, value);
  else if (Array.isArray(value)) summary = join(asList(value), ', ');
  else summary = asText(value).trim();
  return summary === '' ? emptySummary() : summary;
}

/** One answer as a summary shows it: the field's title and its value's summary text. */
export interface SummaryEntry {
  title: string;
  text: string;
}

/** The summary of a submission: every field with a value slot (sections have none), in form order. */
export function summaryOf(fields: readonly FormField[], values: Record<string, unknown>): SummaryEntry[] {
  return fields
    .filter((field) => Object.prototype.hasOwnProperty.call(values, field.id))
    .map((field) => ({ title: field.title, text: summaryText(field, values[field.id]) }));
}

/** The element of the owner's success HTML a summary fills (README "Forms": the submission summary). */
export const SUMMARY_SLOT = '[data-form-summary]';

/**
 * Fills every {@link SUMMARY_SLOT} under `scope` (the success view the
 * runtime added, so unmount removes it with the view) with a `<dl>` of the
 * answers: the owner's success text can show the visitor what they sent.
 * Text only (`textContent`): a visitor's answer is never HTML.
 */
export function fillSummary(scope: Element, entries: readonly SummaryEntry[]): void {
  const doc = scope.ownerDocument;
  scope.querySelectorAll(SUMMARY_SLOT).forEach((slot) => {
    const list = doc.createElement('dl');
    list.className = 'form-submission-summary';
    for (const { title, text } of entries) {
      const term = doc.createElement('dt');
      term.textContent = title;
      const value = doc.createElement('dd');
      value.textContent = text;
      list.append(term, value);
    }
    slot.replaceChildren(list);
  });
}
