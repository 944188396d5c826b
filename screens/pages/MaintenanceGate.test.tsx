// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../engine/testing';
import { MaintenanceGate, type HealthCheck } from './MaintenanceGate';

afterEach(cleanup);

describe('MaintenanceGate', () => {
  it('shows the application while the server is up', async () => {
    const check = vi.fn(async (): Promise<HealthCheck> => ({ status: 'ok' }));
    renderWithI18n(<MaintenanceGate check={check}><p>the app</p></MaintenanceGate>);
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('replaces it with the maintenance screen, and brings it back once maintenance ends', async () => {
    let status: HealthCheck['status'] = 'maintenance';
    const check = vi.fn(async (): Promise<HealthCheck> => ({ status }));
    renderWithI18n(<MaintenanceGate check={check}><p>the app</p></MaintenanceGate>);
    expect(await screen.findByRole('heading', { name: 'Scheduled maintenance' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
    status = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('keeps the application when the server cannot be asked', async () => {
    const check = vi.fn(async (): Promise<HealthCheck> => { throw new Error('offline'); });
    renderWithI18n(<MaintenanceGate check={check}><p>the app</p></MaintenanceGate>);
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('speaks German', async () => {
    renderWithI18n(<MaintenanceGate check={async () => ({ status: 'maintenance' })}><p>x</p></MaintenanceGate>, 'de');
    expect(await screen.findByRole('heading', { name: 'Geplante Wartung' })).toBeTruthy();
  });
});
