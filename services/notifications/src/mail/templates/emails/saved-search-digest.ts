import {
  heading,
  homeCard,
  paragraph,
  savedSearchFooter,
  signOff,
  textHomeCard,
  textSavedSearchFooter,
  textSignOff,
  type HomeCard,
  type TemplateSource,
} from '../template-source';

export interface SavedSearchDigestProps {
  firstName: string;
  searchName: string;
  /** "1 new home" / "3 new homes" */
  homesLabel: string;
  homes: HomeCard[];
  manageUrl: string;
  unsubscribeUrl: string;
}

const why = 'You receive this daily digest because you saved the search “{{searchName}}”.';

export const savedSearchDigestTemplate: TemplateSource = {
  subject: '{{homesLabel}} for your saved search “{{searchName}}”',
  mjml: [
    heading('{{homesLabel}} for “{{searchName}}”'),
    paragraph('Hello {{firstName}}, these newly listed homes match your saved search.'),
    `<mj-text>{{#each homes}}${homeCard}{{/each}}</mj-text>`,
    signOff,
    savedSearchFooter(why),
  ].join(''),
  text:
    'Hello {{firstName}},\n\nThese newly listed homes match your saved search “{{searchName}}”:\n\n' +
    `{{#each homes}}${textHomeCard}\n{{/each}}` +
    textSignOff +
    textSavedSearchFooter(why),
};
