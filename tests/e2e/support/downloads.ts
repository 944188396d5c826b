import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The text of a downloaded PDF, all pages, whitespace collapsed (pdf.js). */
export async function pdfText(download: Download): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(await readFile(await download.path())), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}
