/**
 * GENERATED FILE – do not edit. The types of the server's OpenAPI document (GET /api/docs-json),
 * written by scripts/api-types.js with openapi-typescript. To change them, change the server's DTOs and
 * swagger decorators, then run `npm run api:types`; `npm test` fails while this file is stale.
 * The back office names the schemas it uses in admin/src/dataProvider/apiTypes.ts.
 */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protokoll durchsuchen (range, sort, filter wie ra-data-simple-rest; die Filter auch als eigene Parameter) */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_list"];
        put?: never;
        post: operations["UsersController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_one"];
        put: operations["UsersController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_reinvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_passSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_renew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AccountController_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountController_startTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountController_confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AccountController_enableEmail"];
        post: operations["AccountController_startEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AccountController_disable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AccountController_reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/2fa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountController_sendCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAuthController_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAuthController_passSecondFactor"];
        delete: operations["PortalAccountController_disable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/2fa/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalAuthController_sendCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAuthController_renew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalAccountController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PortalAccountController_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/2fa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAccountController_startTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalAccountController_confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/auth/2fa/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PortalAccountController_enableEmail"];
        post: operations["PortalAccountController_startEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalAccountController_colleagues"];
        put?: never;
        post: operations["PortalAccountController_inviteColleague"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/portal-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalUsersController_list"];
        put?: never;
        post: operations["PortalUsersController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/portal-users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PortalUsersController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/portal-users/{userId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalUsersController_reinvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outgoing-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails auflisten (range, sort, filter wie ra-data-simple-rest; Gesamtzahl in Content-Range) */
        get: operations["OutgoingMailsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outgoing-mails/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ob ein SMTP-Server eingerichtet ist und wie viele Mails gehalten sind */
        get: operations["OutgoingMailsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outgoing-mails/send-held": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Alle gehaltenen Mails senden */
        post: operations["OutgoingMailsController_sendHeld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outgoing-mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eine Mail mit Inhalt (html, text) */
        get: operations["OutgoingMailsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outgoing-mails/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Eine gehaltene oder fehlgeschlagene Mail erneut senden */
        post: operations["OutgoingMailsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EmailTemplateController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["EmailTemplateController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FunnelController_steps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadsIntakeController_fromFunnel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/leadsource/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadsIntakeController_fromSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/leadsource/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PingController_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadDetailController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{lId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["LeadDetailController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{lId}/reclamate/buyer/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["LeadDetailController_reclaimSale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{lId}/reclamate/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["LeadDetailController_reclaimByBuyers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{lId}/sell": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadDetailController_sell"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{lId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadDetailController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadListController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadListController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/reclamate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["LeadListController_reclaimFromSupplier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/lead/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Double-Opt-in: bestätigt die E-Mail-Adresse eines Funnel-Leads (Link /bestaetigen/{token} der Bestätigungsmail) */
        post: operations["EmailConfirmationController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/funnel/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Die Zeile unter dem Funnel: echte Anfragen der letzten Tage, ohne Personendaten (Zeit, Produkt, PLZ-Region) */
        get: operations["RecentEnquiriesController_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leadsources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadsourcesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leadsource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadsourceController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leadsource/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadsourceController_get"];
        put: operations["LeadsourceController_update"];
        post?: never;
        delete: operations["LeadsourceController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leadsource/{id}/throttle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["LeadsourceController_liftThrottle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leadsource/{id}/apikey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeadsourceController_regenerateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GeoController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrganisationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["OrganisationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrganisationController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrganisationController_get"];
        put: operations["OrganisationController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/apikey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrganisationController_regenerateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrganisationController_rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/pd/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrganisationController_pipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/pd/stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrganisationController_stages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/pd/leadlabels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrganisationController_leadLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/sheet-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SheetZipsController_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_getDistribution"];
        put: operations["SettingsController_updateDistribution"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_getLegal"];
        put: operations["SettingsController_updateLegal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/reclamation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_getReclamation"];
        put: operations["SettingsController_updateReclamation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_getCompany"];
        put: operations["SettingsController_updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/dunning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_getDunning"];
        put: operations["SettingsController_updateDunning"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Welche Rechtstexte es gibt (Text hier oder externe Adresse) */
        get: operations["PublicLegalController_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/legal/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ein Rechtstext (impressum, agb, datenschutz, partner-werden): {title, text} oder {url} */
        get: operations["PublicLegalController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SecuritySettingsController_get"];
        put: operations["SecuritySettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/legal/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alle veröffentlichten Fassungen der Einwilligungs- und Rechtstexte, je Art die neueste zuerst */
        get: operations["ConsentTextsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RetentionSettingsController_get"];
        put: operations["RetentionSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["NotificationSettingsController_get"];
        put: operations["NotificationSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PriceListSettingsController_get"];
        put: operations["PriceListSettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisations/zipconditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["DistributionController_zipConditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/funnel/postcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Schritt „Postleitzahl“ des Funnels: Gibt es die Postleitzahl, und nimmt dort ein aktiver Käufer Leads? */
        get: operations["PostcodeCheckController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zustellungen auflisten, z. B. die fehlgeschlagenen (filter status, organisationId; range, sort wie ra-data-simple-rest) */
        get: operations["DeliveriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mehrere fehlgeschlagene Zustellungen neu starten (Postausgang) */
        post: operations["DeliveriesController_retryMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["DeliveriesController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/deliveries/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zustellung wieder aufnehmen: hebt den Zustellstopp auf und stellt alle Leads, die Webhook/CRM noch nicht erreicht haben, der Reihe nach zu */
        post: operations["DeliveriesController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/match/{pipedriveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadMatchingController_match"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lead/{id}/consent.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Einwilligungsnachweis des Leads (PDF): Zeitpunkt, IP, Browser, Text mit Prüfsumme, Double-Opt-in, Angaben, Weitergabe */
        get: operations["ConsentCertificateController_staff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/lead/{id}/consent.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Einwilligungsnachweis für den Käufer des Leads (signierter Link aus der Lead-Mail) */
        get: operations["PublicConsentCertificateController_buyer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/reclamationrequest/{orgaId}/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PublicReclamationController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/reclamationrequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PublicReclamationController_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/reclamationrequest/upload/{orgaId}/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PublicReclamationController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/reclamation-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reklamationsgründe mit dem nötigen Nachweis, in der Reihenfolge der Auswahl */
        get: operations["ReclamationReasonsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/download/reclamationrequest/document/{id}/{token}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DocumentDownloadController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/reclamationrequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReclamationQueueController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reclamation/request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReclamationQueueController_get"];
        put: operations["ReclamationQueueController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reclamation/request/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReclamationQueueController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reclamation/request/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReclamationQueueController_revert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reclamation/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ReclamationQueueController_decideMany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reclamation/evaluation-mails/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lead-Auswertung für day (Standard heute): Unternehmen mit diesem Auswertungstag bekommen ihre Leads des Vormonats */
        post: operations["LeadEvaluationController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/monthly-mails/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Statistik-Mails des Monats vor day (Standard heute) an alle Unternehmen mit „Statistik senden“, die Leads gekauft haben */
        post: operations["MonthlyMailController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["QualityController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/quality/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["QualityController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lieferanten-Qualität: je Leadquelle, was aus ihren Leads des Zeitraums wurde (range, sort, filter wie ra-data-simple-rest) */
        get: operations["SupplierScorecardController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/suppliers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SupplierScorecardController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_rows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/charts/{month}/{year}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_exportGoals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/charts/{month}/{year}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_days"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/charts/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/charts/{month}/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_goals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/{orga}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StatisticsController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rechnung für den Monat vor executionDate anlegen (2027-01-01 → Dezember 2026) */
        post: operations["OrganisationInvoicesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/invoice/{invoiceId}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** An die E-Mail des Unternehmens senden (PDF im Anhang); ein Entwurf wird dabei festgeschrieben */
        put: operations["OrganisationInvoicesController_send"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/invoice/{invoiceId}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["OrganisationInvoicesController_paid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/invoice/{invoiceId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stornieren: ein Entwurf entfällt, eine festgeschriebene Rechnung bekommt eine Stornorechnung */
        put: operations["OrganisationInvoicesController_void"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/dunning/{dunningId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Lieferstopp einer Übergabe an Anwalt oder Creditreform aufheben */
        put: operations["OrganisationInvoicesController_release"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alle Rechnungen (range, sort, filter wie ra-data-simple-rest; filter: organisationId, status, kind, year, month, q) */
        get: operations["InvoicingController_invoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoicing/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rechnungslauf für den Monat vor executionDate (Standard heute); zweimal ausgeführt entsteht nichts doppelt */
        post: operations["InvoicingController_run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dunning/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mahnlauf für heute (oder day): jede überfällige Rechnung höchstens eine Stufe weiter */
        post: operations["InvoicingController_dunningRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoicing/lexoffice/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zahlungen aus Lexware Office jetzt abgleichen (sonst täglich um 5 Uhr); nur mit LEXOFFICE_API_KEY */
        post: operations["InvoicingController_syncPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/download/organisation/{orgId}/invoice/{invoiceId}/{token}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InvoiceDownloadController_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/download/organisation/{orgId}/dunning/{dunningId}/{step}/{token}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InvoiceDownloadController_letter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrdersController_get"];
        put: operations["OrdersController_upsert"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-api/gvd/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderStatusController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PrivacyController_subjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PrivacyController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PrivacyController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/retention-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PrivacyController_retentionRuns"];
        put?: never;
        post: operations["PrivacyController_runRetention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LeadOutcomesController_of"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/outcome-reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["LeadOutcomesController_setReminder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalLeadsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalLeadsController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalLeadsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/{id}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["PortalLeadsController_setOutcome"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/{id}/complaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalLeadsController_fileComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/{id}/complaint/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalLeadsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/leads/{id}/complaint/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalLeadsController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalInvoicesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalInvoicesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/invoices/{invoiceId}/xrechnung": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalInvoicesController_xrechnung"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/invoices/{invoiceId}/dunning/{letterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalInvoicesController_letter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalSettingsController_get"];
        put: operations["PortalSettingsController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/portal-api/deliveries/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalDeliveriesController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/{id}/buyer-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StaffBuyerSettingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditChangesDto: {
            /** @description Felder vorher (personenbezogene Werte maskiert) */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description Felder nachher (personenbezogene Werte maskiert) */
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditEntryDto: {
            /** @description Laufende Nummer des Eintrags */
            id: number;
            /** @description Zeitpunkt (ISO 8601) */
            at: string;
            /** @description Mitarbeiter; null: das System (Jobs) oder unbekannt */
            userId: number | null;
            userEmail: string | null;
            /** @description Rolle zum Zeitpunkt: admin, sales, accounting */
            role: string | null;
            ip: string | null;
            /** @description z. B. create, update, delete, view, export, download, sell, reclaim, send, paid, void, run, login */
            action: string;
            /** @description z. B. lead, organisation, leadsource, invoice, settings, user */
            entityType: string;
            entityId: string | null;
            changes: components["schemas"]["AuditChangesDto"] | null;
            /** @description Weitere Angaben: Route, gesendete Felder, Filter eines Exports */
            details: {
                [key: string]: unknown;
            } | null;
            /** @description Hash des vorigen Eintrags der Kette; null für Sekundenbruchteile nach dem Schreiben, bis der Eintrag verkettet ist */
            prevHash: string | null;
            /** @description sha256(prevHash + kanonisches JSON des Eintrags); null, bis der Eintrag verkettet ist */
            hash: string | null;
        };
        /**
         * @description admin (Administrator), sales (Vertrieb), accounting (Buchhaltung)
         * @enum {string}
         */
        StaffRole: "admin" | "sales" | "accounting";
        UserResponseDto: {
            id: number;
            email: string;
            name: string;
            /** @description Rolle admin (sonst false) */
            isAdmin: boolean;
            /** @description admin (Administrator), sales (Vertrieb), accounting (Buchhaltung) */
            role: components["schemas"]["StaffRole"];
            /** @description false: deaktiviert, kann sich nicht anmelden */
            active: boolean;
            /**
             * @description Zweiter Faktor: Authenticator-App, Code per E-Mail oder keiner
             * @enum {string|null}
             */
            twoFactor: "totp" | "email" | null;
            lastLoginAt: string | null;
            /** @description Eingeladen, hat aber noch kein Passwort festgelegt */
            invitationPending: boolean;
            createdAt: string;
            /** @description Nur in der Antwort auf eine Einladung, wenn kein SMTP-Server eingerichtet ist: der Link zum Festlegen des Passworts, einmal, zum Weitergeben */
            invitationLink?: string;
        };
        InviteUserDto: {
            /** @example anna.schulz@example.de */
            email: string;
            /** @example Anna Schulz */
            name: string;
            role: components["schemas"]["StaffRole"];
        };
        UpdateUserDto: {
            name?: string;
            role?: components["schemas"]["StaffRole"];
            active?: boolean;
        };
        SessionResponseDto: {
            /** @description Zugriffs-Token (JWT, 15 Minuten gültig), als Bearer-Header zu senden */
            token: string;
            /** @description Einmal verwendbares Token für POST /auth/renew */
            renewToken: string;
            user: components["schemas"]["UserResponseDto"];
            /** @description true: erst einen zweiten Faktor einrichten (nur die Einrichtungs-Routen antworten) */
            twoFactorSetupRequired?: boolean;
        };
        /** @enum {string} */
        SecondFactorMethod: "totp" | "email" | "recovery";
        ChallengeUserDto: {
            id: number;
            email: string;
        };
        SecondFactorStepResponseDto: {
            /** @enum {boolean} */
            twoFactorRequired: true;
            methods: components["schemas"]["SecondFactorMethod"][];
            /** @description 5 Minuten gültig; nur für GET /api/user/{id}/2fa/send und POST /auth/2fa */
            token: string;
            user: components["schemas"]["ChallengeUserDto"];
        };
        LoginDto: {
            /** @example admin@localhost */
            email: string;
            password: string;
        };
        SecondFactorDto: {
            /**
             * @description 6-stelliger Code aus der App oder der E-Mail
             * @example 123456
             */
            code?: string;
            /**
             * @description Einer der zehn Wiederherstellungscodes (jeder gilt einmal)
             * @example 7kq2-m9xd-4p
             */
            recoveryCode?: string;
        };
        SetPasswordDto: {
            /** @description Das Token aus dem Link der E-Mail */
            token: string;
            /** @description Mindestens 12 Zeichen, nicht leicht zu erraten */
            password: string;
        };
        SetPasswordResponseDto: {
            email: string;
        };
        RenewDto: {
            renewToken: string;
        };
        LogoutDto: {
            renewToken?: string;
        };
        CurrentUserResponseDto: {
            id: number;
            email: string;
            name: string;
            /** @description Rolle admin (sonst false) */
            isAdmin: boolean;
            /** @description admin (Administrator), sales (Vertrieb), accounting (Buchhaltung) */
            role: components["schemas"]["StaffRole"];
            /** @description false: deaktiviert, kann sich nicht anmelden */
            active: boolean;
            /**
             * @description Zweiter Faktor: Authenticator-App, Code per E-Mail oder keiner
             * @enum {string|null}
             */
            twoFactor: "totp" | "email" | null;
            lastLoginAt: string | null;
            /** @description Eingeladen, hat aber noch kein Passwort festgelegt */
            invitationPending: boolean;
            createdAt: string;
            /** @description Nur in der Antwort auf eine Einladung, wenn kein SMTP-Server eingerichtet ist: der Link zum Festlegen des Passworts, einmal, zum Weitergeben */
            invitationLink?: string;
            /** @description Die Einstellung verlangt einen zweiten Faktor und dieser Mitarbeiter hat keinen */
            twoFactorSetupRequired: boolean;
            /** @description Noch nicht verwendete Wiederherstellungscodes */
            unusedRecoveryCodes: number;
        };
        ChangePasswordDto: {
            currentPassword: string;
            /** @description Mindestens 12 Zeichen, nicht leicht zu erraten */
            newPassword: string;
        };
        ReplaceFactorDto: {
            /** @description Das eigene Passwort; nötig, wenn schon ein zweiter Faktor eingerichtet ist (er wird ersetzt) */
            password?: string;
        };
        TotpSetupResponseDto: {
            /** @description Geheimnis in Base32, zum Abtippen */
            secret: string;
            /** @example otpauth://totp/Leadportal:anna%40example.de?secret=…&issuer=Leadportal */
            otpauthUrl: string;
            /** @description Der QR-Code als data:-URL (PNG) */
            qrCode: string;
        };
        TotpConfirmDto: {
            /** @example 123456 */
            code: string;
        };
        RecoveryCodesResponseDto: {
            /** @description Zehn Wiederherstellungscodes; werden nur dieses eine Mal gezeigt */
            recoveryCodes: string[];
        };
        EmailFactorDto: {
            /**
             * @description true: Codes per E-Mail; abschalten mit DELETE /api/auth/2fa
             * @enum {boolean}
             */
            enabled: true;
            /**
             * @description Der Testcode aus der Mail, die POST /api/auth/2fa/email geschickt hat
             * @example 123456
             */
            code: string;
        };
        PasswordConfirmationDto: {
            password: string;
        };
        PortalSessionUserDto: {
            id: number;
            email: string;
            name: string;
            organisationId: number;
        };
        PortalSessionResponseDto: {
            /** @description Zugriffs-Token des Käuferportals (JWT, 15 Minuten gültig), nur für /portal-api */
            token: string;
            /** @description Einmal verwendbares Token für POST /portal-api/auth/renew */
            renewToken: string;
            user: components["schemas"]["PortalSessionUserDto"];
        };
        PortalChallengeUserDto: {
            id: number;
            email: string;
        };
        PortalSecondFactorStepResponseDto: {
            /** @enum {boolean} */
            twoFactorRequired: true;
            methods: components["schemas"]["SecondFactorMethod"][];
            /** @description 5 Minuten gültig; nur für GET /portal-api/auth/2fa/send und POST /portal-api/auth/2fa */
            token: string;
            user: components["schemas"]["PortalChallengeUserDto"];
        };
        PortalMeResponseDto: {
            id: number;
            email: string;
            name: string;
            organisationId: number;
            /** @enum {string|null} */
            twoFactor: "totp" | "email" | null;
            /** @description Noch nicht verwendete Wiederherstellungscodes */
            unusedRecoveryCodes: number;
            lastLoginAt: string | null;
        };
        PortalEmailFactorDto: {
            /**
             * @description true: Codes per E-Mail; abschalten mit DELETE /portal-api/auth/2fa
             * @enum {boolean}
             */
            enabled: true;
            /**
             * @description Der Testcode aus der Mail, die POST /portal-api/auth/2fa/email geschickt hat
             * @example 123456
             */
            code: string;
        };
        PortalUserResponseDto: {
            id: number;
            organisationId: number;
            email: string;
            name: string;
            /** @description false: deaktiviert, kann sich nicht anmelden */
            active: boolean;
            /** @description Letzte Anmeldung (ISO 8601) */
            lastLoginAt: string | null;
            /** @description Eingeladen, hat aber noch kein Passwort festgelegt */
            invitationPending: boolean;
            /**
             * @description Zweiter Faktor: Authenticator-App, Code per E-Mail oder keiner
             * @enum {string|null}
             */
            twoFactor: "totp" | "email" | null;
            createdAt: string;
            /** @description Nur in der Antwort auf eine Einladung, wenn kein SMTP-Server eingerichtet ist: der Link zum Festlegen des Passworts, einmal, zum Weitergeben */
            invitationLink?: string;
        };
        InvitePortalUserDto: {
            /** @example einkauf@solar-mueller.de */
            email: string;
            /** @example Petra Müller */
            name: string;
        };
        UpdatePortalUserDto: {
            /** @description false: deaktiviert; alle Sitzungen enden sofort */
            active: boolean;
        };
        OutgoingMailDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Art der Mail (lead-delivery, invoice-invoice, dunning-step …)
             * @example lead-delivery
             */
            kind: string;
            /**
             * @description Die Art auf Deutsch
             * @example Lead an Käufer
             */
            kindLabel: string;
            recipient: string;
            /** @description Betreff; bei einer Mail mit Zugangslink oder Code 'Inhalt verborgen (enthält einen Zugangslink oder Code)' */
            subject: string;
            /** @description Die Mail enthält einen Zugangslink oder Code: Betreff, Text und Anhänge werden nie gezeigt (erneut senden geht) */
            contentHidden: boolean;
            /**
             * @description held: ohne SMTP-Server gehalten
             * @enum {string}
             */
            status: "queued" | "sent" | "held" | "failed";
            /** @description Grund des letzten Fehlschlags */
            error: string | null;
            leadId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        OutboxStatusDto: {
            /** @description SMTP_URL ist gesetzt */
            smtpConfigured: boolean;
            /** @description Gehaltene Mails */
            held: number;
        };
        SendHeldResultDto: {
            /** @description Zum Senden eingereihte Mails */
            queued: number;
        };
        MailAttachmentDto: {
            filename: string;
            contentType: string;
            /** @description Bytes */
            size: number;
        };
        OutgoingMailDetailDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Art der Mail (lead-delivery, invoice-invoice, dunning-step …)
             * @example lead-delivery
             */
            kind: string;
            /**
             * @description Die Art auf Deutsch
             * @example Lead an Käufer
             */
            kindLabel: string;
            recipient: string;
            /** @description Betreff; bei einer Mail mit Zugangslink oder Code 'Inhalt verborgen (enthält einen Zugangslink oder Code)' */
            subject: string;
            /** @description Die Mail enthält einen Zugangslink oder Code: Betreff, Text und Anhänge werden nie gezeigt (erneut senden geht) */
            contentHidden: boolean;
            /**
             * @description held: ohne SMTP-Server gehalten
             * @enum {string}
             */
            status: "queued" | "sent" | "held" | "failed";
            /** @description Grund des letzten Fehlschlags */
            error: string | null;
            leadId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @description leer bei contentHidden; Links zeigen ihren Parameter 'token' als '…' */
            html: string;
            /** @description leer bei contentHidden */
            text: string;
            attachments: components["schemas"]["MailAttachmentDto"][];
        };
        EmailTemplateResponseDto: {
            /** @example 1 */
            id: number;
            subject: string;
            body: string;
        };
        UpdateEmailTemplateDto: {
            /** @example Ihre Anfrage, {{salutation}} {{lastName}} */
            subject: string;
            /** @description HTML mit Platzhaltern {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}} */
            body: string;
        };
        FunnelAnswerDto: {
            /** @example Einfamilienhaus */
            text: string;
            /** @description Öffnet ein Textfeld; der eingegebene Text wird die Antwort */
            freeText: boolean;
        };
        FunnelStepDto: {
            /** @example 2 */
            id: number;
            /** @example Hausart */
            title: string;
            /**
             * @description Schlüssel der Antwort in den Lead-Daten
             * @example buildingType
             */
            key: string;
            /** @example Auf welchem Gebäude soll die Anlage installiert werden? */
            question: string;
            answers: components["schemas"]["FunnelAnswerDto"][];
        };
        FunnelResponseDto: {
            steps: components["schemas"]["FunnelStepDto"][];
        };
        LeadFormContactDto: {
            /** @enum {string} */
            salutation?: "Herr" | "Frau" | "Divers";
            /** @example Anna */
            firstName: string;
            /** @example Schmidt */
            lastName: string;
            /**
             * @description Führende 0 wird zu +49
             * @example +491711234567
             */
            phone: string;
            /** @example anna.schmidt@example.de */
            mail: string;
            /**
             * @description Straße und Hausnummer
             * @example Lindenstraße 5a
             */
            street: string;
            /** @description Hausnummer, falls getrennt gesendet (wird an die Straße angehängt) */
            streetNr?: string;
            /** @example München */
            city?: string;
            /** @example 80331 */
            zip: string;
            /** @description Adresse der Funnel-Seite; `ls=<slug>` wählt die Leadsource */
            fromUrl?: string;
        };
        ClickActionDto: {
            /**
             * @description Text der gewählten Antwort
             * @example Einfamilienhaus
             */
            title: string;
            /** @description Eingegebener Text bei einer Freitext-Antwort */
            freeText?: string;
        };
        ClickHistoryEntryDto: {
            /** @example Hausart */
            title?: string;
            /** @example 2 */
            id?: number;
            /** @example buildingType */
            key: string;
            action: components["schemas"]["ClickActionDto"];
        };
        ConsentDto: {
            /**
             * @description Der angezeigte Einwilligungstext, wörtlich
             * @example Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.
             */
            text: string;
            /** @example true */
            accepted: boolean;
        };
        FunnelSignalsDto: {
            /**
             * @description Millisekunden vom ersten Schritt bis zum Absenden
             * @example 48000
             */
            elapsedMs?: number;
            /** @description Das versteckte Feld, das Menschen nicht sehen (Bots füllen es aus) */
            website?: string;
            /**
             * @description Zufällige Kennung der Browsersitzung (je Tab), für viele Anfragen aus einem Browser
             * @example b3d1c0de-…
             */
            session?: string;
        };
        CreateFunnelLeadDto: {
            contact: components["schemas"]["LeadFormContactDto"];
            /** @description Klickverlauf: eine Antwort je Frage */
            details: components["schemas"]["ClickHistoryEntryDto"][];
            /** @description Optional: ohne Angabe gilt die Einwilligungszeile des Funnels (mit Zeitpunkt, IP-Adresse und Browser) als gegeben */
            consent?: components["schemas"]["ConsentDto"];
            /** @description Optional: wie der Funnel ausgefüllt wurde (für die Qualitätsprüfung) */
            signals?: components["schemas"]["FunnelSignalsDto"];
        };
        FunnelLeadCreatedDto: {
            /**
             * @description Nummer des Leads
             * @example 1042
             */
            id: number;
            /** @description true: Die Bestätigungsmail enthält einen Link, mit dem die Person ihre E-Mail-Adresse bestätigt (Double-Opt-in) */
            doubleOptIn: boolean;
        };
        SupplierConsentDto: {
            /** @description Einwilligungstext, dem der Kunde beim Lieferanten zugestimmt hat */
            text?: string;
            /** @example 2026-11-20T09:30:00Z */
            at?: string;
            /** @example 203.0.113.7 */
            ip?: string;
            /**
             * @description Adresse, unter der der Lieferant die Einwilligung nachweist (statt oder neben der IP-Adresse)
             * @example https://lieferant.example/einwilligung/LS-2026-000123
             */
            proofUrl?: string;
        };
        CreateSupplierLeadDto: {
            /**
             * @description Eigene Id des Lieferanten; dieselbe Id legt keinen zweiten Lead an
             * @example LS-2026-000123
             */
            externalId?: string;
            contact: components["schemas"]["LeadFormContactDto"];
            /**
             * @description Antworten nach Schritt-Schlüssel (siehe GET /public-api/funnel) und extraInfo
             * @example {
             *       "consumption": "bis 3.000 kWh",
             *       "buildingType": "Einfamilienhaus",
             *       "extraInfo": "Dach 2019 neu gedeckt"
             *     }
             */
            data?: {
                [key: string]: string | number;
            };
            /** @description Pflicht bei „Einwilligungsnachweis verlangen“: text, at und ip oder proofUrl (sonst 422) */
            consent?: components["schemas"]["SupplierConsentDto"];
            /**
             * @description Id eines Pings (POST /public-api/leadsource/ping): der Lead wird zum Preis des Pings angenommen, wenn Postleitzahl und Antworten passen und der Ping weder abgelaufen (422) noch verwendet ist (409)
             * @example 3f2b8c1e-9a4d-4c1b-8e77-2d5f0b6a9c10
             */
            pingId?: string;
        };
        LeadCreatedDto: {
            /**
             * @description Nummer des Leads
             * @example 1042
             */
            id: number;
        };
        CreatePingDto: {
            /**
             * @description Postleitzahl (5 Ziffern)
             * @example 80331
             */
            zip: string;
            /**
             * @description Antworten nach Schritt-Schlüssel wie beim Lead (siehe GET /public-api/funnel), ohne extraInfo
             * @example {
             *       "consumption": "5.000 – 8.000 kWh",
             *       "buildingType": "Einfamilienhaus"
             *     }
             */
            data?: {
                [key: string]: string | number;
            };
        };
        PriceLineDto: {
            /** @example PLZ 8 */
            name: string;
            /** @example +2,00 € */
            change: string;
        };
        PingAnswerDto: {
            /**
             * @description Mit dem Lead als pingId senden
             * @example 3f2b8c1e-9a4d-4c1b-8e77-2d5f0b6a9c10
             */
            pingId: string;
            /** @description Ob ein Käufer diesen Lead jetzt nähme */
            wanted: boolean;
            /**
             * @description Was der Lieferant für den Lead erhält (EUR); null: kein Einkaufspreis hinterlegt
             * @example 22.5
             */
            price: number | null;
            /** @description Wie der Preis zustande kommt: Einkaufspreis, dann jeder Zu- und Abschlag */
            priceRules: components["schemas"]["PriceLineDto"][];
            /**
             * @description Bis dahin gilt der Ping (10 Minuten)
             * @example 2026-12-03T19:40:00.000Z
             */
            expiresAt: string;
        };
        LeadContactDto: {
            /** @description Herr, Frau, Divers oder leer */
            salutation: string;
            firstName: string;
            lastName: string;
            /** @example +491711234567 */
            phone: string;
            email: string;
            /** @description Straße und Hausnummer */
            street: string;
            /** @example 80331 */
            zip: string;
            city: string;
        };
        SaleOrganisationDto: {
            id: number;
            name: string;
        };
        SalePriceRuleDto: {
            /** @example PLZ 8 */
            name: string;
            /**
             * @description EUR; beim ersten Schritt die Basis, danach die Wirkung (negativ: Abschlag)
             * @example 5
             */
            change: number;
        };
        SaleDeliveryDto: {
            id: number;
            /**
             * @description held: wartet auf einen SMTP-Server (Postausgang)
             * @enum {string}
             */
            status: "pending" | "delivered" | "held" | "failed";
            attempts: number;
            /** @description Grund des letzten Fehlschlags (Deutsch); null nach der Zustellung */
            lastError: string | null;
            deliveredAt: string | null;
            /** @description Kennung beim Empfänger (Zapier-Request, Pipedrive-Deal …) */
            reference: string | null;
            /** @description Solange ausstehend: wann der nächste Versuch fällig ist */
            nextAttemptAt: string | null;
            /** @description Zustellung an Webhook/CRM gestoppt: der Lead ging ersatzweise per E-Mail an das Unternehmen und hat dessen System noch nicht erreicht */
            fallback: boolean;
            /** @description Wann die Ersatz-Mail rausging (bleibt, wenn der Lead später auch das System erreicht) */
            fallbackAt: string | null;
        };
        SaleOutcomeDto: {
            /** @enum {string} */
            status: "reached" | "unreachable" | "appointment" | "offer" | "won" | "lost";
            /** @description Auftragswert in EUR, nur bei won */
            value: number | null;
            /**
             * @description Grund, nur bei lost
             * @enum {string|null}
             */
            reason: "price" | "competitor" | "noInterest" | "financing" | "other" | null;
            /** @description Notiz des Käufers */
            note: string;
            /** @example 2026-11-25T15:30:00.000Z */
            changedAt: string;
            /** @enum {string} */
            source: "portal" | "pipedrive";
            /** @description Käufer-Benutzer; null bei Pipedrive */
            changedByUserId: number | null;
            /**
             * @description Name des Käufer-Benutzers oder 'Pipedrive'
             * @example Anna Becker
             */
            changedBy: string;
        };
        SellingStatisticDto: {
            id: number;
            /** @description Verkaufszeitpunkt */
            dateTime: string;
            organisation: components["schemas"]["SaleOrganisationDto"];
            /** @description Reklamiert */
            reclamation: boolean;
            reclaimedAt: string | null;
            /** @description Grund der Reklamation */
            reclamationNote: string | null;
            /** @description EUR */
            price: number;
            /** @description Exklusiv verkauft: das Unternehmen hat den Lead allein */
            exclusive?: boolean;
            /**
             * @description Wie der Verkauf zustande kam: Verteilung, Wiederverkauf, Marktplatz, von Hand
             * @enum {string}
             */
            kind?: "distribution" | "resale" | "marketplace" | "manual";
            /** @description Die Schritte, die den Preis ergaben (Preisliste); leer, wenn der vereinbarte Preis des Unternehmens unverändert galt */
            priceRules?: components["schemas"]["SalePriceRuleDto"][];
            /** @description Von Hand verkauft (Lead Matchen), nicht durch die Verteilung */
            manual: boolean;
            /** @description Von Hand an ein Unternehmen verkauft, das laut Regeln nicht passt */
            forced: boolean;
            /** @description null bei einem Verkauf ohne Zustellung */
            delivery: components["schemas"]["SaleDeliveryDto"] | null;
            /** @description Nur in der Lead-Ansicht: was der Käufer zum Lead sagt (Käuferportal oder Pipedrive); null: noch nichts */
            outcome?: components["schemas"]["SaleOutcomeDto"] | null;
            /** @description Nur in der Lead-Ansicht: jede Änderung des Ergebnisses, älteste zuerst */
            outcomeHistory?: components["schemas"]["SaleOutcomeDto"][];
        };
        SupplierReclamationDto: {
            reason: string;
            at: string;
        };
        LeadHistoryEntryDto: {
            at: string;
            /** @description Art des Eintrags (qualified, sold, edited …) */
            kind: string;
            text: string;
            user: string | null;
        };
        LeadConsentVersionDto: {
            id: number;
            /** @enum {string} */
            kind: "consent" | "supplier-consent" | "imprint" | "terms" | "privacy" | "partner";
            /** @description SHA-256 des Textes (hex) */
            hash: string;
            validFrom: string;
            validTo: string | null;
        };
        LeadConsentDto: {
            /** @description Zeitpunkt der Einwilligung */
            at: string | null;
            /** @description IP-Adresse bei der Einwilligung */
            ip: string | null;
            /** @description Browser (User-Agent) bei der Einwilligung */
            userAgent: string | null;
            /** @description Der Einwilligungstext, wörtlich */
            text: string | null;
            /** @description Die Fassung des Textes (mit Prüfsumme) */
            version: components["schemas"]["LeadConsentVersionDto"] | null;
            /** @description Nachweis-Adresse des Lieferanten */
            proofUrl: string | null;
            /** @description IP-Adresse bei der Bestätigung der E-Mail-Adresse (Double-Opt-in) */
            confirmationIp: string | null;
            /** @description Browser bei der Bestätigung der E-Mail-Adresse */
            confirmationUserAgent: string | null;
        };
        LeadQualityFindingDto: {
            /**
             * @example phone-invalid
             * @enum {string}
             */
            code: "phone-invalid" | "phone-fake" | "email-invalid" | "email-disposable" | "email-no-mx" | "email-unchecked" | "zip-unknown" | "zip-town-mismatch" | "address-duplicate" | "name-placeholder" | "phone-other-names" | "too-fast" | "honeypot" | "velocity";
            /** @example Telefonnummer ungültig: 0123 ist keine deutsche, österreichische oder Schweizer Nummer */
            text: string;
        };
        LeadQualityDto: {
            /** @description Qualitätswert 0–100 */
            score: number;
            /**
             * @description 'review': unter der Mindestqualität der Leadsource, wartet auf Prüfung (Einkauf: Zu prüfen)
             * @enum {string}
             */
            status: "ok" | "review" | "rejected";
            /** @description Was die Prüfungen fanden, schwerstes zuerst */
            findings: components["schemas"]["LeadQualityFindingDto"][];
            /** @description Die Prüfungen nach dem Eingang (DNS, gleiche Adresse, Häufung) sind abgeschlossen */
            complete: boolean;
            /**
             * @description Art der Telefonnummer (nur am einzelnen Lead): Mobilfunk, Festnetz oder andere; null, wenn sie keine gültige Nummer ist
             * @enum {string|null}
             */
            phoneType?: "mobile" | "landline" | "other" | null;
        };
        LeadDetailDto: {
            id: number;
            /** @description Dieselbe Nummer wie id */
            lId: number;
            created: string;
            /** @description Tatsächlicher Eingang, nur lesbar */
            realCreated: string;
            qualified: boolean;
            qualifiedAt: string | null;
            contact: components["schemas"]["LeadContactDto"];
            /**
             * @description Antworten nach Schritt-Schlüssel, nur lesbar
             * @example {
             *       "roofType": "Satteldach"
             *     }
             */
            data: {
                [key: string]: string;
            };
            leadsource: string;
            leadsourceSlug: string;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Früherer Lead derselben Person (gleiche Telefonnummer oder E-Mail im Dubletten-Zeitraum) */
            duplicateOfId: number | null;
            sellingStatistics: components["schemas"]["SellingStatisticDto"][];
            /** @description Beim Lieferanten reklamiert */
            recla: boolean;
            /** @description Reklamation beim Lieferanten: Grund und Zeitpunkt */
            reclamation: components["schemas"]["SupplierReclamationDto"] | null;
            /** @description Wer wann was geändert hat, neueste zuerst */
            history: components["schemas"]["LeadHistoryEntryDto"][];
            /** @description E-Mail bestätigt (Double-Opt-in): wann */
            emailConfirmedAt: string | null;
            /** @description Ein Bestätigungslink wurde verschickt (Double-Opt-in) */
            emailConfirmationRequested: boolean;
            /** @description „Nur bestätigte Leads verkaufen“: der Lead wird erst verkauft, wenn die E-Mail-Adresse bestätigt ist */
            heldUntilConfirmed: boolean;
            /** @description Die Einwilligung: Zeitpunkt, IP, Browser, Text und seine Fassung */
            consent: components["schemas"]["LeadConsentDto"];
            /** @description Qualitätsprüfung beim Eingang; null bei Leads von vor der Prüfung */
            quality: components["schemas"]["LeadQualityDto"] | null;
        };
        LeadContactChangeDto: {
            /** @description Herr, Frau, Divers oder leer */
            salutation?: string;
            firstName?: string;
            lastName?: string;
            /** @example +491711234567 */
            phone?: string;
            email?: string;
            /** @description Straße und Hausnummer */
            street?: string;
            /** @example 80331 */
            zip?: string;
            city?: string;
        };
        UpdateLeadDto: {
            /** @description true verteilt den Lead an die passenden Käufer (einmal) */
            qualified?: boolean;
            /** @description Deal-Id im CRM */
            pipedriveId?: string | null;
            /** @description Geänderte Kontaktfelder; nicht gesendete Felder bleiben */
            contact?: components["schemas"]["LeadContactChangeDto"];
        };
        ReclaimSaleDto: {
            /** @description Id des Verkaufs (sellingStatistics[].id) */
            id: number;
            reclamation: boolean;
        };
        ReclaimByBuyersDto: {
            /** @description Grund (Freitext) */
            note: string;
        };
        SellLeadDto: {
            /** @description Unternehmen, an die verkauft wird */
            organisations: number[];
            /** @description Auch an Unternehmen verkaufen, die laut Regeln nicht passen (wird vermerkt) */
            force?: boolean;
        };
        RejectLeadDto: {
            /** @description Grund für die Leadsource (Freitext); ohne Angabe die Befunde der Qualitätsprüfung */
            reason?: string;
        };
        LeadRejectedDto: {
            id: number;
            /** @description Dieselbe Nummer wie id */
            lId: number;
            created: string;
            /** @description Tatsächlicher Eingang, nur lesbar */
            realCreated: string;
            qualified: boolean;
            qualifiedAt: string | null;
            contact: components["schemas"]["LeadContactDto"];
            /**
             * @description Antworten nach Schritt-Schlüssel, nur lesbar
             * @example {
             *       "roofType": "Satteldach"
             *     }
             */
            data: {
                [key: string]: string;
            };
            leadsource: string;
            leadsourceSlug: string;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Früherer Lead derselben Person (gleiche Telefonnummer oder E-Mail im Dubletten-Zeitraum) */
            duplicateOfId: number | null;
            sellingStatistics: components["schemas"]["SellingStatisticDto"][];
            /** @description Beim Lieferanten reklamiert */
            recla: boolean;
            /** @description Reklamation beim Lieferanten: Grund und Zeitpunkt */
            reclamation: components["schemas"]["SupplierReclamationDto"] | null;
            /** @description Wer wann was geändert hat, neueste zuerst */
            history: components["schemas"]["LeadHistoryEntryDto"][];
            /** @description E-Mail bestätigt (Double-Opt-in): wann */
            emailConfirmedAt: string | null;
            /** @description Ein Bestätigungslink wurde verschickt (Double-Opt-in) */
            emailConfirmationRequested: boolean;
            /** @description „Nur bestätigte Leads verkaufen“: der Lead wird erst verkauft, wenn die E-Mail-Adresse bestätigt ist */
            heldUntilConfirmed: boolean;
            /** @description Die Einwilligung: Zeitpunkt, IP, Browser, Text und seine Fassung */
            consent: components["schemas"]["LeadConsentDto"];
            /** @description Qualitätsprüfung beim Eingang; null bei Leads von vor der Prüfung */
            quality: components["schemas"]["LeadQualityDto"] | null;
            /** @description Bei der Leadsource reklamiert (nicht vergütet) */
            supplierReclaimed: boolean;
            /** @description Warum nicht bei der Leadsource reklamiert (etwa: Quote erschöpft) */
            notReclaimed: string | null;
        };
        LeadListSaleDto: {
            id: number;
            dateTime: string;
            organisation: components["schemas"]["SaleOrganisationDto"];
            reclamation: boolean;
        };
        LeadListItemDto: {
            id: number;
            /** @description Dieselbe Nummer wie id */
            lId: number;
            created: string;
            realCreated: string;
            qualified: boolean;
            qualifiedAt: string | null;
            /** @description Beim Lieferanten reklamiert */
            recla: boolean;
            /** @description Reklamation beim Lieferanten: Grund und Zeitpunkt */
            reclamation: components["schemas"]["SupplierReclamationDto"] | null;
            /** @description Käufer, an die der Lead verkauft wurde */
            recipients: string[];
            contact: components["schemas"]["LeadContactDto"];
            /**
             * @description Antworten nach Schritt-Schlüssel
             * @example {
             *       "roofType": "Satteldach"
             *     }
             */
            data: {
                [key: string]: string;
            };
            leadsource: string;
            leadsourceSlug: string;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Früherer Lead derselben Person (gleiche Telefonnummer oder E-Mail im Dubletten-Zeitraum) */
            duplicateOfId?: number | null;
            /** @description E-Mail bestätigt (Double-Opt-in): wann */
            emailConfirmedAt: string | null;
            /** @description Ein Bestätigungslink wurde verschickt (Double-Opt-in) */
            emailConfirmationRequested: boolean;
            sellingStatistics: components["schemas"]["LeadListSaleDto"][];
            /** @description Qualitätsprüfung beim Eingang; null bei Leads von vor der Prüfung */
            quality: components["schemas"]["LeadQualityDto"] | null;
        };
        SupplierReclamationResultDto: {
            /** @description Mit dieser Anfrage reklamiert */
            reclaimed: number[];
            /** @description Waren schon reklamiert; unverändert */
            unchanged: number[];
            /** @description Lieferanten ohne E-Mail-Adresse: niemand wurde benachrichtigt */
            withoutMail: string[];
        };
        ConfirmEmailDto: {
            /** @description Der Teil nach /bestaetigen/ im Link der Bestätigungsmail */
            token: string;
        };
        EmailConfirmedDto: {
            /** @description Wann die Adresse bestätigt wurde */
            confirmedAt: string;
            /** @description true: Der Link wurde schon früher geöffnet; nichts wurde geändert */
            alreadyConfirmed: boolean;
            /** @description Was als Nächstes geschieht. true: Die Anfrage ist geprüft (vorqualifizierte Leadsource oder schon von Mitarbeitern qualifiziert) und geht an die Anbieter; false: Mitarbeiter prüfen sie zuerst */
            qualified: boolean;
        };
        RecentEnquiryDto: {
            /**
             * @description Ganze Minuten seit der Anfrage
             * @example 12
             */
            minutesAgo: number;
            /**
             * @description Wonach gefragt wurde (aus den Antworten)
             * @example eine PV-Anlage mit Stromspeicher
             */
            product: string;
            /**
             * @description Die ersten zwei Ziffern der Postleitzahl
             * @example 80
             */
            region: string;
        };
        RecentEnquiriesDto: {
            /** @description Höchstens sieben, die neueste zuerst; leer, wenn es keine gibt */
            entries: components["schemas"]["RecentEnquiryDto"][];
        };
        CostConditionDto: {
            /**
             * @description zipPrefix: PLZ beginnt mit; answer: Antwort ist eine von; answerRange: Zahl in der Antwort liegt zwischen
             * @example zipPrefix
             * @enum {string}
             */
            kind: "zipPrefix" | "answer" | "answerRange";
            /**
             * @description zipPrefix: 1 bis 5 Ziffern
             * @example 8
             */
            prefix?: string;
            /**
             * @description answer, answerRange: Schritt-Schlüssel der Frage
             * @example consumption
             */
            key?: string;
            /**
             * @description answer: die Antworten, bei denen die Regel gilt
             * @example [
             *       "Einfamilienhaus"
             *     ]
             */
            values?: string[];
            /**
             * @description answerRange: Untergrenze
             * @example 5000
             */
            min?: number;
            /**
             * @description answerRange: Obergrenze
             * @example 8000
             */
            max?: number;
        };
        CostChangeDto: {
            /**
             * @description EUR hinzu (negativ: abziehen)
             * @example 2.5
             */
            amount?: number;
            /**
             * @description Prozent des laufenden Preises
             * @example -10
             */
            percent?: number;
        };
        CostRuleDto: {
            /** @example PLZ 8 */
            name: string;
            when: components["schemas"]["CostConditionDto"];
            change: components["schemas"]["CostChangeDto"];
        };
        LeadsourceThrottleDto: {
            /** @description Seit wann gedrosselt */
            since: string;
            /** @description Warum, mit den Zahlen */
            reason: string;
        };
        LeadsourceListItemDto: {
            id: number;
            name: string;
            slug: string;
            mail: string;
            active: boolean;
            reclaQuote: number;
            /** @description Einkaufspreis je Lead in EUR; null: nicht hinterlegt */
            leadCost: number | null;
            /** @description Zu- und Abschläge auf den Einkaufspreis (Ping/Post) */
            costRules: components["schemas"]["CostRuleDto"][];
            preQualified: boolean;
            /** @description Einwilligungsnachweis verlangen */
            requireConsent: boolean;
            /** @description Mindestqualität 0–100; 0 = aus */
            minQuality: number;
            /** @description Testnummern der Leadsource */
            testPhoneNumbers: string[];
            /** @description Gedrosselt: Leads brauchen eine Qualifizierung von Hand, bis die Drosselung aufgehoben wird */
            throttled: components["schemas"]["LeadsourceThrottleDto"] | null;
            /** @description Die eingebaute Website-Quelle kann nicht gelöscht werden */
            builtIn: boolean;
            creationDate: string;
        };
        CreateLeadsourceDto: {
            /**
             * @description Reklamations-E-Mail
             * @example reklamation@solarvergleich.example
             */
            mail?: string;
            active?: boolean;
            /**
             * @description Reklamationsquote in Prozent
             * @example 10
             */
            reclaQuote?: number;
            /**
             * @description Einkaufspreis je Lead in EUR (für die Marge im Bericht Lead-Qualität); null löscht ihn
             * @example 18.5
             */
            leadCost?: number | null;
            /** @description Zu- und Abschläge auf den Einkaufspreis nach PLZ-Anfang und Antworten (wie die Preisliste: erst Beträge, dann Prozente); gelten für Leads mit Ping */
            costRules?: components["schemas"]["CostRuleDto"][];
            /** @description Leads dieser Quelle gelten beim Eingang als qualifiziert */
            preQualified?: boolean;
            /** @description Einwilligungsnachweis verlangen: Leads ohne consent.text, consent.at und consent.ip oder consent.proofUrl werden abgelehnt (422) */
            requireConsent?: boolean;
            /**
             * @description Mindestqualität 0–100 (0 = aus): Leads mit niedrigerem Qualitätswert werden gespeichert, aber nicht automatisch verteilt (Einkauf: Zu prüfen)
             * @example 60
             */
            minQuality?: number;
            /**
             * @description Testnummern der Leadsource: ein Lead mit einer davon gilt als offensichtlich falsch (höchstens 20)
             * @example [
             *       "0170 1111111"
             *     ]
             */
            testPhoneNumbers?: string[];
            /** @example Solarvergleich Süd GmbH */
            name: string;
            /**
             * @description Für ?ls=<slug> in der Funnel-Adresse
             * @example solarvergleich-sued
             */
            slug: string;
        };
        LeadsourceDetailDto: {
            id: number;
            name: string;
            slug: string;
            mail: string;
            active: boolean;
            reclaQuote: number;
            /** @description Einkaufspreis je Lead in EUR; null: nicht hinterlegt */
            leadCost: number | null;
            /** @description Zu- und Abschläge auf den Einkaufspreis (Ping/Post) */
            costRules: components["schemas"]["CostRuleDto"][];
            preQualified: boolean;
            /** @description Einwilligungsnachweis verlangen */
            requireConsent: boolean;
            /** @description Mindestqualität 0–100; 0 = aus */
            minQuality: number;
            /** @description Testnummern der Leadsource */
            testPhoneNumbers: string[];
            /** @description Gedrosselt: Leads brauchen eine Qualifizierung von Hand, bis die Drosselung aufgehoben wird */
            throttled: components["schemas"]["LeadsourceThrottleDto"] | null;
            /** @description Die eingebaute Website-Quelle kann nicht gelöscht werden */
            builtIn: boolean;
            creationDate: string;
            /** @description Header X-Api-Key für POST /public-api/leadsource/lead; nur lesbar */
            apiKey: string;
        };
        LeadsourceFormDto: {
            /**
             * @description Reklamations-E-Mail
             * @example reklamation@solarvergleich.example
             */
            mail?: string;
            active?: boolean;
            /**
             * @description Reklamationsquote in Prozent
             * @example 10
             */
            reclaQuote?: number;
            /**
             * @description Einkaufspreis je Lead in EUR (für die Marge im Bericht Lead-Qualität); null löscht ihn
             * @example 18.5
             */
            leadCost?: number | null;
            /** @description Zu- und Abschläge auf den Einkaufspreis nach PLZ-Anfang und Antworten (wie die Preisliste: erst Beträge, dann Prozente); gelten für Leads mit Ping */
            costRules?: components["schemas"]["CostRuleDto"][];
            /** @description Leads dieser Quelle gelten beim Eingang als qualifiziert */
            preQualified?: boolean;
            /** @description Einwilligungsnachweis verlangen: Leads ohne consent.text, consent.at und consent.ip oder consent.proofUrl werden abgelehnt (422) */
            requireConsent?: boolean;
            /**
             * @description Mindestqualität 0–100 (0 = aus): Leads mit niedrigerem Qualitätswert werden gespeichert, aber nicht automatisch verteilt (Einkauf: Zu prüfen)
             * @example 60
             */
            minQuality?: number;
            /**
             * @description Testnummern der Leadsource: ein Lead mit einer davon gilt als offensichtlich falsch (höchstens 20)
             * @example [
             *       "0170 1111111"
             *     ]
             */
            testPhoneNumbers?: string[];
            /** @example Solarvergleich Süd GmbH */
            name?: string;
            /**
             * @description Für ?ls=<slug> in der Funnel-Adresse
             * @example solarvergleich-sued
             */
            slug?: string;
        };
        LeadsourceDeletedDto: {
            id: number;
        };
        LeadsourceApiKeyDto: {
            /** @description Der neue Schlüssel; der alte gilt ab sofort nicht mehr */
            apiKey: string;
        };
        GeoStatusDto: {
            /**
             * @description Postleitzahlen mit Mittelpunkt (0: noch nicht importiert)
             * @example 10814
             */
            postalCodes: number;
            /**
             * @description Herkunft und Lizenz der Daten
             * @example GeoNames (CC BY 4.0)
             */
            source: string;
        };
        DeliveryStopDto: {
            /** @description Seit wann (ISO 8601) */
            since: string;
            /** @description Warum (Deutsch), angezeigt als 'Zustellung gestoppt: …' */
            reason: string;
        };
        OrganisationListItemDto: {
            id: number;
            name: string;
            active: boolean;
            deleted: boolean;
            /** @enum {string} */
            type: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            email: string;
            phone: string;
            zip: string;
            city: string;
            prio: number;
            creationDate: string;
            leadSellCost: number;
            monthlyLeadLimit: number;
            monthlyLeadGoal: number;
            /** @description Warum das Unternehmen keine Leads erhalten kann */
            warnings: string[];
            /** @description Lieferstopp wegen eines an Anwalt oder Creditreform übergebenen Mahnverfahrens (Grund); null ohne */
            dunningHold: string | null;
            /** @description Zustellung an Webhook/CRM gestoppt (nach 10 Fehlversuchen in Folge oder über einer Stunde Fehlschlägen); Leads gehen solange per E-Mail. null, solange zugestellt wird */
            deliveryStop: components["schemas"]["DeliveryStopDto"] | null;
        };
        OrganisationDeletedDto: {
            id: number;
            /**
             * @description Nur als gelöscht markiert
             * @enum {boolean}
             */
            deleted: true;
        };
        WebhookDto: {
            /**
             * @description Aus: Leads an dieses Unternehmen werden nicht zugestellt
             * @default true
             */
            active: boolean;
            /** @example https://hooks.zapier.com/hooks/catch/123/abc */
            uri: string;
            /** @description Mit dem Secret als HTTP-Basic-Anmeldung gesendet, wenn gesetzt */
            username?: string;
            /** @description Nur zum Setzen: weglassen oder leer = unverändert, null = löschen */
            secret?: string | null;
        };
        LevetoDto: {
            active: boolean;
            uri: string;
            username: string;
            /** @description Nur zum Setzen: leer = unverändert, null = löschen */
            secret?: string | null;
        };
        PipedriveDto: {
            /** @description API-Token, nur zum Setzen: leer = unverändert, null = löschen */
            token?: string | null;
            /** @enum {string} */
            type: "deal" | "lead";
            pipeline?: number | null;
            stage?: number | null;
            leadLabel?: string | null;
        };
        LexOfficeDto: {
            /** @description Kundennummer */
            number: string;
            id: string;
        };
        WeClappDto: {
            uri: string;
            /** @description API-Key, nur zum Setzen: leer = unverändert, null = löschen */
            key?: string | null;
        };
        OrganisationConfigDto: {
            reclamationEmail: string;
        };
        LawyerDto: {
            active: boolean;
            email: string;
            /** @default 30 */
            days: number;
        };
        ExtensionDto: {
            lawyer: components["schemas"]["LawyerDto"];
        };
        GoogleZipSheetDto: {
            /** @description Id der Google-Tabelle oder ihre Adresse; leer: keine Tabelle */
            sheetId: string;
            pageName: string;
            tableName: string;
            /** @default true */
            whiteList: boolean;
        };
        ConditionsConfigDto: {
            radius: boolean;
            otherAndRadius: boolean;
            googleZipSheet: components["schemas"]["GoogleZipSheetDto"];
        };
        ZipConditionDto: {
            /**
             * @description PLZ oder Anfang einer PLZ (1–5 Ziffern)
             * @example 803
             */
            zip: string;
            /** @example vertrieb@example.de, chef@example.de */
            email: string;
        };
        RadiusConditionDto: {
            /** @example 80331 */
            zip: string;
            /**
             * @description km
             * @example 50
             */
            radius: number;
        };
        ActiveDayDto: {
            active: boolean;
            /** @enum {string} */
            weekDay: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
            label: string;
            /** @example 08:00 */
            startTime: string;
            /** @example 18:00 */
            endTime: string;
        };
        ConditionsDto: {
            /**
             * @description Minuten bis zur Zustellung
             * @default 0
             */
            delay: number;
            /**
             * @description Höchstes Lead-Alter in Tagen
             * @default 7
             */
            age: number;
            config: components["schemas"]["ConditionsConfigDto"];
            zipConditions: components["schemas"]["ZipConditionDto"][];
            radiuses: components["schemas"]["RadiusConditionDto"][];
            activeDays: components["schemas"]["ActiveDayDto"][];
            /**
             * @description Je Funnel-Schritt (Schlüssel) die akzeptierten Antworten; leer = alle
             * @example {
             *       "roofType": [
             *         "Satteldach"
             *       ]
             *     }
             */
            answers: {
                [key: string]: string[];
            };
        };
        CreateOrganisationDto: {
            active?: boolean;
            /** @enum {string} */
            type?: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            /** @example leads@sonnenstrom.example, chef@sonnenstrom.example */
            email?: string;
            phone?: string;
            street?: string;
            /** @example 80331 */
            zip?: string;
            city?: string;
            /** @enum {string} */
            country?: "germany";
            /** @default 100 */
            prio: number;
            /**
             * @description Vereinbarter Preis pro Lead (EUR); 0 oder null: kein vereinbarter Preis, die Preisliste (Einstellungen → Preise) gilt. Gespeichert und angezeigt wird dann 0.
             * @example 45.5
             */
            leadSellCost?: number | null;
            /** @example 20 */
            leadBuyCost?: number;
            /**
             * @description Exklusive Leads: die Verteilung darf dem Unternehmen einen Lead allein verkaufen (geteilte Leads erhält es weiter)
             * @default false
             */
            exclusiveLeads: boolean;
            /**
             * @description Preis exklusiv (EUR) für einen Lead, den das Unternehmen allein erhält; null: die Preisliste bestimmt ihn (sein Preis und die Regeln zu „Exklusiv“)
             * @example 120
             */
            exclusiveLeadSellCost?: number | null;
            /**
             * @description Kreditlimit (EUR, netto): ab offenen Rechnungen plus noch nicht berechneten Leads in dieser Höhe erhält das Unternehmen keine Leads; null: kein Limit
             * @example 5000
             */
            creditLimit?: number | null;
            /** @example 10 */
            reclamationQuote?: number;
            /** @default 0 */
            monthlyLeadLimit: number;
            /** @default 0 */
            monthlyLeadGoal: number;
            leadEvaluationMail?: string;
            /** @description Wird auf 1–28 begrenzt */
            leadEvaluationDay?: number;
            sendStatistic?: boolean;
            sendInvoice?: boolean;
            sendReclaLink?: boolean;
            autoCrefo?: boolean;
            /** @default 30 */
            crefoDays: number;
            zapier?: components["schemas"]["WebhookDto"];
            make?: components["schemas"]["WebhookDto"];
            leveto?: components["schemas"]["LevetoDto"];
            pipedrive?: components["schemas"]["PipedriveDto"];
            lexOffice?: components["schemas"]["LexOfficeDto"];
            weClapp?: components["schemas"]["WeClappDto"];
            config?: components["schemas"]["OrganisationConfigDto"];
            extension?: components["schemas"]["ExtensionDto"];
            conditions?: components["schemas"]["ConditionsDto"];
            /** @example Sonnenstrom Bayern GmbH */
            name: string;
        };
        HookSettingsDto: {
            active: boolean;
            uri: string;
            username: string;
            secretSet: boolean;
        };
        PipedriveSettingsDto: {
            /** @enum {string} */
            type: "deal" | "lead";
            pipeline: number | null;
            stage: number | null;
            leadLabel: string | null;
            tokenSet: boolean;
        };
        WeClappSettingsDto: {
            uri: string;
            keySet: boolean;
        };
        SheetSyncStatusDto: {
            /** @description Postleitzahlen aus der Tabelle, die die Zuordnung verwendet */
            zips: number;
            /** @description Letzter erfolgreicher Abgleich mit den aktuellen Tabellen-Angaben */
            syncedAt: string | null;
            /** @description Warum der letzte Abgleich fehlschlug (die zuletzt gelesenen Postleitzahlen gelten weiter) */
            error: string | null;
        };
        OrganisationDetailDto: {
            id: number;
            name: string;
            active: boolean;
            deleted: boolean;
            /** @enum {string} */
            type: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            email: string;
            phone: string;
            zip: string;
            city: string;
            prio: number;
            creationDate: string;
            leadSellCost: number;
            monthlyLeadLimit: number;
            monthlyLeadGoal: number;
            /** @description Warum das Unternehmen keine Leads erhalten kann */
            warnings: string[];
            /** @description Lieferstopp wegen eines an Anwalt oder Creditreform übergebenen Mahnverfahrens (Grund); null ohne */
            dunningHold: string | null;
            /** @description Zustellung an Webhook/CRM gestoppt (nach 10 Fehlversuchen in Folge oder über einer Stunde Fehlschlägen); Leads gehen solange per E-Mail. null, solange zugestellt wird */
            deliveryStop: components["schemas"]["DeliveryStopDto"] | null;
            street: string;
            country: string;
            /** @description Nur lesbar */
            apiKey: string;
            leadBuyCost: number;
            /** @description Exklusive Leads: kann einen Lead allein erhalten */
            exclusiveLeads: boolean;
            /** @description Preis exklusiv (EUR); null: die Preisliste bestimmt ihn */
            exclusiveLeadSellCost: number | null;
            /** @description Kreditlimit (EUR, netto); null: kein Limit */
            creditLimit: number | null;
            reclamationQuote: number;
            leadEvaluationMail: string;
            leadEvaluationDay: number;
            sendStatistic: boolean;
            sendInvoice: boolean;
            sendReclaLink: boolean;
            autoCrefo: boolean;
            crefoDays: number;
            zapier: components["schemas"]["HookSettingsDto"];
            make: components["schemas"]["HookSettingsDto"];
            leveto: components["schemas"]["HookSettingsDto"];
            pipedrive: components["schemas"]["PipedriveSettingsDto"];
            lexOffice: components["schemas"]["LexOfficeDto"];
            weClapp: components["schemas"]["WeClappSettingsDto"];
            config: components["schemas"]["OrganisationConfigDto"];
            extension: components["schemas"]["ExtensionDto"];
            conditions: components["schemas"]["ConditionsDto"];
            /** @description Nur lesbar; null ohne Google-Tabelle */
            sheetSync: components["schemas"]["SheetSyncStatusDto"] | null;
            /** @description Die letzten vier Zeichen des Signatur-Schlüssels der Webhooks; null, solange keiner erzeugt ist */
            webhookSecretHint: string | null;
            invoices: components["schemas"]["InvoiceDto"][];
            dunnings: components["schemas"]["DunningDto"][];
            /** @description Monate mit Verkäufen ohne Rechnung (Platzhalter 'missing') */
            missingInvoices: components["schemas"]["MissingInvoiceDto"][];
        };
        ComplaintRateDto: {
            /** @description Reklamierte Verkäufe je Verkauf in %, Verkäufe dieses Monats */
            thisMonth: number | null;
            /** @description Dasselbe für die Verkäufe der drei Monate davor */
            lastThreeMonths: number | null;
            /**
             * @description Erster Tag dieses Monats (Berliner Zeit): der Zeitraum von thisMonth
             * @example 2026-04-01
             */
            thisMonthFrom: string;
            /**
             * @description Erster Tag des ersten der drei Monate davor
             * @example 2026-01-01
             */
            lastThreeMonthsFrom: string;
            /**
             * @description Erster Tag des letzten der drei Monate davor
             * @example 2026-03-01
             */
            lastThreeMonthsTo: string;
            /** @description Nicht reklamierte Verkäufe dieses Monats (zählen gegen das monatliche Lead-Limit) */
            soldThisMonth?: number;
        };
        CreditStateDto: {
            /** @description Kreditlimit in EUR (netto) */
            limit: number;
            /** @description Genutzt in EUR: offene Rechnungen (netto) plus noch nicht berechnete, nicht reklamierte Verkäufe */
            used: number;
            /** @description Genutzter Anteil in Prozent (gerundet) */
            percent: number;
            /** @description Ab 80 %: Unternehmen und Team erhalten eine Mail */
            nearlyReached: boolean;
            /** @description Ab 100 %: keine Leads, bis eine Zahlung verbucht oder das Limit erhöht wird */
            reached: boolean;
        };
        OrganisationLeadContactDto: {
            salutation: string;
            firstName: string;
            lastName: string;
            phone: string;
            email: string;
            street: string;
            zip: string;
            city: string;
        };
        OrganisationLeadRefDto: {
            /** @description selectedLeads: Id des Verkaufs; unqualifiedLeads: die Lead-Id (noch kein Verkauf) */
            rId: number;
            /** @description Lead-Id */
            id: number;
            contact: components["schemas"]["OrganisationLeadContactDto"];
        };
        OrganisationDetailWithRateDto: {
            id: number;
            name: string;
            active: boolean;
            deleted: boolean;
            /** @enum {string} */
            type: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            email: string;
            phone: string;
            zip: string;
            city: string;
            prio: number;
            creationDate: string;
            leadSellCost: number;
            monthlyLeadLimit: number;
            monthlyLeadGoal: number;
            /** @description Warum das Unternehmen keine Leads erhalten kann */
            warnings: string[];
            /** @description Lieferstopp wegen eines an Anwalt oder Creditreform übergebenen Mahnverfahrens (Grund); null ohne */
            dunningHold: string | null;
            /** @description Zustellung an Webhook/CRM gestoppt (nach 10 Fehlversuchen in Folge oder über einer Stunde Fehlschlägen); Leads gehen solange per E-Mail. null, solange zugestellt wird */
            deliveryStop: components["schemas"]["DeliveryStopDto"] | null;
            street: string;
            country: string;
            /** @description Nur lesbar */
            apiKey: string;
            leadBuyCost: number;
            /** @description Exklusive Leads: kann einen Lead allein erhalten */
            exclusiveLeads: boolean;
            /** @description Preis exklusiv (EUR); null: die Preisliste bestimmt ihn */
            exclusiveLeadSellCost: number | null;
            /** @description Kreditlimit (EUR, netto); null: kein Limit */
            creditLimit: number | null;
            reclamationQuote: number;
            leadEvaluationMail: string;
            leadEvaluationDay: number;
            sendStatistic: boolean;
            sendInvoice: boolean;
            sendReclaLink: boolean;
            autoCrefo: boolean;
            crefoDays: number;
            zapier: components["schemas"]["HookSettingsDto"];
            make: components["schemas"]["HookSettingsDto"];
            leveto: components["schemas"]["HookSettingsDto"];
            pipedrive: components["schemas"]["PipedriveSettingsDto"];
            lexOffice: components["schemas"]["LexOfficeDto"];
            weClapp: components["schemas"]["WeClappSettingsDto"];
            config: components["schemas"]["OrganisationConfigDto"];
            extension: components["schemas"]["ExtensionDto"];
            conditions: components["schemas"]["ConditionsDto"];
            /** @description Nur lesbar; null ohne Google-Tabelle */
            sheetSync: components["schemas"]["SheetSyncStatusDto"] | null;
            /** @description Die letzten vier Zeichen des Signatur-Schlüssels der Webhooks; null, solange keiner erzeugt ist */
            webhookSecretHint: string | null;
            invoices: components["schemas"]["InvoiceDto"][];
            dunnings: components["schemas"]["DunningDto"][];
            /** @description Monate mit Verkäufen ohne Rechnung (Platzhalter 'missing') */
            missingInvoices: components["schemas"]["MissingInvoiceDto"][];
            /** @description Akzeptierte Reklamationen je Verkauf in Prozent */
            complaintRate: components["schemas"]["ComplaintRateDto"];
            /** @description Kreditlimit: wie viel davon genutzt ist; null ohne Limit */
            credit: components["schemas"]["CreditStateDto"] | null;
            /** @description Die in diesem Monat (Berliner Zeit) an das Unternehmen verkauften Leads, neueste zuerst, höchstens 500 */
            selectedLeads: components["schemas"]["OrganisationLeadRefDto"][];
            /** @description Nicht qualifizierte Leads der letzten 30 Tage in seinem Gebiet (Regeln der Verteilung), neueste zuerst, höchstens 200 */
            unqualifiedLeads: components["schemas"]["OrganisationLeadRefDto"][];
        };
        OrganisationFormDto: {
            active?: boolean;
            /** @enum {string} */
            type?: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            /** @example leads@sonnenstrom.example, chef@sonnenstrom.example */
            email?: string;
            phone?: string;
            street?: string;
            /** @example 80331 */
            zip?: string;
            city?: string;
            /** @enum {string} */
            country?: "germany";
            /** @default 100 */
            prio: number;
            /**
             * @description Vereinbarter Preis pro Lead (EUR); 0 oder null: kein vereinbarter Preis, die Preisliste (Einstellungen → Preise) gilt. Gespeichert und angezeigt wird dann 0.
             * @example 45.5
             */
            leadSellCost?: number | null;
            /** @example 20 */
            leadBuyCost?: number;
            /**
             * @description Exklusive Leads: die Verteilung darf dem Unternehmen einen Lead allein verkaufen (geteilte Leads erhält es weiter)
             * @default false
             */
            exclusiveLeads: boolean;
            /**
             * @description Preis exklusiv (EUR) für einen Lead, den das Unternehmen allein erhält; null: die Preisliste bestimmt ihn (sein Preis und die Regeln zu „Exklusiv“)
             * @example 120
             */
            exclusiveLeadSellCost?: number | null;
            /**
             * @description Kreditlimit (EUR, netto): ab offenen Rechnungen plus noch nicht berechneten Leads in dieser Höhe erhält das Unternehmen keine Leads; null: kein Limit
             * @example 5000
             */
            creditLimit?: number | null;
            /** @example 10 */
            reclamationQuote?: number;
            /** @default 0 */
            monthlyLeadLimit: number;
            /** @default 0 */
            monthlyLeadGoal: number;
            leadEvaluationMail?: string;
            /** @description Wird auf 1–28 begrenzt */
            leadEvaluationDay?: number;
            sendStatistic?: boolean;
            sendInvoice?: boolean;
            sendReclaLink?: boolean;
            autoCrefo?: boolean;
            /** @default 30 */
            crefoDays: number;
            zapier?: components["schemas"]["WebhookDto"];
            make?: components["schemas"]["WebhookDto"];
            leveto?: components["schemas"]["LevetoDto"];
            pipedrive?: components["schemas"]["PipedriveDto"];
            lexOffice?: components["schemas"]["LexOfficeDto"];
            weClapp?: components["schemas"]["WeClappDto"];
            config?: components["schemas"]["OrganisationConfigDto"];
            extension?: components["schemas"]["ExtensionDto"];
            conditions?: components["schemas"]["ConditionsDto"];
            /** @example Sonnenstrom Bayern GmbH */
            name?: string;
        };
        OrganisationApiKeyDto: {
            /** @description Der neue Schlüssel; der alte gilt ab sofort nicht mehr */
            apiKey: string;
        };
        WebhookSecretDto: {
            /** @description Der neue Signatur-Schlüssel ('whsec_…'); der alte gilt ab sofort nicht mehr. Wird nur dieses eine Mal vollständig gezeigt */
            secret: string;
        };
        PipedriveChoiceDto: {
            id: number | string;
            name: string;
        };
        PipedriveStageDto: {
            id: number;
            name: string;
            pipelineId: number;
        };
        DistributionSettingsDto: {
            /**
             * @description Käufer pro Lead
             * @default 3
             */
            buyersPerLead: number;
            /**
             * @description Dubletten-Zeitraum (Tage)
             * @default 30
             */
            duplicateWindowDays: number;
            /**
             * @description Double-Opt-in: Funnel-Leads erhalten einen Bestätigungslink für ihre E-Mail-Adresse
             * @default true
             */
            doubleOptIn: boolean;
            /**
             * @description Nur bestätigte Leads verkaufen: Funnel-Leads mit Bestätigungslink werden erst nach der Bestätigung verteilt oder verkauft
             * @default false
             */
            sellOnlyConfirmed: boolean;
            /**
             * @description Qualitätswert in Lead-Mails: die Mail an den Käufer nennt Qualitätswert und Befunde der Eingangsprüfung (Webhooks tragen sie immer)
             * @default false
             */
            qualityInMails: boolean;
            /**
             * @description Exklusiv nur wenn lohnender: das bestplatzierte Unternehmen mit „Exklusive Leads“ erhält den Lead nur dann allein, wenn sein Exklusivpreis mindestens so hoch ist wie das, was die Käufer beim Teilen zusammen zahlen; aus: immer allein
             * @default true
             */
            exclusiveOnlyIfWorthIt: boolean;
            /**
             * @description Drosseln ab Reklamationsanteil (%): übersteigt der Anteil reklamierter Verkäufe einer Leadsource in 30 Tagen diesen Wert, brauchen ihre Leads eine Qualifizierung von Hand; null = aus
             * @default null
             */
            throttleReturnShare: number | null;
            /**
             * @description Drosseln ab Anteil „Nicht erreichbar“ (%): unter den Verkäufen mit Ergebnis der Käufer, sonst wie beim Reklamationsanteil; null = aus
             * @default null
             */
            throttleUnreachableShare: number | null;
        };
        LegalPageDto: {
            /** @description Text (Markdown oder einfache Absätze) */
            text?: string;
            /** @description Externe Adresse (https://…) statt eines Textes */
            url?: string;
        };
        LegalSettingsDto: {
            /** @description Impressum */
            imprint?: components["schemas"]["LegalPageDto"];
            /** @description AGB */
            terms?: components["schemas"]["LegalPageDto"];
            /** @description Datenschutzerklärung */
            privacy?: components["schemas"]["LegalPageDto"];
            /** @description Partner werden */
            partner?: components["schemas"]["LegalPageDto"];
        };
        ReclamationSettingsDto: {
            /**
             * @description Reklamationsfrist (Tage)
             * @default 14
             */
            deadlineDays: number;
            /** @description Sofort akzeptieren bis Reklaquote (%); fehlt, null oder 0: aus */
            autoAcceptBelowRate?: number | null;
        };
        CompanySettingsResponseDto: {
            /** @description Firmenname */
            name: string;
            /** @description Straße und Hausnummer */
            street: string;
            /** @description PLZ */
            zip: string;
            /** @description Ort */
            city: string;
            /** @description Geschäftsführer */
            managingDirector: string;
            /** @description Registergericht */
            registerCourt: string;
            /** @description Registernummer */
            registerNumber: string;
            /** @description USt-IdNr. */
            vatId: string;
            /** @description Steuernummer */
            taxNumber: string;
            /** @description IBAN */
            iban: string;
            /** @description BIC */
            bic: string;
            /** @description Bank */
            bankName: string;
            /** @description E-Mail */
            email: string;
            /** @description Telefon */
            phone: string;
            /** @description Rechnungsnummer-Präfix */
            invoicePrefix: string;
            /**
             * @description Zahlungsziel (Tage)
             * @default 14
             */
            paymentTermDays: number;
            /**
             * @description Umsatzsteuersatz (%)
             * @default 19
             */
            vatRate: number;
            /** @description Was für Rechnungen noch fehlt (deutsche Feldnamen); leer, wenn vollständig */
            missing: string[];
        };
        CompanySettingsDto: {
            /** @description Firmenname */
            name: string;
            /** @description Straße und Hausnummer */
            street: string;
            /** @description PLZ */
            zip: string;
            /** @description Ort */
            city: string;
            /** @description Geschäftsführer */
            managingDirector: string;
            /** @description Registergericht */
            registerCourt: string;
            /** @description Registernummer */
            registerNumber: string;
            /** @description USt-IdNr. */
            vatId: string;
            /** @description Steuernummer */
            taxNumber: string;
            /** @description IBAN */
            iban: string;
            /** @description BIC */
            bic: string;
            /** @description Bank */
            bankName: string;
            /** @description E-Mail */
            email: string;
            /** @description Telefon */
            phone: string;
            /** @description Rechnungsnummer-Präfix */
            invoicePrefix: string;
            /**
             * @description Zahlungsziel (Tage)
             * @default 14
             */
            paymentTermDays: number;
            /**
             * @description Umsatzsteuersatz (%)
             * @default 19
             */
            vatRate: number;
        };
        DunningStepDto: {
            /** @description Name der Stufe, z. B. "1. Mahnung" */
            name: string;
            /** @description Tage nach der vorigen Stufe (die erste: nach Fälligkeit) */
            daysAfterPrevious: number;
        };
        BaseRatePeriodDto: {
            /**
             * @description Gültig ab (JJJJ-MM-TT)
             * @example 2026-01-01
             */
            validFrom: string;
            /** @description Basiszinssatz in Prozent (§ 247 BGB), auch negativ */
            rate: number;
        };
        DunningSettingsDto: {
            steps: components["schemas"]["DunningStepDto"][];
            /** @description Verzugszinsen ab der 1. Mahnung */
            interestEnabled: boolean;
            /** @description 40 € Verzugspauschale ab der 1. Mahnung */
            flatFeeEnabled: boolean;
            baseRates: components["schemas"]["BaseRatePeriodDto"][];
            /** @description E-Mail-Adresse für Übergaben an Creditreform */
            creditreformEmail: string;
        };
        PublicLegalIndexEntryDto: {
            /** @description Hier hinterlegter Text vorhanden */
            text: boolean;
            /** @description Externe Adresse der Seite */
            url?: string;
        };
        PublicLegalIndexDto: {
            impressum: components["schemas"]["PublicLegalIndexEntryDto"];
            agb: components["schemas"]["PublicLegalIndexEntryDto"];
            datenschutz: components["schemas"]["PublicLegalIndexEntryDto"];
            "partner-werden": components["schemas"]["PublicLegalIndexEntryDto"];
        };
        PublicLegalTextDto: {
            /** @example Impressum */
            title: string;
            /** @description Text (Markdown oder einfache Absätze) */
            text: string;
        };
        PublicLegalLinkDto: {
            /** @description Externe Adresse der Seite */
            url: string;
        };
        SecuritySettingsDto: {
            /** @description Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen: wer noch keinen zweiten Faktor hat, richtet ihn direkt nach dem Passwort ein */
            requireTwoFactor: boolean;
        };
        ConsentTextVersionDto: {
            id: number;
            /**
             * @description consent: Einwilligungszeile im Funnel; supplier-consent: Text eines Lieferanten; sonst die Rechtstext-Seite
             * @enum {string}
             */
            kind: "consent" | "supplier-consent" | "imprint" | "terms" | "privacy" | "partner";
            /** @example Datenschutzerklärung */
            title: string;
            /** @description Der Text dieser Fassung (bei einer externen Seite deren Adresse) */
            text: string;
            /**
             * @description SHA-256 des Textes (hex)
             * @example ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
             */
            hash: string;
            validFrom: string;
            /** @description null: gilt noch */
            validTo: string | null;
        };
        RetentionSettingsDto: {
            /**
             * @description Nicht verkaufte Leads pseudonymisieren nach (Monaten)
             * @default 6
             */
            unsoldLeadMonths: number;
            /**
             * @description Verkaufte Leads pseudonymisieren nach (Monaten)
             * @default 24
             */
            soldLeadMonths: number;
            /**
             * @description Reklamationsdokumente löschen nach (Monaten)
             * @default 12
             */
            complaintDocumentMonths: number;
            /**
             * @description Mailinhalte im Postausgang leeren nach (Tagen)
             * @default 90
             */
            mailBodyDays: number;
        };
        NotificationSettingsDto: {
            /**
             * @description Empfänger der Warnungen (z. B. Zustellung an ein Unternehmen gestoppt), mehrere durch Komma getrennt; leer: alle aktiven Administratoren
             * @example technik@leadportal.example
             */
            alertEmail: string;
        };
        PriceConditionDto: {
            /**
             * @description zipPrefix: PLZ beginnt mit `prefix`; answer: Antwort auf `key` ist eine von `values`; answerRange: Zahl der Antwort auf `key` liegt in [`min`, `max`]; exclusive: exklusiver Verkauf; ageDays: Lead ist `from` bis `to` Tage alt; afterComplaint: Weiterverkauf nach Reklamation
             * @enum {string}
             */
            kind: "zipPrefix" | "answer" | "answerRange" | "exclusive" | "ageDays" | "afterComplaint";
            /**
             * @description zipPrefix: 1 bis 5 Ziffern
             * @example 8
             */
            prefix?: string;
            /**
             * @description answer, answerRange: Schlüssel der Funnel-Frage
             * @example interestBattery
             */
            key?: string;
            /**
             * @description answer: die Antworten, bei denen die Regel gilt
             * @example [
             *       "Ja"
             *     ]
             */
            values?: string[];
            /**
             * @description answerRange: Untergrenze (einschließlich)
             * @example 5000
             */
            min?: number | null;
            /** @description answerRange: Obergrenze (einschließlich) */
            max?: number | null;
            /**
             * @description ageDays: ab diesem Tag (0 = Tag des Eingangs)
             * @example 3
             */
            from?: number;
            /** @description ageDays: bis zu diesem Tag (einschließlich); leer = ohne Ende */
            to?: number | null;
        };
        PriceChangeDto: {
            /**
             * @description EUR, negativ zieht ab
             * @example 5
             */
            amount?: number;
            /**
             * @description Prozent des laufenden Preises, negativ zieht ab
             * @example -40
             */
            percent?: number;
        };
        PriceRuleDto: {
            /**
             * @description Name, wie Käufer und Mitarbeiter ihn neben der Wirkung lesen
             * @example PLZ 8
             */
            name: string;
            when: components["schemas"]["PriceConditionDto"];
            change: components["schemas"]["PriceChangeDto"];
        };
        PriceListDto: {
            /**
             * @description Grundpreis pro Lead (EUR) für Käufer ohne vereinbarten Preis
             * @example 45
             */
            basePrice: number;
            /** @description Regeln; leer = keine Preisliste (es gilt der vereinbarte Preis) */
            rules: components["schemas"]["PriceRuleDto"][];
        };
        ZipConditionsFilterDto: {
            /** @description Unternehmen, die nicht mitzählen (Firma ausschließen) */
            orgas?: number[];
            /** @description Nach den ersten zwei Ziffern zusammenfassen */
            twoDigits?: boolean;
        };
        ZipCoverageRowDto: {
            /** @example 80331 */
            zip: string;
            /** @description Aktive Käufer, die hier Leads bekommen */
            buyers: number;
            /** @description Alle Unternehmen mit Abdeckung hier (auch inaktive) */
            orgas: number;
            /** @description Unternehmen, die Leads von hier exklusiv (allein) erhalten können: die mit „Exklusive Leads“ unter den aktiven mit der besten Prio; fehlt, wenn keines */
            exclusiveTo?: string[];
        };
        PostcodeCheckDto: {
            /**
             * @description Die Postleitzahl, fünfstellig
             * @example 80331
             */
            zip: string;
            /** @description false: Diese Postleitzahl gibt es nicht (Geodaten); ein Lead damit wird abgelehnt */
            known: boolean;
            /** @description true: Mindestens ein aktiver Käufer nimmt Leads aus dieser Postleitzahl */
            covered: boolean;
        };
        DeliveryOrganisationDto: {
            id: number;
            name: string;
            /** @enum {string} */
            type: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
        };
        DeliveryListItemDto: {
            id: number;
            /** @description Der Verkauf; zugleich der Idempotency-Key der Zustellung */
            saleId: number;
            leadId: number;
            organisation: components["schemas"]["DeliveryOrganisationDto"];
            /** @enum {string} */
            status: "pending" | "delivered" | "held" | "failed";
            attempts: number;
            /** @description Grund des letzten Fehlschlags (Deutsch) */
            lastError: string | null;
            /** @description Wegen gestoppter Zustellung per E-Mail statt an Webhook/CRM geschickt, dort noch nicht angekommen */
            fallback: boolean;
            /** @description Wann die Ersatz-Mail rausging */
            fallbackAt: string | null;
            soldAt: string;
            updatedAt: string;
        };
        DeliveryBulkRetryDto: {
            /** @description Ids der Zustellungen (höchstens 1000) */
            ids: number[];
        };
        DeliveryBulkRetryResultDto: {
            /** @description Wie viele fehlgeschlagene Zustellungen neu gestartet wurden (die übrigen gewählten waren nicht fehlgeschlagen) */
            queued: number;
            /** @description Die neu gestarteten */
            ids: number[];
        };
        DeliveryRetryDto: {
            id: number;
            /** @enum {string} */
            status: "pending";
        };
        DeliveriesResumedDto: {
            /** @description Leads, die Webhook/CRM noch nicht erreicht hatten und jetzt der Reihe nach nachgestellt werden */
            queued: number;
        };
        MatchedOrganisationDto: {
            id: number;
            /** @description Der Lead, für den gesucht wurde (für POST /api/lead/{lId}/sell) */
            leadId: number;
            name: string;
            /** @enum {string} */
            type: "buyer-email" | "service-buyer" | "buyer" | "weClapp" | "zapier" | "make" | "leveto" | "pipedrive";
            email: string;
            phone: string;
            zip: string;
            /** @description Würde den Lead jetzt bekommen */
            eligible: boolean;
            /** @description Warum nicht (nur mit ?all=true) */
            reason?: string;
            /** @description Nur beim bestplatzierten Unternehmen, wenn es exklusive Leads nimmt: true, wenn es den Lead allein bekäme (die anderen passenden dann nicht); false, wenn geteilt wird */
            exclusive?: boolean;
            /** @description Warum exklusiv oder geteilt, mit den Preisen ('Exklusiv: 140,00 € ≥ 135,00 € geteilt') */
            exclusiveNote?: string;
        };
        ReclamationContentDto: {
            /** @description Reklamationsgrund */
            request: string;
            /** @description Antwort des Backoffice */
            answer: string | null;
        };
        ReclamationDocumentDto: {
            id: string;
            name: string;
            /** @description Bytes */
            size: number;
        };
        ComplaintDecidedByDto: {
            /** @enum {string} */
            rule: "duplicate-delivery" | "phone-invalid" | "outside-coverage" | "low-return-share";
            /** @description Warum, auf Deutsch (so, wie es beim Einreichen galt) */
            text: string;
        };
        PublicReclamationDto: {
            exists: boolean;
            id: number | null;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            content: components["schemas"]["ReclamationContentDto"];
            documents: components["schemas"]["ReclamationDocumentDto"][];
            leadId: number;
            organisationId: number;
            organisationName: string;
            /** @description Verkauft am (ISO) */
            leadBought: string;
            /** @description Reklamation möglich bis (ISO) */
            deadline: string;
            deadlinePassed: boolean;
            /**
             * @description Gewählter Grund; fehlt: keiner
             * @enum {string}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other";
            /** @description Von einer Regel akzeptiert; fehlt: nicht */
            decidedBy?: components["schemas"]["ComplaintDecidedByDto"];
        };
        FileReclamationDto: {
            /** @description Lead-Nummer */
            lId: number;
            /** @description Id des Unternehmens */
            oId: number;
            /** @description Reklamationsgrund; Pflicht ohne Anmeldung */
            content?: string;
            /**
             * @description Grund aus dem Katalog (GET /public-api/reclamation-reasons); fehlt: bisheriger bleibt, null: keiner
             * @enum {string|null}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other" | null;
        };
        UploadResultDto: {
            /** @description Alle Dokumente der Reklamation */
            documents: components["schemas"]["ReclamationDocumentDto"][];
        };
        ReclamationReasonDto: {
            /** @enum {string} */
            code: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other";
            /** @description Der Grund auf Deutsch */
            text: string;
            /** @description Welcher Nachweis dazu nötig ist */
            proof: string;
        };
        ComplaintSupplierReclamationDto: {
            /** @description Der Lead ist bei seiner Leadsource reklamiert */
            reclaimed: boolean;
            /** @description Was geschah, oder warum nicht (Reklamationsquote der Leadsource) */
            text: string;
        };
        ReclamationRowDto: {
            id: number;
            leadId: number;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Link zum Deal im CRM (CRM_DEAL_URL) */
            crmDealUrl: string | null;
            creationDate: string;
            organisationId: number;
            organisationName: string;
            leadZip: string;
            leadBought: string;
            request: string;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            content: components["schemas"]["ReclamationContentDto"];
            documents: components["schemas"]["ReclamationDocumentDto"][];
            /** @description Akzeptierte Reklamationen je Verkauf des Käufers in Prozent */
            complaintRate: components["schemas"]["ComplaintRateDto"];
            /** @description Kann (noch) entschieden werden */
            decidable: boolean;
            /**
             * @description Gewählter Grund aus dem Katalog; fehlt: nur Freitext
             * @enum {string}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other";
            /** @description Von einer Regel akzeptiert ('Automatisch akzeptiert'); fehlt: nicht */
            decidedBy?: components["schemas"]["ComplaintDecidedByDto"];
            /** @description Bei der Leadsource reklamiert oder warum nicht; fehlt: nicht deren Fehler */
            supplierReclamation?: components["schemas"]["ComplaintSupplierReclamationDto"];
        };
        ReclamationHistoryEntryDto: {
            at: string;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            note: string | null;
            user: string | null;
        };
        ReclamationDetailDto: {
            id: number;
            leadId: number;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Link zum Deal im CRM (CRM_DEAL_URL) */
            crmDealUrl: string | null;
            creationDate: string;
            organisationId: number;
            organisationName: string;
            leadZip: string;
            leadBought: string;
            request: string;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            content: components["schemas"]["ReclamationContentDto"];
            documents: components["schemas"]["ReclamationDocumentDto"][];
            /** @description Akzeptierte Reklamationen je Verkauf des Käufers in Prozent */
            complaintRate: components["schemas"]["ComplaintRateDto"];
            /** @description Kann (noch) entschieden werden */
            decidable: boolean;
            /**
             * @description Gewählter Grund aus dem Katalog; fehlt: nur Freitext
             * @enum {string}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other";
            /** @description Von einer Regel akzeptiert ('Automatisch akzeptiert'); fehlt: nicht */
            decidedBy?: components["schemas"]["ComplaintDecidedByDto"];
            /** @description Bei der Leadsource reklamiert oder warum nicht; fehlt: nicht deren Fehler */
            supplierReclamation?: components["schemas"]["ComplaintSupplierReclamationDto"];
            /** @description Neueste zuerst */
            history: components["schemas"]["ReclamationHistoryEntryDto"][];
        };
        DecisionDto: {
            /** @description Notiz = Antwort an den Käufer (leer: Standardantwort) */
            content?: string;
            /** @enum {string} */
            approved: "approved" | "rejected" | "proofRequired";
        };
        BulkDecisionDto: {
            /** @description Notiz = Antwort an den Käufer (leer: Standardantwort) */
            content?: string;
            /** @enum {string} */
            approved: "approved" | "rejected" | "proofRequired";
            ids: number[];
        };
        BulkDecisionResultDto: {
            /** @description Entschiedene Reklamationen (alle oder keine) */
            updated: number;
        };
        EvaluationRunDto: {
            /**
             * @description Tag (JJJJ-MM-TT), Standard heute: Unternehmen mit diesem Auswertungstag bekommen die Leads des Vormonats
             * @example 2026-12-10
             */
            day?: string;
        };
        EvaluationRunResultDto: {
            /** @example 2026-12-10 */
            day: string;
            /** @example 2026 */
            year: number;
            /**
             * @description Der ausgewertete Monat (1–12)
             * @example 11
             */
            month: number;
            /** @description Unternehmen, für die eine Mail angestoßen wurde */
            organisations: number;
        };
        MonthlyMailRunDto: {
            /**
             * @description Ausführungstag (JJJJ-MM-TT), Standard heute: verschickt wird die Statistik des Vormonats
             * @example 2026-12-01
             */
            day?: string;
        };
        MonthlyMailRunResultDto: {
            /** @example 2026-12-01 */
            day: string;
            /** @example 2026 */
            year: number;
            /**
             * @description Der Monat der Statistik (1–12)
             * @example 11
             */
            month: number;
            /** @description Unternehmen, für die eine Mail angestoßen wurde */
            organisations: number;
        };
        QualityRowDto: {
            /** @description Verkaufte Leads: verschiedene Leads mit mindestens einem Verkauf im Zeitraum */
            leadsSold: number;
            /** @description Verkäufe (ein Lead geht an bis zu drei Käufer) */
            sales: number;
            /** @description Reklamierte Verkäufe */
            reclamations: number;
            /** @description Reklaquote in %: reklamierte Verkäufe / Verkäufe */
            complaintRate: number;
            /** @description Verkäufe mit Ergebnis */
            withOutcome: number;
            /** @description Anteil der Verkäufe mit Ergebnis in % */
            outcomeShare: number;
            /** @description Erreicht in % der Verkäufe mit Ergebnis (auch Termin, Angebot, Auftrag, Verloren); null ohne Ergebnis */
            reachedRate: number | null;
            /** @description Termin vereinbart in % (auch Angebot und Auftrag) */
            appointmentRate: number | null;
            /** @description Angebot abgegeben in % (auch Auftrag) */
            offerRate: number | null;
            /** @description Auftrag erhalten in % */
            wonRate: number | null;
            /** @description Aufträge erhalten */
            won: number;
            /** @description Verloren: Verkäufe mit dem Ergebnis „Verloren“ */
            lost: number;
            /** @description Davon verloren wegen des Preises */
            lostPrice: number;
            /** @description Davon an einen Wettbewerber verloren */
            lostCompetitor: number;
            /** @description Davon verloren, weil der Kunde kein Interesse mehr hat */
            lostNoInterest: number;
            /** @description Davon an der Finanzierung gescheitert */
            lostFinancing: number;
            /** @description Davon aus einem anderen Grund verloren (auch Pipedrive-Deals) */
            lostOther: number;
            /** @description Auftragswert der erhaltenen Aufträge (EUR) */
            wonValue: number;
            /** @description Einnahmen inkl. Rekla. (EUR), nach der Umsatzregel der Statistik je Unternehmen */
            income: number;
            /** @description Umsatz je Lead (EUR): Einnahmen inkl. Rekla. / verkaufte Leads */
            revenuePerLead: number | null;
            /** @description Nur je Unternehmen: Kosten je Auftrag (EUR) = bezahlte Preise (Einnahmen inkl. Rekla.) / Aufträge; null ohne Auftrag */
            costPerWonOrder?: number | null;
            /** @description Nur je Leadquelle: Einkaufspreis je Lead (EUR); null: nicht hinterlegt */
            leadCost?: number | null;
            /** @description Nur je Leadquelle: Marge je Lead (EUR) = Umsatz je Lead − Einkaufspreis je Lead */
            marginPerLead?: number | null;
            /**
             * @description Id der Leadquelle oder des Unternehmens, oder die zwei PLZ-Ziffern
             * @example 3
             */
            key: string;
            /**
             * @description Name der Leadquelle oder des Unternehmens, oder „PLZ 80“
             * @example Solarvergleich Süd
             */
            name: string;
        };
        QualityFiguresDto: {
            /** @description Verkaufte Leads: verschiedene Leads mit mindestens einem Verkauf im Zeitraum */
            leadsSold: number;
            /** @description Verkäufe (ein Lead geht an bis zu drei Käufer) */
            sales: number;
            /** @description Reklamierte Verkäufe */
            reclamations: number;
            /** @description Reklaquote in %: reklamierte Verkäufe / Verkäufe */
            complaintRate: number;
            /** @description Verkäufe mit Ergebnis */
            withOutcome: number;
            /** @description Anteil der Verkäufe mit Ergebnis in % */
            outcomeShare: number;
            /** @description Erreicht in % der Verkäufe mit Ergebnis (auch Termin, Angebot, Auftrag, Verloren); null ohne Ergebnis */
            reachedRate: number | null;
            /** @description Termin vereinbart in % (auch Angebot und Auftrag) */
            appointmentRate: number | null;
            /** @description Angebot abgegeben in % (auch Auftrag) */
            offerRate: number | null;
            /** @description Auftrag erhalten in % */
            wonRate: number | null;
            /** @description Aufträge erhalten */
            won: number;
            /** @description Verloren: Verkäufe mit dem Ergebnis „Verloren“ */
            lost: number;
            /** @description Davon verloren wegen des Preises */
            lostPrice: number;
            /** @description Davon an einen Wettbewerber verloren */
            lostCompetitor: number;
            /** @description Davon verloren, weil der Kunde kein Interesse mehr hat */
            lostNoInterest: number;
            /** @description Davon an der Finanzierung gescheitert */
            lostFinancing: number;
            /** @description Davon aus einem anderen Grund verloren (auch Pipedrive-Deals) */
            lostOther: number;
            /** @description Auftragswert der erhaltenen Aufträge (EUR) */
            wonValue: number;
            /** @description Einnahmen inkl. Rekla. (EUR), nach der Umsatzregel der Statistik je Unternehmen */
            income: number;
            /** @description Umsatz je Lead (EUR): Einnahmen inkl. Rekla. / verkaufte Leads */
            revenuePerLead: number | null;
            /** @description Nur je Unternehmen: Kosten je Auftrag (EUR) = bezahlte Preise (Einnahmen inkl. Rekla.) / Aufträge; null ohne Auftrag */
            costPerWonOrder?: number | null;
            /** @description Nur je Leadquelle: Einkaufspreis je Lead (EUR); null: nicht hinterlegt */
            leadCost?: number | null;
            /** @description Nur je Leadquelle: Marge je Lead (EUR) = Umsatz je Lead − Einkaufspreis je Lead */
            marginPerLead?: number | null;
        };
        QualityReportDto: {
            /** @example 2026-11-01 */
            from: string;
            /** @example 2026-11-30 */
            to: string;
            /** @enum {string} */
            groupBy: "leadsource" | "organisation" | "zip2";
            /** @description Je Gruppe; meiste verkaufte Leads zuerst */
            rows: components["schemas"]["QualityRowDto"][];
            /** @description Alle Gruppen zusammen */
            total: components["schemas"]["QualityFiguresDto"];
        };
        SupplierScorecardRowDto: {
            /**
             * @description Id der Leadquelle
             * @example 3
             */
            id: number;
            /**
             * @description Name der Leadquelle
             * @example Solarvergleich Süd
             */
            name: string;
            /** @description Gelieferte Leads: im Zeitraum eingegangen (Lead-Datum, Berliner Zeit) */
            leads: number;
            /** @description Davon Dubletten (ein früherer Lead derselben Person) */
            duplicates: number;
            /** @description Dubletten in % der Leads */
            duplicateShare: number | null;
            /** @description Davon mit geringer Qualität: Qualitätsstatus „Zu prüfen“ oder „Abgelehnt“ */
            lowQuality: number;
            /** @description Geringe Qualität in % der Leads */
            lowQualityShare: number | null;
            /** @description Davon an den Lieferanten zurückgegeben (Reklamation beim Lieferanten): werden nicht bezahlt */
            supplierReclaimed: number;
            /** @description Davon verkauft (mindestens ein Verkauf, auch nach dem Zeitraum) */
            soldLeads: number;
            /** @description Verkaufte Leads in % der Leads */
            soldShare: number | null;
            /** @description Verkäufe dieser Leads (ein Lead geht an bis zu drei Käufer) */
            sales: number;
            /** @description Davon reklamiert (akzeptierte Reklamation oder von Mitarbeitern reklamiert) */
            reclamations: number;
            /** @description Reklaquote in %: reklamierte Verkäufe / Verkäufe; null ohne Verkauf */
            complaintRate: number | null;
            /** @description Verkäufe, zu denen der Käufer ein Ergebnis gemeldet hat */
            withOutcome: number;
            /** @description Erreicht in % der Verkäufe mit Ergebnis (auch Termin, Angebot, Auftrag, Verloren); null ohne Ergebnis */
            reachedRate: number | null;
            /** @description Termin vereinbart in % der Verkäufe mit Ergebnis (auch Angebot und Auftrag) */
            appointmentRate: number | null;
            /** @description Auftrag erhalten in % der Verkäufe mit Ergebnis */
            wonRate: number | null;
            /** @description Aufträge erhalten */
            won: number;
            /** @description Auftragswert der erhaltenen Aufträge (EUR) */
            wonValue: number;
            /** @description Einkaufspreis je Lead (EUR, der heutige der Leadquelle); null: nicht hinterlegt */
            leadCost: number | null;
            /** @description Einkaufskosten (EUR): Einkaufspreis × Leads, die nicht an den Lieferanten zurückgegeben wurden (Leads mit Ping zum Preis ihres Pings); null ohne Einkaufspreis */
            cost: number | null;
            /** @description Einnahmen inkl. Rekla. (EUR) aus den Verkäufen dieser Leads, nach der Umsatzregel der Statistik je Käufer */
            income: number;
            /** @description Marge (EUR) = Einnahmen inkl. Rekla. − Einkaufskosten; null ohne Einkaufspreis */
            margin: number | null;
            /** @description Einkaufskosten je Auftrag (EUR); null ohne Auftrag oder ohne Einkaufspreis */
            costPerWonOrder: number | null;
            /** @description Pings der Leadquelle im Zeitraum (nur, wenn im Zeitraum gepingt wurde) */
            pings?: number;
            /** @description Angenommene Posts: Leads des Zeitraums, die mit einem Ping gesendet wurden (zum Preis des Pings bezahlt) */
            acceptedPosts?: number;
            /** @description Annahmequote in %: angenommene Posts / Pings; null ohne Ping */
            acceptanceRate?: number | null;
        };
        StatisticCompanyDto: {
            id: number;
            name: string;
            /** @description EUR */
            leadSellCost: number;
            /** @description Prozent */
            reclamationQuote: number;
        };
        StatisticSaleDto: {
            id: number;
            leadId: number;
            /** Format: date-time */
            dateTime: string;
            /** @description EUR */
            price: number;
            reclamation: boolean;
        };
        StatisticLeadDto: {
            id: number;
            firstName: string;
            lastName: string;
            zip: string;
            /** Format: date-time */
            created: string;
            qualified: boolean;
            /** Format: date-time */
            qualifiedAt: string | null;
            /** @description Deal-Id im CRM */
            pipedriveId: string | null;
            /** @description Nur in den Details: Adresse des Deals im CRM (CRM_DEAL_URL); null ohne Deal-Id oder Vorlage */
            dealUrl?: string | null;
            reclamation: boolean;
        };
        StatisticRowDto: {
            /**
             * @description Unternehmen und Monat
             * @example 12-2026-11
             */
            id: string;
            /**
             * @description Erster Tag des Monats
             * @example 2026-11-01
             */
            date: string;
            company: components["schemas"]["StatisticCompanyDto"];
            /** @description Verkaufte Leads */
            count: number;
            /** @description Davon reklamiert */
            reclamations: number;
            /** @description Einnahmen ohne Rekla. (EUR) */
            revenue: number;
            /** @description Rekla. Abzug (EUR) */
            deduction: number;
            /** @description Einnahmen inkl. Rekla. (EUR) */
            income: number;
            /** @description nur mit mode=full */
            statistics?: components["schemas"]["StatisticSaleDto"][];
            /** @description nur mit mode=full */
            leads?: components["schemas"]["StatisticLeadDto"][];
        };
        DayFiguresDto: {
            /**
             * @description Tag (Berliner Zeit)
             * @example 2026-11-01
             */
            date: string;
            /** @description Eingegangene Leads */
            leads: number;
            /** @description Verkäufe */
            sold: number;
            /** @description Davon reklamiert */
            reclamations: number;
        };
        DashboardOrganisationsDto: {
            all: number;
            active: number;
            inactive: number;
            deleted: number;
            deletedThisMonth: number;
            createdThisMonth: number;
        };
        PeriodCountsDto: {
            total: number;
            today: number;
            yesterday: number;
            thisWeek: number;
            lastWeek: number;
            thisMonth: number;
            lastMonth: number;
            thisYear: number;
            lastYear: number;
        };
        DashboardLeadsDto: {
            all: number;
            qualified: number;
            notQualified: number;
            /** @description Leads mit mindestens einem Verkauf */
            sold: number;
            /** @description Erstellte Leads je Zeitraum (Berliner Kalender, Wochen ab Montag) */
            created: components["schemas"]["PeriodCountsDto"];
        };
        DashboardStatisticsDto: {
            /** @description Verkäufe je Zeitraum */
            sold: components["schemas"]["PeriodCountsDto"];
            /** @description Reklamierte Verkäufe je Zeitraum */
            reclamations: components["schemas"]["PeriodCountsDto"];
        };
        DashboardDto: {
            organisations: components["schemas"]["DashboardOrganisationsDto"];
            leads: components["schemas"]["DashboardLeadsDto"];
            statistics: components["schemas"]["DashboardStatisticsDto"];
        };
        GoalDto: {
            companyId: number;
            companyActive: boolean;
            companyName: string;
            sold: number;
            reclamations: number;
            /** @description Monatsziel (monthlyLeadGoal); 0 = keins */
            total: number;
            /** @description Reklamationen / verkauft in Prozent */
            reclamationQuote: number;
            /** @description Einnahmen inkl. Rekla. (EUR) */
            salesVolume: number;
            /** @description Anteil an den Einnahmen aller Unternehmen in Prozent */
            totalSalesVolumeQuote: number;
            /** @description Erreichter Anteil des Monatsziels in Prozent (libs/contract goalProgress); null ohne Ziel */
            progress: number | null;
        };
        StatisticsDetailDto: {
            company: components["schemas"]["StatisticCompanyDto"];
            /** @example 2026-11-01 */
            date: string;
            /** @description Verkaufte Leads im Monat */
            total: number;
            leads: components["schemas"]["StatisticLeadDto"][];
            /** @description Ids der reklamierten Leads */
            reclamations: number[];
        };
        MissingInvoiceDto: {
            month: number;
            year: number;
            /** @description Der erste Tag des Folgemonats: POST …/invoice mit diesem executionDate legt die Rechnung an */
            executionDate: string;
        };
        CreateInvoiceDto: {
            /**
             * @description Die Rechnung gilt dem Monat davor (2027-01-01 → Dezember 2026)
             * @example 2027-01-01
             */
            executionDate: string;
        };
        InvoiceFullDataDto: {
            /** @description Rechnungsnummer; '' für einen Entwurf */
            voucherNumber: string;
            /** @enum {string} */
            voucherStatus: "draft" | "open" | "overdue" | "paid" | "voided";
        };
        InvoiceContentDto: {
            fullData: components["schemas"]["InvoiceFullDataDto"];
        };
        InvoiceDto: {
            id: number;
            organisationId: number;
            /**
             * @description invoice (Rechnung), cancellation (Stornorechnung) oder correction (Rechnungskorrektur)
             * @enum {string}
             */
            kind: "invoice" | "cancellation" | "correction";
            /** @description Angelegt */
            creationDate: string;
            /** @description Rechnungsdatum (JJJJ-MM-TT) */
            invoiceDate: string | null;
            sendDate: string | null;
            /** @description JJJJ-MM-TT */
            dueDate: string | null;
            /** @description JJJJ-MM-TT */
            paidDate: string | null;
            /** @description Leistungsmonat 1–12 */
            month: number;
            year: number;
            /** @description EUR */
            net: number;
            /** @description EUR */
            vat: number;
            /** @description EUR */
            gross: number;
            originalInvoiceId: number | null;
            /** @description Die Stornorechnung, die diese Rechnung aufhebt */
            cancelledById: number | null;
            /** @description Dateiname des PDFs im Download-Link */
            fileName: string;
            /** @description Wie in der Spezifikation: { fullData: { voucherNumber, voucherStatus } } */
            content: components["schemas"]["InvoiceContentDto"];
            /** @description content.fullData.voucherNumber, nach dem die Liste sortiert und sucht; '' für einen Entwurf */
            number: string;
            /**
             * @description content.fullData.voucherStatus, nach dem die Liste sortiert und filtert
             * @enum {string}
             */
            status: "draft" | "open" | "overdue" | "paid" | "voided";
            /** @description Was der Zustand jetzt erlaubt (Senden, Bezahlt, Stornieren) */
            actions: ("send" | "paid" | "void")[];
        };
        PaidDto: {
            /**
             * @description Zahlungseingang (JJJJ-MM-TT)
             * @example 2026-12-10
             */
            paidDate: string;
        };
        DunningLetterDto: {
            step: number;
            name: string;
            /** @description JJJJ-MM-TT */
            date: string;
            /** @description Verzugszinsen in EUR */
            interest: number;
            /** @description Verzugspauschale in EUR */
            fee: number;
            fileName: string;
        };
        DunningFullDataDto: {
            /** @description Nummer der gemahnten Rechnung */
            invoiceNo: string;
            /** @description Daten der Mahnstufen (JJJJ-MM-TT) */
            reminders: string[];
            /** @description Nächster Schritt; '' ohne */
            nextStep: string;
            /** @description JJJJ-MM-TT */
            nextStepDate: string | null;
            /** @description Stand auf Deutsch ('1. Mahnung', 'An Anwalt übergeben') */
            currentState: string;
        };
        DunningContentDto: {
            fullData: components["schemas"]["DunningFullDataDto"];
        };
        DunningDto: {
            id: number;
            invoiceId: number;
            creationDate: string;
            /** @enum {string} */
            state: "open" | "step" | "lawyer" | "creditreform" | "paid" | "voided" | "released";
            releasedAt: string | null;
            releasedBy: string | null;
            letters: components["schemas"]["DunningLetterDto"][];
            content: components["schemas"]["DunningContentDto"];
        };
        InvoiceListItemDto: {
            id: number;
            organisationId: number;
            /**
             * @description invoice (Rechnung), cancellation (Stornorechnung) oder correction (Rechnungskorrektur)
             * @enum {string}
             */
            kind: "invoice" | "cancellation" | "correction";
            /** @description Angelegt */
            creationDate: string;
            /** @description Rechnungsdatum (JJJJ-MM-TT) */
            invoiceDate: string | null;
            sendDate: string | null;
            /** @description JJJJ-MM-TT */
            dueDate: string | null;
            /** @description JJJJ-MM-TT */
            paidDate: string | null;
            /** @description Leistungsmonat 1–12 */
            month: number;
            year: number;
            /** @description EUR */
            net: number;
            /** @description EUR */
            vat: number;
            /** @description EUR */
            gross: number;
            originalInvoiceId: number | null;
            /** @description Die Stornorechnung, die diese Rechnung aufhebt */
            cancelledById: number | null;
            /** @description Dateiname des PDFs im Download-Link */
            fileName: string;
            /** @description Wie in der Spezifikation: { fullData: { voucherNumber, voucherStatus } } */
            content: components["schemas"]["InvoiceContentDto"];
            /** @description content.fullData.voucherNumber, nach dem die Liste sortiert und sucht; '' für einen Entwurf */
            number: string;
            /**
             * @description content.fullData.voucherStatus, nach dem die Liste sortiert und filtert
             * @enum {string}
             */
            status: "draft" | "open" | "overdue" | "paid" | "voided";
            /** @description Was der Zustand jetzt erlaubt (Senden, Bezahlt, Stornieren) */
            actions: ("send" | "paid" | "void")[];
            organisationName: string;
        };
        InvoicingRunDto: {
            /**
             * @description Standard: heute
             * @example 2027-01-01
             */
            executionDate?: string;
        };
        InvoicingRunResultDto: {
            /** @example 2026 */
            year: number;
            /**
             * @description Leistungsmonat 1–12
             * @example 11
             */
            month: number;
            /** @description Unternehmen mit Verkäufen im Monat */
            organisations: number;
            /** @description Unternehmen, deren nachträglich akzeptierte Reklamationen gutgeschrieben werden */
            corrections: number;
            /** @description Rechnungen, die dieser Lauf neu erstellt (gleich danach, je Unternehmen ein Auftrag) */
            created?: number;
            /** @description Unternehmen, deren Rechnung für den Monat es schon gab (bleibt unverändert) */
            existing?: number;
        };
        DunningRunDto: {
            /**
             * @description Standard: heute
             * @example 2027-02-01
             */
            day?: string;
        };
        DunningRunResultDto: {
            /**
             * @description Der Tag des Laufs
             * @example 2027-02-01
             */
            day: string;
            /** @description Überfällige Rechnungen, die angesehen wurden */
            invoices: number;
        };
        LexofficePaymentsResultDto: {
            /** @description Rechnungen, die Lexware Office als bezahlt meldet und jetzt bezahlt sind */
            paid: number;
        };
        OrderDto: {
            id: string;
            orderNumber: string;
            firstName: string;
            lastName: string;
            street: string;
            zip: string;
            city: string;
            phone: string;
            mail: string;
            status: string;
            customerStatus: string;
            progress: number;
            /** @example 2026-12-14 */
            installationPlaningDate: string | null;
            note: string;
            contactFirstName: string;
            contactLastName: string;
            contactPhone: string;
            contactMail: string;
            updatedAt: string;
            /** @description Wann die Kundendaten nach Art. 17 DSGVO gelöscht wurden; sonst null */
            pseudonymisedAt: string | null;
        };
        OrderImportResultDto: {
            imported: number;
            created: number;
            updated: number;
            /** @description Auftragsnummern gelöschter Aufträge (Art. 17 DSGVO): Stand und Fortschritt übernommen, die Kundendaten bleiben gelöscht */
            keptErased: string[];
        };
        UpsertOrderDto: {
            /** @example Anna */
            firstName: string;
            /** @example Schmidt */
            lastName: string;
            /** @example Lindenstraße 5a */
            street?: string;
            /** @example 80331 */
            zip: string;
            /** @example München */
            city?: string;
            /** @example +49 89 1234567 */
            phone?: string;
            /** @example anna.schmidt@example.de */
            mail?: string;
            /** @example Montage geplant */
            status?: string;
            /** @example Material bestellt */
            customerStatus?: string;
            /** @example 60 */
            progress?: number;
            /**
             * @description yyyy-mm-dd oder dd.mm.yyyy
             * @example 2026-12-14
             */
            installationPlaningDate?: string | null;
            note?: string;
            /** @example Jonas */
            contactFirstName?: string;
            /** @example Becker */
            contactLastName?: string;
            /** @example +49 89 7654321 */
            contactPhone?: string;
            /** @example jonas.becker@example.de */
            contactMail?: string;
        };
        OrderContactDto: {
            firstName: string;
            lastName: string;
            phone: string;
            mail: string;
        };
        PublicOrderDto: {
            orderNumber: string;
            firstName: string;
            lastName: string;
            street: string;
            zip: string;
            city: string;
            phone: string;
            mail: string;
            status: string;
            customerStatus: string;
            progress: number;
            /** @example 2026-12-14 */
            installationPlaningDate: string | null;
            note: string;
            contact: components["schemas"]["OrderContactDto"];
        };
        SubjectLeadDto: {
            id: number;
            /** @description Datum des Leads */
            createdAt: string;
            salutation: string;
            firstName: string;
            lastName: string;
            email: string;
            phone: string;
            zip: string;
            city: string;
            /** @description Name der Lead-Quelle */
            leadsource: string;
            qualified: boolean;
            /** @description Schon pseudonymisiert (gelöscht) am */
            pseudonymisedAt: string | null;
        };
        SubjectOrderDto: {
            id: number;
            orderNumber: string;
            createdAt: string;
            firstName: string;
            lastName: string;
            zip: string;
            city: string;
            status: string;
            pseudonymisedAt: string | null;
        };
        SubjectComplaintDto: {
            id: number;
            leadId: number;
            createdAt: string;
            /** @description Käufer, der reklamiert hat */
            organisationName: string;
            /** @description open, approved, rejected, proof-required … */
            status: string;
            /** @description Hochgeladene Dokumente */
            documents: number;
        };
        SubjectsDto: {
            leads: components["schemas"]["SubjectLeadDto"][];
            orders: components["schemas"]["SubjectOrderDto"][];
            /** @description Reklamationen zu diesen Leads */
            complaints: components["schemas"]["SubjectComplaintDto"][];
        };
        EraseDto: {
            /**
             * @description E-Mail-Adresse (Groß-/Kleinschreibung egal)
             * @example anna.schmidt@example.de
             */
            email?: string;
            /**
             * @description Telefonnummer in beliebiger Schreibweise ("0171 1234567" = "+491711234567")
             * @example 0171 1234567
             */
            phone?: string;
            /** @description Grund der Löschung, z. B. "Löschverlangen per E-Mail vom 03.12." (ohne personenbezogene Daten: er steht im Protokoll) */
            reason: string;
        };
        ErasureResultDto: {
            /** @description Pseudonymisierte Leads */
            leadIds: number[];
            /** @description Pseudonymisierte Aufträge */
            orderIds: number[];
            /** @description Reklamationen, deren Texte gelöscht wurden */
            complaintIds: number[];
            /** @description Gelöschte Reklamationsdokumente */
            documents: number;
            /** @description Geleerte Mails im Postausgang */
            mails: number;
            /** @description Käufer, die um Löschung gebeten wurden (Art. 19 DSGVO) */
            notifiedBuyerIds: number[];
            /** @description Käufer ohne E-Mail-Adresse: bitte selbst benachrichtigen */
            unreachableBuyerIds: number[];
            /** @description Neue Einträge auf der Liste 'Nicht kontaktieren' (Hashes von E-Mail und Telefon) */
            blockedEntries: number;
        };
        RetentionRunDto: {
            id: number;
            /** @enum {string} */
            trigger: "schedule" | "manual";
            startedAt: string;
            finishedAt: string | null;
            /** @description Pseudonymisierte, nie verkaufte Leads */
            unsoldLeads: number;
            /** @description Pseudonymisierte verkaufte Leads */
            soldLeads: number;
            /** @description Gelöschte Reklamationsdokumente */
            complaintDocuments: number;
            /** @description Geleerte Mails im Postausgang */
            mailBodies: number;
            error: string | null;
        };
        OutcomeReminderDto: {
            /** @description Erinnerungs-Mail an Ergebnisse (Standard: an) */
            enabled: boolean;
            /** @description Letzte Erinnerung */
            lastSentAt: string | null;
        };
        LeadOutcomeDto: {
            /** @enum {string} */
            status: "reached" | "unreachable" | "appointment" | "offer" | "won" | "lost";
            /** @description Auftragswert in EUR, nur bei won */
            value: number | null;
            /**
             * @description Nur bei lost
             * @enum {string|null}
             */
            reason: "price" | "competitor" | "noInterest" | "financing" | "other" | null;
            note: string;
            /** @example 2026-11-25T15:30:00.000Z */
            changedAt: string;
            /** @enum {string} */
            source: "portal" | "pipedrive";
            /** @description Käufer-Benutzer; null bei Pipedrive */
            changedByUserId: number | null;
            /**
             * @description Name des Käufer-Benutzers oder 'Pipedrive'
             * @example Anna Becker
             */
            changedBy: string;
        };
        OrganisationOutcomeDto: {
            saleId: number;
            leadId: number;
            soldAt: string;
            outcome: components["schemas"]["LeadOutcomeDto"];
        };
        OrganisationOutcomesDto: {
            reminder: components["schemas"]["OutcomeReminderDto"];
            /** @description Verkäufe der letzten 90 Tage */
            sales: number;
            /** @description Davon mit Ergebnis */
            withOutcome: number;
            /**
             * @description Je Ergebnis die Anzahl (letzte 90 Tage)
             * @example {
             *       "reached": 3,
             *       "unreachable": 1,
             *       "appointment": 2,
             *       "offer": 0,
             *       "won": 1,
             *       "lost": 0
             *     }
             */
            counts: {
                [key: string]: number;
            };
            /** @description Auftragswert der erhaltenen Aufträge (EUR, letzte 90 Tage) */
            wonValue: number;
            /** @description Die 50 zuletzt geänderten Ergebnisse */
            recent: components["schemas"]["OrganisationOutcomeDto"][];
        };
        OutcomeReminderInputDto: {
            enabled: boolean;
        };
        PortalPriceRuleDto: {
            /** @example PLZ 8 */
            name: string;
            /** @example 5 */
            change: number;
        };
        PortalContactDto: {
            salutation: string;
            firstName: string;
            lastName: string;
            phone: string;
            email: string;
            street: string;
            zip: string;
            city: string;
        };
        PortalAnswerDto: {
            /** @description Schlüssel des Funnel-Schritts */
            key: string;
            /** @description Die Frage (Stromverbrauch, Hausart …) */
            label: string;
            value: string;
        };
        PortalDeliveryDto: {
            /** @description Lieferweg: 'E-Mail', 'Zapier', 'Make', 'Leveto', 'Pipedrive', 'weClapp' */
            channel: string;
            /**
             * @description pending: es laufen noch Versuche; failed: gescheitert oder angehalten, wir kümmern uns
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @description Zustand auf Deutsch: 'Zugestellt am TT.MM.JJJJ', 'Wird zugestellt' oder 'Zustellung fehlgeschlagen – wir kümmern uns' */
            statusLabel: string;
            attempts: number;
            /** @description Kurzer Fehlergrund (Deutsch) ohne Adressen oder Zugangsdaten; null nach der Zustellung */
            error: string | null;
            deliveredAt: string | null;
            /** @description Ersatzweise per E-Mail zugestellt, weil Ihr System nicht erreichbar war */
            fallback: boolean;
        };
        PortalComplaintSummaryDto: {
            id: number;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            /** @description Status auf Deutsch */
            statusLabel: string;
            createdAt: string;
            /** @description Antwort unseres Teams */
            answer: string | null;
            /** @description Ein Nachweis wurde angefordert: Dateien hochladen */
            proofRequested: boolean;
        };
        PortalOutcomeDto: {
            /** @enum {string} */
            status: "reached" | "unreachable" | "appointment" | "offer" | "won" | "lost";
            /** @description Ergebnis auf Deutsch */
            label: string;
            /** @description Auftragswert in EUR (nur bei won) */
            value: number | null;
            /**
             * @description Grund (nur bei lost)
             * @enum {string|null}
             */
            reason: "price" | "competitor" | "noInterest" | "financing" | "other" | null;
            note: string;
            changedAt: string;
            /** @enum {string} */
            source: "portal" | "pipedrive";
            /** @description Name des Benutzers oder Pipedrive */
            changedBy: string;
        };
        PortalLeadDto: {
            /** @description Lead-Nummer (in jeder Portal-Route die {id}) */
            id: number;
            /** @description Nummer des Verkaufs */
            saleId: number;
            /** @description Verkauft am (ISO) */
            soldAt: string;
            /** @description Preis in EUR */
            price: number;
            /** @description Exklusiv: Sie haben diesen Lead allein erhalten, kein anderes Unternehmen bekommt ihn */
            exclusive: boolean;
            /** @description Wie der Preis zustande kam (Preisliste), z. B. Basis 45,00 € · PLZ 8 +5,00 €; leer beim vereinbarten Preis */
            priceRules?: components["schemas"]["PortalPriceRuleDto"][];
            /** @description Reklamiert (die Reklamation wurde akzeptiert oder von uns gebucht): wird nicht berechnet */
            reclaimed: boolean;
            reclaimedAt: string | null;
            /** @description Lead eingegangen am (ISO) */
            created: string;
            contact: components["schemas"]["PortalContactDto"];
            /** @description Antworten in der Reihenfolge des Funnels */
            answers: components["schemas"]["PortalAnswerDto"][];
            delivery: components["schemas"]["PortalDeliveryDto"] | null;
            /** @description null: keine Reklamation */
            complaint: components["schemas"]["PortalComplaintSummaryDto"] | null;
            /** @description null: noch kein Ergebnis */
            outcome: components["schemas"]["PortalOutcomeDto"] | null;
        };
        PortalComplaintDocumentDto: {
            id: string;
            name: string;
            /** @description Bytes */
            size: number;
            /** @description Download-Pfad; Bearer-Header oder ?token=<Portal-Zugangstoken> */
            url: string;
        };
        PortalComplaintDto: {
            /** @description Es gibt eine Reklamation */
            exists: boolean;
            id: number | null;
            /** @enum {string} */
            status: "open" | "inProgress" | "approved" | "rejected" | "proofRequired";
            statusLabel: string;
            /** @description Ihr Reklamationsgrund */
            request: string;
            /** @description Antwort unseres Teams */
            answer: string | null;
            /** @description Nachweis angefordert: bitte Dateien hochladen */
            proofRequested: boolean;
            documents: components["schemas"]["PortalComplaintDocumentDto"][];
            /** @description Reklamation möglich bis (ISO) */
            deadline: string;
            deadlinePassed: boolean;
            /** @description Grund senden oder ändern ist jetzt möglich (offen und in der Frist) */
            canFile: boolean;
            /** @description Dateien hochladen ist jetzt möglich (offen oder Nachweis angefordert) */
            canUpload: boolean;
            /**
             * @description Gewählter Grund (GET /public-api/reclamation-reasons); fehlt: keiner
             * @enum {string}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other";
            /** @description Sofort akzeptiert, weil eine Regel es belegt; fehlt: nicht */
            decidedBy?: components["schemas"]["ComplaintDecidedByDto"];
        };
        PortalLeadDetailDto: {
            /** @description Lead-Nummer (in jeder Portal-Route die {id}) */
            id: number;
            /** @description Nummer des Verkaufs */
            saleId: number;
            /** @description Verkauft am (ISO) */
            soldAt: string;
            /** @description Preis in EUR */
            price: number;
            /** @description Exklusiv: Sie haben diesen Lead allein erhalten, kein anderes Unternehmen bekommt ihn */
            exclusive: boolean;
            /** @description Wie der Preis zustande kam (Preisliste), z. B. Basis 45,00 € · PLZ 8 +5,00 €; leer beim vereinbarten Preis */
            priceRules?: components["schemas"]["PortalPriceRuleDto"][];
            /** @description Reklamiert (die Reklamation wurde akzeptiert oder von uns gebucht): wird nicht berechnet */
            reclaimed: boolean;
            reclaimedAt: string | null;
            /** @description Lead eingegangen am (ISO) */
            created: string;
            contact: components["schemas"]["PortalContactDto"];
            /** @description Antworten in der Reihenfolge des Funnels */
            answers: components["schemas"]["PortalAnswerDto"][];
            delivery: components["schemas"]["PortalDeliveryDto"] | null;
            /** @description null: keine Reklamation */
            complaint: components["schemas"]["PortalComplaintSummaryDto"] | null;
            /** @description null: noch kein Ergebnis */
            outcome: components["schemas"]["PortalOutcomeDto"] | null;
            /** @description Jede Änderung des Ergebnisses, älteste zuerst */
            outcomeHistory: components["schemas"]["PortalOutcomeDto"][];
            /** @description Die Reklamation (exists false: noch keine; deadline sagt, bis wann) */
            complaintDetail: components["schemas"]["PortalComplaintDto"];
            /** @description Zustellungen dieses Leads an Sie */
            deliveries: components["schemas"]["PortalDeliveryDto"][];
        };
        PortalOutcomeInputDto: {
            /** @enum {string} */
            status: "reached" | "unreachable" | "appointment" | "offer" | "won" | "lost";
            /** @description Auftragswert in EUR, Pflicht bei won */
            value?: number;
            /**
             * @description Pflicht bei lost
             * @enum {string}
             */
            reason?: "price" | "competitor" | "noInterest" | "financing" | "other";
            note?: string;
        };
        PortalComplaintInputDto: {
            /** @description Reklamationsgrund */
            content: string;
            /**
             * @description Grund aus dem Katalog (GET /public-api/reclamation-reasons); fehlt: bisheriger bleibt, null: keiner
             * @enum {string|null}
             */
            reasonCode?: "phone-wrong" | "not-reached" | "not-owner" | "has-pv" | "duplicate" | "outside-area" | "never-asked" | "other" | null;
        };
        PortalDunningLetterDto: {
            /** @description Id der Mahnung */
            dunningId: number;
            /** @description Stufe, ab 0 (erste Erinnerung) */
            step: number;
            /** @description '1. Mahnung', 'Kontoauszug' … */
            name: string;
            /** @description JJJJ-MM-TT */
            date: string;
            fileName: string;
            /**
             * @description Download-Pfad ('<Mahnung>-<Stufe>'); Bearer-Header oder ?token=<Portal-Zugangstoken>
             * @example /portal-api/invoices/12/dunning/7-0
             */
            url: string;
        };
        PortalInvoiceDto: {
            id: number;
            /** @description Rechnungsnummer */
            number: string;
            /** @enum {string} */
            kind: "invoice" | "cancellation" | "correction";
            /** @description Rechnung, Stornorechnung oder Rechnungskorrektur */
            kindLabel: string;
            /** @description Leistungsmonat 1–12 */
            month: number;
            year: number;
            /** @description Rechnungsdatum JJJJ-MM-TT */
            invoiceDate: string | null;
            /** @description Brutto in EUR */
            gross: number;
            /** @description Netto in EUR */
            net: number;
            /** @description USt. in EUR */
            vat: number;
            /** @enum {string} */
            status: "open" | "overdue" | "paid" | "voided";
            /** @description Offen, Überfällig, Bezahlt, Storniert */
            statusLabel: string;
            /** @description Fällig am JJJJ-MM-TT */
            dueDate: string | null;
            /** @description Bezahlt am JJJJ-MM-TT */
            paidDate: string | null;
            /** @description Download-Pfad des PDFs; ?token=<Portal-Zugangstoken> anhängen */
            pdfUrl: string;
            /** @description Download-Pfad der XRechnung (XML); ?token=<Portal-Zugangstoken> anhängen */
            xrechnungUrl: string;
            /** @description Mahnschreiben zu dieser Rechnung */
            dunningLetters: components["schemas"]["PortalDunningLetterDto"][];
        };
        PortalPauseDto: {
            /**
             * @description Erster Tag (JJJJ-MM-TT, Berliner Zeit)
             * @example 2026-12-21
             */
            from: string;
            /**
             * @description Letzter Tag (eingeschlossen)
             * @example 2027-01-03
             */
            to: string;
            /** @example Urlaub */
            reason: string;
        };
        PortalMonthDto: {
            /** @description Diesen Monat gekaufte Leads (ohne reklamierte) */
            sold: number;
            /** @description Diesen Monat ausgegeben in EUR (ohne reklamierte) */
            spent: number;
            /** @description Das Limit, das gilt: das niedrigere aus Ihrem und dem mit uns vereinbarten; 0: keines */
            effectiveLeadLimit: number;
            /** @description Monatslimit erreicht */
            limitReached: boolean;
            /** @description Monatsbudget erreicht (kein weiterer Lead zum aktuellen Preis passt hinein) */
            budgetReached: boolean;
        };
        PortalAvailabilityTodayDto: {
            /** @description Heute (JJJJ-MM-TT, Berliner Zeit) */
            date: string;
            /** @description Heute keine Leads wegen Pause oder Feiertag */
            blocked: boolean;
            /** @enum {string|null} */
            reason: "paused" | "holiday" | null;
            /** @example Pausiert bis 14.12.2026 (Urlaub) */
            message: string | null;
        };
        PortalCreditDto: {
            /** @description Kreditlimit in EUR (netto) */
            limit: number;
            /** @description Genutzt in EUR: offene Rechnungen (netto) plus noch nicht berechnete, nicht reklamierte Verkäufe */
            used: number;
            /** @description Genutzter Anteil in Prozent (gerundet) */
            percent: number;
            /** @description Ab 80 %: Unternehmen und Team erhalten eine Mail */
            nearlyReached: boolean;
            /** @description Ab 100 %: keine Leads, bis eine Zahlung verbucht oder das Limit erhöht wird */
            reached: boolean;
            /**
             * @description Warum es keine Leads gibt (ab 100 %); null darunter
             * @example Kreditlimit erreicht: 5.000,00 € von 5.000,00 € …
             */
            message: string | null;
        };
        PortalSettingsDto: {
            pauses: components["schemas"]["PortalPauseDto"][];
            /** @enum {string|null} */
            holidaysState: "BW" | "BY" | "BE" | "BB" | "HB" | "HH" | "HE" | "MV" | "NI" | "NW" | "RP" | "SL" | "SN" | "ST" | "SH" | "TH" | null;
            monthlyBudget: number | null;
            monthlyLeadLimit: number | null;
            notificationEmail: string;
            /** @description Das mit uns vereinbarte Monatslimit (Obergrenze für Ihr eigenes); 0: keines */
            maxMonthlyLeadLimit: number;
            /** @description Ihr aktueller Preis je Lead in EUR */
            leadPrice: number;
            /** @description Ihre Leads kommen per Webhook (Zapier, Make, Leveto): „Test senden“ prüft die Verbindung */
            webhookDelivery: boolean;
            thisMonth: components["schemas"]["PortalMonthDto"];
            today: components["schemas"]["PortalAvailabilityTodayDto"];
            /** @description Ihr Kreditlimit; null: keines vereinbart */
            credit?: components["schemas"]["PortalCreditDto"] | null;
        };
        PortalSettingsInputDto: {
            pauses: components["schemas"]["PortalPauseDto"][];
            /**
             * @description Bundesland: an seinen Feiertagen keine Leads
             * @enum {string|null}
             */
            holidaysState: "BW" | "BY" | "BE" | "BB" | "HB" | "HH" | "HE" | "MV" | "NI" | "NW" | "RP" | "SL" | "SN" | "ST" | "SH" | "TH" | null;
            /** @description EUR je Monat; null: kein Budget */
            monthlyBudget: number | null;
            /** @description Eigenes Lead-Limit je Monat (höchstens maxMonthlyLeadLimit); null oder 0: keines */
            monthlyLeadLimit: number | null;
            /** @description E-Mail für Hinweise aus dem Portal; '': die Adresse des Unternehmens */
            notificationEmail: string;
            /** @description Nur lesbar: unverändert erlaubt, geändert abgelehnt */
            maxMonthlyLeadLimit?: number;
            /** @description Nur lesbar: unverändert erlaubt, geändert abgelehnt */
            leadPrice?: number;
            /** @description Nur lesbar: unverändert erlaubt, geändert abgelehnt */
            webhookDelivery?: boolean;
            /** @description Nur lesbar, wird nicht beachtet */
            thisMonth?: components["schemas"]["PortalMonthDto"];
            /** @description Nur lesbar, wird nicht beachtet */
            today?: components["schemas"]["PortalAvailabilityTodayDto"];
            /** @description Nur lesbar, wird nicht beachtet */
            credit?: components["schemas"]["PortalCreditDto"] | null;
        };
        PortalTestDeliveryDto: {
            /** @description Ihr System hat den Test-Lead angenommen */
            delivered: boolean;
            /** @description Ergebnis auf Deutsch */
            message: string;
            /** @description Warum nicht (kurz, ohne Adressen oder Zugangsdaten) */
            error: string | null;
            /** @description Kennung, die Ihr System zurückgab */
            reference: string | null;
        };
        ImportRowErrorDto: {
            /** @example 3 */
            row: number;
            /**
             * @example {
             *       "zip": "PLZ muss fünf Ziffern haben"
             *     }
             */
            errors: {
                [key: string]: string;
            };
        };
        ErrorBodyDto: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description Für Menschen, auf Deutsch
             * @example Bitte die markierten Felder prüfen.
             */
            error: string;
            /** @description Maschinenlesbarer Grund, z. B. INVOICE_EXISTS */
            code?: string;
            /** @description Meldung je Feld (Pfad mit Punkten) */
            fields?: {
                [key: string]: string;
            };
            /** @description Ein abgelehnter Import: die fehlerhaften Zeilen */
            rows?: components["schemas"]["ImportRowErrorDto"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { status: "ok" } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Datenbank und Redis erreichbar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Datenbank oder Redis nicht erreichbar */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                /** @description JSON mit user, entity, entityId, action, from, to */
                filter?: unknown;
                /** @description JSON ["feld","ASC"|"DESC"]; feld: id, at */
                sort?: unknown;
                /** @description JSON [erster, letzter], z. B. [0,24] */
                range?: unknown;
                /** @description Bis einschließlich diesem Tag (JJJJ-MM-TT) oder vor diesem Zeitpunkt (ISO 8601) */
                to?: unknown;
                /** @description Ab diesem Tag (JJJJ-MM-TT, deutsche Zeit) oder Zeitpunkt (ISO 8601) */
                from?: unknown;
                /** @description z. B. update, view, export, sell */
                action?: unknown;
                /** @description Id des Objekts */
                entityId?: unknown;
                /** @description Objektart, z. B. lead, organisation, invoice, settings */
                entity?: unknown;
                /** @description Mitarbeiter-Id oder ein Teil seiner E-Mail-Adresse */
                user?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite, neueste zuerst; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description Ein Filter, range oder sort ist ungültig */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_list: {
        parameters: {
            query?: {
                /** @description JSON ["feld","ASC"|"DESC"]; feld: id, name, email, role, active, lastLoginAt, createdAt */
                sort?: unknown;
                /** @description JSON [erster, letzter], z. B. [0,24]; ohne: die ersten 25 */
                range?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mitarbeiter (ohne Passwort-Hash), eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"][];
                };
            };
            /** @description range, sort oder filter ungültig */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteUserDto"];
            };
        };
        responses: {
            /** @description Angelegt; die Einladung mit dem Link zum Passwort geht per E-Mail hinaus (72 Stunden gültig). Ohne SMTP-Server steht der Link einmal in invitationLink */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Für diese E-Mail-Adresse gibt es schon ein Konto */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            /** @description Deaktivieren beendet alle Sitzungen des Mitarbeiters sofort */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Der letzte aktive Administrator, oder das eigene Konto deaktivieren */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsersController_reinvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Neuer Einladungslink per E-Mail (ohne SMTP-Server einmal in invitationLink); frühere Links gelten nicht mehr */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Die Sitzung; bei eingerichtetem zweiten Faktor stattdessen der Schritt zum Code (twoFactorRequired, ohne renewToken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"] | components["schemas"]["SecondFactorStepResponseDto"];
                };
            };
            /** @description { error: "E-Mail oder Passwort ist falsch." } */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Fehlversuche für dieses Konto von dieser Adresse, oder von dieser Adresse insgesamt */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_passSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorDto"];
            };
        };
        responses: {
            /** @description Mit dem Token aus der Anmeldung (twoFactorRequired) als Bearer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description Code falsch oder abgelaufen; nach fünf falschen Codes ist die Anmeldung beendet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description Passwort aus dem Einladungslink gesetzt; danach normal anmelden */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetPasswordResponseDto"];
                };
            };
            /** @description Link ungültig, abgelaufen oder schon verwendet; Passwort zu kurz oder zu leicht zu erraten */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_renew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description Token unbekannt, abgelaufen oder schon verwendet (beendet die Sitzung) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserResponseDto"];
                };
            };
        };
    };
    AccountController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Neues Passwort; alle anderen Sitzungen enden, diese geht mit der neuen weiter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
        };
    };
    AccountController_startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 1: Geheimnis und QR-Code; aktiv erst nach der Bestätigung mit einem Code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetupResponseDto"];
                };
            };
        };
    };
    AccountController_confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmDto"];
            };
        };
        responses: {
            /** @description Authenticator-App aktiv; die zehn Wiederherstellungscodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponseDto"];
                };
            };
            /** @description Code stimmt nicht */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_enableEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 2, mit dem Testcode: Codes per E-Mail aktiv; die zehn Wiederherstellungscodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponseDto"];
                };
            };
            /** @description Testcode falsch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_startEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 1: ein Testcode an die eigene Adresse (10 Minuten gültig); aktiv erst nach der Bestätigung mit PUT */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Kein SMTP-Server eingerichtet (SMTP_URL): Codes per E-Mail kämen nicht an */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmationDto"];
            };
        };
        responses: {
            /** @description Zweiter Faktor abgeschaltet */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Die Einstellung verlangt einen zweiten Faktor für alle */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zweiter Faktor zurückgesetzt (z. B. Telefon verloren); der Mitarbeiter richtet ihn neu ein */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
        };
    };
    AccountController_sendCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schickt einen 6-stelligen Code (10 Minuten gültig, einmal verwendbar); Bearer: das Token aus der Anmeldung */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Kein gültiges Anmelde-Token für diesen Benutzer */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description Passwort aus dem Einladungslink gesetzt; danach normal anmelden */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetPasswordResponseDto"];
                };
            };
            /** @description Link ungültig, abgelaufen oder schon verwendet; Passwort zu kurz oder zu leicht zu erraten */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Die Sitzung; bei eingerichtetem zweiten Faktor stattdessen der Schritt zum Code (twoFactorRequired, ohne renewToken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionResponseDto"] | components["schemas"]["PortalSecondFactorStepResponseDto"];
                };
            };
            /** @description { error: "E-Mail oder Passwort ist falsch." } (auch für deaktivierte Benutzer und Unternehmen) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Fehlversuche für dieses Konto von dieser Adresse, oder von dieser Adresse insgesamt */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_passSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorDto"];
            };
        };
        responses: {
            /** @description Mit dem Token aus der Anmeldung (twoFactorRequired) als Bearer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionResponseDto"];
                };
            };
            /** @description Code falsch oder abgelaufen; nach fünf falschen Codes ist die Anmeldung beendet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmationDto"];
            };
        };
        responses: {
            /** @description Zweiter Faktor abgeschaltet (mit dem Passwort bestätigt) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_sendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schickt einen 6-stelligen Code (10 Minuten gültig, einmal verwendbar); Bearer: das Token aus der Anmeldung */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Kein gültiges Anmelde-Token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_renew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionResponseDto"];
                };
            };
            /** @description Token unbekannt, abgelaufen oder schon verwendet (beendet die Sitzung) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            /** @description Die Sitzung des renewToken endet */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalMeResponseDto"];
                };
            };
            /** @description Kein gültiges Token des Käuferportals */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Neues Passwort; alle anderen Sitzungen enden, diese geht mit der neuen weiter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSessionResponseDto"];
                };
            };
        };
    };
    PortalAccountController_startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 1: Geheimnis und QR-Code; aktiv erst nach der Bestätigung mit einem Code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetupResponseDto"];
                };
            };
        };
    };
    PortalAccountController_confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmDto"];
            };
        };
        responses: {
            /** @description Authenticator-App aktiv; die zehn Wiederherstellungscodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponseDto"];
                };
            };
            /** @description Code stimmt nicht */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_enableEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalEmailFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 2, mit dem Testcode: Codes per E-Mail aktiv; die zehn Wiederherstellungscodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponseDto"];
                };
            };
            /** @description Testcode falsch */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_startEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceFactorDto"];
            };
        };
        responses: {
            /** @description Schritt 1: ein Testcode an die eigene Adresse (10 Minuten gültig); aktiv erst nach der Bestätigung mit PUT */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Kein SMTP-Server eingerichtet (SMTP_URL): Codes per E-Mail kämen nicht an */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalAccountController_colleagues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Benutzer des eigenen Unternehmens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"][];
                };
            };
        };
    };
    PortalAccountController_inviteColleague: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitePortalUserDto"];
            };
        };
        responses: {
            /** @description Kollegin oder Kollege des eigenen Unternehmens eingeladen (E-Mail mit Link, 72 Stunden gültig; ohne SMTP-Server der Link einmal in invitationLink) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"];
                };
            };
            /** @description Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalUsersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Benutzer des Käuferportals dieses Unternehmens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"][];
                };
            };
            /** @description Unternehmen unbekannt */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalUsersController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitePortalUserDto"];
            };
        };
        responses: {
            /** @description Angelegt; die Einladung mit dem Link zum Passwort geht per E-Mail hinaus (72 Stunden gültig, einmal verwendbar). Ohne SMTP-Server steht der Link einmal in invitationLink */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"];
                };
            };
            /** @description Unternehmen unbekannt */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Für diese E-Mail-Adresse gibt es schon einen Zugang zum Käuferportal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalUsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePortalUserDto"];
            };
        };
        responses: {
            /** @description Deaktivieren beendet alle Sitzungen des Benutzers sofort */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"];
                };
            };
            /** @description Unternehmen oder Benutzer unbekannt (auch: Benutzer eines anderen Unternehmens) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalUsersController_reinvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Neuer Einladungslink per E-Mail (ohne SMTP-Server einmal in invitationLink); frühere Links gelten nicht mehr */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalUserResponseDto"];
                };
            };
            /** @description Unternehmen oder Benutzer unbekannt */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OutgoingMailsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutgoingMailDto"][];
                };
            };
        };
    };
    OutgoingMailsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxStatusDto"];
                };
            };
        };
    };
    OutgoingMailsController_sendHeld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendHeldResultDto"];
                };
            };
        };
    };
    OutgoingMailsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutgoingMailDetailDto"];
                };
            };
        };
    };
    OutgoingMailsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutgoingMailDto"];
                };
            };
        };
    };
    EmailTemplateController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateResponseDto"];
                };
            };
        };
    };
    EmailTemplateController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEmailTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateResponseDto"];
                };
            };
            /** @description Leerer Betreff/Inhalt oder unbekannter Platzhalter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FunnelController_steps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Fragen des Angebots-Funnels (Schritte 1–8) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelResponseDto"];
                };
            };
        };
    };
    LeadsIntakeController_fromFunnel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFunnelLeadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunnelLeadCreatedDto"];
                };
            };
            /** @description `fields` nennt jedes ungültige Feld, z. B. `contact.phone`; auch eine Postleitzahl, die es nicht gibt */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Anfragen von dieser IP-Adresse */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadsIntakeController_fromSupplier: {
        parameters: {
            query?: never;
            header: {
                /** @description API-Schlüssel der Leadsource */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSupplierLeadDto"];
            };
        };
        responses: {
            /** @description Diese externalId gab es schon: der vorhandene Lead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadCreatedDto"];
                };
            };
            /** @description Neuer Lead */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadCreatedDto"];
                };
            };
            /** @description Unbekannter oder inaktiver API-Schlüssel */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Der Ping (pingId) wurde schon für einen anderen Lead verwendet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Ping unbekannt, abgelaufen oder passt nicht (Postleitzahl, Antworten); Einwilligungsnachweis fehlt; Nicht kontaktieren */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Leads mit diesem API-Schlüssel in einer Stunde */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PingController_ping: {
        parameters: {
            query?: never;
            header: {
                /** @description API-Schlüssel der Leadsource */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePingDto"];
            };
        };
        responses: {
            /** @description Ob der Lead gewollt ist und zu welchem Preis; mit pingId den Lead senden (10 Minuten) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PingAnswerDto"];
                };
            };
            /** @description Ungültige Postleitzahl oder Antworten, oder persönliche Daten (Name, Telefon, E-Mail, Straße) im Ping */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unbekannter oder inaktiver API-Schlüssel */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Pings mit diesem API-Schlüssel in einer Minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadDetailController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailDto"];
                };
            };
        };
    };
    LeadDetailController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLeadDto"];
            };
        };
        responses: {
            /** @description qualified: true verteilt den Lead (einmal) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailDto"];
                };
            };
        };
    };
    LeadDetailController_reclaimSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lId: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReclaimSaleDto"];
            };
        };
        responses: {
            /** @description reclamation true: reklamiert; false: Reklamation zurückgenommen. Der Käufer erhält eine Mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailDto"];
                };
            };
        };
    };
    LeadDetailController_reclaimByBuyers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReclaimByBuyersDto"];
            };
        };
        responses: {
            /** @description Alle Verkäufe reklamiert; jeder Käufer erhält eine Mail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailDto"];
                };
            };
        };
    };
    LeadDetailController_sell: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SellLeadDto"];
            };
        };
        responses: {
            /** @description Von Hand verkauft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetailDto"];
                };
            };
        };
    };
    LeadDetailController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectLeadDto"];
            };
        };
        responses: {
            /** @description Abgelehnt (Qualität: rejected, nie automatisch verkauft) und, soweit die Quote reicht, bei der Leadsource reklamiert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadRejectedDto"];
                };
            };
        };
    };
    LeadListController_list: {
        parameters: {
            query?: {
                /** @description Erstellt ab Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden */
                startTime?: string;
                /** @description Erstellt bis Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden */
                endTime?: string;
                /** @description Id oder Slug der Leadsource */
                leadsource?: string;
                /** @description PLZ-Anfang, z. B. 80 */
                zipfilter?: string;
                /** @description Verkauft an (Id des Unternehmens) */
                soldto?: string;
                /** @description Vorname beginnt mit */
                firstname?: string;
                /** @description Nachname beginnt mit */
                lastname?: string;
                /** @description 'true': nur qualifizierte Leads */
                qualified?: string;
                /** @description Deal-Id im CRM */
                pidfilter?: string;
                /** @description Qualität: 'review' (zu prüfen), 'rejected' (abgelehnt) oder 'ok' */
                quality?: string;
                /** @description Telefonnummer, wie getippt (0171 … oder +49171 …); gefunden wird die gleiche Nummer */
                phone?: string;
                /** @description E-Mail-Adresse (Groß-/Kleinschreibung egal); gefunden wird die gleiche Adresse */
                email?: string;
                range?: string;
                sort?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadListItemDto"][];
                };
            };
        };
    };
    LeadListController_export: {
        parameters: {
            query?: {
                /** @description Erstellt ab Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden */
                startTime?: string;
                /** @description Erstellt bis Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden */
                endTime?: string;
                /** @description Id oder Slug der Leadsource */
                leadsource?: string;
                /** @description PLZ-Anfang, z. B. 80 */
                zipfilter?: string;
                /** @description Verkauft an (Id des Unternehmens) */
                soldto?: string;
                /** @description Vorname beginnt mit */
                firstname?: string;
                /** @description Nachname beginnt mit */
                lastname?: string;
                /** @description 'true': nur qualifizierte Leads */
                qualified?: string;
                /** @description Deal-Id im CRM */
                pidfilter?: string;
                /** @description Qualität: 'review' (zu prüfen), 'rejected' (abgelehnt) oder 'ok' */
                quality?: string;
                /** @description Telefonnummer, wie getippt (0171 … oder +49171 …); gefunden wird die gleiche Nummer */
                phone?: string;
                /** @description E-Mail-Adresse (Groß-/Kleinschreibung egal); gefunden wird die gleiche Adresse */
                email?: string;
                range?: string;
                sort?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description LeadExport.xlsx: eine Zeile je Verkauf (ein nicht verkaufter Lead: eine Zeile ohne Firma), Filter wie die Liste */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LeadListController_reclaimFromSupplier: {
        parameters: {
            query?: {
                /** @description Grund für den Lieferanten */
                reason?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lead-Nummern (Einkauf) oder Leads (Lead-Seite) */
        requestBody: {
            content: {
                "application/json": (number | Record<string, never>)[];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierReclamationResultDto"];
                };
            };
        };
    };
    EmailConfirmationController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmedDto"];
                };
            };
            /** @description Unbekannter Link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Link abgelaufen */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Versuche von dieser IP-Adresse */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RecentEnquiriesController_recent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentEnquiriesDto"];
                };
            };
        };
    };
    LeadsourcesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceListItemDto"][];
                };
            };
        };
    };
    LeadsourceController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLeadsourceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceDetailDto"];
                };
            };
        };
    };
    LeadsourceController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceDetailDto"];
                };
            };
        };
    };
    LeadsourceController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadsourceFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceDetailDto"];
                };
            };
        };
    };
    LeadsourceController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceDeletedDto"];
                };
            };
        };
    };
    LeadsourceController_liftThrottle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drosselung aufgehoben: Leads werden wieder qualifiziert, wie die Leadsource es vorsieht */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceDetailDto"];
                };
            };
        };
    };
    LeadsourceController_regenerateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadsourceApiKeyDto"];
                };
            };
        };
    };
    GeoController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoStatusDto"];
                };
            };
        };
    };
    OrganisationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationListItemDto"][];
                };
            };
        };
    };
    OrganisationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDeletedDto"];
                };
            };
        };
    };
    OrganisationController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganisationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetailDto"];
                };
            };
        };
    };
    OrganisationController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetailWithRateDto"];
                };
            };
        };
    };
    OrganisationController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetailWithRateDto"];
                };
            };
        };
    };
    OrganisationController_regenerateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der alte Schlüssel und alle damit signierten Reklamationslinks gelten ab sofort nicht mehr */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationApiKeyDto"];
                };
            };
        };
    };
    OrganisationController_rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erzeugt den Signatur-Schlüssel der Webhooks neu (X-Leadportal-Signature) und zeigt ihn dieses eine Mal vollständig; der alte gilt ab sofort nicht mehr */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
        };
    };
    OrganisationController_pipelines: {
        parameters: {
            query?: never;
            header: {
                "x-pipedrive-token": string;
                /** @description Noch nicht gespeichertes Token ausprobieren */
                "X-Pipedrive-Token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipedriveChoiceDto"][];
                };
            };
            /** @description Pipedrive lehnt ab oder antwortet nicht */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrganisationController_stages: {
        parameters: {
            query?: {
                /** @description Standard: die gespeicherte Pipeline */
                pipeline?: number;
            };
            header: {
                "x-pipedrive-token": string;
                "X-Pipedrive-Token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipedriveStageDto"][];
                };
            };
        };
    };
    OrganisationController_leadLabels: {
        parameters: {
            query?: never;
            header: {
                "x-pipedrive-token": string;
                "X-Pipedrive-Token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipedriveChoiceDto"][];
                };
            };
        };
    };
    SheetZipsController_sync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetSyncStatusDto"];
                };
            };
            /** @description Keine Google-Tabelle eingetragen */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Google liefert keine Postleitzahlen (nicht freigegeben, Spalte fehlt, nicht erreichbar); der Grund steht in error */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SettingsController_getDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionSettingsDto"];
                };
            };
        };
    };
    SettingsController_updateDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributionSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionSettingsDto"];
                };
            };
        };
    };
    SettingsController_getLegal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalSettingsDto"];
                };
            };
        };
    };
    SettingsController_updateLegal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalSettingsDto"];
                };
            };
        };
    };
    SettingsController_getReclamation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationSettingsDto"];
                };
            };
        };
    };
    SettingsController_updateReclamation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReclamationSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationSettingsDto"];
                };
            };
        };
    };
    SettingsController_getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettingsResponseDto"];
                };
            };
        };
    };
    SettingsController_updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettingsResponseDto"];
                };
            };
        };
    };
    SettingsController_getDunning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningSettingsDto"];
                };
            };
        };
    };
    SettingsController_updateDunning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DunningSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningSettingsDto"];
                };
            };
        };
    };
    PublicLegalController_index: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicLegalIndexDto"];
                };
            };
        };
    };
    PublicLegalController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicLegalTextDto"] | components["schemas"]["PublicLegalLinkDto"];
                };
            };
            /** @description Unbekannte Seite, oder für sie ist noch nichts hinterlegt; Grund auf Deutsch */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecuritySettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
        };
    };
    SecuritySettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecuritySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
        };
    };
    ConsentTextsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentTextVersionDto"][];
                };
            };
        };
    };
    RetentionSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Karte 'Aufbewahrung': Fristen des täglichen Löschlaufs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionSettingsDto"];
                };
            };
        };
    };
    RetentionSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetentionSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionSettingsDto"];
                };
            };
        };
    };
    NotificationSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsDto"];
                };
            };
        };
    };
    NotificationSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsDto"];
                };
            };
        };
    };
    PriceListSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Karte 'Preise': Grundpreis und Regeln; ohne Regeln gilt der vereinbarte Preis jedes Unternehmens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListDto"];
                };
            };
        };
    };
    PriceListSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceListDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListDto"];
                };
            };
        };
    };
    DistributionController_zipConditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ZipConditionsFilterDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ZipCoverageRowDto"][];
                };
            };
        };
    };
    PostcodeCheckController_check: {
        parameters: {
            query: {
                zip: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostcodeCheckDto"];
                };
            };
            /** @description Keine vier- oder fünfstellige Postleitzahl */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Abfragen von dieser IP-Adresse */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DeliveriesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryListItemDto"][];
                };
            };
        };
    };
    DeliveriesController_retryMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryBulkRetryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryBulkRetryResultDto"];
                };
            };
        };
    };
    DeliveriesController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRetryDto"];
                };
            };
        };
    };
    DeliveriesController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveriesResumedDto"];
                };
            };
        };
    };
    LeadMatchingController_match: {
        parameters: {
            query?: {
                /** @description true: auch die nicht passenden Unternehmen mit Grund */
                all?: string;
            };
            header?: never;
            path: {
                pipedriveId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchedOrganisationDto"][];
                };
            };
            /** @description Kein Lead mit dieser Deal-Id oder Nummer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ConsentCertificateController_staff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Das PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicConsentCertificateController_buyer: {
        parameters: {
            query: {
                /** @description Signatur aus dem Link */
                token: unknown;
                /** @description Id des Unternehmens, an das der Lead verkauft wurde */
                buyer: unknown;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Das PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signatur falsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Lead nicht an dieses Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicReclamationController_get: {
        parameters: {
            query?: {
                /** @description Signatur eines älteren Links (nur für dessen Lead) */
                sig?: unknown;
                /** @description Token des Unternehmens aus dem Link der Lead-Mail */
                token?: unknown;
            };
            header?: never;
            path: {
                orgaId: number;
                leadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReclamationDto"];
                };
            };
            /** @description Ohne gültiges Token (oder Anmeldung); Grund auf Deutsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicReclamationController_file: {
        parameters: {
            query?: {
                /** @description Signatur eines älteren Links (nur für dessen Lead) */
                sig?: unknown;
                /** @description Token des Unternehmens aus dem Link der Lead-Mail */
                token?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileReclamationDto"];
            };
        };
        responses: {
            /** @description Neu eingereicht oder (solange offen) Grund geändert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReclamationDto"];
                };
            };
            /** @description Ohne gültiges Token (oder Anmeldung); Grund auf Deutsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PublicReclamationController_upload: {
        parameters: {
            query?: {
                /** @description Signatur eines älteren Links (nur für dessen Lead) */
                sig?: unknown;
                /** @description Token des Unternehmens aus dem Link der Lead-Mail */
                token?: unknown;
            };
            header?: never;
            path: {
                orgaId: number;
                leadId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Feld "file", eine oder mehrere Dateien; 413 zu groß, 415 nicht erlaubtes Format */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResultDto"];
                };
            };
            /** @description Ohne gültiges Token (oder Anmeldung); Grund auf Deutsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReclamationReasonsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationReasonDto"][];
                };
            };
        };
    };
    DocumentDownloadController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Datei, immer als Anhang */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token abgelaufen oder falsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReclamationQueueController_list: {
        parameters: {
            query?: {
                /** @description PLZ-Anfang (nur Ziffern) */
                zipfilter?: string;
                /** @description Reklamiert von (Id des Unternehmens) */
                reclamatedFrom?: string;
                /** @description Deal-Id im CRM */
                pidfilter?: string;
                /** @description 'true': bearbeitete (akzeptiert/abgelehnt); sonst offene, in Bearbeitung und Nachweis angefordert */
                proccessed?: string;
                range?: string;
                sort?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationRowDto"][];
                };
            };
        };
    };
    ReclamationQueueController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationDetailDto"];
                };
            };
        };
    };
    ReclamationQueueController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationDetailDto"];
                };
            };
        };
    };
    ReclamationQueueController_open: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offen → In Bearbeitung (Entscheidungsdialog geöffnet) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationDetailDto"];
                };
            };
        };
    };
    ReclamationQueueController_revert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Automatisch akzeptiert → In Bearbeitung; der Verkauf zählt wieder (Mail an den Käufer) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReclamationDetailDto"];
                };
            };
            /** @description Nicht von einer Regel akzeptiert; Grund auf Deutsch */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReclamationQueueController_decideMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDecisionResultDto"];
                };
            };
        };
    };
    LeadEvaluationController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationRunDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationRunResultDto"];
                };
            };
        };
    };
    MonthlyMailController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonthlyMailRunDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyMailRunResultDto"];
                };
            };
        };
    };
    QualityController_report: {
        parameters: {
            query?: {
                /** @description Erster Verkaufstag 'JJJJ-MM-TT' (Berliner Zeit); ohne: der Erste des laufenden Monats */
                from?: string;
                /** @description Letzter Verkaufstag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute */
                to?: string;
                /** @description Gruppiert nach Leadquelle (Standard), Unternehmen oder den ersten zwei Ziffern der PLZ */
                groupBy?: "leadsource" | "organisation" | "zip2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Je Leadquelle, Unternehmen oder PLZ-Gebiet: was aus den verkauften Leads wurde */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityReportDto"];
                };
            };
        };
    };
    QualityController_export: {
        parameters: {
            query?: {
                /** @description Erster Verkaufstag 'JJJJ-MM-TT' (Berliner Zeit); ohne: der Erste des laufenden Monats */
                from?: string;
                /** @description Letzter Verkaufstag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute */
                to?: string;
                /** @description Gruppiert nach Leadquelle (Standard), Unternehmen oder den ersten zwei Ziffern der PLZ */
                groupBy?: "leadsource" | "organisation" | "zip2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lead-Qualitaet-<from>-<to>.xlsx: die Zeilen des Berichts und eine Summenzeile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SupplierScorecardController_list: {
        parameters: {
            query?: {
                /** @description JSON [erster, letzter], z. B. [0,24]; ohne: alle */
                range?: unknown;
                /** @description Erster Tag 'JJJJ-MM-TT' (Berliner Zeit, Lead-Datum); ohne: der Erste des laufenden Monats */
                start?: unknown;
                /** @description Letzter Tag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute */
                end?: unknown;
                /** @description JSON ["feld","ASC"|"DESC"]; feld: name, leads, duplicates, duplicateShare, lowQuality, lowQualityShare, supplierReclaimed, soldLeads, soldShare, pings, acceptedPosts, acceptanceRate, sales, reclamations, complaintRate, withOutcome, reachedRate, appointmentRate, wonRate, won, wonValue, leadCost, cost, income, margin, costPerWonOrder; ohne: meiste Leads zuerst */
                sort?: unknown;
                /** @description JSON {"start":"JJJJ-MM-TT","end":"JJJJ-MM-TT"}: der Zeitraum, wenn er nicht als eigene Parameter kommt */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Je Leadquelle mit Leads im Zeitraum eine Zeile; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierScorecardRowDto"][];
                };
            };
            /** @description Zeitraum, range, sort oder filter ungültig */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SupplierScorecardController_export: {
        parameters: {
            query?: {
                /** @description Erster Tag 'JJJJ-MM-TT' (Berliner Zeit, Lead-Datum); ohne: der Erste des laufenden Monats */
                start?: unknown;
                /** @description Letzter Tag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute */
                end?: unknown;
                /** @description JSON ["feld","ASC"|"DESC"]; feld: name, leads, duplicates, duplicateShare, lowQuality, lowQualityShare, supplierReclaimed, soldLeads, soldShare, pings, acceptedPosts, acceptanceRate, sales, reclamations, complaintRate, withOutcome, reachedRate, appointmentRate, wonRate, won, wonValue, leadCost, cost, income, margin, costPerWonOrder; ohne: meiste Leads zuerst */
                sort?: unknown;
                /** @description JSON {"start":"JJJJ-MM-TT","end":"JJJJ-MM-TT"}: der Zeitraum, wenn er nicht als eigene Parameter kommt */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lieferanten-Qualitaet-<start>-<end>.xlsx: die Zeilen in der gewählten Reihenfolge und eine Summenzeile „Gesamt“ */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zeitraum, sort oder filter ungültig */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StatisticsController_rows: {
        parameters: {
            query?: {
                /** @description Erster Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden; 'false' = kein Filter */
                startTime?: string;
                /** @description Letzter Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden; 'false' = kein Filter */
                endTime?: string;
                /** @description Id des Unternehmens */
                orga?: string;
                /** @description Id oder Slug der Leadsource */
                leadsource?: string;
                /** @description full: mit Verkäufen und Leads je Zeile */
                mode?: "full";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Je Unternehmen und Monat; Datum absteigend */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatisticRowDto"][];
                };
            };
        };
    };
    StatisticsController_export: {
        parameters: {
            query?: {
                /** @description Erster Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden; 'false' = kein Filter */
                startTime?: string;
                /** @description Letzter Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden; 'false' = kein Filter */
                endTime?: string;
                /** @description Id des Unternehmens */
                orga?: string;
                /** @description Id oder Slug der Leadsource */
                leadsource?: string;
                /** @description full: mit Verkäufen und Leads je Zeile */
                mode?: "full";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatistikExport.xlsx: die Spalten der Tabelle, Filter wie die Liste */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StatisticsController_exportGoals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: number;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ziele-JJJJ-MM.xlsx: die Zieltabelle der Übersicht */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StatisticsController_days: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: number;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jeder Tag des Monats (Berliner Zeit): eingegangene Leads, Verkäufe, Reklamationen */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayFiguresDto"][];
                };
            };
        };
    };
    StatisticsController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
        };
    };
    StatisticsController_goals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: number;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoalDto"][];
                };
            };
        };
    };
    StatisticsController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orga: number;
                date: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description date: Unix-Sekunden eines Zeitpunkts im Monat */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatisticsDetailDto"];
                };
            };
        };
    };
    OrganisationInvoicesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvoiceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDto"];
                };
            };
        };
    };
    OrganisationInvoicesController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                invoiceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDto"];
                };
            };
        };
    };
    OrganisationInvoicesController_paid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                invoiceId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaidDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDto"];
                };
            };
        };
    };
    OrganisationInvoicesController_void: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                invoiceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDto"];
                };
            };
        };
    };
    OrganisationInvoicesController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                dunningId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningDto"];
                };
            };
        };
    };
    InvoicingController_invoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListItemDto"][];
                };
            };
        };
    };
    InvoicingController_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicingRunDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicingRunResultDto"];
                };
            };
        };
    };
    InvoicingController_dunningRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DunningRunDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DunningRunResultDto"];
                };
            };
        };
    };
    InvoicingController_syncPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LexofficePaymentsResultDto"];
                };
            };
        };
    };
    InvoiceDownloadController_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                invoiceId: number;
                token: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Das PDF (PDF/A-3 mit eingebetteter EN-16931-XML) oder mit .xml die XRechnung */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token abgelaufen oder falsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InvoiceDownloadController_letter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                dunningId: number;
                step: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ein Mahnschreiben oder der Kontoauszug einer Übergabe als PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Token abgelaufen oder falsch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: {
                /** @description JSON {"q":"…"}: Suche in Auftragsnummer, Vor- und Nachname */
                filter?: unknown;
                /** @description JSON ["feld","ASC"|"DESC"]; feld: orderNumber, lastName, updatedAt, progress */
                sort?: unknown;
                /** @description JSON [erster, letzter], z. B. [0,24]; ohne: die ersten 25 */
                range?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /** @description range, sort oder filter ungültig */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrdersController_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CSV mit Kopfzeile; Trennzeichen ; oder , */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderImportResultDto"];
                };
            };
            /** @description Nichts importiert; `rows` nennt jede fehlerhafte Zeile */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OrdersController_upsert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpsertOrderDto"];
            };
        };
        responses: {
            /** @description Angelegt oder ersetzt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
        };
    };
    OrderStatusController_lookup: {
        parameters: {
            query: {
                orderNumber: string;
                zip: string;
                lastName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicOrderDto"];
                };
            };
            /** @description Kein Auftrag zu diesen Daten gefunden! (gleich, welcher Teil nicht passt) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Zu viele Abfragen von dieser IP-Adresse */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PrivacyController_subjects: {
        parameters: {
            query?: {
                /** @description E-Mail-Adresse (Groß-/Kleinschreibung egal) */
                email?: string;
                /** @description Telefonnummer in beliebiger Schreibweise ("0171 1234567" = "+491711234567") */
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Leads, Aufträge und Reklamationen zu E-Mail-Adresse oder Telefonnummer (normalisiert wie beim Eingang) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubjectsDto"];
                };
            };
            /** @description Weder E-Mail-Adresse noch Telefonnummer, oder eine ungültige */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PrivacyController_export: {
        parameters: {
            query?: {
                /** @description E-Mail-Adresse (Groß-/Kleinschreibung egal) */
                email?: string;
                /** @description Telefonnummer in beliebiger Schreibweise ("0171 1234567" = "+491711234567") */
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ZIP mit auskunft.json (alle gespeicherten Daten) und Auskunft-Art-15-DSGVO.pdf (lesbare Zusammenfassung) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weder E-Mail-Adresse noch Telefonnummer, oder eine ungültige */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PrivacyController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseDto"];
            };
        };
        responses: {
            /** @description Was pseudonymisiert, gelöscht und benachrichtigt wurde */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureResultDto"];
                };
            };
            /** @description Weder E-Mail-Adresse noch Telefonnummer, oder kein Grund */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PrivacyController_retentionRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die letzten 20 Aufbewahrungsläufe, neueste zuerst */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionRunDto"][];
                };
            };
        };
    };
    PrivacyController_runRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Startet einen Aufbewahrungslauf jetzt (sonst täglich um 3:30 Uhr) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionRunDto"];
                };
            };
        };
    };
    LeadOutcomesController_of: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationOutcomesDto"];
                };
            };
        };
    };
    LeadOutcomesController_setReminder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutcomeReminderInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutcomeReminderDto"];
                };
            };
        };
    };
    PortalLeadsController_list: {
        parameters: {
            query?: {
                range?: string;
                sort?: string;
                /** @description JSON: from/to = Verkaufstag 'JJJJ-MM-TT' (Berliner Zeit, beide eingeschlossen); zip = PLZ-Anfang; outcome = Ergebnis oder 'none'; complaint = Reklamationsstatus oder 'none' */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLeadDto"][];
                };
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_export: {
        parameters: {
            query?: {
                /** @description Wie filter der Liste */
                filter?: string;
                /** @description Portal-Zugangstoken (ein Link trägt keinen Header) */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description LeadExport.xlsx: die 23 Spalten des Lead-Exports und Ergebnis, Auftragswert; Filter wie die Liste (filter=…). Als Link: ?token=<Portal-Zugangstoken> */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLeadDetailDto"];
                };
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_setOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalOutcomeInputDto"];
            };
        };
        responses: {
            /** @description Der Lead mit outcome und outcomeHistory */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLeadDetailDto"];
                };
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_fileComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalComplaintInputDto"];
            };
        };
        responses: {
            /** @description Neu eingereicht oder (solange offen) Grund geändert; der Lead mit complaintDetail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalLeadDetailDto"];
                };
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Feld "file", eine oder mehrere Dateien; 413 zu groß, 415 nicht erlaubtes Format */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResultDto"];
                };
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalLeadsController_document: {
        parameters: {
            query?: {
                /** @description Portal-Zugangstoken (ein Link trägt keinen Header) */
                token?: unknown;
            };
            header?: never;
            path: {
                id: number;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Datei der eigenen Reklamation zu diesem Lead, immer als Anhang */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Der Lead wurde nicht an Ihr Unternehmen verkauft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalInvoicesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Eine Seite; die Gesamtzahl steht im Header Content-Range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalInvoiceDto"][];
                };
            };
            /** @description Die Rechnung gehört nicht zu Ihrem Unternehmen */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalInvoicesController_pdf: {
        parameters: {
            query?: {
                /** @description Portal-Zugangstoken (ein Link trägt keinen Header) */
                token?: unknown;
            };
            header?: never;
            path: {
                invoiceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Rechnung als PDF (PDF/A-3 mit eingebetteter EN-16931-XML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Die Rechnung gehört nicht zu Ihrem Unternehmen */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalInvoicesController_xrechnung: {
        parameters: {
            query?: {
                /** @description Portal-Zugangstoken (ein Link trägt keinen Header) */
                token?: unknown;
            };
            header?: never;
            path: {
                invoiceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die XRechnung (XML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Die Rechnung gehört nicht zu Ihrem Unternehmen */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalInvoicesController_letter: {
        parameters: {
            query?: {
                /** @description Portal-Zugangstoken (ein Link trägt keinen Header) */
                token?: unknown;
            };
            header?: never;
            path: {
                invoiceId: number;
                letterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ein Mahnschreiben zu dieser Rechnung als PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Die Rechnung gehört nicht zu Ihrem Unternehmen */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PortalSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettingsDto"];
                };
            };
        };
    };
    PortalSettingsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalSettingsInputDto"];
            };
        };
        responses: {
            /** @description Gespeichert; 400 mit deutschem Grund an jedem abgelehnten Feld (alle auf einmal), nichts gespeichert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettingsDto"];
                };
            };
        };
    };
    PortalDeliveriesController_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gesendet wird event 'lead.test', test: true, saleId 0, signiert mit X-Leadportal-Signature */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalTestDeliveryDto"];
                };
            };
            /** @description Kein Webhook-Empfänger (Zapier, Make, Leveto) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffBuyerSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pausen, Feiertage, Budget, eigenes Lead-Limit und Benachrichtigungs-E-Mail des Käufers, mit den Zahlen dieses Monats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettingsDto"];
                };
            };
            /** @description Unternehmen unbekannt oder gelöscht */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiStatisticsQualityGetParametersQueryGroupByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/statistics/quality"]["get"]["parameters"]["query"]["groupBy"]> = ["leadsource", "organisation", "zip2"];
export const pathsApiStatisticsQualityExportGetParametersQueryGroupByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/statistics/quality/export"]["get"]["parameters"]["query"]["groupBy"]> = ["leadsource", "organisation", "zip2"];
export const pathsApiStatisticsGetParametersQueryModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/statistics"]["get"]["parameters"]["query"]["mode"]> = ["full"];
export const pathsApiStatisticsExportGetParametersQueryModeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/statistics/export"]["get"]["parameters"]["query"]["mode"]> = ["full"];
export const staffRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StaffRole"]> = ["admin", "sales", "accounting"];
export const userResponseDtoTwoFactorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserResponseDto"]["twoFactor"]> = ["totp", "email"];
export const secondFactorMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SecondFactorMethod"]> = ["totp", "email", "recovery"];
export const currentUserResponseDtoTwoFactorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CurrentUserResponseDto"]["twoFactor"]> = ["totp", "email"];
export const portalMeResponseDtoTwoFactorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalMeResponseDto"]["twoFactor"]> = ["totp", "email"];
export const portalUserResponseDtoTwoFactorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalUserResponseDto"]["twoFactor"]> = ["totp", "email"];
export const outgoingMailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OutgoingMailDto"]["status"]> = ["queued", "sent", "held", "failed"];
export const outgoingMailDetailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OutgoingMailDetailDto"]["status"]> = ["queued", "sent", "held", "failed"];
export const leadFormContactDtoSalutationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadFormContactDto"]["salutation"]> = ["Herr", "Frau", "Divers"];
export const saleDeliveryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SaleDeliveryDto"]["status"]> = ["pending", "delivered", "held", "failed"];
export const saleOutcomeDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SaleOutcomeDto"]["status"]> = ["reached", "unreachable", "appointment", "offer", "won", "lost"];
export const saleOutcomeDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SaleOutcomeDto"]["reason"]> = ["price", "competitor", "noInterest", "financing", "other"];
export const saleOutcomeDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SaleOutcomeDto"]["source"]> = ["portal", "pipedrive"];
export const sellingStatisticDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SellingStatisticDto"]["kind"]> = ["distribution", "resale", "marketplace", "manual"];
export const leadConsentVersionDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadConsentVersionDto"]["kind"]> = ["consent", "supplier-consent", "imprint", "terms", "privacy", "partner"];
export const leadQualityFindingDtoCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadQualityFindingDto"]["code"]> = ["phone-invalid", "phone-fake", "email-invalid", "email-disposable", "email-no-mx", "email-unchecked", "zip-unknown", "zip-town-mismatch", "address-duplicate", "name-placeholder", "phone-other-names", "too-fast", "honeypot", "velocity"];
export const leadQualityDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadQualityDto"]["status"]> = ["ok", "review", "rejected"];
export const leadQualityDtoPhoneTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadQualityDto"]["phoneType"]> = ["mobile", "landline", "other"];
export const costConditionDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CostConditionDto"]["kind"]> = ["zipPrefix", "answer", "answerRange"];
export const organisationListItemDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrganisationListItemDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const pipedriveDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PipedriveDto"]["type"]> = ["deal", "lead"];
export const activeDayDtoWeekDayValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ActiveDayDto"]["weekDay"]> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
export const createOrganisationDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateOrganisationDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const createOrganisationDtoCountryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateOrganisationDto"]["country"]> = ["germany"];
export const pipedriveSettingsDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PipedriveSettingsDto"]["type"]> = ["deal", "lead"];
export const organisationDetailDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrganisationDetailDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const organisationDetailWithRateDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrganisationDetailWithRateDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const organisationFormDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrganisationFormDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const organisationFormDtoCountryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrganisationFormDto"]["country"]> = ["germany"];
export const consentTextVersionDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsentTextVersionDto"]["kind"]> = ["consent", "supplier-consent", "imprint", "terms", "privacy", "partner"];
export const priceConditionDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PriceConditionDto"]["kind"]> = ["zipPrefix", "answer", "answerRange", "exclusive", "ageDays", "afterComplaint"];
export const deliveryOrganisationDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryOrganisationDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const deliveryListItemDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryListItemDto"]["status"]> = ["pending", "delivered", "held", "failed"];
export const deliveryRetryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryRetryDto"]["status"]> = ["pending"];
export const matchedOrganisationDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MatchedOrganisationDto"]["type"]> = ["buyer-email", "service-buyer", "buyer", "weClapp", "zapier", "make", "leveto", "pipedrive"];
export const complaintDecidedByDtoRuleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ComplaintDecidedByDto"]["rule"]> = ["duplicate-delivery", "phone-invalid", "outside-coverage", "low-return-share"];
export const publicReclamationDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PublicReclamationDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const publicReclamationDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PublicReclamationDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const fileReclamationDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FileReclamationDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const reclamationReasonDtoCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationReasonDto"]["code"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const reclamationRowDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationRowDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const reclamationRowDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationRowDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const reclamationHistoryEntryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationHistoryEntryDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const reclamationDetailDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationDetailDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const reclamationDetailDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReclamationDetailDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const decisionDtoApprovedValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DecisionDto"]["approved"]> = ["approved", "rejected", "proofRequired"];
export const bulkDecisionDtoApprovedValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BulkDecisionDto"]["approved"]> = ["approved", "rejected", "proofRequired"];
export const qualityReportDtoGroupByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QualityReportDto"]["groupBy"]> = ["leadsource", "organisation", "zip2"];
export const invoiceFullDataDtoVoucherStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceFullDataDto"]["voucherStatus"]> = ["draft", "open", "overdue", "paid", "voided"];
export const invoiceDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceDto"]["kind"]> = ["invoice", "cancellation", "correction"];
export const invoiceDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceDto"]["status"]> = ["draft", "open", "overdue", "paid", "voided"];
export const invoiceDtoActionsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceDto"]["actions"]> = ["send", "paid", "void"];
export const dunningDtoStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DunningDto"]["state"]> = ["open", "step", "lawyer", "creditreform", "paid", "voided", "released"];
export const invoiceListItemDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceListItemDto"]["kind"]> = ["invoice", "cancellation", "correction"];
export const invoiceListItemDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceListItemDto"]["status"]> = ["draft", "open", "overdue", "paid", "voided"];
export const invoiceListItemDtoActionsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceListItemDto"]["actions"]> = ["send", "paid", "void"];
export const retentionRunDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RetentionRunDto"]["trigger"]> = ["schedule", "manual"];
export const leadOutcomeDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadOutcomeDto"]["status"]> = ["reached", "unreachable", "appointment", "offer", "won", "lost"];
export const leadOutcomeDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadOutcomeDto"]["reason"]> = ["price", "competitor", "noInterest", "financing", "other"];
export const leadOutcomeDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LeadOutcomeDto"]["source"]> = ["portal", "pipedrive"];
export const portalDeliveryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalDeliveryDto"]["status"]> = ["pending", "delivered", "failed"];
export const portalComplaintSummaryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalComplaintSummaryDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const portalOutcomeDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalOutcomeDto"]["status"]> = ["reached", "unreachable", "appointment", "offer", "won", "lost"];
export const portalOutcomeDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalOutcomeDto"]["reason"]> = ["price", "competitor", "noInterest", "financing", "other"];
export const portalOutcomeDtoSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalOutcomeDto"]["source"]> = ["portal", "pipedrive"];
export const portalComplaintDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalComplaintDto"]["status"]> = ["open", "inProgress", "approved", "rejected", "proofRequired"];
export const portalComplaintDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalComplaintDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const portalOutcomeInputDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalOutcomeInputDto"]["status"]> = ["reached", "unreachable", "appointment", "offer", "won", "lost"];
export const portalOutcomeInputDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalOutcomeInputDto"]["reason"]> = ["price", "competitor", "noInterest", "financing", "other"];
export const portalComplaintInputDtoReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalComplaintInputDto"]["reasonCode"]> = ["phone-wrong", "not-reached", "not-owner", "has-pv", "duplicate", "outside-area", "never-asked", "other"];
export const portalInvoiceDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalInvoiceDto"]["kind"]> = ["invoice", "cancellation", "correction"];
export const portalInvoiceDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalInvoiceDto"]["status"]> = ["open", "overdue", "paid", "voided"];
export const portalAvailabilityTodayDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalAvailabilityTodayDto"]["reason"]> = ["paused", "holiday"];
export const portalSettingsDtoHolidaysStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalSettingsDto"]["holidaysState"]> = ["BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV", "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH"];
export const portalSettingsInputDtoHolidaysStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PortalSettingsInputDto"]["holidaysState"]> = ["BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV", "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH"];
