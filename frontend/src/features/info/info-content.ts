import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';

export interface InfoLink {
  to: string;
  labelId: MessageId;
}

/** A section of an info page: its heading, then paragraphs and/or a list of points (messages of the 'info' area). */
export interface InfoSection {
  headingId: MessageId;
  paragraphIds?: MessageId[];
  pointIds?: MessageId[];
}

export interface InfoPageContent {
  titleId: MessageId;
  /** One or two sentences under the title. */
  introId: MessageId;
  sections: InfoSection[];
  /** The main next steps, shown as buttons. */
  actions?: InfoLink[];
  /** Show the location search box on the page. */
  withSearch?: boolean;
  /** "Last updated" for the legal pages (a local date, shown in the reader's language). */
  updated?: Date;
}

/** The values the pages' messages take: the support address ({email}) and the application fee ({applicationFee}). */
export const SUPPORT_EMAIL = 'hello@trio-rentals.in';
export const APPLICATION_FEE_RUPEES = 50;

const searchPopular: InfoLink[] = [
  { to: paths.search('Bengaluru'), labelId: 'info.popular.bengaluru' },
  { to: paths.search('Mumbai'), labelId: 'info.popular.mumbai' },
  { to: paths.search('Pune'), labelId: 'info.popular.pune' },
];

/** The footer pages, /rent and /buy, by path. */
export const INFO_CONTENT: Record<string, InfoPageContent> = {
  '/about': {
    titleId: 'info.about.title',
    introId: 'info.about.intro',
    sections: [
      {
        headingId: 'info.about.s1.heading',
        paragraphIds: ['info.about.s1.p1'],
      },
      {
        headingId: 'info.about.s2.heading',
        pointIds: ['info.about.s2.point1', 'info.about.s2.point2', 'info.about.s2.point3', 'info.about.s2.point4'],
      },
      {
        headingId: 'info.about.s3.heading',
        paragraphIds: ['info.about.s3.p1'],
      },
    ],
    actions: [
      { to: paths.search('Bengaluru'), labelId: 'info.about.action1' },
      { to: '/join', labelId: 'info.about.action2' },
    ],
  },
  '/join': {
    titleId: 'info.join.title',
    introId: 'info.join.intro',
    sections: [
      {
        headingId: 'info.join.s1.heading',
        pointIds: ['info.join.s1.point1', 'info.join.s1.point2', 'info.join.s1.point3', 'info.join.s1.point4'],
      },
      {
        headingId: 'info.join.s2.heading',
        paragraphIds: ['info.join.s2.p1'],
      },
      {
        headingId: 'info.join.s3.heading',
        paragraphIds: ['info.join.s3.p1'],
      },
    ],
    actions: [{ to: paths.register, labelId: 'info.join.action1' }],
  },
  '/terms': {
    titleId: 'info.terms.title',
    introId: 'info.terms.intro',
    updated: new Date(2026, 0, 1),
    sections: [
      {
        headingId: 'info.terms.s1.heading',
        paragraphIds: ['info.terms.s1.p1'],
      },
      {
        headingId: 'info.terms.s2.heading',
        pointIds: ['info.terms.s2.point1', 'info.terms.s2.point2', 'info.terms.s2.point3'],
      },
      {
        headingId: 'info.terms.s3.heading',
        pointIds: ['info.terms.s3.point1', 'info.terms.s3.point2', 'info.terms.s3.point3'],
      },
      {
        headingId: 'info.terms.s4.heading',
        pointIds: ['info.terms.s4.point1', 'info.terms.s4.point2', 'info.terms.s4.point3', 'info.terms.s4.point4'],
      },
      {
        headingId: 'info.terms.s5.heading',
        pointIds: ['info.terms.s5.point1', 'info.terms.s5.point2', 'info.terms.s5.point3'],
      },
      {
        headingId: 'info.terms.s6.heading',
        paragraphIds: ['info.terms.s6.p1', 'info.terms.s6.p2'],
      },
    ],
  },
  '/privacy': {
    titleId: 'info.privacy.title',
    introId: 'info.privacy.intro',
    updated: new Date(2026, 0, 1),
    sections: [
      {
        headingId: 'info.privacy.s1.heading',
        pointIds: [
          'info.privacy.s1.point1',
          'info.privacy.s1.point2',
          'info.privacy.s1.point3',
          'info.privacy.s1.point4',
        ],
      },
      {
        headingId: 'info.privacy.s2.heading',
        pointIds: [
          'info.privacy.s2.point1',
          'info.privacy.s2.point2',
          'info.privacy.s2.point3',
          'info.privacy.s2.point4',
        ],
      },
      {
        headingId: 'info.privacy.s3.heading',
        pointIds: ['info.privacy.s3.point1', 'info.privacy.s3.point2'],
      },
      {
        headingId: 'info.privacy.s4.heading',
        paragraphIds: ['info.privacy.s4.p1'],
      },
      {
        headingId: 'info.privacy.s5.heading',
        paragraphIds: ['info.privacy.s5.p1'],
      },
      {
        headingId: 'info.privacy.s6.heading',
        paragraphIds: ['info.privacy.s6.p1'],
      },
    ],
  },
  '/tenant': {
    titleId: 'info.tenant.title',
    introId: 'info.tenant.intro',
    withSearch: true,
    sections: [
      {
        headingId: 'info.tenant.s1.heading',
        paragraphIds: ['info.tenant.s1.p1'],
      },
      {
        headingId: 'info.tenant.s2.heading',
        pointIds: ['info.tenant.s2.point1', 'info.tenant.s2.point2', 'info.tenant.s2.point3'],
      },
      {
        headingId: 'info.tenant.s3.heading',
        paragraphIds: ['info.tenant.s3.p1'],
      },
    ],
    actions: [
      { to: paths.favorites, labelId: 'info.tenant.action1' },
      { to: paths.rentersHub, labelId: 'info.tenant.action2' },
    ],
  },
  '/find-house': {
    titleId: 'info.findHouse.title',
    introId: 'info.findHouse.intro',
    withSearch: true,
    sections: [
      {
        headingId: 'info.findHouse.s1.heading',
        pointIds: [
          'info.findHouse.s1.point1',
          'info.findHouse.s1.point2',
          'info.findHouse.s1.point3',
          'info.findHouse.s1.point4',
        ],
      },
    ],
    actions: searchPopular,
  },
  '/pay-rent': {
    titleId: 'info.payRent.title',
    introId: 'info.payRent.intro',
    sections: [
      {
        headingId: 'info.payRent.s1.heading',
        pointIds: ['info.payRent.s1.point1', 'info.payRent.s1.point2', 'info.payRent.s1.point3'],
      },
      {
        headingId: 'info.payRent.s2.heading',
        paragraphIds: ['info.payRent.s2.p1'],
      },
    ],
    actions: [{ to: paths.rentersHub, labelId: 'info.payRent.action1' }],
  },
  '/portal': {
    titleId: 'info.portal.title',
    introId: 'info.portal.intro',
    sections: [
      {
        headingId: 'info.portal.s1.heading',
        pointIds: ['info.portal.s1.point1', 'info.portal.s1.point2', 'info.portal.s1.point3', 'info.portal.s1.point4'],
      },
    ],
    actions: [
      { to: paths.rentersHub, labelId: 'info.portal.action1' },
      { to: paths.profile, labelId: 'info.portal.action2' },
    ],
  },
  '/maintenance': {
    titleId: 'info.maintenance.title',
    introId: 'info.maintenance.intro',
    sections: [
      {
        headingId: 'info.maintenance.s1.heading',
        pointIds: ['info.maintenance.s1.point1', 'info.maintenance.s1.point2', 'info.maintenance.s1.point3'],
      },
      {
        headingId: 'info.maintenance.s2.heading',
        paragraphIds: ['info.maintenance.s2.p1'],
      },
    ],
    actions: [{ to: paths.rentersHub, labelId: 'info.maintenance.action1' }],
  },
  '/landlord': {
    titleId: 'info.landlord.title',
    introId: 'info.landlord.intro',
    sections: [
      {
        headingId: 'info.landlord.s1.heading',
        pointIds: ['info.landlord.s1.point1', 'info.landlord.s1.point2', 'info.landlord.s1.point3'],
      },
      {
        headingId: 'info.landlord.s2.heading',
        pointIds: ['info.landlord.s2.point1', 'info.landlord.s2.point2', 'info.landlord.s2.point3'],
      },
    ],
    actions: [
      { to: paths.dashboard, labelId: 'info.landlord.action1' },
      { to: '/list-house', labelId: 'info.landlord.action2' },
    ],
  },
  '/list-house': {
    titleId: 'info.listHouse.title',
    introId: 'info.listHouse.intro',
    sections: [
      {
        headingId: 'info.listHouse.s1.heading',
        pointIds: [
          'info.listHouse.s1.point1',
          'info.listHouse.s1.point2',
          'info.listHouse.s1.point3',
          'info.listHouse.s1.point4',
        ],
      },
      {
        headingId: 'info.listHouse.s2.heading',
        paragraphIds: ['info.listHouse.s2.p1'],
      },
    ],
    actions: [{ to: paths.dashboard, labelId: 'info.listHouse.action1' }],
  },
  '/show-listings': {
    titleId: 'info.showListings.title',
    introId: 'info.showListings.intro',
    sections: [
      {
        headingId: 'info.showListings.s1.heading',
        pointIds: ['info.showListings.s1.point1', 'info.showListings.s1.point2', 'info.showListings.s1.point3'],
      },
    ],
    actions: [
      { to: paths.dashboard, labelId: 'info.showListings.action1' },
      { to: paths.landlordHub, labelId: 'info.showListings.action2' },
    ],
  },
  '/promote': {
    titleId: 'info.promote.title',
    introId: 'info.promote.intro',
    sections: [
      {
        headingId: 'info.promote.s1.heading',
        pointIds: ['info.promote.s1.point1', 'info.promote.s1.point2', 'info.promote.s1.point3'],
      },
      {
        headingId: 'info.promote.s2.heading',
        paragraphIds: ['info.promote.s2.p1'],
      },
    ],
    actions: [{ to: paths.dashboard, labelId: 'info.promote.action1' }],
  },
  '/manage-requests': {
    titleId: 'info.manageRequests.title',
    introId: 'info.manageRequests.intro',
    sections: [
      {
        headingId: 'info.manageRequests.s1.heading',
        pointIds: ['info.manageRequests.s1.point1', 'info.manageRequests.s1.point2', 'info.manageRequests.s1.point3'],
      },
      {
        headingId: 'info.manageRequests.s2.heading',
        paragraphIds: ['info.manageRequests.s2.p1'],
      },
    ],
    actions: [
      { to: paths.propertyManagerHub, labelId: 'info.manageRequests.action1' },
      { to: paths.landlordHub, labelId: 'info.manageRequests.action2' },
    ],
  },
  '/rent': {
    titleId: 'info.rent.title',
    introId: 'info.rent.intro',
    withSearch: true,
    sections: [
      {
        headingId: 'info.rent.s1.heading',
        pointIds: ['info.rent.s1.point1', 'info.rent.s1.point2', 'info.rent.s1.point3', 'info.rent.s1.point4'],
      },
    ],
    actions: searchPopular,
  },
  '/buy': {
    titleId: 'info.buy.title',
    introId: 'info.buy.intro',
    withSearch: true,
    sections: [
      {
        headingId: 'info.buy.s1.heading',
        pointIds: ['info.buy.s1.point1', 'info.buy.s1.point2', 'info.buy.s1.point3'],
      },
    ],
    actions: [{ to: '/rent', labelId: 'info.buy.action1' }],
  },
};
