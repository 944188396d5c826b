// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ListColumn } from '../core/model/modelTypes';
import { ListHeaderCell } from './ListHeaderCell';

const t = (key: string, options?: Record<string, unknown>) => (key === 'list.info' ? `How “${String(options?.label)}” is computed` : key);

function header(column: ListColumn) {
  return render(
    <div role="grid"><div role="row">
      <ListHeaderCell column={column} colIndex={1} width={120} sort={{ key: 'x', direction: 'asc' }} sortAfterClick={null} onSort={() => {}}
        applied={null} onFilter={() => {}} values={() => []} context={{ language: 'en', t, colorblind: false }} idPrefix="h" align="start" />
    </div></div>,
  );
}

afterEach(cleanup);

describe('ListHeaderCell info link', () => {
  it('a column with infoHref shows an ⓘ link named after the column', () => {
    header({ key: 'h64', label: 'H64', type: 'number', group: 'GENERAL', infoHref: '/help/methodology/hurst-64?asOf=2026-11-20' });
    const link = screen.getByRole('link', { name: 'How “H64” is computed' });
    expect(link.getAttribute('href')).toBe('/help/methodology/hurst-64?asOf=2026-11-20');
  });

  it('a column without one has no link', () => {
    header({ key: 'ticker', label: 'Ticker', type: 'string', group: 'GENERAL' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
