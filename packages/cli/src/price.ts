// `kubik price <design.json> [--partner-discount BP] [--lang sl|en|es]`: the price as JSON: the
// goods as the design core prices them ({currency: "EUR", materialsCents, …, goodsCents, lines}) and
// `breakdown`, what a customer pays as the shop computes it everywhere (`@kubik/shop/price`: lines,
// totals with VAT per line, the partner discount, `deliveryFrom`), with the built-in shipping table.
// Exit 1 when the design has errors (the price of a design that is still a design is printed
// anyway), 0 otherwise.
import { buildBom } from '@kubik/design/bom/bom';
import { priceModel } from '@kubik/design/quote';
import { designBreakdown } from '@kubik/shop/price';
import { defaultShippingTable } from '@kubik/shop/shipping';
import { hasErrors } from '@kubik/design/findings/finding';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { langOf, readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik price <design.json> [--partner-discount BASIS_POINTS] [--lang sl|en|es]\n';

export async function priceCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['partner-discount', 'lang']);
  if (typeof parsed === 'string' || parsed.positional.length !== 1) {
    io.stderr(`${typeof parsed === 'string' ? `${parsed}\n` : ''}${usage}`);
    return EXIT_USAGE;
  }
  const discount = Number(parsed.options.get('partner-discount') ?? '0');
  const lang = langOf(parsed.options.get('lang'));
  if (!Number.isInteger(discount) || discount < 0 || discount > 10_000 || lang.length > 2) {
    io.stderr(`${lang.length > 2 ? lang : '--partner-discount must be whole basis points, 0 to 10000'}\n${usage}`);
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  writeFindings(
    result.findings.filter((f) => f.severity !== 'info'),
    lang as 'en',
    io,
  );
  if (!result.ok) return EXIT_INVALID;
  const price = priceModel(result.model);
  const { catalogue } = result.model;
  const terms = {
    vatRateBp: catalogue.vatRateBp,
    maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
    partnerDiscountBp: discount,
    shippingTable: defaultShippingTable,
  };
  const breakdown = designBreakdown(price.goodsCents, buildBom(result.model).totals, terms);
  io.stdout(`${JSON.stringify({ ...price, breakdown }, null, 2)}\n`);
  return hasErrors(result.findings) ? EXIT_INVALID : EXIT_OK;
}
