/*
 * Every e-mail the product sends, one template each: a subject, an MJML body (inside the branded layout of
 * layout.ts) and a plain-text body, all Handlebars over the template's props. Props arrive formatted (₹ with Indian
 * grouping, dates in India): templates only place them. The MJML snippets below build template SOURCES; what a
 * recipient reads is rendered by MJML and Handlebars (email-renderer.ts), never concatenated.
 */

/** The props of each template. Optional props are left out of the message when absent. */
export interface TemplateProps {
  welcome: { firstName: string; searchUrl: string };
  /** `resetUrl` carries the single-use token: it is placed in the message and nowhere else (never logged). */
  'password-reset': { firstName: string; resetUrl: string; expiresAt: string };
  'application-received': {
    firstName: string;
    propertyName: string;
    address: string;
    moveInDate: string;
    leasePeriod: string;
    applicationsUrl: string;
  };
  'application-for-review': {
    managerName: string;
    applicantName: string;
    propertyName: string;
    address: string;
    moveInDate: string;
    leasePeriod: string;
    numPeople: number;
    rentLabel: string;
    reviewUrl: string;
  };
  'application-approved': {
    firstName: string;
    propertyName: string;
    address: string;
    moveInTotalLabel: string;
    notes?: string;
    checkoutUrl: string;
  };
  'application-rejected': { firstName: string; propertyName: string; notes?: string; searchUrl: string };
  'application-more-info': { firstName: string; propertyName: string; notes?: string; applicationsUrl: string };
  'payment-received': {
    firstName: string;
    propertyName: string;
    paymentLabel: string;
    amountLabel: string;
    paidAt: string;
    receipt: string;
    txnId: string;
    razorpayPaymentId: string;
    hubUrl: string;
  };
  'lease-confirmed-tenant': {
    firstName: string;
    propertyName: string;
    address: string;
    startDate: string;
    endDate: string;
    leasePeriod: string;
    rentLabel: string;
    depositLabel: string;
    hubUrl: string;
  };
  'lease-confirmed-landlord': {
    name: string;
    tenantName: string;
    propertyName: string;
    address: string;
    startDate: string;
    endDate: string;
    rentLabel: string;
  };
  'lease-confirmed-manager': {
    name: string;
    tenantName: string;
    tenantEmail: string;
    tenantPhone?: string;
    propertyName: string;
    address: string;
    startDate: string;
    rentLabel: string;
    hubUrl: string;
  };
  'listing-assigned': { managerName: string; landlordName: string; address: string; hubUrl: string };
  'listing-reviewed': { landlordName: string; address: string; decisionLabel: string; notes?: string; hubUrl: string };
  'maintenance-created': {
    name: string;
    tenantName: string;
    title: string;
    categoryLabel: string;
    priorityLabel: string;
    description: string;
    propertyName: string;
    address: string;
    dueAt: string;
    hubUrl: string;
  };
  'maintenance-digest': {
    name: string;
    propertyName: string;
    count: number;
    requests: Array<{
      title: string;
      priorityLabel: string;
      categoryLabel: string;
      tenantName: string;
      submittedAt: string;
    }>;
    hubUrl: string;
  };
  'maintenance-status-changed': {
    firstName: string;
    title: string;
    propertyName: string;
    statusLabel: string;
    previousStatusLabel: string;
    changedBy: string;
    hubUrl: string;
  };
  'maintenance-note-added': {
    firstName: string;
    title: string;
    propertyName: string;
    author: string;
    /** The note's text (placed by the shared notes block). */
    notes: string;
    addedAt: string;
    hubUrl: string;
  };
  'payment-reminder': {
    firstName: string;
    nth: number;
    firm: boolean;
    message: string;
    propertyName: string;
    amountLabel?: string;
    dueDate?: string;
    daysPastDue: number;
    payUrl: string;
  };
}

export type TemplateName = keyof TemplateProps;

export interface TemplateSource {
  /** Handlebars; also the preview line. */
  subject: string;
  /** MJML column content (mj-text, mj-button, mj-table …) with Handlebars expressions. */
  mjml: string;
  /** Handlebars plain text. */
  text: string;
}

// -- MJML snippets (template sources) ---------------------------------------------------------------------------

const heading = (text: string) => `<mj-text font-size="20px" font-weight="bold" color="#0f172a">${text}</mj-text>`;
const paragraph = (text: string) => `<mj-text>${text}</mj-text>`;
/** `url` names a prop holding a link the server built from APP_URL (placed as it is, unescaped). */
const button = (label: string, url: string) =>
  `<mj-button href="{{{${url}}}}" background-color="#0f766e" border-radius="6px" font-weight="bold">${label}</mj-button>`;
/** Label/value rows; a row whose value expression is empty is left out. */
const facts = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<mj-table cellpadding="6px" font-size="14px">${rows
    .map(
      ([label, value]) =>
        `{{#if ${value}}}<tr><td style="color:#64748b;width:40%">${label}</td><td style="font-weight:bold">{{${value}}}</td></tr>{{/if}}`,
    )
    .join('')}</mj-table>`;
const notes = (label: string) =>
  `<mj-text>{{#if notes}}<div style="background:#f1f5f9;border-left:4px solid #0f766e;padding:12px"><strong>${label}</strong><br/>{{notes}}</div>{{/if}}</mj-text>`;
const signOff = paragraph('Warm regards,<br/>The Trio Rentals team');

const textFacts = (rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([label, value]) => `{{#if ${value}}}${label}: {{${value}}}\n{{/if}}`).join('');
const textSignOff = '\nWarm regards,\nThe Trio Rentals team\n';

// -- The templates ------------------------------------------------------------------------------------------------

const applicationFacts = [
  ['Property', 'propertyName'],
  ['Address', 'address'],
  ['Move-in date', 'moveInDate'],
  ['Lease period', 'leasePeriod'],
] as const;

const leaseFacts = [
  ['Property', 'propertyName'],
  ['Address', 'address'],
  ['Lease starts', 'startDate'],
  ['Lease ends', 'endDate'],
  ['Monthly rent', 'rentLabel'],
] as const;

export const templateSources: { readonly [N in TemplateName]: TemplateSource } = {
  welcome: {
    subject: 'Welcome to Trio Rentals, {{firstName}}',
    mjml: [
      heading('Welcome, {{firstName}}!'),
      paragraph(
        'Your Trio Rentals account is ready. Search verified homes across India, save your favourites and apply to ' +
          'rent in a few minutes.',
      ),
      button('Find a home', 'searchUrl'),
      signOff,
    ].join(''),
    text:
      'Welcome, {{firstName}}!\n\nYour Trio Rentals account is ready. Search verified homes across India, save your ' +
      'favourites and apply to rent in a few minutes.\n\nFind a home: {{searchUrl}}\n' +
      textSignOff,
  },
  'password-reset': {
    subject: 'Reset your Trio Rentals password',
    mjml: [
      heading('Reset your password, {{firstName}}'),
      paragraph(
        'Someone (we hope you) asked to reset the password of your Trio Rentals account. The link works once, until ' +
          '{{expiresAt}}; using it signs you out everywhere.',
      ),
      button('Choose a new password', 'resetUrl'),
      paragraph('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
      signOff,
    ].join(''),
    text:
      'Reset your password, {{firstName}}\n\nSomeone (we hope you) asked to reset the password of your Trio Rentals ' +
      'account. The link works once, until {{expiresAt}}; using it signs you out everywhere.\n\nChoose a new ' +
      'password: {{resetUrl}}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n' +
      textSignOff,
  },
  'application-received': {
    subject: 'We received your application for {{propertyName}}',
    mjml: [
      heading('Thank you for applying, {{firstName}}'),
      paragraph(
        'Your rental application for <strong>{{propertyName}}</strong> has been submitted. The property manager will ' +
          'reply within 48 hrs.',
      ),
      facts(applicationFacts),
      button('See my applications', 'applicationsUrl'),
      signOff,
    ].join(''),
    text:
      'Thank you for applying, {{firstName}}\n\nYour rental application for {{propertyName}} has been submitted. ' +
      'The property manager will reply within 48 hrs.\n\n' +
      textFacts(applicationFacts) +
      '\nSee my applications: {{applicationsUrl}}\n' +
      textSignOff,
  },
  'application-for-review': {
    subject: 'New rental application for {{propertyName}} from {{applicantName}}',
    mjml: [
      heading('A new application to review'),
      paragraph(
        'Hello {{managerName}}, <strong>{{applicantName}}</strong> has applied to rent {{propertyName}}. Please review ' +
          'it within 48 hrs: the applicant has been promised a reply by then.',
      ),
      facts([...applicationFacts, ['People', 'numPeople'], ['Monthly rent', 'rentLabel']]),
      button('Review the application', 'reviewUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{managerName}},\n\n{{applicantName}} has applied to rent {{propertyName}}. Please review it within 48 ' +
      'hrs: the applicant has been promised a reply by then.\n\n' +
      textFacts([...applicationFacts, ['People', 'numPeople'], ['Monthly rent', 'rentLabel']]) +
      '\nReview the application: {{reviewUrl}}\n' +
      textSignOff,
  },
  'application-approved': {
    subject: 'Your application for {{propertyName}} is approved',
    mjml: [
      heading('Good news, {{firstName}}!'),
      paragraph(
        'Your application for <strong>{{propertyName}}</strong> ({{address}}) has been approved. Complete the move-in ' +
          'payment of <strong>{{moveInTotalLabel}}</strong> to confirm the rental.',
      ),
      notes('Notes from the property manager'),
      button('Proceed to checkout', 'checkoutUrl'),
      signOff,
    ].join(''),
    text:
      'Good news, {{firstName}}!\n\nYour application for {{propertyName}} ({{address}}) has been approved. Complete ' +
      'the move-in payment of {{moveInTotalLabel}} to confirm the rental.\n' +
      '{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
      '\nProceed to checkout: {{checkoutUrl}}\n' +
      textSignOff,
  },
  'application-rejected': {
    subject: 'Your application for {{propertyName}}',
    mjml: [
      heading('Hello {{firstName}},'),
      paragraph(
        'Thank you for your interest in <strong>{{propertyName}}</strong>. We are sorry: your application was not ' +
          'approved this time.',
      ),
      notes('Notes from the property manager'),
      paragraph('Many other homes are waiting for you.'),
      button('Search homes', 'searchUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{firstName}},\n\nThank you for your interest in {{propertyName}}. We are sorry: your application was ' +
      'not approved this time.\n{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
      '\nMany other homes are waiting for you: {{searchUrl}}\n' +
      textSignOff,
  },
  'application-more-info': {
    subject: 'More information needed for your application for {{propertyName}}',
    mjml: [
      heading('Hello {{firstName}},'),
      paragraph(
        'The property manager reviewing your application for <strong>{{propertyName}}</strong> needs more ' +
          'information before deciding.',
      ),
      notes('What the manager asks'),
      button('See my application', 'applicationsUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{firstName}},\n\nThe property manager reviewing your application for {{propertyName}} needs more ' +
      'information before deciding.\n{{#if notes}}\nWhat the manager asks: {{notes}}\n{{/if}}' +
      '\nSee my application: {{applicationsUrl}}\n' +
      textSignOff,
  },
  'payment-received': {
    subject: 'Payment received: {{amountLabel}} for {{propertyName}}',
    mjml: [
      heading('Thank you, {{firstName}}'),
      paragraph('We received your payment. Your receipt is attached to this e-mail as a PDF.'),
      facts([
        ['For', 'paymentLabel'],
        ['Property', 'propertyName'],
        ['Amount', 'amountLabel'],
        ['Paid on', 'paidAt'],
        ['Receipt', 'receipt'],
        ['Transaction id', 'txnId'],
        ['Razorpay payment id', 'razorpayPaymentId'],
      ]),
      button('Open my Renters Hub', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Thank you, {{firstName}}\n\nWe received your payment. Your receipt is attached to this e-mail as a PDF.\n\n' +
      textFacts([
        ['For', 'paymentLabel'],
        ['Property', 'propertyName'],
        ['Amount', 'amountLabel'],
        ['Paid on', 'paidAt'],
        ['Receipt', 'receipt'],
        ['Transaction id', 'txnId'],
        ['Razorpay payment id', 'razorpayPaymentId'],
      ]) +
      '\nRenters Hub: {{hubUrl}}\n' +
      textSignOff,
  },
  'lease-confirmed-tenant': {
    subject: 'Your rental of {{propertyName}} is confirmed',
    mjml: [
      heading('Welcome home, {{firstName}}!'),
      paragraph(
        'Your rental is confirmed. Your property manager will contact you within 48 hours to arrange the move-in.',
      ),
      facts([...leaseFacts, ['Lease period', 'leasePeriod'], ['Security deposit', 'depositLabel']]),
      paragraph(
        'Your leave and licence agreement is attached to this e-mail as a PDF. You can download it again at any ' +
          'time from your Renters Hub.',
      ),
      button('Open my Renters Hub', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Welcome home, {{firstName}}!\n\nYour rental is confirmed. Your property manager will contact you within 48 ' +
      'hours to arrange the move-in.\n\n' +
      textFacts([...leaseFacts, ['Lease period', 'leasePeriod'], ['Security deposit', 'depositLabel']]) +
      '\nYour leave and licence agreement is attached to this e-mail as a PDF. You can download it again at any ' +
      'time from your Renters Hub.\n' +
      '\nRenters Hub: {{hubUrl}}\n' +
      textSignOff,
  },
  'lease-confirmed-landlord': {
    subject: '{{propertyName}} is let to {{tenantName}}',
    mjml: [
      heading('Your home is let'),
      paragraph(
        'Hello {{name}}, <strong>{{tenantName}}</strong> has paid the move-in amount and the lease for ' +
          '{{propertyName}} is confirmed. The property manager will contact the tenant within 48 hours.',
      ),
      facts(leaseFacts),
      paragraph('The leave and licence agreement is attached to this e-mail as a PDF.'),
      signOff,
    ].join(''),
    text:
      'Hello {{name}},\n\n{{tenantName}} has paid the move-in amount and the lease for {{propertyName}} is confirmed. ' +
      'The property manager will contact the tenant within 48 hours.\n\n' +
      textFacts(leaseFacts) +
      '\nThe leave and licence agreement is attached to this e-mail as a PDF.\n' +
      textSignOff,
  },
  'lease-confirmed-manager': {
    subject: 'New lease: contact {{tenantName}} within 48 hours',
    mjml: [
      heading('A lease is confirmed'),
      paragraph(
        'Hello {{name}}, the lease of <strong>{{propertyName}}</strong> to {{tenantName}} is confirmed. The tenant ' +
          'has been promised your call within 48 hours.',
      ),
      facts([
        ['Tenant', 'tenantName'],
        ['E-mail', 'tenantEmail'],
        ['Phone', 'tenantPhone'],
        ['Property', 'propertyName'],
        ['Address', 'address'],
        ['Lease starts', 'startDate'],
        ['Monthly rent', 'rentLabel'],
      ]),
      button('Open the Property Manager Hub', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{name}},\n\nThe lease of {{propertyName}} to {{tenantName}} is confirmed. The tenant has been promised ' +
      'your call within 48 hours.\n\n' +
      textFacts([
        ['Tenant', 'tenantName'],
        ['E-mail', 'tenantEmail'],
        ['Phone', 'tenantPhone'],
        ['Property', 'propertyName'],
        ['Address', 'address'],
        ['Lease starts', 'startDate'],
        ['Monthly rent', 'rentLabel'],
      ]) +
      '\nProperty Manager Hub: {{hubUrl}}\n' +
      textSignOff,
  },
  'listing-assigned': {
    subject: 'New listing request assigned to you: {{address}}',
    mjml: [
      heading('A listing request to review'),
      paragraph(
        'Hello {{managerName}}, a listing request from <strong>{{landlordName}}</strong> for {{address}} has been ' +
          'assigned to you.',
      ),
      button('Review listing requests', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{managerName}},\n\nA listing request from {{landlordName}} for {{address}} has been assigned to you.\n' +
      '\nReview listing requests: {{hubUrl}}\n' +
      textSignOff,
  },
  'listing-reviewed': {
    subject: 'Your listing request for {{address}}: {{decisionLabel}}',
    mjml: [
      heading('Your listing request was reviewed'),
      paragraph(
        'Hello {{landlordName}}, the property manager reviewed your listing request for {{address}}. Decision: ' +
          '<strong>{{decisionLabel}}</strong>.',
      ),
      notes('Notes from the property manager'),
      button('Open the Landlord Hub', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{landlordName}},\n\nThe property manager reviewed your listing request for {{address}}. Decision: ' +
      '{{decisionLabel}}.\n{{#if notes}}\nNotes from the property manager: {{notes}}\n{{/if}}' +
      '\nLandlord Hub: {{hubUrl}}\n' +
      textSignOff,
  },
  'maintenance-created': {
    subject: 'New {{priorityLabel}} maintenance request: {{title}} ({{propertyName}})',
    mjml: [
      heading('A new maintenance request'),
      paragraph(
        'Hello {{name}}, <strong>{{tenantName}}</strong> has asked for maintenance at {{propertyName}}. Please respond ' +
          'by {{dueAt}}.',
      ),
      facts([
        ['Request', 'title'],
        ['Category', 'categoryLabel'],
        ['Priority', 'priorityLabel'],
        ['Property', 'propertyName'],
        ['Address', 'address'],
        ['Respond by', 'dueAt'],
      ]),
      paragraph('<strong>Description</strong><br/>{{description}}'),
      button('Open the maintenance requests', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{name}},\n\n{{tenantName}} has asked for maintenance at {{propertyName}}. Please respond by {{dueAt}}.\n\n' +
      textFacts([
        ['Request', 'title'],
        ['Category', 'categoryLabel'],
        ['Priority', 'priorityLabel'],
        ['Property', 'propertyName'],
        ['Address', 'address'],
        ['Respond by', 'dueAt'],
      ]) +
      '\nDescription: {{description}}\n\nMaintenance requests: {{hubUrl}}\n' +
      textSignOff,
  },
  'maintenance-digest': {
    subject: '{{count}} more maintenance requests at {{propertyName}}',
    mjml: [
      heading('More maintenance requests'),
      paragraph(
        'Hello {{name}}, since our last e-mail about {{propertyName}}, {{count}} more maintenance requests came in. ' +
          'We gathered them here instead of writing once for each.',
      ),
      '<mj-table cellpadding="6px" font-size="14px"><tr style="color:#64748b;text-align:left"><th>Request</th>' +
        '<th>Priority</th><th>Category</th><th>From</th><th>Sent</th></tr>{{#each requests}}<tr><td style="font-weight:bold">' +
        '{{title}}</td><td>{{priorityLabel}}</td><td>{{categoryLabel}}</td><td>{{tenantName}}</td><td>{{submittedAt}}</td>' +
        '</tr>{{/each}}</mj-table>',
      button('Open the maintenance requests', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{name}},\n\nSince our last e-mail about {{propertyName}}, {{count}} more maintenance requests came in:\n\n' +
      '{{#each requests}}- {{title}} ({{priorityLabel}}, {{categoryLabel}}) from {{tenantName}}, {{submittedAt}}\n{{/each}}' +
      '\nMaintenance requests: {{hubUrl}}\n' +
      textSignOff,
  },
  'maintenance-status-changed': {
    subject: 'Your maintenance request "{{title}}" is now {{statusLabel}}',
    mjml: [
      heading('Hello {{firstName}},'),
      paragraph(
        'Your maintenance request <strong>{{title}}</strong> for {{propertyName}} changed from {{previousStatusLabel}} ' +
          'to <strong>{{statusLabel}}</strong> ({{changedBy}}).',
      ),
      button('See my requests', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{firstName}},\n\nYour maintenance request "{{title}}" for {{propertyName}} changed from ' +
      '{{previousStatusLabel}} to {{statusLabel}} ({{changedBy}}).\n\nSee my requests: {{hubUrl}}\n' +
      textSignOff,
  },
  'maintenance-note-added': {
    subject: 'New note on your maintenance request "{{title}}"',
    mjml: [
      heading('Hello {{firstName}},'),
      paragraph('{{author}} added a note to your maintenance request <strong>{{title}}</strong> for {{propertyName}}:'),
      notes('Note, {{addedAt}}'),
      button('See my requests', 'hubUrl'),
      signOff,
    ].join(''),
    text:
      'Hello {{firstName}},\n\n{{author}} added a note to your maintenance request "{{title}}" for {{propertyName}} ' +
      '({{addedAt}}):\n\n{{notes}}\n\nSee my requests: {{hubUrl}}\n' +
      textSignOff,
  },
  'payment-reminder': {
    subject: '{{#if firm}}Overdue rent{{else}}Rent reminder{{/if}} (reminder {{nth}}): {{propertyName}}',
    mjml: [
      heading('{{#if firm}}Your rent is overdue{{else}}A reminder about your rent{{/if}}'),
      paragraph('Hello {{firstName}},'),
      paragraph('{{message}}'),
      facts([
        ['Property', 'propertyName'],
        ['Amount due', 'amountLabel'],
        ['Due date', 'dueDate'],
        ['Days past due', 'daysPastDue'],
        ['Reminder', 'nth'],
      ]),
      button('Pay rent now', 'payUrl'),
      paragraph(
        '{{#if firm}}Rent unpaid more than 7 days after its due date is overdue. Please pay today or contact your ' +
          'property manager.{{else}}If you have paid already, please ignore this reminder.{{/if}}',
      ),
      signOff,
    ].join(''),
    text:
      'Hello {{firstName}},\n\n{{message}}\n\n' +
      textFacts([
        ['Property', 'propertyName'],
        ['Amount due', 'amountLabel'],
        ['Due date', 'dueDate'],
        ['Days past due', 'daysPastDue'],
        ['Reminder', 'nth'],
      ]) +
      '\nPay rent now: {{payUrl}}\n\n' +
      '{{#if firm}}Rent unpaid more than 7 days after its due date is overdue. Please pay today or contact your ' +
      'property manager.{{else}}If you have paid already, please ignore this reminder.{{/if}}\n' +
      textSignOff,
  },
};

export const templateNames = Object.keys(templateSources) as TemplateName[];
