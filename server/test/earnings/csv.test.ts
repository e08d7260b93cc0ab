import type { EarningLineDto } from '@ssb/domain';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvRupees, csvText, earningsCsv, earningsCsvFilename, earningsCsvLine } from '../../src/features/earnings/csv';
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
  it('adds fee, GST and net into gross, and owes net minus paid', () => {
    expect(totalsOf({ fee: 20_000, gst: 3_600, net: 176_400, paid: 100_000 })).toEqual({
      gross: 200_000,
      fee: 20_000,
      gst: 3_600,
      net: 176_400,
      paid: 100_000,
      payable: 76_400,
    });
  });
});
