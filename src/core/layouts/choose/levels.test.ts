import { describe, expect, it } from 'vitest';
import { isRankedLevels } from './levels';
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
