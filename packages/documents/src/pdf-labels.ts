// The PDF's own words in the three languages; step texts come from the design core.
import type { Lang } from '@kubik/design/i18n/lang';

export const pdfLabels = {
  title: { sl: 'Projekt', en: 'Project', es: 'Proyecto' },
  subtitle: { sl: 'Modularno pohištvo Kubik', en: 'Kubik modular furniture', es: 'Mueble modular Kubik' },
  overall: { sl: 'Skupne mere (Š × V × G)', en: 'Overall size (W × H × D)', es: 'Medidas totales (An × Al × P)' },
  frontView: { sl: 'Pogled od spredaj (mere v mm)', en: 'Front view (dimensions in mm)', es: 'Vista frontal (medidas en mm)' },
  bom: { sl: 'Kosovnica', en: 'Bill of materials', es: 'Lista de materiales' },
  part: { sl: 'Del', en: 'Part', es: 'Pieza' },
  material: { sl: 'Material', en: 'Material', es: 'Material' },
  size: { sl: 'Mere (mm)', en: 'Size (mm)', es: 'Medidas (mm)' },
  quantity: { sl: 'Kol.', en: 'Qty', es: 'Cant.' },
  edges: { sl: 'Robovi', en: 'Edges', es: 'Cantos' },
  hardware: { sl: 'Okovje', en: 'Hardware', es: 'Herrajes' },
  totals: { sl: 'Skupaj', en: 'Totals', es: 'Totales' },
  panels: { sl: 'plošč', en: 'boards', es: 'tableros' },
  area: { sl: 'površina', en: 'area', es: 'superficie' },
  edgeBanding: { sl: 'robni trak', en: 'edge banding', es: 'canto' },
  weight: { sl: 'teža', en: 'weight', es: 'peso' },
  holes: { sl: 'lukenj', en: 'holes', es: 'agujeros' },
  price: { sl: 'Cena', en: 'Price', es: 'Precio' },
  materials: { sl: 'Plošče', en: 'Boards', es: 'Tableros' },
  machining: { sl: 'Obdelava', en: 'Machining', es: 'Mecanizado' },
  goods: { sl: 'Blago', en: 'Goods', es: 'Productos' },
  discount: { sl: 'Popust', en: 'Discount', es: 'Descuento' },
  shipping: { sl: 'Dostava', en: 'Shipping', es: 'Envío' },
  net: { sl: 'Neto', en: 'Net', es: 'Neto' },
  vat: { sl: 'DDV', en: 'VAT', es: 'IVA' },
  gross: { sl: 'Za plačilo', en: 'Total', es: 'Total' },
  cuttingPlan: { sl: 'Načrt razreza', en: 'Cutting plan', es: 'Plan de corte' },
  sheets: { sl: 'plošč formata', en: 'sheets of', es: 'tableros de' },
  utilisation: { sl: 'izkoristek', en: 'utilisation', es: 'aprovechamiento' },
  sheet: { sl: 'Plošča', en: 'Sheet', es: 'Tablero' },
  kerf: { sl: 'rez', en: 'kerf', es: 'corte' },
  trim: { sl: 'obrez', en: 'trim', es: 'refilado' },
  moreSheets: { sl: 'Preostale plošče so v datotekah CNC.', en: 'The remaining sheets are in the CNC files.', es: 'Los tableros restantes están en los archivos CNC.' },
  assembly: { sl: 'Navodila za sestavo', en: 'Assembly instructions', es: 'Instrucciones de montaje' },
  step: { sl: 'Korak', en: 'Step', es: 'Paso' },
  page: { sl: 'Stran', en: 'Page', es: 'Página' },
} satisfies Record<string, Record<Lang, string>>;

export type PdfLabel = keyof typeof pdfLabels;

const intl: Record<Lang, string> = { sl: 'sl-SI', en: 'en-IE', es: 'es-ES' };

export function money(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(intl[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function number(value: number, lang: Lang, digits = 0): string {
  return new Intl.NumberFormat(intl[lang], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}
