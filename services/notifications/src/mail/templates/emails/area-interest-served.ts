import {
  button,
  heading,
  homeCard,
  paragraph,
  signOff,
  t,
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
  subject: t('area-interest-served.subject'),
  // The person may have no account: they gave an address on the search page.
  reason: 'area-interest-served.reason',
  mjml: [
    heading(t('area-interest-served.subject')),
    paragraph(t('area-interest-served.firstHome')),
    `<mj-text>{{#with home}}${homeCard}{{/with}}</mj-text>`,
    button(t('area-interest-served.search'), 'searchUrl'),
    paragraph(t('area-interest-served.onlyOnce')),
    signOff,
  ].join(''),
  text:
    `${t('area-interest-served.subject')}\n\n${t('area-interest-served.firstHome')}\n\n` +
    `{{#with home}}${textHomeCard}{{/with}}` +
    `\n${t('area-interest-served.search')}: {{searchUrl}}\n\n${t('area-interest-served.onlyOnce')}\n` +
    textSignOff,
};
