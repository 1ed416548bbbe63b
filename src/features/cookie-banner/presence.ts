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
  // Bumped by every hide: a load started under an older ticket is abandoned.
  let ticket = 0;
  let loading = false;
  return {
    show(options) {
      if (shown || loading) return;
      loading = true;
      const mine = ++ticket;
      loadUi()
        .then((ui) => {
          if (mine !== ticket) return;
          loading = false;
          shown = ui.mountBanner(options);
        })
        .catch((error) => {
          if (mine === ticket) loading = false;
          report(error, 'cookie banner failed to show');
        });
    },
    hide() {
      ticket += 1;
      loading = false;
      const handle = shown;
      shown = null;
      handle?.unmount();
    },
  };
}
