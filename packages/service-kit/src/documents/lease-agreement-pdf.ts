import { existsSync } from 'node:fs';
import { formatPaiseAsRupees, type Language } from '@trio/contracts/common';
import { lastDayOfLease, leasePeriodLabel } from '@trio/contracts/http/applications';
import { lateFeePaise, lateFeeTermsOf, PROCESSING_FEE_PERCENT, type LateFeeTerms } from '@trio/contracts/money';
import PDFDocument from 'pdfkit';
import { addHindiSummaryPage } from './hindi-summary-page';
import { agreementSummaryInHindi } from './hindi-summary-text';
import { UNICODE_BOLD_FONTS, UNICODE_FONTS } from './unicode-fonts';

/*
 * The leave-and-licence agreement of a lease, as a PDF (pdfkit). Pure: what goes in is plain data, what comes out is
 * the document's bytes. Amounts in ₹ with Indian digit grouping, dates written out ("1 April 2025"). In English, the
 * binding text; a Hindi reader gets one more page, a Hindi summary for convenience (hindi-summary-text.ts).
 */

export interface AgreementParty {
  name: string;
  email?: string | null;
  phone?: string | null;
}

export interface AgreementInput {
  leaseId: string;
  licensor: AgreementParty;
  licensee: AgreementParty;
  /** One line: "Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038". */
  address: string;
  propertyName: string;
  startDate: string;
  /** The lease's end date: the same date a term after the start; the licence's last day is the day before. */
  endDate: string;
  leaseMonths: number;
  rentPaise: number;
  depositPaise: number;
  numPeople: number;
  /** The day the document is produced (YYYY-MM-DD): the day the lease was made, or last renewed. */
  issuedOn: string;
  /** Issue 30: the notice period in calendar months (1 when absent). */
  noticeMonths?: number;
  /** Issue 30: the late fee the lease states (DEFAULT_LATE_FEE_TERMS when absent). */
  lateFee?: LateFeeTerms;
  /** The licence fee from a date, oldest first: more than one after a renewal (`rentPaise` is the current fee). */
  rentPeriods?: readonly { from: string; rentPaise: number }[];
  /** The notice to end early, when given: the end date is its move-out date. */
  notice?: { givenBy: 'tenant' | 'manager'; givenOn: string; moveOutDate: string } | null;
}

/** "1 month", "2 months" of notice. */
const noticeLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The lease's late fee in the summary (issue 30): "2% of the month’s licence fee, at most ₹5,000, after 7 days". */
export function lateFeeSummary(terms: LateFeeTerms, money: (paise: number) => string): string {
  return (
    `${terms.percent}% of the month’s licence fee, at most ${money(terms.capPaise)}, if unpaid ` +
    `${terms.afterDays} ${terms.afterDays === 1 ? 'day' : 'days'} after its due date`
  );
}

/** The licence fee in the summary: the current one, and since when after a renewal (the earlier one named). */
export function licenceFeeText(input: AgreementInput, money: (paise: number) => string): string {
  const periods = input.rentPeriods ?? [];
  const current = periods.at(-1);
  const before = periods.at(-2);
  if (!current || !before) return money(input.rentPaise);
  return `${money(current.rentPaise)} from ${longDate(current.from)} (${money(before.rentPaise)} before)`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2025-04-01 → "1 April 2025". */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 1 → "1st", 15 → "15th", 22 → "22nd". */
function ordinalDay(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/**
 * The monthly due day in words, the day the rent ledger (payments) bills on: the start date's day of the month,
 * and for a start on the 29th, 30th or 31st the last day of a shorter month (31 January → 28 February → 31 March).
 */
export function dueDayWords(startDate: string): string {
  const day = Number(startDate.slice(8, 10));
  const each = `the ${ordinalDay(day)} day of each month`;
  return day > 28 ? `${each} (the last day of a month that has fewer days)` : each;
}

/** The agreement's clauses: numbered, in order. */
export function agreementClauses(input: AgreementInput, money: (paise: number) => string): string[] {
  const lateFee = lateFeeTermsOf(input.lateFee);
  return [
    `Premises. The Licensor grants the Licensee a licence to occupy the premises at ${input.address} (“the Premises”) ` +
      `for residential use only, by not more than ${input.numPeople} ${input.numPeople === 1 ? 'person' : 'people'}.`,
    `Period. The licence is for ${leasePeriodLabel(input.leaseMonths)}, from the start date to the end date stated ` +
      'above, both days included. It may be renewed only by a new agreement in writing signed by both parties' +
      ((input.rentPeriods?.length ?? 0) > 1
        ? `; it was so renewed on ${longDate(input.issuedOn)}, and this agreement states the renewed terms.`
        : '.'),
    `Licence fee. The Licensee pays a licence fee of ${licenceFeeText(input, money)} a month, in advance, through Trio ` +
      `Rentals, on ${dueDayWords(input.startDate)} (the due date), the first month’s fee with the security ` +
      `deposit before moving in. A licence fee still unpaid ${lateFee.afterDays} days after its due date is ` +
      `overdue. Trio Rentals charges the Licensee a processing fee of ${PROCESSING_FEE_PERCENT}% of the licence fee ` +
      'on each payment; it is not part of the licence fee.',
    `Late fee. A month’s licence fee still unpaid ${lateFee.afterDays} days after its due date carries a late ` +
      `fee of ${lateFee.percent}% of that month’s licence fee, at most ${money(lateFee.capPaise)} ` +
      `(${money(lateFeePaise(input.rentPaise, lateFee))} on this licence fee), charged once for the month and payable with ` +
      'it. The property manager may waive it.',
    `Security deposit. The Licensee has paid an interest-free refundable security deposit of ` +
      `${money(input.depositPaise)} (one and a half months’ licence fee), returned within 30 days of the Premises being handed ` +
      'back, less any unpaid licence fee, charges or cost of damage beyond normal wear and tear.',
    'Charges. Electricity, water, gas and internet are paid by the Licensee on actual use; society maintenance ' +
      'charges and property taxes are paid by the Licensor.',
    'Use and care. The Licensee keeps the Premises clean and in good repair, makes no structural change, does not ' +
      'sublet or part with possession, and follows the rules of the building or society.',
    'Access. The Licensor may inspect the Premises at a reasonable time after 24 hours’ notice to the Licensee.',
    `Termination. Either party may end this licence before the end date by giving ${noticeLabel(input.noticeMonths ?? 1)}’ ` +
      'notice in writing. ' +
      'The Licensee hands back the Premises, with the keys, when the licence ends.',
    'Nature of the agreement. This is a leave and licence agreement under section 52 of the Indian Easements Act, ' +
      '1882; it creates no tenancy and no interest in the Premises in favour of the Licensee.',
    'Registration and law. This agreement is to be stamped and registered as required by the law of the state in ' +
      'which the Premises are situated; it is governed by the laws of India.',
  ];
}

/** The agreement of a lease as PDF bytes, for a reader of `language` (Hindi: with a Hindi summary page). */
export function renderAgreementPdf(input: AgreementInput, language: Language = 'en'): Promise<Buffer> {
  const regularFont = UNICODE_FONTS.find((path) => existsSync(path));
  const boldFont = UNICODE_BOLD_FONTS.find((path) => existsSync(path)) ?? regularFont;
  const money = (paise: number) => {
    const text = formatPaiseAsRupees(paise);
    return regularFont ? text : text.replace('₹', 'Rs. ');
  };

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Leave and Licence Agreement ${input.leaseId}`,
      Author: 'Trio Rentals',
      Subject: input.address,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const regular = () => (regularFont ? doc.font(regularFont) : doc.font('Helvetica'));
  const bold = () => (boldFont ? doc.font(boldFont) : doc.font('Helvetica-Bold'));

  bold().fontSize(16).text('LEAVE AND LICENCE AGREEMENT', { align: 'center' });
  regular().fontSize(9).fillColor('#555555').text(`Agreement no. ${input.leaseId}`, { align: 'center' });
  doc.moveDown(1.2).fillColor('#000000');

  regular()
    .fontSize(10.5)
    .text(`This agreement is made on ${longDate(input.issuedOn)} between:`)
    .moveDown(0.6);
  const party = (role: string, who: AgreementParty) => {
    bold().text(`${role}: ${who.name}`);
    const contact = [who.email, who.phone].filter(Boolean).join(' · ');
    if (contact) regular().text(contact);
    doc.moveDown(0.5);
  };
  party('Licensor (owner)', input.licensor);
  party('Licensee', input.licensee);

  bold().text('Summary').moveDown(0.3);
  const rows: [string, string][] = [
    ['Premises', `${input.propertyName}, ${input.address}`],
    ['Start date', longDate(input.startDate)],
    // The licence's last day, stated once (the lease's end date is the day after it).
    ['End date', longDate(lastDayOfLease(input.endDate))],
    ['Period', `${leasePeriodLabel(input.leaseMonths)}, both days included`],
    ['Monthly licence fee (rent)', licenceFeeText(input, money)],
    ['Security deposit', money(input.depositPaise)],
    ['Notice period', noticeLabel(input.noticeMonths ?? 1)],
    ['Late fee', lateFeeSummary(lateFeeTermsOf(input.lateFee), money)],
    ...(input.notice
      ? ([
          [
            'Notice given',
            `by the ${input.notice.givenBy === 'tenant' ? 'Licensee' : 'Licensor’s manager'} on ` +
              `${longDate(input.notice.givenOn)}; the Licensee moves out on ${longDate(input.notice.moveOutDate)}`,
          ],
        ] as [string, string][])
      : []),
    ['Licence fee due', dueDayWords(input.startDate).replace(/^the /, 'The ')],
    ['Occupants (at most)', String(input.numPeople)],
  ];
  for (const [label, value] of rows) {
    regular().text(`${label}: ${value}`);
  }
  doc.moveDown(0.8);

  bold().text('Terms').moveDown(0.3);
  agreementClauses(input, money).forEach((clause, index) => {
    regular()
      .text(`${index + 1}. ${clause}`, { align: 'justify' })
      .moveDown(0.4);
  });

  doc.moveDown(1.5);
  regular().text(`Licensor: ${input.licensor.name}            Licensee: ${input.licensee.name}`);
  doc.moveDown(0.3).fontSize(9).fillColor('#555555');
  regular().text('Signed electronically through Trio Rentals on payment of the move-in amount.');
  if (language === 'hi') addHindiSummaryPage(doc, agreementSummaryInHindi(input));
  doc.end();
  return done;
}
