// The three languages of Kubik; every finding carries its message in all three.
export const langs = ['sl', 'en', 'es'] as const;
export type Lang = (typeof langs)[number];
export type Localized = Record<Lang, string>;
