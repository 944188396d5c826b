import type { Translate } from './localizedText';

/**
 * A Translate that remembers the texts of keys asked without options: a list asks for the same
 * labels (signal names, states) in every cell of every row it renders, and i18next's lookup costs
 * about 10 µs a call on a slow machine, several times per row while scrolling. A key whose text is
 * missing (i18next answers the key, with or without its namespace) is not remembered, because its
 * namespace may still be loading. A new Translate (another language) needs a new cache.
 */
export function withTextCache(translate: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, options) => {
    if (options !== undefined) return translate(key, options);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = translate(key);
    if (text !== key && text !== key.slice(key.indexOf(':') + 1)) texts.set(key, text);
    return text;
  };
}
