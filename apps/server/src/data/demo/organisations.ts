/**
 * The delegations: real IOC codes with ISO 3166-1 alpha-2 (from shared/datasets/country-codes/ioc-iso2.csv),
 * names in the four interface languages, the name pools their athletes draw from, and a few cities for schools.
 */
import type { DisciplineCode, LocalizedText } from '@podium/domain'
import type { NameRegion } from './names.ts'

export interface Delegation {
  code: string
  iso2: string
  names: LocalizedText
  /** Name regions with weights (a Canadian athlete is English-speaking or French-speaking). */
  regions: readonly (readonly [NameRegion, number])[]
  cities: readonly string[]
  /** Relative delegation size. */
  size: number
  /** Overall sporting strength, about -0.5 to 0.8. */
  strength: number
  /** Extra strength in the disciplines a country is known for. */
  bonus?: Partial<Record<DisciplineCode, number>>
}

const o = (
  code: string,
  iso2: string,
  names: [pt: string, en: string, es: string, az: string],
  region: NameRegion | (readonly [NameRegion, number])[],
  cities: string,
  size: number,
  strength: number,
  bonus?: Partial<Record<DisciplineCode, number>>,
): Delegation => ({
  code,
  iso2,
  names: { pt: names[0], en: names[1], es: names[2], az: names[3] },
  regions: typeof region === 'string' ? [[region, 1]] : region,
  cities: cities.split('|'),
  size,
  strength,
  ...(bonus ? { bonus } : {}),
})

export const HOST_CODE = 'BRA'

export const DELEGATIONS: readonly Delegation[] = [
  o(
    'BRA',
    'BR',
    ['Brasil', 'Brazil', 'Brasil', 'Braziliya'],
    'lusophone',
    'Rio de Janeiro|São Paulo|Belo Horizonte|Curitiba|Salvador',
    3,
    0.5,
    { VBV: 0.6, VVO: 0.5, JUD: 0.4, GRY: 0.2 },
  ),
  o(
    'ARG',
    'AR',
    ['Argentina', 'Argentina', 'Argentina', 'Argentina'],
    'hispanic',
    'Buenos Aires|Córdoba|Rosario',
    1.3,
    0.25,
    { BKB: 0.4, HBL: 0.3, VVO: 0.3 },
  ),
  o('POR', 'PT', ['Portugal', 'Portugal', 'Portugal', 'Portuqaliya'], 'lusophone', 'Lisboa|Porto|Braga', 1.1, 0.1, {
    HBL: 0.3,
    JUD: 0.3,
  }),
  o('ESP', 'ES', ['Espanha', 'Spain', 'España', 'İspaniya'], 'hispanic', 'Madrid|Barcelona|Valencia', 1.2, 0.3, {
    BKB: 0.4,
    HBL: 0.4,
    BDM: 0.3,
  }),
  o(
    'AZE',
    'AZ',
    ['Azerbaijão', 'Azerbaijan', 'Azerbaiyán', 'Azərbaycan'],
    'azerbaijani',
    'Bakı|Gəncə|Sumqayıt',
    1.1,
    0.15,
    { WRE: 0.7, GRY: 0.6, JUD: 0.5, TKW: 0.4 },
  ),
  o(
    'USA',
    'US',
    ['Estados Unidos', 'United States', 'Estados Unidos', 'Amerika Birləşmiş Ştatları'],
    'english',
    'Austin|Denver|Columbus|San Diego',
    1.8,
    0.7,
    { BKB: 0.8, SWM: 0.6, WRE: 0.3 },
  ),
  o('MEX', 'MX', ['México', 'Mexico', 'México', 'Meksika'], 'hispanic', 'Guadalajara|Monterrey|Puebla', 1.1, 0.1, {
    TKW: 0.4,
    ARC: 0.4,
  }),
  o('CHI', 'CL', ['Chile', 'Chile', 'Chile', 'Çili'], 'hispanic', 'Santiago|Valparaíso|Concepción', 0.9, 0, {}),
  o('COL', 'CO', ['Colômbia', 'Colombia', 'Colombia', 'Kolumbiya'], 'hispanic', 'Bogotá|Medellín|Cali', 1, 0.1, {
    CYC: 0.6,
  }),
  o('PER', 'PE', ['Peru', 'Peru', 'Perú', 'Peru'], 'hispanic', 'Lima|Arequipa|Trujillo', 0.8, -0.1, { VVO: 0.3 }),
  o('URU', 'UY', ['Uruguai', 'Uruguay', 'Uruguay', 'Uruqvay'], 'hispanic', 'Montevideo|Salto|Paysandú', 0.7, -0.1, {}),
  o(
    'PAR',
    'PY',
    ['Paraguai', 'Paraguay', 'Paraguay', 'Paraqvay'],
    'hispanic',
    'Asunción|Encarnación|Luque',
    0.6,
    -0.2,
    {},
  ),
  o(
    'BOL',
    'BO',
    ['Bolívia', 'Bolivia', 'Bolivia', 'Boliviya'],
    'hispanic',
    'La Paz|Santa Cruz|Cochabamba',
    0.5,
    -0.3,
    {},
  ),
  o('ECU', 'EC', ['Equador', 'Ecuador', 'Ecuador', 'Ekvador'], 'hispanic', 'Quito|Guayaquil|Cuenca', 0.7, -0.1, {
    CYC: 0.3,
  }),
  o(
    'VEN',
    'VE',
    ['Venezuela', 'Venezuela', 'Venezuela', 'Venesuela'],
    'hispanic',
    'Caracas|Maracaibo|Barquisimeto',
    0.7,
    -0.1,
    { FEN: 0.3 },
  ),
  o(
    'CAN',
    'CA',
    ['Canadá', 'Canada', 'Canadá', 'Kanada'],
    [
      ['english', 0.7],
      ['french', 0.3],
    ],
    'Toronto|Calgary|Montréal|Québec',
    1.1,
    0.3,
    { SWM: 0.3 },
  ),
  o('FRA', 'FR', ['França', 'France', 'Francia', 'Fransa'], 'french', 'Lyon|Bordeaux|Lille|Toulouse', 1.3, 0.4, {
    FEN: 0.5,
    HBL: 0.5,
    JUD: 0.5,
  }),
  o('ITA', 'IT', ['Itália', 'Italy', 'Italia', 'İtaliya'], 'italian', 'Roma|Milano|Torino|Napoli', 1.2, 0.35, {
    FEN: 0.6,
    VVO: 0.5,
    GRY: 0.3,
  }),
  o('GER', 'DE', ['Alemanha', 'Germany', 'Alemania', 'Almaniya'], 'german', 'Berlin|Hamburg|Köln|Leipzig', 1.3, 0.4, {
    HBL: 0.5,
    CYC: 0.3,
  }),
  o(
    'GBR',
    'GB',
    ['Grã-Bretanha', 'Great Britain', 'Gran Bretaña', 'Böyük Britaniya'],
    'english',
    'Manchester|Leeds|Bristol|Glasgow',
    1.3,
    0.4,
    { CYC: 0.5, TKW: 0.3 },
  ),
  o(
    'NED',
    'NL',
    ['Países Baixos', 'Netherlands', 'Países Bajos', 'Niderland'],
    'dutch',
    'Amsterdam|Utrecht|Eindhoven',
    1,
    0.35,
    { CYC: 0.5, HBL: 0.2 },
  ),
  o(
    'BEL',
    'BE',
    ['Bélgica', 'Belgium', 'Bélgica', 'Belçika'],
    [
      ['dutch', 0.6],
      ['french', 0.4],
    ],
    'Gent|Antwerpen|Liège',
    0.8,
    0.15,
    { CYC: 0.4 },
  ),
  o(
    'SUI',
    'CH',
    ['Suíça', 'Switzerland', 'Suiza', 'İsveçrə'],
    [
      ['german', 0.65],
      ['french', 0.35],
    ],
    'Zürich|Bern|Lausanne',
    0.8,
    0.15,
    { TRI: 0.3 },
  ),
  o('AUT', 'AT', ['Áustria', 'Austria', 'Austria', 'Avstriya'], 'german', 'Wien|Graz|Linz', 0.7, 0.1, {}),
  o('POL', 'PL', ['Polónia', 'Poland', 'Polonia', 'Polşa'], 'polish', 'Warszawa|Kraków|Poznań', 1, 0.2, { VVO: 0.4 }),
  o('UKR', 'UA', ['Ucrânia', 'Ukraine', 'Ucrania', 'Ukrayna'], 'ukrainian', 'Kyiv|Lviv|Kharkiv', 1, 0.3, {
    GRY: 0.4,
    WRE: 0.4,
    FEN: 0.3,
  }),
  o('TUR', 'TR', ['Turquia', 'Türkiye', 'Turquía', 'Türkiyə'], 'turkish', 'İstanbul|Ankara|İzmir', 1, 0.15, {
    VVO: 0.4,
    TKW: 0.4,
    WRE: 0.3,
  }),
  o('GEO', 'GE', ['Geórgia', 'Georgia', 'Georgia', 'Gürcüstan'], 'georgian', 'Tbilisi|Batumi|Kutaisi', 0.7, 0.1, {
    WRE: 0.8,
    JUD: 0.7,
  }),
  o(
    'KAZ',
    'KZ',
    ['Cazaquistão', 'Kazakhstan', 'Kazajistán', 'Qazaxıstan'],
    'central-asian',
    'Almaty|Astana|Shymkent',
    0.9,
    0.15,
    { WRE: 0.5, JUD: 0.3 },
  ),
  o(
    'UZB',
    'UZ',
    ['Usbequistão', 'Uzbekistan', 'Uzbekistán', 'Özbəkistan'],
    'central-asian',
    'Tashkent|Samarkand|Bukhara',
    0.9,
    0.15,
    { JUD: 0.5, WRE: 0.4, TKW: 0.4 },
  ),
  o('JPN', 'JP', ['Japão', 'Japan', 'Japón', 'Yaponiya'], 'japanese', 'Tokyo|Osaka|Nagoya|Fukuoka', 1.5, 0.6, {
    JUD: 0.9,
    GAR: 0.6,
    WRE: 0.4,
    TTE: 0.4,
  }),
  o(
    'KOR',
    'KR',
    ['Coreia do Sul', 'Republic of Korea', 'República de Corea', 'Koreya Respublikası'],
    'korean',
    'Seoul|Busan|Daegu',
    1.1,
    0.4,
    { TKW: 0.9, ARC: 1, FEN: 0.3 },
  ),
  o('CHN', 'CN', ['China', 'China', 'China', 'Çin'], 'chinese', 'Beijing|Shanghai|Guangzhou|Chengdu', 1.6, 0.7, {
    TTE: 1.2,
    BDM: 0.8,
    GAR: 0.6,
    SWM: 0.3,
  }),
  o('IND', 'IN', ['Índia', 'India', 'India', 'Hindistan'], 'indian', 'New Delhi|Mumbai|Bengaluru', 1, 0, {
    BDM: 0.6,
    ARC: 0.5,
    WRE: 0.3,
  }),
  o('EGY', 'EG', ['Egito', 'Egypt', 'Egipto', 'Misir'], 'arabic', 'Cairo|Alexandria|Giza', 0.9, 0.05, {
    FEN: 0.4,
    HBL: 0.4,
  }),
  o('MAR', 'MA', ['Marrocos', 'Morocco', 'Marruecos', 'Mərakeş'], 'arabic', 'Rabat|Casablanca|Marrakech', 0.8, 0, {
    ATH: 0.3,
    TKW: 0.3,
  }),
  o(
    'RSA',
    'ZA',
    ['África do Sul', 'South Africa', 'Sudáfrica', 'Cənubi Afrika'],
    'southern-african',
    'Johannesburg|Pretoria|Durban|Cape Town',
    0.9,
    0.1,
    { SWM: 0.3, TRI: 0.2 },
  ),
  o('NGR', 'NG', ['Nigéria', 'Nigeria', 'Nigeria', 'Nigeriya'], 'west-african', 'Lagos|Abuja|Ibadan', 0.8, 0.05, {
    ATH: 0.5,
    BKB: 0.3,
  }),
  o('KEN', 'KE', ['Quénia', 'Kenya', 'Kenia', 'Keniya'], 'east-african', 'Eldoret|Nairobi|Iten|Nakuru', 0.8, 0.1, {
    ATH: 1,
  }),
  o(
    'AUS',
    'AU',
    ['Austrália', 'Australia', 'Australia', 'Avstraliya'],
    'english',
    'Melbourne|Brisbane|Perth|Adelaide',
    1.2,
    0.45,
    { SWM: 0.7, CYC: 0.3, TRI: 0.3 },
  ),
  o(
    'NZL',
    'NZ',
    ['Nova Zelândia', 'New Zealand', 'Nueva Zelanda', 'Yeni Zelandiya'],
    'english',
    'Auckland|Wellington|Christchurch',
    0.8,
    0.2,
    { TRI: 0.4, OWS: 0.2 },
  ),
  o('ANG', 'AO', ['Angola', 'Angola', 'Angola', 'Anqola'], 'lusophone', 'Luanda|Huambo|Benguela', 0.6, -0.2, {
    HBL: 0.4,
    BKB: 0.2,
  }),
  o(
    'MOZ',
    'MZ',
    ['Moçambique', 'Mozambique', 'Mozambique', 'Mozambik'],
    'lusophone',
    'Maputo|Beira|Nampula',
    0.5,
    -0.3,
    {},
  ),
  o(
    'CPV',
    'CV',
    ['Cabo Verde', 'Cabo Verde', 'Cabo Verde', 'Kabo-Verde'],
    'lusophone',
    'Praia|Mindelo|Santa Maria',
    0.5,
    -0.3,
    {},
  ),
]

export function delegationStrength(delegation: Delegation, discipline: DisciplineCode): number {
  return delegation.strength + (delegation.bonus?.[discipline] ?? 0)
}
