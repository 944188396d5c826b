import type { MouseEvent } from 'react';

/**
 * The click handler of a real link (`<a href={path}>`) that keeps a plain left click in the app
 * (`navigate(path)`, no page load) and leaves a middle, Ctrl-, Cmd- or Shift-click to the browser
 * (a new tab or window).
 *
 * @example <a href={path} onClick={inAppClick(navigate, path)}>{ticker}</a>
 */
export function inAppClick(navigate: (path: string) => void, path: string) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };
}
