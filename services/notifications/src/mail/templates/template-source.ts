/** One e-mail's source: Handlebars over the template's props, rendered by email-renderer.ts. */
export interface TemplateSource {
  /** Handlebars; also the preview line. */
  subject: string;
  /** MJML column content (mj-text, mj-button, mj-table …) with Handlebars expressions. */
  mjml: string;
  /** Handlebars plain text. */
  text: string;
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
