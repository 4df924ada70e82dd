/**
 * The representative payment example the financing page and the home banner quote, so "$99 down"
 * and "monthly payments as low as $99" are one offer with its terms beside it.
 *
 * STAND-IN: fictional terms for a fictional lender. Before launch the owner replaces them with the
 * lender's own representative example (price, down payment, APR, term) and its disclosure.
 */
export const financingExample = { price: 9_300, down: 99, apr: 9.99, months: 180 } as const;

const dollars = (n: number, cents = false) =>
  n.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });

/** The fixed monthly payment of an amortised loan, to the cent. */
function monthlyPayment(principal: number, apr: number, months: number): number {
  const rate = apr / 100 / 12;
  return Math.round(((principal * rate) / (1 - (1 + rate) ** -months)) * 100) / 100;
}

const { price, down, apr, months } = financingExample;
const financed = price - down;
const payment = monthlyPayment(financed, apr, months);

/** "$99 a month", rounded up to whole dollars, as headlines say it. */
export const monthlyFrom = dollars(Math.ceil(payment));

/** The example in full, with the disclosure a lender's advertising carries. */
export const financingExampleText = `Example: a ${dollars(price)} roof with ${dollars(down)} down finances ${dollars(financed)} over ${months} months at ${apr}% APR: ${months} monthly payments of ${dollars(payment, true)}, ${dollars(payment * months, true)} in all. Subject to credit approval; rates and terms depend on your credit and may change. Illustrative terms.`;

/** The same example in one line, where a banner has room for no more. */
export const financingExampleShort = `Example: a ${dollars(price)} roof, ${dollars(down)} down, ${months} payments of ${dollars(payment, true)} at ${apr}% APR. Subject to credit approval.`;
