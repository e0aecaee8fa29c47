import { describe, expect, it } from 'vitest';
import {
  boilerplateReason,
  chapterRecall,
  codeInProseReason,
  cutPhraseReason,
  cutReason,
  junkHeadingReason,
  languageReason,
  measureDeck,
  nearEmptyReason,
  normalise,
  titleMatches,
  type Deck,
  type DeckSlide,
  type Expectation,
} from '../../bench/quality-metrics';

const expectation = (over: Partial<Expectation> = {}): Expectation => ({
  source: 'test',
  title: 'The Debian GNU/Linux FAQ',
  titleAlternatives: ['Debian FAQ'],
  language: 'en',
  chapters: ['Definitions and overview', 'Choosing a Debian distribution'],
  ...over,
});

const slide = (heading: string, subtopics: Array<[string, string]> = [], overview = ''): DeckSlide => ({
  heading,
  overview,
  subtopics: subtopics.map(([h, o]) => ({ heading: h, overview: o })),
});

const good = (heading: string, n = 1): DeckSlide =>
  slide(heading, [
    [`Stable releases ${'I'.repeat(n)}`, `The stable release ${n} gets security updates for years.`],
    [`Testing releases ${'I'.repeat(n)}`, `Testing ${n} holds the packages that will form the next release.`],
  ]);

describe('normalise', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalise('  Éléments de base: «Requêtes»! ')).toBe('elements de base requetes');
  });
});

describe('titleMatches', () => {
  const exp = expectation();
  it('accepts the title in any case and punctuation, an alternative, or the title with a subtitle', () => {
    expect(titleMatches('the debian gnu linux faq', exp)).toBe(true);
    expect(titleMatches('Debian FAQ', exp)).toBe(true);
    expect(titleMatches('The Debian GNU/Linux FAQ: Chapters 1-8', exp)).toBe(true);
  });
  it('accepts a part with at least 80% of the words, not less', () => {
    expect(titleMatches('Debian GNU/Linux FAQ', exp)).toBe(true); // 4 of 5 words
    expect(titleMatches('GNU/Linux FAQ', exp)).toBe(false); // 3 of 5
  });
  it('refuses another title', () => {
    expect(titleMatches('Packages and Stable Release', exp)).toBe(false);
    expect(titleMatches('', exp)).toBe(false);
  });
});

describe('chapterRecall', () => {
  const chapters = ['Definitions and overview', 'Choosing a Debian distribution', 'Compatibility issues', 'The Debian archives'];
  it('counts a heading equal to, numbered before, or continued after the chapter', () => {
    const r = chapterRecall(['Chapter 1. Definitions and overview', 'Choosing a Debian distribution: Stable', 'compatibility ISSUES'], chapters);
    expect(r.recall).toBe(0.75);
    expect(r.missed).toEqual(['The Debian archives']);
  });
  it('does not count a heading that holds only part of the chapter', () => {
    expect(chapterRecall(['Debian archives', 'Definitions'], chapters).recall).toBe(0);
  });
  it('is null for a document without chapters', () => {
    expect(chapterRecall(['Anything'], []).recall).toBeNull();
  });
});

describe('junkHeadingReason', () => {
  it.each([
    ['#define MAX_LEN 10', /preprocessor/],
    ['foo()', /function call/],
    ['{post,pre}{inst,rm}', /code punctuation/],
    ['x = 1', /assignment/],
    ['/usr/share/doc/bash', /file path/],
    ['QUILT_PATCHES', /CONSTANT_NAME/],
    ['apt-get source --build foo', /command line/],
    ['<!-- YAML changes -->', /XML/],
    ['P---o---o---M---x---W', /ASCII art/],
    ['Function reference 22', /trailing page number/],
    ['Page 3 of 9', /page number/],
    ['GROFF EN OPTION -ME 7', /trailing page number/],
    ['BASH(1) General Commands Manual BASH(1)', /running header/],
    ['GNU Bash 5.2 2022 September 19 1', /running header/],
    ['Side Branch (2)', /repeat marker/],
    ['Date: Fri, 19 Dec 2008 00:45:19 -0800', /mail header/],
    ['It', /lone verb\/pronoun/],
    ['Undoes', /lone verb\/pronoun/],
    ['How to revert a faulty merge: Adopted', /part after the colon/],
    ['Wenn Man', /only stop words/],
    ['Josip Rodin, Osamu Aoki, Frédéric Dumont, David Prévot', /author list/],
    ['Linus Torvalds <torvalds@linux-foundation.org>', /e-mail/],
    ['License', /end-matter/],
    ['History and Acknowledgements', /end-matter/],
    ['Reporting Bugs', /end-matter/],
    ['GNU General Public License', /licence name/],
    ['would be committed if you ran it now', /sentence fragment/],
    ['Ignore objects and archives.', /ends with a period/],
    ['Follow Debian’s', /possessive/],
    ['Released February 6Th', /ordinal/],
    ['Remplacez Foo', /placeholder/],
    ['commands following a label, without a newline). A portable equivalent', /unbalanced bracket/],
  ])('flags %s', (heading, reason) => {
    expect(junkHeadingReason(heading)).toMatch(reason);
  });

  it.each([
    'Definitions and overview',
    'Chapter 3. Choosing a Debian distribution',
    'Getting and installing Debian GNU/Linux',
    'How does the Debian project fit in or compare with the Free Software Foundation’s GNU project?',
    'The 11.x Releases',
    'Debian 11',
    'TSC (Technical Steering Committee)',
    'bash(1) and sh(1)',
    'Package Authors',
    'Changelog and Tarball',
    'selecting lines by text matching',
    'Stable/Testing/Unstable',
    'Kapitel 7. Grundlagen des Debian-Paketverwaltungssystems',
    'Éléments de base du traitement de texte',
  ])('leaves %s alone', (heading) => {
    expect(junkHeadingReason(heading)).toBeUndefined();
  });

  it('leaves a file the source names as a file alone (debian/copyright)', () => {
    expect(junkHeadingReason('copyright', 'Edit the debian/copyright file.')).toBeUndefined();
    expect(junkHeadingReason('copyright', 'This manual is free.')).toMatch(/end-matter/);
  });

  it("leaves the document's own code-like section titles alone, and judges what follows them", () => {
    expect(junkHeadingReason('{post,pre}{inst,rm}', '', ['{post,pre}{inst,rm}'])).toBeUndefined();
    expect(junkHeadingReason('{post,pre}{inst,rm}: It', '', ['{post,pre}{inst,rm}'])).toMatch(/lone/);
  });

  it('flags a key phrase the source always continues', () => {
    const source = 'A non-zero exit status means failure. Every non-zero exit status is kept. The non-zero exit status of the last command wins.';
    expect(junkHeadingReason('Non-zero Exit', source)).toMatch(/cut-off phrase.*non-zero exit status/);
  });
});

describe('cutPhraseReason', () => {
  it('names the term the source uses after the heading words', () => {
    expect(cutPhraseReason('Entire Regular', 'matches the entire regular expression. Then the entire regular\nexpression is saved.')).toMatch(/"entire regular expression" \(2 of 2/);
  });
  it('leaves a phrase the source continues in several ways, or with function words', () => {
    const source = 'The login shell reads files. A login shell is started. The login shell and others. Each login name differs.';
    expect(cutPhraseReason('Login Shell', source)).toBeUndefined();
    expect(cutPhraseReason('Regular Expression', 'a regular expression matches; each regular expression operator; the regular expression syntax')).toBeUndefined();
    expect(cutPhraseReason('Security Holes', 'bugs, security holes etc. are fixed; security holes etc get priority')).toBeUndefined();
  });
  it('needs two uses unless the phrase ends on an adjective', () => {
    expect(cutPhraseReason('Hash Table', 'the hash table lookup')).toBeUndefined();
    expect(cutPhraseReason('Featured Official', 'it featured official support for them')).toMatch(/featured official support/);
  });
});

describe('cutReason', () => {
  it.each([
    ['Daher kann es passieren, dass Dateien verloren gehen und ...', /ellipsis/],
    ['The archive holds three distributions…', /ellipsis/],
    ['Here is an example:', /colon/],
    ['Matches one or more occurrences of the given patterns', /no terminal punctuation/],
    ['Debian has many ports (see the buildd network.', /unbalanced bracket/],
    ['Read the section “Why are package names so long.', /unbalanced quote/],
    ['You must first check the.', /dangling "the"/],
    ['Il faut vérifier la.', /dangling "la"/],
  ])('flags %s', (text, reason) => {
    expect(cutReason(text, '', text.startsWith('Il ') ? 'fr' : 'en')).toMatch(reason);
  });

  it.each([
    'Debian is a free operating system.',
    'Sid was the boy next door who destroyed toys:-)',
    'The characters ‘$’, ‘[’ and ‘\\’ are not special within a list.',
    'Within [ and ], an equivalence class can be given.',
    'Lesen Sie Abschnitt 6.1, „Wie viele Distributionen gibt es?“.',
    'Redirection can change the files the command reads from and writes to.',
    'Fangen Sie damit an.',
  ])('leaves %s alone', (text) => {
    expect(cutReason(text, '', text.includes('Sie') ? 'de' : 'en')).toBeUndefined();
  });

  it('quotes how the source sentence goes on', () => {
    const source = 'Debian was begun in August 1993 by Ian Murdock, then an undergraduate at Purdue University.';
    expect(cutReason('Debian was begun in August 1993 by Ian Murdock, then an undergraduate at', source)).toMatch(/source goes on: "Purdue University/);
  });
});

describe('boilerplateReason', () => {
  it.each([
    ['This program is distributed WITHOUT ANY WARRANTY; see the GNU General Public License.', /licence/],
    ['Permission is granted to copy, distribute and/or modify this document.', /permission/],
    ['Copyright (C) 1998-2022 Free Software Foundation, Inc.', /copyright/],
    ['Copyright Node.js contributors. All rights reserved.', /all rights reserved/],
    ['Report bugs to bug-sed@gnu.org.', /report-bugs/],
    ['Changelog: fixed the parser.', /changelog/],
    ['Version 1.49 (20-Jun-97) Small patches for glibc.', /version history/],
    ['Version history: 1.0 first release, 1.1 fixes.', /version history/],
    ['pr-url: https://github.com/nodejs/node/pull/34718', /YAML/],
    ['Drafted offline by Decksmith’s built-in composer.', /drafted-by/],
    ['The GNU gpic implementation was written by James Clark 〈jjc@jclark.com〉.', /e-mail/],
    ['#include <stdio.h> int main', /preprocessor/],
    ['<!-- type=misc --> Modules are packages.', /XML/],
    ['Figure 8-3: box; arrow; circle; down; arrow.', /code tokens/],
  ])('flags %s', (text, reason) => {
    expect(boilerplateReason(text)).toMatch(reason);
  });

  it.each([
    'The Debian developers communicate bug reports to upstream developers.',
    'It is enough to send the reply to 123-submitter@bugs.debian.org.',
    'Ask on the debian-user mailing list by sending an e-mail to debian-user@lists.debian.org.',
    'The implementation distributed by the Free Software Foundation is widely available.',
    'Creating a changelog and tarball for a software release.',
    'The && and || operators do not evaluate expression2 when they need not.',
    'When a shell exits, the last $HISTSIZE lines are copied to $HISTFILE.',
    'Read apt(8), apt-get(8) and sources.list(5).',
    'The last line of the program, ‘arc; down; move; "arc"’, introduces new ideas.',
    'A package might be GPL’d in a later version.',
    'An initial git repository with all of the Debian version history can be made from the archive.',
  ])('leaves %s alone', (text) => {
    expect(boilerplateReason(text)).toBeUndefined();
  });

  it('does not flag code in speaker notes when asked not to', () => {
    expect(boilerplateReason('Figure 8-3: box; arrow; circle; down; arrow.', { code: false })).toBeUndefined();
  });
});

describe('codeInProseReason', () => {
  it('flags runs of code and markup, not prose that mentions code', () => {
    expect(codeInProseReason('A---B---C <-- old branch')).toMatch(/ASCII/);
    expect(codeInProseReason('$ git fsck')).toMatch(/prompt/);
    expect(codeInProseReason('Use ${parameter:-word} to give a default.')).toBeUndefined();
  });
});

describe('languageReason', () => {
  it('flags English prose and English filler headings in a German deck', () => {
    expect(languageReason('The archive administrators worked around this problem for several years.', 'de')).toMatch(/reads as en/);
    expect(languageReason('Packages and Stable Release', 'de', true)).toMatch(/reads as en/);
    expect(languageReason('Key Takeaways', 'de', true)).toMatch(/filler/);
    expect(languageReason('Questions?', 'fr', true)).toMatch(/filler/);
  });
  it('flags German or French prose in an English deck', () => {
    expect(languageReason('Die Pakete werden in der Datei gespeichert und nicht gelöscht.', 'en')).toMatch(/reads as de/);
    expect(languageReason('Le paquet est construit avec les outils de la distribution.', 'en')).toMatch(/reads as fr/);
  });
  it('leaves text in the document language alone, including words two languages share', () => {
    expect(languageReason('Die Pakete werden in der Datei gespeichert.', 'de')).toBeUndefined();
    expect(languageReason('Man Pages', 'en', true)).toBeUndefined();
    expect(languageReason('Dual CommonJS/ES module packages', 'en', true)).toBeUndefined();
    expect(languageReason('Le fichier control contient les champs.', 'fr')).toBeUndefined();
    expect(languageReason('Key Takeaways', 'en', true)).toBeUndefined();
  });
});

describe('nearEmptyReason', () => {
  it('flags a slide with fewer than two subtopics with text, or under 12 words', () => {
    expect(nearEmptyReason(slide('Addendum', [['Undo', 'Revert the revert.']]))).toMatch(/1 subtopic/);
    expect(nearEmptyReason(slide('A', [['B', 'Go.'], ['C', 'Stop.']]))).toMatch(/words in all/);
  });
  it('leaves a full slide alone', () => {
    expect(nearEmptyReason(good('Debian releases'))).toBeUndefined();
  });
});

describe('measureDeck', () => {
  const deck: Deck = {
    title: 'The Debian GNU/Linux FAQ',
    description: 'This document answers questions frequently asked about Debian.',
    slides: [
      good('Chapter 1. Definitions and overview'),
      slide('Definitions and overview', [
        ['It', 'This document answers questions frequently asked about Debian.'],
        ['Licence', 'Permission is granted to copy this document.'],
      ]),
      slide('Key Takeaways', [['Summary', 'Debian is free and the']]),
    ],
  };
  const report = measureDeck(deck, expectation());

  it('puts each offending text under its kind, with where it is', () => {
    expect(report.titleRight).toBe(true);
    expect(report.chapterRecall).toBe(0.5);
    expect(report.chaptersMissed).toEqual(['Choosing a Debian distribution']);
    expect(report.junkHeadings.map((o) => o.where)).toEqual(['slide 2 subtopic 1 heading', 'slide 2 subtopic 2 heading']);
    expect(report.cutSentences).toEqual([{ where: 'slide 3 subtopic 1 overview', text: 'Debian is free and the', reason: 'no terminal punctuation' }]);
    expect(report.boilerplateLines.map((o) => o.where)).toEqual(['slide 2 subtopic 2 heading', 'slide 2 subtopic 2 overview']);
    expect(report.duplicateHeadings.map((o) => o.where)).toEqual(['slide 2 heading']);
    expect(report.duplicateSentences.map((o) => o.reason)).toEqual(['repeats title slide description']);
    expect(report.nearEmptySlides.map((o) => o.where)).toEqual(['slide 3']);
    expect(report.languageMix).toEqual([]);
  });

  it('finds nothing wrong with a clean deck', () => {
    const clean = measureDeck({ title: 'Debian FAQ', description: 'Answers about Debian.', slides: [good('Definitions and overview'), good('Choosing a Debian distribution: Suites', 2)] }, expectation());
    const offences = [clean.junkHeadings, clean.cutSentences, clean.boilerplateLines, clean.duplicateHeadings, clean.duplicateSentences, clean.nearEmptySlides, clean.languageMix];
    expect(offences.map((o) => o.length)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(clean.chapterRecall).toBe(1);
  });

  it('flags English filler headings in a French deck', () => {
    const fr = measureDeck({ ...deck, title: 'La FAQ Debian', description: 'Les questions.', slides: [slide("That's a Wrap", [['Merci', 'Le paquet est prêt.'], ['Suite', 'La suite est simple.']])] }, expectation({ language: 'fr' }));
    expect(fr.languageMix.map((o) => o.reason)).toEqual(['English filler heading in a non-English deck']);
  });
});
