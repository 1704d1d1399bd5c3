/*
 * Every e-mail the product sends, one template each: a subject, an MJML body (inside the branded layout of
 * layout.ts) and a plain-text body, all Handlebars over the template's props. Props arrive formatted (₹ with Indian
 * grouping, dates in India): templates only place them. Each template lives in emails/<name>.ts, built from the
 * MJML snippets of template-source.ts; this file is their registry. What a recipient reads is rendered by MJML and
 * Handlebars (email-renderer.ts), never concatenated.
 */

import { type WelcomeProps, welcomeTemplate } from './emails/welcome';
import { type PasswordResetProps, passwordResetTemplate } from './emails/password-reset';
import { type ApplicationReceivedProps, applicationReceivedTemplate } from './emails/application-received';
import { type ApplicationForReviewProps, applicationForReviewTemplate } from './emails/application-for-review';
import { type ApplicationApprovedProps, applicationApprovedTemplate } from './emails/application-approved';
import { type ApplicationRejectedProps, applicationRejectedTemplate } from './emails/application-rejected';
import { type ApplicationMoreInfoProps, applicationMoreInfoTemplate } from './emails/application-more-info';
import { type PaymentReceivedProps, paymentReceivedTemplate } from './emails/payment-received';
import { type LeaseConfirmedTenantProps, leaseConfirmedTenantTemplate } from './emails/lease-confirmed-tenant';
import { type LeaseConfirmedLandlordProps, leaseConfirmedLandlordTemplate } from './emails/lease-confirmed-landlord';
import { type LeaseConfirmedManagerProps, leaseConfirmedManagerTemplate } from './emails/lease-confirmed-manager';
import { type LeaseEndingSoonProps, leaseEndingSoonTemplate } from './emails/lease-ending-soon';
import { type LeaseRenewalOfferedProps, leaseRenewalOfferedTemplate } from './emails/lease-renewal-offered';
import { type LeaseRenewalAnsweredProps, leaseRenewalAnsweredTemplate } from './emails/lease-renewal-answered';
import { type LeaseNoticeGivenProps, leaseNoticeGivenTemplate } from './emails/lease-notice-given';
import { type ListingAssignedProps, listingAssignedTemplate } from './emails/listing-assigned';
import { type ListingReviewedProps, listingReviewedTemplate } from './emails/listing-reviewed';
import { type MaintenanceCreatedProps, maintenanceCreatedTemplate } from './emails/maintenance-created';
import { type MaintenanceDigestProps, maintenanceDigestTemplate } from './emails/maintenance-digest';
import {
  type MaintenanceStatusChangedProps,
  maintenanceStatusChangedTemplate,
} from './emails/maintenance-status-changed';
import { type MaintenanceNoteAddedProps, maintenanceNoteAddedTemplate } from './emails/maintenance-note-added';
import { type PaymentReminderProps, paymentReminderTemplate } from './emails/payment-reminder';
import { type SavedSearchAlertProps, savedSearchAlertTemplate } from './emails/saved-search-alert';
import { type SavedSearchDigestProps, savedSearchDigestTemplate } from './emails/saved-search-digest';
import { type AreaInterestServedProps, areaInterestServedTemplate } from './emails/area-interest-served';
import { type ConversationUnreadProps, conversationUnreadTemplate } from './emails/conversation-unread';
import { type DepositInspectedProps, depositInspectedTemplate } from './emails/deposit-inspected';
import { type DepositDisputedProps, depositDisputedTemplate } from './emails/deposit-disputed';
import { type DepositRefundedProps, depositRefundedTemplate } from './emails/deposit-refunded';
import { type TemplateSource } from './template-source';

/** The props of each template. Optional props are left out of the message when absent. */
export interface TemplateProps {
  welcome: WelcomeProps;
  'password-reset': PasswordResetProps;
  'application-received': ApplicationReceivedProps;
  'application-for-review': ApplicationForReviewProps;
  'application-approved': ApplicationApprovedProps;
  'application-rejected': ApplicationRejectedProps;
  'application-more-info': ApplicationMoreInfoProps;
  'payment-received': PaymentReceivedProps;
  'lease-confirmed-tenant': LeaseConfirmedTenantProps;
  'lease-confirmed-landlord': LeaseConfirmedLandlordProps;
  'lease-confirmed-manager': LeaseConfirmedManagerProps;
  'lease-ending-soon': LeaseEndingSoonProps;
  'lease-renewal-offered': LeaseRenewalOfferedProps;
  'lease-renewal-answered': LeaseRenewalAnsweredProps;
  'lease-notice-given': LeaseNoticeGivenProps;
  'listing-assigned': ListingAssignedProps;
  'listing-reviewed': ListingReviewedProps;
  'maintenance-created': MaintenanceCreatedProps;
  'maintenance-digest': MaintenanceDigestProps;
  'maintenance-status-changed': MaintenanceStatusChangedProps;
  'maintenance-note-added': MaintenanceNoteAddedProps;
  'payment-reminder': PaymentReminderProps;
  'saved-search-alert': SavedSearchAlertProps;
  'saved-search-digest': SavedSearchDigestProps;
  'area-interest-served': AreaInterestServedProps;
  'conversation-unread': ConversationUnreadProps;
  'deposit-inspected': DepositInspectedProps;
  'deposit-disputed': DepositDisputedProps;
  'deposit-refunded': DepositRefundedProps;
}

export type TemplateName = keyof TemplateProps;

export const templateSources: { readonly [N in TemplateName]: TemplateSource } = {
  welcome: welcomeTemplate,
  'password-reset': passwordResetTemplate,
  'application-received': applicationReceivedTemplate,
  'application-for-review': applicationForReviewTemplate,
  'application-approved': applicationApprovedTemplate,
  'application-rejected': applicationRejectedTemplate,
  'application-more-info': applicationMoreInfoTemplate,
  'payment-received': paymentReceivedTemplate,
  'lease-confirmed-tenant': leaseConfirmedTenantTemplate,
  'lease-confirmed-landlord': leaseConfirmedLandlordTemplate,
  'lease-confirmed-manager': leaseConfirmedManagerTemplate,
  'lease-ending-soon': leaseEndingSoonTemplate,
  'lease-renewal-offered': leaseRenewalOfferedTemplate,
  'lease-renewal-answered': leaseRenewalAnsweredTemplate,
  'lease-notice-given': leaseNoticeGivenTemplate,
  'listing-assigned': listingAssignedTemplate,
  'listing-reviewed': listingReviewedTemplate,
  'maintenance-created': maintenanceCreatedTemplate,
  'maintenance-digest': maintenanceDigestTemplate,
  'maintenance-status-changed': maintenanceStatusChangedTemplate,
  'maintenance-note-added': maintenanceNoteAddedTemplate,
  'payment-reminder': paymentReminderTemplate,
  'saved-search-alert': savedSearchAlertTemplate,
  'saved-search-digest': savedSearchDigestTemplate,
  'area-interest-served': areaInterestServedTemplate,
  'conversation-unread': conversationUnreadTemplate,
  'deposit-inspected': depositInspectedTemplate,
  'deposit-disputed': depositDisputedTemplate,
  'deposit-refunded': depositRefundedTemplate,
};

export const templateNames = Object.keys(templateSources) as TemplateName[];
