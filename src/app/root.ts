/**
 * The composition root as main.tsx uses it: the services are made when
 * first needed (a signed-in route waits for them) or once storage is up,
 * whichever comes first. Their code is loaded then, not with the entry
 * chunk: the landing page paints without it and without Dexie.
 */
import type { GenerateEnv } from '../features/generate/flow-app';
import type { Lazy, Services } from '../state/services';
import type { AppServices, StartOptions } from './services';

export interface AppRoot {
  services: Lazy<Services>;
  generate: Lazy<GenerateEnv>;
  /**
   * Storage housekeeping (quota info, persistence, other-tab upgrades), then
   * the call log goes to Dexie, the offline outbox starts draining (one tab at
   * a time) and the media job starts getting the open deck's pictures.
   */
  start(options: StartOptions): Promise<void>;
}

/** A part of the app's services, loading with them; its promise is made once, so a suspended component waits on the same one. */
function part<T>(load: () => Promise<AppServices>, made: () => AppServices | undefined, pick: (app: AppServices) => T): Lazy<T> {
  let loading: Promise<T> | undefined;
  return {
    current: () => {
      const app = made();
      return app === undefined ? undefined : pick(app);
    },
    load: () => (loading ??= load().then(pick)),
  };
}

/** Follows the stored company templates (state/templates.ts); resolves once they are registered as themes. */
async function startTemplates(): Promise<void> {
  const [{ startTemplateThemes }, { TemplatesRepository }] = await Promise.all([import('../state/templates'), import('../data/templates')]);
  await startTemplateThemes(new TemplatesRepository());
}

export function createAppRoot(): AppRoot {
  let made: AppServices | undefined;
  let loading: Promise<AppServices> | undefined;
  // The user's template themes are known before any deck is drawn: a deck in one never flashes the default theme.
  const load = (): Promise<AppServices> =>
    (loading ??= Promise.all([import('./services'), startTemplates()]).then(([{ createServices }]) => {
      made = createServices();
      return made;
    }));
  return {
    services: part(load, () => made, (app) => app.services),
    generate: part(load, () => made, (app) => app.generate),
    async start(options) {
      const { initStorage } = await import('../state/storage');
      initStorage();
      (await load()).start(options);
    },
  };
}
