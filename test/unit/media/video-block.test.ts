import { mount } from '../../../src/blocks/video';
import { blockContext, pageWith, RESTRICTIVE, rootFrom } from './helpers';

const YOUTUBE = '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360" title="Harbour"></iframe>';
const attr = (text: string) => text.replace(/"/g, '&quot;');
function videoBlock(id: string, html = YOUTUBE, { overlay = true, mode = '', provider = 'YouTube' } = {}) {
  return `<div class="sqs-block video-block" id="${id}" data-block-type="32" data-block-json='{"providerName":"${provider}"}'>
    <div class="sqs-video-wrapper" data-provider-name="${provider}"${mode ? ` data-mode="${mode}"` : ''} data-html="${attr(html)}">
      <div class="intrinsic"><div class="intrinsic-inner"></div></div>
      ${overlay ? '<div class="sqs-video-overlay"><img alt=""><div class="sqs-video-icon"></div></div>' : ''}
    </div></div>`;
}
const mountBlock = (root: HTMLElement, page = pageWith()) => {
  const { ctx, reports } = blockContext(root, page, 'video');
  return { unmount: mount(root, ctx) as () => void, reports };
};
const frame = (root: Element) => root.querySelector('iframe');
const icon = (root: Element) => root.querySelector<HTMLElement>('.sqs-video-icon')!;
const press = (element: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('poster until the visitor asks (spec §4 "Video")', () => {
  it('creates no frame at mount: nothing is requested from the provider', () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    expect(frame(root)).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('the play icon is a named button reachable by Tab', () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    expect(icon(root).getAttribute('role')).toBe('button');
    expect(icon(root).tabIndex).toBe(0);
    expect(icon(root).getAttribute('aria-label')).toBe('Play video: Harbour');
  });

  it('a click on the poster replaces it by the player, with autoplay and the message API', () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    root.querySelector<HTMLElement>('.sqs-video-overlay img')!.click();
    const iframe = frame(root)!;
    expect(iframe.src).toContain('autoplay=1');
    expect(iframe.src).toContain('enablejsapi=1');
    expect(iframe.title).toBe('Harbour');
    expect(iframe.allow).toContain('autoplay');
    expect(root.querySelector<HTMLElement>('.sqs-video-overlay')!.hidden).toBe(true);
  });

  it.each(['Enter', ' '])('%j on the play icon plays, and the page does not scroll', (key) => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    expect(press(icon(root), key)).toBe(true);
    expect(frame(root)).not.toBeNull();
  });

  it('other keys do nothing', () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    expect(press(icon(root), 'a')).toBe(false);
    expect(frame(root)).toBeNull();
  });

  it('without a poster in the markup it draws a plain one: a real button', () => {
    const root = rootFrom(videoBlock('v', YOUTUBE, { overlay: false }));
    mountBlock(root);
    const button = root.querySelector('button.sqs-video-icon') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Play video: Harbour');
    button.click();
    expect(frame(root)).not.toBeNull();
  });

  it('under a restrictive cookie policy YouTube plays from its privacy-enhanced host', () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root, pageWith(RESTRICTIVE));
    icon(root).click();
    expect(new URL(frame(root)!.src).hostname).toBe('www.youtube-nocookie.com');
  });
});

describe('one medium at a time, and the events a gallery hears', () => {
  it('starting one video sends the other back to its poster', () => {
    document.body.innerHTML = videoBlock('a') + videoBlock('b');
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    mountBlock(a);
    mountBlock(b);
    icon(a).click();
    icon(b).click();
    expect(frame(a)).toBeNull();
    expect(a.querySelector<HTMLElement>('.sqs-video-overlay')!.hidden).toBe(false);
    expect(frame(b)).not.toBeNull();
  });

  it('announces play and pause, bubbling from the wrapper', () => {
    document.body.innerHTML = videoBlock('a') + videoBlock('b');
    const heard: string[] = [];
    for (const type of ['site-runtime:video-play', 'site-runtime:video-pause'])
      document.addEventListener(type, (event) =>
        heard.push(`${(event.target as Element).closest('[id]')!.id} ${type.slice(19)}`),
      );
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    mountBlock(a);
    mountBlock(b);
    icon(a).click();
    icon(b).click();
    expect(heard).toEqual(['a play', 'a pause', 'b play']);
  });

  it("the frame's own pause and play are heard through postMessage", () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    icon(root).click();
    const heard: string[] = [];
    root.addEventListener('site-runtime:video-pause', () => heard.push('pause'));
    root.addEventListener('site-runtime:video-play', () => heard.push('play'));
    const source = frame(root)!.contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: '{"event":"onStateChange","info":2}', source }));
    window.dispatchEvent(new MessageEvent('message', { data: '{"event":"onStateChange","info":1}', source }));
    // Messages from another window are ignored.
    window.dispatchEvent(new MessageEvent('message', { data: '{"event":"onStateChange","info":2}', source: window }));
    expect(heard).toEqual(['pause', 'play']);
  });
});

describe('modes (spec §3, §9)', () => {
  it("none: the embed's ratio as padding on the inner box", () => {
    const root = rootFrom(videoBlock('v'));
    mountBlock(root);
    expect(root.querySelector<HTMLElement>('.intrinsic-inner')!.style.paddingBottom).toBe('56.25%');
  });

  it('none without a size: 56.3 %', () => {
    const root = rootFrom(videoBlock('v', '<iframe src="https://www.youtube.com/embed/x"></iframe>'));
    mountBlock(root);
    expect(root.querySelector<HTMLElement>('.intrinsic-inner')!.style.paddingBottom).toBe('56.3%');
  });

  it('a mode change reloads the player: back to the poster, laid out anew', async () => {
    const root = rootFrom(videoBlock('v', YOUTUBE, { mode: 'none' }));
    mountBlock(root);
    icon(root).click();
    root.querySelector('.sqs-video-wrapper')!.setAttribute('data-mode', 'fill');
    await Promise.resolve();
    expect(frame(root)).toBeNull();
    expect(root.querySelector<HTMLElement>('.intrinsic-inner')!.style.paddingBottom).toBe('');
  });
});

describe('invalid embeds (spec §5)', () => {
  it('shows "Invalid video embed." in a placeholder of the ratio rule, hides the poster, reports once', () => {
    const root = rootFrom(videoBlock('v', '<a href="x">not an embed</a>'));
    const { reports } = mountBlock(root);
    const placeholder = root.querySelector<HTMLElement>('.sqs-video-placeholder')!;
    expect(placeholder.textContent).toBe('Invalid video embed.');
    expect(placeholder.style.getPropertyValue('aspect-ratio').replace(/ /g, '')).toBe('100/65');
    expect(root.querySelector<HTMLElement>('.sqs-video-overlay')!.hidden).toBe(true);
    expect(reports).toEqual(['Invalid video embed.']);
  });

  it('a Vimeo share without a player says Vimeo Basic is unsupported', () => {
    const root = rootFrom(videoBlock('v', '', { provider: 'Vimeo' }));
    const { reports } = mountBlock(root);
    expect(root.querySelector('.sqs-video-placeholder')!.textContent).toBe(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
    expect(reports).toHaveLength(1);
  });
});

describe('destroy', () => {
  it('puts the markup back as it was, playing or not', () => {
    for (const play of [false, true]) {
      const root = rootFrom(videoBlock('v'));
      const before = root.innerHTML;
      const { unmount } = mountBlock(root);
      if (play) icon(root).click();
      unmount();
      expect(root.innerHTML).toBe(before);
    }
  });

  it("an invalid embed's placeholder goes too", () => {
    const root = rootFrom(videoBlock('v', 'nothing'));
    const before = root.innerHTML;
    mountBlock(root).unmount();
    expect(root.innerHTML).toBe(before);
  });
});
