// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { getRoles } from '@testing-library/dom';
import { computeAccessibleName } from 'dom-accessibility-api';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta } from '@storybook/react';
import type { ComponentType } from 'react';
import axe from 'axe-core';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

/** Renders every story of the project: a story is also a test case (DESIGN.md 9.6). */
const storyFiles = import.meta.glob<Record<string, unknown> & { default: Meta }>(
  ['../../engine/**/*.stories.tsx', '../../plugins/**/*.stories.tsx', '../../screens/**/*.stories.tsx'],
  { eager: true },
);

/** Roles that name nothing a user could find the story by. */
const ANONYMOUS_ROLES = new Set(['generic', 'presentation', 'none', 'paragraph', 'group', 'rowgroup', 'separator']);

/** Live regions: announced by their text, which is their content rather than a name. */
const LIVE_ROLES = new Set(['status', 'alert', 'log']);

/**
 * The things a screen reader user meets in the rendered story: "button: Save", "table: Portfolio",
 * "status: Exporting ..." (named elements, and live regions with text).
 */
function namedParts(root: HTMLElement): string[] {
  const parts: string[] = [];
  for (const [role, elements] of Object.entries(getRoles(root))) {
    if (ANONYMOUS_ROLES.has(role)) continue;
    for (const element of elements) {
      const name = (LIVE_ROLES.has(role) ? element.textContent ?? '' : computeAccessibleName(element)).trim();
      if (name) parts.push(`${role}: ${name}`);
    }
  }
  return parts;
}

/**
 * Serious and critical axe violations. jsdom computes no layout or colours, so the contrast rule
 * is left to the browser suite's axe checks; a story is a fragment, not a page, so the page-level
 * rules (landmarks, one main, a level-one heading, the document title and language) do not apply.
 */
async function seriousViolations(root: HTMLElement): Promise<string[]> {
  const result = await axe.run(root, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
      'document-title': { enabled: false },
      'html-has-lang': { enabled: false },
    },
    resultTypes: ['violations'],
    // jsdom's frames cannot answer axe's messages (embedded videos); the browser suite checks pages with their frames.
    iframes: false,
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('every story renders something a user can find, without serious accessibility problems', () => {
  const entries = Object.entries(storyFiles);
  it('finds stories', () => {
    expect(entries.length).toBeGreaterThan(0);
  });
  describe.each(entries)('%s', (_, module) => {
    const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as unknown as [string, ComponentType][];
    it.each(stories)('%s', async (_name, Story) => {
      render(<Story />);
      // Let the stories' fixture providers answer (they resolve in a microtask or a timer of 0).
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      // Portals (dialogs, menus) render into document.body, next to the container.
      const parts = namedParts(document.body);
      expect(parts.length, 'an element with a role and an accessible name').toBeGreaterThan(0);
      expect(await seriousViolations(document.body)).toEqual([]);
      cleanup();
    // A story with charts loads plotly (about 3 MB of script) into the test's DOM the first time: on a busy machine that alone takes half a minute.
    }, 120_000);
  });
});
