import {
  button,
  heading,
  homeCard,
  paragraph,
  signOff,
  textHomeCard,
  textSignOff,
  type HomeCard,
  type TemplateSource,
} from '../template-source';

export interface AreaInterestServedProps {
  area: string;
  home: HomeCard;
  /** The SPA's search for the area, as the person typed it. */
  searchUrl: string;
}

export const areaInterestServedTemplate: TemplateSource = {
  subject: 'Homes in {{area}} are now on Trio Rentals',
  // The person may have no account: they gave an address on the search page.
  reason: 'You receive this e-mail because you asked to hear when homes in {{area}} are listed on Trio Rentals.',
  mjml: [
    heading('Homes in {{area}} are now on Trio Rentals'),
    paragraph('You asked us to tell you when we list homes in {{area}}. The first one is here:'),
    `<mj-text>{{#with home}}${homeCard}{{/with}}</mj-text>`,
    button('Search homes in {{area}}', 'searchUrl'),
    paragraph('This is the only e-mail we send about {{area}}: we will not write to you about this area again.'),
    signOff,
  ].join(''),
  text:
    'Homes in {{area}} are now on Trio Rentals\n\nYou asked us to tell you when we list homes in {{area}}. The first ' +
    `one is here:\n\n{{#with home}}${textHomeCard}{{/with}}` +
    '\nSearch homes in {{area}}: {{searchUrl}}\n\n' +
    'This is the only e-mail we send about {{area}}: we will not write to you about this area again.\n' +
    textSignOff,
};
