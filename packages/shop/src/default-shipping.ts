// The shipping table a fresh install starts from, as data without zod (its shape is checked by
// shipping.ts's schema, which re-exports it): the configurator's delivery estimate loads this, not
// the schemas.
import type { ShippingTable } from './shipping.ts';

const eu = [
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'IE',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SK',
];

/**
 * The table a fresh install starts from, until the catalogue carries its own (issue 13 §5): Slovenia
 * at the catalogue's current rates (base 15 €, 0.60 €/kg, 200 kg/m³ × 1.4), the neighbours, and
 * the rest of the EU. Production takes 10–15 working days.
 */
export const defaultShippingTable: ShippingTable = {
  productionDays: { min: 10, max: 15 },
  pickup: { enabled: true },
  zones: [
    {
      id: 'si',
      name: { sl: 'Slovenija', en: 'Slovenia', es: 'Eslovenia' },
      countries: ['SI'],
      baseCents: 1500,
      perKgCents: 60,
      volumetricKgPerM3: 200,
      packingFactor: 1.4,
      transitDays: { min: 1, max: 2 },
    },
    {
      id: 'neighbours',
      name: { sl: 'Sosednje države', en: 'Neighbouring countries', es: 'Países vecinos' },
      countries: ['AT', 'HR', 'HU', 'IT'],
      baseCents: 3900,
      perKgCents: 90,
      volumetricKgPerM3: 200,
      packingFactor: 1.4,
      transitDays: { min: 2, max: 4 },
    },
    {
      id: 'eu',
      name: { sl: 'Druge države EU', en: 'Other EU countries', es: 'Otros países de la UE' },
      countries: eu,
      baseCents: 5900,
      perKgCents: 120,
      volumetricKgPerM3: 200,
      packingFactor: 1.4,
      transitDays: { min: 3, max: 7 },
    },
  ],
};
