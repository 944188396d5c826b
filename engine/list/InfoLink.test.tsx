// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InfoLink, isInAppPath } from './InfoLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

afterEach(cleanup);

describe('InfoLink', () => {
  it('only in-app paths', () => {
    expect(['/help/methodology/trend', '//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil'].map(isInAppPath))
      .toEqual([true, false, false, false, false]);
    const { container } = render(<InfoLink href="https://evil.example" label="x" />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('a plain click navigates inside the app, with its accessible name', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes><Route path="*" element={<><InfoLink href="/help/methodology/trend?asOf=2026-11-20" label="How “Trend” is computed" /><Where /></>} /></Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'How “Trend” is computed' });
    expect(link.getAttribute('href')).toBe('/help/methodology/trend?asOf=2026-11-20');
    fireEvent.click(link, { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/help/methodology/trend?asOf=2026-11-20');
  });

  it('outside a router it is an ordinary link', () => {
    render(<InfoLink href="/help/methodology/trend" label="How “Trend” is computed" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/help/methodology/trend');
  });
});
