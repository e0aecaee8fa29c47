import { describe, expect, it } from 'vitest';
import { BRANCH_WORDS, isCentralIdea } from './central';
import { read } from './testing';

describe('isCentralIdea', () => {
  it('takes aspects, pillars or factors of one idea with short branches, in four languages', () => {
    expect(isCentralIdea(read('Aspects of life that print transformed', ['Religion', 'Science', 'Language', 'Schooling', 'News']))).toBe(true);
    expect(isCentralIdea(read('Die Säulen unserer Kultur', ['Kundschaft zuerst', 'Verantwortung', 'Offenheit', 'Lernen']))).toBe(true);
    expect(isCentralIdea(read('Les facteurs de réussite', ['Équipe', 'Produit', 'Marché', 'Timing']))).toBe(true);
    expect(isCentralIdea(read('Los pilares de nuestra cultura', ['Clientes', 'Responsabilidad', 'Franqueza', 'Aprendizaje']))).toBe(true);
  });

  it('does not take long paragraphs (a branch holds a few words) or a list without a centre', () => {
    const long = Array.from({ length: BRANCH_WORDS + 2 }, () => 'word').join(' ');
    expect(isCentralIdea(read('Key factors', [['Team', long], ['Product', long], ['Market', long]]))).toBe(false);
    expect(isCentralIdea(read('Our tools', ['Slack', 'GitHub', 'Figma', 'Linear']))).toBe(false);
  });
});
