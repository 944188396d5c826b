// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta } from '@storybook/react';
import type { ComponentType } from 'react';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

/** Renders every story of the project: a story is also a test case (DESIGN.md 9.6). */
const storyFiles = import.meta.glob<Record<string, unknown> & { default: Meta }>(
  ['../../engine/**/*.stories.tsx', '../../plugins/**/*.stories.tsx', '../../screens/**/*.stories.tsx'],
  { eager: true },
);

describe('every story renders', () => {
  const entries = Object.entries(storyFiles);
  it('finds stories', () => {
    expect(entries.length).toBeGreaterThan(0);
  });
  describe.each(entries)('%s', (_, module) => {
    const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as unknown as [string, ComponentType][];
    it.each(stories)('%s', async (_name, Story) => {
      const { container } = render(<Story />);
      expect(container.innerHTML.length).toBeGreaterThan(0);
      cleanup();
    });
  });
});
