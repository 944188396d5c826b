/**
 * For tests only (pdfjs-dist is a devDependency): the text of each page of a PDF, as PDF.js
 * extracts it, with the text items of a page joined by single spaces.
 */
export async function readPdfText(file: Uint8Array): Promise<{ pages: string[]; title: string | undefined }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
    }
    const { info } = await pdf.getMetadata();
    const title = (info as { Title?: string }).Title;
    return { pages, title };
  } finally {
    await pdf.destroy();
  }
}
