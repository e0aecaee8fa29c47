import { describe, expect, it } from 'vitest';
import { twoSides } from './sides';
import { read } from './testing';

describe('twoSides', () => {
  it('reads "A vs B" headings as a comparison, in four languages', () => {
    expect(twoSides(read('Manuscript vs print', [['Manuscript', 'One scribe, one copy.'], ['Print', 'Hundreds of copies.']]))).toBe('contrast');
    expect(twoSides(read('Handschrift gegenüber Buchdruck', ['Handschrift', 'Buchdruck']))).toBe('contrast');
    expect(twoSides(read('Le manuscrit face à l’imprimé', ['Manuscrit', 'Imprimé']))).toBe('contrast');
    expect(twoSides(read('Manuscrito frente a imprenta', ['Manuscrito', 'Imprenta']))).toBe('contrast');
  });

  it('reads before/after, old/new and then/now labels as a change over time', () => {
    expect(twoSides(read('The new ovens', [['Before', '40-minute bakes.'], ['After', '26-minute bakes.']]))).toBe('change');
    expect(twoSides(read('Unsere Öfen', [['Vorher', '40 Minuten.'], ['Nachher', '26 Minuten.']]))).toBe('change');
    expect(twoSides(read("L'édition", [['Autrefois : la presse', 'Des semaines.'], ["Aujourd'hui : l'écran", 'Des secondes.']]))).toBe('change');
    expect(twoSides(read('Nuestro sistema', [['Antiguo', 'Facturas en papel.'], ['Nuevo', 'Facturas digitales.']]))).toBe('change');
    expect(twoSides(read('Publishing', ['Then: the press', 'Now: the screen']))).toBe('change');
  });

  it("reads do/don't and pros/cons labels as a comparison", () => {
    expect(twoSides(read('First month', ['Do ask questions', 'Do take notes', "Don't suffer in silence", "Don't skip one-to-ones"]))).toBe('contrast');
    expect(twoSides(read('Lieferdienste', [['Vorteile', 'Neue Kundschaft.'], ['Nachteile', '30 % Provision.']]))).toBe('contrast');
    expect(twoSides(read('Le télétravail', [['Avantages', 'Moins de trajets.'], ['Inconvénients', 'Moins de contacts.']]))).toBe('contrast');
    expect(twoSides(read('Entrega a domicilio', [['Pros', 'Nuevos clientes.'], ['Contras', 'Comisiones altas.']]))).toBe('contrast');
    expect(twoSides(read('Primer mes', ['Hacer: preguntar', 'No hacer: callar']))).toBe('contrast');
    expect(twoSides(read('El teletrabajo', [['Ventajas', 'Menos desplazamientos.'], ['Inconvenientes', 'Menos contacto.']]))).toBe('contrast');
  });

  it('does not read one-sided lists or stray words as two sides', () => {
    expect(twoSides(read('Good habits', ['Do ask questions', 'Do take notes', 'Do rest']))).toBeUndefined();
    expect(twoSides(read('Canvas tips', ['Sketch first', 'Then colour']))).toBeUndefined();
    expect(twoSides(read('Python vs Go', ['Speed', 'Typing', 'Tooling']))).toBeUndefined();
    expect(twoSides(read('After the merger', ['Sales', 'Support', 'Finance']))).toBeUndefined();
  });
});
