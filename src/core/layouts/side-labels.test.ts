import { describe, expect, it } from 'vitest';
import { beforeAfterLayout } from './before-after';
import { headingsNameSides, sideLabels, slideLanguage } from './side-labels';

const it2 = (heading: string, overview = '') => ({ heading, overview });

describe('sideLabels', () => {
  it('uses the side names the points are labelled with', () => {
    expect(sideLabels([it2('Vorher: Gasöfen'), it2('Nachher: Elektroöfen')])).toEqual(['Vorher', 'Nachher']);
    expect(sideLabels([it2('Then – by hand'), it2('Then – slow'), it2('Now – by press'), it2('Now – fast')])).toEqual(['Then', 'Now']);
  });

  it('names the two things a title sets against each other', () => {
    expect(sideLabels([it2('One scribe'), it2('Hundreds of copies')], 'Manuscript vs Print')).toEqual(['Manuscript', 'Print']);
    expect(sideLabels([it2('A'), it2('B')], 'From gas to electric ovens')).toEqual(['Gas', 'Electric ovens']);
    expect(sideLabels([it2('A'), it2('B')], 'Du manuscrit à l’imprimé')).toEqual(['Manuscrit', 'L’imprimé']);
  });

  it("says before and after in the slide's language", () => {
    expect(sideLabels([it2('Gas ovens', 'Twelve minutes to heat up.'), it2('Electric ovens', 'Three minutes.')], 'The new ovens')).toEqual(['Before', 'After']);
    expect(sideLabels([it2('Gasöfen', 'Zwölf Minuten bis die Öfen heiß sind.'), it2('Elektroöfen', 'Drei Minuten mit der neuen Technik.')], 'Die neuen Öfen')).toEqual(['Vorher', 'Nachher']);
    expect(sideLabels([it2('Fours à gaz', 'Douze minutes pour chauffer le four.'), it2('Fours électriques', 'Trois minutes avec les nouveaux.')], 'Les nouveaux fours')).toEqual(['Avant', 'Après']);
    expect(sideLabels([it2('Hornos de gas', 'Doce minutos para calentar el horno.'), it2('Hornos eléctricos', 'Tres minutos con los nuevos.')], 'Los nuevos hornos')).toEqual(['Antes', 'Después']);
    expect(slideLanguage('')).toBe('en');
  });

  it('are the before-after frame column labels', () => {
    const frame = beforeAfterLayout.frame([it2('Vorher: Gasöfen', 'Langsam.'), it2('Nachher: Elektroöfen', 'Schnell.')], { descriptionSize: 'concise', hasImage: false, title: 'Die neuen Öfen' });
    expect(frame.decorations?.map((d) => d.text)).toEqual(['Vorher', 'Nachher']);
  });

  it('are left out when the cards are headed with the side names themselves', () => {
    const frame = beforeAfterLayout.frame([it2('Before', 'Forty-minute bake cycles.'), it2('After', 'Twenty-six-minute cycles.')], { descriptionSize: 'concise', hasImage: false, title: 'Before and after the new ovens' });
    expect(frame.decorations ?? []).toEqual([]);
    expect(headingsNameSides([it2('Then: the press'), it2('Now: the screen')], ['Then', 'Now'])).toBe(false);
    expect(headingsNameSides([it2('Pros'), it2('Cons:')], ['Pros', 'Cons'])).toBe(true);
  });
});
