import type { Locale } from '@podium/domain'

/** What the certificate PDF says, in the holder's language (the web's locale files do not reach the server). */
export interface CertificateWords {
  heading: string
  awardedTo: string
  issued: (date: string) => string
  validUntil: (date: string) => string
  noExpiry: string
  verify: string
  code: string
  revoked: string
  expired: string
}

export const CERTIFICATE_WORDS: Record<Locale, CertificateWords> = {
  pt: {
    heading: 'Certificado',
    awardedTo: 'Atribuído a',
    issued: (d) => `Emitido a ${d}`,
    validUntil: (d) => `Válido até ${d}`,
    noExpiry: 'Sem data de fim',
    verify: 'Verifique este certificado em',
    code: 'Código de verificação',
    revoked: 'REVOGADO',
    expired: 'EXPIRADO',
  },
  en: {
    heading: 'Certificate',
    awardedTo: 'Awarded to',
    issued: (d) => `Issued on ${d}`,
    validUntil: (d) => `Valid until ${d}`,
    noExpiry: 'No end date',
    verify: 'Verify this certificate at',
    code: 'Verification code',
    revoked: 'REVOKED',
    expired: 'EXPIRED',
  },
  es: {
    heading: 'Certificado',
    awardedTo: 'Otorgado a',
    issued: (d) => `Emitido el ${d}`,
    validUntil: (d) => `Válido hasta el ${d}`,
    noExpiry: 'Sin fecha de fin',
    verify: 'Verifique este certificado en',
    code: 'Código de verificación',
    revoked: 'REVOCADO',
    expired: 'CADUCADO',
  },
  az: {
    heading: 'Sertifikat',
    awardedTo: 'Təqdim olunur',
    issued: (d) => `Verilmə tarixi: ${d}`,
    validUntil: (d) => `Etibarlıdır: ${d} tarixinədək`,
    noExpiry: 'Bitmə tarixi yoxdur',
    verify: 'Bu sertifikatı burada yoxlayın',
    code: 'Yoxlama kodu',
    revoked: 'LƏĞV EDİLİB',
    expired: 'MÜDDƏTİ BİTİB',
  },
}
