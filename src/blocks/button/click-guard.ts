/**
 * One navigation per click burst: once a button has been clicked, further
 * clicks are refused (default prevented, no census) until the page goes
 * away or the census time-out has passed. A double click, or a visitor
 * hammering a slow link, starts one navigation and sends one census call;
 * a link that does not leave the page (a download, a 204) works again
 * after 2500 ms.
 */
import { CENSUS_TIMEOUT_MS } from '../../core/enums/timings';

/** What {@link createClickGuard} returns. */
export interface ClickGuard {
  /** `true` for the first click of a burst (and arms the guard); `false` while armed. */
  take(): boolean;
  destroy(): void;
}

/** A guard over `win`'s timers; `pagehide` leaves it armed (the page is going), `pageshow` disarms it (Back to a cached page). */
export function createClickGuard(win: Window, ms: number = CENSUS_TIMEOUT_MS): ClickGuard {
  let timer: number | undefined;
  let armed = false;
  const disarm = () => {
    win.clearTimeout(timer);
    armed = false;
  };
  win.addEventListener('pageshow', disarm);
  return {
    take() {
      if (armed) return false;
      armed = true;
      timer = win.setTimeout(disarm, ms);
      return true;
    },
    destroy() {
      disarm();
      win.removeEventListener('pageshow', disarm);
    },
  };
}
