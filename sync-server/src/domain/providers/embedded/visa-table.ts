import type { PassportCode } from '@shared/reference/passport-countries';
import type { VisaCategoryCode } from '../visa-provider';

/** One rule for a group of passports: category, days of stay (null: not limited by a visa rule). */
export type VisaGroup = readonly [VisaCategoryCode, number | null, readonly PassportCode[]];

export interface CountryVisaRules {
  /** The official page to verify against. */
  source: string;
  /** yyyy-MM-dd the rules were last checked against official sources. */
  asOf: string;
  groups: readonly VisaGroup[];
}

/**
 * Short-stay tourist entry rules for ordinary passports, written by the team from the official
 * sources linked per country. Every passport country appears exactly once per destination,
 * except the destination's own (a test checks this). Rules change: the cards link the source.
 */
const AS_OF = '2025-06-01';

/** EU and EFTA citizens move freely inside the Schengen area. */
const EU_EFTA: PassportCode[] = ['DE', 'FR', 'IT', 'ES', 'CH'];
const SCHENGEN_VISA_FREE: PassportCode[] = [
  'US',
  'GB',
  'CA',
  'AU',
  'JP',
  'KR',
  'BR',
  'MX',
  'AR',
  'AE',
  'SG',
  'NZ',
];
const SCHENGEN_VISA_REQUIRED: PassportCode[] = ['CN', 'IN', 'ZA'];

function schengen(home: PassportCode | null, source: string): CountryVisaRules {
  return {
    source,
    asOf: AS_OF,
    groups: [
      ['VF', null, EU_EFTA.filter((p) => p !== home)],
      // 90 days in any 180 across the whole Schengen area.
      ['VF', 90, SCHENGEN_VISA_FREE],
      ['VR', 90, SCHENGEN_VISA_REQUIRED],
    ],
  };
}

export const VISA_TABLE: Record<string, CountryVisaRules> = {
  FR: schengen('FR', 'https://france-visas.gouv.fr/en/'),
  IT: schengen('IT', 'https://vistoperitalia.esteri.it/home/en'),
  ES: schengen('ES', 'https://www.exteriores.gob.es/en/'),
  GR: schengen(null, 'https://www.mfa.gr/en/'),
  PT: schengen(null, 'https://vistos.mne.gov.pt/en/'),
  CH: schengen('CH', 'https://www.sem.admin.ch/sem/en/home.html'),
  IS: schengen(null, 'https://www.utl.is/index.php/en/'),
  JP: {
    source: 'https://www.mofa.go.jp/j_info/visit/visa/short/novisa.html',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        90,
        ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'KR', 'BR', 'MX', 'AR', 'SG', 'NZ', 'CH'],
      ],
      // Pre-registered IC passports only.
      ['VF', 30, ['AE']],
      ['VR', null, ['CN', 'IN', 'ZA']],
    ],
  },
  TH: {
    source: 'https://www.thaievisa.go.th/',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        60,
        [
          'US',
          'GB',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'IN',
          'MX',
          'ZA',
          'AE',
          'SG',
          'NZ',
          'CH',
        ],
      ],
      // Bilateral agreements allow 90 days.
      ['VF', 90, ['KR', 'BR', 'AR']],
      ['VF', 30, ['CN']],
    ],
  },
  ID: {
    source: 'https://evisa.imigrasi.go.id/',
    asOf: AS_OF,
    groups: [
      [
        'VOA',
        30,
        [
          'US',
          'GB',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'KR',
          'CN',
          'IN',
          'BR',
          'MX',
          'AR',
          'ZA',
          'AE',
          'NZ',
          'CH',
        ],
      ],
      // ASEAN citizens enter without a visa.
      ['VF', 30, ['SG']],
    ],
  },
  PE: {
    source: 'https://www.gob.pe/migraciones',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        183,
        [
          'US',
          'GB',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'KR',
          'BR',
          'MX',
          'AR',
          'ZA',
          'AE',
          'SG',
          'NZ',
          'CH',
        ],
      ],
      ['VR', null, ['CN', 'IN']],
    ],
  },
  US: {
    source:
      'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html',
    asOf: AS_OF,
    groups: [
      // Visa Waiver Program: an approved ESTA before boarding.
      ['eTA', 90, ['GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'SG', 'NZ', 'CH']],
      ['VF', 180, ['CA']],
      ['VR', null, ['CN', 'IN', 'BR', 'MX', 'AR', 'ZA', 'AE']],
    ],
  },
  GB: {
    source: 'https://www.gov.uk/check-uk-visa',
    asOf: AS_OF,
    groups: [
      // Electronic Travel Authorisation, required of Europeans too since 2 April 2025.
      [
        'eTA',
        180,
        [
          'US',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'KR',
          'BR',
          'MX',
          'AR',
          'AE',
          'SG',
          'NZ',
          'CH',
        ],
      ],
      ['VR', 180, ['CN', 'IN', 'ZA']],
    ],
  },
  AU: {
    source: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-finder/visit',
    asOf: AS_OF,
    groups: [
      // ETA (subclass 601) or eVisitor (subclass 651), both granted online.
      ['eTA', 90, ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'SG', 'CH']],
      // Trans-Tasman arrangement: a special category visa on arrival, no time limit.
      ['VF', null, ['NZ']],
      // Visitor visa (subclass 600), applied for online.
      ['eVisa', 90, ['CN', 'IN', 'BR', 'MX', 'AR', 'ZA', 'AE']],
    ],
  },
  MX: {
    source: 'https://www.gob.mx/sre',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        180,
        ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'AR', 'AE', 'SG', 'NZ', 'CH'],
      ],
      ['eVisa', 180, ['BR']],
      // Waived for holders of a valid US, Canadian, UK, Schengen or Japanese visa.
      ['VR', null, ['CN', 'IN', 'ZA']],
    ],
  },
  BR: {
    source: 'https://www.gov.br/mre/en/subjects/visas',
    asOf: AS_OF,
    groups: [
      // Visas reinstated for these passports on 10 April 2025.
      ['eVisa', 90, ['US', 'CA', 'AU']],
      [
        'VF',
        90,
        ['GB', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'MX', 'AR', 'ZA', 'AE', 'SG', 'NZ', 'CH'],
      ],
      ['VR', null, ['CN', 'IN']],
    ],
  },
  MA: {
    source: 'https://www.acces-maroc.ma/',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        90,
        [
          'US',
          'GB',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'KR',
          'CN',
          'BR',
          'MX',
          'AR',
          'AE',
          'SG',
          'NZ',
          'CH',
        ],
      ],
      ['eVisa', 30, ['IN', 'ZA']],
    ],
  },
  EG: {
    source: 'https://www.visa2egypt.gov.eg/',
    asOf: AS_OF,
    groups: [
      [
        'VOA',
        30,
        [
          'US',
          'GB',
          'CA',
          'AU',
          'DE',
          'FR',
          'IT',
          'ES',
          'JP',
          'KR',
          'BR',
          'MX',
          'AR',
          'ZA',
          'AE',
          'SG',
          'NZ',
          'CH',
        ],
      ],
      ['eVisa', 30, ['CN']],
      ['VR', null, ['IN']],
    ],
  },
  TR: {
    source: 'https://www.evisa.gov.tr/en/',
    asOf: AS_OF,
    groups: [
      [
        'VF',
        90,
        ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'BR', 'AR', 'SG', 'NZ', 'CH'],
      ],
      ['VF', 30, ['ZA']],
      ['eVisa', 90, ['AU', 'AE']],
      ['eVisa', 30, ['MX', 'CN', 'IN']],
    ],
  },
  AE: {
    source: 'https://u.ae/en/information-and-services/visa-and-emirates-id',
    asOf: AS_OF,
    groups: [
      ['VOA', 30, ['US', 'GB', 'CA', 'AU', 'JP', 'KR', 'CN', 'SG', 'NZ']],
      ['VOA', 90, ['DE', 'FR', 'IT', 'ES', 'CH', 'BR', 'AR', 'MX']],
      ['eVisa', 30, ['IN', 'ZA']],
    ],
  },
  NZ: {
    source: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/nzeta',
    asOf: AS_OF,
    groups: [
      // NZeTA requested online before travel.
      [
        'eTA',
        90,
        ['US', 'CA', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'BR', 'MX', 'AR', 'AE', 'SG', 'CH'],
      ],
      ['eTA', 180, ['GB']],
      ['VF', null, ['AU']],
      ['VR', null, ['CN', 'IN', 'ZA']],
    ],
  },
  CA: {
    source: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html',
    asOf: AS_OF,
    groups: [
      ['eTA', 180, ['GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'NZ', 'SG', 'CH', 'AE']],
      ['VF', 180, ['US']],
      // Some of these may use an eTA when they held a Canadian visa in the last ten years.
      ['VR', null, ['CN', 'IN', 'BR', 'MX', 'AR', 'ZA']],
    ],
  },
};
