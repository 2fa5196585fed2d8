// One vocabulary for a payment's result: every combination of provider, approveResult and state
// maps to one label (contract paymentOutcomeLabels), and the payment filter's options, the table's
// cell, the CSV column and the payment's detail say that same label; a refund, full or partial,
// reads as a refund whatever the provider.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_STATES } from '@contract/entities';
import { approvedResultOf, paymentOutcome, paymentOutcomeLabels } from '@contract/labels';
import { paymentResultLabel } from '../../web/src/ui/format';
import { usePaymentStore } from '../../web/src/features/payment/store';
import { samplePayment } from './support/commerceSamples';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { exportEveryPage } from './support/csv';
import { backend, info, listOf, on, pagedList } from './support/scriptedBackend';

useScreenTests({ screens: [() => import('../../web/src/features/payment/PaymentHistoryPage')], stores: [usePaymentStore] });

const PROVIDERS = ['tc', 'kicc'] as const;
/** Every state the catalog names, one production might add, and none. */
const STATES = [...PAYMENT_STATES, 'ON_HOLD', ''] as const;
/** Approved (the provider's code), and two that are not. */
const resultsOf = (provider: string) => [approvedResultOf(provider), 1 - approvedResultOf(provider), 9];

const combinations = PROVIDERS.flatMap((provider) => resultsOf(provider).flatMap((approveResult) => STATES.map((state) => ({ provider, approveResult, state }))));

describe('the payment result vocabulary', () => {
  it('maps every provider, approveResult and state to one label of the table, in both languages', () => {
    for (const lang of ['ko', 'en'] as const) {
      const vocabulary = new Set(Object.values(paymentOutcomeLabels).map((l) => l[lang]));
      expect(vocabulary.size).toBe(PAYMENT_STATES.length);
      for (const payment of combinations) {
        const label = paymentResultLabel(payment, lang);
        const outcome = paymentOutcome(payment);
        const approved = payment.approveResult === approvedResultOf(payment.provider);
        // Not approved by spec §9's rule: failed, whatever the state says.
        if (!approved) expect({ payment, outcome, label }).toEqual({ payment, outcome: 'DECLINED', label: paymentOutcomeLabels.DECLINED[lang] });
        // Approved with a known approved state: that state's word, whatever the provider.
        else if (payment.state && payment.state !== 'DECLINED' && payment.state !== 'ON_HOLD') expect({ payment, label }).toEqual({ payment, label: paymentOutcomeLabels[payment.state][lang] });
        // Approved with a state the catalog does not name: "approved" with it as written; with none or a contradicting DECLINED, plain "approved".
        else expect({ payment, outcome, label }).toEqual({ payment, outcome: null, label: payment.state === 'ON_HOLD' ? `${lang === 'ko' ? '승인' : 'Approved'} (ON_HOLD)` : lang === 'ko' ? '승인' : 'Approved' });
        if (outcome) expect(vocabulary.has(label)).toBe(true);
      }
    }
  });

  it('says a refund, full or partial, as a refund for every provider', () => {
    for (const provider of PROVIDERS) {
      const approveResult = approvedResultOf(provider);
      expect(paymentResultLabel({ provider, approveResult, state: 'REFUNDED' }, 'ko')).toBe('승인 (환불)');
      expect(paymentResultLabel({ provider, approveResult, state: 'PARTIAL_REFUND' }, 'ko')).toBe('승인 (부분 환불)');
      expect(paymentResultLabel({ provider, approveResult, state: 'REFUNDED' }, 'en')).toBe('Approved (Refunded)');
      expect(paymentResultLabel({ provider, approveResult, state: 'PARTIAL_REFUND' }, 'en')).toBe('Approved (Partly refunded)');
      expect(paymentResultLabel({ provider, approveResult, state: 'PAID' }, 'ko')).toBe('승인 (결제 완료)');
    }
    expect(paymentOutcomeLabels.DECLINED).toEqual({ ko: '승인 실패', en: 'Approval failed' });
  });

  it('the filter offers the table’s words; each row says one of them in its cell, its CSV column and its detail', async () => {
    // One row per provider, approval and catalog state (but an approved DECLINED, which contradicts itself).
    const rows = PROVIDERS.flatMap((provider) => resultsOf(provider).slice(0, 2).flatMap((approveResult) => PAYMENT_STATES.map((state) => ({ provider, approveResult, state }))))
      .filter((r) => !(r.state === 'DECLINED' && r.approveResult === approvedResultOf(r.provider)));
    const payments = rows.map((r, i) => samplePayment(rows.length - i, { ...r, refundAmount: r.state.includes('REFUND') ? 1000 : 0 }));
    const refunded = payments.find((p) => p.provider === 'kicc' && p.approveResult === 0 && p.state === 'REFUNDED')!;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/payment/list', pagedList(payments.length, (i) => payments[i]!)),
      on(`/employee-point-log/payment/product/list/${refunded.paymentIdx}`, listOf()),
      on('/device/open-door/list', listOf()),
    );
    const { router } = renderApp('/management/payment/history?startDate=2024-05-01&endDate=2024-05-31');
    await screen.findByText(`A${payments.length}`);

    fireEvent.click(screen.getAllByLabelText('Result')[0]!.closest('.p-dropdown')!);
    const options = (await screen.findAllByRole('option', { hidden: true })).filter((el) => el.matches('li.p-dropdown-item')).map((el) => el.textContent);
    expect(options).toEqual(PAYMENT_STATES.map((state) => paymentOutcomeLabels[state].en));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    const table = screen.getByRole('table');
    const header = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const resultColumn = header.indexOf('Result');
    const cellsOf = (p: (typeof payments)[number]) => within(within(table).getByText(`A${p.paymentIdx}`).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    const { lines } = await exportEveryPage(calls, '/payment/list');
    const csvColumn = lines[0]!.split(',').indexOf('Result');
    for (const [i, p] of payments.entries()) {
      const label = paymentOutcomeLabels[paymentOutcome(p)!].en;
      expect(options).toContain(label);
      expect({ row: p.paymentIdx, cell: cellsOf(p)[resultColumn], csv: lines[i + 1]!.split(',')[csvColumn] }).toEqual({ row: p.paymentIdx, cell: label, csv: label });
    }

    // The detail of a refunded card payment of another provider: the same words, with the address.
    fireEvent.click(within(table).getByText(`A${refunded.paymentIdx}`));
    const dialog = await screen.findByTestId('payment-lines-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('payment-result').textContent).toBe('Approved (Refunded)Credit card'));
    expect(new URLSearchParams(router.state.location.search).get('payment')).toBe(String(refunded.paymentIdx));
  });
});
