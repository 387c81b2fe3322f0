// The piece labels' words in the three languages (labels-pdf.ts).
import type { Lang } from '@kubik/design/i18n/lang';
import type { PanelRole } from '@kubik/design/parts/panel';

export const labelWords = {
  vertical: { sl: 'Navpična plošča', en: 'Vertical board', es: 'Tablero vertical' },
  horizontal: { sl: 'Vodoravna plošča', en: 'Horizontal board', es: 'Tablero horizontal' },
  back: { sl: 'Hrbet', en: 'Back', es: 'Trasera' },
  shelf: { sl: 'Polica', en: 'Shelf', es: 'Estante' },
  door: { sl: 'Drsno krilo', en: 'Sliding door leaf', es: 'Hoja corredera' },
  drawerFront: { sl: 'Čelo predala', en: 'Drawer front', es: 'Frente de cajón' },
  drawerBox: { sl: 'Del predala', en: 'Drawer box part', es: 'Pieza de cajón' },
  cut: { sl: 'Razrez', en: 'Cut', es: 'Corte' },
  finished: { sl: 'Končno', en: 'Finished', es: 'Final' },
  cabinet: { sl: 'Korpus', en: 'Cabinet', es: 'Módulo' },
  sheet: { sl: 'Plošča razreza', en: 'Sheet', es: 'Tablero' },
  notPlaced: { sl: 'Ni na načrtu razreza', en: 'Not on the cutting plan', es: 'No está en el plan de corte' },
  front: { sl: 'spredaj', en: 'front', es: 'delante' },
  banded: { sl: 'robni trak', en: 'banded', es: 'con canto' },
} satisfies Record<PanelRole | string, Record<Lang, string>>;

export type LabelWord = keyof typeof labelWords;
