import type { ApiHealth } from '../shared/useApiHealth';

/** The labels the status page can show, plus 'checking' while a live check runs. */
export type ServiceStatus = 'operational' | 'degraded' | 'down' | 'maintenance' | 'checking';

export interface ServiceRow {
  id: string;
  name: string;
  status: ServiceStatus;
  /** How the status was found out, in one sentence. */
  note: string;
  live: boolean;
}

export interface StatusInputs {
  api: ApiHealth;
  online: boolean;
  storage: 'checking' | 'ok' | 'failed';
}

function generationRow(api: ApiHealth): ServiceRow {
  const base = { id: 'ai-generation', name: 'AI generation', live: true };
  if (api.kind === 'checking') return { ...base, status: 'checking', note: 'Asking the generation server…' };
  if (api.kind === 'down') return { ...base, status: 'down', note: 'GET /api/health did not answer. Requests made now are queued until it is back.' };
  const { llm, images } = api.health.providers;
  return { ...base, status: 'operational', note: `Answered GET /api/health: ${llm} text generator, ${images} images, version ${api.health.version}.` };
}

/**
 * The six services the page lists. Rows marked live come from a check made by
 * this page; the others run inside the browser, so the page being open is
 * itself the evidence that they work.
 */
export function serviceRows({ api, online, storage }: StatusInputs): ServiceRow[] {
  const serverUp = api.kind === 'up';
  return [
    { id: 'platform', name: 'Platform', status: 'operational', live: false, note: 'The Decksmith app is loaded and running in this browser.' },
    generationRow(api),
    { id: 'file-export', name: 'File export', status: 'operational', live: false, note: 'PowerPoint and PDF files are made on your device; no network needed.' },
    online
      ? { id: 'authentication', name: 'User authentication', status: 'operational', live: false, note: 'Your session is kept on this device; signing in works while you are online.' }
      : { id: 'authentication', name: 'User authentication', status: 'degraded', live: false, note: 'Offline: you stay signed in, but new sign-ins need a connection.' },
    storageRow(storage),
    deliveryRow(online, serverUp, api.kind === 'checking'),
  ];
}

function storageRow(storage: StatusInputs['storage']): ServiceRow {
  const base = { id: 'database', name: 'Database', live: true };
  if (storage === 'checking') return { ...base, status: 'checking', note: 'Opening the on-device database…' };
  if (storage === 'failed') return { ...base, status: 'down', note: 'This browser refused to open the on-device database (private mode or storage blocked?).' };
  return { ...base, status: 'operational', note: 'The on-device database (IndexedDB) opened and answered a read.' };
}

function deliveryRow(online: boolean, serverUp: boolean, checking: boolean): ServiceRow {
  const base = { id: 'content-delivery', name: 'Content delivery', live: true };
  if (!online) return { ...base, status: 'degraded', note: 'Offline: the app is served from the copy cached on this device.' };
  if (checking) return { ...base, status: 'checking', note: 'Checking the server…' };
  if (!serverUp) return { ...base, status: 'degraded', note: 'The server did not answer; the app is served from the copy cached on this device.' };
  return { ...base, status: 'operational', note: 'App files are served by the Decksmith server.' };
}

/** The banner at the top: the worst status wins. */
export function overallStatus(rows: ServiceRow[]): ServiceStatus {
  const order: ServiceStatus[] = ['down', 'degraded', 'maintenance', 'checking', 'operational'];
  return order.find((s) => rows.some((r) => r.status === s)) ?? 'operational';
}
