/**
 * The other answer shape: one complete JSON document instead of NDJSON lines
 * (the seed's "complete-JSON response", often pretty-printed over many lines).
 */
import { isBlank, parseJson, parseLine } from './parser-line';
import type { ParseEvent } from './parser-line';
import { cleanJsonInPlace, jsonMayHaveControls } from './text-controls';

// LLM back-ends like to wrap JSON in a Markdown code fence; the seed says the
// outline text is unwrapped before parsing.
const FENCE_START = '```';
const FENCED = /^\s*```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/;

/**
 * True when a first line that is not a stream line may open a whole JSON
 * document: it starts with `{`, `[` or a code fence.
 */
export function opensDocument(line: string): boolean {
  const start = line.trimStart();
  return start.startsWith('{') || start.startsWith('[') || start.startsWith(FENCE_START);
}

/** Removes a surrounding Markdown code fence, if the whole text is one. */
export function unfence(text: string): string {
  if (!text.trimStart().startsWith(FENCE_START)) return text;
  return FENCED.exec(text)?.[1] ?? text;
}

/** Line-by-line parse of a buffered text, numbering lines from `firstLine`. */
function parseBufferedLines(text: string, firstLine: number): ParseEvent[] {
  const events: ParseEvent[] = [];
  text.split('\n').forEach((piece, index) => {
    const line = piece.endsWith('\r') ? piece.slice(0, -1) : piece;
    if (!isBlank(line)) events.push(parseLine(line, firstLine + index));
  });
  return events;
}

/**
 * Events for a buffered body that looked like one JSON document.
 *
 * When the whole text is not JSON but some of its lines are valid stream
 * lines, the body was NDJSON whose first line was broken: those lines are
 * recovered (late, but not lost) instead of reporting one opaque error.
 */
export function finishDocument(text: string, firstLine: number): ParseEvent[] {
  const body = unfence(text);
  const json = parseJson(body);
  // Cleaned as stream lines are (parser-line.ts validateLine).
  if (json.ok) return [{ kind: 'document', value: jsonMayHaveControls(body) ? cleanJsonInPlace(json.value) : json.value }];
  const asLines = parseBufferedLines(text, firstLine);
  if (asLines.some((event) => event.kind === 'line')) return asLines;
  return [
    {
      kind: 'error',
      message: `Line ${firstLine}: the body is neither NDJSON nor one valid JSON document (${json.reason})`,
      raw: text,
      lineNumber: firstLine,
    },
  ];
}
