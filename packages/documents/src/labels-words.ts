// The piece labels' words (labels-pdf.ts): `labels` of the documents' catalogue (document-texts.ts).
// A label names its board's role, so every role must have a word.
import { byKey } from '@kubik/design/i18n/wording';
import type { Localized } from '@kubik/design/i18n/lang';
import type { PanelRole } from '@kubik/design/parts/panel';
import { documentTexts } from './document-texts.ts';

export const labelWords = byKey(documentTexts, (texts) => texts.labels) satisfies Record<PanelRole, Localized>;

export type LabelWord = keyof typeof labelWords;
