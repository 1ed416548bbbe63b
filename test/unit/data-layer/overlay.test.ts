import { fakeFetch, makeLayer, overlays, rejectionOf } from './helpers';

const dialogOf = (overlay: HTMLElement) => overlay.querySelector<HTMLElement>('[role="alertdialog"]')!;
const buttonsOf = (overlay: HTMLElement) => Array.from(overlay.querySelectorAll('button'));
const press = (target: Element, key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A button on the page with focus, as when a visitor clicked something that made the call. */
function focusedTrigger(): HTMLButtonElement {
  const trigger = document.createElement('button');
  trigger.textContent = 'Save';
  document.body.append(trigger);
  trigger.focus();
  return trigger;
}

async function failWithOverlay(answer: Parameters<typeof fakeFetch>[0], options = {}) {
  const fixture = makeLayer(fakeFetch(answer), options);
  const error = await rejectionOf(fixture.layer.get('/api/multilingual/settings', { overlay: true }));
  return { ...fixture, error, overlay: overlays()[0] };
}

afterEach(() => {
  overlays().forEach((element) => element.remove());
  document.body.replaceChildren();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the overlay appears only when the caller opted in (spec §8 "Otherwise failure")', () => {
  it('shows nothing for a failed call that did not opt in; the promise still rejects', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 500, body: {} }));
    await rejectionOf(layer.get('/api/x'));
    expect(overlays()).toHaveLength(0);
  });

  it("uses the data layer's overlay option as the default, and a call's overlay: false wins", async () => {
    const { layer } = makeLayer(fakeFetch({ status: 500, body: {} }, { status: 500, body: {} }), { overlay: true });
    await rejectionOf(layer.get('/api/x', { overlay: false }));
    expect(overlays()).toHaveLength(0);
    await rejectionOf(layer.get('/api/x'));
    expect(overlays()).toHaveLength(1);
  });

  it('is not shown for a call refused before sending', async () => {
    const { layer } = makeLayer(fakeFetch(), { overlay: true });
    await rejectionOf(layer.get('/not-api'));
    expect(overlays()).toHaveLength(0);
  });
});

describe('overlay wording (spec §8)', () => {
  it("titles a network failure 'Unable to connect to the product. Please try again.'", async () => {
    const { overlay } = await failWithOverlay({ network: true });
    expect(overlay.querySelector('h2')?.textContent).toBe('Unable to connect to the product. Please try again.');
    expect(overlay.querySelector('p')?.textContent).toBe('Unable to connect…');
  });

  it("titles a cleaned server error 'Something Went Wrong!' with the error message", async () => {
    const { overlay } = await failWithOverlay({ status: 503, body: '' });
    expect(overlay.querySelector('h2')?.textContent).toBe('Something Went Wrong!');
    expect(overlay.querySelector('p')?.textContent).toBe(
      'This service is temporarily unavailable. Please try again later.',
    );
  });

  it("shows a passed-on server message under 'Something Went Wrong!'", async () => {
    const { overlay } = await failWithOverlay({ status: 400, body: { error: 'The cart is empty' } });
    expect(overlay.querySelector('h2')?.textContent).toBe('Something Went Wrong!');
    expect(overlay.querySelector('p')?.textContent).toBe('The cart is empty');
  });

  it("offers exactly two buttons, 'Reload Page' then 'Clear'", async () => {
    const { overlay } = await failWithOverlay({ network: true });
    expect(buttonsOf(overlay).map((button) => [button.textContent, button.type])).toEqual([
      ['Reload Page', 'button'],
      ['Clear', 'button'],
    ]);
  });
});

describe('the overlay is a WAI-ARIA alertdialog', () => {
  it('is modal, labelled by its title and described by its message', async () => {
    const { overlay } = await failWithOverlay({ status: 500, body: {} });
    const dialog = dialogOf(overlay);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Something Went Wrong!');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Internal server error. Please try again later.',
    );
  });

  it('is mounted in a fresh element at the end of document.body', async () => {
    document.body.append(document.createElement('main'));
    const { overlay } = await failWithOverlay({ status: 500, body: {} });
    expect(document.body.lastElementChild).toBe(overlay);
  });

  it('moves focus to the first button when it opens', async () => {
    focusedTrigger();
    const { overlay } = await failWithOverlay({ network: true });
    expect(document.activeElement).toBe(buttonsOf(overlay)[0]);
  });

  it('keeps Tab and Shift+Tab inside: Tab on the last goes to the first, Shift+Tab on the first to the last', async () => {
    const { overlay } = await failWithOverlay({ network: true });
    const [reload, clear] = buttonsOf(overlay);
    clear.focus();
    expect(press(clear, 'Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(reload);
    expect(press(reload, 'Tab', true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(clear);
    reload.focus();
    expect(press(reload, 'Tab').defaultPrevented).toBe(false); // the browser moves on to Clear itself
  });
});

describe('Reload Page and Clear', () => {
  it('Reload Page reloads the page', async () => {
    const { overlay, reload } = await failWithOverlay({ network: true });
    buttonsOf(overlay)[0].click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Clear removes the overlay and gives focus back to the element that had it', async () => {
    const trigger = focusedTrigger();
    const { overlay } = await failWithOverlay({ network: true });
    buttonsOf(overlay)[1].click();
    expect(overlays()).toHaveLength(0);
    expect(overlay.isConnected).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('lets the next failure show a new overlay once cleared', async () => {
    const { layer } = makeLayer(fakeFetch({ network: true }, { status: 500, body: {} }));
    await rejectionOf(layer.get('/api/x', { overlay: true }));
    buttonsOf(overlays()[0])[1].click();
    await rejectionOf(layer.get('/api/x', { overlay: true }));
    expect(overlays()).toHaveLength(1);
    expect(overlays()[0].querySelector('h2')?.textContent).toBe('Something Went Wrong!');
  });
});

describe('one overlay at a time', () => {
  it('keeps the open overlay and its words when another call fails', async () => {
    const { layer } = makeLayer(fakeFetch({ network: true }, { status: 500, body: {} }));
    await rejectionOf(layer.get('/api/x', { overlay: true }));
    await rejectionOf(layer.get('/api/y', { overlay: true }));
    expect(overlays()).toHaveLength(1);
    expect(overlays()[0].querySelector('h2')?.textContent).toBe('Unable to connect to the product. Please try again.');
  });
});

describe('Escape belongs to the escape manager (STYLE.md §4)', () => {
  it('does not close on Escape by itself', async () => {
    const { overlay } = await failWithOverlay({ network: true });
    press(buttonsOf(overlay)[0], 'Escape');
    expect(overlays()).toHaveLength(1);
  });

  it('pushes itself on the escape manager when one is given, closes through it and leaves it on Clear', async () => {
    const removals: jest.Mock[] = [];
    const targets: { close(): void; element: Element }[] = [];
    const escape = {
      push: jest.fn((target: { close(): void; element: Element }) => {
        targets.push(target);
        const remove = jest.fn();
        removals.push(remove);
        return remove;
      }),
    };
    const { overlay } = await failWithOverlay({ network: true }, { escape });
    expect(targets[0].element).toBe(overlay);
    targets[0].close(); // what the manager does on Escape
    expect(overlays()).toHaveLength(0);
    expect(removals[0]).toHaveBeenCalledTimes(1);
  });
});

describe('overlay styles: a fixed full page at z-index 30000 (spec §9), through the style prop', () => {
  it('covers the page above everything, with a centred panel', async () => {
    const { overlay } = await failWithOverlay({ network: true });
    const backdrop = overlay.firstElementChild as HTMLElement;
    expect(backdrop.style.position).toBe('fixed');
    expect(backdrop.style.zIndex).toBe('30000');
    expect([backdrop.style.alignItems, backdrop.style.justifyContent]).toEqual(['center', 'center']);
    expect(dialogOf(overlay).style.maxWidth).toBe('350px');
  });

  it('fades in normally', async () => {
    const { overlay } = await failWithOverlay({ network: true });
    await tick();
    const backdrop = overlay.firstElementChild as HTMLElement;
    expect(backdrop.style.transition).toContain('opacity');
    expect(backdrop.style.opacity).toBe('1');
  });

  it('does not fade when the visitor prefers reduced motion', async () => {
    (window as { matchMedia?: unknown }).matchMedia = (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    });
    const { overlay } = await failWithOverlay({ network: true });
    const backdrop = overlay.firstElementChild as HTMLElement;
    expect(backdrop.style.transition).toBe('none');
    expect(backdrop.style.opacity).toBe('1');
  });
});
