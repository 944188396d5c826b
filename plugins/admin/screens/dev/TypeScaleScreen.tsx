import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DevPageGate } from '../../components/DevPageGate';
import { isColour, themeTokensOf, tokenRows, type ThemeName, type ThemeTokens } from '../../logic/themeTokens';
import '../../admin.css';
import '../../adminDev.css';

const ELEMENTS = ['title', 'heading', 'body', 'muted', 'small', 'code'] as const;
type Element = (typeof ELEMENTS)[number];
interface Measured { size: string; lineHeight: string; weight: string }

/** The specimens, with the app's own elements and classes, so that the real stylesheets size them. */
function specimen(element: Element, text: string): ReactNode {
  switch (element) {
    case 'title': return <h1 className="shell-screen__title">{text}</h1>;
    case 'heading': return <h2>{text}</h2>;
    case 'body': return <p>{text}</p>;
    case 'muted': return <p className="muted">{text}</p>;
    case 'small': return <small>{text}</small>;
    case 'code': return <code>{text}</code>;
  }
}

function Swatch({ value }: { value: string | undefined }) {
  if (value === undefined) return <td>–</td>;
  return (
    <td>
      {isColour(value) && <span className="admin-swatch" style={{ background: value }} aria-hidden="true" />}
      <code>{value}</code>
    </td>
  );
}

/** The page's view: the tokens it is given and the type scale of its specimens as the browser computes them. */
export function TypeScaleView({ tokens }: { tokens: ThemeTokens }) {
  const { t } = useTranslation('admin');
  const refs = useRef(new Map<Element, HTMLElement>());
  const [measured, setMeasured] = useState<Partial<Record<Element, Measured>>>({});
  useLayoutEffect(() => {
    // Measured once the specimens are laid out with the page's stylesheets.
    const timer = setTimeout(() => {
      const next: Partial<Record<Element, Measured>> = {};
      for (const [element, node] of refs.current) {
        const style = getComputedStyle(node.firstElementChild ?? node);
        next[element] = { size: style.fontSize, lineHeight: style.lineHeight, weight: style.fontWeight };
      }
      setMeasured(next);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const rows = useMemo(() => tokenRows(tokens), [tokens]);
  const empty = rows.length === 0;
  const themes: ThemeName[] = ['dark', 'light', 'base'];

  return (
    <>
      <section className="admin-card" aria-labelledby="typescale-scale">
        <h2 id="typescale-scale">{t('dev.typescale.scale')}</h2>
        <table className="admin-table" data-testid="typescale-table">
          <thead>
            <tr>{(['element', 'sample', 'size', 'lineHeight', 'weight'] as const).map((c) => <th key={c} scope="col">{t(`dev.typescale.${c}`)}</th>)}</tr>
          </thead>
          <tbody>
            {ELEMENTS.map((element) => (
              <tr key={element} data-element={element}>
                <th scope="row">{t(`dev.typescale.elements.${element}`)}</th>
                <td ref={(node) => { if (node) refs.current.set(element, node); else refs.current.delete(element); }}>{specimen(element, t('dev.typescale.sampleText'))}</td>
                <td data-testid={`size-${element}`}>{measured[element]?.size ?? '–'}</td>
                <td>{measured[element]?.lineHeight ?? '–'}</td>
                <td>{measured[element]?.weight ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-card" aria-labelledby="typescale-tokens">
        <h2 id="typescale-tokens">{t('dev.typescale.tokens')}</h2>
        {empty ? <p role="alert" className="message message--error">{t('dev.typescale.noTokens')}</p> : (
          <div className="admin-scroll">
            <table className="admin-table" data-testid="token-table">
              <thead>
                <tr>
                  <th scope="col">{t('dev.typescale.token')}</th>
                  {themes.map((theme) => <th key={theme} scope="col">{t(`dev.typescale.${theme}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name} data-token={row.name}>
                    <th scope="row"><code>{row.name}</code></th>
                    {themes.map((theme) => <Swatch key={theme} value={row[theme]} />)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * /dashboard/typescale (DEV_ONLY, document 4 section 2.7): the type scale and the colour tokens of
 * both themes, read from the stylesheets the page runs with (document.styleSheets).
 */
export default function TypeScaleScreen() {
  const { t } = useTranslation('admin');
  const tokens = useMemo(() => themeTokensOf(Array.from(document.styleSheets)), []);
  return (
    <DevPageGate title={t('dev.typescale.title')} lead={t('dev.typescale.lead')} testId="dev-typescale">
      <TypeScaleView tokens={tokens} />
    </DevPageGate>
  );
}
