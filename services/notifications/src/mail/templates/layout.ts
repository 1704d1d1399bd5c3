/** Why most people receive our e-mail; a template whose recipient may have no account says its own reason. */
export const ACCOUNT_HOLDER_REASON = 'You receive this e-mail because you have an account with Trio Rentals.';

/** The branded frame of every e-mail (MJML): header, the template's content, footer. `{{subject}}` is the preview. */
export function withLayout(content: string, reason: string = ACCOUNT_HOLDER_REASON): string {
  return `<mjml>
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{subject}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="#0f766e" padding="18px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="bold">Trio Rentals</mj-text>
        <mj-text color="#ccfbf1" font-size="13px" padding-top="0">Homes to rent across India</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px">
      <mj-column>${content}</mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#64748b" align="center">
          Trio Rentals · amounts in Indian rupees · times in India Standard Time (IST).<br/>
          ${reason}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
