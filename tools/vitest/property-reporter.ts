import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

const PROPERTY_PREFIX = 'property: ';

/**
 * Lists the fast-check property tests of the run at its end, so a reader of CI output sees which
 * properties held without digging through every test name. Properties are the tests whose name
 * starts with "property: ".
 */
export default class PropertyReporter implements Reporter {
  private readonly properties: { file: string; name: string; state: string }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.name.startsWith(PROPERTY_PREFIX)) return;
    this.properties.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName.replace(PROPERTY_PREFIX, ''),
      state: testCase.result().state,
    });
  }

  onTestRunEnd(): void {
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
