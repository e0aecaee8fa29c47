/**
 * The composer's rules for document decks, each pinned with a minimal
 * example: whole sentences, point headings, repeats, chapters first, notes
 * and the document's language. (The corpus-wide figures are `npm run bench -- quality`.)
 */
import { describe, expect, it } from 'vitest';
import { documentTitle } from './compose-document';
import { slideNotes } from './notes';
import { planUnits } from './plan-document';
import { deckOf, outlineOf, topicsOf } from './test-helpers';
import { analyse } from '../../src/core/prose/analyse';
import { languageOf } from '../../src/core/prose/language';
import { germanNounPhrase, headingKey, keyPhrase, phraseOk, titleCase } from '../../src/core/prose/phrase';
import { displayHeading, parseStructure } from '../../src/core/prose/sections';
import { isCutTerm } from '../../src/core/prose/rank';
import { cleanInline, splitSentences } from '../../src/core/prose/sentences';
import { termKey } from '../../src/core/prose/tokenize';

/** A chapter of `n` distinct sentences about `topic`. */
function chapter(heading: string, topic: string, n: number, level = 2): string {
  const lines = Array.from({ length: n }, (_, i) => `The ${topic} team measured result number ${i + 1} of the ${topic} work in week ${i + 3} with care.`);
  return `${'#'.repeat(level)} ${heading}\n\n${lines.join(' ')}\n`;
}

describe('slide text is whole sentences', () => {
  it('drops an address with the brackets it leaves, and keeps reference-link text', () => {
    expect(cleanInline('See the guide (https://example.org/guide). It helps.')).toBe('See the guide. It helps.');
    expect(cleanInline('Read the [package.json][] reference.')).toBe('Read the package.json reference.');
  });

  it('keeps a short address a sentence is about, as it is read out; drops a long one', () => {
    expect(cleanInline('Documentation is at <https://nodejs.org/api/>.')).toBe('Documentation is at nodejs.org/api.');
    expect(cleanInline('Log in at https://example.org/login?session=abc&next=%2Fhome today.')).toBe('Log in at today.');
    // The long one left the sentence cut: it is no slide text.
    expect(analyse('# Guide\n\n## Access\n\nThe dashboard for every team is at https://example.org/a/very/long/path/to/the/dashboard/page.').sentences[0]?.good).toBe(false);
  });

  it('ends a sentence before an option list entry that follows it', () => {
    expect(splitSentences('Here is the part of the manual page. -b name, --binaryspec name set the binary package specs.')).toEqual([
      'Here is the part of the manual page.',
      '-b name, --binaryspec name set the binary package specs.',
    ]);
  });

  it('drops a footnote number set before the footnote’s first word', () => {
    expect(cleanInline('2It is unwise to run the base system under the unstable suite.')).toBe('It is unwise to run the base system under the unstable suite.');
    expect(cleanInline('It works. 3Most users never notice it.')).toBe('It works. Most users never notice it.');
    expect(cleanInline('The 3D model has 12 parts.')).toBe('The 3D model has 12 parts.');
  });

  it('takes a reference list entry for no sentence', () => {
    const doc = analyse('# Reading\n\n## Books\n\nWare, James R. The Best of Confucius, Halcyon House, 1950.\n\nThe best books on the subject are old ones, and they read well today.');
    expect(doc.sentences.filter((s) => s.good).map((s) => s.text)).toEqual(['The best books on the subject are old ones, and they read well today.']);
  });

  it('counts a sentence repeated with other capitals as the same sentence', () => {
    const doc = analyse('# Manual\n\n## Commands\n\n‘R filename’ Queue a line of the file to be read at the end of the cycle.\n\n## Reference\n\n‘R FILENAME’ Queue a line of the file to be read at the end of the cycle.');
    expect([...doc.twins.keys()]).toHaveLength(2);
  });

  it('never takes a sentence the extraction cut short as slide text', () => {
    const doc = analyse('# Guide\n\n## Installer\n\nThe installer copies every file into the (.\n\nThe installer checks the disk before it copies the files.');
    expect(doc.sentences.filter((s) => s.good).map((s) => s.text)).toEqual(['The installer checks the disk before it copies the files.']);
  });

  it('never takes a drawing in text for a sentence', () => {
    const doc = analyse("# Guide\n\n## History\n\nThe history of the branch looks like the drawing below in the log.\n\nA'---B'---C' <-- completely rewritten branch / \\ / now merged into the line.");
    expect(doc.sentences.filter((s) => s.good).map((s) => s.text)).toEqual(['The history of the branch looks like the drawing below in the log.']);
  });

  it('keeps a German sentence that ends on a verb particle', () => {
    const doc = analyse('# Energie\n\n## Speicher\n\nGroße Batteriespeicher gleichen kurzfristige Schwankungen zwischen Erzeugung und Verbrauch aus.');
    expect(doc.sentences[0]?.good).toBe(true);
  });
});

describe('point headings', () => {
  it('refuses code, placeholders, counters, possessives and lone function words', () => {
    for (const bad of ['MAX_LEN', 'getValue', '--force', 'a.out', 'Package Foo', 'Results (2)', "Retired Developer's", 'The', 'Chapter 4: Function reference 22']) {
      expect(phraseOk(bad), bad).toBe(false);
    }
    for (const good of ['Cool Pavements', 'Input/Output', 'Global Positioning System (GPS)', 'Ground-level Ozone']) expect(phraseOk(good), good).toBe(true);
  });

  it('takes a whole term, never the first words of a longer one', () => {
    const doc = analyse(`# Manual\n\n## Patterns\n\n${'An entire regular expression matches the line. '.repeat(3)}Each entire regular expression is tried in turn by the program.`);
    const s = doc.sentences.at(-1);
    if (s === undefined) throw new Error('no sentence');
    const phrase = keyPhrase(doc, s, doc.tf, new Set());
    expect(phrase).not.toBe('Entire Regular');
    expect(phrase?.toLowerCase()).not.toMatch(/regular$/);
  });

  it('never ends a heading on a French elided preposition ("Chacune d’entre")', () => {
    expect(termKey('d’entre')).toBeNull();
    expect(termKey('l’option')).toBe('option');
  });

  it('takes a word pair the text always continues for no term ("faulty side" of "faulty side branch")', () => {
    const doc = analyse('# Git\n\n## Merges\n\nThe faulty side branch was merged. Revert the faulty side branch first. Then the faulty side is gone.');
    expect(isCutTerm(doc.sentences, 'faulty side')).toBe(false);
    expect(isCutTerm(doc.sentences.slice(0, 2), 'faulty side')).toBe(true);
    expect(isCutTerm(doc.sentences, 'side branch')).toBe(false);
  });

  it('heads a German point with a noun phrase only', () => {
    for (const bad of ['Übung bereit', 'Befehl debmake dazu gedacht', 'Allen Schritten']) expect(germanNounPhrase(bad), bad).toBe(false);
    for (const good of ['Erstellten Binärpaket', 'Technische Erinnerungen', 'Debdiff', 'Python 3']) expect(germanNounPhrase(good), good).toBe(true);
  });

  it('shows an appendix section by its name, without its "A.5" number', () => {
    expect(displayHeading('A.5 Helper Packages')).toBe('Helper Packages');
    expect(displayHeading('B.2.1 Caveat')).toBe('Caveat');
    expect(displayHeading('A. Smith and the Press')).toBe('A. Smith and the Press');
  });

  it('shows a chapter by its name, without its "Chapter 4." label', () => {
    expect(displayHeading('Chapter 2. Getting and installing Debian')).toBe('Getting and installing Debian');
    expect(displayHeading('Chapitre 4 Fichiers nécessaires')).toBe('Fichiers nécessaires');
    expect(displayHeading('Appendix A – Advanced packaging')).toBe('Advanced packaging');
    expect(displayHeading('Chapter 7')).toBe('Chapter 7');
    expect(displayHeading('Part of the plan')).toBe('Part of the plan');
  });

  it('keeps ordinals and compares headings without quotes or case', () => {
    expect(titleCase('released june 17th')).toBe('Released June 17th');
    expect(headingKey('‘sed’ Scripts')).toBe(headingKey('sed scripts'));
  });
});

describe('headings under an extracted title', () => {
  it('reads numbered sections although extraction wrote the title and one section as Markdown', () => {
    const text = [
      '# Making Pictures',
      '1. Introduction to Drawing',
      '',
      'The drawing language describes pictures as programs that a compiler turns into output.',
      '',
      '2. Invoking the Compiler',
      '',
      'The compiler reads a description from its input and writes drawing commands for the typesetter.',
      '',
      '0.2 0.3',
      '',
      '## 2.5. Slanted Boxes',
      '',
      'The compiler draws slanted boxes when the description asks for them with an angle.',
    ].join('\n');
    const structure = parseStructure(text);
    expect(structure.title).toBe('Making Pictures');
    expect(structure.sections.map((s) => s.heading)).toEqual(['Introduction to Drawing', 'Invoking the Compiler', '2.5. Slanted Boxes']);
  });
});

describe('the deck title', () => {
  it('titles a manual page by the description on its NAME line (groff sets the dash as a minus)', () => {
    const page = ['NAME', '', 'bash − GNU Bourne-Again SHell', '', 'DESCRIPTION', '', 'Bash is a command language interpreter that executes commands read from the standard input. It also reads commands from a file given as its argument.', '', 'OPTIONS', '', 'The shell accepts the single-character options documented for the set builtin. It also accepts several multi-character options.'].join('\n');
    const title = documentTitle(analyse(page), undefined).title;
    expect(title).toBe('GNU Bourne-Again SHell');
  });
});

describe('planning from chapters', () => {
  const doc = [
    '# Field Guide',
    chapter('Planning', 'planning', 6),
    chapter('Budget', 'budget', 8),
    chapter('Staffing', 'staffing', 7),
    chapter('Travel', 'travel', 4),
    chapter('Reporting', 'reporting', 9),
  ].join('\n');

  it('keeps the most important chapters in order when there are fewer slides than chapters', () => {
    const headings = planUnits(analyse(doc), 3).map((u) => u.heading);
    expect(headings).toHaveLength(3);
    expect(headings).toEqual(['Budget', 'Staffing', 'Reporting']);
  });

  it('counts references to a chapter by the family of its word ("quoting" by "quoted", "quotes")', () => {
    const refs = (topic: string) =>
      `## ${topic}\n\n` +
      ['Every argument is quoted before the shell reads it.', 'Single quotes keep each character as it is written.', 'A quoted word is never split at its spaces.', 'Double quotes still allow the dollar sign to work.', 'The quotes themselves are removed at the end.']
        .map((x) => `${x} This holds for ${topic.toLowerCase()} as well.`)
        .join(' ');
    const manual = ['# Shell', chapter('Storage', 'storage', 5), chapter('Quoting', 'quoting', 5), refs('Expansion'), refs('Parameters')].join('\n');
    const headings = planUnits(analyse(manual), 3).map((u) => u.heading);
    expect(headings).toContain('Quoting');
    expect(headings).not.toContain('Storage');
  });

  it('still shows every chapter when many slides are asked, and pads with nothing', () => {
    const headings = planUnits(analyse(doc), 30).map((u) => u.heading);
    for (const c of ['Planning', 'Budget', 'Staffing', 'Travel', 'Reporting']) expect(headings).toContain(c);
    expect(new Set(headings.map(headingKey)).size).toBe(headings.length);
    expect(headings.some((h) => /\(\d+\)/.test(h))).toBe(false);
  });

  it('gives neighbouring thin chapters one slide named after them all', () => {
    const readme = ['# Tool', chapter('Usage', 'usage', 6), '## Support\n\nThe support team answers every question on the forum quickly.', '## Security\n\nThe security team reviews every report within two working days.', '## Roadmap\n\nThe roadmap team publishes the plans for every coming release.', chapter('Releases', 'release', 6)].join('\n');
    const headings = planUnits(analyse(readme), 10).map((u) => u.heading);
    expect(headings).toEqual(['Usage', 'Support, Security and Roadmap', 'Releases']);
  });

  it('leaves end matter out wherever its name stands in the heading', () => {
    const manual = ['# Tool', chapter('Usage', 'usage', 6), chapter('History and Acknowledgements', 'history', 6), chapter('Reporting Bugs', 'bug', 6), chapter('Releases', 'release', 6)].join('\n');
    expect(planUnits(analyse(manual), 10).map((u) => u.heading)).toEqual(['Usage', 'Releases']);
  });

  it('merges a section too thin for a slide into its neighbour', () => {
    const thin = ['# Guide', chapter('Setup', 'setup', 6), '## Tips\n\nThe tips team wrote one line about the setup work here.', chapter('Usage', 'usage', 6)].join('\n');
    const units = planUnits(analyse(thin), 10);
    expect(units.map((u) => u.heading)).toEqual(['Setup', 'Usage']);
    expect(units[0]?.children.map((c) => c.heading)).toContain('Tips');
  });
});

describe('no near-empty slide', () => {
  it('folds a slide whose text gives fewer than two points into its neighbour, in the outline and the slides alike', async () => {
    const budget = '## Budget\n\nThe annual budget covers salaries, travel and equipment for every field team. Salaries take about two thirds of the money each year. Travel costs rise when fuel prices go up in summer. Equipment is bought in spring, before the field season starts. Every purchase above five hundred euros needs a second signature. Unused money goes back to the central fund in December.';
    // Three sentences: enough for a slide on paper, but they cannot all stand as points.
    const limits = '## Limits\n\nThe limits were set by the board after a long debate about them. They are reviewed every spring by the same people who set them. Nothing about them can be changed while the season itself is running.';
    const staffing = '## Staffing\n\nEach field team has four members and one leader. Leaders are chosen for their experience with remote sites. New members spend their first week with an experienced mentor. Teams rotate every six weeks to avoid fatigue. Volunteers join in the summer months when the workload peaks. Every member completes a first aid course before the season.';
    const input = ['# Field Guide', budget, limits, staffing].join('\n\n');
    for (const n of [4, 8]) {
      const topics = topicsOf(await deckOf({ input_text: input, number_of_slides: n }));
      for (const t of topics) expect((t.subtopics ?? []).filter((p) => p.overview.trim() !== '').length, t.heading).toBeGreaterThanOrEqual(2);
      expect(topics.map((t) => t.heading)).not.toContain('Limits');
      expect(topics.map((t) => t.heading)).toContain('Budget');
    }
  });
});

describe('speaker notes and language', () => {
  it('quotes the whole paragraph a slide sentence came from, under its section', () => {
    const doc = analyse('# Guide\n\n## Install\n\nDownload the image from the website first. Then write it to a stick with the tool.\n\nBoot the machine from the stick afterwards.');
    const first = doc.sentences[0];
    if (first === undefined) throw new Error('no sentence');
    expect(slideNotes(doc, [first])).toBe('From “Install”:\nDownload the image from the website first. Then write it to a stick with the tool.');
  });

  it('leaves out a sentence plainly in another language than the document', () => {
    const doc = analyse('# Handbuch\n\n## Archiv\n\nDas Archiv wird jeden Tag von den Spiegeln abgeglichen und ist immer aktuell. The archive administrators worked around this problem for several years by placing binaries in a special directory. Die Pakete liegen in einem gemeinsamen Verzeichnis für alle Versionen.');
    expect(doc.sentences.filter((s) => s.good).map((s) => s.text)).toEqual([
      'Das Archiv wird jeden Tag von den Spiegeln abgeglichen und ist immer aktuell.',
      'Die Pakete liegen in einem gemeinsamen Verzeichnis für alle Versionen.',
    ]);
  });

  it('leaves out a short untranslated English sentence in a German manual', () => {
    const german = 'Sie können die Dateiinhalte in zwei Quellpaketen mit dem Befehl debdiff vergleichen. Die Pakete werden in der Regel mit dem Werkzeug sbuild gebaut und danach geprüft.';
    const doc = analyse(`# Handbuch\n\n## Tipps\n\nDebian now enforces the source-only upload when developing packages. ${german}`);
    expect(doc.language).toBe('de');
    expect(doc.sentences.filter((s) => s.good).map((s) => s.text)).toEqual(splitSentences(german));
  });

  it('drops the label of an abstract set before its first sentence', () => {
    expect(cleanInline('Abstract Dieser Leitfaden beschreibt den Bau eines Pakets.')).toBe('Dieser Leitfaden beschreibt den Bau eines Pakets.');
    expect(cleanInline('Abstract art was popular then.')).toBe('Abstract art was popular then.');
  });

  it('tells the language of a text from its function words', () => {
    expect(languageOf('Die Energiewende ist ein Projekt, das nicht von allen getragen wird.')).toBe('de');
    expect(languageOf('Le projet est une réussite pour les équipes qui sont sur le terrain.')).toBe('fr');
    expect(languageOf('The project is a success for the teams in the field.')).toBe('en');
  });

  it('writes the composer’s own words in the document’s language, and no English filler', async () => {
    const german = ['# Handbuch', 'Dieses Handbuch ist eine Einführung in die Arbeit mit dem System und für alle Teams gedacht. Es wird jedes Jahr von der Redaktion überarbeitet und ergänzt. Die Kapitel bauen aufeinander auf und sollten der Reihe nach gelesen werden.', '## Installation', 'Die Installation dauert etwa zehn Minuten und braucht keine besonderen Kenntnisse. Das Programm wird aus dem Archiv auf den Rechner kopiert. Danach wird der Rechner einmal neu gestartet. Die Einstellungen bleiben dabei erhalten.', '## Betrieb', 'Im Betrieb prüft das System jede Stunde die Festplatten. Fehler werden sofort an die Verwaltung gemeldet. Die Berichte werden eine Woche lang aufbewahrt. Danach werden sie automatisch gelöscht.'].join('\n\n');
    const topics = topicsOf(await deckOf({ input_text: german, number_of_slides: 10, language: 'de-DE' }));
    const text = JSON.stringify(topics);
    expect(text).not.toMatch(/Introduction|Key Takeaways|That's a Wrap|Conclusion/);
    expect(topics.map((t) => t.heading)).toEqual(expect.arrayContaining(['Installation', 'Betrieb']));
    expect(topics.length).toBeLessThan(9);
  });

  it('puts the source passages in every document slide’s notes', async () => {
    const input = ['# Field Guide', chapter('Budget', 'budget', 6), chapter('Staffing', 'staffing', 6)].join('\n');
    const topics = topicsOf(await deckOf({ input_text: input, number_of_slides: 3 }));
    for (const t of topics) expect((t as { notes?: string }).notes).toMatch(new RegExp(`^From “${t.heading}”:\\n`));
    // The outline's topics carry no notes: they are written with the slides.
    const events = await outlineOf({ input_text: input, number_of_slides: 3 });
    expect(JSON.stringify(events)).not.toContain('"notes"');
  });
});
