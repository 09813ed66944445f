import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now (both themes matter). */
export const seriousViolations = async (page: Page): Promise<Result[]> => {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } })
      .axe;
    return axe.run(document);
  });
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
};

/**
 * Every rule axe-core has, at every impact: the WCAG A, AA and AAA rules, best practices and
 * the experimental ones (e2e/keyboard-ordering.e2e.ts). `accepted` names the rules
 * docs/accessibility.md explains we do not follow, with where: `rule` alone, or `rule@selector`
 * for one element's finding; anything else is a violation.
 */
export const allViolations = async (
  page: Page,
  accepted: readonly string[] = [],
): Promise<Result[]> => {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    interface Axe {
      getRules: () => { ruleId: string }[];
      run: (
        context: Document,
        options: { runOnly: { type: 'rule'; values: string[] } },
      ) => Promise<AxeResults>;
    }
    const axe = (window as unknown as { axe: Axe }).axe;
    const values = axe.getRules().map((rule) => rule.ruleId);
    return axe.run(document, { runOnly: { type: 'rule', values } });
  });
  return results.violations
    .filter((violation) => !accepted.includes(violation.id))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !accepted.includes(`${violation.id}@${node.target.join(' ')}`),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
};

/** One line per finding, naming the elements: what a failing test should print. */
export const describeViolations = (violations: readonly Result[]): string[] =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
