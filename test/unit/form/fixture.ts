/**
 * Builds the form block markup of docs/blocks/form-markup.md, field by field,
 * so tests read and fill forms exactly as the server renders them.
 */

/** HTML-escape text for content and double-quoted attributes. */
export const esc = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

interface Common {
  id?: string;
  title?: string;
  required?: boolean;
  description?: string;
}

/** A single-control field; `maxLength` becomes `data-max-length` on the control. */
export interface SimpleSpec extends Common {
  type: 'text' | 'textarea' | 'email' | 'number' | 'website' | 'password' | 'twitter' | 'currency' | 'mystery';
  value?: string;
  maxLength?: string;
  symbol?: string;
}
/** A compound field; `values` by part class (`first-name`, …). */
export interface CompoundSpec extends Common {
  type: 'name' | 'address' | 'date' | 'time' | 'phone';
  values?: Record<string, string>;
  showCountryCode?: boolean;
}
/** A radio or checkbox field. */
export interface ChoiceSpec extends Common {
  type: 'radio' | 'checkbox';
  options: string[];
  checked?: string[];
}
/** A select; the first option is an empty placeholder. */
export interface SelectSpec extends Common {
  type: 'select';
  options: string[];
  selected?: string;
}
/** A likert field: questions and their answers (-2…2). */
export interface LikertSpec extends Common {
  type: 'likert';
  questions: string[];
  answers?: Record<string, string>;
  questionAs?: 'attribute' | 'text';
}
/** A hidden field, bare (`input.form-item`) or wrapped (`.form-item.hidden`). */
export interface HiddenSpec {
  type: 'hidden';
  id?: string;
  name: string;
  value?: string;
  wrapped?: boolean;
}
/** A section heading. */
export interface SectionSpec {
  type: 'section';
  id?: string;
  title?: string;
}
export type FieldSpec = SimpleSpec | CompoundSpec | ChoiceSpec | SelectSpec | LikertSpec | HiddenSpec | SectionSpec;

const PARTS: Record<CompoundSpec['type'], [string, string][]> = {
  name: [
    ['first-name', 'First Name'],
    ['last-name', 'Last Name'],
  ],
  address: [
    ['address1', 'Address 1'],
    ['address2', 'Address 2'],
    ['city', 'City'],
    ['state-province', 'State'],
    ['zip', 'ZIP Code'],
    ['country', 'Country'],
  ],
  date: [
    ['month', 'MM'],
    ['day', 'DD'],
    ['year', 'YYYY'],
  ],
  time: [
    ['hour', 'Hour'],
    ['minute', 'Minute'],
    ['second', 'Second'],
    ['ampm', 'AM/PM'],
  ],
  phone: [
    ['country-code', 'Country'],
    ['areacode', '(###)'],
    ['prefix', '###'],
    ['line', '####'],
  ],
};

/** A builder-style id (`text-yui_3_17_2_1_1700000000000_1`), numbered by position. */
const builderId = (type: string, index: number) => `${type}-yui_3_17_2_1_1700000000000_${index + 1}`;

const requiredMark = (spec: Common) => (spec.required ? ' <span class="required" aria-hidden="true">*</span>' : '');
const description = (spec: Common) => (spec.description ? `<p class="description">${esc(spec.description)}</p>` : '');
const classes = (base: string, spec: Common) => `${base}${spec.required ? ' required' : ''}`;

function simple(spec: SimpleSpec, id: string): string {
  const attrs = `class="field-element" id="${id}-field" name="${id}-field"${spec.maxLength !== undefined ? ` data-max-length="${esc(spec.maxLength)}"` : ''}`;
  const value = esc(spec.value ?? '');
  const inputType = { email: 'email', password: 'password', number: 'text' }[spec.type as string] ?? 'text';
  const control =
    spec.type === 'textarea'
      ? `<textarea ${attrs}>${value}</textarea>`
      : `<input type="${inputType}" ${attrs} value="${value}">`;
  const symbol = spec.type === 'currency' ? `<span class="currency-symbol">${esc(spec.symbol ?? '$')}</span>` : '';
  return `<div class="${classes(`form-item field ${spec.type}`, spec)}" id="${id}">
  <label class="title" for="${id}-field">${esc(spec.title ?? '')}${requiredMark(spec)}</label>
  ${description(spec)}${symbol}${control}
</div>`;
}

function compoundPart(id: string, part: string, caption: string, value: string): string {
  const control =
    part === 'ampm'
      ? `<select class="field-element" name="${id}-${part}"><option value="AM"${value === 'AM' ? ' selected' : ''}>AM</option><option value="PM"${value === 'PM' ? ' selected' : ''}>PM</option></select>`
      : `<input type="text" class="field-element" name="${id}-${part}" value="${esc(value)}">`;
  return `  <div class="field ${part}"><label class="caption">${control}<span class="caption-text">${caption}</span></label></div>`;
}

function compound(spec: CompoundSpec, id: string): string {
  const parts = PARTS[spec.type].filter(([part]) => part !== 'country-code' || spec.showCountryCode);
  const body = parts.map(([part, caption]) => compoundPart(id, part, caption, spec.values?.[part] ?? '')).join('\n');
  return `<fieldset class="${classes(`form-item fields ${spec.type}`, spec)}" id="${id}">
  <legend class="title">${esc(spec.title ?? '')}${requiredMark(spec)}</legend>
  ${description(spec)}
${body}
</fieldset>`;
}

function choice(spec: ChoiceSpec, id: string): string {
  const options = spec.options.map((option) => {
    const checked = spec.checked?.includes(option) ? ' checked' : '';
    return `  <div class="option"><label><input type="${spec.type}" name="${id}-field" value="${esc(option)}"${checked}> ${esc(option)}</label></div>`;
  });
  return `<fieldset class="${classes(`form-item ${spec.type}`, spec)}" id="${id}">
  <legend class="title">${esc(spec.title ?? '')}${requiredMark(spec)}</legend>
  ${description(spec)}
${options.join('\n')}
</fieldset>`;
}

function select(spec: SelectSpec, id: string): string {
  const options = spec.options.map(
    (option) => `<option value="${esc(option)}"${spec.selected === option ? ' selected' : ''}>${esc(option)}</option>`,
  );
  return `<div class="${classes('form-item field select', spec)}" id="${id}">
  <label class="title" for="${id}-field">${esc(spec.title ?? '')}${requiredMark(spec)}</label>
  ${description(spec)}<select class="field-element" id="${id}-field" name="${id}-field"><option value="">Select an option</option>${options.join('')}</select>
</div>`;
}

const LIKERT_SCALE: [string, string][] = [
  ['-2', 'Strongly Disagree'],
  ['-1', 'Disagree'],
  ['0', 'Neutral'],
  ['1', 'Agree'],
  ['2', 'Strongly Agree'],
];

function likert(spec: LikertSpec, id: string): string {
  const rows = spec.questions.map((question, index) => {
    const radios = LIKERT_SCALE.map(([value, label]) => {
      const checked = spec.answers?.[question] === value ? ' checked' : '';
      return `<label class="option"><input type="radio" name="${id}-${index}" value="${value}"${checked}> ${label}</label>`;
    });
    const attr = spec.questionAs === 'text' ? '' : ` data-question="${esc(question)}"`;
    return `  <div class="item"${attr}><div class="question">${esc(question)}</div>${radios.join('')}</div>`;
  });
  return `<fieldset class="${classes('form-item likert', spec)}" id="${id}">
  <legend class="title">${esc(spec.title ?? '')}${requiredMark(spec)}</legend>
${rows.join('\n')}
</fieldset>`;
}

function hidden(spec: HiddenSpec, id: string): string {
  const input = (extra: string) =>
    `<input type="hidden"${extra} name="${esc(spec.name)}" value="${esc(spec.value ?? '')}">`;
  return spec.wrapped
    ? `<div class="form-item hidden" id="${id}">${input('')}</div>`
    : input(` class="form-item" id="${id}"`);
}

/** The markup of one field; without an id, one is made from its type and `index`. */
export function fieldMarkup(spec: FieldSpec, index = 0): string {
  const id = esc(spec.id ?? builderId(spec.type, index));
  switch (spec.type) {
    case 'section':
      return `<div class="form-item section" id="${id}"><div class="title">${esc(spec.title ?? '')}</div></div>`;
    case 'hidden':
      return hidden(spec, id);
    case 'radio':
    case 'checkbox':
      return choice(spec, id);
    case 'select':
      return select(spec, id);
    case 'likert':
      return likert(spec, id);
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return compound(spec, id);
    default:
      return simple(spec, id);
  }
}

/** The whole block: root, wrappers, form, field list and submit button. */
export function formBlockMarkup(fields: FieldSpec[], blockJson: Record<string, unknown> = {}): string {
  return `<div class="sqs-block form-block sqs-block-form" data-block-type="9" data-block-json="${esc(JSON.stringify(blockJson))}">
<div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper">
<form action="/api/form/SaveFormSubmission" method="POST" novalidate>
<div class="field-list clear">
${fields.map((spec, index) => fieldMarkup(spec, index)).join('\n')}
</div>
<div class="form-button-wrapper"><input class="button sqs-system-button sqs-editable-button" type="submit" value="Submit"></div>
</form></div></div></div></div>`;
}

/** Put a form block in the document (replacing the body) and return its form. */
export function mountForm(fields: FieldSpec[], blockJson: Record<string, unknown> = {}): HTMLFormElement {
  document.body.innerHTML = formBlockMarkup(fields, blockJson);
  return document.querySelector('form') as HTMLFormElement;
}

/** The markup contract's selector path from the block root to the field list. */
export const FIELD_LIST_PATH =
  '.sqs-block.form-block.sqs-block-form[data-block-type="9"] > .sqs-block-content > .form-wrapper > .form-inner-wrapper > form > .field-list';
