/**
 * Whether the banner is on the page, with its lazy UI: `show()` imports the
 * UI chunk (once per showing) and mounts it; `hide()` unmounts it, or
 * abandons a load still on its way, so a UI that arrives after a hide, an
 * update or a stop is never mounted.
 */
import type { BannerHandle, BannerUi, MountBannerOptions } from './banner';

export interface BannerPresence {
  /** Mount the banner unless it is shown or on its way. */
  show(options: MountBannerOptions): void;
  /** Unmount it (or abandon its load). */
  hide(): void;
}

/** See the file comment; a failed load is reported, never thrown. */
export function createBannerPresence(
  loadUi: () => Promise<BannerUi>,
  report: (error: unknown, message: string) => void,
): BannerPresence {
  let shown: BannerHandle | null = null;
  // The load in flight. A hide forgets it: a UI that arrives after a hide, an update or a stop is never mounted.
  let loading: Promise<void> | null = null;
  return {
    show(options) {
      if (shown || loading) return;
      const load: Promise<void> = (loading = loadUi()
        .then((ui) => {
          if (loading !== load) return;
          loading = null;
          shown = ui.mountBanner(options);
        })
        .catch((error) => {
          if (loading === load) loading = null;
          report(error, 'cookie banner failed to show');
        }));
    },
    hide() {
      loading = null;
      const handle = shown;
      shown = null;
      handle?.unmount();
    },
  };
}
