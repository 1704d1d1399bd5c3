/**
 * One e-mail's source: Handlebars over the template's props, rendered by email-renderer.ts. Every word comes from
 * the e-mail catalogues (email-text.ts) through `{{t "id"}}`, whose ICU arguments are the props in scope: the source
 * holds only structure, links and props. `t(id)` below writes that expression.
 */
export interface TemplateSource {
  /** Handlebars; also the preview line. */
  subject: string;
  /** MJML column content (mj-text, mj-button, mj-table …) with Handlebars expressions. */
  mjml: string;
  /** Handlebars plain text. */
  text: string;
  /** The id of the footer's line saying why the recipient gets it, when not because they have an account (layout.ts). */
  reason?: string;
}

/** A catalogue message, in the reader's language: `t('welcome.heading')` → `{{t "welcome.heading"}}`. */
export const t = (id: string) => `{{t "${id}"}}`;

// -- MJML snippets that build template sources ------------------------------------------------------------------

/** Each snippet takes text as Handlebars: a message (`t(id)`), or a prop (`{{name}}`). */
export const heading = (text: string) =>
  `<mj-text font-size="20px" font-weight="bold" color="#0f172a">${text}</mj-text>`;
export const paragraph = (text: string) => `<mj-text>${text}</mj-text>`;
/** `url` names a prop holding a link the server built from APP_URL (placed as it is, unescaped). */
export const button = (label: string, url: string) =>
  `<mj-button href="{{{${url}}}}" background-color="#0f766e" border-radius="6px" font-weight="bold">${label}</mj-button>`;
/** Label (a message id)/value (a prop) rows; a row whose value is empty is left out. */
export const facts = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<mj-table cellpadding="6px" font-size="14px">${rows
    .map(
      ([label, value]) =>
        `{{#if ${value}}}<tr><td style="color:#64748b;width:40%">${t(label)}</td><td style="font-weight:bold">{{${value}}}</td></tr>{{/if}}`,
    )
    .join('')}</mj-table>`;
/** The `notes` prop under a label (a message id), when there are notes. */
export const notes = (label: string) =>
  `<mj-text>{{#if notes}}<div style="background:#f1f5f9;border-left:4px solid #0f766e;padding:12px"><strong>${t(label)}</strong><br/>{{notes}}</div>{{/if}}</mj-text>`;
export const signOff = paragraph(`${t('common.signOffRegards')}<br/>${t('common.signOffTeam')}`);

export const textFacts = (rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([label, value]) => `{{#if ${value}}}${t(label)}: {{${value}}}\n{{/if}}`).join('');
export const textSignOff = `\n${t('common.signOffRegards')}\n${t('common.signOffTeam')}\n`;

// -- Fact rows several templates show ---------------------------------------------------------------------------

export const applicationFacts = [
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['common.factMoveInDate', 'moveInDate'],
  ['common.factLeasePeriod', 'leasePeriod'],
] as const;

export const leaseFacts = [
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['common.factLeaseStarts', 'startDate'],
  ['common.factLeaseEnds', 'endDate'],
  ['common.factMonthlyRent', 'rentLabel'],
] as const;

// -- A home as the alerts show it --------------------------------------------------------------------------------

/** One home on an alert (a saved search's match, a served area interest), its props formatted by the server. */
export interface HomeCard {
  name: string;
  /** "₹35,000" */
  rentLabel: string;
  /** line1, locality, city */
  address: string;
  /** The card image through the gateway's public image route; absent when the home has no photo. */
  imageUrl?: string;
  /** The home's page in the SPA. */
  propertyUrl: string;
}

/**
 * A home's card (HTML inside an mj-text), over a HomeCard in the current Handlebars context: `{{#with home}}` for
 * one, `{{#each homes}}` for a digest. The image is left out when the home has none.
 */
export const homeCard =
  '<div style="border:1px solid #e2e8f0;border-radius:8px;margin:0 0 16px 0">' +
  '{{#if imageUrl}}<img src="{{{imageUrl}}}" alt="{{name}}" width="552" ' +
  'style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:8px 8px 0 0"/>{{/if}}' +
  '<div style="padding:12px 16px"><div style="font-size:17px;font-weight:bold;color:#0f172a">{{name}}</div>' +
  '<div style="font-weight:bold;color:#0f766e">{{t "common.homeRentPerMonth"}}</div>' +
  '<div style="color:#64748b">{{address}}</div>' +
  '<a href="{{{propertyUrl}}}" style="display:inline-block;margin-top:10px;padding:10px 18px;background:#0f766e;' +
  'color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">{{t "common.homeView"}}</a></div></div>';

/** The same card as plain text. */
export const textHomeCard =
  '{{name}}\n{{t "common.homeRentPerMonth"}}\n{{address}}\n{{t "common.homeView"}}: {{propertyUrl}}\n';

/** Why a saved search's alert came (a message id), with its two ways out: manage the saved searches, or stop this one. */
export const savedSearchFooter = (why: string) =>
  `<mj-text font-size="13px" color="#64748b">${t(why)} <a href="{{{manageUrl}}}" style="color:#0f766e">` +
  `${t('common.savedSearchesManage')}</a> · <a href="{{{unsubscribeUrl}}}" style="color:#0f766e">` +
  `${t('common.savedSearchUnsubscribe')}</a></mj-text>`;
export const textSavedSearchFooter = (why: string) =>
  `\n${t(why)}\n${t('common.savedSearchesManage')}: {{manageUrl}}\n${t('common.savedSearchUnsubscribe')}: {{unsubscribeUrl}}\n`;
