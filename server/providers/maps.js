// A fake map API in the shape of google.maps (Map, Marker, Size, listeners),
// drawing a labelled box instead of tiles. The server fills in the ready
// callback's name and whether the key is refused (key=invalid), which real
// providers report through window.gm_authFailure.
(() => {
  const callback = '{{CALLBACK}}';
  const authFails = '{{AUTH_FAILS}}';
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }
  class FakeMap {
    constructor(element, options) {
      this.element = element;
      this.options = options;
      this.listeners = {};
      const box = document.createElement('div');
      box.className = 'fake-map';
      box.dataset.style = JSON.stringify(options.styles || []);
      box.dataset.mapType = options.mapTypeId || 'roadmap';
      box.dataset.zoom = String(options.zoom);
      const label = document.createElement('p');
      label.className = 'fake-map-label';
      label.textContent = `Fake map · ${options.center.lat.toFixed(4)}, ${options.center.lng.toFixed(4)} · zoom ${options.zoom} · ${options.mapTypeId}`;
      box.append(label);
      box.addEventListener('click', () => (this.listeners.click || []).forEach((listener) => listener()));
      element.append(box);
      this.box = box;
      this.centred = 0;
    }
    setCenter(center) {
      this.centred += 1;
      this.box.dataset.centred = String(this.centred);
      this.options.center = center;
    }
    addListener(type, listener) {
      (this.listeners[type] ||= []).push(listener);
      return { remove: () => (this.listeners[type] = this.listeners[type].filter((l) => l !== listener)) };
    }
  }
  class Marker {
    constructor(options) {
      const image = document.createElement('img');
      image.className = 'fake-map-marker';
      image.alt = '';
      image.src = options.icon.url;
      image.width = options.icon.scaledSize.width;
      image.height = options.icon.scaledSize.height;
      options.map.box.append(image);
      this.image = image;
    }
    setMap(map) {
      if (!map) this.image.remove();
    }
  }
  window.google = { maps: { Map: FakeMap, Marker, Size } };
  window[callback]();
  if (authFails === true) setTimeout(() => window.gm_authFailure && window.gm_authFailure(), 0);
})();
