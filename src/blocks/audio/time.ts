/** Seconds as `m:ss` (or `h:mm:ss`); '0:00' for anything not a finite positive number. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The URL of `raw` when it is an http(s) address (relative ones resolve against `base`), else null. */
export function audioUrl(raw: string | null, base: string): string | null {
  try {
    const url = new URL(raw ?? '', base);
    return raw && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
