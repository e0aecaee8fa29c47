import { describe, expect, it } from 'vitest';
import { isDatedSequence, timeMark } from './dates';
import { fold } from './text';
import { read } from './testing';

const mark = (text: string) => timeMark(fold(text));

describe('timeMark', () => {
  it('reads years, centuries, quarters, months, weekdays, numbered periods and clock times', () => {
    expect(mark('1455')).toEqual({ kind: 'year', at: 1455 * 12 });
    expect(mark('May 2020')?.at).toBeLessThan(mark('June 2020')!.at);
    expect(mark('XVe siècle')).toEqual({ kind: 'century', at: 15 });
    expect(mark('15. Jahrhundert')).toEqual({ kind: 'century', at: 15 });
    expect(mark('siglo XVI')).toEqual({ kind: 'century', at: 16 });
    expect(mark('Q3')).toEqual({ kind: 'quarter', at: 3 });
    expect(mark('2. Quartal')).toEqual({ kind: 'quarter', at: 2 });
    expect(mark('1er trimestre')).toEqual({ kind: 'quarter', at: 1 });
    expect(mark('tercer trimestre')).toEqual({ kind: 'quarter', at: 3 });
    expect(mark('Mittwoch')).toEqual({ kind: 'weekday', at: 3 });
    expect(mark('Vendredi')).toEqual({ kind: 'weekday', at: 5 });
    expect(mark('Miércoles')).toEqual({ kind: 'weekday', at: 3 });
    expect(mark('Semaine 2')).toEqual({ kind: 'period', at: 14 });
    expect(mark('Tag 30')).toEqual({ kind: 'period', at: 30 });
    expect(mark('9:30 Welcome')).toEqual({ kind: 'clock', at: 570 });
    expect(mark('14 h Déjeuner')).toEqual({ kind: 'clock', at: 840 });
  });

  it('does not read amounts, counts or the verb "may" as times', () => {
    for (const text of ['1,200 stores', '2.050 Mitarbeiter', 'you may want to', '1999 € per seat', '2048 px wide', 'Step 3', '12 tips']) {
      expect(mark(text), text).toBeUndefined();
    }
  });
});

describe('isDatedSequence', () => {
  it('takes points headed by times: a week in four languages', () => {
    expect(isDatedSequence(read('Your first week', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']))).toBe(true);
    expect(isDatedSequence(read('Deine erste Woche', ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']))).toBe(true);
    expect(isDatedSequence(read('Votre première semaine', ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']))).toBe(true);
    expect(isDatedSequence(read('Tu primera semana', ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']))).toBe(true);
  });

  it('takes quarters, years and months', () => {
    expect(isDatedSequence(read('Revenue by quarter', [['Q1 2024', '$33.0M'], ['Q2 2024', '$36.2M'], ['Q3 2024', '$38.6M'], ['Q4 2024', '$41.0M']]))).toBe(true);
    expect(isDatedSequence(read('Umsatz je Quartal', ['1. Quartal: 12 Mio. €', '2. Quartal: 13 Mio. €', '3. Quartal: 15 Mio. €']))).toBe(true);
    expect(isDatedSequence(read("L'imprimerie en Europe", [['1455', 'La Bible de Gutenberg.'], ['1470', 'Premier atelier à Paris.'], ['1476', 'Caxton imprime à Londres.']]))).toBe(true);
    expect(isDatedSequence(read('Aperturas de tiendas', [['12 de julio', 'Riverside.'], ['3 de agosto', 'Casco antiguo.'], ['28 de septiembre', 'Aeropuerto.']]))).toBe(true);
  });

  it('takes points whose text opens with dates moving forward', () => {
    const history = read('How Debian grew', [
      ['Founding', 'In August 1993 Ian Murdock announced the project.'],
      ['First release', 'In 1996 Debian 1.1 shipped with 474 packages.'],
      ['Social contract', 'In 1997 the developers adopted the Social Contract.'],
    ]);
    expect(isDatedSequence(history)).toBe(true);
  });

  it('does not take a slide that merely mentions a year', () => {
    const once = read('Why we moved to the cloud', [
      ['Cost', 'Since 2021 our hosting bill has fallen by a third.'],
      ['Speed', 'New environments are ready in minutes instead of weeks.'],
      ['Security', 'Patches are applied automatically every night.'],
    ]);
    expect(isDatedSequence(once)).toBe(false);
    const sameYear = read('Highlights', [['Launch', 'In 2023 we launched the app.'], ['Team', 'In 2023 we hired ten people.'], ['Office', 'In 2023 we moved.']]);
    expect(isDatedSequence(sameYear)).toBe(false);
  });

  it('does not take two dated points (too few for a timeline) or points out of order from running text', () => {
    expect(isDatedSequence(read('Then and now', ['1450', '2024']))).toBe(false);
    const shuffled = read('Facts', [['A', 'In 2019 this.'], ['B', 'In 2005 that.'], ['C', 'In 2012 more.']]);
    expect(isDatedSequence(shuffled)).toBe(false);
  });
});
