import type { DestinationCountryName } from '@shared/reference/country-iso';

interface EntryText {
  visaRequirements: string;
  travelDocuments: string;
}

const SCHENGEN_VISA =
  'Schengen area: EU and EFTA citizens enter freely; US, UK, Canadian, Australian, Japanese and many other visitors stay visa-free up to 90 days in any 180; others need a Schengen visa. The ETIAS travel authorisation is due to start in late 2026.';
const SCHENGEN_DOCUMENTS =
  'Passport valid at least 3 months beyond the planned departure from the Schengen area and issued within the last 10 years; proof of funds and onward travel may be asked for.';

/** Entry text shown on every destination of a country; the visa checker gives per-passport detail. */
export const COUNTRY_ENTRY: Record<DestinationCountryName, EntryText> = {
  France: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Italy: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Spain: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Greece: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Portugal: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Switzerland: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Iceland: { visaRequirements: SCHENGEN_VISA, travelDocuments: SCHENGEN_DOCUMENTS },
  Japan: {
    visaRequirements:
      'Citizens of about 70 countries, including the US, UK, EU, Canada, Australia and Korea, visit visa-free for up to 90 days; others apply for a visa or a JAPAN eVISA.',
    travelDocuments: 'Passport valid for the whole stay; return or onward ticket.',
  },
  Thailand: {
    visaRequirements:
      'Visa exemption of 60 days for citizens of 93 countries (90 days for some by treaty, 30 for China). Everyone files the Thailand Digital Arrival Card online within 3 days before arrival.',
    travelDocuments:
      'Passport valid at least 6 months; onward ticket; Thailand Digital Arrival Card.',
  },
  Indonesia: {
    visaRequirements:
      'Visa on arrival (or e-VOA online) for 30 days, extendable once, for most visitors; ASEAN citizens enter visa-free. Bali charges a tourist levy, paid online.',
    travelDocuments:
      'Passport valid at least 6 months with two blank pages; return ticket; Bali levy receipt.',
  },
  Peru: {
    visaRequirements:
      'Most Western, Latin American and many Asian passports enter visa-free; the officer grants up to 183 days. Chinese and Indian citizens need a visa unless they hold a US, UK, Schengen or Australian visa.',
    travelDocuments:
      'Passport valid at least 6 months; keep the digital entry record for departure.',
  },
  'United States': {
    visaRequirements:
      'Visa Waiver Program citizens need an approved ESTA before boarding (90 days); Canadians enter visa-free; everyone else needs a B-2 visitor visa.',
    travelDocuments: 'Machine-readable e-passport; ESTA or visa; return or onward ticket.',
  },
  'United Kingdom': {
    visaRequirements:
      'Most visitors who do not need a visa, Europeans included, need an Electronic Travel Authorisation (ETA) before travel and may stay up to 6 months; others need a Standard Visitor visa.',
    travelDocuments: 'Passport valid for the whole stay; ETA or visa linked to the passport.',
  },
  Australia: {
    visaRequirements:
      'Every visitor except New Zealanders needs a visa or authority before travel: ETA (601) via the app, eVisitor (651) for Europeans, or a Visitor visa (600) for others.',
    travelDocuments:
      'Passport valid for the whole stay; ETA, eVisitor or visa grant; incoming passenger card.',
  },
  Mexico: {
    visaRequirements:
      'Visa-free for up to 180 days for citizens of the US, Canada, the EU, UK, Japan and many others; the officer sets the days. Others need a visa or a valid US, Canadian, UK, Schengen or Japanese visa.',
    travelDocuments:
      'Passport valid for the whole stay; keep the entry stamp or digital FMM until departure.',
  },
  Brazil: {
    visaRequirements:
      'Visa-free for 90 days for the EU, UK, Japan, most of Latin America and many others. US, Canadian and Australian citizens need an e-visa again since April 2025.',
    travelDocuments:
      'Passport valid at least 6 months; e-visa where required; yellow fever vaccination advised for the Amazon.',
  },
  Morocco: {
    visaRequirements:
      'Visa-free for 90 days for citizens of the US, UK, EU, Canada, Australia, China and many others; Indian and South African citizens apply for an e-visa.',
    travelDocuments: 'Passport valid at least 6 months beyond arrival.',
  },
  Egypt: {
    visaRequirements:
      'Most Western visitors buy a 30-day visa on arrival (25 US dollars) or an e-visa beforehand; Red Sea resorts allow a free 15-day Sinai stamp.',
    travelDocuments:
      'Passport valid at least 6 months with a blank page; cash in US dollars for the arrival visa.',
  },
  Turkey: {
    visaRequirements:
      'Visa-free for 90 days in 180 for citizens of the US, Canada, UK, EU and many others; Australians and some others apply for an e-visa at evisa.gov.tr.',
    travelDocuments: 'Passport valid at least 150 days beyond arrival.',
  },
  'United Arab Emirates': {
    visaRequirements:
      'Free visit visa on arrival of 30 or 90 days for citizens of more than 80 countries; others arrange an e-visa through an airline, hotel or sponsor.',
    travelDocuments:
      'Passport valid at least 6 months; return ticket; some medicines need prior approval.',
  },
  'New Zealand': {
    visaRequirements:
      'Visa-waiver visitors need an NZeTA (and pay the visitor levy) before travel, for up to 3 months (6 for UK citizens); Australians need nothing; others need a visitor visa.',
    travelDocuments:
      'Passport valid 3 months beyond departure; NZeTA or visa; declare all food at biosecurity.',
  },
  Canada: {
    visaRequirements:
      'Visa-exempt travellers flying in need an eTA; US citizens need only their passport; others need a visitor visa. Visitors usually stay up to 6 months.',
    travelDocuments: 'Passport valid for the whole stay; eTA or visa; ArriveCAN is optional.',
  },
};
