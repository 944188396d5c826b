// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../../engine/testing';
import { formattersFor } from '../../../engine/ui';
import { productBySku, TRIAL_SKU } from '../../../product/catalogue';
import { withVat } from '../../../product/vat';
import { BillingFrame } from '../testing/StoryFrame';
import { fakeBillingApi, storyUser } from '../testing/fakeBillingApi';
import type { BillingServices } from '../api/BillingApiContext';
import { formatEur } from '../model/money';
import { PaymentWidget, type PurchaseChoice } from './PaymentWidget';

/** The checkout's VAT-id and coupon fields (issue 29): the quote follows, refusals are named, Pay sends what the quote was asked with. */

afterEach(() => cleanup());
const eur = (cents: number): string => formatEur(cents, formattersFor('en-US'));
const TOKENS: PurchaseChoice = { kind: 'buy', sku: '001', title: '100 Tokens', interval: null };

function renderWidget(choice: PurchaseChoice = TOKENS, user = storyUser()) {
  const api = fakeBillingApi({ user });
  const buy = vi.spyOn(api, 'buy');
  const billing: BillingServices = { api, redirect: vi.fn(), openTab: async (url) => void (await url) };
  renderWithI18n(<BillingFrame billingServices={billing} user={user}><PaymentWidget choice={choice} onAbort={() => undefined} /></BillingFrame>);
  return { buy };
}

const type = (testId: string, value: string): void => { fireEvent.change(screen.getByTestId(testId), { target: { value } }); };
const pay = (): HTMLButtonElement => screen.getByRole('button', { name: /^Pay / });

describe('payment widget: VAT id and coupon', () => {
  const net = productBySku('001')!.priceCents;
  const german = withVat(net, 'DE');

  it('a valid VAT id of another EU country: 0 % VAT, the reverse-charge note, and the checkout sends it', async () => {
    const { buy } = renderWidget();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(german.totalCents)));
    type('quote-vatId', ' ATU13585627 ');
    expect(screen.getByTestId('quote-unapplied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check VAT ID' }));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(net)));
    expect(screen.getByText('VAT 0 % (reverse charge)')).toBeTruthy();
    expect(screen.getByTestId('reverse-charge-note').textContent).toContain('ATU13585627');
    fireEvent.click(screen.getByLabelText(/^Card/));
    fireEvent.click(pay());
    await waitFor(() => expect(buy).toHaveBeenCalledWith({ sku: '001', paymentProcessor: 'card', vatId: 'ATU13585627' }));
  });

  it('names a bad VAT id, keeps the price and waits with Pay until it is fixed or undone', async () => {
    renderWidget();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(german.totalCents)));
    type('quote-vatId', 'ATU13585628');
    fireEvent.keyDown(screen.getByTestId('quote-vatId'), { key: 'Enter' });
    expect((await screen.findByTestId('quote-vatId-error')).textContent).toBe('This VAT ID is not valid: its check digits do not match.');
    expect(screen.getByTestId('price-total').textContent).toBe(eur(german.totalCents));
    fireEvent.click(screen.getByLabelText(/^Card/));
    expect(pay().disabled).toBe(true);
    type('quote-vatId', '');
    expect(pay().disabled).toBe(false);
  });

  it('starts with the kept VAT id and its reverse charge', async () => {
    renderWidget(TOKENS, storyUser({ addressDetails: { address: 'Rue 1', city: 'Paris', postalCode: '75001', vatId: 'FR40303265045' } }));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(net)));
    expect((screen.getByTestId('quote-vatId') as HTMLInputElement).value).toBe('FR40303265045');
    expect(screen.getByTestId('reverse-charge-note')).toBeTruthy();
  });

  it('names an unknown, expired, used-up or wrong-plan coupon; a valid one lowers the price and goes with the checkout', async () => {
    const { buy } = renderWidget();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(german.totalCents)));
    const apply = async (code: string): Promise<string | null> => {
      type('quote-coupon', code);
      fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
      await waitFor(() => expect(screen.queryByTestId('quote-coupon-error') ?? screen.queryByTestId('quote-coupon-applied')).not.toBeNull());
      return screen.queryByTestId('quote-coupon-error')?.textContent ?? null;
    };
    expect(await apply('nosuch')).toBe('This coupon code does not exist. Please check it.');
    expect(await apply('summer')).toBe('This coupon has expired.');
    expect(await apply('LAUNCH')).toBe('This coupon has been used up.');
    expect(await apply('save20')).toBeNull();
    const discounted = withVat(net - Math.floor(net / 5), 'DE');
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe(eur(discounted.totalCents)));
    expect(screen.getByText('Discount (coupon SAVE20)')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Card/));
    fireEvent.click(pay());
    await waitFor(() => expect(buy).toHaveBeenCalledWith({ sku: '001', paymentProcessor: 'card', coupon: 'SAVE20' }));
  });

  it('a coupon for other products is refused for this one', async () => {
    renderWidget({ kind: 'buy', sku: '008', title: 'Reset requests', interval: null });
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).not.toBe(eur(0)));
    type('quote-coupon', 'TOKENS10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect((await screen.findByTestId('quote-coupon-error')).textContent).toBe('This coupon is not valid for this product.');
  });

  it('the Elite trial has neither field', async () => {
    renderWidget({ kind: 'trial', sku: TRIAL_SKU, title: 'Elite trial', interval: 'MONTH', trialDays: 7 });
    await waitFor(() => expect(screen.getByTestId('price-total')).toBeTruthy());
    expect(screen.queryByTestId('quote-fields')).toBeNull();
  });
});
