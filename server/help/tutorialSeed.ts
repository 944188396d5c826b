/**
 * The tutorials documents a new installation starts with (issue 26), one per language: empty. The
 * product has no video channel of its own yet, and a tutorial that plays nothing is worse than none:
 * the page says "There are no tutorials yet." until a CMS manager adds real videos ("Edit videos",
 * POST /api/cms/entry/tutorials/{language}; docs/decisions.md).
 */
import type { TutorialsContent } from '../../contracts';

export function tutorialSeed(): TutorialsContent {
  return { content: [] };
}
