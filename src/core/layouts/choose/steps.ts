/**
 * Ordered steps and cycles. Points are steps when their headings say so
 * ("Step 2", "Schritt 2", "Étape 2", "Paso 2", "Phase 2"), or when the
 * slide's heading is about a process (or opens with "how") and the points
 * are numbered in order or read as a sequence ("then", "danach", "ensuite",
 * "luego"). Only the heading counts: in technical text "process" in a
 * sentence is as likely an operating-system process. A numbered list of
 * tips, reasons or benefits is not a process: nothing in it has to come first.
 */
import type { ReadSlide } from './content';
import { ascending, most, wordsMatcher } from './text';

const STEP_MARKER = /^(?:step|stage|phase|schritt|stufe|etappe|etape|paso|fase|etapa)\s*(\d{1,2})\b/u;
const NUMBERED = /^(?:#\s*)?(\d{1,2})\s*(?:[.):\-–]|\s+-)/u;
const ORDINAL_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'then', 'next', 'finally', 'lastly',
  'erstens', 'zweitens', 'drittens', 'zuerst', 'zunachst', 'danach', 'anschliessend', 'dann', 'schliesslich', 'zum schluss',
  'premierement', "d'abord", 'ensuite', 'puis', 'enfin', 'finalement',
  'primero', 'segundo', 'tercero', 'luego', 'despues', 'finalmente', 'por ultimo',
];
/** A text that opens with a sequence word: "Then...", "Danach...", "Ensuite...", "Luego...". */
const ORDINAL_START = new RegExp(`^(?:${ORDINAL_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'u');

/** Words saying the slide is a procedure, a workflow or a how-to. */
const PROCESS_WORDS = wordsMatcher([
  'process(?:es)?', 'steps?', 'how to', 'workflow', 'procedure', 'pipeline', 'journey', 'getting started', 'sequence',
  '\\p{L}*prozess(?:e|es)?', '\\p{L}*ablauf', 'schritte?', 'schritt fur schritt', 'vorgehen', 'verfahren', 'anleitung', 'so geht',
  'processus', 'etapes?', 'etape par etape', 'demarche', 'procedure', 'marche a suivre', 'comment faire', 'parcours',
  'proceso', 'pasos?', 'paso a paso', 'procedimiento', 'flujo', 'como hacer',
]);

/** Headings that open a how-to: "How a page was printed", "Wie ein Brot entsteht", "So bestellen Sie", "Comment...", "Cómo...". */
const HOW_START = /^(?:how|wie|so \p{L}+ (?:sie|du|ihr|man|wir|es)|so geht|comment|como)(?![\p{L}\p{N}])/u;

/** The lead says the points come in order: "in this order", "in dieser Reihenfolge", "dans cet ordre", "en este orden". */
const ORDER_WORDS = wordsMatcher(['in this order', 'in (?:the )?following order', 'in dieser reihenfolge', 'der reihe nach', 'dans cet ordre', "dans l'ordre", 'en este orden', 'por orden']);

/** Collections whose order does not matter: "5 tips", "3 Gründe", "Nos conseils", "Ventajas". */
const LIST_WORDS = wordsMatcher([
  'tips?', 'tricks?', 'reasons?', 'ways?', 'ideas?', 'benefits?', 'facts?', 'rules?', 'mistakes?', 'examples?', 'features?', 'habits?',
  'tipps?', 'grunde?', 'ideen', 'vorteile?', 'fakten', 'regeln', 'fehler', 'beispiele?', 'gewohnheiten',
  'conseils?', 'astuces?', 'raisons?', 'idees?', 'avantages?', 'faits?', 'regles?', 'erreurs?', 'exemples?', 'habitudes?',
  'consejos?', 'trucos?', 'razones?', 'ideas?', 'ventajas?', 'beneficios?', 'hechos?', 'reglas?', 'errores?', 'ejemplos?', 'habitos?',
]);

/** Cycles: a loop that comes back to its start. */
const CYCLE_WORDS = wordsMatcher([
  '\\p{L}*cycles?', 'loop', 'circular', 'recurring', 'iterative', 'flywheel', 'pdca', 'plan-do-check-act',
  '\\p{L}*zyklus', '\\p{L}*kreislauf', 'schleife', 'iterativ',
  'cycle', 'boucle', 'iteratif', 'circulaire',
  'ciclo', 'bucle', 'circular', 'iterativo',
]);

function stepNumber(heading: string): number | undefined {
  const m = STEP_MARKER.exec(heading) ?? NUMBERED.exec(heading);
  return m ? Number(m[1]) : undefined;
}

/** True when the headings are numbered 1, 2, 3... (or "Step 1", "Schritt 2"...) in order. */
export function numberedInOrder(slide: ReadSlide): boolean {
  const numbers = slide.items.map((item) => stepNumber(item.heading));
  if (numbers.some((n) => n === undefined) || slide.count < 2) return false;
  const list = numbers as number[];
  return ascending(list) && new Set(list).size === list.length;
}

/** Headings that name their points as steps: "in five steps", "Schritte", "étapes", "pasos". */
const STEP_WORDS = wordsMatcher(['steps', 'step by step', 'schritte(?:n)?', 'schritt fur schritt', 'etapes', 'etape par etape', 'pasos', 'paso a paso']);

/**
 * True when the points are ordered steps: step markers on most headings;
 * points numbered in order that also read in sequence; a lead saying "in
 * this order"; or a heading about a
 * process or a how-to over points that are numbered, read in sequence, or
 * are short enough for a flow of chevrons (a heading naming its points
 * steps needs none of these). A list of tips or reasons without step
 * markers is never a process.
 */
export function isOrderedSteps(slide: ReadSlide): boolean {
  if (slide.count < 3) return false;
  if (most(slide.items, (item) => STEP_MARKER.test(item.heading), 0.6, 2)) return true;
  if (LIST_WORDS(slide.heading) && !PROCESS_WORDS(slide.heading)) return false;
  const sequenced = most(slide.items, (item) => ORDINAL_START.test(item.heading) || ORDINAL_START.test(item.overview), 0.5, 2);
  const numbered = numberedInOrder(slide);
  if ((numbered && sequenced) || ORDER_WORDS(slide.lead)) return true;
  if (!HOW_START.test(slide.heading) && !PROCESS_WORDS(slide.heading)) return false;
  return STEP_WORDS(slide.heading) || numbered || sequenced || (slide.short && slide.count <= 6);
}

/** True when the heading names a cycle (a loop of 3 to 6 short stages). */
export function isCycle(slide: ReadSlide): boolean {
  return slide.count >= 3 && slide.count <= 6 && slide.short && CYCLE_WORDS(slide.heading);
}
