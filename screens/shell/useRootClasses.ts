import { useEffect } from 'react';

/** Puts the classes on the root element while the component is mounted (dark, light, compact, colorblind). */
export function useRootClasses(classes: Record<string, boolean>): void {
  const key = Object.entries(classes).filter(([, on]) => on).map(([name]) => name).sort().join(' ');
  useEffect(() => {
    const root = document.documentElement;
    const names = key ? key.split(' ') : [];
    root.classList.add(...names);
    return () => root.classList.remove(...names);
  }, [key]);
}
