import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The accessibility audit of a page (axe-core, WCAG 2 A/AA): its serious and critical violations, and
// heading order. Used by accessibility.e2e.ts for every screen, and by journeys whose screens only exist
// part-way through (a visit opened by its manage link, its reschedule picker).
export type Finding = { id: string; impact: string; help: string; nodes: string[] };

// Which rules a scan runs: every WCAG 2 A/AA rule (and heading order); only text contrast, which is all a
// theme changes (the structure of a screen is the same in every color); or every rule but text contrast, for
// a screen whose contrast is audited in the themes anyway (contrast is most of a scan's time).
export type Rules = 'all' | 'contrast' | 'structure';

// The page as it is now (or only the part `include` selects, without what `exclude` selects).
export async function scan(page: Page, include?: string, rules: Rules = 'all', exclude?: string): Promise<Finding[]> {
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of every
  // node, and the report carried back from the page is that much smaller.
  const builder =
    rules === 'contrast'
      ? new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withRules(['color-contrast'])
      : new AxeBuilder({ page })
          .options({ resultTypes: ['violations'], rules: { 'heading-order': { enabled: true } } })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (rules === 'structure') builder.disableRules(['color-contrast']);
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 300)),
    }));
}
