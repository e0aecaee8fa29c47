import { describe, expect, it } from 'vitest';
import { isHierarchy } from './hierarchy';
import { read } from './testing';

describe('isHierarchy', () => {
  it('takes a team headed by its first point, in four languages', () => {
    expect(isHierarchy(read('Leadership team', ['CEO – Maria Keller', 'Head of Production – Tom Berger', 'Head of Retail – Aisha Khan', 'CFO – Daniel Roth']))).toBe(true);
    expect(isHierarchy(read('Unser Team', ['Geschäftsführerin – Anna Roth', 'Leiter Produktion – Jan Weber', 'Leiterin Vertrieb – Mia Koch']))).toBe(true);
    expect(isHierarchy(read("L'équipe de direction", ['PDG – Claire Martin', 'Directeur financier – Paul Leroy', 'Directrice commerciale – Inès Blanc']))).toBe(true);
    expect(isHierarchy(read('Organigramm der Filiale', ['Filialleitung', 'Schichtleitung Früh', 'Schichtleitung Spät', 'Auszubildende']))).toBe(true);
    expect(isHierarchy(read('Nuestro equipo', ['Directora general – Lucía Gómez', 'Jefe de producción – Pablo Ruiz', 'Jefa de ventas – Marta Díaz']))).toBe(true);
  });

  it('takes a head over roles even without a structure word, and a whole over its parts', () => {
    expect(isHierarchy(read('Who is who', ['Head of Engineering – Sam', 'Team lead – Lena', 'Product manager – Jorge', 'Designer – Kim']))).toBe(true);
    expect(isHierarchy(read('Golden Crust Group', [['Golden Crust Group', 'Consists of three companies.'], ['Bakeries', '52 stores.'], ['Central bakery', 'Night production.'], ['Catering', 'Office lunches.']]))).toBe(true);
  });

  it('does not take peers, a first point that is not the head, or a plain list', () => {
    expect(isHierarchy(read('Our directors', ['Director of Sales', 'Director of Finance', 'Director of People']))).toBe(false);
    expect(isHierarchy(read('Team', ['Designer – Kim', 'CEO – Maria', 'Engineer – Sam']))).toBe(false);
    expect(isHierarchy(read('Team rituals', ['Daily stand-up', 'Weekly demo', 'Monthly retro']))).toBe(false);
  });
});
