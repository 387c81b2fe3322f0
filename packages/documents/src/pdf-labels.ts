// The PDF's own words in the three languages; step texts come from the design core.
import type { Lang } from '@kubik/design/i18n/lang';
import { moneyText } from '@kubik/shop/money-text';

export const pdfLabels = {
  title: { sl: 'Projekt', en: 'Project', es: 'Proyecto' },
  subtitle: { sl: 'Modularno pohištvo Kubik', en: 'Kubik modular furniture', es: 'Mueble modular Kubik' },
  overall: { sl: 'Skupne mere (Š × V × G)', en: 'Overall size (W × H × D)', es: 'Medidas totales (An × Al × P)' },
  frontView: {
    sl: 'Pogled od spredaj (mere v mm)',
    en: 'Front view (dimensions in mm)',
    es: 'Vista frontal (medidas en mm)',
  },
  bom: { sl: 'Kosovnica', en: 'Bill of materials', es: 'Lista de materiales' },
  part: { sl: 'Del', en: 'Part', es: 'Pieza' },
  material: { sl: 'Material', en: 'Material', es: 'Material' },
  colour: { sl: 'Barva', en: 'Colour', es: 'Color' },
  size: { sl: 'Končne mere', en: 'Finished size', es: 'Medida final' },
  cutSize: { sl: 'Razrez', en: 'Cut size', es: 'Corte' },
  edgeLegend: {
    sl: 'Robovi: ■ z robnim trakom, □ brez; po vrsti dolžinski rob 1, dolžinski rob 2, prečni rob 1, prečni rob 2 (dolžina teče v smeri letnic). Mere v mm: končne mere so z robnim trakom, razrez brez njega.',
    en: 'Edges: ■ banded, □ not banded; in order long edge 1, long edge 2, short edge 1, short edge 2 (the length runs along the grain). Sizes in mm: finished with the edge band, cut before it.',
    es: 'Cantos: ■ con canto, □ sin canto; por orden canto largo 1, canto largo 2, canto corto 1, canto corto 2 (la longitud sigue la veta). Medidas en mm: finales con el canto, de corte sin él.',
  },
  quantity: { sl: 'Kol.', en: 'Qty', es: 'Cant.' },
  edges: { sl: 'Robovi', en: 'Edges', es: 'Cantos' },
  hardware: { sl: 'Okovje', en: 'Hardware', es: 'Herrajes' },
  totals: { sl: 'Skupaj', en: 'Totals', es: 'Totales' },

  area: { sl: 'površina', en: 'area', es: 'superficie' },
  edgeBanding: { sl: 'robni trak', en: 'edge banding', es: 'canto' },
  weight: { sl: 'teža', en: 'weight', es: 'peso' },

  price: { sl: 'Cena', en: 'Price', es: 'Precio' },
  materials: { sl: 'Plošče', en: 'Boards', es: 'Tableros' },
  edgeBandingLine: { sl: 'Robni trak', en: 'Edge banding', es: 'Canto' },
  machining: { sl: 'Obdelava', en: 'Machining', es: 'Mecanizado' },
  goods: { sl: 'Blago', en: 'Goods', es: 'Productos' },
  discount: { sl: 'Popust', en: 'Discount', es: 'Descuento' },
  shipping: { sl: 'Dostava', en: 'Shipping', es: 'Envío' },
  deliveryFrom: { sl: 'Dostava od', en: 'Plus delivery from', es: 'Más envío desde' },
  orPickup: {
    sl: 'ali brezplačen prevzem v delavnici',
    en: 'or free pickup at the workshop',
    es: 'o recogida gratuita en el taller',
  },
  net: { sl: 'Neto', en: 'Net', es: 'Neto' },
  vat: { sl: 'DDV', en: 'VAT', es: 'IVA' },
  gross: { sl: 'Za plačilo', en: 'Total', es: 'Total' },
  cuttingPlan: { sl: 'Načrt razreza', en: 'Cutting plan', es: 'Plan de corte' },

  utilisation: { sl: 'izkoristek', en: 'utilisation', es: 'aprovechamiento' },
  sheet: { sl: 'Plošča', en: 'Sheet', es: 'Tablero' },
  kerf: { sl: 'rez', en: 'kerf', es: 'corte' },
  trim: { sl: 'obrez', en: 'trim', es: 'refilado' },
  moreSheets: {
    sl: 'Preostale plošče so v datotekah CNC.',
    en: 'The remaining sheets are in the CNC files.',
    es: 'Los tableros restantes están en los archivos CNC.',
  },
  assembly: { sl: 'Navodila za sestavo', en: 'Assembly instructions', es: 'Instrucciones de montaje' },
  step: { sl: 'Korak', en: 'Step', es: 'Paso' },
  page: { sl: 'Stran', en: 'Page', es: 'Página' },
  workshopCopy: { sl: 'za delavnico', en: 'workshop copy', es: 'copia para el taller' },
  date: { sl: 'Datum', en: 'Date', es: 'Fecha' },
  priceIncludes: { sl: 'Z DDV', en: 'Including VAT', es: 'IVA incluido' },
  contactUs: {
    sl: 'Vprašanja? Pišite nam prek zgornje spletne strani.',
    en: 'Questions? Write to us through the website above.',
    es: '¿Preguntas? Escríbanos a través de la web de arriba.',
  },
  email: { sl: 'E-pošta', en: 'E-mail', es: 'Correo' },
  phone: { sl: 'Telefon', en: 'Phone', es: 'Teléfono' },
  openDesign: { sl: 'Načrt na spletu:', en: 'This design online:', es: 'Este diseño en la web:' },
} satisfies Record<string, Record<Lang, string>>;

export type PdfLabel = keyof typeof pdfLabels;

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Words that follow a count, in each language's plural forms (Slovenian has four: 1, 2, 3–4, 5+). */
export const pdfPlurals = {
  boards: {
    sl: { one: 'plošča', two: 'plošči', few: 'plošče', other: 'plošč' },
    en: { one: 'board', other: 'boards' },
    es: { one: 'tablero', other: 'tableros' },
  },
  holes: {
    sl: { one: 'luknja', two: 'luknji', few: 'luknje', other: 'lukenj' },
    en: { one: 'hole', other: 'holes' },
    es: { one: 'agujero', other: 'agujeros' },
  },
  sheets: {
    sl: { one: 'plošča formata', two: 'plošči formata', few: 'plošče formata', other: 'plošč formata' },
    en: { one: 'sheet of', other: 'sheets of' },
    es: { one: 'tablero de', other: 'tableros de' },
  },
} satisfies Record<string, Record<Lang, PluralForms>>;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** "1 plošča", "2 plošči", "3 plošče", "5 plošč": a count with its word in the right form. */
export function counted(count: number, word: keyof typeof pdfPlurals, lang: Lang): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(intl[lang])));
  const forms: PluralForms = pdfPlurals[word][lang];
  return `${number(count, lang)} ${forms[rules.select(count)] ?? forms.other}`;
}

export const intlLocale: Record<Lang, string> = { sl: 'sl-SI', en: 'en-IE', es: 'es-ES' };
const intl = intlLocale;

/** Money as the web app, the mails and the order documents write it. */
export function money(cents: number, lang: Lang): string {
  return moneyText(lang, cents);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it; the formatters are made once (making one costs ~0.1 ms, and a label sheet formats thousands). */
export function number(value: number, lang: Lang, digits = 0): string {
  const key = `${lang}|${digits}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(intl[lang], { maximumFractionDigits: digits, minimumFractionDigits: digits })),
    );
  return format.format(value);
}
