/**
 * The shapes the portal API answers (libs/portal, libs/portal-auth), taken from the types generated from the
 * server's OpenAPI document (libs/contract api-types.ts, `npm run api:types`): a changed DTO shows up here as
 * a type error, not as a blank screen.
 */
import type { components } from '@contract/api-types';

type Schemas = components['schemas'];

export type PortalUser = Schemas['PortalSessionUserDto'];
/** `POST /portal-api/auth/login` (no second factor), `/auth/2fa`, `/auth/renew`, `PUT /auth/password`; a renewal may leave out the user. */
export type PortalSession = Omit<Schemas['PortalSessionResponseDto'], 'user'> & { user?: PortalUser };
/** The login's answer for a user with a second factor: a five-minute challenge token for the code step. */
export type SecondFactorStep = Schemas['PortalSecondFactorStepResponseDto'];
export type SecondFactorMethod = SecondFactorStep['methods'][number];
export type SetPasswordAnswer = Schemas['SetPasswordResponseDto'];
/** `GET /portal-api/auth/me`: the account for 'Mein Konto'. */
export type PortalAccount = Schemas['PortalMeResponseDto'];
export type TotpSetup = Schemas['TotpSetupResponseDto'];
export type RecoveryCodes = Schemas['RecoveryCodesResponseDto'];

export type PortalContact = Schemas['PortalContactDto'];
export type PortalAnswer = Schemas['PortalAnswerDto'];
export type PortalDelivery = Schemas['PortalDeliveryDto'];
export type DeliveryState = PortalDelivery['status'];
export type PortalComplaintSummary = Schemas['PortalComplaintSummaryDto'];
export type ComplaintStatus = PortalComplaintSummary['status'];
/** The complaint statuses in the order the list's filter offers them. */
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['open', 'inProgress', 'proofRequired', 'approved', 'rejected'];
export type PortalOutcome = Schemas['PortalOutcomeDto'];
/** A row of `GET /portal-api/leads`; `id` is the lead's number. */
export type PortalLead = Schemas['PortalLeadDto'];
export type PortalComplaintDocument = Schemas['PortalComplaintDocumentDto'];
export type PortalComplaint = Schemas['PortalComplaintDto'];
/** `GET /portal-api/leads/{id}`. */
export type PortalLeadDetail = Schemas['PortalLeadDetailDto'];
/** `PUT /portal-api/leads/{id}/outcome`. */
export type OutcomeInput = Schemas['PortalOutcomeInputDto'];

export type PortalDunningLetter = Schemas['PortalDunningLetterDto'];
/** A row of `GET /portal-api/invoices` (drafts are not shown). */
export type PortalInvoice = Schemas['PortalInvoiceDto'];
/** `POST /portal-api/deliveries/test`. */
export type TestDeliveryAnswer = Schemas['PortalTestDeliveryDto'];
/** What the buyer chose (`PUT /portal-api/settings` sends exactly this). */
export type PortalSettingsInput = Schemas['PortalSettingsInputDto'];
/** `GET/PUT /portal-api/settings`: the choice plus what the buyer needs to see beside it. */
export type PortalSettings = Schemas['PortalSettingsDto'];
/** `GET /portal-api/users`: the organisation's buyer users. */
export type Colleague = Schemas['PortalUserResponseDto'];
