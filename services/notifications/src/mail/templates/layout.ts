import { t } from './template-source';

/** Why most people receive our e-mail; a template whose recipient may have no account says its own reason. */
export const ACCOUNT_HOLDER_REASON = 'common.reasonAccountHolder';

/**
 * The branded frame of every e-mail (MJML): header, the template's content, footer (its words from the catalogues;
 * `reason` is a message id). `{{subject}}` is the preview.
 */
export function withLayout(content: string, reason: string = ACCOUNT_HOLDER_REASON): string {
  return `<mjml lang="{{language}}">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{subject}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, 'Noto Sans Devanagari', 'Nirmala UI', sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="#0f766e" padding="18px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="bold">Trio Rentals</mj-text>
        <mj-text color="#ccfbf1" font-size="13px" padding-top="0">${t('common.tagline')}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px">
      <mj-column>${content}</mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#64748b" align="center">
          ${t('common.footerUnits')}<br/>
          ${t(reason)}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
