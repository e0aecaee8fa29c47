import { describe, expect, it } from 'vitest';
import { COMMANDS, getCommand, isCommandId, type CommandArgs, type CommandId } from './registry';
import { bakeryDeck } from '../deck-check/fixtures';
import { picturedDoc } from './picture-fixtures';
import { deepFreeze, makeDoc } from './test-fixtures';

/** Arguments that change the fixture deck, per command; a new command must add its own here. */
const SAMPLE_ARGS: { [K in CommandId]: CommandArgs<K> } = {
  'slide.editText': { index: 1, field: 'subtopics.0.overview', value: 'new' },
  'slide.setLayout': { index: 1, layout: { type: 'timeline', config: { size: 'md' } } },
  'slide.setBackgroundImage': { index: 2, url: 'https://example.com/bg.png' },
  'slide.add': { after: 1 },
  'slide.insertData': { after: 1, title: 'Sales', layout: 'table', data: { table: { columns: ['Region', 'Q1'], rows: [['North', '12']] } } },
  'slide.setData': { index: 1, data: { chart: { categories: ['Q1', 'Q2'], series: [{ name: 'Sales', values: [1, 2] }] } } },
  'slide.duplicate': { index: 2 },
  'slide.delete': { index: 1 },
  'slide.move': { from: 1, to: 3 },
  'slide.moveUp': { index: 3 },
  'slide.moveDown': { index: 1 },
  'deck.setTitle': { title: 'Renamed' },
  'deck.setTheme': { theme: 'golden-hour' },
  'deck.setFonts': { title: 'font-oswald', body: 'font-lato' },
  'deck.setImageStyle': { style: 'abstract' },
  'deck.setTone': { tone: 'educational' },
  'deck.togglePhotos': {},
  'slide.split': { index: 1 },
  'slide.moveOverflowToNotes': { index: 2 },
  'slide.setPicture': { index: 1, url: 'data:image/png;base64,iVBORw0KGgo=', info: { source: 'upload', name: 'mine.png' } },
  'slide.removePicture': { index: 1 },
  'slide.cropPicture': { index: 1, crop: { x: 0, y: 0, w: 0.5, h: 0.5 }, focus: undefined },
  'slide.regeneratePicture': { index: 1 },
  'deck.redrawPictures': { style: 'sketch' },
  'deck.restoreVersion': { slides: makeDoc(2).slides, settings: { ...makeDoc(2).settings, selectedTheme: 'golden-hour' } },
  'slide.rewrite': { rewrites: [{ slideId: 1, action: 'shorter', answer: [{ type: 'topic', topic_id: 'topic_1', heading: 'Short', subtopics: [{ heading: 'One' }] }] }] },
};

/** Commands that change only a deck with something to fix: the deck they are tried on. */
const SAMPLE_DOCS: Partial<Record<CommandId, () => ReturnType<typeof makeDoc>>> = {
  'slide.moveOverflowToNotes': bakeryDeck,
  'slide.cropPicture': picturedDoc,
  'slide.regeneratePicture': picturedDoc,
};

describe('command registry', () => {
  it('has unique ids and a label for every command', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const command of COMMANDS) expect(command.label.trim()).not.toBe('');
  });

  it('finds commands by id and nothing for unknown ids', () => {
    expect(getCommand('slide.duplicate').shortcut).toBe('Mod+D');
    expect(getCommand('nope')).toBeUndefined();
    expect(isCommandId('deck.setTheme')).toBe(true);
    expect(isCommandId('history.undo')).toBe(false);
  });

  describe.each(COMMANDS.map((c) => [c.id] as const))('%s', (id) => {
    it('changes the deck without touching its frozen input', () => {
      const doc = (SAMPLE_DOCS[id] ?? makeDoc)();
      const before = structuredClone(doc);
      const args = deepFreeze(structuredClone(SAMPLE_ARGS[id]));
      const perform = getCommand(id).perform as (d: typeof doc, a: unknown) => typeof doc;
      const next = perform(doc, args);
      expect(next).not.toBe(doc);
      expect(next).not.toEqual(doc);
      expect(doc).toEqual(before);
    });

    it('is deterministic', () => {
      const perform = getCommand(id).perform as (d: ReturnType<typeof makeDoc>, a: unknown) => unknown;
      const doc = SAMPLE_DOCS[id] ?? makeDoc;
      expect(perform(doc(), SAMPLE_ARGS[id])).toEqual(perform(doc(), SAMPLE_ARGS[id]));
    });
  });
});
