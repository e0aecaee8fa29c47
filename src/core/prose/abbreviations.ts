/**
 * Word lists the sentence splitter needs: abbreviations of English, German
 * and French prose, month names (a German date writes "am 3. Oktober") and
 * the short words a sentence cannot end on. All keys are lower-case and
 * written without their final full stop.
 */

const words = (text: string): Set<string> => new Set(text.trim().split(/\s+/));

/** Never end a sentence: titles and Latin or German short forms always go on. */
export const ABBREVIATIONS = words(`
  e.g i.e vs v mr mrs ms messrs dr prof sr jr st mt ft approx cf al dept
  jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.s.a ed eds rev gen gov op
  ref refs resp viz ibid misc avg tel ext univ assn bros capt col lt sgt hon esp incl excl
  ca c wrt min max
  z.b d.h u.a bzw vgl sog hrsg ggf evtl inkl mio mrd jh jhd bd bsp bspw dt engl franz geb gest
  str u.ä o.ä u.u z.t zzgl abs aufl allg ebd f ff gem i.a i.d.r n.chr v.chr v.a insb sek std
  röm lat griech urspr mind einschl erg frz hr fr
  p.ex env m mme mlle pr ste éd coll trad sq sqq mgr cie j.-c c.-à-d c.à.d av
`);

/** Abbreviations that stand before a number ("No. 5", "S. 12", "Abb. 3") but are words otherwise. */
export const NUMBER_ABBREVIATIONS = words(`
  no nos nr nrn p pp s fig figs abb art vol vols tab kap chap ch sec sect eq eqs n num anm bd
`);

/** Short forms that may close a sentence ("apples, pears etc. The next..."). */
export const CLOSING_ABBREVIATIONS = words('etc usw usf u.s.w etc.pp inc ltd co corp');

/** Month names: a number before them is a German or French ordinal date, not a sentence end. */
export const MONTHS = words(`
  january february march april may june july august september october november december
  januar jänner februar märz april mai juni juli august september oktober november dezember
  janvier février mars avril mai juin juillet août septembre octobre novembre décembre
`);

/** German words that precede an ordinal number ("die 3. Auflage", "im 19. Jahrhundert"). */
export const ORDINAL_LEADS = words(`
  der die das den dem des am im zum zur vom beim ein eine einem einen einer jeder jede jedem seit ab
`);

/**
 * Articles, prepositions and conjunctions: a sentence ending on one was cut
 * off. German separable verbs end a whole sentence on their particle
 * ("gleichen ... aus."), so the German prepositions that double as particles
 * are not listed.
 */
export const DANGLING = words(`
  a an the of to in on at by for with from into onto than and or but nor as so if that
  which whose whom this these those my your our their its his her such
  der die das den dem des ein eine einen einem einer und oder aber von zum zur für
  im gegen ohne als wie dass ob
  le la les un une des du de d l et ou mais avec à au aux pour par dans sur en sans sous vers chez que qui dont
`);
