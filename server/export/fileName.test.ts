import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition, defaultBaseName, exportBaseName } from './fileName';

const NOW = new Date('2026-03-04T05:06:07.890Z');

describe('export file names', () => {
  it('defaults to export-YYYYMMDD-HHmmss in UTC', () => {
    expect(defaultBaseName(NOW)).toBe('export-20260304-050607');
    expect(exportBaseName(undefined, NOW)).toBe('export-20260304-050607');
    expect(contentDisposition(undefined, 'pdf', NOW)).toBe('attachment; filename="export-20260304-050607.pdf"');
  });

  it('keeps a clean name and sets its own extension', () => {
    expect(exportBaseName('Portfolio 2026', NOW)).toBe('Portfolio 2026');
    expect(exportBaseName('Portfolio.xlsx', NOW)).toBe('Portfolio');
    expect(exportBaseName('Portfolio.PDF', NOW)).toBe('Portfolio');
    expect(exportBaseName('Portfolio.v2', NOW)).toBe('Portfolio.v2');
    expect(contentDisposition('Portfolio.csv', 'xlsx', NOW)).toBe('attachment; filename="Portfolio.xlsx"');
  });

  it('drops folders, quotes, reserved characters, controls and surrounding dots', () => {
    expect(exportBaseName('../../etc/passwd', NOW)).toBe('passwd');
    expect(exportBaseName('C:\\Users\\me\\list', NOW)).toBe('list');
    expect(exportBaseName('a"b*c?d<e>f|g:h', NOW)).toBe('a_b_c_d_e_f_g_h');
    expect(exportBaseName('line\r\nbreak\ttab', NOW)).toBe('line_break_tab');
    expect(exportBaseName('  ..hidden..  ', NOW)).toBe('hidden');
  });

  it('falls back to the default name when nothing readable is left', () => {
    for (const name of ['', '   ', '...', '???', '/', '.xlsx']) expect(exportBaseName(name, NOW)).toBe('export-20260304-050607');
  });

  it('caps the name at 100 characters', () => {
    expect(exportBaseName('x'.repeat(300), NOW)).toHaveLength(100);
    expect([...exportBaseName('ä'.repeat(150), NOW)]).toHaveLength(100);
  });

  it('sends non-ASCII names as filename* with an ASCII filename beside it', () => {
    expect(asciiFallback('Übersicht Größe €')).toBe('Ubersicht Gro_e _');
    expect(contentDisposition('Übersicht', 'xlsx', NOW)).toBe(`attachment; filename="Ubersicht.xlsx"; filename*=UTF-8''%C3%9Cbersicht.xlsx`);
    expect(contentDisposition("it's (mine)", 'pdf', NOW)).toBe(`attachment; filename="it's (mine).pdf"`);
    expect(contentDisposition('Привет', 'pdf', NOW)).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82.pdf`);
  });
});
