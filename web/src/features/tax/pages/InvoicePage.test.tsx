import type { InvoiceDto } from '@ssb/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, signInAs } from '../../../../test/utils';
import InvoicePage from './InvoicePage';

const party = { name: 'SSB Academy Pvt Ltd', address: '1 FC Road, Pune 411004', stateCode: '27', stateName: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
function anInvoice(fields: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 'i1',
    documentType: 'tax_invoice',
    number: 'SSB/30-31/000042',
    issuedAt: '2031-03-05T06:00:00.000Z',
    description: 'Marketplace service fee: 1:1 session completed',
    sac: '998599',
    placeOfSupply: '29',
    placeOfSupplyName: 'Karnataka',
    stateTaxName: 'SGST',
    taxable: 250,
    cgst: 0,
    sgst: 0,
    igst: 45,
    total: 295,
    supplier: party,
    recipient: { name: 'Vikram Singh', address: '12 Residency Road, Bengaluru 560025', stateCode: '29', stateName: 'Karnataka', gstin: '29ABCDE1234F1Z5' },
    refersTo: null,
    sessionId: 's1',
    practiceReviewId: null,
    url: '/invoices/i1',
    ...fields,
  };
}

const render = (invoice: InvoiceDto | null) => {
  mockFetch(() => (invoice ? jsonResponse({ success: true, data: invoice }) : jsonResponse({ success: false, error: 'Invoice not found' }, 404)));
  signInAs({ role: 'mentor' });
  renderApp('/invoices/i1', [{ path: '/invoices/:id', element: <InvoicePage /> }]);
};

describe('/invoices/:id', () => {
  it('prints a tax invoice across states with IGST, the place of supply, SAC and both GSTINs', async () => {
    render(anInvoice());
    const paper = within((await screen.findByRole('heading', { name: 'SSB/30-31/000042' })).closest('article')!);
    expect(paper.getByText('Tax invoice')).toBeInTheDocument();
    expect(paper.getByText('Karnataka (29)')).toBeInTheDocument();
    expect(paper.getByText('998599')).toBeInTheDocument();
    expect(paper.getByText('GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(paper.getByText('GSTIN 29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(paper.getByRole('row', { name: /IGST 18%/ })).toHaveTextContent('₹45.00');
    expect(paper.getByRole('row', { name: /Total/ })).toHaveTextContent('₹295.00');
    expect(paper.queryByText(/CGST/)).toBeNull();
  });

  it('prints CGST and SGST within the state, and a credit note against its invoice', async () => {
    render(
      anInvoice({
        documentType: 'credit_note',
        number: 'SCN/30-31/000001',
        placeOfSupply: '27',
        placeOfSupplyName: 'Maharashtra',
        cgst: 22.5,
        sgst: 22.5,
        igst: 0,
        refersTo: { id: 'i0', number: 'SSB/30-31/000041' },
      }),
    );
    const paper = within((await screen.findByRole('heading', { name: 'SCN/30-31/000001' })).closest('article')!);
    expect(paper.getByText('Credit note')).toBeInTheDocument();
    expect(paper.getByRole('link', { name: 'SSB/30-31/000041' })).toHaveAttribute('href', '/invoices/i0');
    expect(paper.getByRole('row', { name: /CGST 9%/ })).toHaveTextContent('₹22.50');
    expect(paper.getByRole('row', { name: /SGST 9%/ })).toHaveTextContent('₹22.50');
  });

  it('says when there is no invoice', async () => {
    render(null);
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });
});
