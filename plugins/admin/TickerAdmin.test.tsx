// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './TickerAdmin.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

describe('the ticker admin screens (stories over fixture answers)', () => {
  it('lists the data sources, the tickers with imported data and the open reports; routes and resolves', async () => {
    render(<S.AddNewTickers />);
    const table = await screen.findByTestId('imported-tickers');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(within(screen.getByTestId('data-sources')).getByText('Demo data: 2998 instruments')).toBeTruthy();
    // NEWCO is not in the demo data: it cannot be routed there.
    expect(within(table.querySelector('tr[data-ticker="NEWCO"]') as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(table.querySelector('tr[data-ticker="SMI"]') as HTMLElement).getByRole('button', { name: 'Serve demo data' }));
    expect((await screen.findAllByTestId('admin-outcome'))[0]!.textContent).toContain('Successful: SMI is served from Demo data');
    const reports = await screen.findByTestId('report-table');
    expect(reports.textContent).toContain('The close of 11/19 looks ten times too high');
    fireEvent.click(within(reports.querySelector('tr[data-ticker="QQQ"]') as HTMLElement).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-outcome').some((x) => x.textContent === 'Successful: the report about QQQ is resolved.')).toBe(true));
  });

  it('shows a refused upload with the server\'s line and reason', async () => {
    render(<S.UploadRefused />);
    const input = screen.getByLabelText('End-of-day CSV file');
    fireEvent.change(input, { target: { files: [new File(['Date,Open\n'], 'NEWCO.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect((await screen.findByTestId('upload-refused')).textContent).toBe('Nothing was imported. NEWCO.csv:6: Volume "-5" is negative');
  });

  it('asks for a file before uploading', async () => {
    render(<S.AddNewTickers />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect((await screen.findByTestId('upload-refused')).textContent).toContain('Please choose a CSV file.');
  });

  it('queues suspected splits: demo-data ones can only be dismissed', async () => {
    render(<S.AssetActions />);
    const table = await screen.findByTestId('split-table');
    const demo = table.querySelector('tr[data-ticker="GENX"]') as HTMLElement;
    expect(within(demo).getByRole('button', { name: 'Confirm split' })).toHaveProperty('disabled', true);
    const imported = table.querySelector('tr[data-ticker="SPLT"]') as HTMLElement;
    fireEvent.click(within(imported).getByRole('button', { name: 'Confirm split' }));
    expect((await screen.findByTestId('admin-outcome')).textContent).toBe('Successful: /assetActions/splits/confirm');
  });

  it('speaks German', async () => {
    render(<S.AssetActionsGerman />);
    expect(await screen.findByRole('heading', { name: 'Asset-Aktionen', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('split-table')).textContent).toContain('Split bestätigen');
  });
});
