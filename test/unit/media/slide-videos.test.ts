import { mountSlideVideos } from '../../../src/shared/video/slides';
import { pageWith } from './helpers';

const slide = (id: string, type = 'video') =>
  `<div class="slide" id="s${id}" data-type="${type}"><div class="sqs-video-wrapper" data-provider-name="Vimeo" data-html="&lt;iframe src=&quot;https://player.vimeo.com/video/${id}&quot;&gt;&lt;/iframe&gt;"><div class="intrinsic"><div class="intrinsic-inner"></div></div></div><p class="meta-title">Slide ${id}</p></div>`;

describe("a gallery's video slides", () => {
  const setUp = () => {
    document.body.innerHTML = slide('1') + slide('2') + slide('3', 'image');
    const slides = [...document.querySelectorAll<HTMLElement>('.slide')].map((element) => ({
      element,
      type: element.getAttribute('data-type')!,
    }));
    return mountSlideVideos(slides, pageWith(), () => {});
  };

  it('each video slide gets a poster fitted to the slide, named by its title; image slides none', () => {
    setUp();
    expect(document.querySelectorAll('.sqs-video-icon')).toHaveLength(2);
    expect(document.querySelector('#s1 .sqs-video-icon')!.getAttribute('aria-label')).toBe('Play video: Slide 1');
    expect(document.querySelector<HTMLElement>('#s1 .sqs-video-wrapper')!.style.containerType).toBe('size');
  });

  it('playing one slide stops the other; moving the gallery stops the playing one', () => {
    const videos = setUp();
    document.querySelector<HTMLElement>('#s1 .sqs-video-icon')!.click();
    document.querySelector<HTMLElement>('#s2 .sqs-video-icon')!.click();
    expect(document.querySelector('#s1 iframe')).toBeNull();
    expect(document.querySelector('#s2 iframe')).not.toBeNull();
    videos.stop();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('destroy takes every poster away', () => {
    const videos = setUp();
    const mounted = document.body.innerHTML;
    videos.destroy();
    expect(document.body.innerHTML).not.toBe(mounted);
    expect(document.querySelector('[style]')).toBeNull();
    expect(document.querySelector('.sqs-video-overlay')).toBeNull();
  });
});
