import { formatIndianDate, formatIndianDateTime, formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { lateFeePaise, lateFeeReason, lateFeeTermsOf, PROCESSING_FEE_PERCENT } from '@trio/contracts/money';
import type { HindiSummary } from './hindi-summary-page';
import type { AgreementInput } from './lease-agreement-pdf';
import type { ReceiptInput } from './receipt-pdf';

/*
 * The Hindi words of the documents' Hindi summary pages, in one place, in the product's Hindi (the SPA's glossary,
 * frontend/src/i18n/GLOSSARY.md, and the words of its receipt screen). Amounts stay "₹1,07,000" (Latin digits,
 * Indian grouping); dates spell the month in Hindi ("15 दिसंबर 2026"), in India.
 */

const hindiPlural = new Intl.PluralRules('hi-IN');

/** A calendar date (YYYY-MM-DD) or an instant → "15 दिसंबर 2026". */
export const hindiDate = (value: string | Date) => formatIndianDate(value, 'hi');

/** An instant → "8 मार्च 2025, 11:00 am IST": the date and the time apart, as the SPA and the e-mails write them. */
export const hindiDateTime = (value: string | Date) => formatIndianDateTime(value, 'hi');

/** A count with its noun in Hindi's form for it (CLDR: 0 and 1 take the singular): "1 महीना", "11 महीने". */
const counted = (count: number, one: string, other: string) =>
  `${count} ${hindiPlural.select(count) === 'one' ? one : other}`;

/** The monthly due day: "हर महीने की 15 तारीख", with the ledger's rule for a shorter month after the 28th. */
export function hindiDueDay(startDate: string): string {
  const day = Number(startDate.slice(8, 10));
  const each = `हर महीने की ${day} तारीख`;
  return day > 28 ? `${each} (जिस महीने में इतने दिन न हों, उसकी आख़िरी तारीख)` : each;
}

/** What a payment is for, as the receipt's English `receiptPaymentLabel` says it. */
function paymentForInHindi(paymentFor: NonNullable<ReceiptInput['paymentFor']>): string {
  if (paymentFor.type === 'initial') return 'मूव-इन भुगतान (पहले महीने का किराया, सिक्योरिटी डिपॉज़िट और शुल्क)';
  if (!paymentFor.month) return 'मासिक किराया';
  // As the SPA names it (billing.paymentType.withMonth): "मासिक किराया (जनवरी 2027)".
  return `मासिक किराया (${formatIndianMonth(paymentFor.month, 'hi')})`;
}

/** The parts of an amount, by the payment record's breakdown keys (the SPA's billing.costs.* words). */
const RECEIPT_PARTS: Record<string, string> = {
  rentPaise: 'मासिक किराया',
  securityDepositPaise: 'सिक्योरिटी डिपॉज़िट (किराये का 1.5 गुना)',
  applicationFeePaise: 'आवेदन शुल्क',
  processingFeePaise: `प्रोसेसिंग शुल्क (किराये का ${PROCESSING_FEE_PERCENT}\u00A0%)`,
};

/** A part's line in Hindi; a late fee with why it was charged, for its month. */
function receiptPartInHindi(input: ReceiptInput, key: string | undefined, label: string): string {
  if (key === 'lateFeePaise' && input.paymentFor?.month)
    return lateFeeReason(input.paymentFor.month, null, 'hi', input.paymentFor.lateFeeAfterDays);
  return (key && RECEIPT_PARTS[key]) ?? label;
}

/** A payment's status (the SPA's billing.receipt.status). */
const PAYMENT_STATUS: Record<string, string> = {
  pending: 'लंबित',
  completed: 'पूरा हुआ',
  failed: 'विफल',
  refunded: 'वापस किया गया',
};

/** The receipt's Hindi summary: who paid, for what, for which home, how much (part by part), when, and the ids. */
export function receiptSummaryInHindi(input: ReceiptInput): HindiSummary {
  const money = formatPaiseAsRupees;
  return {
    title: 'भुगतान की रसीद: सारांश',
    subtitle: `Trio Rentals · रसीद ${input.receipt}`,
    rows: [
      ['ट्रांज़ैक्शन ID', input.txnId],
      ['भुगतानकर्ता', `${input.payerName} <${input.payerEmail}>`],
      // A receipt made without the payment's kind (an older e-mail job) names it in the English words it was given.
      ['किसलिए', input.paymentFor ? paymentForInHindi(input.paymentFor) : input.paymentLabel],
      ['प्रॉपर्टी', input.propertyName],
      ['पता', input.propertyAddress],
      ...(input.parts ?? []).map(
        ({ key, label, paise }) => [receiptPartInHindi(input, key, label), money(paise)] as const,
      ),
      ['कुल भुगतान', money(input.amountPaise)],
      ['भुगतान की तारीख', hindiDateTime(input.paidAt)],
      ['Razorpay भुगतान ID', input.razorpayPaymentId ?? '—'],
      ['Razorpay ऑर्डर ID', input.razorpayOrderId],
      ...(input.status ? [['स्थिति', PAYMENT_STATUS[input.status] ?? input.status] as const] : []),
    ],
    footnote:
      'यह पेज पिछले पेज पर दी गई अंग्रेज़ी रसीद का हिंदी सारांश है। राशि भारतीय रुपये में है और समय भारतीय मानक ' + 'समय (IST) में।',
  };
}

/** A party of the agreement on one line: "Asha Rao · asha.rao@example.in · +919812345678". */
const partyLine = (party: AgreementInput['licensor']) =>
  [party.name, party.email, party.phone].filter(Boolean).join(' · ');

/** The licence fee: the current one, and since when after a renewal (the earlier one named), as in English. */
function hindiLicenceFee(input: AgreementInput): string {
  const periods = input.rentPeriods ?? [];
  const current = periods.at(-1);
  const before = periods.at(-2);
  if (!current || !before) return formatPaiseAsRupees(input.rentPaise);
  return (
    `${formatPaiseAsRupees(current.rentPaise)}, ${hindiDate(current.from)} से ` +
    `(उससे पहले ${formatPaiseAsRupees(before.rentPaise)})`
  );
}

/**
 * The agreement's Hindi summary: the parties, the home, the period and its dates, the rent, the deposit, the due
 * day and the key terms in short, under a line that the English agreement is the binding text.
 */
export function agreementSummaryInHindi(input: AgreementInput): HindiSummary {
  const money = formatPaiseAsRupees;
  const lateFee = lateFeeTermsOf(input.lateFee);
  return {
    title: 'लीव एंड लाइसेंस एग्रीमेंट (किरायानामा): सारांश',
    subtitle: `Trio Rentals · एग्रीमेंट नंबर ${input.leaseId} · ${hindiDate(input.issuedOn)}`,
    preface:
      'यह सारांश सिर्फ़ आपकी सुविधा के लिए है। क़ानूनी रूप से बाध्यकारी पाठ पिछले पेजों पर दिया गया अंग्रेज़ी एग्रीमेंट ही है; ' +
      'दोनों में कोई अंतर हो, तो अंग्रेज़ी एग्रीमेंट ही मान्य होगा।',
    rows: [
      ['लाइसेंसदाता (मकान-मालिक)', partyLine(input.licensor)],
      ['लाइसेंसधारी (किरायेदार)', partyLine(input.licensee)],
      ['घर', `${input.propertyName}, ${input.address}`],
      ['अवधि', `${counted(input.leaseMonths, 'महीना', 'महीने')}, पहला और आख़िरी दिन दोनों शामिल`],
      ['शुरू होने की तारीख', hindiDate(input.startDate)],
      // The licence's last day, as the English agreement states it.
      ['खत्म होने की तारीख', hindiDate(lastDayOfLease(input.endDate))],
      ['मासिक किराया (लाइसेंस शुल्क)', hindiLicenceFee(input)],
      ['नोटिस अवधि', counted(input.noticeMonths ?? 1, 'महीना', 'महीने')],
      ...(input.notice
        ? ([
            [
              'नोटिस दिया गया',
              `${input.notice.givenBy === 'tenant' ? 'किरायेदार' : 'मकान-मालिक के मैनेजर'} द्वारा ` +
                `${hindiDate(input.notice.givenOn)} को; घर खाली करने की तारीख ${hindiDate(input.notice.moveOutDate)}`,
            ],
          ] as [string, string][])
        : []),
      ['सिक्योरिटी डिपॉज़िट', `${money(input.depositPaise)} (डेढ़ महीने का किराया, बिना ब्याज, वापस मिलने वाला)`],
      ['किराये की देय तारीख', hindiDueDay(input.startDate)],
      ['ज़्यादा से ज़्यादा रहने वाले', counted(input.numPeople, 'व्यक्ति', 'लोग')],
    ],
    terms: {
      title: 'मुख्य शर्तें, संक्षेप में',
      points: [
        'किराया हर महीने पहले से, Trio Rentals के ज़रिए चुकाना है; पहले महीने का किराया सिक्योरिटी डिपॉज़िट के साथ ' +
          `शिफ़्ट होने से पहले। देय तारीख के ${lateFee.afterDays} दिन बाद तक न चुकाया गया किराया बकाया माना ` +
          `जाएगा। हर भुगतान पर किराये का ${PROCESSING_FEE_PERCENT}\u00A0% प्रोसेसिंग शुल्क अलग से लगता है।`,
        `देय तारीख के ${lateFee.afterDays} दिन बाद तक न चुकाए गए महीने पर एक बार विलंब शुल्क लगेगा: उस महीने के ` +
          `किराये का ${lateFee.percent}\u00A0%, ज़्यादा से ज़्यादा ${formatPaiseAsRupees(lateFee.capPaise)} ` +
          `(इस किराये पर ${formatPaiseAsRupees(lateFeePaise(input.rentPaise, lateFee))}); प्रॉपर्टी मैनेजर इसे माफ़ कर सकते हैं।`,
        'सिक्योरिटी डिपॉज़िट घर लौटाने के 30 दिन के अंदर वापस मिलेगा; बकाया किराया, शुल्क या सामान्य टूट-फूट से ' +
          'ज़्यादा नुकसान का खर्च उसमें से कटेगा।',
        'बिजली, पानी, गैस और इंटरनेट का खर्च किरायेदार देंगे; सोसाइटी मेंटेनेंस और प्रॉपर्टी टैक्स मकान-मालिक देंगे।',
        'घर सिर्फ़ रहने के लिए है। किरायेदार घर साफ़ और ठीक हालत में रखेंगे, ढाँचे में कोई बदलाव नहीं करेंगे, घर ' +
          'आगे किराये पर नहीं देंगे और बिल्डिंग या सोसाइटी के नियम मानेंगे।',
        'मकान-मालिक 24 घंटे पहले बताकर किसी उचित समय पर घर देख सकते हैं।',
        `नोटिस: कोई भी पक्ष ${(input.noticeMonths ?? 1) === 1 ? 'एक महीने' : `${input.noticeMonths} महीनों`} का लिखित नोटिस देकर एग्रीमेंट खत्म होने की तारीख से पहले खत्म कर सकता है। ` +
          'एग्रीमेंट खत्म होने पर किरायेदार चाबियों के साथ घर लौटा देंगे।',
        'यह भारतीय सुखाचार अधिनियम, 1882 की धारा 52 के तहत लीव एंड लाइसेंस एग्रीमेंट है; इससे किरायेदारी का ' +
          'अधिकार नहीं बनता। इसका स्टांप और रजिस्ट्रेशन घर वाले राज्य के कानून के अनुसार होगा, और इस पर भारत के ' +
          'कानून लागू होते हैं।',
      ],
    },
    footnote: 'राशि भारतीय रुपये में है। कोई शर्त पूरी पढ़नी हो, तो पिछले पेजों पर अंग्रेज़ी एग्रीमेंट देखें।',
  };
}
