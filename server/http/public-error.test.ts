import { describe, expect, it } from 'vitest';
import { MAX_PUBLIC_MESSAGE, publicErrorMessage, scrubMessage, secretsOf } from './public-error';

const BASE = 'http://10.0.0.5:11434/v1';
const secrets = secretsOf({ LLM_BASE_URL: BASE, LLM_API_KEY: 'key-1234567890', IMAGE_BASE_URL: undefined });

describe('scrubMessage', () => {
  it.each([
    [
      'The LLM server at http://10.0.0.5:11434 rejected the API key (HTTP 401). Check LLM_API_KEY.',
      'The LLM server rejected the API key (HTTP 401).',
    ],
    [
      'The LLM server at http://10.0.0.5:11434 does not know the model "llama3" (HTTP 404: model \'llama3\' not found, try pulling it first). Check LLM_MODEL and LLM_BASE_URL (it usually ends in /v1).',
      'The LLM server does not know the model "llama3" (HTTP 404).',
    ],
    [
      'Could not connect to the LLM server at http://10.0.0.5:11434: connection refused. Is the server running, and is the address right?',
      'Could not connect to the LLM server: connection refused. Is the server running, and is the address right?',
    ],
    [
      'The request to the LLM server at http://gpu-box.internal:8000 failed: fetch failed for http://gpu-box.internal:8000/v1/chat/completions',
      'The request to the LLM server failed: fetch failed for the service',
    ],
    ['The OpenAI API at https://proxy.corp failed with an internal error (HTTP 502: <html>nginx</html>). Try again in a moment.', 'The OpenAI API failed with an internal error (HTTP 502). Try again in a moment.'],
    ['connect ECONNREFUSED 192.168.1.20:8080', 'connect ECONNREFUSED the service'],
    ['request to [::1]:9000 failed\n    at Object.fetch (node:internal/deps/undici)', 'request to the service failed'],
  ])('%s', (message, shown) => {
    expect(scrubMessage(message, secrets)).toBe(shown);
  });

  it('keeps what the model did wrong: it names the problem and holds no address', () => {
    const message = 'The model returned malformed JSON: Expected a JSON value, found "}" at character 12.';
    expect(scrubMessage(message, secrets)).toBe(message);
  });

  it('never shows a key, even in an upstream echo', () => {
    const shown = scrubMessage('The request to the LLM server failed: invalid key key-1234567890 (Bearer sk-abcdefghijkl)', secrets);
    expect(shown).not.toContain('key-1234567890');
    expect(shown).not.toContain('sk-abcdefghijkl');
  });

  it('cuts a dump to a readable length', () => {
    expect(scrubMessage(`The model's answer ended early ${'x'.repeat(1000)}`).length).toBe(MAX_PUBLIC_MESSAGE);
  });
});

describe('publicErrorMessage', () => {
  it('logs the whole error with its cause and shows the scrubbed message', () => {
    const lines: string[] = [];
    const error = new Error(`Could not connect to the LLM server at ${new URL(BASE).origin}: connection refused.`, {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:11434'), { code: 'ECONNREFUSED' }),
    });
    const shown = publicErrorMessage(error, { tag: '[generate]', fallback: 'Failed', secrets, log: (l) => lines.push(l) });
    expect(shown).toBe('Could not connect to the LLM server: connection refused.');
    expect(lines).toEqual([
      '[generate] Error: Could not connect to the LLM server at http://10.0.0.5:11434: connection refused. | caused by Error: connect ECONNREFUSED 10.0.0.5:11434',
    ]);
  });

  it('falls back when nothing of the message is left to show', () => {
    const shown = publicErrorMessage(new Error('http://10.0.0.5:11434/v1'), { tag: '[t]', fallback: 'Content generation failed', secrets, log: () => undefined });
    expect(shown).toBe('Content generation failed');
    expect(publicErrorMessage('a string', { tag: '[t]', fallback: 'Failed', log: () => undefined })).toBe('Failed');
  });
});

describe('secretsOf', () => {
  it('lists keys, base URLs and their origins and hosts, longest first', () => {
    expect(secrets).toEqual(['http://10.0.0.5:11434/v1', 'http://10.0.0.5:11434', '10.0.0.5:11434', 'key-1234567890']);
  });
});
