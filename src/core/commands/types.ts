/**
 * The shapes every editing command shares (each
 * user action is a registered object with a pure `perform` and its own
 * shortcut, as excalidraw's actions are). Undo/redo, menus and key
 * bindings are built from these objects, never from ad-hoc mutations.
 */
import type { PresentationSettings } from '../schemas/config';
import type { Slide } from '../schemas/slide';

/**
 * What a command edits: the open deck's title, slides and settings. Treated
 * as immutable: commands return a new object, sharing every slide they did
 * not touch, so a history can keep many versions cheaply.
 */
export interface DeckDoc {
  readonly title: string;
  readonly slides: readonly Slide[];
  readonly settings: PresentationSettings;
}

/**
 * A registered editing operation.
 *
 * `perform` is pure: it never mutates `doc` or `args` and returns `doc`
 * itself (the same reference) when nothing changes, including when the
 * arguments do not apply (an index out of range, an unknown theme...). The
 * history relies on that to add no undo step, and a menu can use it to grey
 * out an item: `command.perform(doc, args) === doc` means "disabled".
 */
export interface Command<A> {
  /** Stable id used by the registry, the history and the key bindings, e.g. 'slide.duplicate'. */
  readonly id: string;
  /** Menu and tooltip text. */
  readonly label: string;
  /** Primary key binding in the form of shortcuts.ts, e.g. 'Mod+D' (Mod is Cmd on macOS, Ctrl elsewhere). */
  readonly shortcut?: string;
  perform(doc: DeckDoc, args: A): DeckDoc;
}

/**
 * Arguments the history may coalesce: consecutive applications of the same
 * command with the same `mergeKey` form one undo step (typing into a field).
 * The UI picks the key, e.g. one per focus of a field, so leaving a field
 * and coming back starts a new step.
 */
export interface Mergeable {
  readonly mergeKey?: string;
}

/** Arguments of the commands that address one slide, by its position in the deck. */
export interface SlideTarget {
  /** Index into `DeckDoc.slides` (not the slide id; ids are renumbered by position). */
  readonly index: number;
}
