// Quote = findings + BOM + price (issue 5). The server prices orders with this; the configurator
// shows the same numbers. A design that is not a design at all gets findings and no BOM or price.
import { buildBom, type Bom } from './bom/bom.ts';
import type { DesignModel } from './model.ts';
import { priceTallies, type Price } from './pricing/price.ts';
import { checkRules } from './rules/check.ts';
import { drillingFindings } from './rules/drilling.ts';
import { capFindings, hasErrors, sortFindings, type Finding } from './findings/finding.ts';
import { validateDesign, type CatalogueInForce } from './validate.ts';

export type { CatalogueInForce } from './validate.ts';

/** A quote of a design that is one. */
export type DesignQuote = { ok: true; orderable: boolean; findings: Finding[]; bom: Bom; price: Price };

export type Quote = (DesignQuote | { ok: false; orderable: false; findings: Finding[]; bom: null; price: null }) & {
  /** The version of the catalogue the price was made with. */
  catalogueVersion: number;
};

/** Validates any JSON as a design and, when it is one, checks its drilling (the workshop's rules),
 * derives its BOM and price with the given catalogue (required: there is no fallback). Never throws. */
export function quote(input: unknown, inForce: CatalogueInForce): Quote {
  const validation = validateDesign(input, inForce);
  const { catalogueVersion } = validation;
  if (!validation.ok)
    return { ok: false, orderable: false, findings: validation.findings, bom: null, price: null, catalogueVersion };
  const { model } = validation;
  // What the workshop checks too: a design it cannot drill and build is not orderable (rules/drilling.ts).
  const drilling = drillingFindings(model);
  const findings =
    drilling.length === 0 ? validation.findings : capFindings(sortFindings([...validation.findings, ...drilling]));
  return {
    ok: true,
    orderable: validation.orderable && drilling.length === 0,
    findings,
    bom: buildBom(model),
    price: priceModel(model),
    catalogueVersion,
  };
}

/**
 * Quote of a model already built (e.g. after `model.setCube`), the configurator's live quote: the
 * rules are checked again, not the drilling (it drills every board; `quote` and the workshop do).
 * Not reaching `rules/drilling.ts` from here keeps the CNC hole code out of the configurator's bundle.
 */
export function quoteModel(model: DesignModel): DesignQuote {
  const findings = capFindings(sortFindings(checkRules(model)));
  return { ok: true, orderable: !hasErrors(findings), findings, bom: buildBom(model), price: priceModel(model) };
}

/** Only the price: the cheap path after a change (no rules, no part numbering). */
export function priceModel(model: DesignModel): Price {
  return priceTallies(model.tallies(), model.catalogue);
}
