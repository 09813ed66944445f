import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

const PROPERTY_PREFIX = 'property: ';

/**
 * Ends a run with what a reader of CI output wants: the fast-check properties that held (the tests
 * whose name starts with "property: ") and a plain "N passed, N failed" line that CI tooling reads.
 */
export default class SummaryReporter implements Reporter {
  private readonly properties: { file: string; name: string; state: string }[] = [];
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };

  onTestCaseResult(testCase: TestCase): void {
    const { state } = testCase.result();
    if (state === 'passed' || state === 'failed' || state === 'skipped') this.counts[state] += 1;
    if (!testCase.name.startsWith(PROPERTY_PREFIX)) return;
    this.properties.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName.replace(PROPERTY_PREFIX, ''),
      state: testCase.result().state,
    });
  }

  onTestRunEnd(): void {
    this.printProperties();
    const { passed, failed, skipped } = this.counts;
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  private printProperties(): void {
    if (this.properties.length === 0) return;
    const sorted = [...this.properties].sort((a, b) => a.file.localeCompare(b.file));
    const lines = sorted.map(
      ({ file, name, state }) => `  ${state === 'passed' ? '✓' : '✗'} ${file} › ${name}`,
    );
    const passed = sorted.filter(({ state }) => state === 'passed').length;
    process.stdout.write(
      `\nProperty tests (fast-check): ${passed} of ${sorted.length} held\n${lines.join('\n')}\n`,
    );
  }
}
