import type { EarningLineDto, StatementDto } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvRupees, csvText, earningsCsv, earningsCsvFilename, earningsCsvLine, statementCsv, statementCsvFilename } from '../../src/features/earnings/csv';
import { totalsOf } from '../../src/features/earnings/totals';

const line = (fields: Partial<EarningLineDto> = {}): EarningLineDto => ({
  purchase: 'session',
  sessionId: 's1',
  title: 'Mock interview',
  menteeName: 'Asha Rao',
  scheduledAt: '2031-03-10T04:00:00.000Z',
  completedAt: '2031-03-10T05:00:00.000Z',
  gross: 200_000,
  fee: 20_000,
  gst: 3_600,
  net: 176_400,
  payableFrom: null,
  transfer: null,
  ...fields,
});

describe('csvRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [176_450, '1764.50'],
    [200_000, '2000.00'],
    [-1_250, '-12.50'],
    [100_000_000_00, '100000000.00'],
  ])('%i paise is %s', (paise, text) => expect(csvRupees(paise)).toBe(text));
});

describe('csvText', () => {
  it('leaves plain text alone', () => expect(csvText('Mock interview')).toBe('Mock interview'));

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvText('GD, PI')).toBe('"GD, PI"');
    expect(csvText('The "big" one')).toBe('"The ""big"" one"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://x.test","click")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])('defuses the formula %j with an apostrophe', (cell) => {
    const out = csvText(cell);
    const unquoted = out.startsWith('"') ? out.slice(1, -1).replace(/""/g, '"') : out;
    expect(unquoted).toBe(`'${cell}`);
  });

  it('defuses first, then quotes, so the apostrophe is inside the quotes', () => {
    expect(csvText('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('csvDateTime', () => {
  it("writes India's time as 'YYYY-MM-DD HH:mm'", () => expect(csvDateTime('2031-03-10T04:00:00.000Z')).toBe('2031-03-10 09:30'));
  it('moves to the next day in India after 18:30 UTC', () => expect(csvDateTime('2031-12-31T18:30:00.000Z')).toBe('2032-01-01 00:00'));
  it('is empty for no date', () => expect(csvDateTime(null)).toBe(''));
});

describe('earningsCsv', () => {
  it('has a header, one line per session, CRLF line ends and a byte order mark', () => {
    const csv = earningsCsv([line(), line({ title: '=cmd|calc', menteeName: 'Ravi, K', completedAt: null })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toEqual([
      'Session date (IST),Completed (IST),Session,Mentee,Gross (INR),Platform fee (INR),GST on fee (INR),Net (INR)',
      '2031-03-10 09:30,2031-03-10 10:30,Mock interview,Asha Rao,2000.00,200.00,36.00,1764.00',
      `2031-03-10 09:30,,'=cmd|calc,"Ravi, K",2000.00,200.00,36.00,1764.00`,
      '',
    ]);
  });

  it('is only the header without sessions', () => {
    expect(earningsCsv([]).slice(1).split('\r\n')).toHaveLength(2);
  });

  it('keeps negative amounts as numbers (ours, not user text)', () => {
    expect(earningsCsvLine(line({ gross: -200_000, fee: -20_000, gst: -3_600, net: -176_400 }))).toMatch(/,-2000\.00,-200\.00,-36\.00,-1764\.00$/);
  });

  it("names the file after the day in India", () => {
    expect(earningsCsvFilename(new Date('2031-03-10T20:00:00.000Z'))).toBe('ssb-earnings-2031-03-11.csv');
  });
});

describe('totalsOf', () => {
  const balance = { fee: 20_000, gst: 3_600, net: 176_400, pending: 50_000, payouts: 60_000, transferred: 40_000, onTheWay: 10_000, inTransfers: 5_000, balance: 26_400 };

  it('adds fee, GST and net into gross; what is payable is the balance, paid out is what reached the bank', () => {
    expect(totalsOf(balance)).toEqual({
      gross: 200_000,
      fee: 20_000,
      gst: 3_600,
      net: 176_400,
      pending: 50_000,
      payable: 26_400,
      onTheWay: 10_000,
      paidOut: 90_000,
      owed: 0,
      inTransfers: 5_000,
    });
  });

  it('shows a balance below zero as owed, never as a negative payable', () => {
    expect(totalsOf({ ...balance, balance: -12_345 })).toMatchObject({ payable: 0, owed: 12_345 });
  });
});

describe('statementCsv', () => {
  const statement: StatementDto = {
    month: '2031-03',
    coachName: 'Vikram Singh',
    from: '2031-02-28T18:30:00.000Z',
    to: '2031-03-31T18:30:00.000Z',
    openingBalance: 10_000,
    earned: 175_200,
    reversed: -50_000,
    paidOut: -100_000,
    closingBalance: 35_200,
    closingPending: 0,
    owedToCoach: 35_200,
    owedByCoach: 0,
    totals: { gross: 143_311, fee: 14_331, gst: 2_580, tcs: 1_000, tds: 200, net: 125_200 },
    transferred: 0,
    entries: [
      {
        at: '2031-03-10T05:00:00.000Z',
        kind: 'earning',
        title: '=Mock, "one"',
        reference: null,
        invoice: { id: 'i1', number: 'SSB/30-31/000007', documentType: 'tax_invoice' },
        gross: 200_000,
        fee: 20_000,
        gst: 3_600,
        tcs: 1_000,
        tds: 200,
        amount: 175_200,
        payableFrom: null,
      },
      { at: '2031-03-12T05:00:00.000Z', kind: 'reversal', title: 'GD', reference: null, invoice: null, gross: -56_689, fee: -5_669, gst: -1_020, tcs: 0, tds: 0, amount: -50_000, payableFrom: null },
      { at: '2031-03-20T05:00:00.000Z', kind: 'payout', title: 'Payout', reference: 'UTR1', invoice: null, gross: null, fee: null, gst: null, tcs: null, tds: null, amount: -100_000, payableFrom: null },
    ],
  };

  it('opens and closes with the balances, splits each entry (fee, GST, TCS, TDS, net) with its paper, totals the month, in rupees and India time', () => {
    const rows = statementCsv(statement).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows).toEqual([
      'Date (IST),Entry,Session or review,Reference,Invoice or credit note,Gross (INR),Platform fee (INR),GST on fee (INR),TCS (INR),TDS (INR),Net amount (INR),Payable from (IST)',
      '2031-03-01 00:00,Opening balance,,,,,,,,,100.00,',
      `2031-03-10 10:30,Earned,"'=Mock, ""one""",,SSB/30-31/000007,2000.00,200.00,36.00,10.00,2.00,1752.00,`,
      '2031-03-12 10:30,Taken back (refund or dispute),GD,,,-566.89,-56.69,-10.20,0.00,0.00,-500.00,',
      '2031-03-20 10:30,Payout,Payout,UTR1,,,,,,,-1000.00,',
      '2031-04-01 00:00,Month totals (earned less taken back),,,,1433.11,143.31,25.80,10.00,2.00,1252.00,',
      '2031-04-01 00:00,Transferred to your account,,,,,,,,,0.00,',
      '2031-04-01 00:00,Closing balance,,,,,,,,,352.00,',
      '2031-04-01 00:00,Of which pending,,,,,,,,,0.00,',
      '2031-04-01 00:00,Owed to you,,,,,,,,,352.00,',
      '2031-04-01 00:00,You owe,,,,,,,,,0.00,',
      '',
    ]);
    expect(statementCsvFilename('2031-03')).toBe('ssb-statement-2031-03.csv');
  });
});
