/**
 * Key bindings, built from the command registry plus the app-level actions
 * that are not deck edits (undo, redo, save, new deck). A binding is
 * written 'Mod+Shift+Z': Mod is Cmd on macOS and Ctrl elsewhere; Ctrl, Cmd,
 * Alt and Shift name a key on every platform. Matching is by `event.key`,
 * so letters follow the user's keyboard layout (Ctrl+Z is where Z is).
 */
import { COMMANDS } from './registry';

export type Platform = 'mac' | 'other';

/** The part of a KeyboardEvent matching needs (so core stays free of the DOM). */
export interface KeyEventLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** Ids of the actions bound to keys that are not registered commands; the app performs them. */
export const ACTIONS = {
  undo: 'history.undo',
  redo: 'history.redo',
  save: 'deck.save',
  newDeck: 'deck.new',
} as const;

/** One key binding. */
export interface KeyBinding {
  /** The chord, e.g. 'Mod+D'. */
  readonly keys: string;
  /** A command id of the registry or an {@link ACTIONS} id. */
  readonly id: string;
  /** Bound on this platform only; omitted: on both. */
  readonly platform?: Platform;
  /**
   * Also fires while the user edits text. Off for undo/redo (the field's own
   * undo handles typing until the edit is committed) and for slide commands
   * (Cmd+Backspace deletes to line start on macOS, not the slide).
   */
  readonly inText?: boolean;
}

const commandBindings: KeyBinding[] = COMMANDS.flatMap((command) =>
  'shortcut' in command ? [{ keys: command.shortcut, id: command.id }] : [],
);

/**
 * Every binding. Ctrl+Y is redo on Windows and Linux only: on macOS Ctrl+Y
 * is a text-editing key and Cmd+Shift+Z is the convention. Mac keyboards
 * have no Delete key, so Backspace deletes a slide too. Browsers keep
 * Ctrl+N for a new window in a tab; Mod+N reaches the app in the installed
 * (standalone) window, and the New button covers the rest.
 */
export const KEY_BINDINGS: readonly KeyBinding[] = [
  { keys: 'Mod+Z', id: ACTIONS.undo },
  { keys: 'Mod+Shift+Z', id: ACTIONS.redo },
  { keys: 'Ctrl+Y', id: ACTIONS.redo, platform: 'other' },
  { keys: 'Mod+S', id: ACTIONS.save, inText: true },
  { keys: 'Mod+N', id: ACTIONS.newDeck, inText: true },
  ...commandBindings,
  { keys: 'Mod+Backspace', id: 'slide.delete' },
];

const MODIFIERS = ['ctrl', 'meta', 'alt', 'shift'] as const;
type Modifier = (typeof MODIFIERS)[number];

/** Letters compare case-blind: Shift makes 'Z', and macOS reports 'z' with Cmd+Shift. */
function normalizeKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

function chordString(mods: ReadonlySet<Modifier>, key: string): string {
  return [...MODIFIERS.filter((m) => mods.has(m)), normalizeKey(key)].join('+');
}

function modifierOf(name: string, platform: Platform): Modifier {
  switch (name.toLowerCase()) {
    case 'mod':
      return platform === 'mac' ? 'meta' : 'ctrl';
    case 'ctrl':
      return 'ctrl';
    case 'cmd':
    case 'meta':
      return 'meta';
    case 'alt':
    case 'option':
      return 'alt';
    case 'shift':
      return 'shift';
  }
  throw new Error(`Unknown modifier "${name}"`);
}

/**
 * The canonical chord of a binding on `platform`, e.g. 'Mod+Shift+Z' on mac
 * is 'meta+shift+z'. @throws Error for an unknown modifier or a missing key.
 */
export function parseChord(keys: string, platform: Platform): string {
  const parts = keys.split('+');
  const key = parts.pop();
  if (key === undefined || key === '') throw new Error(`No key in "${keys}"`);
  return chordString(new Set(parts.map((part) => modifierOf(part, platform))), key);
}

/** The canonical chord of a key event, comparable with {@link parseChord}. */
export function eventChord(event: KeyEventLike): string {
  const mods = new Set<Modifier>();
  if (event.ctrlKey) mods.add('ctrl');
  if (event.metaKey) mods.add('meta');
  if (event.altKey) mods.add('alt');
  if (event.shiftKey) mods.add('shift');
  return chordString(mods, event.key);
}

function appliesTo(binding: KeyBinding, platform: Platform): boolean {
  return binding.platform === undefined || binding.platform === platform;
}

/** Chords bound more than once on `platform`, each with the ids bound to it; empty when all are distinct. */
export function findCollisions(bindings: readonly KeyBinding[], platform: Platform): { chord: string; ids: string[] }[] {
  const byChord = new Map<string, string[]>();
  for (const binding of bindings.filter((b) => appliesTo(b, platform))) {
    const chord = parseChord(binding.keys, platform);
    byChord.set(chord, [...(byChord.get(chord) ?? []), binding.id]);
  }
  return [...byChord].filter(([, ids]) => ids.length > 1).map(([chord, ids]) => ({ chord, ids }));
}

const TABLES: Record<Platform, ReadonlyMap<string, KeyBinding>> = {
  mac: new Map(KEY_BINDINGS.filter((b) => appliesTo(b, 'mac')).map((b) => [parseChord(b.keys, 'mac'), b])),
  other: new Map(KEY_BINDINGS.filter((b) => appliesTo(b, 'other')).map((b) => [parseChord(b.keys, 'other'), b])),
};

/**
 * The command or action id bound to `event` on `platform`, or undefined.
 * Modifiers must match exactly (Mod+Z is not Mod+Shift+Z). With
 * `editingText`, only bindings marked `inText` match, so the caller can
 * pass every keydown and let typing keep its native meaning.
 */
export function matchShortcut(
  event: KeyEventLike,
  platform: Platform,
  context: { readonly editingText?: boolean } = {},
): string | undefined {
  const binding = TABLES[platform].get(eventChord(event));
  if (binding === undefined || (context.editingText === true && binding.inText !== true)) return undefined;
  return binding.id;
}

const MAC_SYMBOLS: Record<string, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' };
const KEY_LABELS: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', Enter: '↵', Backspace: '⌫', Delete: 'Del' };

/** How a binding reads in a menu or tooltip: '⌘⇧Z' on macOS, 'Ctrl+Shift+Z' elsewhere. */
export function formatShortcut(keys: string, platform: Platform): string {
  const parts = parseChord(keys, platform).split('+');
  const key = parts.pop() ?? '';
  const label = KEY_LABELS[key] ?? (key.length === 1 ? key.toUpperCase() : key);
  if (platform === 'mac') return [...parts.map((m) => MAC_SYMBOLS[m] ?? m), label].join('');
  const names = parts.map((m) => (m === 'meta' ? 'Win' : m.charAt(0).toUpperCase() + m.slice(1)));
  return [...names, label].join('+');
}
