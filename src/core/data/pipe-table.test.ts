import { describe, expect, it } from 'vitest';
import { findPipeTables, pipeRows, renderPipeTable, splitPipeRow } from './pipe-table';

describe('pipe tables', () => {
  it('splits rows, with escaped pipes kept in the cell', () => {
    expect(splitPipeRow('| a | b \\| c |  |')).toEqual(['a', 'b | c', '']);
    expect(splitPipeRow('a | b')).toEqual(['a', 'b']);
  });

  it('renders a table that reads back the same', () => {
    const table = { columns: ['Item', 'Note'], rows: [['a|b', 'two\nlines']] };
    const text = renderPipeTable(table);
    expect(text).toBe('| Item | Note |\n| --- | --- |\n| a\\|b | two lines |');
    expect(findPipeTables(text)[0]?.table).toEqual({ columns: ['Item', 'Note'], rows: [['a|b', 'two lines']] });
  });

  it('finds tables with their heading and caption, not in code, not without a delimiter row', () => {
    const md = [
      '# Report',
      '## Costs',
      'Table 2: Costs per item',
      '',
      'Item | Cost',
      ':--- | ---:',
      'Panels | 1.10 €',
      'Inverter |',
      '',
      '```',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '```',
      'Use a | b to pipe.',
      'It is a | shell thing.',
    ].join('\n');
    const found = findPipeTables(md);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ heading: 'Costs', caption: 'Table 2: Costs per item', start: 4, end: 7, table: { columns: ['Item', 'Cost'], rows: [['Panels', '1.10 €'], ['Inverter', '']] } });
  });

  it('reads Markdown cells as plain text', () => {
    const md = '| Name | Speed |\n|---|---|\n| **zstd** `-1` | [fast](https://x.example) <br> 530 MB/s |';
    expect(findPipeTables(md)[0]?.table).toEqual({ columns: ['Name', 'Speed'], rows: [['zstd -1', 'fast 530 MB/s']] });
  });

  it('drops footnote marks and undoes backslash escapes in cells', () => {
    const md = '| OS | Versions |\n|---|---|\n| GNU/Linux | kernel >= 4.18[^1], glibc >= 2.28 |\n| x86\\_64 | \\*nix[^note] |';
    expect(findPipeTables(md)[0]?.table.rows).toEqual([['GNU/Linux', 'kernel >= 4.18, glibc >= 2.28'], ['x86_64', '*nix']]);
  });

  it('reads a whole text as one table only when it is one', () => {
    expect(pipeRows('|a|b|\n|-|-|\n|1|2|')).toEqual([['a', 'b'], ['1', '2']]);
    expect(pipeRows('a,b\n1,2')).toBeUndefined();
  });
});
