/**
 * A second app server whose writer is a "model": the real server on the
 * built app with LLM_PROVIDER=openai-compatible, pointed at the scripted
 * OpenAI-compatible double (server/testing/model-double), which runs in the
 * spec's own worker. The suite's server (builtin writer) is not touched.
 * Use it from beforeAll/afterAll. test.use({ baseURL }) is read before
 * beforeAll runs: pick the port with reservePort() when the spec loads.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { startOpenAiDouble, type CallRecord, type OpenAiDouble } from '../../../server/testing/model-double/server';
import { freePort } from './ports';

export interface ModelServer {
  /** http://127.0.0.1:PORT of the app server. */
  readonly baseURL: string;
  readonly double: OpenAiDouble;
  /** The calls the double answered so far (outline, content, edit with its action). */
  calls(): CallRecord[];
  /** What the server printed, for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on, chosen at once (written plainly: the worker forces colour on console.log). */
export function reservePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

export interface ModelServerOptions {
  /** The app server's port (default: a free one). */
  port?: number;
  /** Pause before each streamed piece of the model's answer, in ms (default 0). */
  delayMs?: number;
  /** More server environment (e.g. BUILTIN_SLIDE_DELAY_MS). */
  env?: Record<string, string>;
}

async function waitUntilUp(server: ChildProcess, url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the model server stopped: ${log()}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`the model server did not start in 60 s: ${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the double and a server writing through it; the build is E2E_DIST_DIR's, as the suite's server. */
export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const double = await startOpenAiDouble({ delayMs: options.delayMs ?? 0 });
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  // Node with tsx's loader, not the tsx CLI: the CLI runs the server in a child that a kill leaves running.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: double.baseURL,
      LLM_MODEL: 'scripted-writer',
      LLM_API_KEY: 'test-key',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (b: Buffer) => (output += b.toString()));
  server.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  try {
    await waitUntilUp(server, baseURL, () => output);
  } catch (error) {
    server.kill('SIGTERM');
    await double.close();
    throw error;
  }
  return {
    baseURL,
    double,
    calls: () => [...double.calls],
    log: () => output,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await double.close();
    },
  };
}
