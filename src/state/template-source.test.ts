import { describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../core/templates/derive';
import type { TemplateFacts } from '../core/templates/types';
import { freshDbs } from '../data/testing';
import { TemplatesRepository } from '../data/templates';
import { templatePackageOf } from './template-source';

const dbs = freshDbs();

const FACTS: TemplateFacts = {
  name: 'Acme', kind: 'potx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  fonts: { major: 'Georgia', minor: 'Verdana' }, layoutBackgrounds: [], pictures: [], placeholders: {}, textColors: {}, notes: [],
};

describe('templatePackageOf', () => {
  it('gives the stored package of a template theme, and nothing for a built-in or deleted one', async () => {
    const repo = new TemplatesRepository(dbs.make(), () => 1000, () => 'template-acme');
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 42]);
    await repo.add({ fileName: 'acme.potx', facts: FACTS, theme: themeFromTemplate(FACTS, { id: 'draft', fileName: 'acme.potx' }), pictures: [], source: new Blob([bytes]) });
    expect(await templatePackageOf('template-acme', repo)).toEqual(bytes);
    expect(await templatePackageOf('classic-dark', repo)).toBeUndefined();
    await repo.delete('template-acme');
    expect(await templatePackageOf('template-acme', repo)).toBeUndefined();
  });
});
