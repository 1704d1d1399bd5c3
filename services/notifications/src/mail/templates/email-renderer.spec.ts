import { EmailRenderer } from './email-renderer';
import { indianDate, indianDateTime, indianMonth, message, months, rupees } from './format';
import { formatIndianDate, formatIndianDateTime, formatIndianMonth } from '@trio/contracts/common';
import { templateNames, type TemplateName, type TemplateProps } from './templates';

/** Props for every template, as the messages service builds them. */
const props: { [N in TemplateName]: TemplateProps[N] } = {
  welcome: { firstName: 'Rohan', searchUrl: 'http://app/search' },
  'password-reset': {
    firstName: 'Rohan',
    resetUrl: 'http://app/reset-password?token=65a1f0c2e4b0a1b2c3d4e5f6.abc_DEF-123',
    expiresAt: indianDateTime('2025-01-21T05:30:00.000Z'),
  },
  'application-received': {
    firstName: 'Rohan',
    propertyName: '2 BHK Apartment in Indiranagar',
    address: '12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
    moveInDate: indianDate('2025-04-01'),
    leasePeriod: months(11),
    applicationsUrl: 'http://app/profile',
  },
  'application-for-review': {
    managerName: 'Vikram Desai',
    applicantName: 'Rohan Kulkarni',
    propertyName: '2 BHK Apartment in Indiranagar',
    address: 'Indiranagar',
    moveInDate: indianDate('2025-04-01'),
    leasePeriod: months(11),
    numPeople: 2,
    rentLabel: '₹34,500',
    reviewUrl: 'http://app/property-manager-hub',
  },
  'application-approved': {
    firstName: 'Rohan',
    propertyName: 'Home',
    address: 'Indiranagar',
    moveInTotalLabel: '₹86,990',
    notes: 'Welcome <aboard> & see you',
    checkoutUrl: 'http://app/billing?propertyId=p1&type=initial',
  },
  'application-rejected': { firstName: 'Rohan', propertyName: 'Home', searchUrl: 'http://app/search' },
  'application-more-info': {
    firstName: 'Rohan',
    propertyName: 'Home',
    notes: 'Please send a salary slip',
    applicationsUrl: 'http://app/profile',
  },
  'payment-received': {
    firstName: 'Rohan',
    propertyName: 'Home',
    paymentLabel: message('payment-received.paymentRentFor', { month: indianMonth('2025-03') }),
    amountLabel: rupees(10_700_000),
    paidAt: indianDateTime('2025-03-08T06:00:00.000Z'),
    receipt: 'trio_41234567',
    txnId: 'TXN2B3C4D4EC01',
    razorpayPaymentId: 'pay_1',
    hubUrl: 'http://app/hub',
  },
  'lease-confirmed-tenant': {
    firstName: 'Rohan',
    propertyName: 'Home',
    address: 'Indiranagar',
    startDate: indianDate('2025-04-01'),
    endDate: indianDate('2026-03-01'),
    leasePeriod: months(11),
    rentLabel: '₹34,500',
    depositLabel: '₹51,750',
    hubUrl: 'http://app/hub',
  },
  'lease-confirmed-landlord': {
    name: 'Asha Rao',
    tenantName: 'Rohan Kulkarni',
    propertyName: 'Home',
    address: 'Indiranagar',
    startDate: indianDate('2025-04-01'),
    endDate: indianDate('2026-03-01'),
    rentLabel: '₹34,500',
  },
  'lease-confirmed-manager': {
    name: 'Vikram Desai',
    tenantName: 'Rohan Kulkarni',
    tenantEmail: 'rohan@example.in',
    propertyName: 'Home',
    address: 'Indiranagar',
    startDate: indianDate('2025-04-01'),
    rentLabel: '₹34,500',
    hubUrl: 'http://app/property-manager-hub',
  },
  'lease-ending-soon': {
    role: 'tenant',
    name: 'Rohan',
    tenantName: 'Rohan Kulkarni',
    propertyName: 'Home',
    address: 'Indiranagar',
    startDate: indianDate('2025-04-01'),
    endDate: indianDate('2026-02-28'),
    daysLeft: 45,
    rentLabel: '₹34,500',
    hubUrl: 'http://app/hub',
  },
  'lease-renewal-offered': {
    firstName: 'Rohan',
    propertyName: 'Home',
    address: 'Indiranagar',
    currentEndDate: indianDate('2026-02-28'),
    newEndDate: indianDate('2027-02-28'),
    currentRentLabel: '₹34,500',
    newRentLabel: '₹36,225',
    increase: message('lease-renewal-offered.increase', { direction: 'up', amount: '₹1,725', percent: 5 }),
    hubUrl: 'http://app/hub',
  },
  'lease-renewal-answered': {
    answer: 'accepted',
    name: 'Vikram Desai',
    tenantName: 'Rohan Kulkarni',
    propertyName: 'Home',
    address: 'Indiranagar',
    endDate: indianDate('2027-02-28'),
    rentLabel: '₹36,225',
    hubUrl: 'http://app/property-manager-hub',
  },
  'lease-notice-given': {
    role: 'manager',
    givenBy: 'tenant',
    name: 'Vikram Desai',
    tenantName: 'Rohan Kulkarni',
    propertyName: 'Home',
    address: 'Indiranagar',
    moveOutDate: indianDate('2026-01-15'),
    notes: 'Moving to Pune for work',
    hubUrl: 'http://app/property-manager-hub',
  },
  'listing-assigned': {
    managerName: 'Vikram Desai',
    landlordName: 'Asha Rao',
    address: 'Indiranagar',
    hubUrl: 'http://app/property-manager-hub',
  },
  'listing-reviewed': {
    landlordName: 'Asha Rao',
    address: 'Indiranagar',
    decisionLabel: message('listing-reviewed.decision', { decision: 'needs_more_info' }),
    notes: 'Add photos of the kitchen',
    hubUrl: 'http://app/landlord-hub',
  },
  'maintenance-created': {
    name: 'Asha',
    tenantName: 'Rohan Kulkarni',
    title: 'Kitchen tap leaking',
    categoryLabel: message('common.maintenanceCategory', { category: 'plumbing' }),
    priorityLabel: message('common.maintenancePriority', { priority: 'high' }),
    description: 'Water drips all night.',
    propertyName: 'Home',
    address: 'Indiranagar',
    dueAt: indianDateTime('2025-05-10T03:30:00.000Z'),
    hubUrl: 'http://app/landlord-hub',
  },
  'maintenance-digest': {
    name: 'Asha',
    propertyName: 'Home',
    count: 2,
    requests: [
      {
        title: 'Balcony door jammed',
        priorityLabel: message('common.maintenancePriority', { priority: 'medium' }),
        categoryLabel: message('common.maintenanceCategory', { category: 'general' }),
        tenantName: 'Rohan Kulkarni',
        submittedAt: indianDateTime('2025-05-10T03:35:00.000Z'),
      },
      {
        title: 'Tube light <flickers>',
        priorityLabel: message('common.maintenancePriority', { priority: 'low' }),
        categoryLabel: message('common.maintenanceCategory', { category: 'electrical' }),
        tenantName: 'Rohan Kulkarni',
        submittedAt: indianDateTime('2025-05-10T03:36:00.000Z'),
      },
    ],
    hubUrl: 'http://app/landlord-hub',
  },
  'maintenance-status-changed': {
    firstName: 'Rohan',
    title: 'Kitchen tap leaking',
    propertyName: 'Home',
    statusLabel: message('common.maintenanceStatus', { status: 'in_progress' }),
    previousStatusLabel: message('common.maintenanceStatus', { status: 'pending' }),
    changedBy: 'property_manager',
    hubUrl: 'http://app/hub',
  },
  'maintenance-note-added': {
    firstName: 'Rohan',
    title: 'Kitchen tap leaking',
    propertyName: 'Home',
    author: 'vikram@example.in',
    notes: 'The plumber comes on Monday.',
    addedAt: indianDateTime('2025-05-10T03:30:00.000Z'),
    hubUrl: 'http://app/hub',
  },
  'payment-reminder': {
    firstName: 'Rohan',
    nth: 3,
    firm: true,
    propertyName: 'Home',
    amountLabel: '₹35,190',
    dueDate: indianDate('2025-05-01'),
    daysPastDue: 8,
    overdue: true,
    payUrl: 'http://app/hub',
  },
  'saved-search-alert': {
    firstName: 'Rohan',
    searchName: '2 BHK in <Indiranagar>',
    home: {
      name: '2 BHK Apartment in Indiranagar',
      rentLabel: rupees(3_500_000),
      address: '12th Main Road, Indiranagar, Bengaluru',
      imageUrl: 'http://app/trio/properties/propertyImages/65a1f0c2e4b0a1b2c3d4e601?variant=medium',
      propertyUrl: 'http://app/properties/65a1f0c2e4b0a1b2c3d4e5f6',
    },
    manageUrl: 'http://app/profile',
    unsubscribeUrl: 'http://app/saved-searches/65a1f0c2e4b0a1b2c3d4ee01/unsubscribe?token=v1.abc%2Bdef',
  },
  'saved-search-digest': {
    firstName: 'Rohan',
    searchName: '2 BHK in Indiranagar',
    homeCount: 2,
    homes: [
      {
        name: '2 BHK Apartment in Indiranagar',
        rentLabel: rupees(3_500_000),
        address: '12th Main Road, Indiranagar, Bengaluru',
        imageUrl: 'http://app/trio/properties/propertyImages/65a1f0c2e4b0a1b2c3d4e601?variant=medium',
        propertyUrl: 'http://app/properties/65a1f0c2e4b0a1b2c3d4e5f6',
      },
      {
        name: 'Garden flat near <CMH Road>',
        rentLabel: rupees(4_250_000),
        address: '3rd Cross, Indiranagar, Bengaluru',
        propertyUrl: 'http://app/properties/65a1f0c2e4b0a1b2c3d4e5f7',
      },
    ],
    manageUrl: 'http://app/profile',
    unsubscribeUrl: 'http://app/saved-searches/65a1f0c2e4b0a1b2c3d4ee01/unsubscribe?token=v1.abc',
  },
  'area-interest-served': {
    area: 'Indiranagar',
    home: {
      name: '2 BHK Apartment in Indiranagar',
      rentLabel: rupees(3_500_000),
      address: '12th Main Road, Indiranagar, Bengaluru',
      propertyUrl: 'http://app/properties/65a1f0c2e4b0a1b2c3d4e5f6',
    },
    searchUrl: 'http://app/search?q=Indiranagar',
  },
  'conversation-unread': {
    name: 'Priya Nair',
    title: 'Question about 2 BHK <Apartment> in Indiranagar',
    unreadCount: 3,
    messages: [
      {
        authorName: 'Rohan Kulkarni',
        text: 'Is it still available?',
        postedAt: indianDateTime('2025-03-06T10:15:00.000Z'),
      },
      {
        authorName: 'Rohan Kulkarni',
        text: 'We are two, no pets <script>alert(1)</script> & a cat-free home.',
        postedAt: indianDateTime('2025-03-06T10:16:00.000Z'),
      },
    ],
    moreCount: 1,
    conversationUrl: 'http://app/inbox/65a1f0c2e4b0a1b2c3d4ef01',
  },
  'deposit-inspected': {
    firstName: 'Rohan',
    propertyName: '2 BHK Apartment in Indiranagar',
    collectedLabel: rupees(5_175_000),
    deductedLabel: rupees(450_000),
    balanceLabel: rupees(4_725_000),
    hubUrl: 'http://app/hub',
  },
  'deposit-disputed': {
    tenantName: 'Rohan Kulkarni',
    propertyName: '2 BHK Apartment in Indiranagar',
    reason: 'Repainting the bedroom wall',
    amountLabel: rupees(450_000),
    notes: 'The marks were there at move-in <see photos>.',
    hubUrl: 'http://app/property-manager-hub',
  },
  'deposit-refunded': {
    firstName: 'Rohan',
    propertyName: '2 BHK Apartment in Indiranagar',
    refundLabel: rupees(4_725_000),
    refundedAt: indianDateTime('2026-02-10T06:00:05.000Z'),
    razorpayRefundId: 'rfnd_S3zC9dE5fG7hI8',
    hubUrl: 'http://app/hub',
  },
};

describe('the security deposit e-mails', () => {
  const renderer = new EmailRenderer();

  it('tells the renter the deductions and the balance, the manager the dispute, the renter the refund', async () => {
    const inspected = await renderer.render('deposit-inspected', props['deposit-inspected']);
    expect(inspected.subject).toBe('Your move-out inspection for 2 BHK Apartment in Indiranagar');
    expect(inspected.text).toContain('Deductions proposed: ₹4,500');
    expect(inspected.text).toContain('Balance to refund: ₹47,250');
    const disputed = await renderer.render('deposit-disputed', props['deposit-disputed']);
    expect(disputed.subject).toBe(
      'Rohan Kulkarni disputes a deduction from the deposit for 2 BHK Apartment in Indiranagar',
    );
    expect(disputed.html).toContain('The marks were there at move-in &lt;see photos&gt;.');
    const refunded = await renderer.render('deposit-refunded', props['deposit-refunded'], 'hi');
    expect(refunded.subject).toBe('आपकी सिक्योरिटी डिपॉज़िट का ₹47,250 रिफ़ंड भेज दिया गया है');
    expect(refunded.text).toContain('rfnd_S3zC9dE5fG7hI8');
  });
});

describe('formatting for e-mails', () => {
  it('writes rupees with Indian digit grouping', () => {
    expect(rupees(10_700_000)).toBe('₹1,07,000');
    expect(rupees(3_519_050)).toBe('₹35,190.50');
  });

  it('writes dates and times in India, whatever the server’s zone', () => {
    expect(formatIndianDate('2025-05-01')).toBe('1 May 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatIndianDate(new Date('2025-04-30T20:00:00Z'))).toBe('1 May 2025');
    expect(formatIndianDateTime('2025-05-09T03:30:00.000Z')).toBe('9 May 2025, 9:00 am IST');
    expect(formatIndianMonth('2025-05')).toBe('May 2025');
  });

  it('writes them in Hindi with the month spelled out, the clock and the rupees as Indians write them', () => {
    expect(formatIndianDate('2025-05-01', 'hi')).toBe('1 मई 2025');
    expect(formatIndianDateTime('2025-05-09T03:30:00.000Z', 'hi')).toBe('9 मई 2025, 9:00 am IST');
    expect(formatIndianMonth('2025-09', 'hi')).toBe('सितंबर 2025');
  });
});

describe('EmailRenderer', () => {
  const renderer = new EmailRenderer();
  jest.setTimeout(30_000);

  it.each(templateNames)('%s renders a branded HTML and a plain-text body from its props', async (name) => {
    const email = await renderer.render(name, props[name] as never);
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.subject).not.toMatch(/\{\{|\}\}/);
    expect(email.html).toContain('<!doctype html>');
    expect(email.html).toContain('Trio Rentals');
    expect(email.html).not.toMatch(/\{\{|\}\}|<mj-/);
    expect(email.text).not.toMatch(/\{\{|\}\}|<(div|br|strong|mj-)/);
  });

  it.each(templateNames)('%s is written in Hindi for a Hindi reader, its props placed as they are', async (name) => {
    const english = await renderer.render(name, props[name] as never, 'en');
    const email = await renderer.render(name, props[name] as never, 'hi');
    expect(email.subject).toMatch(/[\u0900-\u097F]/);
    expect(email.html).toContain('<html lang="hi"');
    expect(email.html).toContain('शुभकामनाओं सहित');
    expect(email.text).toContain('Trio Rentals टीम');
    expect(email.html).not.toMatch(/\{\{|\}\}|<mj-/);
    // No English sentence of the English e-mail is left in the Hindi one (props such as names and addresses stay).
    const englishWords = (body: string) => body.match(/\b(the|your|you|and|has|have|for|with|please|of)\b/gi) ?? [];
    expect(englishWords(email.text).length).toBeLessThan(englishWords(english.text).length);
  });

  it('writes a Hindi reader’s dates, periods, decisions and reminders in Hindi, the rupees as they are', async () => {
    const reviewed = await renderer.render('listing-reviewed', props['listing-reviewed'], 'hi');
    expect(reviewed.subject).toBe('Indiranagar के लिए आपका लिस्टिंग अनुरोध: और जानकारी चाहिए');
    expect(reviewed.html).toContain('फ़ैसला: <strong>और जानकारी चाहिए</strong>');
    const reminder = await renderer.render('payment-reminder', props['payment-reminder'], 'hi');
    expect(reminder.subject).toBe('किराया बकाया है (रिमाइंडर 3): Home');
    expect(reminder.text).toContain('रिमाइंडर 3: Home का ₹35,190 किराया 1 मई 2025 को देय था और 8 दिन से बकाया है।');
    const several = await renderer.render(
      'payment-reminder',
      { ...props['payment-reminder'], unpaidMonths: 2, totalLabel: '₹70,380' },
      'hi',
    );
    expect(several.text).toContain('आपके 2 महीनों का किराया बाकी है, कुल ₹70,380।');
    const withFee = { ...props['payment-reminder'], lateFeeLabel: '₹690' };
    expect((await renderer.render('payment-reminder', withFee, 'hi')).text).toContain(
      'विलंब शुल्क (देय तारीख के 7 दिन बाद तक किराया नहीं चुकाया गया): ₹690',
    );
    expect((await renderer.render('payment-reminder', withFee, 'en')).text).toContain(
      'Late fee (rent unpaid 7 days after its due date): ₹690',
    );
    const english = await renderer.render('payment-reminder', props['payment-reminder'], 'en');
    expect(english.text).toContain(
      'Reminder 3: your rent of ₹35,190 for Home was due on 1 May 2025 and is 8 days overdue.',
    );
    const welcome = await renderer.render('welcome', props.welcome, 'hi');
    expect(welcome.subject).toBe('Trio Rentals में आपका स्वागत है, Rohan');
    expect(welcome.text).toContain('घर खोजें: http://app/search');
  });

  it('promises the renter a reply within 48 hrs, and the tenant the manager’s call within 48 hours', async () => {
    const received = await renderer.render('application-received', props['application-received']);
    expect(received.text).toContain('reply within 48 hrs');
    expect(received.html).toContain('reply within 48 hrs');
    const lease = await renderer.render('lease-confirmed-tenant', props['lease-confirmed-tenant']);
    expect(lease.text).toContain('will contact you within 48 hours');
  });

  it('writes the account, application, payment, lease and listing e-mails in the reader’s language', async () => {
    const reset = await renderer.render('password-reset', props['password-reset'], 'hi');
    expect(reset.subject).toBe('अपना Trio Rentals पासवर्ड रीसेट करें');
    expect(reset.text).toContain('यह लिंक सिर्फ़ एक बार, 21 जनवरी 2025, 11:00 am IST तक काम करेगा;');
    expect((await renderer.render('password-reset', props['password-reset'])).subject).toBe(
      'Reset your Trio Rentals password',
    );

    const received = await renderer.render('application-received', props['application-received'], 'hi');
    expect(received.subject).toBe('2 BHK Apartment in Indiranagar के लिए आपका आवेदन हमें मिल गया है');
    expect(received.html).toContain('प्रॉपर्टी मैनेजर 48 घंटे के भीतर जवाब देंगे।');
    expect(received.text).toContain('शिफ़्ट होने की तारीख: 1 अप्रैल 2025\nलीज़ की अवधि: 11 महीने');

    const forReview = await renderer.render('application-for-review', props['application-for-review']);
    expect(forReview.text).toContain('Hello Vikram Desai,\n\nRohan Kulkarni has applied to rent');
    expect(forReview.text).toContain('People: 2\nMonthly rent: ₹34,500');
    // A manager whose own record has not arrived yet is greeted without a name, in either language.
    const { managerName: _managerName, ...unnamedReview } = props['application-for-review'];
    expect((await renderer.render('application-for-review', unnamedReview)).text).toMatch(/^Hello there,\n/);
    const unnamedHindi = await renderer.render('application-for-review', unnamedReview, 'hi');
    expect(unnamedHindi.text).toMatch(/^नमस्ते,\n/);
    expect(unnamedHindi.subject).toBe('2 BHK Apartment in Indiranagar के लिए Rohan Kulkarni का नया आवेदन');
    expect(unnamedHindi.text).toContain('रहने वाले लोग: 2\nमासिक किराया: ₹34,500');

    const approved = await renderer.render('application-approved', props['application-approved'], 'hi');
    expect(approved.subject).toBe('Home के लिए आपका आवेदन मंज़ूर हो गया है');
    expect(approved.html).toContain('<strong>₹86,990</strong> का मूव-इन भुगतान पूरा करें।');
    expect(approved.text).toContain('प्रॉपर्टी मैनेजर के नोट्स: Welcome <aboard> & see you');
    const rejected = await renderer.render('application-rejected', props['application-rejected'], 'hi');
    expect(rejected.text).toContain('हमें खेद है: इस बार आपका आवेदन मंज़ूर नहीं हुआ।');
    expect(rejected.text).toContain('घर खोजें: http://app/search');
    const moreInfo = await renderer.render('application-more-info', props['application-more-info']);
    expect(moreInfo.text).toContain('What the manager asks: Please send a salary slip');
    const moreInfoHindi = await renderer.render('application-more-info', props['application-more-info'], 'hi');
    expect(moreInfoHindi.text).toContain('मैनेजर क्या जानना चाहते हैं: Please send a salary slip');

    // What a payment was for is written in the reader's language, its month too; the amount reads the same.
    const paid = await renderer.render('payment-received', props['payment-received']);
    expect(paid.text).toContain('For: Monthly rent for March 2025\n');
    const paidHindi = await renderer.render('payment-received', props['payment-received'], 'hi');
    expect(paidHindi.subject).toBe('भुगतान मिल गया: Home के लिए ₹1,07,000');
    expect(paidHindi.text).toContain('किसलिए: मार्च 2025 का मासिक किराया\nप्रॉपर्टी: Home\nराशि: ₹1,07,000');
    expect(paidHindi.text).toContain('भुगतान की तारीख: 8 मार्च 2025, 11:30 am IST');
    expect(paidHindi.text).toContain('किरायेदार हब: http://app/hub');
    const moveIn = { ...props['payment-received'], paymentLabel: message('payment-received.paymentMoveIn') };
    expect((await renderer.render('payment-received', moveIn)).text).toContain(
      'For: Move-in payment (first month’s rent, security deposit and fees)',
    );

    const tenant = await renderer.render('lease-confirmed-tenant', props['lease-confirmed-tenant'], 'hi');
    expect(tenant.subject).toBe('Home की आपकी लीज़ पक्की हो गई है');
    expect(tenant.text).toContain('लीज़ खत्म: 1 मार्च 2026');
    expect(tenant.text).toContain('सिक्योरिटी डिपॉज़िट: ₹51,750');
    const landlord = await renderer.render('lease-confirmed-landlord', props['lease-confirmed-landlord']);
    expect(landlord.subject).toBe('Home is let to Rohan Kulkarni');
    const landlordHindi = await renderer.render('lease-confirmed-landlord', props['lease-confirmed-landlord'], 'hi');
    expect(landlordHindi.subject).toBe('Home की लीज़ Rohan Kulkarni के साथ पक्की हो गई');
    const manager = await renderer.render('lease-confirmed-manager', props['lease-confirmed-manager']);
    expect(manager.text).toContain('Hello Vikram Desai,\n\nThe lease of Home to Rohan Kulkarni is confirmed.');
    expect(manager.text).not.toContain('Phone:');
    const { name: _name, ...unnamedManager } = props['lease-confirmed-manager'];
    const managerHindi = await renderer.render('lease-confirmed-manager', unnamedManager, 'hi');
    expect(managerHindi.subject).toBe('नई लीज़: 48 घंटे के भीतर Rohan Kulkarni से संपर्क करें');
    expect(managerHindi.text).toMatch(/^नमस्ते,\n/);
    expect(managerHindi.text).toContain('किरायेदार: Rohan Kulkarni\nई-मेल: rohan@example.in');

    // Issue 30: the lease's end, the renewal offer and its answer, a notice.
    const endingSoon = await renderer.render('lease-ending-soon', props['lease-ending-soon']);
    expect(endingSoon.subject).toBe('Your lease of Home ends on 28 Feb 2026');
    expect(endingSoon.text).toContain('Your lease of Home ends on 28 Feb 2026, in 45 days.');
    const endingSoonManager = await renderer.render(
      'lease-ending-soon',
      { ...props['lease-ending-soon'], role: 'manager', name: 'Vikram Desai' },
      'hi',
    );
    expect(endingSoonManager.subject).toBe('Home की लीज़ 28 फ़रवरी 2026 को खत्म हो रही है');
    const offered = await renderer.render('lease-renewal-offered', props['lease-renewal-offered']);
    expect(offered.text).toContain('New monthly rent: ₹36,225\nChange: +₹1,725 (5%)');
    const declined = await renderer.render('lease-renewal-answered', {
      ...props['lease-renewal-answered'],
      answer: 'declined',
    });
    expect(declined.subject).toBe('Rohan Kulkarni declined the renewal of Home');
    const notice = await renderer.render('lease-notice-given', props['lease-notice-given']);
    expect(notice.text).toContain(
      'Rohan Kulkarni gave notice to end the lease of Home. The move-out date is 15 Jan 2026',
    );
    expect(notice.text).toContain('Reason: Moving to Pune for work');

    const assigned = await renderer.render('listing-assigned', props['listing-assigned']);
    expect(assigned.html).toContain('A listing request from <strong>Asha Rao</strong> for Indiranagar');
    const assignedHindi = await renderer.render('listing-assigned', props['listing-assigned'], 'hi');
    expect(assignedHindi.subject).toBe('आपको नया लिस्टिंग अनुरोध सौंपा गया है: Indiranagar');
    expect(assignedHindi.text).toContain('Asha Rao का Indiranagar के लिए लिस्टिंग अनुरोध आपको सौंपा गया है।');
    // A landlord this service does not know yet: the request is told without a name.
    const { landlordName: _landlordName, ...unnamedLandlord } = props['listing-assigned'];
    expect((await renderer.render('listing-assigned', unnamedLandlord)).text).toContain(
      'A listing request for Indiranagar has been assigned to you.',
    );
  });

  it('escapes props in the HTML and leaves out empty facts and notes', async () => {
    const approved = await renderer.render('application-approved', props['application-approved']);
    expect(approved.html).toContain('Welcome &lt;aboard&gt; &amp; see you');
    expect(approved.html).toContain('href="http://app/billing?propertyId=p1&type=initial"');
    expect(approved.text).toContain('Notes from the property manager: Welcome <aboard> & see you');
    const rejected = await renderer.render('application-rejected', props['application-rejected']);
    expect(rejected.text).not.toContain('Notes from');
    expect(rejected.html).not.toContain('Notes from');
  });

  it('lists every request of a maintenance digest, escaped, in both parts', async () => {
    const email = await renderer.render('maintenance-digest', props['maintenance-digest']);
    expect(email.subject).toBe('2 more maintenance requests at Home');
    expect(email.text).toContain(
      '- Balcony door jammed (Medium, General) from Rohan Kulkarni, 10 May 2025, 9:05 am IST',
    );
    expect(email.text).toContain('- Tube light <flickers> (Low, Electrical)');
    expect(email.html).toContain('Tube light &lt;flickers&gt;');
    expect(email.html).toContain('Balcony door jammed');
    // A request kept before its codes were (a digest open across the deploy): its English labels, as kept.
    const [first, ...rest] = props['maintenance-digest'].requests;
    const kept = await renderer.render('maintenance-digest', {
      ...props['maintenance-digest'],
      requests: [{ ...first!, priorityLabel: 'Medium', categoryLabel: 'General' }, ...rest],
    });
    expect(kept.text).toContain('- Balcony door jammed (Medium, General) from Rohan Kulkarni');
  });

  it('writes the receipt’s amount with Indian grouping and the time in IST', async () => {
    const email = await renderer.render('payment-received', props['payment-received']);
    expect(email.subject).toBe('Payment received: ₹1,07,000 for Home');
    expect(email.text).toContain('Amount: ₹1,07,000');
    expect(email.text).toContain('Paid on: 8 Mar 2025, 11:30 am IST');
  });

  it('escalates the reminder’s tone past 7 days', async () => {
    const firm = await renderer.render('payment-reminder', props['payment-reminder']);
    expect(firm.subject).toBe('Overdue rent (reminder 3): Home');
    const gentle = await renderer.render('payment-reminder', { ...props['payment-reminder'], firm: false, nth: 1 });
    expect(gentle.subject).toBe('Rent reminder (reminder 1): Home');
    expect(gentle.text).toContain('If you have paid already');
  });

  it('shows a saved search’s new home with its photo, rent and links, and the way to stop the alerts', async () => {
    const email = await renderer.render('saved-search-alert', props['saved-search-alert']);
    expect(email.subject).toBe('New home for your saved search “2 BHK in <Indiranagar>”');
    expect(email.html).toContain('2 BHK in &lt;Indiranagar&gt;');
    expect(email.html).toContain(
      'src="http://app/trio/properties/propertyImages/65a1f0c2e4b0a1b2c3d4e601?variant=medium"',
    );
    expect(email.html).toContain('href="http://app/properties/65a1f0c2e4b0a1b2c3d4e5f6"');
    expect(email.html).toContain('href="http://app/profile"');
    expect(email.html).toContain(
      'href="http://app/saved-searches/65a1f0c2e4b0a1b2c3d4ee01/unsubscribe?token=v1.abc%2Bdef"',
    );
    expect(email.text).toContain(
      '2 BHK Apartment in Indiranagar\n₹35,000 per month\n12th Main Road, Indiranagar, Bengaluru',
    );
    expect(email.text).toContain('View this home: http://app/properties/65a1f0c2e4b0a1b2c3d4e5f6');
    expect(email.text).toContain('Manage saved searches: http://app/profile');
    expect(email.text).toContain(
      'Unsubscribe from this search: http://app/saved-searches/65a1f0c2e4b0a1b2c3d4ee01/unsubscribe?token=v1.abc%2Bdef',
    );
  });

  it('lists every home of a digest, a home without a photo without an image', async () => {
    const email = await renderer.render('saved-search-digest', props['saved-search-digest']);
    expect(email.subject).toBe('2 new homes for your saved search “2 BHK in Indiranagar”');
    expect(email.html.match(/<img /g)).toHaveLength(1);
    expect(email.html).toContain('Garden flat near &lt;CMH Road&gt;');
    expect(email.html).toContain('₹42,500 per month');
    expect(email.text).toContain('Garden flat near <CMH Road>\n₹42,500 per month\n3rd Cross, Indiranagar, Bengaluru');
    expect(email.text.indexOf('2 BHK Apartment')).toBeLessThan(email.text.indexOf('Garden flat'));
    expect(email.text).toContain('Unsubscribe from this search: http://app/saved-searches/');
  });

  it('tells of a served area once, with the search of the area', async () => {
    const email = await renderer.render('area-interest-served', props['area-interest-served']);
    expect(email.subject).toBe('Homes in Indiranagar are now on Trio Rentals');
    expect(email.html).not.toContain('<img ');
    expect(email.html).toContain('href="http://app/search?q=Indiranagar"');
    expect(email.text).toContain('Search homes in Indiranagar: http://app/search?q=Indiranagar');
    expect(email.text).toContain('we will not write to you about this area again');
    // Someone who gave an address on the search page, perhaps without an account: the footer says why they hear.
    expect(email.html).toContain('because you asked to hear when homes in Indiranagar are listed');
    expect(email.html).not.toContain('because you have an account');
  });

  it('writes a maintenance request’s category, priority and status, and who changed it, in the reader’s language', async () => {
    const created = await renderer.render('maintenance-created', props['maintenance-created'], 'en');
    expect(created.subject).toBe('New High maintenance request: Kitchen tap leaking (Home)');
    expect(created.text).toContain('Hello Asha,\n\nRohan Kulkarni has asked for maintenance at Home.');
    expect(created.text).toContain('Category: Plumbing\nPriority: High\n');
    const createdHindi = await renderer.render('maintenance-created', props['maintenance-created'], 'hi');
    expect(createdHindi.subject).toBe('मरम्मत का नया अनुरोध (ज़्यादा प्राथमिकता): Kitchen tap leaking (Home)');
    expect(createdHindi.text).toContain('श्रेणी: प्लंबिंग\nप्राथमिकता: ज़्यादा\n');
    expect(createdHindi.html).toContain('<strong>Rohan Kulkarni</strong> ने Home में मरम्मत का अनुरोध किया है।');
    // A recipient whose name is not known yet is greeted without one.
    const { name: _name, ...nameless } = props['maintenance-created'];
    expect((await renderer.render('maintenance-created', nameless, 'en')).text).toMatch(/^Hello there,\n/);
    expect((await renderer.render('maintenance-created', nameless, 'hi')).text).toMatch(/^नमस्ते,\n/);

    const digest = await renderer.render('maintenance-digest', props['maintenance-digest'], 'hi');
    expect(digest.subject).toBe('Home के लिए मरम्मत के 2 और अनुरोध');
    expect(digest.text).toContain(
      '- Balcony door jammed (मध्यम, सामान्य), Rohan Kulkarni ने भेजा, 10 मई 2025, 9:05 am IST',
    );
    const single = await renderer.render(
      'maintenance-digest',
      { ...props['maintenance-digest'], count: 1, requests: props['maintenance-digest'].requests.slice(0, 1) },
      'en',
    );
    expect(single.subject).toBe('1 more maintenance request at Home');

    const status = await renderer.render('maintenance-status-changed', props['maintenance-status-changed'], 'en');
    expect(status.subject).toBe('Your maintenance request "Kitchen tap leaking" is now In Progress');
    expect(status.text).toContain(
      'Your maintenance request "Kitchen tap leaking" for Home changed from Submitted to In Progress (by your property manager).',
    );
    const byLandlord = await renderer.render(
      'maintenance-status-changed',
      { ...props['maintenance-status-changed'], changedBy: 'landlord' },
      'hi',
    );
    expect(byLandlord.subject).toBe('आपके मरम्मत के अनुरोध "Kitchen tap leaking" की स्थिति: काम जारी है');
    expect(byLandlord.text).toContain(
      'आपके मकान-मालिक ने Home के लिए आपके मरम्मत के अनुरोध "Kitchen tap leaking" की स्थिति “जमा किया गया” से बदलकर ' +
        '“काम जारी है” कर दी है।',
    );

    const note = await renderer.render('maintenance-note-added', props['maintenance-note-added'], 'en');
    expect(note.subject).toBe('New note on your maintenance request "Kitchen tap leaking"');
    const noteHindi = await renderer.render('maintenance-note-added', props['maintenance-note-added'], 'hi');
    expect(noteHindi.subject).toBe('आपके मरम्मत के अनुरोध "Kitchen tap leaking" पर नया नोट');
    expect(noteHindi.html).toContain('नोट, 10 मई 2025, 9:00 am IST');
  });

  it('writes the alerts and the unread messages’ counts in the reader’s language', async () => {
    const alert = await renderer.render('saved-search-alert', props['saved-search-alert'], 'hi');
    expect(alert.subject).toBe('आपकी सेव की गई खोज “2 BHK in <Indiranagar>” के लिए नया घर');
    expect(alert.text).toContain('2 BHK Apartment in Indiranagar\n₹35,000 / माह\n');
    expect(alert.text).toContain('इस खोज के ई-मेल बंद करें: http://app/saved-searches/');
    const digest = await renderer.render('saved-search-digest', props['saved-search-digest'], 'hi');
    expect(digest.subject).toBe('आपकी सेव की गई खोज “2 BHK in Indiranagar” के लिए 2 नए घर');
    const oneHome = {
      ...props['saved-search-digest'],
      homeCount: 1,
      homes: props['saved-search-digest'].homes.slice(0, 1),
    };
    expect((await renderer.render('saved-search-digest', oneHome, 'en')).subject).toBe(
      '1 new home for your saved search “2 BHK in Indiranagar”',
    );
    expect((await renderer.render('saved-search-digest', oneHome, 'hi')).subject).toBe(
      'आपकी सेव की गई खोज “2 BHK in Indiranagar” के लिए 1 नया घर',
    );
    const area = await renderer.render('area-interest-served', props['area-interest-served'], 'hi');
    expect(area.subject).toBe('Indiranagar के घर अब Trio Rentals पर हैं');
    expect(area.html).toContain('क्योंकि आपने Indiranagar में घर लिस्ट होने पर सूचना पाने को कहा था।');
    const unread = await renderer.render('conversation-unread', props['conversation-unread'], 'hi');
    expect(unread.subject).toBe('3 अपठित संदेश: Question about 2 BHK <Apartment> in Indiranagar');
    expect(unread.text).toContain('Rohan Kulkarni, 6 मार्च 2025, 3:45 pm IST:\nIs it still available?');
    expect(unread.text).toContain('…और 1 पुराना अपठित संदेश।');
    const many = await renderer.render('conversation-unread', { ...props['conversation-unread'], moreCount: 4 }, 'en');
    expect(many.text).toContain('…and 4 earlier unread messages.');
  });

  it('tells a member of a conversation’s unread messages once, escaped, with the link to the conversation', async () => {
    const email = await renderer.render('conversation-unread', props['conversation-unread']);
    expect(email.subject).toBe('3 unread messages: Question about 2 BHK <Apartment> in Indiranagar');
    expect(email.html).toContain('Question about 2 BHK &lt;Apartment&gt; in Indiranagar');
    expect(email.html).toContain('We are two, no pets &lt;script&gt;alert(1)&lt;/script&gt; &amp; a cat-free home.');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('href="http://app/inbox/65a1f0c2e4b0a1b2c3d4ef01"');
    expect(email.html).toContain('and 1 earlier unread message');
    expect(email.text).toContain(
      'Rohan Kulkarni, 6 Mar 2025, 3:45 pm IST:\nIs it still available?\n\nRohan Kulkarni, 6 Mar 2025, 3:46 pm IST:',
    );
    expect(email.text).toContain('We are two, no pets <script>alert(1)</script> & a cat-free home.');
    expect(email.text).toContain('Read and reply: http://app/inbox/65a1f0c2e4b0a1b2c3d4ef01');
    const one = await renderer.render('conversation-unread', {
      ...props['conversation-unread'],
      unreadCount: 1,
      messages: props['conversation-unread'].messages.slice(0, 1),
      moreCount: undefined,
    });
    expect(one.subject).toBe('1 unread message: Question about 2 BHK <Apartment> in Indiranagar');
    expect(one.text).not.toContain('earlier unread');
    expect(one.html).not.toContain('earlier unread');
  });
});
