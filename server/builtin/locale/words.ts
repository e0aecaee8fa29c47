/**
 * The sentences of a topic skeleton in each language the composer writes:
 * what to add on a slide, the points to cover, the reminder to use facts that
 * can be checked, and the title slide's description of the deck. Written as
 * a speaker of each language would write an instruction: the infinitive
 * ("Añadir", "Ajouter", "Ergänzen"), which needs no choice between a formal
 * and an informal "you". The topic only stands where its article needs no
 * agreement, and German quotes the point labels so their case is left alone.
 */
import type { Lang } from './language';

export interface SkeletonWords {
  /** Overview lead of a deep-dive slide: how the topic and the theme connect. */
  leadAspect(topic: string, noun: string): string;
  /** Overview lead of an arc slide: its one message. */
  leadStage(topic: string): string;
  /** The points the slide should cover, given as labels. */
  cover(labels: readonly string[]): string;
  /** The reminder to use facts that can be checked. */
  checkable: string;
  /** Second sentences of long point texts: how to fill the point in well. */
  hints: readonly string[];
  /** A point's text: what to add under the label, on the focus (topic or theme). */
  point(focus: string, label: string): string;
  /** Title slide description of a skeleton on `topic`. */
  description(topic: string): string;
  /** A heading repeated in a very long deck, numbered. */
  part(heading: string, n: number): string;
  /** The topic when the input has none. */
  yourTopic: string;
}

/** "a, b and c" with the language's "and". */
function listed(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** A Title Case English label inside a sentence: "Where the Name Comes From" -> "where the name comes from". */
function englishPhrase(label: string): string {
  return label
    .replace(/[.!?]+/g, '')
    .split(/\s+/)
    .map((w) => (!/^I(?:$|[’'])/.test(w) && w.split('-').every((part) => /^\p{Lu}?[\p{Ll}’']*$/u.test(part)) ? w.toLowerCase() : w))
    .join(' ')
    .trim();
}

/** A sentence-case label inside a sentence: its first letter lowered unless the word is an acronym or a name with inner capitals. */
function inline(label: string): string {
  const t = label.replace(/[.!?¡¿]+/g, '').trim();
  const first = t.split(/\s+/)[0] ?? '';
  return /^\p{Lu}[\p{Ll}’']*$/u.test(first) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

const EN: SkeletonWords = {
  leadAspect: (topic, noun) => `Add: how ${topic} and ${noun} connect, in one sentence.`,
  leadStage: (topic) => `Add: the one thing your audience should take from this slide about ${topic}.`,
  cover: (labels) => `Cover ${listed(labels.map(englishPhrase), 'and')}.`,
  checkable: 'Use facts you can source, and leave out what you cannot check.',
  hints: [
    'A figure with its unit, or a named example, makes it stick.',
    'Note where it comes from, so the audience can check it.',
    'One concrete example is worth more than a general claim.',
    'Say it in words your audience already uses.',
  ],
  point: (focus, label) => `Add, on ${focus}: ${englishPhrase(label)}.`,
  description: (topic) =>
    `A skeleton for a talk on ${topic}: each slide says what to add, and no facts are filled in. Replace every "Add" line with your own, or let a local model write real content (Settings → Local model, or npm run model -- pull NAME).`,
  part: (heading, n) => `${heading} (Part ${n})`,
  yourTopic: 'Your Topic',
};

const ES: SkeletonWords = {
  leadAspect: (topic, noun) => `Añadir: en una frase, qué relación hay entre ${topic} y ${noun}.`,
  leadStage: (topic) => `Añadir: la idea principal que el público debe llevarse de esta diapositiva sobre ${topic}.`,
  cover: (labels) => `Puntos que tratar: ${listed(labels.map(inline), 'y')}.`,
  checkable: 'Usar datos con fuente y dejar fuera lo que no se pueda comprobar.',
  hints: [
    'Una cifra con su unidad o un ejemplo concreto ayudan a recordarlo.',
    'Indicar de dónde sale el dato, para que el público pueda comprobarlo.',
    'Un ejemplo concreto vale más que una afirmación general.',
    'Contarlo con palabras que el público ya usa.',
  ],
  point: (focus, label) => `Añadir, sobre ${focus}: ${inline(label)}.`,
  description: (topic) =>
    `Esqueleto de una charla sobre ${topic}: cada diapositiva indica qué añadir y no incluye ningún dato. Sustituye cada línea «Añadir» por contenido propio, o deja que un modelo local escriba el contenido (Settings → Local model, o npm run model -- pull NOMBRE).`,
  part: (heading, n) => `${heading} (parte ${n})`,
  yourTopic: 'Tu tema',
};

const FR: SkeletonWords = {
  leadAspect: (topic, noun) => `Ajouter : en une phrase, le lien entre ${topic} et ${noun}.`,
  leadStage: (topic) => `Ajouter : l’idée que le public doit retenir de cette diapositive sur ${topic}.`,
  cover: (labels) => `Points à traiter : ${listed(labels.map(inline), 'et')}.`,
  checkable: 'Utiliser des faits sourcés et laisser de côté ce qui ne peut pas être vérifié.',
  hints: [
    'Un chiffre avec son unité, ou un exemple précis, aide à retenir.',
    'Indiquer la source, pour que le public puisse vérifier.',
    'Un exemple concret vaut mieux qu’une affirmation générale.',
    'Employer les mots que le public utilise déjà.',
  ],
  point: (focus, label) => `Ajouter, sur ${focus} : ${inline(label)}.`,
  description: (topic) =>
    `Trame d’un exposé sur ${topic} : chaque diapositive indique quoi ajouter, sans aucun fait inventé. Remplacez chaque ligne « Ajouter » par votre propre contenu, ou laissez un modèle local rédiger le contenu (Settings → Local model, ou npm run model -- pull NOM).`,
  part: (heading, n) => `${heading} (partie ${n})`,
  yourTopic: 'Votre sujet',
};

/** German labels are quoted as they stand: lowering a first word could lower a noun. */
const quoted = (label: string): string => `„${label.replace(/[.!]+$/, '')}“`;

const DE: SkeletonWords = {
  leadAspect: (topic, noun) => `Ergänzen: in einem Satz, wie ${topic} und ${noun} zusammenhängen.`,
  leadStage: (topic) => `Ergänzen: die eine Botschaft, die das Publikum von dieser Folie mitnehmen soll (Thema: ${topic}).`,
  cover: (labels) => `Inhalte: ${listed(labels.map(quoted), 'und')}.`,
  checkable: 'Nur belegbare Fakten verwenden; was sich nicht prüfen lässt, weglassen.',
  hints: [
    'Eine Zahl mit Einheit oder ein benanntes Beispiel bleibt hängen.',
    'Die Quelle nennen, damit das Publikum nachprüfen kann.',
    'Ein konkretes Beispiel wirkt stärker als eine allgemeine Aussage.',
    'In Worten sagen, die das Publikum schon verwendet.',
  ],
  point: (focus, label) => `Ergänzen: ${quoted(label)} (Thema: ${focus}).`,
  description: (topic) =>
    `Gerüst für einen Vortrag (Thema: ${topic}): Jede Folie sagt, was zu ergänzen ist, und enthält keine Fakten. Ersetzen Sie jede „Ergänzen“-Zeile durch eigene Inhalte, oder lassen Sie ein lokales Modell echte Inhalte schreiben (Settings → Local model, oder npm run model -- pull NAME).`,
  part: (heading, n) => `${heading} (Teil ${n})`,
  yourTopic: 'Ihr Thema',
};

const PT: SkeletonWords = {
  leadAspect: (topic, noun) => `Adicionar: em uma frase, a relação entre ${topic} e ${noun}.`,
  leadStage: (topic) => `Adicionar: a principal mensagem que o público deve levar deste slide sobre ${topic}.`,
  cover: (labels) => `Pontos a abordar: ${listed(labels.map(inline), 'e')}.`,
  checkable: 'Usar fatos com fonte e deixar de fora o que não puder ser verificado.',
  hints: [
    'Um número com a unidade, ou um exemplo concreto, fica na memória.',
    'Indicar a fonte, para que o público possa conferir.',
    'Um exemplo concreto vale mais que uma afirmação genérica.',
    'Dizer com palavras que o público já usa.',
  ],
  point: (focus, label) => `Adicionar, sobre ${focus}: ${inline(label)}.`,
  description: (topic) =>
    `Esqueleto de uma apresentação sobre ${topic}: cada slide indica o que adicionar, sem nenhum fato preenchido. Substitua cada linha "Adicionar" pelo seu próprio conteúdo, ou deixe um modelo local escrever o conteúdo (Settings → Local model, ou npm run model -- pull NOME).`,
  part: (heading, n) => `${heading} (parte ${n})`,
  yourTopic: 'Seu tema',
};

const IT: SkeletonWords = {
  leadAspect: (topic, noun) => `Aggiungere: in una frase, il legame tra ${topic} e ${noun}.`,
  leadStage: (topic) => `Aggiungere: il messaggio principale che il pubblico deve portarsi via da questa slide su ${topic}.`,
  cover: (labels) => `Punti da trattare: ${listed(labels.map(inline), 'e')}.`,
  checkable: 'Usare fatti con una fonte e lasciare fuori ciò che non si può verificare.',
  hints: [
    'Un numero con la sua unità, o un esempio preciso, resta in mente.',
    'Indicare la fonte, così il pubblico può verificare.',
    'Un esempio concreto vale più di un’affermazione generica.',
    'Dirlo con parole che il pubblico usa già.',
  ],
  point: (focus, label) => `Aggiungere, su ${focus}: ${inline(label)}.`,
  description: (topic) =>
    `Traccia per una presentazione su ${topic}: ogni slide indica cosa aggiungere, senza alcun fatto inserito. Sostituisci ogni riga «Aggiungere» con contenuti tuoi, oppure lascia che un modello locale scriva i contenuti (Settings → Local model, oppure npm run model -- pull NOME).`,
  part: (heading, n) => `${heading} (parte ${n})`,
  yourTopic: 'Il tuo tema',
};

const WORDS: Record<Lang, SkeletonWords> = { en: EN, es: ES, fr: FR, de: DE, pt: PT, it: IT };

/** The skeleton's sentences in `lang`. */
export function skeletonWords(lang: Lang): SkeletonWords {
  return WORDS[lang];
}
