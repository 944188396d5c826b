/** The text of an HTML string that holds text only (WordPress's title.rendered: entities, no tags). */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}
