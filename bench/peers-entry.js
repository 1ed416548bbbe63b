// The peers' gallery for the bench: Swiper (navigation, pagination, autoplay,
// keyboard) and PhotoSwipe's lightbox, whose core is fetched on first open,
// as their documentation recommends. Settings mirror our bench gallery
// (bench/pages/ours.html): loop, one neighbour preloaded, autoplay every 8 s
// pausing on hover, arrow keys while in view, a dark 0.95 overlay.
import Swiper from 'swiper';
import { Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import PhotoSwipeLightbox from 'photoswipe/lightbox';

new Swiper('.swiper', {
  modules: [Navigation, Pagination, Autoplay, Keyboard],
  loop: true,
  lazyPreloadPrevNext: 1,
  navigation: { prevEl: '.swiper-button-prev', nextEl: '.swiper-button-next' },
  pagination: { el: '.swiper-pagination', type: 'fraction' },
  autoplay: { delay: 8000, pauseOnMouseEnter: true },
  keyboard: { enabled: true, onlyInViewport: true },
});

new PhotoSwipeLightbox({
  gallery: '.swiper',
  children: '.swiper-slide > a',
  bgOpacity: 0.95,
  pswpModule: () => import('photoswipe'),
}).init();
