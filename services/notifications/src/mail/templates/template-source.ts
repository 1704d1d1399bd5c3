/** One e-mail's source: Handlebars over the template's props, rendered by email-renderer.ts. */
export interface TemplateSource {
  /** Handlebars; also the preview line. */
  subject: string;
  /** MJML column content (mj-text, mj-button, mj-table …) with Handlebars expressions. */
  mjml: string;
  /** Handlebars plain text. */
  text: string;
  /** The footer's line saying why the recipient gets it, when not because they have an account (layout.ts). */
  reason?: string;
}

// -- MJML snippets that build template sources ------------------------------------------------------------------

export const heading = (text: string) =>
  `<mj-text font-size="20px" font-weight="bold" color="#0f172a">${text}</mj-text>`;
export const paragraph = (text: string) => `<mj-text>${text}</mj-text>`;
/** `url` names a prop holding a link the server built from APP_URL (placed as it is, unescaped). */
export const button = (label: string, url: string) =>
  `<mj-button href="{{{${url}}}}" background-color="#0f766e" border-radius="6px" font-weight="bold">${label}</mj-button>`;
/** Label/value rows; a row whose value expression is empty is left out. */
export const facts = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<mj-table cellpadding="6px" font-size="14px">${rows
    .map(
      ([label, value]) =>
        `{{#if ${value}}}<tr><td style="color:#64748b;width:40%">${label}</td><td style="font-weight:bold">{{${value}}}</td></tr>{{/if}}`,
    )
    .join('')}</mj-table>`;
export const notes = (label: string) =>
  `<mj-text>{{#if notes}}<div style="background:#f1f5f9;border-left:4px solid #0f766e;padding:12px"><strong>${label}</strong><br/>{{notes}}</div>{{/if}}</mj-text>`;
export const signOff = paragraph('Warm regards,<br/>The Trio Rentals team');

export const textFacts = (rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([label, value]) => `{{#if ${value}}}${label}: {{${value}}}\n{{/if}}`).join('');
export const textSignOff = '\nWarm regards,\nThe Trio Rentals team\n';

// -- Fact rows several templates show ---------------------------------------------------------------------------

export const applicationFacts = [
  ['Property', 'propertyName'],
  ['Address', 'address'],
  ['Move-in date', 'moveInDate'],
  ['Lease period', 'leasePeriod'],
] as const;

export const leaseFacts = [
  ['Property', 'propertyName'],
  ['Address', 'address'],
  ['Lease starts', 'startDate'],
  ['Lease ends', 'endDate'],
  ['Monthly rent', 'rentLabel'],
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
  '<div style="font-weight:bold;color:#0f766e">{{rentLabel}} per month</div>' +
  '<div style="color:#64748b">{{address}}</div>' +
  '<a href="{{{propertyUrl}}}" style="display:inline-block;margin-top:10px;padding:10px 18px;background:#0f766e;' +
  'color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">View this home</a></div></div>';

/** The same card as plain text. */
export const textHomeCard = '{{name}}\n{{rentLabel}} per month\n{{address}}\nView this home: {{propertyUrl}}\n';

/** Why a saved search's alert came, with its two ways out: manage the saved searches, or stop this one. */
export const savedSearchFooter = (why: string) =>
  `<mj-text font-size="13px" color="#64748b">${why} <a href="{{{manageUrl}}}" style="color:#0f766e">Manage saved ` +
  'searches</a> · <a href="{{{unsubscribeUrl}}}" style="color:#0f766e">Unsubscribe from this search</a></mj-text>';
export const textSavedSearchFooter = (why: string) =>
  `\n${why}\nManage saved searches: {{manageUrl}}\nUnsubscribe from this search: {{unsubscribeUrl}}\n`;
