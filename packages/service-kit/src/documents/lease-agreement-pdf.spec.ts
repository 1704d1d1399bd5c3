import { lastDayOfLease } from '@trio/contracts/http/applications';
import { leaseAgreementInput } from './lease-agreement-input';
import { agreementClauses, dueDayWords, renderAgreementPdf, type AgreementInput } from './lease-agreement-pdf';
import { pdfPages, pdfText } from '../../test/pdf-text';

const count = (text: string, part: string) => text.split(part).length - 1;

const input = (overrides: Partial<AgreementInput> = {}): AgreementInput => ({
  leaseId: '6720aa00bb00cc00dd000099',
  licensor: { name: 'Vikram Rathore', email: 'landlord@trio.rentals' },
  licensee: { name: 'Asha Rao', email: 'asha.rao@example.in', phone: '+919812345678' },
  address: 'Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  propertyName: 'Studio in Indiranagar',
  startDate: '2026-12-15',
  endDate: '2027-11-15',
  leaseMonths: 11,
  rentPaise: 2_500_050,
  depositPaise: 3_750_075,
  numPeople: 2,
  issuedOn: '2026-11-27',
  ...overrides,
});

/** Issue 25, item 8: one due date (the ledger's), one end date, and clauses that read as a legal document. */
describe('the leave-and-licence agreement', () => {
  it('states one end date, the day before the same date a term later, and the due day the ledger bills on', async () => {
    const text = pdfText(await renderAgreementPdf(input()));
    expect(text).toContain('Start date: 15 December 2026');
    expect(text).toContain('End date: 14 November 2027');
    expect(count(text, '14 November 2027')).toBe(1);
    expect(text).not.toContain('15 November 2027');
    expect(text).toContain('from the start date to the end date stated above, both days included');
    // Rent is due on the move-in day of the month, as the payments ledger bills it (services/payments/src/ledger/
    // rent-schedule.ts: the start date's day each month); no other due day anywhere.
    expect(text).toContain('on the 15th day of each month (the due date)');
    expect(text).toContain('Licence fee due: The 15th day of each month');
    expect(text).not.toMatch(/\b5th day/);
    expect(text).not.toContain('by the 5th');
    // Amounts in ₹ with Indian grouping, to the paisa.
    expect(text).toContain('₹25,000.50');
    expect(text).toContain('₹37,500.75');
    // The registration clause reads as English.
    expect(text).toContain(
      'stamped and registered as required by the law of the state in which the Premises are situated',
    );
    expect(text).not.toContain('where the Premises are requires');
  });

  it('for a Hindi reader, stays the English agreement and adds a Hindi summary page, the English text binding', async () => {
    const englishPages = pdfPages(await renderAgreementPdf(input()));
    const pages = pdfPages(await renderAgreementPdf(input(), 'hi'));
    expect(pages).toHaveLength(englishPages.length + 1);
    expect(pages.slice(0, -1)).toEqual(englishPages);
    expect(englishPages.join(' ')).not.toMatch(/[\u0900-\u097F]/);
    const hindi = pages.at(-1)!;
    expect(hindi).toContain('लीव एंड लाइसेंस एग्रीमेंट (किरायानामा): सारांश');
    expect(hindi).toContain('एग्रीमेंट नंबर 6720aa00bb00cc00dd000099 · 27 नवंबर 2026');
    expect(hindi).toContain(
      'क़ानूनी रूप से बाध्यकारी पाठ पिछले पेजों पर दिया गया अंग्रेज़ी एग्रीमेंट ही है; दोनों में कोई अंतर हो, तो ' +
        'अंग्रेज़ी एग्रीमेंट ही मान्य होगा।',
    );
    expect(hindi).toContain('लाइसेंसदाता (मकान-मालिक): Vikram Rathore · landlord@trio.rentals');
    expect(hindi).toContain('लाइसेंसधारी (किरायेदार): Asha Rao · asha.rao@example.in · +919812345678');
    expect(hindi).toContain('घर: Studio in Indiranagar, Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar,');
    expect(hindi).toContain('अवधि: 11 महीने, पहला और आख़िरी दिन दोनों शामिल');
    expect(hindi).toContain('शुरू होने की तारीख: 15 दिसंबर 2026');
    // The licence's last day, as in the English agreement.
    expect(hindi).toContain('खत्म होने की तारीख: 14 नवंबर 2027');
    expect(hindi).toContain('मासिक किराया (लाइसेंस शुल्क): ₹25,000.50');
    expect(hindi).toContain('सिक्योरिटी डिपॉज़िट: ₹37,500.75');
    expect(hindi).toContain('किराये की देय तारीख: हर महीने की 15 तारीख');
    expect(hindi).toContain('ज़्यादा से ज़्यादा रहने वाले: 2 लोग');
    expect(hindi).toContain('देय तारीख के 7 दिन बाद तक न चुकाया गया किराया बकाया माना जाएगा');
    expect(hindi).toContain('कोई भी पक्ष एक महीने का लिखित नोटिस देकर');
  });

  it('in Hindi, counts one month and one person, and says the ledger’s rule for a start after the 28th', async () => {
    const hindi = pdfPages(
      await renderAgreementPdf(
        input({ startDate: '2027-01-31', endDate: '2027-02-28', leaseMonths: 1, numPeople: 1 }),
        'hi',
      ),
    ).at(-1)!;
    expect(hindi).toContain('अवधि: 1 महीना,');
    expect(hindi).toContain('ज़्यादा से ज़्यादा रहने वाले: 1 व्यक्ति');
    expect(hindi).toContain('किराये की देय तारीख: हर महीने की 31 तारीख (जिस महीने में इतने दिन न हों, उसकी आख़िरी तारीख)');
  });

  it('states the late fee from the constants: 2 % of the month’s fee after 7 days, capped, and its amount here', async () => {
    const text = pdfText(await renderAgreementPdf(input()));
    // 2 % of ₹25,000.50 is ₹500.01 (half a paisa rounded up), under the ₹5,000 cap.
    expect(text).toMatch(/Late fee\. A month’s licence fee still unpaid 7 days after its due date carries a late\s+fee of 2% of/);
    expect(text).toContain('₹5,000');
    expect(text).toContain('(₹500.01 on this licence fee)');
    const capped = agreementClauses(input({ rentPaise: 5_00_00_000 }), (paise) => `₹${paise / 100}`).join(' ');
    expect(capped).toContain('at most ₹5000 (₹5000 on this licence fee)');
    const hindi = pdfPages(await renderAgreementPdf(input(), 'hi')).at(-1)!;
    expect(hindi).toContain('देय तारीख के 7 दिन बाद तक न चुकाए गए महीने पर एक बार विलंब शुल्क लगेगा');
    expect(hindi).toContain('ज़्यादा से ज़्यादा ₹5,000');
    expect(hindi).toContain('(इस किराये पर ₹500.01)');
  });

  it('states the lease’s own late fee (issue 30): 5 % after 3 days, at most ₹1,000, from the lease or its event', async () => {
    const lease = {
      leaseId: '6720aa00bb00cc00dd000099',
      tenant: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
      property: {
        name: 'Studio in Indiranagar',
        address: { line1: '12th Main Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560038' },
      },
      startDate: '2026-12-15',
      endDate: '2027-11-15',
      leaseMonths: 11,
      rentPaise: 2_500_000,
      depositPaise: 3_750_000,
      numPeople: 2,
      createdAt: '2026-11-27T06:00:00.000Z',
      lateFee: { percent: 5, capPaise: 1_00_000, afterDays: 3 },
    };
    const agreement = leaseAgreementInput(lease, { firstName: 'Vikram', lastName: 'Rathore' });
    expect(agreement.lateFee).toEqual({ percent: 5, capPaise: 1_00_000, afterDays: 3 });
    const text = pdfText(await renderAgreementPdf(agreement));
    // 5 % of ₹25,000 is ₹1,250: the lease's cap, ₹1,000, is what this fee costs.
    expect(text).toMatch(/Late fee\. A month’s licence fee still unpaid 3 days after its due date carries a late\s+fee of 5% of/);
    expect(text).toContain('at most ₹1,000 (₹1,000 on this licence fee)');
    expect(text).toMatch(/unpaid 3 days after its due date is\s+overdue/);
    expect(text).toMatch(/Late fee: 5% of the month’s licence fee, at most ₹1,000, if unpaid 3 days after its due\s+date/);
    expect(text).not.toContain('7 days');
    expect(text).not.toContain('₹5,000');
    const hindi = pdfPages(await renderAgreementPdf(agreement, 'hi')).at(-1)!;
    expect(hindi).toContain('देय तारीख के 3 दिन बाद तक न चुकाए गए महीने पर एक बार विलंब शुल्क लगेगा');
    expect(hindi).toMatch(/किराये का 5\s%, ज़्यादा से ज़्यादा ₹1,000 \(इस किराये पर ₹1,000\)/);
    // A lease stored before per-lease terms reads as the defaults.
    const { lateFee: _omitted, ...older } = lease;
    expect(leaseAgreementInput(older, null).lateFee).toEqual({ percent: 2, capPaise: 500_000, afterDays: 7 });
  });

  it('on a move-in on the 31st, says the ledger’s rule for a shorter month', () => {
    const start = '2027-01-31';
    // The ledger bills 31 January, 28 February, 31 March… (rent-schedule.ts, date-fns' addMonths from the start).
    expect(dueDayWords(start)).toBe('the 31st day of each month (the last day of a month that has fewer days)');
    expect(dueDayWords('2027-01-01')).toBe('the 1st day of each month');
    expect(dueDayWords('2027-01-22')).toBe('the 22nd day of each month');
    expect(lastDayOfLease('2027-07-31')).toBe('2027-07-30');
    const clauses = agreementClauses(input({ startDate: start, endDate: '2027-07-31', leaseMonths: 6 }), String);
    expect(clauses[2]).toContain('on the 31st day of each month (the last day of a month that has fewer days)');
  });

  it('is made the same from the lease document or the lease event: parties, one-line address, dated in India', () => {
    const lease = {
      leaseId: 'l1',
      tenant: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.in' },
      property: {
        name: '1 BHK Apartment in Kothrud',
        address: {
          line1: 'Flat 2, Sai Heights',
          locality: 'Kothrud',
          city: 'Pune',
          state: 'Maharashtra',
          pinCode: '411038',
        },
      },
      startDate: '2026-12-15',
      endDate: '2027-11-15',
      leaseMonths: 11,
      rentPaise: 2_000_000,
      depositPaise: 3_000_000,
      numPeople: 1,
      // 20:00 UTC on 30 November is 1 December in India.
      createdAt: '2026-11-30T20:00:00.000Z',
    };
    expect(
      leaseAgreementInput(lease, { firstName: 'Vikram', lastName: 'Rathore', email: 'v@example.in' }),
    ).toMatchObject({
      licensor: { name: 'Vikram Rathore', email: 'v@example.in' },
      licensee: { name: 'Asha Rao', email: 'asha@example.in', phone: null },
      address: 'Flat 2, Sai Heights, Kothrud, Pune, Maharashtra 411038',
      issuedOn: '2026-12-01',
    });
    expect(leaseAgreementInput(lease, { displayName: 'vikram' }).licensor.name).toBe('vikram');
    expect(leaseAgreementInput(lease, null).licensor).toEqual({ name: 'The owner', email: null });
  });

  it('states the renewed terms (the new end, the fee from the renewal), the notice period and a notice given', async () => {
    const renewed = leaseAgreementInput(
      {
        leaseId: '6720aa00bb00cc00dd000099',
        tenant: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
        property: {
          name: 'Studio in Indiranagar',
          address: { line1: '12th Main Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560038' },
        },
        startDate: '2026-12-15',
        endDate: '2028-11-15',
        leaseMonths: 23,
        rentPaise: 2_625_000,
        depositPaise: 3_750_000,
        numPeople: 2,
        createdAt: '2026-11-27T06:00:00.000Z',
        noticeMonths: 2,
        rentPeriods: [
          { from: '2026-12-15', rentPaise: 2_500_000 },
          { from: '2027-11-15', rentPaise: 2_625_000 },
        ],
        renewedAt: '2027-10-01T06:00:00.000Z',
        notice: { givenBy: 'tenant', givenAt: '2028-01-10T06:00:00.000Z', moveOutDate: '2028-11-15' },
      },
      { firstName: 'Vikram', lastName: 'Rathore' },
    );
    const text = pdfText(await renderAgreementPdf(renewed));
    expect(text).toContain('This agreement is made on 1 October 2027');
    expect(text).toContain('End date: 14 November 2028');
    expect(text).toContain('₹26,250 from 15 November 2027 (₹25,000 before)');
    expect(text).toContain('Notice period: 2 months');
    expect(text).toContain('it was so renewed on 1 October 2027');
    expect(text).toMatch(
      /Notice given: by the Licensee on 10 January 2028; the Licensee moves out on\s+15 November 2028/,
    );
    expect(agreementClauses(renewed, String).join(' ')).toContain('giving 2 months’ notice in writing');
  });
});
