import { paths } from '../../config/paths';

export interface InfoLink {
  to: string;
  label: string;
}

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

export interface InfoPageContent {
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  sections: InfoSection[];
  /** The main next steps, shown as buttons. */
  actions?: InfoLink[];
  /** Show the location search box on the page. */
  withSearch?: boolean;
  /** "Last updated" for the legal pages. */
  updated?: string;
}

const SUPPORT_EMAIL = 'hello@trio-rentals.in';

const searchPopular: InfoLink[] = [
  { to: paths.search('Bengaluru'), label: 'Homes in Bengaluru' },
  { to: paths.search('Mumbai'), label: 'Homes in Mumbai' },
  { to: paths.search('Pune'), label: 'Homes in Pune' },
];

/** The footer pages, /rent and /buy, by path. */
export const INFO_CONTENT: Record<string, InfoPageContent> = {
  '/about': {
    title: 'About Trio Rentals',
    intro:
      'Trio Rentals helps people across India find, rent and look after a home without brokers, fake photos or surprise charges.',
    sections: [
      {
        heading: 'Why we started',
        paragraphs: [
          'Renting in a new city usually means weekends lost to visits that do not match the listing, brokerage of a month’s rent and deposits that are hard to get back. We built Trio so that renters can trust what they see and landlords can let their homes to people they can trust in return.',
        ],
      },
      {
        heading: 'What we do',
        points: [
          'Verify every listing with our own team before it goes live.',
          'Show the rent, deposit and fees before you apply, and take payments through a secure gateway.',
          'Connect tenants, landlords and property managers for applications, rent and maintenance in one place.',
          'Refund in full if a home is not what we promised, when you tell us within 48 hours of moving in.',
        ],
      },
      {
        heading: 'Where we are',
        paragraphs: [
          'We list homes in Bengaluru, Mumbai, Pune, Hyderabad, Chennai, Delhi NCR, Kolkata, Ahmedabad and Jaipur, and we add new localities every month.',
        ],
      },
    ],
    actions: [
      { to: paths.search('Bengaluru'), label: 'Browse homes' },
      { to: '/join', label: 'Work with us' },
    ],
  },
  '/join': {
    title: 'Join us',
    intro: 'We are a small team that cares about making renting fair. Come and help us build it.',
    sections: [
      {
        heading: 'Who we look for',
        points: [
          'Field verifiers who visit homes, check documents and take honest photos.',
          'Property managers who look after tenants and landlords in their city.',
          'Engineers and designers who build a product that works well on any phone.',
          'Support staff who answer in English, Hindi and regional languages.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          `Send a short note about yourself and the role you are interested in to ${SUPPORT_EMAIL}. We reply to every application within two weeks.`,
        ],
      },
      {
        heading: 'For property managers and agencies',
        paragraphs: [
          'If you already manage homes for owners, you can review applications, listing requests and maintenance on Trio. Create an account and write to us, and we will set up your manager profile.',
        ],
      },
    ],
    actions: [{ to: paths.register, label: 'Create an account' }],
  },
  '/terms': {
    title: 'Terms of use',
    intro:
      'These terms explain what you can expect from Trio Rentals and what we expect from you. Please read them before using the service.',
    updated: '1 January 2026',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Trio Rentals is an online marketplace that connects people looking for a home to rent with landlords and property managers. We are not a party to the rental agreement between a tenant and a landlord.',
        ],
      },
      {
        heading: 'Your account',
        points: [
          'You must be at least 18 years old and give accurate details when you sign up.',
          'Keep your password private. You are responsible for what happens under your account.',
          'One person, one account. Do not sign up on behalf of someone else without their permission.',
        ],
      },
      {
        heading: 'Listings',
        points: [
          'Landlords must only list homes they own or are authorised to let, with true descriptions and current photos.',
          'We review every listing before it is published and may refuse or remove a listing at any time.',
          'Rent, deposit and other charges shown on a listing are set by the landlord.',
        ],
      },
      {
        heading: 'Applications and payments',
        points: [
          'Applying to rent a home does not guarantee it. The landlord or property manager decides.',
          'Payments are processed by our payment partner. An initial payment covers the first month’s rent, a security deposit of 1.5 times the monthly rent, an application fee of ₹50 and a processing fee of 2% of the rent.',
          'Monthly rent paid through Trio carries a processing fee of 2% of the rent.',
          'If a home is materially different from its listing, tell us within 48 hours of moving in for a full refund of what you paid through Trio, no questions asked.',
        ],
      },
      {
        heading: 'Fair use',
        points: [
          'Do not post false, offensive or discriminatory content, or contact other users for anything other than renting.',
          'Do not copy listings or use automated tools to collect data from the site.',
          'We may suspend accounts that break these terms.',
        ],
      },
      {
        heading: 'Liability and law',
        paragraphs: [
          'We work hard to keep listings accurate, but we cannot inspect every detail of every home. Our liability to you is limited to the fees you paid to Trio in the 12 months before a claim. These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction.',
          `Questions about these terms? Write to ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
  '/privacy': {
    title: 'Privacy policy',
    intro: 'This policy explains, in plain language, what personal data we collect, why, and the choices you have.',
    updated: '1 January 2026',
    sections: [
      {
        heading: 'What we collect',
        points: [
          'Account details: your name, e-mail address, phone number and, if you choose, date of birth and address.',
          'Rental applications: the details you enter, such as move-in date, lease period and PAN or Aadhaar number.',
          'Payments: amounts, dates and payment references. Card and UPI details are handled by our payment partner and never stored by us.',
          'Usage: the searches you run and the homes you save as favourites, to show them back to you.',
        ],
      },
      {
        heading: 'Why we use it',
        points: [
          'To run your account, show your favourites and let you apply for and pay for a home.',
          'To share your application with the landlord or property manager of the home you apply for.',
          'To send you the e-mails you need, such as receipts and rent reminders, and the updates you ask for.',
          'To keep the service safe, prevent fraud and meet our legal obligations.',
        ],
      },
      {
        heading: 'What we do not do',
        points: [
          'We do not sell your personal data.',
          'We do not use advertising trackers. We use a single secure cookie to keep you signed in.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under the Digital Personal Data Protection Act, 2023 you can ask for a summary of the data we hold about you, correct or update it, withdraw your consent, and ask us to erase it when it is no longer needed for the purpose you gave it for. You can also nominate someone to exercise these rights on your behalf.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account data while your account is open. Payment records are kept for eight years because Indian tax law requires it. Everything else is deleted or anonymised within 90 days of closing your account.',
        ],
      },
      {
        heading: 'Contact and grievances',
        paragraphs: [
          `Our grievance officer answers privacy questions and complaints at ${SUPPORT_EMAIL}, within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
        ],
      },
    ],
  },
  '/tenant': {
    title: 'Renting with Trio',
    intro: 'Everything you need to find a home and live in it comfortably, from the first search to the monthly rent.',
    withSearch: true,
    sections: [
      {
        heading: 'Find a home',
        paragraphs: [
          'Search by locality, city or PIN code, narrow down by rent, bedrooms and type, and save the homes you like with the heart button to compare them later in your favourites.',
        ],
      },
      {
        heading: 'Apply and move in',
        points: [
          'Open a home and choose Apply Now. The property manager replies within 48 hours.',
          'Once approved, pay the first month’s rent and deposit securely online and get a receipt at once.',
          'If the home is not what we promised, tell us within 48 hours of moving in for a full refund.',
        ],
      },
      {
        heading: 'Live there',
        paragraphs: ['Pay your monthly rent, see your lease and raise maintenance requests from the Renters Hub.'],
      },
    ],
    actions: [
      { to: paths.favorites, label: 'Your favourites' },
      { to: paths.rentersHub, label: 'Renters Hub' },
    ],
  },
  '/find-house': {
    title: 'Find a house',
    intro: 'Type a locality, a city or a 6-digit PIN code. Spelling mistakes are fine: we will still find it.',
    withSearch: true,
    sections: [
      {
        heading: 'Search tips',
        points: [
          'Try a locality first (for example Koramangala or Baner), then widen to the city.',
          'Use the rent, bedroom and property type filters to narrow long lists, and sort by rent or newest.',
          'Every search has its own address, so you can share the results with family or flatmates.',
          'Save homes with the heart button and find them again in your favourites.',
        ],
      },
    ],
    actions: searchPopular,
  },
  '/pay-rent': {
    title: 'Pay rent online',
    intro: 'Pay your rent by card, UPI or net banking through a secure payment gateway and get a receipt every month.',
    sections: [
      {
        heading: 'How it works',
        points: [
          'Open the Renters Hub and choose the rent that is due.',
          'Review the amount: your monthly rent plus a processing fee of 2% of the rent.',
          'Pay securely. Your receipt is ready to download straight away and your landlord is informed.',
        ],
      },
      {
        heading: 'Reminders',
        paragraphs: ['We send an e-mail reminder before your rent is due, so you never pay late by accident.'],
      },
    ],
    actions: [{ to: paths.rentersHub, label: 'Go to the Renters Hub' }],
  },
  '/portal': {
    title: 'Tenant portal',
    intro: 'The Renters Hub is your home for everything after you move in.',
    sections: [
      {
        heading: 'In the Renters Hub you can',
        points: [
          'See your current rental, lease dates and the contact details of your property manager.',
          'Pay monthly rent and download receipts.',
          'Raise maintenance requests and follow them until they are resolved.',
          'Check the status of your rental applications.',
        ],
      },
    ],
    actions: [
      { to: paths.rentersHub, label: 'Open the Renters Hub' },
      { to: paths.profile, label: 'Your profile' },
    ],
  },
  '/maintenance': {
    title: 'Maintenance requests',
    intro: 'Something broken at home? Tell us once, and a professional takes care of it promptly.',
    sections: [
      {
        heading: 'Raising a request',
        points: [
          'Open the Renters Hub and choose your rental.',
          'Describe the problem, how urgent it is, and add a photo if it helps.',
          'Your property manager assigns it and you can follow every update in the hub.',
        ],
      },
      {
        heading: 'Emergencies',
        paragraphs: [
          'For gas leaks, fire or electrical danger, leave the home and call 112 first. Then raise an urgent request so your property manager knows.',
        ],
      },
    ],
    actions: [{ to: paths.rentersHub, label: 'Raise a request' }],
  },
  '/landlord': {
    title: 'Letting with Trio',
    intro: 'List your home, let verified tenants apply, and collect rent online, with a property manager to help.',
    sections: [
      {
        heading: 'Why owners choose Trio',
        points: [
          'Every tenant signs up with verified contact details and a complete application.',
          'A property manager reviews applications and maintenance for you.',
          'Rent is collected online with automatic reminders, and you can see every payment.',
        ],
      },
      {
        heading: 'Getting started',
        points: [
          'Create an account and open your landlord dashboard.',
          'Submit your home for review with photos and details.',
          'Once approved, it appears in search and tenants can apply.',
        ],
      },
    ],
    actions: [
      { to: paths.dashboard, label: 'Open your dashboard' },
      { to: '/list-house', label: 'List your house' },
    ],
  },
  '/list-house': {
    title: 'List your house',
    intro: 'Submit your home from your landlord dashboard. Our team reviews it, usually within two working days.',
    sections: [
      {
        heading: 'What you need',
        points: [
          'The full address with PIN code, and the locality people know it by.',
          'Bedrooms, bathrooms, area in square feet, and the monthly rent you are asking.',
          'Clear, current photos of every room (JPEG, PNG or WebP, up to 10 MB each and 30 per home).',
          'Proof that you own the home or may let it.',
        ],
      },
      {
        heading: 'After you submit',
        paragraphs: [
          'A property manager reviews your request. If anything is missing they will ask, and you can resubmit. Once approved, your home is listed and appears in search.',
        ],
      },
    ],
    actions: [{ to: paths.dashboard, label: 'Start a listing' }],
  },
  '/show-listings': {
    title: 'Your listings',
    intro: 'See every home you have listed, its status, its tenants and the rent you have received.',
    sections: [
      {
        heading: 'In your dashboard',
        points: [
          'Listing requests and their review status (submitted, needs more information, approved or rejected).',
          'Homes that are listed, and whether they are available or occupied.',
          'Leases, tenants and rent payments for each home.',
        ],
      },
    ],
    actions: [
      { to: paths.dashboard, label: 'Landlord dashboard' },
      { to: paths.landlordHub, label: 'Landlord Hub' },
    ],
  },
  '/promote': {
    title: 'Promote a listing',
    intro: 'Featured homes appear on property pages across the site and reach more renters.',
    sections: [
      {
        heading: 'How featuring works',
        points: [
          'Featured listings are shown in the "Featured Listings" block on property pages, newest first.',
          'Only verified, available homes can be featured.',
          'Write to us with the home you would like to feature and we will tell you the options for your city.',
        ],
      },
      { heading: 'Contact', paragraphs: [`E-mail ${SUPPORT_EMAIL} with the name of your listing.`] },
    ],
    actions: [{ to: paths.dashboard, label: 'See your listings' }],
  },
  '/manage-requests': {
    title: 'Manage requests',
    intro:
      'Applications, listing requests and maintenance requests, all in one place for landlords and property managers.',
    sections: [
      {
        heading: 'For property managers',
        points: [
          'Review rental applications and approve or reject them.',
          'Review listing requests from landlords, ask for more information or approve them.',
          'Follow maintenance requests and send payment reminders.',
        ],
      },
      {
        heading: 'For landlords',
        paragraphs: ['See the requests on your homes and their progress from the Landlord Hub.'],
      },
    ],
    actions: [
      { to: paths.propertyManagerHub, label: 'Property Manager Hub' },
      { to: paths.landlordHub, label: 'Landlord Hub' },
    ],
  },
  '/rent': {
    title: 'Rent a home',
    intro: 'Verified homes to rent across India: apartments, independent houses, villas and studios.',
    withSearch: true,
    sections: [
      {
        heading: 'Renting made simple',
        points: [
          'Accurate listings verified by our team, with photos that match the home.',
          'Rent, deposit and fees shown before you apply, and safe online payments.',
          'A full refund within 48 hours of moving in if the home is not what we promised.',
          'Prompt, professional maintenance once you live there.',
        ],
      },
    ],
    actions: searchPopular,
  },
  '/buy': {
    title: 'Buy a home',
    intro: 'Trio focuses on rentals today. Buying is on our way, and we will tell you when it is ready.',
    sections: [
      {
        heading: 'In the meantime',
        points: [
          'Rent in the neighbourhood you are thinking of buying in, to get to know it first.',
          'Search any locality to see what homes there look like and cost to rent.',
          'If we do not cover your area yet, use "Get Notified" on the search page and we will let you know when we do.',
        ],
      },
    ],
    withSearch: true,
    actions: [{ to: '/rent', label: 'Rent a home instead' }],
  },
};
