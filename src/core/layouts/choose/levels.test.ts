import { describe, expect, it } from 'vitest';
import { pyramidLayout } from '../pyramid';
import { isBaseFirst, isRankedLevels } from './levels';
import { read } from './testing';

describe('isRankedLevels', () => {
  it('takes a pyramid of needs, in four languages', () => {
    const needs = ['Self-actualisation', 'Esteem', 'Belonging', 'Safety', 'Physiological needs'];
    expect(isRankedLevels(read("Maslow's hierarchy of needs", needs))).toBe(true);
    expect(isRankedLevels(read('Die Bedürfnispyramide nach Maslow', ['Selbstverwirklichung', 'Anerkennung', 'Zugehörigkeit', 'Sicherheit', 'Grundbedürfnisse']))).toBe(true);
    expect(isRankedLevels(read('La pyramide des besoins', ['Accomplissement', 'Estime', 'Appartenance', 'Sécurité', 'Besoins physiologiques']))).toBe(true);
    expect(isRankedLevels(read('La pirámide de Maslow', ['Autorrealización', 'Reconocimiento', 'Afiliación', 'Seguridad', 'Fisiología']))).toBe(true);
  });

  it('takes levels, tiers or layers named in the heading, or points labelled as levels', () => {
    expect(isRankedLevels(read('Career levels', ['Associate', 'Professional', 'Senior', 'Principal']))).toBe(true);
    expect(isRankedLevels(read('Service tiers', ['Basic', 'Plus', 'Premium']))).toBe(true);
    expect(isRankedLevels(read('Growth', ['Level 1: Associate', 'Level 2: Professional', 'Level 3: Senior']))).toBe(true);
    expect(isRankedLevels(read('Nuestros niveles de soporte', ['Autoservicio', 'Agente', 'Especialista']))).toBe(true);
  });

  it('does not take a five-point list, a Monday-to-Friday week or a process: only levels make a pyramid', () => {
    expect(isRankedLevels(read('Highlights', ['New app', 'New stores', 'New menu', 'New ovens', 'New hires']))).toBe(false);
    expect(isRankedLevels(read('Your first week', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']))).toBe(false);
    expect(isRankedLevels(read('Onboarding in five steps', ['Sign', 'Set up', 'Meet', 'Train', 'Agree goals']))).toBe(false);
    expect(isRankedLevels(read('Compatibility', [['Compat level', 'Sets the compatibility level of the shell.'], ['Versions', 'Older releases.'], ['Hashing', 'The hash table.']]))).toBe(false);
  });
});

describe('isBaseFirst', () => {
  it('reads numbered levels, base and top labels, and "from the ground up" as foundation first', () => {
    expect(isBaseFirst(read('Career levels', ['Level 1: Associate', 'Level 2: Professional', 'Level 3: Senior', 'Level 4: Principal']))).toBe(true);
    expect(isBaseFirst(read('Reifegrad', ['Stufe 1', 'Stufe 2', 'Stufe 3']))).toBe(true);
    expect(isBaseFirst(read('Our stack', ['Foundation: data', 'Models', 'Apps']))).toBe(true);
    expect(isBaseFirst(read('Skills, from the ground up', ['Reading', 'Writing', 'Arguing']))).toBe(true);
  });

  it('keeps a ranking top first', () => {
    expect(isBaseFirst(read('Who could read in 1500', ['Scholars and clergy', 'Merchants', 'Artisans', 'Peasants']))).toBe(false);
    expect(isBaseFirst(read('Levels', ['Level 4: Principal', 'Level 3: Senior', 'Level 2: Professional']))).toBe(false);
    expect(isBaseFirst(read('Needs', ['Top: self-actualisation', 'Esteem', 'Base: food and shelter']))).toBe(false);
  });

  it('puts the first point at the base of the pyramid when the levels go upwards', () => {
    const items = ['Level 1: Associate', 'Level 2: Professional', 'Level 3: Senior'].map((heading) => ({ heading, overview: '' }));
    const frame = pyramidLayout.frame(items, { descriptionSize: 'concise', hasImage: false, title: 'Career levels' });
    expect(frame.items[0]!.y).toBeGreaterThan(frame.items[2]!.y);
    expect(frame.items[0]!.w).toBeGreaterThan(frame.items[2]!.w);
    const ranked = pyramidLayout.frame([...items].reverse(), { descriptionSize: 'concise', hasImage: false, title: 'Career levels' });
    expect(ranked.items[0]!.y).toBeLessThan(ranked.items[2]!.y);
  });
});
