/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (the
 * continuation goes ahead of other pending tasks, so it costs no time), else
 * `setTimeout`. Work that would be one long task on a slow phone (a gallery's
 * mount, telemetry's start) is cut at these points, so input is never kept
 * waiting behind it.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
export function nextTask(win: Window): Promise<void> {
  return (
    (win as { scheduler?: { yield?(): Promise<void> } }).scheduler?.yield?.() ??
    new Promise((resolve) => win.setTimeout(resolve))
  );
}
