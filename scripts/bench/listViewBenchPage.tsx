import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../../engine/i18n/setupI18n';
import { ListView } from '../../engine/list/ListView';
import { sampleListModel, sampleRows } from '../../engine/list/testing/sampleListModel';
import { installPermissionScheme } from '../../engine/core';
import { PERMISSION_SCHEME } from '../../product/permissionModules';
import '../../screens/theme.css';

installPermissionScheme(PERMISSION_SCHEME);

/**
 * The page `npm run bench` opens in Chromium: a 2,000-row, 30-column ListView. It measures the
 * time from the data arriving to the first rows on screen, and the time of a re-sort.
 */
const rows = sampleRows(2000);
const control: { setData: (r: Record<string, unknown>[]) => void } = { setData: () => undefined };
const setData = (r: Record<string, unknown>[]): void => control.setData(r);

function Bench() {
  const [data, setRows] = useState<Record<string, unknown>[]>([]);
  useEffect(() => {
    control.setData = setRows;
  }, []);
  return <ListView model={sampleListModel} rows={data} modules={['FREE', 'PREMIUM']} language="en" height={800} rowId={(r) => String(r.id)} />;
}

const i18n = setupI18n('en');
createRoot(document.getElementById('root')!).render(<I18nextProvider i18n={i18n}><Bench /></I18nextProvider>);

const nextPaint = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
const firstCell = (): string => document.querySelector('.rs-list__row [role="cell"]')?.textContent ?? '';

async function measure(): Promise<{ firstRowsMs: number; resortMs: number }> {
  flushSync(() => setData([]));
  await nextPaint();
  const t0 = performance.now();
  flushSync(() => setData(rows));
  const firstRowsMs = (await nextPaint()) - t0;
  if (!document.querySelector('.rs-list__row')) throw new Error('no rows rendered');
  const before = firstCell();
  const button = document.querySelector<HTMLButtonElement>('[role=columnheader][data-key="price"] .rs-list__sort');
  if (!button) throw new Error('no sort button');
  const t1 = performance.now();
  flushSync(() => button.click());
  const resortMs = (await nextPaint()) - t1;
  if (firstCell() === before) throw new Error('the re-sort changed nothing');
  return { firstRowsMs, resortMs };
}

(window as unknown as { runBench: () => Promise<unknown> }).runBench = async () => {
  await nextPaint();
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await measure());
  return runs;
};
