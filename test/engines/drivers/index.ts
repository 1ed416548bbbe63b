/** The driver of each engine, loaded only when its suite runs. */
import type { Engine, EngineName } from '../engine';

export async function launchEngine(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return (await import('./chromium')).launch();
  if (name === 'firefox') return (await import('./firefox')).launch();
  return (await import('./webkit')).launch();
}
