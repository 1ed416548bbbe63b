/** spec §8's console and system messages of the form block, word for word. */
import { mountForm } from '../../../src/blocks/form';
import { createFormController } from '../../../src/blocks/form/controller';
import type { BlockContext } from '../../../src/core/types';
import { fakeIO } from './block-harness';
import { formBlockMarkup } from './fixture';

function context(config: Record<string, unknown>) {
  const reports: [unknown, string | undefined][] = [];
  const block: BlockContext = {
    name: 'form',
    config,
    page: {} as BlockContext['page'],
    report: (error, message) => void reports.push([error, message]),
  };
  return { block, messages: () => reports.map(([, message]) => message) };
}

describe('\'Could not render form\' (spec §8 "Console-only")', () => {
  it('a form block without a form says it and stays as the server sent it', () => {
    document.body.innerHTML = '<div class="sqs-block form-block"><div class="sqs-block-content"><p>x</p></div></div>';
    const root = document.querySelector<HTMLElement>('.form-block')!;
    const before = root.outerHTML;
    const { block, messages } = context({ formId: 'f1' });
    expect(mountForm(root, block)).toBeUndefined();
    expect(messages()).toEqual(['Could not render form']);
    expect(root.outerHTML).toBe(before);
  });
});

describe('\'ReCaptcha has not been set up!\' (spec §8 "System errors")', () => {
  const withContainer = (config: Record<string, unknown>) => {
    document.body.innerHTML = formBlockMarkup([{ type: 'text', title: 'Name' }], config).replace(
      '<div class="form-button-wrapper">',
      '<div class="captcha-container"></div><div class="form-button-wrapper">',
    );
    return document.querySelector<HTMLElement>('.form-block')!;
  };

  it('the server drew a captcha container but the block has no site key', () => {
    const config = { formId: 'f1' };
    const { block, messages } = context(config);
    createFormController(withContainer(config), block, fakeIO().io)!.destroy();
    expect(messages()).toEqual(['ReCaptcha has not been set up!']);
  });

  it('with a site key, or without a container, nothing is said', () => {
    const keyed = { formId: 'f1', captcha: { siteKey: 'k1' } };
    const first = context(keyed);
    createFormController(withContainer(keyed), first.block, fakeIO().io)!.destroy();
    document.body.innerHTML = formBlockMarkup([{ type: 'text', title: 'Name' }], { formId: 'f1' });
    const second = context({ formId: 'f1' });
    createFormController(document.querySelector<HTMLElement>('.form-block')!, second.block, fakeIO().io)!.destroy();
    expect([...first.messages(), ...second.messages()]).toEqual([]);
  });
});
