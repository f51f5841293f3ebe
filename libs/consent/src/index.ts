// The public surface of libs/consent.
export * from './consent.module';
export * from './consent-certificate-links';
export * from './consent-certificate.service';
export type { ConsentCertificate } from './consent-certificate';
