/**
 * Finding a template's parts through its relationships, as PowerPoint does:
 * presentation.xml names its first slide master, the master names its
 * theme and layouts. Paths are never guessed from file names, so a package
 * whose parts are named otherwise still reads, and a missing one is named.
 */
import type JSZip from 'jszip';
import type { TemplateFacts } from '../../core/templates/types';
import { dirOf, parseRels, relsPathOf, type Relationship, type XmlBudget } from '../ooxml';
import { refuse } from './limits';
import { child, parseTree, type XmlElement } from './tree';

const THEME_REL = /\/relationships\/theme$/;
const MASTER_REL = /\/relationships\/slideMaster$/;
const LAYOUT_REL = /\/relationships\/slideLayout$/;

export async function readPart(zip: JSZip, part: string): Promise<string | undefined> {
  return zip.file(part)?.async('string');
}

export async function relsOf(zip: JSZip, part: string, budget: XmlBudget): Promise<Relationship[]> {
  const xml = await readPart(zip, relsPathOf(part));
  return xml ? parseRels(xml, dirOf(part), budget) : [];
}

/** What the package's main part type says it is; a VBA project makes any package a .pptm. */
export async function packageKind(zip: JSZip, budget: XmlBudget): Promise<TemplateFacts['kind']> {
  const types = (await readPart(zip, '[Content_Types].xml')) ?? '';
  const main = parseTree(types, budget).children.find((el) => el.attrs.PartName === '/ppt/presentation.xml')?.attrs.ContentType ?? '';
  if (main.includes('macroEnabled') || Object.keys(zip.files).some((name) => /vbaProject\.bin$/i.test(name))) return 'pptm';
  return main.includes('.template.') ? 'potx' : 'pptx';
}

export interface MainParts {
  presentation: XmlElement;
  masterPath: string;
  master: XmlElement;
  masterRels: Relationship[];
  themeXml?: string;
  layouts: { path: string; xml: string }[];
}

/** The presentation, its first master (with relationships and layouts) and the theme, or a named refusal. */
export async function mainParts(zip: JSZip, budget: XmlBudget): Promise<MainParts> {
  const presXml = await readPart(zip, 'ppt/presentation.xml');
  if (presXml === undefined) throw refuse.missing('presentation part (ppt/presentation.xml)');
  const presentation = parseTree(presXml, budget);
  const presRels = await relsOf(zip, 'ppt/presentation.xml', budget);
  const firstId = child(child(presentation, 'sldMasterIdLst'), 'sldMasterId')?.attrs['r:id'];
  const masterPath = presRels.find((r) => r.id === firstId && MASTER_REL.test(r.type))?.target ?? presRels.find((r) => MASTER_REL.test(r.type))?.target;
  const masterXml = masterPath === undefined ? undefined : await readPart(zip, masterPath);
  if (masterPath === undefined || masterXml === undefined) throw refuse.missing('slide master');
  const masterRels = await relsOf(zip, masterPath, budget);
  const themePath = masterRels.find((r) => THEME_REL.test(r.type))?.target ?? presRels.find((r) => THEME_REL.test(r.type))?.target;
  const themeXml = themePath === undefined ? undefined : await readPart(zip, themePath);
  const layouts: { path: string; xml: string }[] = [];
  for (const rel of masterRels.filter((r) => LAYOUT_REL.test(r.type))) {
    const xml = await readPart(zip, rel.target);
    if (xml !== undefined) layouts.push({ path: rel.target, xml });
  }
  const parts: MainParts = { presentation, masterPath, master: parseTree(masterXml, budget), masterRels, layouts };
  if (themeXml !== undefined) parts.themeXml = themeXml;
  return parts;
}
