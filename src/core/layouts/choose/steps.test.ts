import { describe, expect, it } from 'vitest';
import { isCycle, isOrderedSteps, numberedInOrder } from './steps';
import { read } from './testing';

describe('isOrderedSteps', () => {
  it('takes a five-step onboarding process in four languages', () => {
    expect(isOrderedSteps(read('Your onboarding in five steps', ['Step 1: Sign your contract', 'Step 2: Set up your laptop', 'Step 3: Meet your buddy', 'Step 4: Complete the training', 'Step 5: Agree your goals']))).toBe(true);
    expect(isOrderedSteps(read('Ihr Einstieg in fünf Schritten', ['Schritt 1: Vertrag unterschreiben', 'Schritt 2: Laptop einrichten', 'Schritt 3: Buddy kennenlernen', 'Schritt 4: Schulung abschließen', 'Schritt 5: Ziele vereinbaren']))).toBe(true);
    expect(isOrderedSteps(read('Votre intégration en cinq étapes', ['Étape 1 : signer le contrat', 'Étape 2 : configurer le portable', 'Étape 3 : rencontrer votre parrain', 'Étape 4 : suivre la formation', 'Étape 5 : fixer vos objectifs']))).toBe(true);
    expect(isOrderedSteps(read('Tu incorporación en cinco pasos', ['Paso 1: firmar el contrato', 'Paso 2: configurar el portátil', 'Paso 3: conocer a tu mentor', 'Paso 4: completar la formación', 'Paso 5: acordar tus objetivos']))).toBe(true);
  });

  it('takes a how-to whose points are numbered in order', () => {
    expect(isOrderedSteps(read('How a page was printed', ['1. Set the type', '2. Lock the forme', '3. Ink the type', '4. Pull the press']))).toBe(true);
    expect(isOrderedSteps(read('Wie ein Sauerteigbrot entsteht', ['1. Ansetzen', '2. Kneten', '3. Gehen lassen', '4. Backen']))).toBe(true);
  });

  it('takes a German "So ... Sie" how-to, and points the lead puts in order', () => {
    expect(isOrderedSteps(read('So bestellen Sie online', ['Produkt wählen', 'Abholzeit festlegen', 'Bezahlen', 'Abholen']))).toBe(true);
    const release = read('Release checklist', [['Freeze the branch', 'No new features after Tuesday.'], ['Run the tests', 'All platforms must pass.'], ['Tag', 'Sign the tag.']], 'Before every release, in this order.');
    expect(isOrderedSteps(release)).toBe(true);
  });

  it('takes a process heading over short points, or points that read in sequence', () => {
    expect(isOrderedSteps(read('Le processus de commande', ['Panier', 'Paiement', 'Préparation', 'Livraison']))).toBe(true);
    const sequenced = read('Proceso de devolución', [
      ['Solicitud', 'Primero, el cliente rellena el formulario en la web y adjunta la factura de compra.'],
      ['Revisión', 'Luego, el equipo de atención comprueba el estado del producto y la fecha de compra.'],
      ['Reembolso', 'Finalmente, el importe se devuelve en un plazo de cinco días laborables a la tarjeta.'],
    ]);
    expect(isOrderedSteps(sequenced)).toBe(true);
  });

  it('does not take "5 tips", even numbered, nor a list of reasons', () => {
    expect(isOrderedSteps(read('5 tips for a great start', ['1. Book coffee chats', '2. Read the handbook', '3. Ship something small', '4. Keep notes', '5. Take breaks']))).toBe(false);
    expect(isOrderedSteps(read('5 Tipps für den Start', ['Fragen stellen', 'Notizen machen', 'Pausen einlegen']))).toBe(false);
    expect(isOrderedSteps(read('Trois raisons de choisir Lyon', ['Le climat', 'La gastronomie', 'Les transports']))).toBe(false);
    expect(isOrderedSteps(read('Consejos para el primer día', ['Llega pronto', 'Pregunta mucho', 'Toma notas']))).toBe(false);
  });

  it('does not take a slide whose text merely mentions processes', () => {
    const jobs = read('Job control', [
      ['Background jobs', 'A process started with & runs while the shell reads the next command from the terminal.'],
      ['Stopping', 'Ctrl-Z stops the foreground process and returns control to the shell prompt.'],
      ['Resuming', 'fg and bg continue a stopped process in the foreground or in the background.'],
    ], 'How the shell manages processes.');
    expect(isOrderedSteps(jobs)).toBe(false);
  });

  it('knows headings numbered in order from numbered out of order', () => {
    expect(numberedInOrder(read('x', ['1. a', '2. b', '3. c']))).toBe(true);
    expect(numberedInOrder(read('x', ['3. a', '1. b', '2. c']))).toBe(false);
    expect(numberedInOrder(read('x', ['1. a', 'b', '3. c']))).toBe(false);
  });
});

describe('isCycle', () => {
  it('takes a cycle named in the heading, in four languages', () => {
    expect(isCycle(read('The feedback cycle', ['Plan', 'Do', 'Check', 'Act']))).toBe(true);
    expect(isCycle(read('Der Wasserkreislauf', ['Verdunstung', 'Kondensation', 'Niederschlag', 'Abfluss']))).toBe(true);
    expect(isCycle(read("Le cycle de vie d'un produit", ['Lancement', 'Croissance', 'Maturité', 'Déclin']))).toBe(true);
    expect(isCycle(read('El ciclo de ventas', ['Prospección', 'Contacto', 'Propuesta', 'Cierre']))).toBe(true);
  });

  it('does not take a cycle mentioned only in the text, nor long paragraphs', () => {
    expect(isCycle(read('Release branches', ['Maint', 'Next', 'Master'], 'Each release cycle ends with a tag.'))).toBe(false);
    const long = 'A long paragraph that explains in detail how the reader loop works, what it reads and where the buffers go next.';
    expect(isCycle(read('sed cycles', [['Reading', long], ['Running', long], ['Printing', long]]))).toBe(false);
  });
});
